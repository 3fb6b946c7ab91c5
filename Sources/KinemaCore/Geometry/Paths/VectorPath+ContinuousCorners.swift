import Foundation

/// iOS's continuous corners (`CALayerCornerCurve.continuous`), by the best public reconstruction:
/// PaintCode's "Code for iOS 7 rounded rectangles" (PixelCut, 2013), which measured `UIBezierPath`'s
/// rounded rectangle of iOS 7 — the curve Core Animation's continuous corners keep. Apple publishes no
/// rule. Each corner leaves the straight edge 1.52866483 radii before the corner (a circle leaves at 1),
/// so the curvature eases in, through three cubics joined by two short lines.
extension VectorPath {
    /// How far a continuous corner reaches along each edge, in radii (the reconstruction's number).
    public static let continuousCornerReach: CGFloat = 1.52866483

    /// One corner from the edge it is entered by to the edge it leaves by, in radii: x along the
    /// incoming edge back from the corner, y along the outgoing edge away from it. Three points make a
    /// cubic (two controls, an end), one a line (the reconstruction's table).
    static let continuousCorner: [[CGPoint]] = [
        [CGPoint(x: 1.08849323, y: 0), CGPoint(x: 0.86840689, y: 0), CGPoint(x: 0.66993427, y: 0.06549600)],
        [CGPoint(x: 0.63149399, y: 0.07491100)],
        [CGPoint(x: 0.37282392, y: 0.16905899), CGPoint(x: 0.16905899, y: 0.37282392), CGPoint(x: 0.07491100, y: 0.63149399)],
        [CGPoint(x: 0.06549600, y: 0.66993427)],
        [CGPoint(x: 0, y: 0.86840689), CGPoint(x: 0, y: 1.08849323), CGPoint(x: 0, y: continuousCornerReach)],
    ]

    /// A closed rectangle with continuous corners of `radii` (top left, top right, bottom right, bottom
    /// left; 0 leaves a corner square), clockwise on screen from the top edge, as `addRoundedRect` runs.
    /// Where a corner's reach does not fit in half the shorter side, the reconstruction has no curve:
    /// Kinema draws that rectangle's corners circular (`addRoundedRect`), as a capsule shows on iOS.
    public mutating func addContinuousRoundedRect(_ rect: CGRect, radii: [CGFloat]) {
        let r = rect.standardized
        let radii = (0..<4).map { index in index < radii.count && radii[index].isFinite ? max(0, radii[index]) : 0 }
        guard let largest = radii.max(), largest * Self.continuousCornerReach <= min(r.width, r.height) / 2 else {
            return addRoundedRect(r, radii: radii.map { CGSize(width: $0, height: $0) })
        }
        // Each corner: where it is, the way back along the edge it is entered by, the way along the next.
        let corners: [(corner: CGPoint, back: CGVector, next: CGVector)] = [
            (CGPoint(x: r.maxX, y: r.minY), CGVector(dx: -1, dy: 0), CGVector(dx: 0, dy: 1)),
            (CGPoint(x: r.maxX, y: r.maxY), CGVector(dx: 0, dy: -1), CGVector(dx: -1, dy: 0)),
            (CGPoint(x: r.minX, y: r.maxY), CGVector(dx: 1, dy: 0), CGVector(dx: 0, dy: -1)),
            (CGPoint(x: r.minX, y: r.minY), CGVector(dx: 0, dy: 1), CGVector(dx: 1, dy: 0)),
        ]
        let order = [radii[1], radii[2], radii[3], radii[0]]
        move(to: Self.point(0, Self.continuousCornerReach * order[3], of: corners[3]))
        for (index, place) in corners.enumerated() {
            let radius = order[index]
            addLine(to: Self.point(Self.continuousCornerReach * radius, 0, of: place))
            guard radius > 0 else { continue }
            for step in Self.continuousCorner {
                let points = step.map { Self.point($0.x * radius, $0.y * radius, of: place) }
                if points.count == 3 { addCurve(to: points[2], control1: points[0], control2: points[1]) } else { addLine(to: points[0]) }
            }
        }
        close()
    }

    /// The point `along` back from a corner on its incoming edge and `into` along its outgoing one.
    private static func point(_ along: CGFloat, _ into: CGFloat, of place: (corner: CGPoint, back: CGVector, next: CGVector)) -> CGPoint {
        CGPoint(
            x: place.corner.x + along * place.back.dx + into * place.next.dx,
            y: place.corner.y + along * place.back.dy + into * place.next.dy)
    }
}
