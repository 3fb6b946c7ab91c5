import Foundation
import KinemaCore
import KinemaRaster
import KinemaGraphics
import KinemaLayers
import KinemaUI
import Testing
@testable import KinemaSDL

/// Projected layers in pixels, on both backends: a 300 × 200 layer with a checkerboard of 25-point
/// squares, turned 45° about y through its centre with m34 = −1/500, drawn on a 400 × 300 canvas and
/// compared pixel by pixel with an exact reference — each pixel's centre mapped back by the inverse
/// homography, worked out here from the layer's matrix, and the checkerboard read there analytically.
@MainActor
@Suite("Projected layer pixels", .serialized)
struct ProjectionRenderingTests {
    static let bounds = CGRect(x: 0, y: 0, width: 300, height: 200)
    static let blue = RGBAColor(red: 0, green: 0, blue: 1), red = RGBAColor(red: 1, green: 0, blue: 0)
    static let green = RGBAColor(red: 0, green: 1, blue: 0)

    /// `var t = CATransform3DIdentity; t.m34 = -1/500; t = CATransform3DRotate(t, angle, 0, 1, 0)` for a
    /// layer at `position`, anchored at its centre, as a map of its plane to the canvas.
    static func flip(degrees: Double, bounds: CGRect = bounds, position: CGPoint = CGPoint(x: 200, y: 150), axis: (CGFloat, CGFloat) = (0, 1)) -> ProjectiveTransform {
        var perspective = Transform3D.identity
        perspective.m34 = -1.0 / 500
        let turned = perspective.rotated(by: CGFloat(degrees * .pi / 180), x: axis.0, y: axis.1, z: 0)
        return ProjectiveTransform(.layer(bounds: bounds, position: position, anchorPoint: CGPoint(x: 0.5, y: 0.5), transform: turned))
    }

    /// Blue 25-point squares with red ones between, as plane items.
    static func checkerboard(_ bounds: CGRect = bounds) -> [DisplayItem] {
        var items: [DisplayItem] = [.rect(RoundedRect(rect: bounds, color: blue))]
        for row in 0..<Int(bounds.height / 25) {
            for column in 0..<Int(bounds.width / 25) where (row + column) % 2 == 1 {
                items.append(.rect(RoundedRect(rect: CGRect(x: bounds.minX + CGFloat(column) * 25, y: bounds.minY + CGFloat(row) * 25, width: 25, height: 25), color: red)))
            }
        }
        return items
    }

    /// The checkerboard's colour at a plane point, or nil outside the layer.
    static func checker(_ u: CGPoint, in bounds: CGRect = bounds) -> (Int, Int, Int)? {
        guard bounds.contains(u) else { return nil }
        let column = Int(((u.x - bounds.minX) / 25).rounded(.down)), row = Int(((u.y - bounds.minY) / 25).rounded(.down))
        return (row + column) % 2 == 1 ? (255, 0, 0) : (0, 0, 255)
    }

    /// The reference picture at a canvas point: what lies there by the inverse map, over white.
    typealias Reference = (CGPoint) -> (Int, Int, Int)

    static func reference(_ transform: ProjectiveTransform, bounds: CGRect = bounds) -> Reference {
        let inverse = transform.inverse!
        return { p in
            // (p, 1)·M⁻¹ = (u, 1)/W(u): positive where the plane point is in front of the eye, and only
            // what is in front of the renderer's near limit shows.
            guard let u = inverse.apply(p), transform.w(at: u) > ProjectiveTransform.nearestW else { return (255, 255, 255) }
            return checker(u, in: bounds) ?? (255, 255, 255)
        }
    }

    /// Draws `items` on a 400 × 300 canvas by the software backend, or by SDL's (`sdl`), optionally with
    /// a fixed grid.
    static func render(_ items: [DisplayItem], sdl: Bool, grid: ProjectionGrid? = nil) throws -> OffscreenCanvas {
        let canvas = try RendererTests.canvas(400, 300)
        if sdl { canvas.renderer.directSurface = nil }
        canvas.renderer.fixedProjectionGrid = grid
        RendererTests.draw(items, on: canvas)
        return canvas
    }

