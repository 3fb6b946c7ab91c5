import Foundation
import KinemaCore
import KinemaUI
import Testing
@testable import KinemaSDL

/// What a view's `draw(_:)` records is drawn by the renderer like any path: a circle filled in a
/// context covers its area.
@MainActor
@Suite("Drawn content rendering", .serialized)
struct DrawnContentRenderingTests {
    /// A black disc of radius 20 about (50, 50), drawn the way tutorials draw one.
    final class DiscView: UIView {
        override func draw(_ rect: CGRect) {
            guard let context = UIGraphicsGetCurrentContext() else { return }
            context.setFillColor(UIColor.black.cgColor)
            context.addArc(center: CGPoint(x: 50, y: 50), radius: 20, startAngle: 0, endAngle: 2 * .pi, clockwise: false)
            context.fillPath()
        }
    }

    /// The reference is the disc's exact area, πr² = 1256.64 pixels; the tolerance, 1.5 pixels, is the
    /// one docs/paths.md states for cairo's coverage of a path's circle (PathRasterTests), which this
    /// drawing must match since it reaches the renderer as the same kind of item.
    @Test func aDrawnCircleCoversItsArea() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.engine.drainsMainQueue = false
        window.addSubview(DiscView(frame: CGRect(x: 0, y: 0, width: 100, height: 100)))
        let list = window.runFrame(events: [], advancingBy: 0)
        let canvas = try RendererTests.canvas()
        RendererTests.draw(list.items, on: canvas)
        var covered = 0.0
        for y in 0..<100 {
            for x in 0..<100 { covered += Double(255 - RendererTests.rgb(canvas.pixel(x: x, y: y)).r) / 255 }
        }
        #expect(abs(covered - .pi * 400) < 1.5, "covered \(covered) pixels, πr² = \(Double.pi * 400)")
        RendererTests.expectColor(canvas.pixel(x: 50, y: 50), (0, 0, 0), tolerance: 0, "the disc's middle")
        RendererTests.expectColor(canvas.pixel(x: 50, y: 28), (255, 255, 255), tolerance: 0, "outside it")
    }
}
