import Foundation

extension VectorPath {
    /// An arc of the circle about `center`, from `startAngle` to `endAngle` (radians from the positive x
    /// axis, a point at angle θ being center + radius·(cos θ, sin θ)), as Core Graphics builds one: a line
    /// from the current point to the arc's start (a move when there is none), then cubic curves of at
    /// most 90° each.
    ///
    /// `increasingAngle` runs the arc towards larger angles: on a screen whose y axis points down (UIKit's)
    /// that is visually clockwise — `UIBezierPath`'s `clockwise: true`, and Core Graphics' `clockwise:
    /// false` (Core Graphics names directions as seen with y up). Run that way, a sweep of 2π or more is
    /// a whole circle; run the other way round, the sweep is reduced modulo 2π (so an end 2π behind the
    /// start draws nothing), as Core Graphics does.
    public mutating func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, increasingAngle: Bool) {
        let fullTurn = 2 * CGFloat.pi
        var sweep = increasingAngle ? endAngle - startAngle : startAngle - endAngle
        guard sweep.isFinite, radius.isFinite else { return }
        if sweep >= fullTurn {
            sweep = fullTurn
        } else if sweep < 0 {
            sweep = sweep.truncatingRemainder(dividingBy: fullTurn)
            if sweep < 0 { sweep += fullTurn }
        }
        let signedSweep = increasingAngle ? sweep : -sweep
        let start = Self.point(on: center, radius: radius, angle: startAngle)
        if currentPoint == nil { move(to: start) } else { addLine(to: start) }
        let count = max(1, Int((sweep / (CGFloat.pi / 2) - 1e-9).rounded(.up)))
        let step = signedSweep / CGFloat(count)
        guard sweep > 0 else { return }
        // A cubic of a circular arc of angle φ: control points along the tangents at 4/3·tan(φ/4)·r.
        let handle = 4 / 3 * tan(step / 4) * radius
        for index in 0..<count {
            let a0 = startAngle + CGFloat(index) * step, a1 = a0 + step
            let (p0, p1) = (Self.point(on: center, radius: radius, angle: a0), Self.point(on: center, radius: radius, angle: a1))
            addCurve(
                to: p1, control1: CGPoint(x: p0.x - handle * sin(a0), y: p0.y + handle * cos(a0)),
                control2: CGPoint(x: p1.x + handle * sin(a1), y: p1.y - handle * cos(a1)))
        }
    }

    private static func point(on center: CGPoint, radius: CGFloat, angle: CGFloat) -> CGPoint {
        CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
    }

    /// A closed rectangle: from its origin (min x, min y) along the x axis first, then closed — on a
    /// y-down screen, clockwise, as Core Graphics' `addRect` and `UIBezierPath(rect:)` run.
    public mutating func addRect(_ rect: CGRect) {
        let r = rect.standardized
        move(to: CGPoint(x: r.minX, y: r.minY))
        addLine(to: CGPoint(x: r.maxX, y: r.minY))
        addLine(to: CGPoint(x: r.maxX, y: r.maxY))
        addLine(to: CGPoint(x: r.minX, y: r.maxY))
        close()
    }

    /// The ellipse inscribed in `rect` as four cubic curves (handles of 0.5523 of the half-axes: the
    /// circle's quarter arc's 4/3·tan(π/8)), a closed subpath from (max x, mid y). `increasingAngle`
    /// runs it towards (mid x, max y) first (visually clockwise on a y-down screen: `UIBezierPath(ovalIn:)`);
    /// otherwise towards (mid x, min y), Core Graphics' "clockwise" (`addEllipse(in:)`).
    public mutating func addEllipse(in rect: CGRect, increasingAngle: Bool) {
        let r = rect.standardized
        let k = 4 / 3 * tan(CGFloat.pi / 8)
        let (cx, cy, rx) = (r.midX, r.midY, r.width / 2)
        let ry = (increasingAngle ? 1 : -1) * r.height / 2
        let (hx, hy) = (k * rx, k * ry)
        move(to: CGPoint(x: cx + rx, y: cy))
        addCurve(to: CGPoint(x: cx, y: cy + ry), control1: CGPoint(x: cx + rx, y: cy + hy), control2: CGPoint(x: cx + hx, y: cy + ry))
        addCurve(to: CGPoint(x: cx - rx, y: cy), control1: CGPoint(x: cx - hx, y: cy + ry), control2: CGPoint(x: cx - rx, y: cy + hy))
        addCurve(to: CGPoint(x: cx, y: cy - ry), control1: CGPoint(x: cx - rx, y: cy - hy), control2: CGPoint(x: cx - hx, y: cy - ry))
        addCurve(to: CGPoint(x: cx + rx, y: cy), control1: CGPoint(x: cx + hx, y: cy - ry), control2: CGPoint(x: cx + rx, y: cy - hy))
        close()
    }

    /// A closed rectangle with elliptical corners (`radii` per corner: top-left, top-right, bottom-right,
    /// bottom-left on a y-down screen, each clamped to half the side), run clockwise on a y-down screen
    /// from the end of the top-left corner; a square corner where a radius is 0.
    public mutating func addRoundedRect(_ rect: CGRect, radii: [CGSize]) {
        let r = rect.standardized
        let radii = (0..<4).map { index -> CGSize in
            let size = index < radii.count ? radii[index] : .zero
            return CGSize(width: min(max(0, size.width), r.width / 2), height: min(max(0, size.height), r.height / 2))
        }
        let (tl, tr, br, bl) = (radii[0], radii[1], radii[2], radii[3])
        move(to: CGPoint(x: r.minX + tl.width, y: r.minY))
        addLine(to: CGPoint(x: r.maxX - tr.width, y: r.minY))
        addCorner(center: CGPoint(x: r.maxX - tr.width, y: r.minY + tr.height), radius: tr, from: -CGFloat.pi / 2)
        addLine(to: CGPoint(x: r.maxX, y: r.maxY - br.height))
        addCorner(center: CGPoint(x: r.maxX - br.width, y: r.maxY - br.height), radius: br, from: 0)
        addLine(to: CGPoint(x: r.minX + bl.width, y: r.maxY))
        addCorner(center: CGPoint(x: r.minX + bl.width, y: r.maxY - bl.height), radius: bl, from: CGFloat.pi / 2)
        addLine(to: CGPoint(x: r.minX, y: r.minY + tl.height))
        addCorner(center: CGPoint(x: r.minX + tl.width, y: r.minY + tl.height), radius: tl, from: CGFloat.pi)
        close()
    }

    /// A quarter ellipse about `center` from angle `from` to `from` + π/2 (one cubic); nothing when square.
    private mutating func addCorner(center: CGPoint, radius: CGSize, from angle: CGFloat) {
        guard radius.width > 0, radius.height > 0 else { return }
        let k = 4 / 3 * tan(CGFloat.pi / 8)
        let (c0, s0, c1, s1) = (cos(angle), sin(angle), cos(angle + .pi / 2), sin(angle + .pi / 2))
        let p0 = CGPoint(x: center.x + radius.width * c0, y: center.y + radius.height * s0)
        let p1 = CGPoint(x: center.x + radius.width * c1, y: center.y + radius.height * s1)
        addCurve(
            to: p1, control1: CGPoint(x: p0.x - k * radius.width * s0, y: p0.y + k * radius.height * c0),
            control2: CGPoint(x: p1.x + k * radius.width * s1, y: p1.y - k * radius.height * c1))
    }
}
