import Foundation
import KinemaCore
import Testing
import KinemaGraphics
@testable import KinemaLayers
@testable import KinemaUI

/// When `draw(_:)` and `draw(in:)` run and what reaches the DisplayList: UIKit draws a view's content
/// when it is first shown, after `setNeedsDisplay()`, and on a size change under `.redraw` (Apple's
/// UIView reference, "contentMode" and "setNeedsDisplay()"); a layer only when told to (CALayer's
/// "setNeedsDisplay()": "the layer does not redraw its content until you call this").
@MainActor
@Suite("View drawing")
struct ViewDrawingTests {
    final class CountingView: UIView {
        var draws = 0
        var drawnRects: [CGRect] = []
        override func draw(_ rect: CGRect) {
            draws += 1
            drawnRects.append(rect)
            UIColor.red.setFill()
            UIGraphicsGetCurrentContext()?.fill(CGRect(x: 0, y: 0, width: rect.width / 2, height: rect.height))
        }
    }

    final class DrawnLayer: CALayer {
        var draws = 0
        override func draw(in ctx: CGContext) {
            draws += 1
            ctx.setFillColor(UIColor.blue.cgColor)
            ctx.fillEllipse(in: bounds)
        }
    }

    static func paths(_ list: DisplayList, _ identifier: String) -> [PathItem] {
        list.items(identifiedBy: identifier).compactMap { if case .path(let item) = $0 { item } else { nil } }
    }

    @Test func drawRunsOnceThenOnlyAfterSetNeedsDisplay() throws {
        let harness = Harness()
        let view = CountingView(frame: CGRect(x: 20, y: 30, width: 100, height: 60))
        view.accessibilityIdentifier = "drawn"
        harness.window.addSubview(view)
        #expect(view.draws == 0, "nothing is drawn before the view is shown")
        var list = harness.advance(to: 0)
        #expect(view.draws == 1 && view.drawnRects == [CGRect(x: 0, y: 0, width: 100, height: 60)])
        let item = try #require(Self.paths(list, "drawn").first)
        #expect(item.fillColor == RGBAColor(red: 1, green: 0, blue: 0) && item.path.bounds == CGRect(x: 0, y: 0, width: 50, height: 60))
        #expect(item.transform == CGAffineTransform(translationX: 20, y: 30), "bounds coordinates, placed by the view")
        for time in [0.1, 0.2, 0.3] { list = harness.advance(to: time) }
        #expect(view.draws == 1 && Self.paths(list, "drawn").count == 1, "kept, not drawn each frame")
        view.setNeedsDisplay()
        view.layer.setNeedsDisplay(CGRect(x: 0, y: 0, width: 1, height: 1))
        list = harness.advance(to: 0.4)
        #expect(view.draws == 2, "both marks: one more draw")
    }

    /// Under `.scaleToFill` a new size stretches what was drawn (no draw); under `.redraw` it draws again.
    @Test func aSizeChangeRedrawsOnlyUnderRedraw() throws {
        let harness = Harness()
        let view = CountingView(frame: CGRect(x: 0, y: 0, width: 100, height: 60))
        view.accessibilityIdentifier = "drawn"
        harness.window.addSubview(view)
        harness.advance(to: 0)
        view.frame = CGRect(x: 0, y: 0, width: 200, height: 60)
        var list = harness.advance(to: 0.1)
        let stretched = try #require(Self.paths(list, "drawn").first)
        #expect(view.draws == 1 && stretched.transform.a == 2, "the 100-wide drawing stretched to 200")
        view.contentMode = .redraw
        #expect(view.layer.needsDisplayOnBoundsChange)
        list = harness.advance(to: 0.2)
        let redrawn = try #require(Self.paths(list, "drawn").first)
        #expect(view.draws == 2 && redrawn.transform.a == 1 && redrawn.path.bounds.width == 100, "drawn again at 200 wide")
        harness.advance(to: 0.3)
        #expect(view.draws == 2, "the same size: not again")
    }

    @Test func aStandaloneLayerDrawsOnlyWhenToldTo() throws {
        let harness = Harness()
        let host = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        harness.window.addSubview(host)
        let layer = DrawnLayer()
        layer.frame = CGRect(x: 10, y: 10, width: 40, height: 40)
        layer.name = "layer"
        host.layer.addSublayer(layer)
        var list = harness.advance(to: 0)
        #expect(layer.draws == 0 && Self.paths(list, "layer").isEmpty && !layer.needsDisplay())
        layer.setNeedsDisplay()
        #expect(layer.needsDisplay())
        list = harness.advance(to: 0.1)
        let oval = try #require(Self.paths(list, "layer").first)
        #expect(layer.draws == 1 && oval.fillColor == RGBAColor(hex: 0x0000FF) && oval.path.bounds == CGRect(x: 0, y: 0, width: 40, height: 40))
        #expect(oval.transform == CGAffineTransform(translationX: 10, y: 10))
        layer.frame = CGRect(x: 10, y: 10, width: 80, height: 40)
        harness.advance(to: 0.2)
        #expect(layer.draws == 1, "needsDisplayOnBoundsChange is false by default")
        layer.needsDisplayOnBoundsChange = true
        layer.frame = CGRect(x: 10, y: 10, width: 60, height: 40)
        harness.advance(to: 0.3)
        #expect(layer.draws == 2)
    }

