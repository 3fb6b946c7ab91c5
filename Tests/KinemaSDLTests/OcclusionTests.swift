import CSDL2
import Foundation
import KinemaCore
import KinemaGraphics
import KinemaUI
import Testing
@testable import KinemaSDL

/// Items behind a leading opaque rectangle that covers the region being drawn are skipped
/// (`DisplayListRenderer.firstVisibleItem`): the pixels must come out exactly as drawing every item
/// makes them, and what is hidden must really be skipped.
@MainActor
@Suite("Occlusion", .serialized)
struct OcclusionTests {
    static let size = LazyClearTests.size

    /// Backgrounds as a UIKit screen stacks them, some of which cover the canvas or a damaged part of it
    /// and some of which do not: translucent, rounded into the region, short of an edge by a fraction of
    /// a pixel, rotated, scaled by their transform.
    static func covers(_ generator: inout SplitMix64) -> [DisplayItem] {
        func number(_ range: ClosedRange<Double>) -> CGFloat { CGFloat(Double.random(in: range, using: &generator)) }
        var items: [DisplayItem] = []
        for _ in 0..<Int.random(in: 1...4, using: &generator) {
            let color = RGBAColor(red: Double(number(0...1)), green: Double(number(0...1)), blue: Double(number(0...1)), alpha: 1)
            let inset = Bool.random(using: &generator) ? 0 : number(-0.6...30)
            let frame = CGRect(x: 0, y: 0, width: CGFloat(size.width), height: CGFloat(size.height)).insetBy(dx: inset, dy: inset / 2)
            var transform = CGAffineTransform.identity
            switch Int.random(in: 0..<6, using: &generator) {
            case 0: transform = CGAffineTransform(rotationAngle: number(-0.05...0.05))
            case 1: transform = CGAffineTransform(scaleX: number(0.9...1.2), y: number(0.9...1.2))
            default: break
            }
            items.append(.rect(RoundedRect(
                rect: frame, cornerRadius: Bool.random(using: &generator) ? 0 : number(1...40), color: color,
                transform: transform, opacity: Int.random(in: 0..<4, using: &generator) == 0 ? Double(number(0.3...0.99)) : 1)))
        }
        return items
    }

    @Test func framesComeOutAsIfEveryItemWereDrawn() throws {
        let skipping = try RendererTests.canvas(Self.size.width, Self.size.height)
        let drawingAll = try RendererTests.canvas(Self.size.width, Self.size.height)
        drawingAll.renderer.usesOcclusion = false
        var generator = SplitMix64(seed: 7)
        var differing: [Int] = []
        for frame in 0..<60 {
            let first = Self.covers(&generator) + LazyClearTests.randomItems(&generator, count: 3 + frame % 10)
            for canvas in [skipping, drawingAll] { canvas.drawChecked(LazyClearTests.composition(first, background: .white)) }
            if LazyClearTests.pixels(skipping) != LazyClearTests.pixels(drawingAll) { differing.append(frame) }
            // Through damage rectangles, which a cover may hold wholly when it does not hold the canvas.
            let second = Self.covers(&generator) + LazyClearTests.randomItems(&generator, count: 2 + frame % 7)
            let damage = (0..<(1 + frame % 3)).map { _ in
                CGRect(
                    x: CGFloat(Int.random(in: 0..<200, using: &generator)), y: CGFloat(Int.random(in: 0..<150, using: &generator)),
                    width: CGFloat(Int.random(in: 5..<120, using: &generator)), height: CGFloat(Int.random(in: 5..<90, using: &generator)))
            }
            for canvas in [skipping, drawingAll] { canvas.drawChecked(LazyClearTests.composition(second, background: .white), damage: damage) }
            if LazyClearTests.pixels(skipping) != LazyClearTests.pixels(drawingAll) { differing.append(1000 + frame) }
        }
        #expect(differing.isEmpty, "frames that differ (1000 + n: the damaged redraw of frame n): \(differing)")
    }

