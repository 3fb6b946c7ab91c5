import Foundation
import KinemaCore
import Testing
import KinemaGraphics
@testable import KinemaUI

/// A graphics context records what is drawn as DisplayList items (`CGContext`): the graphics state's
/// defaults are Core Graphics' (Apple's CGContext reference: black fill and stroke, width 1, butt caps,
/// miter joins, miter limit 10), and each item keeps the transform in force when it was drawn.
@MainActor
@Suite("Context recording")
struct ContextRecordingTests {
    static let red = RGBAColor(red: 1, green: 0, blue: 0)
    static let blue = RGBAColor(red: 0, green: 0, blue: 1)

    static func paths(_ items: [DisplayItem]) -> [PathItem] {
        items.compactMap { if case .path(let item) = $0 { item } else { nil } }
    }

    /// A 100 × 100 context: what `body` records, every clip closed.
    static func record(_ body: (CGContext) -> Void) -> [DisplayItem] {
        let context = CGContext(bounds: CGRect(x: 0, y: 0, width: 100, height: 100))
        GraphicsContextStack.drawing(into: context) { body(context) }
        return context.recordedItems
    }

    @Test func aFilledRectAndAStrokedBezierPathKeepTheirColoursAndStyle() throws {
        let items = Self.record { context in
            context.fill(CGRect(x: 10, y: 20, width: 30, height: 40))
            UIColor.red.setStroke()
            let path = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 50, height: 50))
            path.lineWidth = 4
            path.lineCapStyle = .round
            path.setLineDash([6, 2], count: 2, phase: 1)
            path.stroke()
        }
        let paths = Self.paths(items)
        try #require(paths.count == 2)
        // Core Graphics' default fill is opaque black; the rectangle is its four corners, closed.
        #expect(paths[0].fillColor == .black && paths[0].stroke == nil && paths[0].path.bounds == CGRect(x: 10, y: 20, width: 30, height: 40))
        let stroke = try #require(paths[1].stroke)
        #expect(paths[1].fillColor == nil && stroke.color == Self.red && stroke.width == 4 && stroke.cap == .round)
        #expect(stroke.dashPattern == [6, 2] && stroke.dashPhase == 1 && stroke.join == .miter && stroke.miterLimit == 10)
        #expect(paths[1].path.bounds == CGRect(x: 0, y: 0, width: 50, height: 50) && paths[1].transform == .identity)
    }

    /// The current transform, composed as Core Graphics composes it (each call applies before the
    /// current transform): translate (10, 20), then scale 2, then turn 90°: a user point (1, 0) lands at
    /// (10, 20) + 2·(0, 1) = (10, 22). Restoring the state brings back the transform it saved.
    @Test func transformsApplyInCoreGraphicsOrderAndRestoreWithTheState() throws {
        let items = Self.record { context in
            context.saveGState()
            context.translateBy(x: 10, y: 20)
            context.scaleBy(x: 2, y: 2)
            context.rotate(by: .pi / 2)
            context.setFillColor(Self.blue)
            context.fill(CGRect(x: 0, y: 0, width: 5, height: 5))
            context.restoreGState()
            context.fill(CGRect(x: 0, y: 0, width: 5, height: 5))
        }
        let paths = Self.paths(items)
        try #require(paths.count == 2)
        let landed = CGPoint(x: 1, y: 0).applying(paths[0].transform)
        #expect(abs(landed.x - 10) < 1e-9 && abs(landed.y - 22) < 1e-9, "\(landed)")
        #expect(paths[0].fillColor == Self.blue)
        #expect(paths[1].transform == .identity && paths[1].fillColor == .black, "the saved transform and colour are back")
    }

    /// A path built under one transform and stroked under another keeps its points where they were
    /// added (Core Graphics maps them as they are added), and its width is the stroke-time user space's.
    @Test func thePathKeepsThePlacesItsPointsWereAddedAt() throws {
        let items = Self.record { context in
            context.move(to: CGPoint(x: 0, y: 0))
            context.translateBy(x: 50, y: 0)
            context.addLine(to: CGPoint(x: 0, y: 10))
            context.scaleBy(x: 3, y: 3)
            context.setLineWidth(2)
            context.strokePath()
        }
        let item = try #require(Self.paths(items).first)
        let points = item.path.elements.compactMap { element -> CGPoint? in
            switch element {
            case .move(let p), .line(let p): return p.applying(item.transform)
            default: return nil
            }
        }
        #expect(points.count == 2 && abs(points[0].x) < 1e-9 && abs(points[1].x - 50) < 1e-9 && abs(points[1].y - 10) < 1e-9, "\(points)")
        #expect(item.stroke?.width == 2 && item.transform.a == 3, "2 user points under a scale of 3: 6 on the layer")
    }

    /// A linear gradient after a path clip fills the clip path, with its axis in user space; Core
    /// Graphics' default options paint nothing before the start or after the end (clear stops there).
    @Test func aGradientFillsTheClipPathAndStopsAtItsEnds() throws {
        let items = Self.record { context in
            let colors = [Self.red, Self.blue] as [Any]
            let locations: [CGFloat] = [0, 1]
            let gradient = CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(), colors: colors, locations: locations)!
            context.saveGState()
            UIBezierPath(ovalIn: CGRect(x: 20, y: 20, width: 60, height: 60)).addClip()
            context.drawLinearGradient(gradient, start: CGPoint(x: 20, y: 0), end: CGPoint(x: 80, y: 0), options: [])
            context.restoreGState()
        }
        let item = try #require(Self.paths(items).first)
        let gradient = try #require(item.fillGradient)
        #expect(item.path.bounds == CGRect(x: 20, y: 20, width: 60, height: 60), "the oval clip's path")
        #expect(gradient.kind == .axial && gradient.start == CGPoint(x: 20, y: 0) && gradient.end == CGPoint(x: 80, y: 0))
        #expect(gradient.color(at: -0.1) == .clear && gradient.color(at: 1.1) == .clear && gradient.color(at: 0.5) == Self.red + (Self.blue - Self.red).scaled(by: 0.5))
        // The clip's box is pushed around what follows and popped by the restore.
        #expect(items.first == .pushClip(rect: CGRect(x: 20, y: 20, width: 60, height: 60), transform: .identity, identifier: nil))
        #expect(items.last == .popClip && items.count == 3)
    }

    /// A radial gradient between concentric circles: Core Graphics' t runs from the start radius (10) to
    /// the end radius (40); Kinema's parameter is the distance over 40, so location 0 sits at 0.25.
    @Test func aRadialGradientMapsItsRadiiOntoTheParameter() throws {
        let items = Self.record { context in
            let gradient = CGGradient(colorsSpace: nil, colors: [Self.red, Self.blue], locations: nil)!
            context.drawRadialGradient(
                gradient, startCenter: CGPoint(x: 50, y: 50), startRadius: 10, endCenter: CGPoint(x: 50, y: 50), endRadius: 40,
                options: [.drawsBeforeStartLocation, .drawsAfterEndLocation])
        }
        let gradient = try #require(Self.paths(items).first?.fillGradient)
        #expect(gradient.kind == .radial && gradient.stops.map(\.location) == [0.25, 1])
        #expect(gradient.parameter(at: CGPoint(x: 50, y: 90)) == 1 && gradient.color(at: 0) == Self.red, "extended before the start")
    }

    @Test func textIsOneRunInItsFontAndColourAtItsPoint() throws {
        let items = Self.record { _ in
            "Hello".draw(at: CGPoint(x: 10, y: 30), withAttributes: [.font: UIFont.boldSystemFont(ofSize: 20), .foregroundColor: UIColor.blue])
        }
        guard items.count == 1, case .text(let run) = items[0] else {
            Issue.record("one text run: \(items)")
            return
        }
        #expect(run.text == "Hello" && run.fontSize == 20 && run.isBold && run.color == Self.blue)
        #expect(run.rect.origin == CGPoint(x: 10, y: 30) && run.rect.height == UIFont.boldSystemFont(ofSize: 20).lineHeight)
    }

    @Test func alphaAndClearActOnWhatIsDrawn() throws {
        let items = Self.record { context in
            context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
            context.clear(CGRect(x: 0, y: 0, width: 100, height: 100))
            context.setAlpha(0.5)
            UIColor.red.setFill()
            UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10)).fill(with: .normal, alpha: 0.5)
        }
        let paths = Self.paths(items)
        #expect(paths.count == 1 && paths.first?.opacity == 0.25, "the cleared square is gone; 0.5 × 0.5")
    }

    /// `CGContext.draw(_:in:)` draws a `CGImage` by Core Graphics' y-up rule, upside down in a UIKit
    /// context (Apple's "Drawing images" notes; the flip iOS code undoes), where `UIImage.draw(in:)`
    /// draws it upright.
    @Test func aCGImageDrawnByTheContextIsUpsideDownAsOnIOS() throws {
        let photo = UIImage(file: URL(fileURLWithPath: "/nowhere/photo.png"), pixelSize: CGSize(width: 40, height: 20), scale: 1)
        let rect = CGRect(x: 10, y: 30, width: 40, height: 20)
        let items = Self.record { context in
            context.draw(photo.cgImage!, in: rect)
            photo.draw(in: rect)
        }
        let images = items.compactMap { if case .image(let item) = $0 { item } else { nil } }
        #expect(images.count == 2)
        let (flipped, upright) = (images[0], images[1])
        #expect(flipped.transform.d == -1 && upright.transform.d == 1, "y turned over by the context's draw only")
        #expect(flipped.rect.applying(flipped.transform) == rect && upright.rect.applying(upright.transform) == rect, "both fill the rect")
    }
}
