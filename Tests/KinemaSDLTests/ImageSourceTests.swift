import CSDL2
import Foundation
import KinemaCore
import KinemaGraphics
import KinemaUI
import Testing
@testable import KinemaSDL

/// An image item's `source` part (a layer's `contentsRect`) and nine-part `slices` (`contentsCenter`)
/// in pixels, on the software path: upright copies, rounded clips and turned images (triangles).
@MainActor
@Suite("Image parts", .serialized)
struct ImageSourceTests {
    static let (red, green, blue) = (RGBAColor(red: 1, green: 0, blue: 0), RGBAColor(red: 0, green: 1, blue: 0), RGBAColor(red: 0, green: 0, blue: 1))

    /// A picture of `size` × `size` pixels from `items`, saved to a temporary PNG (the caller removes it).
    static func picture(_ size: Int, _ items: [DisplayItem]) throws -> String {
        let source = try RendererTests.canvas(size, size)
        RendererTests.draw(items, on: source)
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("kinema-parts-\(UUID().uuidString).png").path
        try source.savePNG(to: path)
        return path
    }

    /// 20 × 20 pixels in quadrants: red top left, blue top right, green bottom left, black bottom right.
    static func quadrants() throws -> String {
        let square = { (x: CGFloat, y: CGFloat, color: RGBAColor) in DisplayItem.rect(RoundedRect(rect: CGRect(x: x, y: y, width: 10, height: 10), color: color)) }
        return try picture(20, [square(0, 0, red), square(10, 0, blue), square(0, 10, green), square(10, 10, RGBAColor(red: 0, green: 0, blue: 0))])
    }

    /// The top-right quadrant (source (0.5, 0, 0.5, 0.5)) fills the rect: all of it blue, on each path.
    @Test func theSourcePartFillsTheRect() throws {
        let path = try Self.quadrants()
        defer { try? FileManager.default.removeItem(atPath: path) }
        let part = CGRect(x: 0.5, y: 0, width: 0.5, height: 0.5)
        let cases: [(String, ImageItem)] = [
            ("upright copy", ImageItem(path: path, rect: CGRect(x: 20, y: 20, width: 60, height: 60), source: part)),
            ("rounded clip", ImageItem(
                path: path, rect: CGRect(x: 20, y: 20, width: 60, height: 60), clip: CGRect(x: 20, y: 20, width: 60, height: 60),
                cornerRadius: 10, source: part)),
            // Turned by 90° about the canvas's centre: drawn as textured triangles.
            ("turned", ImageItem(
                path: path, rect: CGRect(x: -30, y: -30, width: 60, height: 60),
                transform: CGAffineTransform(rotationAngle: .pi / 2).concatenating(CGAffineTransform(translationX: 50, y: 50)), source: part)),
        ]
        for (name, item) in cases {
            let canvas = try RendererTests.canvas()
            RendererTests.draw([.image(item)], on: canvas)
            // Away from the edges' blending: every pixel the quadrant's blue, none of the other three.
            for y in stride(from: 26, through: 74, by: 4) {
                for x in stride(from: 26, through: 74, by: 4) {
                    RendererTests.expectColor(canvas.pixel(x: x, y: y), (0, 0, 255), tolerance: 8, "\(name) at (\(x), \(y))")
                }
            }
            RendererTests.expectColor(canvas.pixel(x: 10, y: 50), (255, 255, 255), tolerance: 0, "\(name): outside")
        }
    }

    /// 20 × 20 pixels: a red frame 5 pixels wide around a blue middle, sliced at a quarter each side
    /// and drawn 80 × 60 with fixed edges of 5 points: the frame stays 5 pixels wide, the middle stretches.
    @Test func nineSlicesKeepTheFrameAndStretchTheMiddle() throws {
        let path = try Self.picture(20, [
            .rect(RoundedRect(rect: CGRect(x: 0, y: 0, width: 20, height: 20), color: Self.red)),
            .rect(RoundedRect(rect: CGRect(x: 5, y: 5, width: 10, height: 10), color: Self.blue)),
        ])
        defer { try? FileManager.default.removeItem(atPath: path) }
        let canvas = try RendererTests.canvas()
        let slices = ImageSlices(center: CGRect(x: 0.25, y: 0.25, width: 0.5, height: 0.5), left: 5, right: 5, top: 5, bottom: 5)
        RendererTests.draw([.image(ImageItem(path: path, rect: CGRect(x: 10, y: 20, width: 80, height: 60), slices: slices))], on: canvas)
        for (x, y) in [(12, 50), (87, 50), (50, 22), (50, 77), (12, 22), (87, 77)] {
            RendererTests.expectColor(canvas.pixel(x: x, y: y), (255, 0, 0), tolerance: 8, "frame at (\(x), \(y))")
        }
        for (x, y) in [(18, 50), (81, 50), (50, 28), (50, 71), (50, 50)] {
            RendererTests.expectColor(canvas.pixel(x: x, y: y), (0, 0, 255), tolerance: 8, "middle at (\(x), \(y))")
        }
    }
}
