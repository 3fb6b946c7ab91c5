import CPixelStores
import Foundation

/// A decoded image (straight-alpha 0xAARRGGBB texels, as SDL decodes them) shown upright on a box of the
/// target's pixels at any size: what the software path copies an image with (`SurfaceRasterizer.drawImage`).
///
/// The box is put on whole pixels, as SDL's renderer puts a copy: the pixels whose centres it covers
/// (`origin`, `size`), its edges on the pixel corners nearest to them. A pixel takes the texel at its
/// centre mapped into the image — u = (x − origin.x + ½)·`scaleX` + the part's left edge,
/// and v likewise — filtered bilinearly with the edge texels clamped, as `ProjectedTexture.sample`
/// filters (in 8-bit steps of the fraction, each channel rounded; the rows mixed first), and is blended
/// over by that texel's alpha times the item's. The map is the whole image's whatever part of it a clip
/// lets through, and depends on a pixel only by its distance from the origin: a picture cut by a clip,
/// redrawn in part over damage, moved by whole pixels or copied from one resampled before
/// (`resample(into:columns:rows:scratch:)`) has the pixels it has drawn whole. SDL's software renderer
/// stretched only the part shown, into a surface of its own, then blended that in: two passes, and a part
/// sampled differently from the whole.
package struct ScaledImage {
    package let texels: UnsafePointer<UInt32>
    package let width: Int
    package let height: Int
    /// Texels (not bytes) from one row's start to the next's.
    package let pitch: Int
    /// The pixels the image is put on: the first, and how many across and down.
    package let origin: (x: Int32, y: Int32)
    package let size: (width: Int32, height: Int32)
    /// Texels a pixel across and down.
    package let scaleX: Double
    package let scaleY: Double
    /// The part's top-left, in texels.
    let partX: Double
    let partY: Double

    /// `part` of the texels (texel coordinates, fractional) shown on `box` (target pixels, fractional);
    /// nil when either is empty or not finite, or the box covers no pixel's centre.
    package init?(texels: UnsafePointer<UInt32>, width: Int, height: Int, pitch: Int, part: CGRect, box: CGRect) {
        guard width > 0, height > 0, pitch >= width, part.width > 0, part.height > 0, box.width > 0, box.height > 0,
            (part.minX + part.minY + part.width + part.height + box.minX + box.minY + box.width + box.height).isFinite
        else { return nil }
        let x0 = PixelBounds.int32((box.minX - 0.5).rounded(.up)), x1 = PixelBounds.int32((box.maxX - 0.5).rounded(.up))
        let y0 = PixelBounds.int32((box.minY - 0.5).rounded(.up)), y1 = PixelBounds.int32((box.maxY - 0.5).rounded(.up))
        guard x1 > x0, y1 > y0, Int64(x1) - Int64(x0) < 1 << 20, Int64(y1) - Int64(y0) < 1 << 20 else { return nil }
        let scaleX = Double(part.width) / Double(x1 - x0), scaleY = Double(part.height) / Double(y1 - y0)
        (self.texels, self.width, self.height, self.pitch) = (texels, width, height, pitch)
        (origin, size) = ((x0, y0), (x1 - x0, y1 - y0))
        (self.scaleX, self.scaleY, partX, partY) = (scaleX, scaleY, Double(part.minX), Double(part.minY))
    }

    /// Where pixel column `x` samples: the first of the two texels it mixes and the second's weight.
    @inline(__always)
    package func column(_ x: Int32) -> (index: Int32, weight: UInt32) {
        Self.tap((Double(Int64(x) - Int64(origin.x)) + 0.5) * scaleX + partX, count: width)
    }

    /// Where pixel row `y` samples, as `column` does across.
    @inline(__always)
    package func row(_ y: Int32) -> (index: Int32, weight: UInt32) {
        Self.tap((Double(Int64(y) - Int64(origin.y)) + 0.5) * scaleY + partY, count: height)
    }

    /// Coordinate `t` (texels, centres at i + ½) along an axis of `count` texels as two neighbours and the
    /// second's weight (0…256): `ProjectedTexture.sample`'s 1/256ths of a texel, offset by 16 so that
    /// truncation floors, with a clamped pair given as the edge texel at full or no weight — the same
    /// sample, and the second texel always inside (`count` ≥ 2; with one texel, it and no weight).
    @inline(__always)
    static func tap(_ t: Double, count: Int) -> (index: Int32, weight: UInt32) {
        let limit = Double(count + 16) * 256, value = (t + 15.5) * 256 + 0.5
        let fixed = Int(value < limit ? (value > 0 ? value : 0) : limit)
        let index = (fixed >> 8) - 16
        guard count >= 2, index >= 0 else { return (0, 0) }
        guard index < count - 1 else { return (Int32(count - 2), 256) }
        return (Int32(index), UInt32(fixed & 255))
    }

    /// The filtered texel at column tap `x` of the row tap `y` (`column`, `row`): the two rows mixed down
    /// first, then across.
    @inline(__always)
    func sample(x: (index: Int32, weight: UInt32), y: (index: Int32, weight: UInt32)) -> UInt32 {
        let top = texels + Int(y.index) * pitch
        let bottom = height > 1 ? top + pitch : top
        let x0 = Int(x.index), x1 = width > 1 ? x0 + 1 : x0
        return ProjectedTexture.mix(
            ProjectedTexture.mix(top[x0], bottom[x0], y.weight), ProjectedTexture.mix(top[x1], bottom[x1], y.weight), x.weight)
    }

    /// The straight-alpha `texel` over an 0x..RRGGBB `pixel`: pixel + (texel − pixel)·a/255 per channel,
    /// rounded, with a = the texel's alpha × `alpha` / 255, rounded; the result has `opaque`'s bits.
    @inline(__always)
    static func blend(_ texel: UInt32, over pixel: UInt32, alpha: UInt32, opaque: UInt32) -> UInt32 {
        var a: UInt32 = (texel >> 24) &* alpha &+ 128
        a = (a &+ (a >> 8)) >> 8
        let rest: UInt32 = 255 &- a, lanes: UInt32 = 0x00FF_00FF
        var rb: UInt32 = (texel & lanes) &* a &+ (pixel & lanes) &* rest &+ 0x0080_0080
        rb = ((rb &+ ((rb >> 8) & lanes)) >> 8) & lanes
        var g: UInt32 = ((texel >> 8) & 0xFF) &* a &+ ((pixel >> 8) & 0xFF) &* rest &+ 0x80
        g = ((g &+ (g >> 8)) >> 8) & 0xFF
        return rb | g << 8 | opaque
    }
}

