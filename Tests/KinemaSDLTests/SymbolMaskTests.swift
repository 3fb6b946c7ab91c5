import CSDL2
import Foundation
import KinemaCore
import KinemaGraphics
import KinemaRaster
import Testing
@testable import KinemaSDL

/// Symbols are drawn on the software path from their triangles' coverage at the nearest quarter
/// pixel (`SymbolMasks`). Where an opaque symbol already sits on a quarter pixel the coverage must give
/// its triangles' picture: the two differ only in rounding (the coverage is kept in 8 bits, then blended
/// by SDL's truncating blit, `PixelTarget.blend`), at most three levels in 255 a channel. A translucent
/// symbol is one shape, as on iOS: each pixel is the background moved towards the opaque symbol's by the
/// colour's alpha (its triangles' overlaps, blended twice, showed darker). Elsewhere a symbol must be
/// drawn exactly as at the nearest quarter pixel, and sliding must make no more masks than there are
/// quarter-pixel phases.
@MainActor
@Suite("Symbol masks", .serialized)
struct SymbolMaskTests {
    static let size = (width: 300, height: 220)
    static let background = RGBAColor(red: 0.95, green: 0.95, blue: 0.97)

    /// `name` at `pointSize`, turned by `angle`, its unit square's origin at (`x`, `y`) pixels (the
    /// canvas draws a point as a pixel): the turn's translation is chosen to put it there.
    static func symbol(_ name: String, x: CGFloat, y: CGFloat, pointSize: CGFloat, angle: CGFloat = 0, color: RGBAColor = RGBAColor(hex: 0xFF4A2E)) -> DisplayItem {
        let side = pointSize * SymbolLibrary.sizeRatio
        let rect = CGRect(x: 0, y: 0, width: side, height: side)
        var turn = CGAffineTransform(rotationAngle: angle)
        turn.tx = x
        turn.ty = y
        return .symbol(SymbolItem(name: name, rect: rect, pointSize: pointSize, strokeWidth: 0.1, color: color, transform: turn))
    }

    @Test func opaqueCoverageGivesTheTrianglesPictureOnQuarterPixels() throws {
        let masked = try RendererTests.canvas(Self.size.width, Self.size.height)
        let triangles = try RendererTests.canvas(Self.size.width, Self.size.height)
        triangles.renderer.usesSymbolMasks = false
        var generator = SplitMix64(seed: 53)
        func number(_ range: ClosedRange<Double>) -> CGFloat { CGFloat(Double.random(in: range, using: &generator)) }
        func quarter(_ range: ClosedRange<Double>) -> CGFloat { (number(range) * 4).rounded() / 4 }
        var worst = 0, differing = 0, total = 0
        for start in stride(from: 0, to: SymbolLibrary.names.count, by: 8) {
            let items = SymbolLibrary.names[start..<min(start + 8, SymbolLibrary.names.count)].map { name in
                Self.symbol(
                    name, x: quarter(-10...260), y: quarter(-10...180), pointSize: number(8...60),
                    angle: Bool.random(using: &generator) ? 0 : number(-1...1),
                    color: RGBAColor(red: Double(number(0...1)), green: Double(number(0...1)), blue: Double(number(0...1)), alpha: 1))
            }
            // The first frame makes the triangles; the second draws the kept ones (the same pixels here).
            for canvas in [masked, triangles] {
                for _ in 0..<2 { canvas.drawChecked(canvas.composition(items, background: Self.background)) }
            }
            let difference = masked.channelDifference(from: triangles)
            (worst, differing, total) = (max(worst, difference.worst), differing + difference.differing, total + difference.total)
        }
        #expect(masked.renderer.symbolMasks.made > 0, "the kept symbols were drawn from their coverage")
        #expect(triangles.renderer.symbolMasks.made == 0)
        #expect(worst <= 3, "the largest difference of a channel, in 255ths")
        #expect(differing * 20 < total, "\(differing) of \(total) pixels differ")
    }

