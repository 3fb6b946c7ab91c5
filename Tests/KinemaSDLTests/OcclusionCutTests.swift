import CSDL2
import Foundation
import KinemaCore
import KinemaGraphics
import KinemaUI
import Testing
@testable import KinemaSDL

/// A damaged rectangle is drawn in pieces around what an opaque rectangle covers of it
/// (`DisplayListRenderer.occlusionPieces`): the piece under the cover skips what lies behind it. The
/// pixels must come out as drawing every item over the whole rectangle makes them.
@MainActor
@Suite("Occlusion cuts", .serialized)
struct OcclusionCutTests {
    static let size = LazyClearTests.size
    static let whole = CGRect(x: 0, y: 0, width: CGFloat(size.width), height: CGFloat(size.height))

    /// A sheet over part of the canvas, as a player's sheet or a menu is dragged over a screen: at a
    /// fractional place, sometimes rounded, sometimes translucent (then it hides nothing), sometimes
    /// narrower than the canvas.
    static func sheet(_ generator: inout SplitMix64) -> DisplayItem {
        func number(_ range: ClosedRange<Double>) -> CGFloat { CGFloat(Double.random(in: range, using: &generator)) }
        let top = number(5...120), inset = Bool.random(using: &generator) ? 0 : number(0.3...40)
        let frame = CGRect(x: inset, y: top, width: whole.width - 2 * inset, height: whole.height - top + number(-40...10))
        return .rect(RoundedRect(
            rect: frame, cornerRadius: Bool.random(using: &generator) ? 0 : number(1...30),
            color: RGBAColor(red: Double(number(0...1)), green: Double(number(0...1)), blue: Double(number(0...1)), alpha: 1),
            opacity: Int.random(in: 0..<4, using: &generator) == 0 ? Double(number(0.3...0.99)) : 1))
    }

    @Test func piecesComeOutAsTheWholeRectangleDrawnWithEveryItem() throws {
        let cutting = try RendererTests.canvas(Self.size.width, Self.size.height)
        let drawingAll = try RendererTests.canvas(Self.size.width, Self.size.height)
        drawingAll.renderer.usesOcclusion = false
        var generator = SplitMix64(seed: 23)
        var differing: [Int] = [], cut = 0
        for frame in 0..<100 {
            var items = OcclusionTests.covers(&generator) + LazyClearTests.randomItems(&generator, count: 2 + frame % 5)
                + [Self.sheet(&generator)] + LazyClearTests.randomItems(&generator, count: 1 + frame % 4)
            // Every other frame without what a cut must not cross (turned items, scaled text); plain text
            // and upright images, which are drawn pixel for pixel through any clip, stay.
            if frame % 2 == 0 { items.removeAll { DisplayListRenderer.isResampled($0, placement: .identity, layerScale: 1) } }
            let composition = LazyClearTests.composition(items, background: .white)
            // A large damaged rectangle (a sheet's travel) and sometimes a small one beside it.
            var damage = [CGRect(x: CGFloat(Int.random(in: 0..<20, using: &generator)), y: CGFloat(Int.random(in: 0..<30, using: &generator)),
                                 width: CGFloat(Int.random(in: 150...220, using: &generator)), height: CGFloat(Int.random(in: 100...150, using: &generator)))]
            if frame % 3 == 0 { damage.append(CGRect(x: 200, y: 10, width: 30, height: 40)) }
            cutting.renderer.backend = cutting.renderer.softwareBackend
            cut += damage.filter { cutting.renderer.occlusionPieces(of: DisplayListRenderer.pixelRect($0), in: composition).count > 1 }.count
            cutting.renderer.backend = cutting.renderer.sdlBackend
            for canvas in [cutting, drawingAll] {
                canvas.drawChecked(LazyClearTests.composition(LazyClearTests.randomItems(&generator, count: 4), background: .white))
            }
            // Both start from the same picture.
            drawingAll.draw(LazyClearTests.composition([], background: .white))
            cutting.draw(LazyClearTests.composition([], background: .white))
            for canvas in [cutting, drawingAll] { canvas.drawChecked(composition, damage: damage) }
            if LazyClearTests.pixels(cutting) != LazyClearTests.pixels(drawingAll) { differing.append(frame) }
        }
        #expect(differing.isEmpty, "frames that differ: \(differing)")
        // A cut is made only where it pays and crosses no resampled item.
        #expect(cut >= 25, "damaged rectangles were cut around a sheet (\(cut) of 134)")
    }

