import CSDL2
import Foundation
import KinemaCore
import KinemaUI
import Testing
@testable import KinemaSDL

/// What the software renderer is spared: triangles wholly outside the clip are not submitted (SDL's
/// software renderer formatted an error for each: "Parameter 'width' is invalid", 13 % of the curves
/// scene's frame under callgrind), and a rounded image's interior is copied as one rectangle, only its
/// rim tessellated (a fan over the whole image went over its area once per triangle).
@MainActor
@Suite("Triangle costs", .serialized)
struct TriangleCostTests {
    @Test func trianglesOutsideTheClipAreLeftOutAndTheRestDrawn() throws {
        let canvas = try RendererTests.canvas()
        SDL_ClearError()
        // A line across the canvas, clipped to its left quarter; a long curve far below the clip too.
        let far = (0...200).map { CGPoint(x: Double($0) / 2, y: 95 - 5 * sin(Double($0) / 10)) }
        RendererTests.draw([
            .pushClip(rect: CGRect(x: 0, y: 0, width: 25, height: 60), transform: .identity, identifier: nil),
            .line(LineItem(points: [CGPoint(x: 5, y: 30.5), CGPoint(x: 95, y: 30.5)], width: 3, color: .black)),
            .line(LineItem(points: far, width: 1.5, color: .black)),
            .popClip,
        ], on: canvas)
        let error = String(cString: SDL_GetError())
        #expect(!error.contains("is invalid"), "SDL was handed triangles it could not draw: \(error)")
        RendererTests.expectColor(canvas.pixel(x: 15, y: 30), (0, 0, 0), tolerance: 10, "the line inside the clip")
        RendererTests.expectColor(canvas.pixel(x: 60, y: 30), (255, 255, 255), tolerance: 0, "clipped away")
        RendererTests.expectColor(canvas.pixel(x: 50, y: 95), (255, 255, 255), tolerance: 0, "the curve below the clip")
    }

    @Test func aRoundedImagesInteriorIsThePixelAlignedRectClearOfItsCorners() {
        // 100 × 50 with a radius of 10: inset by 10.5, rounded inward to whole pixels.
        #expect(DisplayListRenderer.interior(of: CGRect(x: 0, y: 0, width: 100, height: 50), radius: 10, transform: .identity)
            == CGRect(x: 11, y: 11, width: 78, height: 28))
        // Scaled 2× and moved: in window pixels.
        #expect(DisplayListRenderer.interior(of: CGRect(x: 0, y: 0, width: 100, height: 50), radius: 10, transform: CGAffineTransform(a: 2, b: 0, c: 0, d: 2, tx: 5, ty: 0))
            == CGRect(x: 26, y: 21, width: 158, height: 58))
        // Rotated, or too small for an interior: none (all triangles, as before).
        #expect(DisplayListRenderer.interior(of: CGRect(x: 0, y: 0, width: 100, height: 50), radius: 10, transform: CGAffineTransform(rotationAngle: 0.1)) == nil)
        #expect(DisplayListRenderer.interior(of: CGRect(x: 0, y: 0, width: 24, height: 24), radius: 10, transform: .identity) == nil)
    }

    @Test func aRoundedImageLooksAsBeforeInsideAndAtItsCorners() throws {
        // The picture: 20 × 10, left half red, right half blue; drawn 80 × 40 with a radius of 12.
        let path = try RendererTests.redBluePicture()
        defer { try? FileManager.default.removeItem(atPath: path) }
        let canvas = try RendererTests.canvas()
        let rect = CGRect(x: 10, y: 30, width: 80, height: 40)
        RendererTests.draw([.image(ImageItem(path: path, rect: rect, clip: rect, cornerRadius: 12))], on: canvas)
        RendererTests.expectColor(canvas.pixel(x: 30, y: 50), (255, 0, 0), tolerance: 4, "the interior, left")
        RendererTests.expectColor(canvas.pixel(x: 70, y: 50), (0, 0, 255), tolerance: 4, "the interior, right")
        RendererTests.expectColor(canvas.pixel(x: 13, y: 50), (255, 0, 0), tolerance: 4, "the rim along the left edge")
        RendererTests.expectColor(canvas.pixel(x: 30, y: 32), (255, 0, 0), tolerance: 4, "the rim along the top")
        RendererTests.expectColor(canvas.pixel(x: 11, y: 31), (255, 255, 255), tolerance: 8, "the corner cut away")
        RendererTests.expectColor(canvas.pixel(x: 88, y: 68), (255, 255, 255), tolerance: 8, "the opposite corner too")
        RendererTests.expectColor(canvas.pixel(x: 50, y: 75), (255, 255, 255), tolerance: 0, "below the image")
    }
}
