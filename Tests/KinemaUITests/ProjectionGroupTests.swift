import Foundation
import KinemaCore
import Testing
import KinemaGraphics
@testable import KinemaUI

/// A projected layer in the DisplayList: the canvas draws its items into the flat plane, the dump
/// shows the group and its projected corners, and the device-space questions (bounds, overlap for
/// opacity groups) see the projected quad, not the plane's coordinates.
@MainActor
@Suite("Projection groups in the DisplayList")
struct ProjectionGroupTests {
    /// A 45° turn about y of a 300 × 200 layer at (200, 150), m34 = −1/500 (the renderer tests' flip).
    static let flip: ProjectiveTransform = {
        var perspective = Transform3D.identity
        perspective.m34 = -1.0 / 500
        return ProjectiveTransform(.layer(
            bounds: CGRect(x: 0, y: 0, width: 300, height: 200), position: CGPoint(x: 200, y: 150),
            anchorPoint: CGPoint(x: 0.5, y: 0.5), transform: perspective.rotated(by: .pi / 4, x: 0, y: 1, z: 0)))
    }()
    static let bounds = CGRect(x: 0, y: 0, width: 300, height: 200)

    static func canvas() -> DisplayCanvas {
        DisplayCanvas(transform: CGAffineTransform(translationX: 5, y: 7), opacity: 1, displayIdentifier: DisplayIdentifier("card"), backdrop: .white, items: [])
    }

    @Test func theCanvasDrawsIntoThePlaneAndComesBack() {
        var canvas = Self.canvas()
        var inside: CGAffineTransform?
        canvas.projecting(Self.flip, bounds: Self.bounds) { plane in
            inside = plane.transform
            plane.fill(CGRect(x: 10, y: 10, width: 50, height: 50), color: .black)
        }
        #expect(inside == .identity, "the plane's own coordinates")
        #expect(canvas.transform == CGAffineTransform(translationX: 5, y: 7), "the transform is put back")
        guard canvas.items.count == 3, case .beginProjection(let group) = canvas.items[0], case .rect(let rect) = canvas.items[1],
            case .endProjection = canvas.items[2]
        else {
            Issue.record("begin, the fill, end: \(canvas.items)")
            return
        }
        #expect(group.bounds == Self.bounds && group.transform == Self.flip && group.identifier == "card")
        #expect(rect.transform == .identity)
    }

    @Test func theDumpShowsTheGroupAndItsCorners() {
        // Corners by the pinhole (x' = x·d/(d − z) about (200, 150)): the left edge, 150 from the axis,
        // turns to x = −106.066, z = +106.066 and shows at 200 − 106.066·500/393.934 = 65.376, with
        // 100·500/393.934 = 126.925 above and below the centre; the right at z = −106.066 at
        // 200 + 106.066·500/606.066 = 287.504, 100·500/606.066 = 82.499.
        let list = DisplayList(size: CGSize(width: 400, height: 300), items: [
            .beginProjection(ProjectionGroup(transform: Self.flip, bounds: Self.bounds, identifier: "card")),
            .rect(RoundedRect(rect: Self.bounds, color: .black)), .endProjection,
        ])
        let lines = list.dump.split(separator: "\n").map(String.init)
        #expect(lines[1] == "projection #card plane (0.00, 0.00, 300.00, 200.00) at (65.38, 23.08) (287.50, 67.50) (287.50, 232.50) (65.38, 276.92)", "\(lines[1])")
        #expect(lines[2].hasPrefix("  rect - at (0.00, 0.00, 300.00, 200.00)"), "items inside are indented, in plane points")
        #expect(lines[3] == "end-projection")
        let box = list.items[0].deviceBounds!
        #expect(abs(box.minX - 65.376) < 0.001 && abs(box.maxY - 276.925) < 0.001, "the projected quad's box: \(box)")
    }

    @Test func opacityGroupsSeeTheProjectedQuadNotThePlane() {
        // A fading view holding a projected layer and, beside it on the device, a rect. Inside the plane a
        // rect lies at (300…350, 0…50) in plane points — where the outside rect is on the device — but it
        // is drawn within the quad, which the outside rect does not touch: no overlap, no group.
        var items: [DisplayItem] = [
            .beginProjection(ProjectionGroup(transform: Self.flip, bounds: Self.bounds)),
            .rect(RoundedRect(rect: CGRect(x: 250, y: 0, width: 50, height: 50), color: .black)), .endProjection,
            .rect(RoundedRect(rect: CGRect(x: 300, y: 0, width: 50, height: 50), color: .black)),
        ]
        DisplayCanvas.groupIfOverlapping(&items, from: 0, opacity: 0.5, identifier: .none, behind: nil)
        #expect(items.count == 4, "no group: \(items)")
        // Moved onto the quad on the device, the outside rect overlaps it: a group.
        items[3] = .rect(RoundedRect(rect: CGRect(x: 200, y: 100, width: 50, height: 50), color: .black))
        DisplayCanvas.groupIfOverlapping(&items, from: 0, opacity: 0.5, identifier: .none, behind: nil)
        #expect(items.count == 6)
    }
}
