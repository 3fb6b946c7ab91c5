import Foundation

/// The motion of a scroll view after the finger lifts, along one axis, as pure functions of time.
///
/// - Deceleration: velocity decays geometrically, by `rate` per millisecond (UIKit's `decelerationRate`:
///   0.998 normal, 0.99 fast): v(τ) = v₀·rate^(1000τ), x(τ) = x₀ + v₀·(rate^(1000τ) − 1) / (1000·ln rate).
/// - Bounce: past an edge, a critically damped spring pulls the offset back to it:
///   y(τ) = e^(−ωτ)·(y₀ + (v₀ + ω·y₀)·τ), with y the distance beyond the edge.
/// - Rubber band while dragging past an edge: f(x) = (1 − 1 / (x·c/d + 1))·d with c = 0.55 and d the
///   view's length along the axis, so the content follows ever more reluctantly and never passes d.
enum ScrollPhysics {
    /// Below this speed (points per second) deceleration stops.
    static let restingSpeed = 2.0
    /// Angular frequency of the edge bounce, rad/s (settles in about half a second).
    static let bounceOmega = 2 * Double.pi / 0.5
    static let rubberBandCoefficient = 0.55

    static func rubberBand(overshoot x: Double, dimension d: Double) -> Double {
        guard d > 0 else { return 0 }
        let sign: Double = x < 0 ? -1 : 1
        let magnitude = Swift.abs(x)
        return sign * (1 - 1 / (magnitude * rubberBandCoefficient / d + 1)) * d
    }

    /// A rubber-banded offset for a raw drag position, given the allowed range.
    static func rubberBanded(_ raw: Double, range: ClosedRange<Double>, dimension: Double) -> Double {
        if raw < range.lowerBound { return range.lowerBound + rubberBand(overshoot: raw - range.lowerBound, dimension: dimension) }
        if raw > range.upperBound { return range.upperBound + rubberBand(overshoot: raw - range.upperBound, dimension: dimension) }
        return raw
    }

    /// Inverse of `rubberBanded` (the raw drag position that shows `offset`), to resume a drag seamlessly.
    static func unRubberBanded(_ offset: Double, range: ClosedRange<Double>, dimension: Double) -> Double {
        func inverse(_ y: Double) -> Double {
            // y = (1 − 1/(x·c/d + 1))·d  ⇒  x = (d/c)·(1/(1 − y/d) − 1)
            let sign: Double = y < 0 ? -1 : 1
            let fraction = min(0.999, Swift.abs(y) / dimension)
            return sign * (dimension / rubberBandCoefficient) * (1 / (1 - fraction) - 1)
        }
        guard dimension > 0 else { return offset }
        if offset < range.lowerBound { return range.lowerBound + inverse(offset - range.lowerBound) }
        if offset > range.upperBound { return range.upperBound + inverse(offset - range.upperBound) }
        return offset
    }

    /// One axis after release: decelerating, bouncing back to an edge, or at rest.
    enum Motion: Equatable {
        case resting(position: Double)
        case decelerating(start: Double, velocity: Double, startTime: Double, rate: Double)
        case bouncing(edge: Double, overshoot: Double, velocity: Double, startTime: Double)

        /// The motion after release at `position` with `velocity`, inside `range`. Without `bounces`,
        /// an offset past an edge snaps to it. A non-finite velocity counts as none; a rate outside
        /// (0.5, 0.9999) is clamped into it.
        static func released(
            at position: Double, velocity rawVelocity: Double, range: ClosedRange<Double>, time: Double, rate rawRate: Double,
            bounces: Bool = true
        ) -> Motion {
            let velocity = rawVelocity.isFinite ? rawVelocity : 0
            let rate = rawRate.isFinite ? min(0.9999, max(0.5, rawRate)) : 0.998
            guard position.isFinite else { return .resting(position: range.lowerBound) }
            if !bounces && (position < range.lowerBound || position > range.upperBound) {
                return .resting(position: min(range.upperBound, max(range.lowerBound, position)))
            }
            if position < range.lowerBound || position > range.upperBound {
                let edge = position < range.lowerBound ? range.lowerBound : range.upperBound
                return .bouncing(edge: edge, overshoot: position - edge, velocity: velocity, startTime: time)
            }
            guard Swift.abs(velocity) > restingSpeed else { return .resting(position: position) }
            return .decelerating(start: position, velocity: velocity, startTime: time, rate: rate)
        }

        /// Position and velocity at `time`, and the motion that holds from then on (a deceleration that
        /// reaches an edge turns into a bounce at the exact moment it crosses, or stops there when the
        /// scroll view does not bounce).
        func state(at time: Double, range: ClosedRange<Double>, bounces: Bool = true) -> (position: Double, velocity: Double, next: Motion) {
            switch self {
            case .resting(let position):
                return (position, 0, self)
            case .decelerating(let start, let v0, let startTime, let rate):
                let k = 1000 * Foundation.log(rate)
                // Where it crosses an edge, if it does before stopping.
                let edge = v0 < 0 ? range.lowerBound : range.upperBound
                let argument = 1 + (edge - start) * k / v0
                if argument > 0 {
                    let crossing = Foundation.log(argument) / k
                    let stopping = Foundation.log(restingSpeed / Swift.abs(v0)) / k
                    if crossing >= 0, crossing < stopping, startTime + crossing <= time {
                        guard bounces else { return (edge, 0, .resting(position: edge)) }
                        let velocity = v0 * Foundation.exp(k * crossing)
                        let bounce = Motion.bouncing(edge: edge, overshoot: 0, velocity: velocity, startTime: startTime + crossing)
                        return bounce.state(at: time, range: range)
                    }
                }
                let tau = max(0, time - startTime)
                let decay = Foundation.exp(k * tau)
                let velocity = v0 * decay
                let position = start + v0 * (decay - 1) / k
                if Swift.abs(velocity) <= restingSpeed {
                    let clamped = min(range.upperBound, max(range.lowerBound, position))
                    return (clamped, 0, .resting(position: clamped))
                }
                return (position, velocity, self)
            case .bouncing(let edge, let y0, let v0, let startTime):
                let omega = bounceOmega
                let tau = max(0, time - startTime)
                let decay = Foundation.exp(-omega * tau)
                let b = v0 + omega * y0
                let y = decay * (y0 + b * tau)
                let velocity = decay * (b - omega * (y0 + b * tau))
                if !y.isFinite || !velocity.isFinite || (tau > 0 && Swift.abs(y) < 0.5 && Swift.abs(velocity) < 5) {
                    return (edge, 0, .resting(position: edge))
                }
                return (edge + y, velocity, self)
            }
        }

        var isResting: Bool {
            if case .resting = self { return true }
            return false
        }
    }
}
