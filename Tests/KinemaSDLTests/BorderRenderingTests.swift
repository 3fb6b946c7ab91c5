import Foundation
import KinemaCore
import KinemaGraphics
import KinemaUI
import Testing
@testable import KinemaSDL

/// A view's layer border in pixels, on the software path: a 100 × 60 view at (20, 20) with corner radius
/// 12 and a red border 4 wide, over white. Outer edge on the bounds (radius 12 about (32, 32) at the
/// top-left corner), inner edge inset 4 (radius 8 about the same centre).
@MainActor
@Suite("Layer border pixels", .serialized)
struct BorderRenderingTests {
    static let white = (255, 255, 255), red = (255, 0, 0), green = (0, 255, 0)

    /// The window's list with the view (and a green subview filling it when `covered`), drawn.
    static func render(
        width: CGFloat = 4, color: CGColor? = RendererTests.red, covered: Bool = false, directSurface: Bool = true
    ) throws -> (OffscreenCanvas, DisplayList) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 140, height: 100))
        window.engine.drainsMainQueue = false
        let view = UIView(frame: CGRect(x: 20, y: 20, width: 100, height: 60))
        view.layer.cornerRadius = 12
        view.layer.borderWidth = width
        view.layer.borderColor = color
        if covered {
            let subview = UIView(frame: view.bounds)
            subview.backgroundColor = UIColor(rgba: RGBAColor(red: 0, green: 1, blue: 0))
            view.addSubview(subview)
        }
        window.addSubview(view)
        let list = window.displayList()
        let canvas = try RendererTests.canvas(140, 100)
        if !directSurface { canvas.renderer.directSurface = nil }
        RendererTests.draw(list.items, on: canvas)
        return (canvas, list)
    }

    static func expect(_ canvas: OffscreenCanvas, _ x: Int, _ y: Int, _ color: (Int, Int, Int), _ comment: String, sourceLocation: SourceLocation = #_sourceLocation) {
        RendererTests.expectColor(canvas.pixel(x: x, y: y), color, tolerance: 8, "\(comment) (\(x), \(y))", sourceLocation: sourceLocation)
    }

    @Test func edgesOnTheBoundsAndInsetByTheWidth() throws {
        let (canvas, _) = try Self.render()
        // Straight sides: pixel centres half a pixel inside an edge are wholly covered, outside it not.
        for (x, y, color, comment) in [
            (70, 19, Self.white, "above the top edge"), (70, 20, Self.red, "the top row"), (70, 23, Self.red, "the border's last row"),
            (70, 24, Self.white, "the first row inside"), (19, 50, Self.white, "left of the left edge"), (20, 50, Self.red, "the left column"),
            (23, 50, Self.red, "the left border's last column"), (24, 50, Self.white, "inside the left border"),
            (119, 50, Self.red, "the right column"), (116, 50, Self.red, "the right border's first column"),
            (115, 50, Self.white, "inside the right border"), (120, 50, Self.white, "right of it"),
            (70, 79, Self.red, "the bottom row"), (70, 75, Self.white, "above the bottom border"), (70, 80, Self.white, "below it"),
            (70, 50, Self.white, "the middle: nothing drawn"),
        ] {
            Self.expect(canvas, x, y, color, comment)
        }
    }

    @Test func cornersFollowOuterAndInnerRadii() throws {
        let (canvas, _) = try Self.render()
        // Distances of pixel centres from the top-left corners' centre (32, 32): outside 12, between 8 and
        // 12, inside 8 — each at least 0.7 pixel from an edge.
        Self.expect(canvas, 21, 21, Self.white, "outside the outer arc (14.8 from the centre)")
        RendererTests.expectColor(canvas.pixel(x: 23, y: 23), (255, 128, 128), tolerance: 40, "on the outer arc (12.0): about half covered")
        Self.expect(canvas, 25, 25, Self.red, "between the arcs (9.2)")
        Self.expect(canvas, 23, 30, Self.red, "between the arcs (8.6)")
        Self.expect(canvas, 29, 29, Self.white, "inside the inner arc (3.5)")
        Self.expect(canvas, 26, 27, Self.white, "inside the inner arc (7.3)")
        // The bottom-right corner, mirrored about (108, 68).
        Self.expect(canvas, 118, 78, Self.white, "outside the bottom-right arc")
        Self.expect(canvas, 114, 74, Self.red, "between the bottom-right arcs")
        Self.expect(canvas, 110, 70, Self.white, "inside the bottom-right inner arc")
    }

    @Test func coversItsSubviews() throws {
        let (canvas, list) = try Self.render(covered: true)
        Self.expect(canvas, 21, 50, Self.red, "the border over the subview")
        Self.expect(canvas, 70, 21, Self.red, "the top border over the subview")
        Self.expect(canvas, 50, 50, Self.green, "the subview inside the border")
        #expect(list.dump.contains("border - at (20.00, 20.00, 100.00, 60.00) radius 12.00 inner 8.00 width 4.00"), "\(list.dump)")
    }

    /// The red drawn, summed over the canvas in pixels of full coverage (from the green channel, which
    /// red over white takes from 255 to 0).
    static func coverage(_ canvas: OffscreenCanvas) -> Double {
        var sum = 0.0
        for y in 0..<100 {
            for x in 0..<140 { sum += Double(255 - RendererTests.rgb(canvas.pixel(x: x, y: y)).g) / 255 }
        }
        return sum
    }

    @Test func ringAreaMatchesTheClosedFormOnBothBackends() throws {
        // A rounded rectangle's area is w·h − (4 − π)·r²: the outer 100 × 60, r 12, less the inner
        // 92 × 52, r 8 — 1,147.3 pixels. The SDL backend sends the same triangles through SDL's geometry
        // call (the OpenGL path's; here on SDL's software renderer, which samples pixels at other points,
        // so only the area and the ring's middle are compared there).
        let expected = 100 * 60 - (4 - Double.pi) * 144 - (92 * 52 - (4 - Double.pi) * 64)
        let (software, _) = try Self.render()
        let (sdl, _) = try Self.render(directSurface: false)
        // Measured: 1,147.0 on the software backend, 1,143.0 on SDL.
        for (canvas, name, tolerance) in [(software, "software", 0.002), (sdl, "SDL", 0.01)] {
            let area = Self.coverage(canvas)
            #expect(abs(area - expected) <= tolerance * expected, "\(name): \(area) pixels of ring, expected \(expected) ± \(tolerance)")
            Self.expect(canvas, 25, 25, Self.red, "between the arcs, \(name)")
            Self.expect(canvas, 70, 50, Self.white, "the middle, \(name)")
        }
    }

    @Test func zeroWidthOrNilColourDrawsNothing() throws {
        for (width, color) in [(CGFloat(0), RendererTests.red as CGColor?), (4, nil)] {
            let (canvas, list) = try Self.render(width: width, color: color)
            #expect(!list.dump.contains("border"), "width \(width), colour \(String(describing: color))")
            for (x, y) in [(20, 50), (70, 20), (25, 25)] { Self.expect(canvas, x, y, Self.white, "no border") }
        }
    }
}
