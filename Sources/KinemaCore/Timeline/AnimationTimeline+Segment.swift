import Foundation

extension AnimationTimeline {
    /// One stretch of running motion, from the held progress to the end or the start. It runs through its
    /// timing forward (`rate` 1) or, turned round, backward (`rate` −1): its own clock reads
    /// `elapsedAtStart` at `startTime`.
    struct Segment: Sendable {
        let startTime: Double
        let elapsedAtStart: Double
        let rate: Double
        let fromProgress: Double
        let toProgress: Double
        let fromFraction: Double
        let toFraction: Double
        let timing: ResolvedTiming

        /// Seconds into the motion at `time`, before clamping to [0, duration]: negative while a start
        /// delay runs (for ever, when the delay is +∞).
        private func rawElapsed(at time: Double) -> Double {
            let raw = elapsedAtStart + rate * (time - startTime)
            // ∞ − ∞: infinite time against a delay that never ends — still waiting.
            return raw.isNaN ? -Double.infinity : raw
        }

        private func elapsed(at time: Double) -> Double {
            min(timing.duration, max(0, rawElapsed(at: time)))
        }

        func progress(at time: Double) -> Double {
            fromProgress + (toProgress - fromProgress) * timing.progress(elapsed: elapsed(at: time))
        }

        func fraction(at time: Double) -> Double {
            guard timing.duration > 0 else { return isComplete(at: time) ? end.fraction : (rate > 0 ? fromFraction : toFraction) }
            // (A zero-length motion jumps; otherwise the fraction of time follows the clock linearly.)
            return fromFraction + (toFraction - fromFraction) * elapsed(at: time) / timing.duration
        }

        func velocity(at time: Double) -> Double {
            let raw = rawElapsed(at: time)
            guard raw >= 0, raw < timing.duration else { return 0 }
            return rate * (toProgress - fromProgress) * timing.velocity(elapsed: raw)
        }

        /// Whether the motion is over at `time` (within 1e-11 s: turning round adds and subtracts
        /// times, and a motion ending on a frame must end on that frame).
        func isComplete(at time: Double) -> Bool {
            let raw = rawElapsed(at: time)
            return rate > 0 ? raw >= timing.duration - 1e-11 : raw <= 1e-11
        }

        /// Where the motion ends: its far end going forward, where it began when retraced.
        var end: (fraction: Double, progress: Double) {
            rate > 0 ? (toFraction, toProgress) : (fromFraction, fromProgress)
        }

        /// Media time at which it ends.
        var completionTime: Double {
            rate > 0 ? startTime + (timing.duration - elapsedAtStart) : startTime + elapsedAtStart
        }

        /// The same motion, starting `seconds` later.
        func shifted(by seconds: Double) -> Segment {
            Segment(
                startTime: startTime + seconds, elapsedAtStart: elapsedAtStart, rate: rate,
                fromProgress: fromProgress, toProgress: toProgress,
                fromFraction: fromFraction, toFraction: toFraction, timing: timing)
        }

        /// The same motion turned round at `time`: from where it is, back along its path at the same speed.
        func turned(at time: Double) -> Segment {
            Segment(
                startTime: time, elapsedAtStart: elapsed(at: time), rate: -rate,
                fromProgress: fromProgress, toProgress: toProgress,
                fromFraction: fromFraction, toFraction: toFraction, timing: timing)
        }
    }
}