extension ScaledImage {
    /// The filtered texels of pixels `columns` × `rows` counted from `origin` (as `drawImage` takes them,
    /// before blending), row after row into `texels`; whole runs of eight at a time where the processor
    /// can (`kinema_image_texels`, the same arithmetic).
    package func resample(into texels: UnsafeMutablePointer<UInt32>, columns: Range<Int32>, rows: Range<Int32>, scratch: ImageColumns) {
        guard !columns.isEmpty else { return }
        scratch.prepare(self, from: origin.x + columns.lowerBound, to: origin.x + columns.upperBound)
        let count = columns.count
        scratch.indices.withUnsafeBufferPointer { indices in
            scratch.weights.withUnsafeBufferPointer { weights in
                scratch.scratch.withUnsafeMutableBufferPointer { mixed in
                    var out = texels
                    for y in rows {
                        let tap = row(origin.y + y)
                        let top = self.texels + Int(tap.index) * pitch
                        let done = width > 1
                            ? kinema_image_texels(
                                out, count, indices.baseAddress!, weights.baseAddress!, top, height > 1 ? top + pitch : top,
                                tap.weight | tap.weight << 16, mixed.baseAddress!)
                            : 0
                        for i in done..<count { out[i] = sample(x: (indices[i], weights[i] & 0x1FF), y: tap) }
                        out += count
                    }
                }
            }
        }
    }
}

/// The column taps of one image copy, and the kernel's row of texels mixed down, kept from copy to copy
/// for their memory.
package final class ImageColumns {
    var indices: [Int32] = []
    /// Each weight in both 16-bit halves, as `kinema_image_span` takes it.
    var weights: [UInt32] = []
    var scratch: [UInt32] = []

    package init() {}

    /// The taps of columns `x0..<x1` of `image`.
    func prepare(_ image: ScaledImage, from x0: Int32, to x1: Int32) {
        indices.removeAll(keepingCapacity: true)
        weights.removeAll(keepingCapacity: true)
        for x in x0..<x1 {
            let tap = image.column(x)
            indices.append(tap.index)
            weights.append(tap.weight | tap.weight << 16)
        }
        if scratch.count < image.width + 1 { scratch = [UInt32](repeating: 0, count: image.width + 1) }
    }
}
