import Foundation
import KinemaCore
import Testing
import KinemaGraphics
@testable import KinemaLayers
@testable import KinemaUI

/// `CAShapeLayer`, `UIBezierPath` and `CGPath`: Apple's defaults and semantics, and the DisplayList items a
/// shape layer appends.
@MainActor
@Suite("Shape layers and paths")
struct ShapeLayerTests {
    static let red = RGBAColor(red: 1, green: 0, blue: 0)

    /// Apple's documentation of CAShapeLayer: fillColor "defaults to opaque black", strokeColor nil,
    /// lineWidth 1, miterLimit 10, lineCap butt, lineJoin miter, fillRule non-zero, strokeStart 0,
    /// strokeEnd 1, lineDashPhase 0, lineDashPattern nil.
    @Test func shapeLayerDefaultsAreApples() {
        let layer = CAShapeLayer()
        #expect(layer.path == nil)
        #expect(layer.fillColor == RGBAColor(red: 0, green: 0, blue: 0, alpha: 1))
        #expect(layer.strokeColor == nil)
        #expect(layer.lineWidth == 1 && layer.miterLimit == 10 && layer.lineDashPhase == 0)
        #expect(layer.lineCap == .butt && layer.lineJoin == .miter && layer.fillRule == .nonZero)
        #expect(layer.strokeStart == 0 && layer.strokeEnd == 1 && layer.lineDashPattern == nil)
        #expect([CAShapeLayerFillRule.nonZero.rawValue, CAShapeLayerFillRule.evenOdd.rawValue] == ["non-zero", "even-odd"])
        #expect([CAShapeLayerLineCap.butt, .round, .square].map(\.rawValue) == ["butt", "round", "square"])
        #expect([CAShapeLayerLineJoin.miter, .round, .bevel].map(\.rawValue) == ["miter", "round", "bevel"])
    }

    /// UIBezierPath's documented defaults: lineWidth 1, butt caps, miter joins, miterLimit 10, flatness 0.6,
    /// the nonzero rule.
    @Test func bezierPathDefaultsAreApples() {
        let path = UIBezierPath()
        #expect(path.lineWidth == 1 && path.miterLimit == 10 && path.flatness == 0.6)
        #expect(path.lineCapStyle == .butt && path.lineJoinStyle == .miter && !path.usesEvenOddFillRule)
        #expect(path.isEmpty && path.currentPoint == .zero && path.bounds.isNull)
    }

