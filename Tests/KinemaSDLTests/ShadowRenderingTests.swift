import Foundation
import KinemaCore
import KinemaRaster
import KinemaUI
import Testing
@testable import KinemaSDL

/// A view's layer shadow in pixels, on both backends, against the closed form: a white 120 × 80 card at
/// (40, 40) over white with square corners, `shadowRadius` 6 (σ = 6 pixels), offset (0, 4), opacity 1,
/// black — so outside the card each pixel is 255 × (1 − the blurred rectangle's coverage), the
/// coverage a product of two differences of error functions (`GaussianProfile.coverage`).
@MainActor
@Suite("Layer shadow pixels", .serialized)
struct ShadowRenderingTests {
    /// The window's list with the card (turned by `angle` about its centre), drawn by the software
    /// backend (`directSurface`) or by SDL's renderer alone.
    static func render(angle: CGFloat = 0, card frame: CGRect = CGRect(x: 40, y: 40, width: 120, height: 80), directSurface: Bool) throws -> OffscreenCanvas {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 180))
        window.engine.drainsMainQueue = false
        let card = UIView(frame: frame)
        card.backgroundColor = .white
        card.layer.shadowOpacity = 1
        card.layer.shadowRadius = 6
        card.layer.shadowOffset = CGSize(width: 0, height: 4)
        card.transform = CGAffineTransform(rotationAngle: angle)
        window.addSubview(card)
        let canvas = try RendererTests.canvas(200, 180)
        if !directSurface { canvas.renderer.directSurface = nil }
        RendererTests.draw(window.displayList().items, on: canvas)
        return canvas
    }

    /// The closed form at the pixel: its coverage averaged over the pixel (16 × 16 samples) in the card's
    /// own frame (the shape (0, 4, 120, 80) there), as 255 × (1 − coverage).
    static func expected(_ x: Int, _ y: Int, angle: CGFloat, card: CGRect = CGRect(x: 40, y: 40, width: 120, height: 80)) -> Double {
        let toCard = CGAffineTransform(translationX: -card.midX, y: -card.midY).concatenating(CGAffineTransform(rotationAngle: -angle))
        let shape = CGRect(x: -card.width / 2, y: -card.height / 2 + 4, width: card.width, height: card.height)
        var sum = 0.0
        for i in 0..<16 {
            for j in 0..<16 {
                let p = CGPoint(x: Double(x) + (Double(i) + 0.5) / 16, y: Double(y) + (Double(j) + 0.5) / 16).applying(toCard)
                sum += GaussianProfile.coverage(Double(p.x), Double(p.y), of: shape, sigma: 6)
            }
        }
        return 255 * (1 - sum / 256)
    }

    /// Points outside the card: beside each edge at 2 to 14 pixels (the pixel next to it is the card's
    /// anti-aliased rim on SDL's path), below it where the offset shows, at the corners.
    static let points = [(38, 80), (36, 80), (30, 80), (26, 80), (162, 80), (170, 80), (100, 38), (100, 32),
                         (100, 122), (100, 126), (100, 135), (35, 35), (164, 126), (30, 130)]

    /// Upright: within 1 step of 255 on the software backend (its rounding to nearest); within 3 on SDL's
    /// (the tiles' alpha in 8 bits, modulated by the tint's, and SDL's blend, each rounded).
    @Test(arguments: [true, false])
    func anUprightShadowIsTheClosedForm(directSurface: Bool) throws {
        let canvas = try Self.render(directSurface: directSurface)
        let tolerance = directSurface ? 1.0 : 3.0
        for (x, y) in Self.points {
            let got = Double(RendererTests.rgb(canvas.pixel(x: x, y: y)).r), want = Self.expected(x, y, angle: 0)
            #expect(abs(got - want) <= tolerance, "(\(x), \(y)): \(got), closed form \(want) ± \(tolerance)")
        }
    }

    /// Turned by 30°, the shadow turns with the layer (offset and blur in its own space): the slices as
    /// textured triangles, resampled by SDL's software renderer on both backends — within 18 steps of 255:
    /// a pixel of placement where the blur is steepest (255 × 0.399 / σ ≈ 17 steps a pixel at σ = 6), for
    /// SDL's software renderer samples a textured triangle half a pixel off in each axis (measured: 17
    /// at the steepest point, the rest within 10).
    @Test(arguments: [true, false])
    func aTurnedShadowTurnsWithTheLayer(directSurface: Bool) throws {
        let angle = CGFloat.pi / 6
        let canvas = try Self.render(angle: angle, directSurface: directSurface)
        // Points about the turned card: 6 to 20 pixels beyond each edge's middle, in the card's frame.
        let center = CGPoint(x: 100, y: 80)
        for (u, v) in [(0.0, -46.0), (0, -54), (0, 46), (0, 52), (0, 62), (-66, 4), (-74, 4), (66, 4), (72, 4)] {
            let p = CGPoint(x: u, y: v).applying(CGAffineTransform(rotationAngle: angle)).applying(CGAffineTransform(translationX: center.x, y: center.y))
            let (x, y) = (Int(p.x.rounded(.down)), Int(p.y.rounded(.down)))
            let got = Double(RendererTests.rgb(canvas.pixel(x: x, y: y)).r), want = Self.expected(x, y, angle: angle)
            #expect(abs(got - want) <= 18, "(\(x), \(y)): \(got), closed form \(want)")
        }
    }

    /// A card too small beside its blur to slice (40 × 24: under twice the reach, 3.2σ + 1, plus a pixel)
    /// is the exact plan's: straight into the surface on the software backend, one texture on SDL's —
    /// within 1 and 3 steps of 255 of the closed form, as above.
    @Test(arguments: [true, false])
    func aSmallCardsShadowIsTheExactPlan(directSurface: Bool) throws {
        let card = CGRect(x: 80, y: 70, width: 40, height: 24)
        let canvas = try Self.render(card: card, directSurface: directSurface)
        let tolerance = directSurface ? 1.0 : 3.0
        for (x, y) in [(70, 80), (76, 82), (100, 64), (100, 98), (100, 104), (124, 100), (130, 80), (74, 66)] {
            let got = Double(RendererTests.rgb(canvas.pixel(x: x, y: y)).r), want = Self.expected(x, y, angle: 0, card: card)
            #expect(abs(got - want) <= tolerance, "(\(x), \(y)): \(got), closed form \(want) ± \(tolerance)")
        }
    }
}
