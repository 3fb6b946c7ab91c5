import CPixelStores
import Foundation
import Testing
@testable import KinemaRaster

/// An image copied by the rasterizer (`ScaledImage`, `SurfaceRasterizer.drawImage`): bilinear at texel
/// centres with the edges clamped — OpenGL's `GL_LINEAR` with `CLAMP_TO_EDGE`, in 8-bit steps of the
/// fraction — blended by alpha; the eight-pixel kernel the row's arithmetic to the bit; and the same
/// pixels however the region is cut or the picture moved by whole pixels.
@Suite("Scaled images")
struct ScaledImageTests {
    /// Straight-alpha texels: opaque, translucent and clear ones, flat patches and noise.
    static func texels(width: Int, height: Int, using random: inout some RandomNumberGenerator) -> [UInt32] {
        let patches = (0..<4).map { _ in UInt32.random(in: 0...UInt32.max, using: &random) | (Bool.random(using: &random) ? 0xFF00_0000 : 0) }
        return (0..<(width * height)).map { index in
            let (x, y) = (index % width, index / width)
            if y == height / 3 { return 0x00FF_FFFF & UInt32.random(in: 0...UInt32.max, using: &random) }
            if x < width / 2, y < height / 2 { return UInt32.random(in: 0...UInt32.max, using: &random) }
            return patches[(x * 4 / max(1, width) + y * 2 / max(1, height)) % 4]
        }
    }

