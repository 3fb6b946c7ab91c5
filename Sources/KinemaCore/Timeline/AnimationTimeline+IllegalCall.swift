import Foundation

extension AnimationTimeline {
    /// A call the animator's current state does not allow, with which call, which state and why.
    public struct IllegalCall: Error, Equatable, Sendable, CustomStringConvertible {
        /// The calls of `UIViewPropertyAnimator` that can be refused, spelled as UIKit spells them.
        public enum Call: String, Sendable, CaseIterable {
            case start = "startAnimation()"
            case pause = "pauseAnimation()"
            case continueAnimation = "continueAnimation(withTimingParameters:durationFactor:)"
            case stop = "stopAnimation(_:)"
            case finish = "finishAnimation(at:)"
            case addAnimations = "addAnimations(_:)"
            case setFractionComplete = "fractionComplete ="
            case setInterruptible = "isInterruptible ="
        }

        public let call: Call
        public let state: State
        public let isRunning: Bool
        public let isInterruptible: Bool
        public let reason: String

        public var description: String {
            let where_ = state == .active ? (isRunning ? "active (running)" : "active (paused)") : state.rawValue
            return "\(call.rawValue) is not allowed on an animator in state \(where_): \(reason)"
        }
    }
}
