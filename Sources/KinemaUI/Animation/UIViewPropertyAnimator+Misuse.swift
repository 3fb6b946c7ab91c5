import Foundation
import KinemaCore

/// What UIKit raises when an animator is misused, and how Kinema stops the program the same way.
///
/// UIKit checks these with assertions and exceptions inside `UIViewPropertyAnimator`; an app that trips
/// one terminates with "Terminating app due to uncaught exception …". Kinema stops with the same
/// exception name and reason, followed by its own line naming the call and the state. Where UIKit's
/// reason is not known (starting, pausing or scrubbing a stopped animator), the reason is Kinema's.
extension UIViewPropertyAnimator {
    /// An uncaught exception as UIKit raises it: its name and reason.
    struct RaisedException: Equatable {
        let name: String
        let reason: String

        static let internalInconsistency = "NSInternalInconsistencyException"
        static let generic = "NSGenericException"
        static let invalidArgument = "NSInvalidArgumentException"

        /// The line an uncaught Objective-C exception prints as the app terminates.
        var terminationMessage: String {
            "*** Terminating app due to uncaught exception '\(name)', reason: '\(reason)'"
        }
    }

    /// UIKit's exception for a call the timeline refused; `animator` is the animator's description.
    static func exception(for refusal: AnimationTimeline.IllegalCall, animator: String) -> RaisedException {
        let inconsistency = RaisedException.internalInconsistency
        switch refusal.call {
        case .finish:
            return RaisedException(name: inconsistency, reason: "finishAnimationAtPosition: should only be called on a stopped animator!")
        case .stop where refusal.state == .stopped && refusal.isInterruptible:
            return RaisedException(name: inconsistency, reason: "Animator \(animator) is already stopped!")
        case .stop where !refusal.isInterruptible:
            return RaisedException(name: inconsistency, reason: "An animator \(animator) that is not interruptible cannot be stopped!")
        case .pause where !refusal.isInterruptible:
            return RaisedException(name: inconsistency, reason: "An animator \(animator) that is not interruptible cannot be paused!")
        case .setFractionComplete where !refusal.isInterruptible && refusal.state == .inactive:
            return RaisedException(name: inconsistency, reason: "An animator (\(animator)) can be only started in the paused state if it is interruptible!")
        case .continueAnimation where !refusal.isInterruptible:
            return RaisedException(name: inconsistency, reason: "An animator \(animator) that is not interruptible cannot be continued or reversed!")
        case .setInterruptible:
            return RaisedException(name: RaisedException.generic, reason: "It is not allowed to set the interruptible property of an active animator (\(animator))")
        default:
            return RaisedException(name: inconsistency, reason: refusal.description)
        }
    }

    /// Stops the program as UIKit's uncaught exception does, with Kinema's explanation after it.
    func raise(_ exception: RaisedException, explanation: String? = nil) -> Never {
        var message = exception.terminationMessage
        if let explanation { message += "\n(Kinema: \(explanation))" }
        fatalError(message)
    }
}