    @Test func aTranslucentSymbolIsOneShape() throws {
        let canvas = try RendererTests.canvas(110, 110)
        let background = (r: 242, g: 242, b: 247)
        var generator = SplitMix64(seed: 54)
        func number(_ range: ClosedRange<Double>) -> CGFloat { CGFloat(Double.random(in: range, using: &generator)) }
        var worst = 0
        // Not those with a knocked-out glyph (a digit in a disc): two colours, drawn shape by shape.
        let oneColour = SymbolLibrary.names.filter { name in
            !(SymbolLibrary.shapes(for: name, strokeWidth: 0.1) ?? []).contains { if case .glyph(_, _, _, _, true) = $0 { true } else { false } }
        }
        #expect(oneColour.count > 30)
        for name in oneColour {
            let (x, y, size, angle) = ((number(10...20) * 4).rounded() / 4, (number(10...20) * 4).rounded() / 4, number(8...60), Bool.random(using: &generator) ? 0 : number(-0.5...0.5))
            let (red, green, blue, alpha) = (Double(number(0...1)), Double(number(0...1)), Double(number(0...1)), Double(number(0.3...0.9)))
            func picture(alpha: Double) -> [UInt32] {
                let item = Self.symbol(name, x: x, y: y, pointSize: size, angle: angle, color: RGBAColor(red: red, green: green, blue: blue, alpha: alpha))
                for _ in 0..<2 { canvas.drawChecked(canvas.composition([item], background: Self.background)) }
                return (0..<110).flatMap { row in (0..<110).map { canvas.pixel(x: $0, y: row) } }
            }
            let (opaque, translucent) = (picture(alpha: 1), picture(alpha: alpha))
            for (p, q) in zip(opaque, translucent) {
                let (o, t) = (RendererTests.rgb(p), RendererTests.rgb(q))
                for (ov, tv, bv) in [(o.r, t.r, background.r), (o.g, t.g, background.g), (o.b, t.b, background.b)] {
                    worst = max(worst, abs(tv - Int((Double(bv) + alpha * Double(ov - bv)).rounded())))
                }
            }
        }
        #expect(worst <= 2, "the largest difference from the background mixed towards the opaque symbol, in 255ths")
    }

    /// Off a quarter pixel a symbol is drawn exactly as at the nearest one, turned or not.
    @Test func aSymbolIsPlacedOnTheNearestQuarterPixel() throws {
        let canvas = try RendererTests.canvas(Self.size.width, Self.size.height)
        func picture(x: CGFloat, y: CGFloat, angle: CGFloat) -> [UInt32] {
            let items = [Self.symbol("camera", x: x, y: y, pointSize: 30, angle: angle), Self.symbol("link", x: x + 120, y: y + 20, pointSize: 24)]
            for _ in 0..<2 { canvas.drawChecked(canvas.composition(items, background: Self.background)) }
            return (0..<Self.size.height).flatMap { row in (0..<Self.size.width).map { canvas.pixel(x: $0, y: row) } }
        }
        for angle in [0, 0.4] as [CGFloat] {
            let exact = picture(x: 40.25, y: 60.5, angle: angle)
            #expect(picture(x: 40.37, y: 60.41, angle: angle) == exact, "an eighth of a pixel or less from (40.25, 60.5)")
            #expect(picture(x: 40.13, y: 60.62, angle: angle) == exact)
            #expect(picture(x: 40.38, y: 60.5, angle: angle) != exact, "past the eighth: the next quarter")
        }
    }

    /// A symbol sliding by fractions of a pixel keeps one mask for each quarter-pixel phase it lands on,
    /// and no more however far it goes; its first frame, its triangles just made, is drawn from a mask
    /// not kept. A symbol turning frame by frame (new triangles each time) keeps none.
    @Test func aSlidingSymbolKeepsAMaskAPhaseAndATurningOneNone() throws {
        let canvas = try RendererTests.canvas(Self.size.width, Self.size.height)
        canvas.drawChecked(canvas.composition([Self.symbol("camera", x: 10, y: 40.3, pointSize: 30)]))
        #expect(canvas.renderer.symbolMasks.made == 1, "its first frame too is drawn from its coverage")
        #expect(canvas.renderer.symbolMasks.count == 0, "but the mask is not kept: its triangles were new")
        for frame in 0..<40 { canvas.drawChecked(canvas.composition([Self.symbol("camera", x: 10 + CGFloat(frame) * 3.37, y: 40.3, pointSize: 30)])) }
        #expect(canvas.renderer.symbolMasks.count == 4, "x lands on each quarter; y on one")
        #expect(canvas.renderer.symbolMasks.made == 5)
        #expect(canvas.renderer.symbolGeometry.count == 1)
        for frame in 0..<20 { canvas.drawChecked(canvas.composition([Self.symbol("plus", x: 60, y: 60, pointSize: 26, angle: 0.05 * CGFloat(frame + 1))])) }
        #expect(canvas.renderer.symbolMasks.count == 4, "a turning symbol leaves no masks")
        #expect(canvas.renderer.symbolMasks.made == 25, "though each frame of it is drawn from its coverage")
    }
}
