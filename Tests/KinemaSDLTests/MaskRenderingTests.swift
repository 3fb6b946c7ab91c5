import Foundation
import KinemaCore
import KinemaGraphics
@testable import KinemaLayers
@testable import KinemaUI
import Testing
@testable import KinemaSDL

/// Masks, rounded clips and path shadows through the renderer, on both backends (the software one
/// straight into the surface; SDL's, here its software renderer, through an offscreen target), each
/// against a reference worked out here: coverage by 32 × 32 samples a pixel, a gradient's values, and
/// a blurred oval integrated numerically. Set KINEMA_MASK_PNG to a folder to keep the pictures.
@MainActor
@Suite("Mask rendering", .serialized)
struct MaskRenderingTests {
    /// The two backends' canvases, white.
    static func canvases(_ width: Int, _ height: Int) throws -> [(name: String, canvas: OffscreenCanvas)] {
        let software = try RendererTests.canvas(width, height), sdl = try RendererTests.canvas(width, height)
        sdl.renderer.directSurface = nil
        return [("software", software), ("sdl", sdl)]
    }

    static func save(_ canvas: OffscreenCanvas, _ name: String) throws {
        guard let folder = ProcessInfo.processInfo.environment["KINEMA_MASK_PNG"] else { return }
        try canvas.savePNG(to: folder + "/\(name).png")
    }

    static func emptyCanvas() -> DisplayCanvas {
        DisplayCanvas(transform: .identity, opacity: 1, displayIdentifier: DisplayIdentifier(nil), backdrop: .white, items: [])
    }

    /// The share of the pixel (x, y) where `inside` holds, by 32 × 32 samples at sub-pixel centres.
    static func sampledCoverage(_ x: Int, _ y: Int, _ inside: (Double, Double) -> Bool) -> Double {
        var count = 0
        for i in 0..<32 {
            for j in 0..<32 where inside(Double(x) + (Double(i) + 0.5) / 32, Double(y) + (Double(j) + 0.5) / 32) { count += 1 }
        }
        return Double(count) / 1024
    }

    /// The largest and the mean difference (in steps of 255) between the canvas's red channel and
    /// 255 · (1 − coverage) over the pixels given (black or red over white: green shows coverage too).
    static func greenDifferences(_ canvas: OffscreenCanvas, _ pixels: [(Int, Int)], coverage: (Int, Int) -> Double) -> (largest: Int, mean: Double, at: (Int, Int)) {
        var largest = 0, total = 0, at = (0, 0)
        for (x, y) in pixels {
            let expected = Int((255 * (1 - coverage(x, y))).rounded())
            let difference = abs(RendererTests.rgb(canvas.pixel(x: x, y: y)).g - expected)
            if difference > largest { (largest, at) = (difference, (x, y)) }
            total += difference
        }
        return (largest, Double(total) / Double(max(1, pixels.count)), at)
    }

    // MARK: - Rounded clips

    /// A black square filling an 80 × 80 clip of corner radius 30 at (10, 10).
    static func roundedClipItems(content: CGRect = CGRect(x: 0, y: 0, width: 100, height: 100)) -> [DisplayItem] {
        var canvas = emptyCanvas()
        let opening = canvas.openClip(CGRect(x: 10, y: 10, width: 80, height: 80), cornerRadius: 30, transform: .identity)
        canvas.fill(content, color: .black)
        canvas.closeClip(opening)
        return canvas.items
    }

