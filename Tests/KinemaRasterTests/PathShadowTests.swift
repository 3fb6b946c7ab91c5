import Foundation
import KinemaCore
import KinemaGraphics
import KinemaUI
import Testing
@testable import KinemaRaster

/// Shadows of paths (`PathShadowCache`): a rectangle drawn as a path and blurred against the closed form
/// (the product of two error-function differences, averaged over each pixel by 256 samples along each
/// axis), and the cache keeping one bitmap for a shadow moved by whole pixels.
@Suite("Path shadows")
struct PathShadowTests {
    /// The closed form of the interval a…b blurred by σ, averaged over pixel p by the midpoint rule.
    static func pixelAverage(_ p: Int, from a: Double, to b: Double, sigma: Double) -> Double {
        (0..<256).reduce(0.0) { sum, k in
            sum + GaussianProfile.coverage(Double(p) + (Double(k) + 0.5) / 256, from: a, to: b, sigma: sigma)
        } / 256
    }

    @Test(arguments: [2.0, 5.0, 9.0])
    func aRectanglePathsShadowIsTheClosedForm(sigma: Double) throws {
        // A rectangle with fractional edges, so its pixels are partly covered.
        let rect = CGRect(x: 0.3, y: 0.6, width: 40.5, height: 23.2)
        var path = VectorPath()
        path.addRect(rect)
        let (bitmap, origin) = try #require(PathShadowCache.draw(path, transform: .identity, sigma: sigma, color: .black))
        var largest = 0.0
        for y in 0..<Int(bitmap.height) {
            let py = Int(origin.y) + y
            let along = Self.pixelAverage(py, from: Double(rect.minY), to: Double(rect.maxY), sigma: sigma)
            for x in 0..<Int(bitmap.width) {
                let px = Int(origin.x) + x
                let across = Self.pixelAverage(px, from: Double(rect.minX), to: Double(rect.maxX), sigma: sigma)
                let drawn = Double(bitmap.pixels[y * Int(bitmap.width) + x] >> 24)
                largest = max(largest, abs(drawn - 255 * along * across))
            }
        }
        // Measured within 0.96 steps of 255 (σ = 2), 0.67 (σ = 5), 0.78 (σ = 9): rounding to whole steps,
        // cairo's coverage of the edges and the Riemann sum of the taps.
        #expect(largest <= 1.5, "σ = \(sigma): largest difference \(largest) steps")
    }

    @Test func theKernelKeepsTheShadowsTotal() {
        for sigma in [0.7, 3.0, 12.5] {
            let taps = PathShadowCache.kernel(sigma: sigma)
            let total = taps[0] + 2 * taps.dropFirst().reduce(0, +)
            // Scaled to 1 (what lies past 3.2σ + 1 pixels is left out: under 2 · (1 − Φ(3.2)) = 0.0014).
            #expect(abs(total - 1) < 1e-12, "σ = \(sigma): total \(total)")
        }
    }

    @Test func aShadowMovedByWholePixelsIsNotBlurredAgain() throws {
        var path = VectorPath()
        path.addEllipse(in: CGRect(x: 0, y: 0, width: 30, height: 20), increasingAngle: true)
        var item = ShadowItem(rect: path.bounds, radius: 3, color: .black)
        item.path = path
        let cache = PathShadowCache()
        let first = try #require(cache.bitmap(for: item, transform: CGAffineTransform(translationX: 10.25, y: 5), sigma: 3))
        let moved = try #require(cache.bitmap(for: item, transform: CGAffineTransform(translationX: 17.25, y: 9), sigma: 3))
        #expect(cache.blurs == 1)
        #expect(first.bitmap === moved.bitmap && moved.x - first.x == 7 && moved.y - first.y == 4)
        _ = cache.bitmap(for: item, transform: CGAffineTransform(translationX: 17.5, y: 9), sigma: 3)
        #expect(cache.blurs == 2, "a move by a fraction of a pixel blurs again")
    }
}
