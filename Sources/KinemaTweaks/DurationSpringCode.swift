import Foundation
import KinemaCore

/// A UIKit duration spring — `usingSpringWithDamping:` over a duration — written so a phone moves the
/// same way under the session's rule. Under UIKit's rule that is the call itself. Under Kinema's settle
/// rule the phone would pick another stiffness for the same numbers, so the code names the spring that
/// ran: `UISpringTimingParameters(mass:stiffness:damping:initialVelocity:)` in a property animator.
package struct DurationSpringCode {
    var duration: Double
    /// Written in place of the duration's number (the menu's `duration`, from `transitionDuration`).
    var durationText: String?
    /// The delay, as Swift.
    var delay: String
    var damping: Double
    var velocity: Double
    /// The `options:` argument as Swift, or nil for a call without one.
    var options: String?
    var rule: DurationSpringRule
    /// The property animator's name under the settle rule (another than a name the code around has).
    var animatorName = "animator"

    package init(
        duration: Double, durationText: String? = nil, delay: String, damping: Double, velocity: Double,
        options: String?, rule: DurationSpringRule, animatorName: String = "animator"
    ) {
        self.duration = duration
        self.durationText = durationText
        self.delay = delay
        self.damping = damping
        self.velocity = velocity
        self.options = options
        self.rule = rule
        self.animatorName = animatorName
    }

    /// The spring the numbers make under the rule (mass 1).
    var spring: Spring { rule.spring(duration: duration, dampingRatio: damping, initialVelocity: velocity) }

    /// `UISpringTimingParameters(mass: 1, stiffness: …, damping: …, initialVelocity: …)` with the spring in force.
    package func timingParameters(initialVelocity: String) -> String {
        let spring = self.spring
        return "UISpringTimingParameters(mass: 1, stiffness: \(SwiftSource.decimal(spring.stiffness)), "
            + "damping: \(SwiftSource.decimal(spring.damping)), initialVelocity: \(initialVelocity))"
    }

    /// The block with `body` (already indented) and an optional completion body.
    package func lines(body: [String], completion: [String]? = nil) -> [String] {
        let n = SwiftSource.number
        let durationText = self.durationText ?? n(duration)
        guard rule == .settle else {
            let options = self.options.map { ", options: \($0)" } ?? ""
            let call = "UIView.animate(withDuration: \(durationText), delay: \(delay), usingSpringWithDamping: \(n(damping)), "
                + "initialSpringVelocity: \(n(velocity))\(options), animations: {"
            guard let completion else { return [call] + body + ["})"] }
            return [call] + body + ["}, completion: { finished in"] + completion + ["})"]
        }
        let velocity = "CGVector(dx: \(n(self.velocity)), dy: \(n(self.velocity)))"
        var lines = [
            "// Kinema's settle rule: the spring damping \(n(damping)), velocity \(n(self.velocity)) over \(n(duration)) s ran on,",
            "// as the phone runs it (its own rule would pick another stiffness for those numbers)",
            "let \(animatorName) = UIViewPropertyAnimator(duration: \(durationText), timingParameters: \(timingParameters(initialVelocity: velocity)))",
            "\(animatorName).addAnimations {",
        ] + body + ["}"]
        if let completion { lines += ["\(animatorName).addCompletion { _ in"] + completion + ["}"] }
        return lines + ["\(animatorName).startAnimation(afterDelay: \(delay))"]
    }
}