    final class Painter: NSObject, CALayerDelegate {
        var laidOut = 0
        func draw(_ layer: CALayer, in ctx: CGContext) {
            ctx.setStrokeColor(UIColor.green.cgColor)
            ctx.stroke(layer.bounds)
        }
        func layoutSublayers(of layer: CALayer) { laidOut += 1 }
    }

    @Test func aDelegateDrawsAndLaysOutAStandaloneLayer() throws {
        let harness = Harness()
        let painter = Painter()
        let layer = CALayer()
        layer.delegate = painter
        layer.frame = CGRect(x: 0, y: 0, width: 30, height: 30)
        layer.name = "delegated"
        harness.window.layer.addSublayer(layer)
        layer.displayIfNeeded()
        #expect(layer.drawingState.drawing == nil, "not marked: nothing drawn")
        layer.setNeedsDisplay()
        let list = harness.advance(to: 0)
        #expect(Self.paths(list, "delegated").first?.stroke?.color == UIColor.green.cgColor)
        #expect(painter.laidOut == 1, "laid out when first drawn")
        layer.setNeedsLayout()
        layer.layoutIfNeeded()
        #expect(painter.laidOut == 2 && !layer.needsLayout())
    }

    /// An image renderer's image holds the drawing; an image view shows it by its content mode.
    @Test func anImageRenderersImageIsDrawnByAnImageView() throws {
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 40, height: 20))
        let image = renderer.image { context in
            UIColor.blue.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 40, height: 20))
            UIColor.red.setFill()
            UIBezierPath(ovalIn: CGRect(x: 10, y: 0, width: 20, height: 20)).fill()
        }
        #expect(image.size == CGSize(width: 40, height: 20) && image.scale == UIScreen.main.scale)
        let harness = Harness()
        let imageView = UIImageView(image: image)
        imageView.frame = CGRect(x: 100, y: 100, width: 80, height: 80)
        imageView.contentMode = .scaleAspectFit
        imageView.accessibilityIdentifier = "picture"
        harness.window.addSubview(imageView)
        let paths = Self.paths(harness.advance(to: 0), "picture")
        try #require(paths.count == 2)
        // Fitted: 40 × 20 scaled by 2 to 80 × 40, centred vertically: from (100, 120) to (180, 160).
        let box = paths[0].path.bounds.applying(paths[0].transform)
        #expect(box == CGRect(x: 100, y: 120, width: 80, height: 40), "\(box)")
        #expect(paths[1].fillColor == RGBAColor(red: 1, green: 0, blue: 0))
    }

    /// `render(in:)` draws the layer tree in the layer's own coordinates (its position left out): a
    /// snapshot image of a view and its subview, as tutorials make one with an image renderer.
    @Test func renderInDrawsTheTreeInTheLayersCoordinates() throws {
        let card = UIView(frame: CGRect(x: 200, y: 300, width: 60, height: 40))
        card.backgroundColor = .red
        let dot = CountingView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        card.addSubview(dot)
        let image = UIGraphicsImageRenderer(bounds: card.bounds).image { context in
            card.layer.render(in: context.cgContext)
        }
        let items = try #require(image.drawing?.items)
        guard items.count == 2, case .rect(let background) = items[0], case .path(let drawn) = items[1] else {
            Issue.record("the card's background and the dot's drawing: \(items)")
            return
        }
        #expect(background.rect == CGRect(x: 0, y: 0, width: 60, height: 40) && background.transform == .identity)
        #expect(drawn.path.bounds.applying(drawn.transform) == CGRect(x: 10, y: 10, width: 10, height: 20), "the dot's left half, where the dot is")
        #expect(dot.draws == 1)
    }

    @Test func theImageContextFunctionsMakeAnImageOfWhatWasDrawn() throws {
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 10, height: 10), false, 0)
        UIColor.red.setFill()
        UIRectFill(CGRect(x: 0, y: 0, width: 10, height: 10))
        let image = try #require(UIGraphicsGetImageFromCurrentImageContext())
        UIGraphicsEndImageContext()
        #expect(UIGraphicsGetCurrentContext() == nil && image.size == CGSize(width: 10, height: 10))
        #expect(image.drawing?.items.count == 1)
    }
}
