import Foundation

/// A straight-edged shape blurred by a Gaussian, in closed form. Blurring the interval a…b with a
/// Gaussian of standard deviation σ gives, at x,
///
///     ½ [erf((x − a) / (σ√2)) − erf((x − b) / (σ√2))],
///
/// and a rectangle's blur is the product of its two intervals' (the Gaussian is separable): exact, no
/// sampling. `coverage` is that formula as written, the reference the tests hold the rasteriser to;
/// `pixelCoverage` is its average over a whole pixel, which the rasteriser draws (a pixel is a square,
/// not a point: at σ = 0 it is the share of the pixel the interval covers, the anti-aliased hard edge).
package enum GaussianProfile {
    /// The blur of the interval `a`…`b` at `x`: the closed form above (0…1). At σ = 0 (or a σ that is not
    /// positive) the interval itself: 1 inside, 0 outside, ½ on an end.
    package static func coverage(_ x: Double, from a: Double, to b: Double, sigma: Double) -> Double {
        guard sigma > 0 else {
            func step(_ t: Double) -> Double { t > 0 ? 1 : t < 0 ? 0 : 0.5 }
            return step(x - a) - step(x - b)
        }
        let scale = 1 / (sigma * 2.0.squareRoot())
        return 0.5 * (erf((x - a) * scale) - erf((x - b) * scale))
    }

    /// The blur of the rectangle `rect` at (`x`, `y`): the product of its two intervals' blurs.
    package static func coverage(_ x: Double, _ y: Double, of rect: CGRect, sigma: Double) -> Double {
        coverage(x, from: Double(rect.minX), to: Double(rect.maxX), sigma: sigma)
            * coverage(y, from: Double(rect.minY), to: Double(rect.maxY), sigma: sigma)
    }

    /// `coverage` averaged over pixel `p` (from `p` to `p + 1`): with F the integral of erf(t / s)
    /// (`erfIntegral`), ½ [F(p + 1 − a) − F(p − a) − F(p + 1 − b) + F(p − b)], s = σ√2.
    package static func pixelCoverage(_ p: Int, from a: Double, to b: Double, sigma: Double) -> Double {
        let s = max(0, sigma) * 2.0.squareRoot(), x = Double(p)
        let left = erfIntegral(x + 1 - a, s) - erfIntegral(x - a, s)
        let right = erfIntegral(x + 1 - b, s) - erfIntegral(x - b, s)
        return min(1, max(0, 0.5 * (left - right)))
    }

    /// ∫ erf(t / s) dt = t erf(t / s) + (s / √π) e^−(t/s)², which is |t| when s = 0 (erf becomes the sign).
    @inline(__always)
    static func erfIntegral(_ t: Double, _ s: Double) -> Double {
        guard s > 0 else { return abs(t) }
        let u = t / s
        return t * erf(u) + s * (1 / Double.pi.squareRoot()) * exp(-u * u)
    }
}
