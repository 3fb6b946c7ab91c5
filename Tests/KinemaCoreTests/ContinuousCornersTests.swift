import Foundation
import Testing
@testable import KinemaCore

/// Continuous corners against the public reconstruction they follow (PaintCode, "Code for iOS 7 rounded
/// rectangles"): the curve leaves the edge 1.52866483 radii from the corner, is still within 0.0082
/// radii of the edge one radius from it (its first cubic at t = ½: (1.0087, 0.00819)), and crosses the
/// diagonal at 0.2915 radii from each edge (its middle cubic at t = ½).
@Suite("Continuous corners")
struct ContinuousCornersTests {
    static func continuous(_ rect: CGRect, radii: [CGFloat]) -> VectorPath {
        var path = VectorPath()
        path.addContinuousRoundedRect(rect, radii: radii)
        return path
    }

    @Test func theCornerFollowsTheReconstructionsPoints() throws {
        let path = Self.continuous(CGRect(x: 0, y: 0, width: 400, height: 400), radii: [100, 100, 100, 100])
        guard case .move(let start) = path.elements.first else { Issue.record("a move first"); return }
        #expect(abs(start.x - 152.866483) < 1e-9 && start.y == 0, "\(start)")
        #expect(path.bounds == CGRect(x: 0, y: 0, width: 400, height: 400))
        // One radius in from the left, a circle's corner has met the top edge; the continuous one has not.
        #expect(!path.contains(CGPoint(x: 100.87, y: 0.4), evenOdd: false))
        #expect(path.contains(CGPoint(x: 100.87, y: 1.2), evenOdd: false))
        var circle = VectorPath()
        circle.addRoundedRect(CGRect(x: 0, y: 0, width: 400, height: 400), radii: Array(repeating: CGSize(width: 100, height: 100), count: 4))
        #expect(circle.contains(CGPoint(x: 100.87, y: 0.4), evenOdd: false))
        // On the diagonal: (0.63149399 + 3·0.37282392 + 3·0.16905899 + 0.07491100) / 8 = 0.2915067 radii.
        #expect(path.contains(CGPoint(x: 29.25, y: 29.25), evenOdd: false) && !path.contains(CGPoint(x: 29.05, y: 29.05), evenOdd: false))
        // The same at the opposite corner: the walk's four corners are one corner turned.
        #expect(path.contains(CGPoint(x: 370.75, y: 370.75), evenOdd: false) && !path.contains(CGPoint(x: 370.95, y: 370.95), evenOdd: false))
    }

    @Test func aSquareCornerStaysSquareAndATooLargeRadiusIsCircular() {
        let tag = Self.continuous(CGRect(x: 0, y: 0, width: 100, height: 40), radii: [0, 10, 10, 10])
        #expect(tag.contains(CGPoint(x: 0.2, y: 0.2), evenOdd: false) && !tag.contains(CGPoint(x: 99.8, y: 0.2), evenOdd: false))
        // 40 × 1.5287 = 61 points of reach do not fit in half of 100: the reconstruction has no curve there.
        let capsule = Self.continuous(CGRect(x: 0, y: 0, width: 100, height: 100), radii: [40, 40, 40, 40])
        var circle = VectorPath()
        circle.addRoundedRect(CGRect(x: 0, y: 0, width: 100, height: 100), radii: Array(repeating: CGSize(width: 40, height: 40), count: 4))
        #expect(capsule == circle)
    }
}
