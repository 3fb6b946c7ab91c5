import Foundation
import KinemaCore
import KinemaGraphics
import KinemaUI
import Testing
@testable import KinemaSDL

/// Paths through the renderer: the software backend composites cairo's bitmap into the surface, the SDL
/// one copies it as a texture; both give the same pixels, and a frame that did not change draws no
/// bitmap again.
@MainActor
@Suite("Path rendering", .serialized)
struct PathRenderingTests {
    /// A progress ring (¾ of a circle of radius 30 about (50, 50), blue, 10 wide, round caps) over a
    /// translucent red even-odd square ring, faded to 0.8, moved by `offset`.
    static func items(offset: CGFloat = 0) -> [DisplayItem] {
        var ring = VectorPath()
        ring.addArc(center: CGPoint(x: 50, y: 50), radius: 30, startAngle: -.pi / 2, endAngle: .pi, increasingAngle: true)
        var squares = VectorPath()
        squares.addRect(CGRect(x: 10.5, y: 10.5, width: 80, height: 80))
        squares.addRect(CGRect(x: 30, y: 30, width: 40, height: 40))
        let move = CGAffineTransform(translationX: offset, y: 0)
        return [
            .path(PathItem(path: squares, fillColor: RGBAColor(red: 1, green: 0, blue: 0, alpha: 0.5), fillRule: .evenOdd, stroke: nil, transform: move)),
            .path(PathItem(
                path: ring, fillColor: nil, stroke: PathItem.Stroke(color: RGBAColor(red: 0, green: 0, blue: 1), width: 10, cap: .round),
                transform: move, opacity: 0.8, identifier: "ring")),
        ]
    }

    @Test func bothBackendsDrawTheSamePixels() throws {
        let software = try RendererTests.canvas(), sdl = try RendererTests.canvas()
        sdl.renderer.directSurface = nil
        RendererTests.draw(Self.items(), on: software)
        RendererTests.draw(Self.items(), on: sdl)
        // The SDL backend blends the bitmap un-premultiplied (straight alpha) through SDL: rounding may
        // differ by a step or two; nothing more.
        var largest = 0
        for y in 0..<100 {
            for x in 0..<100 {
                let (a, b) = (RendererTests.rgb(software.pixel(x: x, y: y)), RendererTests.rgb(sdl.pixel(x: x, y: y)))
                largest = max(largest, abs(a.r - b.r), abs(a.g - b.g), abs(a.b - b.b))
            }
        }
        #expect(largest <= 3, "largest channel difference \(largest)")
        // The ring's top (50, 20): blue at 0.8 over the square ring's red at 0.5 over white, (255, 128, 128)
        // → (51, 26, 230). The middle square is a hole (white); the ring's open quarter is the upper left.
        for canvas in [software, sdl] {
            RendererTests.expectColor(canvas.pixel(x: 50, y: 20), (51, 26, 230), tolerance: 3, "the ring over the square ring")
            RendererTests.expectColor(canvas.pixel(x: 50, y: 50), (255, 255, 255), tolerance: 0, "the even-odd hole")
            RendererTests.expectColor(canvas.pixel(x: 15, y: 85), (255, 128, 128), tolerance: 2, "the square ring alone")
            RendererTests.expectColor(canvas.pixel(x: 29, y: 29), (255, 128, 128), tolerance: 2, "the ring's open quarter: the square ring only")
        }
    }

    @Test func aStillFrameDrawsNoBitmapAndAWholePixelMoveNeither() throws {
        let canvas = try RendererTests.canvas()
        RendererTests.draw(Self.items(), on: canvas)
        #expect(canvas.renderer.paths.rasterizations == 2)
        RendererTests.draw(Self.items(), on: canvas)
        RendererTests.draw(Self.items(offset: 3), on: canvas)
        #expect(canvas.renderer.paths.rasterizations == 2, "still, then moved by 3 pixels: the same bitmaps")
        RendererTests.expectColor(canvas.pixel(x: 53, y: 20), (51, 26, 230), tolerance: 3, "the ring moved 3 to the right")
        RendererTests.draw(Self.items(offset: 3.5), on: canvas)
        #expect(canvas.renderer.paths.rasterizations == 4, "half a pixel: drawn again")
    }
}