    /// A damaged rectangle that the first layer's cover holds is cleared to the cover's colour only, not
    /// to the background first (`firstLayerCovers`); where the layer's frame is smaller than the rectangle,
    /// or a later layer is drawn over, the background and the other layers still come out as drawing every
    /// item makes them.
    @Test func damagedRectanglesOutsideTheCoveringLayerStillTakeTheBackground() throws {
        let skipping = try RendererTests.canvas(Self.size.width, Self.size.height)
        let drawingAll = try RendererTests.canvas(Self.size.width, Self.size.height)
        drawingAll.renderer.usesOcclusion = false
        var generator = SplitMix64(seed: 11)
        let canvasSize = CGSize(width: Self.size.width, height: Self.size.height)
        var differing: [Int] = []
        var heldWholly = 0
        for frame in 0..<40 {
            // The first layer, cropped to part of the canvas about half the time; a second layer over it.
            let inset = frame % 2 == 0 ? 0 : CGFloat(Int.random(in: 1...40, using: &generator))
            let layerFrame = CGRect(origin: .zero, size: canvasSize).insetBy(dx: inset, dy: inset / 2)
            let first = Composition.Layer(
                list: DisplayList(size: layerFrame.size, items: Self.covers(&generator) + LazyClearTests.randomItems(&generator, count: 3)),
                frame: layerFrame, clips: frame % 4 != 3)
            let second = Composition.Layer(
                list: DisplayList(size: canvasSize, items: LazyClearTests.randomItems(&generator, count: 2)), frame: CGRect(origin: .zero, size: canvasSize))
            let composition = Composition(size: canvasSize, background: RGBAColor(hex: 0xFF2D55), layers: [first, second])
            let damage = (0..<(1 + frame % 3)).map { _ in
                CGRect(
                    x: CGFloat(Int.random(in: 0..<200, using: &generator)), y: CGFloat(Int.random(in: 0..<150, using: &generator)),
                    width: CGFloat(Int.random(in: 5..<120, using: &generator)), height: CGFloat(Int.random(in: 5..<90, using: &generator)))
            }
            for rect in damage where skipping.renderer.firstLayerCovers(DisplayListRenderer.pixelRect(rect), in: composition) { heldWholly += 1 }
            for canvas in [skipping, drawingAll] {
                canvas.drawChecked(LazyClearTests.composition([], background: .white))
                canvas.drawChecked(composition, damage: damage)
            }
            if LazyClearTests.pixels(skipping) != LazyClearTests.pixels(drawingAll) { differing.append(frame) }
        }
        #expect(differing.isEmpty, "frames that differ: \(differing)")
        #expect(heldWholly > 5, "some rectangles were held wholly by the first layer's cover (\(heldWholly))")
    }

    /// A label is text the renderer sets only when it draws it: behind an opaque cover it is never set;
    /// behind a translucent one, one whose rounded corner reaches into the canvas, or one short of an
    /// edge, it is.
    @Test func whatIsHiddenIsNotDrawn() throws {
        let whole = CGRect(x: 0, y: 0, width: CGFloat(Self.size.width), height: CGFloat(Self.size.height))
        let label = DisplayItem.text(TextRun(text: "Hidden", fontSize: 17, color: RGBAColor(hex: 0x000000), rect: CGRect(x: 20, y: 20, width: 120, height: 30)))
        func cover(_ frame: CGRect, radius: CGFloat = 0, opacity: Double = 1) -> DisplayItem {
            .rect(RoundedRect(rect: frame, cornerRadius: radius, color: RGBAColor(hex: 0x34C759), opacity: opacity))
        }
        let cases: [(String, DisplayItem, rendered: Int)] = [
            ("an opaque cover", cover(whole), 0),
            ("a translucent cover", cover(whole, opacity: 0.9), 1),
            ("a cover with rounded corners", cover(whole, radius: 12), 1),
            ("a cover half a pixel short of the right edge", cover(CGRect(x: 0, y: 0, width: whole.width - 0.5, height: whole.height)), 1),
        ]
        for (name, cover, rendered) in cases {
            let canvas = try RendererTests.canvas(Self.size.width, Self.size.height)
            RendererTests.draw([label, cover], on: canvas)
            #expect(canvas.renderer.textStatistics.rendered == rendered, "\(name): the label set \(canvas.renderer.textStatistics.rendered) times")
            #expect(RendererTests.rgb(canvas.pixel(x: 5, y: 5)).g > 150, "\(name) is drawn")
        }
        // A cover of infinite size is not drawn at all (its geometry is not finite): it hides nothing.
        let endless = try RendererTests.canvas(Self.size.width, Self.size.height)
        RendererTests.draw([label, cover(CGRect(x: 0, y: 0, width: CGFloat.infinity, height: CGFloat.infinity))], on: endless)
        #expect(endless.renderer.textStatistics.rendered == 1, "a cover that is not drawn hid the label")
        // A cover after a clip hides nothing: only the leading items are looked at.
        let canvas = try RendererTests.canvas(Self.size.width, Self.size.height)
        RendererTests.draw([label, .pushClip(rect: whole, transform: .identity, identifier: nil), cover(whole), .popClip], on: canvas)
        #expect(canvas.renderer.textStatistics.rendered == 1)
    }
}
