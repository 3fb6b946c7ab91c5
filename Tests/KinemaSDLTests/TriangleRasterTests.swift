import CSDL2
import Foundation
import KinemaCore
import KinemaUI
import Testing
@testable import KinemaSDL

/// Triangles drawn by Kinema straight into the surface (`SurfaceRasterizer.fillTriangle`): pixels whose
/// centres are inside, each pixel of a shared edge once, colours interpolated.
@MainActor
@Suite("Triangle rasterizer", .serialized)
struct TriangleRasterTests {
    static func vertex(_ x: Float, _ y: Float, _ color: SDL_Color) -> SDL_Vertex {
        SDL_Vertex(position: SDL_FPoint(x: x, y: y), color: color, tex_coord: SDL_FPoint(x: 0, y: 0))
    }

    /// A translucent square from (0.5, 0.5) to (10.5, 10.5) in two triangles whose shared diagonal runs
    /// through pixel centres: pixels 0…9 each way are blended exactly once (the top-left rule gives the
    /// diagonal's and the left and top edges' centres to one triangle), none outside.
    @Test func sharedEdgesAreBlendedOnceAndEdgesThroughCentresBelongToOneSide() throws {
        let canvas = try RendererTests.canvas(20, 20)
        RendererTests.draw([], on: canvas)
        let rasterizer = try #require(canvas.renderer.directRasterizer()).rasterizer
        let half = SDL_Color(r: 0, g: 0, b: 0, a: 128)
        let clip = SDL_Rect(x: 0, y: 0, w: 20, h: 20)
        rasterizer.fillTriangle(Self.vertex(0.5, 0.5, half), Self.vertex(10.5, 0.5, half), Self.vertex(10.5, 10.5, half), clip: clip)
        rasterizer.fillTriangle(Self.vertex(0.5, 0.5, half), Self.vertex(10.5, 10.5, half), Self.vertex(0.5, 10.5, half), clip: clip)
        var inside = Set<Int>(), outside = Set<Int>()
        for y in 0..<20 {
            for x in 0..<20 {
                let value = RendererTests.rgb(canvas.pixel(x: x, y: y)).r
                if x < 10 && y < 10 { inside.insert(value) } else { outside.insert(value) }
            }
        }
        #expect(inside == [127], "every pixel of the square blended once, the diagonal too: \(inside)")
        #expect(outside == [255], "nothing past the right and bottom edges: \(outside)")
    }

    /// A 3-pixel line along y = 60.5 covers rows 59, 60 and 61 and no other (SDL's software renderer,
    /// sampling half a pixel off, drew rows 58 and 61 at half and lost a thin line's core at some
    /// heights); colours between vertices are interpolated.
    @Test func linesCoverTheRowsTheyCrossAndColoursAreInterpolated() throws {
        let canvas = try RendererTests.canvas()
        RendererTests.draw([.line(LineItem(points: [CGPoint(x: 5, y: 60.5), CGPoint(x: 95, y: 60.5)], width: 3, color: .black))], on: canvas)
        #expect((57...63).map { RendererTests.rgb(canvas.pixel(x: 30, y: $0)).r } == [255, 255, 0, 0, 0, 255, 255])
        let rasterizer = try #require(canvas.renderer.directRasterizer()).rasterizer
        let red = SDL_Color(r: 255, g: 0, b: 0, a: 255), blue = SDL_Color(r: 0, g: 0, b: 255, a: 255)
        rasterizer.fillTriangle(Self.vertex(0, 0, red), Self.vertex(100, 0, blue), Self.vertex(0, 20, red), clip: SDL_Rect(x: 0, y: 0, w: 100, h: 100))
        // At x = 25.5 on row 0 (y 0.5): the blue vertex's weight is 25.5 / 100.
        RendererTests.expectColor(canvas.pixel(x: 25, y: 0), (190, 0, 65), tolerance: 1, "a quarter of the way to blue")
    }
}