    /// Under the sheet a label is never drawn; above it, it is. A translucent sheet, one too small to be
    /// worth a cut, and a frame with a backdrop blur (which reads around itself) leave the rectangle whole.
    @Test func whatTheSheetHidesIsSkippedAndTheRectangleIsCutOnlyWhenItPays() throws {
        func label(_ text: String, y: CGFloat) -> DisplayItem {
            .text(TextRun(text: text, fontSize: 15, color: RGBAColor(hex: 0x000000), rect: CGRect(x: 20, y: y, width: 150, height: 24)))
        }
        func sheet(top: CGFloat, opacity: Double = 1) -> DisplayItem {
            .rect(RoundedRect(rect: CGRect(x: 0, y: top, width: Self.whole.width, height: Self.whole.height - top), cornerRadius: 0,
                              color: RGBAColor(hex: 0x292133), opacity: opacity))
        }
        let background = DisplayItem.rect(RoundedRect(rect: Self.whole, cornerRadius: 0, color: RGBAColor(hex: 0x121212)))
        let above = label("Above", y: 10), below = label("Below", y: 120)
        let damage = [Self.whole]
        let cases: [(String, [DisplayItem], pieces: Int, rendered: Int)] = [
            ("an opaque sheet", [background, above, below, sheet(top: 60.4)], 2, 1),
            ("a translucent sheet", [background, above, below, sheet(top: 60.4, opacity: 0.8)], 1, 2),
            ("a sheet of a few rows", [background, above, below, sheet(top: 170)], 1, 2),
        ]
        for (name, items, pieces, rendered) in cases {
            let canvas = try RendererTests.canvas(Self.size.width, Self.size.height)
            let composition = LazyClearTests.composition(items, background: .white)
            canvas.renderer.backend = canvas.renderer.softwareBackend
            let cut = canvas.renderer.occlusionPieces(of: DisplayListRenderer.pixelRect(Self.whole), in: composition)
            canvas.renderer.backend = canvas.renderer.sdlBackend
            #expect(cut.count == pieces, "\(name): \(cut)")
            canvas.drawChecked(LazyClearTests.composition([], background: .white))
            let before = canvas.renderer.textStatistics.rendered
            canvas.drawChecked(composition, damage: damage)
            #expect(canvas.renderer.textStatistics.rendered - before == rendered, "\(name): labels set \(canvas.renderer.textStatistics.rendered - before)")
        }
        // The opaque sheet's pieces: the rows above its first whole row, and the rows from there down.
        let composition = LazyClearTests.composition([background, sheet(top: 60.4)], background: .white)
        let canvas = try RendererTests.canvas(Self.size.width, Self.size.height)
        canvas.renderer.backend = canvas.renderer.softwareBackend
        let pieces = canvas.renderer.occlusionPieces(of: DisplayListRenderer.pixelRect(Self.whole), in: composition)
        #expect(pieces.map { [$0.x, $0.y, $0.w, $0.h] } == [[0, 0, 240, 61], [0, 61, 240, 119]])
        // A backdrop blur anywhere keeps every rectangle whole.
        let blur = DisplayItem.backdrop(BackdropItem(rect: CGRect(x: 10, y: 10, width: 50, height: 30), filter: BackdropFilter(radius: 8, saturation: 1.8, tint: RGBAColor(red: 1, green: 1, blue: 1, alpha: 0.3))))
        let blurred = LazyClearTests.composition([background, blur, sheet(top: 60.4)], background: .white)
        #expect(canvas.renderer.occlusionPieces(of: DisplayListRenderer.pixelRect(Self.whole), in: blurred).count == 1)
        // The OpenGL path skips nothing, so it never cuts.
        canvas.renderer.backend = canvas.renderer.sdlBackend
        #expect(canvas.renderer.occlusionPieces(of: DisplayListRenderer.pixelRect(Self.whole), in: composition).count == 1)
    }

    /// A cut may cross plain text and an upright image (drawn pixel for pixel through any clip), and the
    /// pieces come out as the whole rectangle; not scaled text or a turned image (resampled).
    @Test func cutsCrossPlainTextAndUprightImagesOnly() throws {
        let background = DisplayItem.rect(RoundedRect(rect: Self.whole, cornerRadius: 0, color: RGBAColor(hex: 0x121212)))
        let sheet = DisplayItem.rect(RoundedRect(
            rect: CGRect(x: 0, y: 60.4, width: Self.whole.width, height: Self.whole.height - 60.4), cornerRadius: 0, color: RGBAColor(hex: 0x292133)))
        func label(_ transform: CGAffineTransform = .identity) -> DisplayItem {
            .text(TextRun(text: "Across the edge", fontSize: 15, color: .white, rect: CGRect(x: 20, y: 50, width: 150, height: 24), transform: transform))
        }
        func image(_ transform: CGAffineTransform = .identity) -> DisplayItem {
            .image(ImageItem(path: LazyClearTests.image, rect: CGRect(x: 120.5, y: 30.25, width: 70, height: 61), transform: transform))
        }
        let cases: [(String, DisplayItem, pieces: Int)] = [
            ("plain text", label(), 2), ("scaled text", label(CGAffineTransform(scaleX: 1.2, y: 1.2)), 1),
            ("an upright image", image(), 2), ("a turned image", image(CGAffineTransform(rotationAngle: 0.2)), 1),
        ]
        for (name, item, pieces) in cases {
            let composition = LazyClearTests.composition([background, item, sheet], background: .white)
            let cutting = try RendererTests.canvas(Self.size.width, Self.size.height)
            let drawingAll = try RendererTests.canvas(Self.size.width, Self.size.height)
            drawingAll.renderer.usesOcclusion = false
            cutting.renderer.backend = cutting.renderer.softwareBackend
            #expect(cutting.renderer.occlusionPieces(of: DisplayListRenderer.pixelRect(Self.whole), in: composition).count == pieces, "\(name)")
            cutting.renderer.backend = cutting.renderer.sdlBackend
            for canvas in [cutting, drawingAll] {
                canvas.drawChecked(LazyClearTests.composition([], background: .white))
                canvas.drawChecked(composition, damage: [Self.whole])
            }
            #expect(LazyClearTests.pixels(cutting) == LazyClearTests.pixels(drawingAll), "\(name): the pieces match the whole rectangle")
        }
    }
}
