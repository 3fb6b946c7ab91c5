import CPixelStores
import Foundation

extension SurfaceRasterizer {
    /// Draws `image` over the pixels of `region` (inside the target), blended at `alpha` (0…255) times
    /// each texel's own (see `ScaledImage`); whole runs of eight at a time where the processor can
    /// (`kinema_image_span`, the same arithmetic). False, nothing drawn, when the target's pixels are not
    /// laid out as the texels are (0x..RRGGBB). The caller has told the lazy clear it draws over `region`.
    package func drawImage(_ image: ScaledImage, region: PixelRect, alpha: Int, columns: ImageColumns) -> Bool {
        guard shifts == (16, 8, 0) else { return false }
        let x0 = max(region.x, 0), x1 = min(region.x + region.w, width)
        let y0 = max(region.y, 0), y1 = min(region.y + region.h, height)
        let weight = UInt32(max(0, min(255, alpha)))
        guard x0 < x1, y0 < y1, weight > 0 else { return true }
        columns.prepare(image, from: x0, to: x1)
        let count = Int(x1 - x0)
        columns.indices.withUnsafeBufferPointer { indices in
            columns.weights.withUnsafeBufferPointer { weights in
                columns.scratch.withUnsafeMutableBufferPointer { scratch in
                    for y in y0..<y1 {
                        let tap = image.row(y)
                        let top = image.texels + Int(tap.index) * image.pitch
                        let row = pixels + Int(y) * pitch + Int(x0)
                        var done = 0
                        if image.width > 1, projectsInBlocks {
                            done = kinema_image_span(
                                row, count, indices.baseAddress!, weights.baseAddress!, top, image.height > 1 ? top + image.pitch : top,
                                tap.weight | tap.weight << 16, weight, opaque, scratch.baseAddress!)
                        }
                        for i in done..<count {
                            let texel = image.sample(x: (indices[i], weights[i] & 0x1FF), y: tap)
                            row[i] = ScaledImage.blend(texel, over: row[i], alpha: weight, opaque: opaque)
                        }
                    }
                }
            }
        }
        return true
    }

    /// Draws a copy resampled before (`ScaledImage.resample`: `stride` texels a row, the first on target
    /// pixel `at`) over the pixels of `region` (inside the target and the copy), blended at `alpha` as
    /// `drawImage` blends — the pixels it draws — eight at a time where the processor can
    /// (`kinema_straight_span`); a copy whose every texel is opaque, at full alpha, onto pixels whose alpha
    /// bits are all set, is copied row by row (the same pixels). False, nothing drawn, as `drawImage`.
    package func drawResampled(_ texels: UnsafePointer<UInt32>, stride: Int, at: (x: Int32, y: Int32), region: PixelRect, alpha: Int, isOpaque: Bool) -> Bool {
        guard shifts == (16, 8, 0) else { return false }
        let x0 = max(region.x, 0), x1 = min(region.x + region.w, width)
        let y0 = max(region.y, 0), y1 = min(region.y + region.h, height)
        let weight = UInt32(max(0, min(255, alpha)))
        guard x0 < x1, y0 < y1, weight > 0 else { return true }
        let count = Int(x1 - x0), copies = isOpaque && weight == 255 && opaque == 0xFF00_0000
        for y in y0..<y1 {
            let source = texels + Int(y - at.y) * stride + Int(x0 - at.x)
            let row = pixels + Int(y) * pitch + Int(x0)
            if copies {
                row.update(from: source, count: count)
                continue
            }
            let done = projectsInBlocks ? kinema_straight_span(row, source, count, weight, opaque) : 0
            for i in done..<count { row[i] = ScaledImage.blend(source[i], over: row[i], alpha: weight, opaque: opaque) }
        }
        return true
    }
}