    /// Pixels compared (those whose reference is one colour within `margin` pixels all round: edges are
    /// filtered, and sampled a little differently by each path) and those off by more than `tolerance`
    /// (levels of 255).
    static func compare(_ canvas: OffscreenCanvas, with reference: Reference, tolerance: Int = 6, margin: CGFloat = 1.5) -> (compared: Int, wrong: Int, first: String?) {
        var (compared, wrong) = (0, 0)
        var first: String?
        let d = margin * 0.75
        let offsets: [(CGFloat, CGFloat)] = [(0, 0), (margin, 0), (-margin, 0), (0, margin), (0, -margin), (d, d), (-d, d), (d, -d), (-d, -d)]
        for y in 0..<canvas.height {
            for x in 0..<canvas.width {
                let centre = CGPoint(x: CGFloat(x) + 0.5, y: CGFloat(y) + 0.5)
                let expected = reference(centre)
                guard offsets.allSatisfy({ reference(CGPoint(x: centre.x + $0.0, y: centre.y + $0.1)) == expected }) else { continue }
                compared += 1
                let got = RendererTests.rgb(canvas.pixel(x: x, y: y))
                if abs(got.r - expected.0) > tolerance || abs(got.g - expected.1) > tolerance || abs(got.b - expected.2) > tolerance {
                    wrong += 1
                    if first == nil { first = "(\(x), \(y)): got \(got), expected \(expected)" }
                }
            }
        }
        return (compared, wrong, first)
    }

    /// The SDL path runs here on SDL's software renderer, whose textured triangles take one texel a
    /// pixel, unfiltered, by rounding of their own rather than at the pixel's centre: the picture sits
    /// up to about a pixel off (1.3 pixels along the checkerboard's edges at 135°, seen when this was
    /// written). Its edges are given 2.5 pixels; the affine mapping's error is ten times that.
    static let sdlMargin: CGFloat = 2.5
    /// The software path maps exactly, but its texture is the plane as SDL drew it, whose feathered
    /// edges land up to about a texel off too. Its scale is a step above the finest the perspective
    /// shows (`ProjectionPlan.step(above:)`), which moves where the squares' edges fall among the texels:
    /// at 1.5 pixels, 40 and 51 pixels 1.6 pixels inside the top edge read red 17 of 255 over the blue.
    /// Its edges are given 2 pixels.
    static let softwareMargin: CGFloat = 2

    static func flipItems(degrees: Double) -> [DisplayItem] {
        [.beginProjection(ProjectionGroup(transform: flip(degrees: degrees), bounds: bounds))] + checkerboard() + [.endProjection]
    }

    @Test(arguments: [(45.0, false), (45, true), (135, false), (135, true)])
    func aTexturedFlipIsPerspectiveCorrect(degrees: Double, sdl: Bool) throws {
        // At 135° the plane shows its back: mirrored, the right edge nearer (drawing it or not is the
        // layer's `isDoubleSided`, decided before the list is made).
        let canvas = try Self.render(Self.flipItems(degrees: degrees), sdl: sdl)
        let result = Self.compare(canvas, with: Self.reference(Self.flip(degrees: degrees)), margin: sdl ? Self.sdlMargin : Self.softwareMargin)
        // Of the canvas's 120,000 pixels, all but those near an edge are compared.
        #expect(result.compared > 75_000)
        #expect(result.wrong == 0, "\(sdl ? "SDL" : "software"): \(result.wrong) of \(result.compared) pixels off, first \(result.first ?? "-")")
    }

    @Test func anAffineMappingFailsTheSameComparison() throws {
        // One cell (two triangles, mapped affinely, as SDL's geometry call alone would): the picture
        // slides by up to about 24 pixels along the top edge, and the comparison must see it.
        let canvas = try Self.render(Self.flipItems(degrees: 45), sdl: true, grid: ProjectionGrid(columns: 1, rows: 1))
        let result = Self.compare(canvas, with: Self.reference(Self.flip(degrees: 45)), margin: Self.sdlMargin)
        #expect(result.wrong > result.compared / 20, "\(result.wrong) of \(result.compared) off")
    }

