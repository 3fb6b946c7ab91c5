import CSDL2
import Foundation
import KinemaCore
import KinemaGraphics
import KinemaUI
import Testing
@testable import KinemaSDL

/// What the software renderer is spared: triangles wholly outside the clip are not submitted (SDL's
/// software renderer formatted an error for each: "Parameter 'width' is invalid", 13 % of the curves
/// scene's frame under callgrind); a rounded image drawn straight into a surface takes no triangle at
/// all (its rim is mixed by coverage), and elsewhere its interior is copied as one rectangle and only its
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

    /// Straight into a surface, a rounded image's rim is mixed by the coverage a rounded rectangle's
    /// edges get: a one-colour picture at a fractional place matches a rectangle of that colour, corners
    /// and edges too (SDL's triangles, the path before, were up to 191 levels off at the rim).
    @Test func aRoundedImagesRimMatchesARoundedRectangles() throws {
        let source = try RendererTests.canvas(8, 8)
        let teal = RGBAColor(red: 0.1, green: 0.6, blue: 0.7)
        RendererTests.draw([.rect(RoundedRect(rect: CGRect(x: 0, y: 0, width: 8, height: 8), color: teal))], on: source)
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("kinema-teal-\(UUID().uuidString).png").path
        try source.savePNG(to: path)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let rect = CGRect(x: 10.4, y: 12.7, width: 61.3, height: 47.5)
        let backdrop: [DisplayItem] = [.rect(RoundedRect(rect: CGRect(x: 0, y: 0, width: 50, height: 100), color: RGBAColor(red: 0.9, green: 0.2, blue: 0.3)))]
        for (radius, opacity) in [(9.0, 1.0), (14.5, 0.6)] {
            let image = try RendererTests.canvas(), shape = try RendererTests.canvas()
            RendererTests.draw(backdrop + [.image(ImageItem(path: path, rect: rect, clip: rect, cornerRadius: radius, opacity: opacity))], on: image)
            RendererTests.draw(backdrop + [.rect(RoundedRect(rect: rect, cornerRadius: radius, color: teal, opacity: opacity))], on: shape)
            var worst = 0
            for y in 0..<100 {
                for x in 0..<100 {
                    let a = RendererTests.rgb(image.pixel(x: x, y: y)), b = RendererTests.rgb(shape.pixel(x: x, y: y))
                    worst = max(worst, abs(a.r - b.r), abs(a.g - b.g), abs(a.b - b.b))
                }
            }
            // Opaque: exact. Translucent: SDL's blender truncates the copied image's alpha (a level), and
            // the rim's mix rounds from that (one more).
            #expect(worst <= (opacity < 1 ? 2 : 0), "radius \(radius), opacity \(opacity): the image differs from the rectangle by \(worst) levels")
        }
    }

    /// On SDL's path an upright rounded rectangle is a cross of plain fills and a rim of triangles around
    /// it (`RectCross`). At a fractional place, opaque and translucent over two colours: every pixel two
    /// or more inside the edge is the software path's exact colour — to the level when opaque, within the
    /// two levels SDL's blend rounds away when translucent (no seam between the fills and the triangles,
    /// nothing blended twice), and every pixel is within a few levels of the rim around
    /// the rectangle clear of the corners all round, the path before (SDL's triangles land up to about a
    /// pixel off either way, so neither is compared with exact coverage at the edge).
    @Test func anUprightRoundedRectOnSDLsPathIsItsCrossAndRim() throws {
        let rect = CGRect(x: 8.3, y: 10.6, width: 80.4, height: 70.9)
        let backdrop: [DisplayItem] = [
            .rect(RoundedRect(rect: CGRect(x: 0, y: 0, width: 50, height: 100), color: RGBAColor(red: 0.9, green: 0.2, blue: 0.3))),
        ]
        for (radius, opacity) in [(12.0, 1.0), (20.0, 0.55), (30.0, 0.8)] {
            let items = backdrop + [.rect(RoundedRect(rect: rect, cornerRadius: radius, color: RGBAColor(red: 0.1, green: 0.6, blue: 0.7), opacity: opacity))]
            let cross = try RendererTests.canvas(), before = try RendererTests.canvas(), exact = try RendererTests.canvas()
            (cross.renderer.directSurface, before.renderer.directSurface) = (nil, nil)
            before.renderer.drawsRectCrosses = false
            for canvas in [cross, before, exact] { RendererTests.draw(items, on: canvas) }
            var (inside, insideBefore, apart) = (0, 0, 0)
            for y in 0..<100 {
                for x in 0..<100 {
                    let a = RendererTests.rgb(cross.pixel(x: x, y: y)), b = RendererTests.rgb(exact.pixel(x: x, y: y))
                    let c = RendererTests.rgb(before.pixel(x: x, y: y))
                    apart = max(apart, abs(a.r - c.r), abs(a.g - c.g), abs(a.b - c.b))
                    // The pixel centre's distance inside the rounded edge, and from the backdrop's edge.
                    let p = CGPoint(x: Double(x) + 0.5, y: Double(y) + 0.5), r = CGFloat(radius)
                    let cx = min(max(p.x, rect.minX + r), rect.maxX - r), cy = min(max(p.y, rect.minY + r), rect.maxY - r)
                    let depth = r - ((p.x - cx) * (p.x - cx) + (p.y - cy) * (p.y - cy)).squareRoot()
                    guard depth >= 2, abs(p.x - 50) >= 2 else { continue }
                    inside = max(inside, abs(a.r - b.r), abs(a.g - b.g), abs(a.b - b.b))
                    insideBefore = max(insideBefore, abs(c.r - b.r), abs(c.g - b.g), abs(c.b - b.b))
                }
            }
            // Opaque: exact. Translucent: SDL's blend rounds its own way, two levels at most, as before.
            #expect(inside <= (opacity < 1 ? 2 : 0) && inside <= max(insideBefore, 0), "radius \(radius), opacity \(opacity): \(inside) levels off inside (\(insideBefore) before)")
            #expect(apart <= 2, "radius \(radius), opacity \(opacity): \(apart) levels from the rim around the rectangle clear of the corners")
        }
    }
}
