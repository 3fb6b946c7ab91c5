import Foundation
import KinemaCore

extension TuningSession {
    /// The motion the scene tunes now: its curve in focus, else its spring — the UIKit numbers and the
    /// spring they make under the session's rule; nil when it tunes neither.
    public var tunedMotion: TunedMotion? {
        if let focus = scene.curveInFocus { return .curve(focus.curve, duration: focus.duration) }
        guard let tuned = scene.tunedSpring else { return nil }
        let duration = tuned.duration.parameter.value + tuned.durationOffset
        let ratio = tuned.damping.parameter.value, velocity = tuned.velocity?.parameter.value ?? 0
        return .spring(
            duration: duration, dampingRatio: ratio, initialVelocity: velocity,
            spring: springRule.spring(duration: duration, dampingRatio: ratio, initialVelocity: velocity))
    }

    /// The tuning in `dialect`, with the command line that reopens it; nil when the scene tunes no
    /// spring or curve to export (UIKit's is the scene's own code, always there).
    public func code(in dialect: CodeDialect) -> String? {
        guard dialect != .uikit else { return codeToCopy }
        guard let motion = tunedMotion else { return nil }
        let reopen = dialect == .css ? "/* Reopen in Kinema: \(commandLine) */" : "// Reopen in Kinema: \(commandLine)"
        return MotionExport.code(motion, as: dialect) + reopen + "\n"
    }
}
