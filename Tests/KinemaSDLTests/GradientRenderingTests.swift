import Foundation
import KinemaCore
import KinemaGraphics
@testable import KinemaLayers
@testable import KinemaUI
import Testing
@testable import KinemaSDL

/// Gradient layers through the renderer: both backends draw the path bitmap of each kind alike, and a
/// still frame draws none again. Set KINEMA_GRADIENT_PNG to a folder to keep the picture.
@MainActor
@Suite("Gradient rendering", .serialized)
struct GradientRenderingTests {
    /// Three 90 × 90 gradient layers side by side, rounded by 20 and half-faded in the middle: axial
    /// (corner to corner, three colours), radial (an ellipse inscribed in the square), conic (from the top).
    static func items() -> [DisplayItem] {
        let kinds: [CAGradientLayerType] = [.axial, .radial, .conic]
        var canvas = DisplayCanvas(transform: .identity, opacity: 1, displayIdentifier: DisplayIdentifier(nil), backdrop: .white, items: [])
        for (index, kind) in kinds.enumerated() {
            let layer = CAGradientLayer()
            layer.type = kind
            layer.colors = [RGBAColor(red: 1, green: 0.2, blue: 0.3), RGBAColor(red: 1, green: 0.8, blue: 0), RGBAColor(red: 0.1, green: 0.4, blue: 1)]
            layer.cornerRadius = 20
            (layer.startPoint, layer.endPoint) = kind == .axial ? (.zero, CGPoint(x: 1, y: 1)) : (CGPoint(x: 0.5, y: 0.5), CGPoint(x: kind == .radial ? 1 : 0.5, y: kind == .radial ? 1 : 0))
            canvas.transform = CGAffineTransform(translationX: 5 + CGFloat(index) * 100, y: 5)
            canvas.opacity = index == 1 ? 0.5 : 1
            layer.drawContents(in: &canvas, bounds: CGRect(x: 0, y: 0, width: 90, height: 90))
        }
        return canvas.items
    }

    @Test func bothBackendsDrawTheSamePixels() throws {
        let software = try RendererTests.canvas(300, 100), sdl = try RendererTests.canvas(300, 100)
        sdl.renderer.directSurface = nil
        RendererTests.draw(Self.items(), on: software)
        RendererTests.draw(Self.items(), on: sdl)
        if let folder = ProcessInfo.processInfo.environment["KINEMA_GRADIENT_PNG"] {
            try software.savePNG(to: folder + "/gradients-software.png")
            try sdl.savePNG(to: folder + "/gradients-sdl.png")
        }
        // As for shape layers (PathRenderingTests): the SDL backend blends straight alpha, a step or two apart.
        var largest = 0
        for y in 0..<100 {
            for x in 0..<300 {
                let (a, b) = (RendererTests.rgb(software.pixel(x: x, y: y)), RendererTests.rgb(sdl.pixel(x: x, y: y)))
                largest = max(largest, abs(a.r - b.r), abs(a.g - b.g), abs(a.b - b.b))
            }
        }
        #expect(largest <= 3, "largest channel difference \(largest)")
        for canvas in [software, sdl] {
            // The axial's middle (50, 50) is its second colour (255, 204, 0), t = 0.506 at the pixel's centre:
            // (252, 203, 3); the corner (6, 6) is outside
            // the rounding: white.
            RendererTests.expectColor(canvas.pixel(x: 50, y: 50), (255, 204, 0), tolerance: 4, "the axial's middle")
            RendererTests.expectColor(canvas.pixel(x: 6, y: 6), (255, 255, 255), tolerance: 0, "outside the rounded corner")
            // The conic's right (290, 50): a quarter turn from the top, halfway from the first colour to the
            // second: (255, 128, 38).
            RendererTests.expectColor(canvas.pixel(x: 290, y: 50), (255, 128, 38), tolerance: 4, "the conic's right")
        }
    }

    @Test func aStillFrameDrawsNoGradientAgain() throws {
        let canvas = try RendererTests.canvas(300, 100)
        RendererTests.draw(Self.items(), on: canvas)
        #expect(canvas.renderer.paths.rasterizations == 3)
        RendererTests.draw(Self.items(), on: canvas)
        #expect(canvas.renderer.paths.rasterizations == 3, "a still frame: the same bitmaps")
    }
}
