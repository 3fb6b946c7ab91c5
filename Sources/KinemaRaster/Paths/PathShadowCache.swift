import Foundation
import KinemaCore
import KinemaGraphics

/// Shadows of paths (`ShadowItem.path`: a `shadowPath` that is not a rounded rectangle, a shape layer's
/// fill), kept as bitmaps between frames as `PathCache` keeps paths: the path's coverage drawn by cairo
/// at the device's scale, blurred by a Gaussian of σ = `shadowRadius` × `ShadowItem.sigmaPerShadowRadius`
/// (in pixels: times the transform's scale; the blur is round, so a turned shadow is blurred the same)
/// and tinted with the shadow's colour (premultiplied, drawn as a path's bitmap is).
///
/// The blur is separable, rows then columns (`kernel`: the Gaussian at whole pixels), out to 3.2σ + 1
/// pixels, where what is left is under half a step of 255.
/// Keyed by the path, colour, σ, the transform's linear part and its translation's fraction of a pixel:
/// a shadow moved by whole pixels is drawn from the bitmap it had.
package final class PathShadowCache {
    private struct Key: Hashable {
        let path: VectorPath
        let color: RGBAColor
        let sigma: CGFloat
        let a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat
        let fractionX: CGFloat, fractionY: CGFloat
    }

    private var entries: [Key: (bitmap: PathBitmap, origin: (x: Int32, y: Int32), lastUse: Int)] = [:]
    private var clock = 0
    private let capacity: Int
    /// Shadows blurred since the cache was made (a still frame blurs none).
    package private(set) var blurs = 0

    package init(capacity: Int = 32) {
        self.capacity = capacity
    }

    /// The blurred shadow of `item.path` (moved by its offset) under `m` (local points → target pixels),
    /// σ in pixels `sigma`; nil when it is empty or too large to blur (over 4 M pixels).
    package func bitmap(for item: ShadowItem, transform m: CGAffineTransform, sigma: CGFloat) -> PlacedPathBitmap? {
        guard let path = item.path, PixelBounds.isFinite(m), abs(m.a * m.d - m.b * m.c) > 1e-12 else { return nil }
        let moved = CGAffineTransform(translationX: item.offset.width, y: item.offset.height).concatenating(m)
        let (wholeX, wholeY) = (moved.tx.rounded(.down), moved.ty.rounded(.down))
        let key = Key(
            path: path, color: item.color, sigma: sigma, a: moved.a, b: moved.b, c: moved.c, d: moved.d,
            fractionX: moved.tx - wholeX, fractionY: moved.ty - wholeY)
        clock += 1
        if let entry = entries[key] {
            entries[key]?.lastUse = clock
            return PlacedPathBitmap(bitmap: entry.bitmap, x: entry.origin.x + Int32(wholeX), y: entry.origin.y + Int32(wholeY))
        }
        let local = CGAffineTransform(a: moved.a, b: moved.b, c: moved.c, d: moved.d, tx: key.fractionX, ty: key.fractionY)
        guard let (bitmap, origin) = Self.draw(path, transform: local, sigma: Double(sigma), color: item.color) else { return nil }
        blurs += 1
        if entries.count >= capacity, let oldest = entries.min(by: { $0.value.lastUse < $1.value.lastUse }) { entries[oldest.key] = nil }
        entries[key] = (bitmap, origin, clock)
        return PlacedPathBitmap(bitmap: bitmap, x: origin.x + Int32(wholeX), y: origin.y + Int32(wholeY))
    }

    /// The shadow's bitmap and its top-left pixel in the frame of `m` (which has no whole-pixel move).
    static func draw(_ path: VectorPath, transform m: CGAffineTransform, sigma: Double, color: RGBAColor) -> (PathBitmap, (x: Int32, y: Int32))? {
        let box = path.bounds.applying(m)
        guard !box.isNull, PixelBounds.isFinite(box) else { return nil }
        let reach = (3.2 * max(0, sigma) + 1).rounded(.up)
        let x0 = (Double(box.minX) - reach).rounded(.down), y0 = (Double(box.minY) - reach).rounded(.down)
        let width = Int((Double(box.maxX) + reach).rounded(.up) - x0), height = Int((Double(box.maxY) + reach).rounded(.up) - y0)
        guard width > 0, height > 0, width * height <= 4 << 20 else { return nil }
        let shape = PathItem(path: path, fillColor: .white, stroke: nil)
        let placed = m.concatenating(CGAffineTransform(translationX: CGFloat(-x0), y: CGFloat(-y0)))
        let drawn = CairoPathRasterizer.draw(shape, transform: placed, width: Int32(width), height: Int32(height))
        var alpha = drawn.map { Double($0 >> 24) / 255 }
        if sigma > 0 {
            let taps = kernel(sigma: sigma)
            blur(&alpha, width: width, height: height, taps: taps, alongRows: true)
            blur(&alpha, width: width, height: height, taps: taps, alongRows: false)
        }
        let c = color.clamped()
        let pixels = alpha.map { coverage -> UInt32 in
            let a = min(1, max(0, coverage)) * c.alpha
            func byte(_ v: Double) -> UInt32 { UInt32((v * 255).rounded()) }
            let high: UInt32 = byte(a) << 24 | byte(c.red * a) << 16
            let low: UInt32 = byte(c.green * a) << 8 | byte(c.blue * a)
            return high | low
        }
        return (PathBitmap(width: Int32(width), height: Int32(height), pixels: pixels), (Int32(x0), Int32(y0)))
    }

    /// The taps at offsets 0, 1, … 3.2σ + 1 (one side; they are symmetric): the Gaussian at whole
    /// pixels, scaled to a total of 1. The coverage cairo draws is already the shape averaged over each
    /// pixel, so sampling the Gaussian (not averaging it over a pixel again, which widens the blur by
    /// another twelfth of a pixel squared) gives the exact blur averaged over each pixel, as the
    /// rounded-rect shadows are drawn (`GaussianProfile.pixelCoverages`), up to the Riemann sum.
    static func kernel(sigma: Double) -> [Double] {
        let count = Int((3.2 * sigma + 1).rounded(.up)) + 1
        let taps = (0..<count).map { (k: Int) -> Double in
            let j = Double(k)
            return exp(-j * j / (2 * sigma * sigma))
        }
        let total = taps[0] + 2 * taps.dropFirst().reduce(0, +)
        return taps.map { $0 / total }
    }

    /// Convolves the image with the symmetric `taps` along its rows or its columns.
    private static func blur(_ image: inout [Double], width: Int, height: Int, taps: [Double], alongRows: Bool) {
        let (lines, length) = alongRows ? (height, width) : (width, height)
        let (step, lineStep) = alongRows ? (1, width) : (width, 1)
        var line = [Double](repeating: 0, count: length)
        for l in 0..<lines {
            let base = l * lineStep
            for i in 0..<length { line[i] = image[base + i * step] }
            for i in 0..<length {
                var sum = line[i] * taps[0]
                for k in 1..<taps.count {
                    if i - k >= 0 { sum += line[i - k] * taps[k] }
                    if i + k < length { sum += line[i + k] * taps[k] }
                }
                image[base + i * step] = sum
            }
        }
    }

    /// Drops every bitmap (and what backends attached to them).
    package func removeAll() {
        entries.removeAll()
    }
}