    /// UIKit: "a start angle of 0 radians, an end angle of π radians, and clockwise YES draws the bottom
    /// half of the circle"; Core Graphics' `clockwise` is the other way round on a y-down screen.
    @Test func clockwiseIsVisualForUIKitAndYUpForCoreGraphics() {
        let bottom = UIBezierPath(arcCenter: .zero, radius: 10, startAngle: 0, endAngle: .pi, clockwise: true)
        #expect(bottom.bounds.minY > -0.001 && bottom.bounds.maxY > 9.99)
        let top = CGMutablePath()
        top.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: .pi, clockwise: true)
        #expect(top.boundingBoxOfPath.maxY < 0.001 && top.boundingBoxOfPath.minY < -9.99)
        #expect(bottom.currentPoint.x < -9.99 && top.currentPoint.x < -9.99)
    }

    @Test func pathsBuildAndCompareAsCoreGraphicsDoes() {
        var transform = CGAffineTransform(translationX: 5, y: 0)
        let rect = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 20), transform: &transform)
        #expect(rect.boundingBox == CGRect(x: 5, y: 0, width: 10, height: 20))
        #expect(rect.contains(CGPoint(x: 6, y: 1)) && !rect.contains(CGPoint(x: 1, y: 1)))
        #expect(rect.copy() == rect && rect.mutableCopy() == rect)
        let lines = CGMutablePath()
        lines.addLines(between: [.zero, CGPoint(x: 10, y: 0), CGPoint(x: 10, y: 10)])
        lines.closeSubpath()
        #expect(lines.currentPoint == .zero, "closing goes back to the subpath's start")
        #expect(UIBezierPath(cgPath: lines).cgPath == lines)
        let oval = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 40, height: 20))
        #expect(oval.cgPath.boundingBoxOfPath == CGRect(x: 0, y: 0, width: 40, height: 20))
        #expect(oval.contains(CGPoint(x: 20, y: 10)) && !oval.contains(CGPoint(x: 1, y: 1)))
    }

    @Test func roundedCornersOnlyWhereAsked() {
        let path = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 100, height: 50), byRoundingCorners: [.topLeft], cornerRadii: CGSize(width: 80, height: 0))
        // One continuous corner (three cubics), its radius clamped so its reach, 1.52866 radii, is half
        // the shorter side (25): the path starts where the corner meets the top edge, 25 points in.
        let curves = path.cgPath.path.elements.filter { if case .curve = $0 { true } else { false } }
        #expect(curves.count == 3)
        #expect(path.contains(CGPoint(x: 99.5, y: 0.5)) && !path.contains(CGPoint(x: 1, y: 1)))
        guard case .move(to: let start)? = path.cgPath.path.elements.first else { Issue.record("a move first"); return }
        #expect(abs(start.x - 25) < 1e-9 && start.y == 0)
    }

    /// iOS 7's rounded rectangle (PaintCode's reconstruction): within reach, exactly the continuous
    /// corners of the radius asked; past it, the radius clamped so the short sides round whole; a
    /// `shadowPath` of it keeps the fast rounded-rectangle shadow.
    @Test func roundedRectanglesHaveContinuousCorners() throws {
        let box = CGRect(x: 0, y: 0, width: 200, height: 100)
        var expected = VectorPath()
        expected.addContinuousRoundedRect(box, radii: [20, 20, 20, 20])
        #expect(UIBezierPath(roundedRect: box, cornerRadius: 20).cgPath.path == expected)
        let limit = 50 / VectorPath.continuousCornerReach
        var clamped = VectorPath()
        clamped.addContinuousRoundedRect(box, radii: Array(repeating: limit, count: 4))
        #expect(UIBezierPath(roundedRect: box, cornerRadius: 40).cgPath.path == clamped)
        let square = UIBezierPath(roundedRect: box, cornerRadius: .nan).cgPath
        #expect(square.boundingBox == box && !square.path.elements.contains { if case .curve = $0 { true } else { false } }, "NaN: square corners")
        let radius = try #require(ShadowItem.roundedRectRadius(of: UIBezierPath(roundedRect: box, cornerRadius: 20).cgPath.path))
        #expect(abs(radius - 20) < 1e-9)
    }

    @Test func reversingAndApplyingKeepTheShape() {
        let path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10))
        path.lineWidth = 3
        let reversed = path.reversing()
        #expect(reversed.bounds == path.bounds && reversed.lineWidth == 3)
        #expect(reversed.cgPath.path.elements[1] == .line(to: CGPoint(x: 0, y: 10)), "back along the left side first")
        path.apply(CGAffineTransform(scaleX: 2, y: 3))
        #expect(path.bounds == CGRect(x: 0, y: 0, width: 20, height: 30))
        var dashes: [CGFloat] = [4, 2]
        path.setLineDash(&dashes, count: 2, phase: 1)
        var read = [CGFloat](repeating: 0, count: 2), count = 0, phase: CGFloat = 0
        path.getLineDash(&read, count: &count, phase: &phase)
        #expect(read == [4, 2] && count == 2 && phase == 1)
    }

    // MARK: - What the layer draws

    static func canvas() -> DisplayCanvas {
        DisplayCanvas(transform: CGAffineTransform(translationX: 20, y: 30), opacity: 0.5, displayIdentifier: DisplayIdentifier("ring"), backdrop: .white, items: [])
    }

    static func paths(_ canvas: DisplayCanvas) -> [PathItem] {
        canvas.items.compactMap { if case .path(let item) = $0 { item } else { nil } }
    }

    /// A ring of radius 40 about (50, 50), red, 8 wide, round caps, no fill.
    static func ring() -> CAShapeLayer {
        let layer = CAShapeLayer()
        layer.path = UIBezierPath(arcCenter: CGPoint(x: 50, y: 50), radius: 40, startAngle: -.pi / 2, endAngle: 3 * .pi / 2, clockwise: true).cgPath
        layer.fillColor = nil
        layer.strokeColor = red
        layer.lineWidth = 8
        layer.lineCap = .round
        return layer
    }

    @Test func aTrimmedRingIsOneStrokedItemOfItsLength() throws {
        let layer = Self.ring()
        layer.strokeEnd = 0.25
        var canvas = Self.canvas()
        layer.drawContents(in: &canvas, bounds: CGRect(x: 0, y: 0, width: 100, height: 100))
        let items = Self.paths(canvas)
        try #require(items.count == 1)
        let item = items[0]
        #expect(item.fillColor == nil && item.stroke?.cap == .round && item.stroke?.width == 8 && item.stroke?.color == Self.red)
        #expect(item.transform == CGAffineTransform(translationX: 20, y: 30) && item.opacity == 0.5 && item.identifier == "ring")
        // A quarter of a circle of radius 40: 20π long (the cubics within 0.03 % of it).
        #expect(abs(item.path.length - 20 * .pi) < 0.05, "\(item.path.length)")
        // From the top (50, 10) clockwise to the right (90, 50), grown by the half width (4; round caps).
        let box = try #require(DisplayItem.path(item).deviceBounds)
        #expect(abs(box.minX - 66) < 0.01 && abs(box.minY - 36) < 0.01 && abs(box.maxX - 114) < 0.01 && abs(box.maxY - 84) < 0.01, "\(box)")
        let dump = DisplayList(size: CGSize(width: 200, height: 200), items: canvas.items).dump
        #expect(dump.contains("path #ring 2 elements at (66.00, 36.00, 48.00, 48.00) stroke #ff0000ff width 8.00 opacity 0.50"), "\(dump)")
    }

    @Test func aFilledTrimmedShapeFillsWholeAndStrokesItsPart() {
        let layer = Self.ring()
        layer.fillColor = RGBAColor(red: 0, green: 0, blue: 1)
        layer.strokeStart = 0.5
        var canvas = Self.canvas()
        layer.drawContents(in: &canvas, bounds: .zero)
        let items = Self.paths(canvas)
        #expect(items.count == 2)
        #expect(items.first?.stroke == nil && items.first?.path == layer.path?.path, "the fill: the whole path")
        #expect(items.last?.fillColor == nil && abs((items.last?.path.length ?? 0) - 40 * .pi) < 0.1, "the stroke: half of it")
        layer.strokeStart = 0
        layer.lineDashPattern = [6, 3]
        canvas = Self.canvas()
        layer.drawContents(in: &canvas, bounds: .zero)
        #expect(Self.paths(canvas).count == 1 && Self.paths(canvas).first?.stroke?.dashPattern == [6, 3])
        layer.strokeEnd = 0.5
        layer.strokeStart = 0.6
        layer.fillColor = nil
        canvas = Self.canvas()
        layer.drawContents(in: &canvas, bounds: .zero)
        #expect(canvas.items.isEmpty, "strokeStart past strokeEnd draws nothing")
    }

    static func same(_ a: CGRect, _ b: CGRect) -> Bool {
        abs(a.minX - b.minX) < 1e-9 && abs(a.minY - b.minY) < 1e-9 && abs(a.maxX - b.maxX) < 1e-9 && abs(a.maxY - b.maxY) < 1e-9
    }

    @Test func boundsGrowByTheMitersReach() {
        // An equilateral triangle 10 wide: each corner's miter reaches half the width over sin 30°, twice
        // the half width (4 for a 4-wide line), within the limit of 10.
        let triangle = VectorPath(elements: [.move(to: .zero), .line(to: CGPoint(x: 10, y: 0)), .line(to: CGPoint(x: 5, y: 5 * 3.0.squareRoot())), .close])
        let miter = PathItem(path: triangle, fillColor: nil, stroke: PathItem.Stroke(color: Self.red, width: 4, join: .miter, miterLimit: 10))
        #expect(Self.same(miter.bounds.insetBy(dx: 4, dy: 4), triangle.bounds), "\(miter.bounds)")
        // Round joins reach half the width; a miter past its limit (1.5 here) is bevelled, so the same.
        let round = PathItem(path: triangle, fillColor: nil, stroke: PathItem.Stroke(color: Self.red, width: 4, join: .round))
        let bevelled = PathItem(path: triangle, fillColor: nil, stroke: PathItem.Stroke(color: Self.red, width: 4, join: .miter, miterLimit: 1.5))
        #expect(Self.same(round.bounds.insetBy(dx: 2, dy: 2), triangle.bounds) && bevelled.bounds == round.bounds)
        // A square's right angles: √2 times the half width.
        let square = VectorPath(elements: [.move(to: .zero), .line(to: CGPoint(x: 10, y: 0)), .line(to: CGPoint(x: 10, y: 10)), .line(to: CGPoint(x: 0, y: 10)), .close])
        let squareItem = PathItem(path: square, fillColor: nil, stroke: PathItem.Stroke(color: Self.red, width: 4))
        #expect(abs(squareItem.bounds.minX + 2 * 2.0.squareRoot()) < 1e-9, "\(squareItem.bounds)")
    }

    @Test func overlappingPathsOfAFadingViewAreGrouped() {
        let square = VectorPath(elements: [.move(to: .zero), .line(to: CGPoint(x: 10, y: 0)), .line(to: CGPoint(x: 10, y: 10)), .close])
        var items: [DisplayItem] = [.path(PathItem(path: square, fillColor: Self.red, stroke: nil, opacity: 0.5)),
                                    .path(PathItem(path: square, fillColor: Self.red, stroke: nil, opacity: 0.5))]
        DisplayCanvas.groupIfOverlapping(&items, from: 0, opacity: 0.5, identifier: .none, behind: nil)
        #expect(items.count == 4)
        if case .beginGroup = items[0] {} else { Issue.record("no group: \(items[0])") }
        #expect(items[1].opacity == 1)
    }
}