    @Test func aRoundedClipsCornerFollowsTheCircle() throws {
        let items = Self.roundedClipItems()
        #expect(items.contains { if case .beginMask = $0 { true } else { false } }, "the square reaches the corners: masked")
        // The top-left corner's 30 × 30 pixels against the circle about (40, 40) of radius 30.
        let corner = (10..<40).flatMap { y in (10..<40).map { x in (x, y) } }
        for (name, canvas) in try Self.canvases(100, 100) {
            RendererTests.draw(items, on: canvas)
            try Self.save(canvas, "rounded-clip-\(name)")
            let (largest, mean, _) = Self.greenDifferences(canvas, corner) { x, y in
                Self.sampledCoverage(x, y) { u, v in u >= 40 || v >= 40 || (u - 40) * (u - 40) + (v - 40) * (v - 40) <= 900 }
            }
            // Cairo's coverage (PathRasterTests: within 7.7/255 of exact at an edge, 0.6/255 on average).
            #expect(largest <= 9 && mean <= 1.5, "\(name): largest \(largest), mean \(mean)")
            RendererTests.expectColor(canvas.pixel(x: 50, y: 10), (0, 0, 0), tolerance: 0, "\(name): the straight top edge")
            RendererTests.expectColor(canvas.pixel(x: 50, y: 9), (255, 255, 255), tolerance: 0, "\(name): above the clip")
            RendererTests.expectColor(canvas.pixel(x: 12, y: 12), (255, 255, 255), tolerance: 0, "\(name): outside the rounding")
        }
    }

    @Test func contentClearOfTheCornersNeedsNoMask() {
        let items = Self.roundedClipItems(content: CGRect(x: 40, y: 20, width: 20, height: 60))
        #expect(!items.contains { if case .beginMask = $0 { true } else { false } }, "a square clip cuts it the same")
        #expect(items.count == 3, "clip, rect, end-clip")
    }

    // MARK: - Masks

    /// A red 100 × 100 layer at (10, 10) masked by a shape layer's circle of radius 45 about its centre
    /// (inside the square: the square's own edges, which SDL's backend feathers, stay out of the test).
    static func circleMaskedItems() -> [DisplayItem] {
        let layer = CALayer()
        layer.frame = CGRect(x: 10, y: 10, width: 100, height: 100)
        layer.backgroundColor = RendererTests.red
        let circle = CAShapeLayer()
        var path = VectorPath()
        path.addEllipse(in: CGRect(x: 5, y: 5, width: 90, height: 90), increasingAngle: true)
        circle.path = CGPath(path: path)
        layer.mask = circle
        var canvas = emptyCanvas()
        layer.display(into: &canvas, parent: LayerParent(transform: .identity, opacity: 1, sublayerTransform: nil), time: 0)
        return canvas.items
    }

    @Test func aShapeLayersCircleMasksASquare() throws {
        let items = Self.circleMaskedItems()
        #expect(DisplayList(size: CGSize(width: 120, height: 120), items: items).dump.contains("mask - (15.00, 15.00, 90.00, 90.00) by [path"))
        let all = (0..<120).flatMap { y in (0..<120).map { x in (x, y) } }
        for (name, canvas) in try Self.canvases(120, 120) {
            RendererTests.draw(items, on: canvas)
            try Self.save(canvas, "circle-mask-\(name)")
            RendererTests.expectColor(canvas.pixel(x: 60, y: 60), (255, 0, 0), tolerance: 0, "\(name): inside")
            RendererTests.expectColor(canvas.pixel(x: 16, y: 16), (255, 255, 255), tolerance: 0, "\(name): outside, in the square's corner")
            let (largest, mean, at) = Self.greenDifferences(canvas, all) { x, y in
                Self.sampledCoverage(x, y) { u, v in (u - 60) * (u - 60) + (v - 60) * (v - 60) <= 2025 }
            }
            #expect(largest <= 9 && mean <= 0.5, "\(name): the edge against the circle's coverage: largest \(largest) at \(at), mean \(mean)")
        }
    }

    /// A black 200 × 20 layer masked by a gradient from opaque black at the left to clear at the right.
    static func gradientMaskedItems() -> [DisplayItem] {
        let layer = CALayer()
        layer.frame = CGRect(x: 0, y: 0, width: 200, height: 20)
        layer.backgroundColor = .black
        let fade = CAGradientLayer()
        fade.frame = layer.bounds
        fade.colors = [RGBAColor.black, RGBAColor.clear]
        fade.startPoint = CGPoint(x: 0, y: 0.5)
        fade.endPoint = CGPoint(x: 1, y: 0.5)
        layer.mask = fade
        var canvas = emptyCanvas()
        layer.display(into: &canvas, parent: LayerParent(transform: .identity, opacity: 1, sublayerTransform: nil), time: 0)
        return canvas.items
    }