    /// Draws `texels` onto a fresh copy of `background` and returns the pixels.
    static func draw(
        _ texels: [UInt32], width: Int, height: Int, part: CGRect, box: CGRect, regions: [PixelRect], alpha: Int,
        background: [UInt32], size: (Int32, Int32), inBlocks: Bool = true
    ) -> [UInt32] {
        let canvas = RasterCanvas(size.0, size.1)
        canvas.pixels.update(from: background, count: background.count)
        var rasterizer = canvas.rasterizer()
        rasterizer.projectsInBlocks = inBlocks
        texels.withUnsafeBufferPointer { buffer in
            let image = ScaledImage(texels: buffer.baseAddress!, width: width, height: height, pitch: width, part: part, box: box)!
            for region in regions { #expect(rasterizer.drawImage(image, region: region, alpha: alpha, columns: ImageColumns())) }
        }
        return Array(UnsafeBufferPointer(start: canvas.pixels, count: background.count))
    }

    /// Two opaque texels, black and white, shown four pixels wide: the pixels' centres fall at texel
    /// coordinates 0.25, 0.75, 1.25 and 1.75, so they read black (clamped), a quarter (64/256 of the
    /// way), three quarters (192/256) and white (clamped): 0, 64, 191, 255 — ⌊255·w/256 + ½⌋.
    @Test func pixelsSampleTheTexelsAtTheirCentres() {
        let texels: [UInt32] = [0xFF00_0000, 0xFFFF_FFFF]
        let out = Self.draw(
            texels, width: 2, height: 1, part: CGRect(x: 0, y: 0, width: 2, height: 1), box: CGRect(x: 0, y: 0, width: 4, height: 1),
            regions: [PixelRect(x: 0, y: 0, w: 4, h: 1)], alpha: 255, background: [UInt32](repeating: 0xFF12_3456, count: 4), size: (4, 1))
        #expect(out.map { $0 & 0xFF } == [0, 64, 191, 255])
        #expect(out.allSatisfy { $0 >> 24 == 0xFF && ($0 >> 16 & 0xFF) == ($0 & 0xFF) })
    }

    /// Red at alpha 128 over white: 255·(1 − 128/255) = 127 in green and blue; at half the item's alpha
    /// (64 of 255 in all) 191; fully clear, the pixel as it was.
    @Test func texelsBlendByTheirAlphaTimesTheItems() {
        for (texel, alpha, expected) in [(UInt32(0x80FF_0000), 255, UInt32(0xFFFF_7F7F)), (0x80FF_0000, 128, 0xFFFF_BFBF), (0x00FF_0000, 255, 0xFFFF_FFFF)] {
            let out = Self.draw(
                [texel], width: 1, height: 1, part: CGRect(x: 0, y: 0, width: 1, height: 1), box: CGRect(x: 0, y: 0, width: 9, height: 2),
                regions: [PixelRect(x: 0, y: 0, w: 9, h: 2)], alpha: alpha, background: [UInt32](repeating: 0xFFFF_FFFF, count: 18), size: (9, 2))
            #expect(out.allSatisfy { $0 == expected }, "\(String(texel, radix: 16)) at \(alpha): \(String(out[0], radix: 16))")
        }
    }

    /// Random images, parts and boxes — shrunk, grown, half off the canvas, faded — drawn eight pixels at a
    /// time and by the row's own arithmetic: the same pixels.
    @Test func theKernelDrawsWhatTheRowDraws() {
        var random = SystemRandomNumberGenerator()
        var changed = 0
        for _ in 0..<80 {
            let (width, height) = (Int.random(in: 1...60, using: &random), Int.random(in: 1...50, using: &random))
            let texels = Self.texels(width: width, height: height, using: &random)
            let part = CGRect(
                x: Double.random(in: 0...Double(width) / 3, using: &random), y: Double.random(in: 0...Double(height) / 3, using: &random),
                width: Double(width) * Double.random(in: 0.4...0.66, using: &random), height: Double(height) * Double.random(in: 0.4...0.66, using: &random))
            let box = CGRect(
                x: Double.random(in: -30...150, using: &random), y: Double.random(in: -30...100, using: &random),
                width: Double.random(in: 3...220, using: &random), height: Double.random(in: 3...160, using: &random))
            let background = (0..<(200 * 140)).map { _ in UInt32.random(in: 0...UInt32.max, using: &random) | 0xFF00_0000 }
            let regions = [PixelRect(x: -5, y: -5, w: 210, h: 150)]
            let alpha = Bool.random(using: &random) ? 255 : Int.random(in: 1...254, using: &random)
            let blocks = Self.draw(texels, width: width, height: height, part: part, box: box, regions: regions, alpha: alpha, background: background, size: (200, 140))
            let row = Self.draw(
                texels, width: width, height: height, part: part, box: box, regions: regions, alpha: alpha, background: background, size: (200, 140),
                inBlocks: false)
            #expect(blocks.indices.first { blocks[$0] != row[$0] } == nil)
            changed += blocks.indices.filter { blocks[$0] != background[$0] }.count
        }
        #expect(changed > 200_000, "the images covered pixels (\(changed))")
    }

    /// The region drawn in random pieces is the region drawn whole; the picture and the region moved by
    /// whole pixels are the same pixels moved.
    @Test func piecesAndWholePixelMovesAreThePixelsOfTheWhole() {
        var random = SystemRandomNumberGenerator()
        for _ in 0..<30 {
            let texels = Self.texels(width: 37, height: 29, using: &random)
            let box = CGRect(x: Double.random(in: 5...20, using: &random), y: Double.random(in: 5...20, using: &random), width: 93.7, height: 61.3)
            let part = CGRect(x: 2.5, y: 1.25, width: 31, height: 25.5)
            let region = PixelRect(x: Int32(box.minX), y: Int32(box.minY), w: 94, h: 62)
            let background = [UInt32](repeating: 0xFF20_4060, count: 160 * 120)
            let whole = Self.draw(texels, width: 37, height: 29, part: part, box: box, regions: [region], alpha: 200, background: background, size: (160, 120))
            let cut = Int32.random(in: 1...60, using: &random), across = Int32.random(in: 1...90, using: &random)
            let pieces = [
                PixelRect(x: region.x, y: region.y, w: region.w, h: cut),
                PixelRect(x: region.x, y: region.y + cut, w: across, h: region.h - cut),
                PixelRect(x: region.x + across, y: region.y + cut, w: region.w - across, h: region.h - cut),
            ]
            let inPieces = Self.draw(texels, width: 37, height: 29, part: part, box: box, regions: pieces, alpha: 200, background: background, size: (160, 120))
            #expect(whole == inPieces)
            let (dx, dy) = (Int32.random(in: -5...40, using: &random), Int32.random(in: -5...30, using: &random))
            let moved = Self.draw(
                texels, width: 37, height: 29, part: part, box: box.offsetBy(dx: CGFloat(dx), dy: CGFloat(dy)),
                regions: [PixelRect(x: region.x + dx, y: region.y + dy, w: region.w, h: region.h)], alpha: 200, background: background, size: (160, 120))
            var differing = 0
            for y in 0..<Int(region.h) {
                for x in 0..<Int(region.w) {
                    let (sx, sy) = (Int(region.x) + x, Int(region.y) + y)
                    if whole[sy * 160 + sx] != moved[(sy + Int(dy)) * 160 + sx + Int(dx)] { differing += 1 }
                }
            }
            #expect(differing == 0, "pixels that differ after a move by (\(dx), \(dy))")
        }
    }

    /// A target laid out otherwise than the texels (red in the low byte) is not drawn on: SDL copies.
    @Test func anotherLayoutIsLeftToSDL() {
        let pixels = UnsafeMutablePointer<UInt32>.allocate(capacity: 4)
        defer { pixels.deallocate() }
        pixels.initialize(repeating: 7, count: 4)
        let layout = PixelTarget.ChannelLayout(redShift: 0, greenShift: 8, blueShift: 16, opaque: 0xFF00_0000)
        let rasterizer = SurfaceRasterizer(target: PixelTarget(pixels: pixels, pitch: 2, width: 2, height: 2, layout: layout))
        let texel: [UInt32] = [0xFFFF_0000]
        let drawn = texel.withUnsafeBufferPointer { buffer in
            let image = ScaledImage(
                texels: buffer.baseAddress!, width: 1, height: 1, pitch: 1, part: CGRect(x: 0, y: 0, width: 1, height: 1),
                box: CGRect(x: 0, y: 0, width: 2, height: 2))!
            return rasterizer.drawImage(image, region: PixelRect(x: 0, y: 0, w: 2, h: 2), alpha: 255, columns: ImageColumns())
        }
        #expect(!drawn)
        #expect((0..<4).allSatisfy { pixels[$0] == 7 })
    }

    /// Boxes and parts that are empty or not finite make no image.
    @Test func emptyOrUnboundedBoxesMakeNoImage() {
        let texel: [UInt32] = [0xFFFF_0000]
        texel.withUnsafeBufferPointer { buffer in
            for (part, box) in [
                (CGRect(x: 0, y: 0, width: 1, height: 1), CGRect(x: 0, y: 0, width: 0, height: 4)),
                (CGRect(x: 0, y: 0, width: 0, height: 1), CGRect(x: 0, y: 0, width: 3, height: 4)),
                (CGRect(x: 0, y: 0, width: 1, height: 1), CGRect(x: CGFloat.nan, y: 0, width: 3, height: 4)),
                (CGRect(x: 0, y: 0, width: 1, height: 1), CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 4)),
            ] {
                #expect(ScaledImage(texels: buffer.baseAddress!, width: 1, height: 1, pitch: 1, part: part, box: box) == nil)
            }
        }
    }
}

