import Foundation
import KinemaCore

/// A keyframe animation's path as its drawn segments (moves left out, closing lines in), with their
/// lengths: where a point along it is, and which way it heads.
package struct KeyframePath {
    package let segments: [PathSegment]
    package let lengths: [Double]

    package init(_ path: VectorPath) {
        segments = path.subpaths.flatMap(\.drawnSegments)
        lengths = segments.map { Double($0.length(to: 1)) }
    }

    package var start: CGPoint { segments.first?.start ?? .zero }
    package var end: CGPoint { segments.last?.end ?? .zero }

    /// The parameter of segment `index` at `fraction` of its length (paced motion).
    package func parameter(segment index: Int, atFraction fraction: Double) -> Double {
        let length = CGFloat(lengths[index])
        return Double(segments[index].parameter(atLength: CGFloat(fraction) * length, of: length))
    }

    /// The direction of travel along segment `index` at parameter `t`, in radians from the x axis (y down:
    /// clockwise on screen).
    package func angle(segment index: Int, at t: Double) -> Double {
        let segment = segments[index]
        let step = 1e-3
        let ahead = segment.point(at: CGFloat(min(1, t + step)))
        let behind = segment.point(at: CGFloat(max(0, t - step)))
        return Double(atan2(ahead.y - behind.y, ahead.x - behind.x))
    }
}

/// A Kochanek–Bartels spline through keyframe values (Core Animation's `.cubic` mode): Hermite segments
/// whose tangents come from the neighbouring values, shaped by tension, continuity and bias per value
/// (0 each: Catmull-Rom). The end values' missing neighbours are the ends themselves.
package struct KochanekBartels {
    let frames: [LayerValue]
    let tension: [Double]
    let continuity: [Double]
    let bias: [Double]

    package init(frames: [LayerValue], tension: [Double], continuity: [Double], bias: [Double]) {
        (self.frames, self.tension, self.continuity, self.bias) = (frames, tension, continuity, bias)
    }

    /// The value on segment `index` (from frame `index` to the next) at `t`; nil for values that do
    /// not add and scale (the caller moves those linearly).
    package func value(segment index: Int, at t: Double) -> LayerValue? {
        let p0 = frames[index], p1 = frames[index + 1]
        guard let outgoing = tangent(at: index, incoming: false), let incoming = tangent(at: index + 1, incoming: true) else { return nil }
        let (t2, t3) = (t * t, t * t * t)
        let h00 = 2 * t3 - 3 * t2 + 1, h10 = t3 - 2 * t2 + t, h01 = -2 * t3 + 3 * t2, h11 = t3 - t2
        guard let a = p0.scaled(by: h00), let b = outgoing.scaled(by: h10), let c = p1.scaled(by: h01), let d = incoming.scaled(by: h11) else { return nil }
        return a.adding(b)?.adding(c)?.adding(d)
    }

    /// The tangent at frame `i`, leaving it (outgoing) or arriving (incoming).
    private func tangent(at i: Int, incoming: Bool) -> LayerValue? {
        let (t, c, b) = (parameter(tension, i), parameter(continuity, i), parameter(bias, i))
        let previous = frames[max(0, i - 1)], current = frames[i], next = frames[min(frames.count - 1, i + 1)]
        guard let back = current.subtracting(previous), let ahead = next.subtracting(current) else { return nil }
        let first = incoming ? (1 - t) * (1 + b) * (1 - c) / 2 : (1 - t) * (1 + b) * (1 + c) / 2
        let second = incoming ? (1 - t) * (1 - b) * (1 + c) / 2 : (1 - t) * (1 - b) * (1 - c) / 2
        guard let x = back.scaled(by: first), let y = ahead.scaled(by: second) else { return nil }
        return x.adding(y)
    }

    private func parameter(_ list: [Double], _ i: Int) -> Double { i < list.count ? list[i] : 0 }
}