    @Test func aGradientMaskRampsTheAlpha() throws {
        for (name, canvas) in try Self.canvases(200, 20) {
            RendererTests.draw(Self.gradientMaskedItems(), on: canvas)
            try Self.save(canvas, "gradient-mask-\(name)")
            // The mask's alpha at a pixel's centre is 1 − t, t = (x + 0.5) / 200 (the axial rule, paths.md):
            // black over white at that alpha is 255 · t.
            var largest = 0
            for x in 0..<200 {
                let expected = Int((255 * (Double(x) + 0.5) / 200).rounded())
                largest = max(largest, abs(RendererTests.rgb(canvas.pixel(x: x, y: 10)).g - expected))
            }
            #expect(largest <= 3, "\(name): the ramp within \(largest) steps")
        }
    }

    // MARK: - Shadow paths

    /// The blur (σ = 4) of the ellipse inscribed in (30, 30, 60, 40) at (x, y): for each row v of the
    /// ellipse (steps of 1/16 point) its interval's closed-form blur along x, times the Gaussian in y.
    static func blurredOval(_ x: Double, _ y: Double) -> Double {
        let (cx, cy, rx, ry, sigma) = (60.0, 50.0, 30.0, 20.0, 4.0)
        var sum = 0.0
        let step = 1.0 / 16
        var v = cy - ry + step / 2
        while v < cy + ry {
            let half = rx * (1 - (v - cy) * (v - cy) / (ry * ry)).squareRoot()
            let gy = exp(-(y - v) * (y - v) / (2 * sigma * sigma)) / (sigma * (2 * Double.pi).squareRoot())
            let s = 1 / (sigma * 2.0.squareRoot())
            sum += step * gy * 0.5 * (erf((x - (cx - half)) * s) - erf((x - (cx + half)) * s))
            v += step
        }
        return sum
    }

    @Test func anOvalShadowPathIsTheOvalBlurred() throws {
        var path = VectorPath()
        path.addEllipse(in: CGRect(x: 30, y: 30, width: 60, height: 40), increasingAngle: true)
        var canvas = Self.emptyCanvas()
        canvas.shadow(path: path, offset: .zero, radius: 4, color: .black)
        #expect(canvas.items.count == 1)
        guard case .shadow(let shadow)? = canvas.items.first else { return }
        #expect(shadow.path == path, "an oval is drawn as its path")
        let all = (0..<100).flatMap { y in (0..<120).map { x in (x, y) } }
        for (name, target) in try Self.canvases(120, 100) {
            RendererTests.draw(canvas.items, on: target)
            try Self.save(target, "oval-shadow-\(name)")
            let (largest, _, _) = Self.greenDifferences(target, all) { x, y in Self.blurredOval(Double(x) + 0.5, Double(y) + 0.5) }
            // The reference is the blur at the pixel's centre, the drawing its average over the pixel:
            // at σ = 4 pixels they differ by under a step. Measured 1 (software) and 2 (SDL, which blends
            // the bitmap's straight alpha) steps.
            #expect(largest <= 3, "\(name): within \(largest) steps of the integrated blur")
        }
    }

    @Test func aRoundedRectShadowPathKeepsTheFastShadow() {
        var canvas = Self.emptyCanvas()
        var path = VectorPath()
        path.addRoundedRect(CGRect(x: 10, y: 10, width: 80, height: 40), radii: Array(repeating: CGSize(width: 8, height: 8), count: 4))
        canvas.shadow(path: path, offset: .zero, radius: 4, color: .black)
        var rect = VectorPath()
        rect.addRect(CGRect(x: 10, y: 10, width: 80, height: 40))
        canvas.shadow(path: rect, offset: .zero, radius: 4, color: .black)
        let shadows = canvas.items.compactMap { item -> ShadowItem? in if case .shadow(let s) = item { s } else { nil } }
        #expect(shadows.map(\.path) == [nil, nil], "both by the sliced rounded-rect shadow")
        #expect(shadows.map(\.cornerRadius) == [8, 0])
    }
}
