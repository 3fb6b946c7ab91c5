import Foundation
import KinemaCore

/// The track's shortcuts checked the long way (the tests run it after every frame of the frame path's
/// differential tests): the plain animation held outside the list, the entries read in place through
/// raw memory, and the unowned reference to the view.
extension PropertyTrack {
    /// One line per broken promise; none when the track holds: the plain animation is held only alone,
    /// at most one listed entry is not additive (a non-additive one replaces the others), the owner is
    /// `view` (so a change reaches the view's kept values), and the value read in place
    /// (`presentation(at:)`) is the one the entries give read as plain values.
    func checkInvariants(owner view: UIView, at time: Double) -> [String] {
        var violations: [String] = []
        let name = "\(view.invariantName), \(self.name) track"
        if owner !== view { violations.append("\(name): its owner is not its view, so its changes would not reach it") }
        if holdsPlainAnimation && !list.isEmpty { violations.append("\(name): holds a plain animation beside a list") }
        let replacing = list.count { !$0.isAdditive }
        if replacing > 1 { violations.append("\(name): \(replacing) non-additive entries (each replaces those before)") }
        let fast = presentation(at: time), long = presentationTheLongWay(at: time)
        if fast != long { violations.append("\(name): shows \(fast) at \(time), its entries give \(long)") }
        return violations
    }

    /// The value on screen at `time` worked out from the entries as plain values: the newest non-additive
    /// entry's (or the model), plus the additive ones', oldest first.
    func presentationTheLongWay(at time: Double) -> Value {
        var base = model
        var offset: Value?
        for entry in entries {
            let value = entry.valueTheLongWay(at: time)
            if entry.isAdditive { offset = offset.map { $0 + value } ?? value } else { base = value }
        }
        return offset.map { base + $0 } ?? base
    }
}

extension TrackEntry {
    /// The entry's value at `time`, read as a plain value (`value(of:at:)` reads it in place).
    @MainActor
    func valueTheLongWay(at time: Double) -> Value {
        switch driver {
        case .time:
            animation.value(at: time)
        case .animator(let animator, let startFraction):
            animation.value(atProgress: animator.progress(ofGroupStartingAt: startFraction, at: animator.now))
        }
    }
}