/// A copy resampled once (`ScaledImage.resample`) and blended from (`drawResampled`) is the image drawn.
@Suite("Resampled copies")
struct ResampledCopyTests {
    /// Random images, sizes, positions and opacities, opaque and not: the copy drawn over any region
    /// inside it is the image drawn there, pixel for pixel, by the kernels and by the row.
    @Test func aCopyDrawsTheImagesPixels() {
        var random = SystemRandomNumberGenerator()
        var copied = 0
        for trial in 0..<60 {
            let (width, height) = (Int.random(in: 1...50, using: &random), Int.random(in: 1...40, using: &random))
            var texels = ScaledImageTests.texels(width: width, height: height, using: &random)
            if trial % 3 == 0 { texels = texels.map { $0 | 0xFF00_0000 } }
            let box = CGRect(
                x: Double.random(in: -10...60, using: &random), y: Double.random(in: -10...40, using: &random),
                width: Double.random(in: 2...110, using: &random), height: Double.random(in: 2...90, using: &random))
            let part = CGRect(x: 0.5, y: 0, width: Double(width) - 0.5, height: Double(height))
            let alpha = trial % 2 == 0 ? 255 : Int.random(in: 1...254, using: &random)
            let background = (0..<(160 * 120)).map { _ in UInt32.random(in: 0...UInt32.max, using: &random) | 0xFF00_0000 }
            for inBlocks in [true, false] {
                let (direct, kept) = (RasterCanvas(160, 120), RasterCanvas(160, 120))
                for canvas in [direct, kept] { canvas.pixels.update(from: background, count: background.count) }
                var (drawing, copying) = (direct.rasterizer(), kept.rasterizer())
                (drawing.projectsInBlocks, copying.projectsInBlocks) = (inBlocks, inBlocks)
                texels.withUnsafeBufferPointer { buffer in
                    let image = ScaledImage(texels: buffer.baseAddress!, width: width, height: height, pitch: width, part: part, box: box)!
                    let (stride, rows) = (Int(image.size.width) + 2, Int(image.size.height) + 2)
                    var copy = [UInt32](repeating: 0, count: stride * rows)
                    copy.withUnsafeMutableBufferPointer {
                        image.resample(into: $0.baseAddress!, columns: -1..<Int32(stride - 1), rows: -1..<Int32(rows - 1), scratch: ImageColumns())
                    }
                    let region = PixelRect(x: image.origin.x - 1, y: image.origin.y - 1, w: Int32(stride), h: Int32(rows))
                    #expect(drawing.drawImage(image, region: region, alpha: alpha, columns: ImageColumns()))
                    let opaque = copy.allSatisfy { $0 >> 24 == 0xFF }
                    #expect(copying.drawResampled(copy, stride: stride, at: (region.x, region.y), region: region, alpha: alpha, isOpaque: opaque))
                    if opaque { copied += 1 }
                }
                let a = Array(UnsafeBufferPointer(start: direct.pixels, count: background.count))
                let b = Array(UnsafeBufferPointer(start: kept.pixels, count: background.count))
                #expect(a.indices.first { a[$0] != b[$0] } == nil, "trial \(trial), in blocks: \(inBlocks)")
            }
        }
        #expect(copied >= 20, "opaque copies were copied row by row")
    }
}
