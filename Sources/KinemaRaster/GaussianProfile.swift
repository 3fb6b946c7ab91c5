import Foundation

/// A straight-edged shape blurred by a Gaussian, in closed form. Blurring the interval a…b with a
/// Gaussian of standard deviation σ gives, at x,
///
///     ½ [erf((x − a) / (σ√2)) − erf((x − b) / (σ√2))],
///
/// and a rectangle's blur is the product of its two intervals' (the Gaussian is separable): exact, no
/// sampling. `coverage` is that formula as written, the reference the tests hold the rasteriser to;
/// `pixelCoverages` is its average over whole pixels, which the rasteriser draws (a pixel is a square,
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

    /// `coverage` averaged over each of the pixels `first`, `first + 1`… (pixel p from p to p + 1), into
    /// `profile`: with F the integral of erf(t / s) (`erfIntegral`), s = σ√2,
    /// ½ [F(p + 1 − a) − F(p − a) − F(p + 1 − b) + F(p − b)], each pixel edge's F worked out once for
    /// the two pixels it bounds.
    static func pixelCoverages(into profile: UnsafeMutableBufferPointer<Double>, first: Int, from a: Double, to b: Double, sigma: Double) {
        let s = max(0, sigma) * 2.0.squareRoot()
        var x = Double(first)
        var left = erfIntegral(x - a, s), right = erfIntegral(x - b, s)
        for i in profile.indices {
            x += 1
            let nextLeft = erfIntegral(x - a, s), nextRight = erfIntegral(x - b, s)
            profile[i] = min(1, max(0, 0.5 * ((nextLeft - left) - (nextRight - right))))
            (left, right) = (nextLeft, nextRight)
        }
    }

    /// ∫ erf(t / s) dt = t erf(t / s) + (s / √π) e^−(t/s)², which is |t| when s = 0 (erf becomes the sign)
    /// and, to double precision, when |t / s| > 6 (erf is ±1 there to 2·10⁻¹⁷, and e^−36 under 10⁻¹⁵):
    /// most of a wide shape's profile, worked out without the library's erf and exp.
    @inline(__always)
    static func erfIntegral(_ t: Double, _ s: Double) -> Double {
        let u = t / s
        guard s > 0, abs(u) <= 6 else { return abs(t) }
        return t * erf(u) + s * (1 / Double.pi.squareRoot()) * exp(-u * u)
    }
}