    @Test(arguments: [false, true])
    func aLayerTurnedPastTheEyeIsCutThere(sdl: Bool) throws {
        // 1,400 points wide, turned 60°: its left end comes 606 points toward an eye 500 away, so the
        // plane crosses W = 0 at x = −577 from the centre; the rest is drawn, nothing explodes.
        let wide = CGRect(x: 0, y: 0, width: 1400, height: 200)
        let transform = Self.flip(degrees: 60, bounds: wide)
        #expect(transform.frontPolygon(of: wide).count == 4 && transform.w(at: CGPoint(x: 0, y: 0)) < 0)
        let items: [DisplayItem] = [.beginProjection(ProjectionGroup(transform: transform, bounds: wide))] + Self.checkerboard(wide) + [.endProjection]
        let canvas = try Self.render(items, sdl: sdl)
        // Near the eye the plane shows many times magnified, beyond what the texture's 2,048-texel cap
        // resolves: a texel there is several pixels wide and the filter blends across one at each edge.
        let result = Self.compare(canvas, with: Self.reference(transform, bounds: wide), margin: 8)
        #expect(result.compared > 40_000)
        #expect(result.wrong == 0, "\(result.wrong) of \(result.compared) off, first \(result.first ?? "-")")
    }

    @Test(arguments: [false, true])
    func aProjectedLayerInsideAnotherIsFlattenedIntoItsPlane(sdl: Bool) throws {
        // The outer layer flipped 45° holds, at its centre, a 100 × 100 checkerboard turned 40° about x
        // with its own perspective: the reference maps a pixel back through the outer map, then the inner.
        let outer = Self.flip(degrees: 45)
        let innerBounds = CGRect(x: 0, y: 0, width: 100, height: 100)
        let inner = Self.flip(degrees: 40, bounds: innerBounds, position: CGPoint(x: 150, y: 100), axis: (1, 0))
        let items: [DisplayItem] = [.beginProjection(ProjectionGroup(transform: outer, bounds: Self.bounds)), .rect(RoundedRect(rect: Self.bounds, color: Self.green)),
                                    .beginProjection(ProjectionGroup(transform: inner, bounds: innerBounds))] + Self.checkerboard(innerBounds) + [.endProjection, .endProjection]
        let canvas = try Self.render(items, sdl: sdl)
        let (outerInverse, innerInverse) = (outer.inverse!, inner.inverse!)
        let result = Self.compare(canvas, with: { p in
            guard let u = outerInverse.apply(p), Self.bounds.contains(u) else { return (255, 255, 255) }
            guard let v = innerInverse.apply(u), let colour = Self.checker(v, in: innerBounds) else { return (0, 255, 0) }
            return colour
        })
        #expect(result.compared > 40_000)
        #expect(result.wrong == 0, "\(result.wrong) of \(result.compared) off, first \(result.first ?? "-")")
    }

    @Test func aLayerOffTheCanvasCostsNothing() throws {
        let away = Self.flip(degrees: 45, position: CGPoint(x: 2000, y: 150))
        let canvas = try RendererTests.canvas(400, 300)
        RendererTests.draw([.beginProjection(ProjectionGroup(transform: away, bounds: Self.bounds))] + Self.checkerboard() + [.endProjection], on: canvas)
        #expect(canvas.renderer.projections.drawn == 0)
        RendererTests.draw(Self.flipItems(degrees: 45), on: canvas)
        #expect(canvas.renderer.projections.drawn == 1, "the same layer on the canvas is drawn")
    }

    @Test func theFlipLooksRight() throws {
        // For a person to look at: KINEMA_PROJECTION_PNG=folder writes the software and SDL pictures.
        guard let folder = ProcessInfo.processInfo.environment["KINEMA_PROJECTION_PNG"] else { return }
        let wide = CGRect(x: 0, y: 0, width: 1400, height: 200)
        let pastTheEye: [DisplayItem] = [.beginProjection(ProjectionGroup(transform: Self.flip(degrees: 60, bounds: wide), bounds: wide))]
            + Self.checkerboard(wide) + [.endProjection]
        for sdl in [false, true] {
            let canvas = try Self.render(Self.flipItems(degrees: 45), sdl: sdl)
            try canvas.savePNG(to: folder + (sdl ? "/flip-sdl.png" : "/flip-software.png"))
            try Self.render(Self.flipItems(degrees: 135), sdl: sdl).savePNG(to: folder + (sdl ? "/back-sdl.png" : "/back-software.png"))
            try Self.render(pastTheEye, sdl: sdl).savePNG(to: folder + (sdl ? "/past-eye-sdl.png" : "/past-eye-software.png"))
        }
    }
}
