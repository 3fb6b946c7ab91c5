import Foundation
import Testing
@testable import KinemaRaster

/// Blurred shadows (`SurfaceRasterizer.fillShadow`) against their references: a rectangle's against the
/// closed form (a product of two error-function differences), a rounded box's against a brute-force
/// convolution of its mask, and what a shadow must keep whatever its values (its total, the clip).
@Suite("Shadow rasterizer")
struct ShadowRasterTests {
    static let white = RasterColor(r: 255, g: 255, b: 255, a: 255)

    /// Each pixel's alpha (0…255) after drawing `shadow` in white over black (the red channel is then
    /// the alpha exactly).
    static func alphas(_ shadow: BoxShadow, _ width: Int32, _ height: Int32, clip: PixelRect? = nil) -> [[Int]] {
        let canvas = RasterCanvas(width, height, filledWith: 0xFF00_0000)
        canvas.rasterizer().fillShadow(shadow, clip: clip ?? canvas.whole)
        return (0..<Int(height)).map { y in (0..<Int(width)).map { x in canvas.rgb(x: x, y: y).r } }
    }

    /// The closed form averaged over pixel `p` by the midpoint rule (256 samples): independent of the
    /// rasteriser's integral of erf, and exact at σ = 0 for edges on multiples of 1/256.
    static func averagedClosedForm(_ p: Int, from a: Double, to b: Double, sigma: Double) -> Double {
        (0..<256).reduce(0.0) { sum, k in
            sum + GaussianProfile.coverage(Double(p) + (Double(k) + 0.5) / 256, from: a, to: b, sigma: sigma)
        } / 256
    }

    /// A rectangle's shadow at σ from 0 (a hard, anti-aliased edge) to 40 (wider than the rectangle),
    /// with a fractional position and size, against 255 × the closed form's product averaged over each
    /// pixel: within half a step of 255 everywhere — the rasteriser's rounding to nearest, and nothing
    /// more (the tails past 3.2σ it leaves out are under half a step). σ is `shadowRadius` × 1.
    @Test(arguments: [0, 0.5, 2, 6.5, 40])
    func aRectanglesShadowIsTheClosedForm(radius: Double) {
        #expect(BoxShadow.sigmaPerShadowRadius == 1)
        let box = CGRect(x: 140.25, y: 130.5, width: 30.5, height: 18.75), (width, height): (Int32, Int32) = (320, 300)
        let shadow = BoxShadow(box: box, offset: CGSize(width: 3, height: -2), radius: CGFloat(radius), color: Self.white)
        #expect(shadow.sigma == radius)
        let drawn = Self.alphas(shadow, width, height), shape = shadow.shape
        let columns = (0..<Int(width)).map { Self.averagedClosedForm($0, from: Double(shape.minX), to: Double(shape.maxX), sigma: radius) }
        let rows = (0..<Int(height)).map { Self.averagedClosedForm($0, from: Double(shape.minY), to: Double(shape.maxY), sigma: radius) }
        var worst = 0.0
        for y in 0..<Int(height) {
            for x in 0..<Int(width) { worst = max(worst, abs(Double(drawn[y][x]) - 255 * columns[x] * rows[y])) }
        }
        #expect(worst <= 0.51, "σ \(radius): the largest difference from the closed form, in steps of 255: \(worst)")
    }

    /// A rounded box's mask convolved by brute force: the mask sampled 16 × 16 per pixel (inside or not at
    /// each cell's centre), each cell's mass spread by the Gaussian averaged over the receiving pixel.
    static func convolvedRoundedBox(_ box: CGRect, corner r: Double, sigma: Double, _ width: Int, _ height: Int) -> [[Double]] {
        let cells = 16, s = sigma * 2.0.squareRoot()
        func inside(_ x: Double, _ y: Double) -> Bool {
            let qx = abs(x - Double(box.midX)) - (Double(box.width) / 2 - r), qy = abs(y - Double(box.midY)) - (Double(box.height) / 2 - r)
            return (max(qx, 0) * max(qx, 0) + max(qy, 0) * max(qy, 0)).squareRoot() + min(max(qx, qy), 0) <= r
        }
        let xs = (Int(box.minX) * cells..<Int(box.maxX.rounded(.up)) * cells).map { (Double($0) + 0.5) / Double(cells) }
        let ys = (Int(box.minY) * cells..<Int(box.maxY.rounded(.up)) * cells).map { (Double($0) + 0.5) / Double(cells) }
        func kernel(_ p: Int, _ t: Double) -> Double { 0.5 * (erf((Double(p) + 1 - t) / s) - erf((Double(p) - t) / s)) }
        let kx = (0..<width).map { p in xs.map { kernel(p, $0) } }, ky = (0..<height).map { p in ys.map { kernel(p, $0) } }
        // Per row of cells, its blur along x at every pixel column; then those rows' blur along y.
        let rowBlurs = ys.map { y in
            let mask = xs.map { inside($0, y) ? 1.0 : 0.0 }
            return (0..<width).map { p in zip(mask, kx[p]).reduce(0) { $0 + $1.0 * $1.1 } / Double(cells) }
        }
        return (0..<height).map { py in
            (0..<width).map { px in ys.indices.reduce(0) { $0 + rowBlurs[$1][px] * ky[py][$1] } / Double(cells) }
        }
    }

    /// A rounded box's shadow against the brute-force convolution of its mask, at σ small and large
    /// beside the corner radius: within 1 step of 255 (measured: 0.91 at σ 0.75, 0.64 at σ 5), from the
    /// corner's strips and the mask's sampling (its edges lie on the cells', so only the arcs are sampled).
    @Test(arguments: [0.75, 2, 5])
    func aRoundedBoxsShadowIsItsMaskConvolved(radius: Double) {
        let box = CGRect(x: 20.375, y: 18.5625, width: 16, height: 12), corner = 5.0, (width, height) = (56, 50)
        let shadow = BoxShadow(box: box, cornerRadius: CGFloat(corner), radius: CGFloat(radius), color: Self.white)
        let drawn = Self.alphas(shadow, Int32(width), Int32(height))
        let reference = Self.convolvedRoundedBox(box, corner: corner, sigma: radius, width, height)
        var worst = 0.0
        for y in 0..<height {
            for x in 0..<width { worst = max(worst, abs(Double(drawn[y][x]) - 255 * reference[y][x])) }
        }
        #expect(worst <= 1, "σ \(radius): the largest difference from the convolution, in steps of 255: \(worst)")
    }
}
