import Foundation
import KinemaCore

/// "Copy as code" (key C): the scene's tuning as Swift in its seed's own terms, and the command line
/// that reopens it. Scenes write the Swift (`Scene.swiftCode`); these helpers keep numbers exact.
enum SwiftSource {
    /// A number as a Swift literal that reads back as the same value ("0.85", "1.0", "-0.55").
    static func number(_ value: Double) -> String { "\(value)" }

    /// A whole number without decimals ("300").
    static func whole(_ value: Double) -> String { String(Int(value.rounded())) }

    /// A number to `places` decimals without trailing zeros ("367.4810", "85.3" → "367.481", "85.3").
    static func decimal(_ value: Double, places: Int = 4) -> String {
        var text = String(format: "%.\(places)f", value)
        while text.contains("."), text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text += "0" }
        return text
    }
}

/// A UIKit duration spring — `usingSpringWithDamping:` over a duration — written so a phone moves the
/// same way under the session's rule. Under UIKit's rule that is the call itself. Under Kinema's settle
/// rule the phone would pick another stiffness for the same numbers, so the code names the spring that
/// ran: `UISpringTimingParameters(mass:stiffness:damping:initialVelocity:)` in a property animator.
struct DurationSpringCode {
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

    /// The spring the numbers make under the rule (mass 1).
    var spring: Spring { rule.spring(duration: duration, dampingRatio: damping, initialVelocity: velocity) }

    /// `UISpringTimingParameters(mass: 1, stiffness: …, damping: …, initialVelocity: …)` with the spring in force.
    func timingParameters(initialVelocity: String) -> String {
        let spring = self.spring
        return "UISpringTimingParameters(mass: 1, stiffness: \(SwiftSource.decimal(spring.stiffness)), "
            + "damping: \(SwiftSource.decimal(spring.damping)), initialVelocity: \(initialVelocity))"
    }

    /// The block with `body` (already indented) and an optional completion body.
    func lines(body: [String], completion: [String]? = nil) -> [String] {
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
            "let animator = UIViewPropertyAnimator(duration: \(durationText), timingParameters: \(timingParameters(initialVelocity: velocity)))",
            "animator.addAnimations {",
        ] + body + ["}"]
        if let completion { lines += ["animator.addCompletion { _ in"] + completion + ["}"] }
        return lines + ["animator.startAnimation(afterDelay: \(delay))"]
    }
}

extension Parameter {
    /// The value as `--set` reads it back exactly: a pick-list's choice by name when that is one word,
    /// else by number (1-based); a whole-number parameter without decimals; any other number in full.
    var commandLineValue: String {
        if let choices {
            let name = choices[index]
            let isWord = !name.isEmpty && name.unicodeScalars.allSatisfy { CharacterSet.alphanumerics.contains($0) || $0 == "-" }
            return isWord ? name : String(index + 1)
        }
        return decimals == 0 && value == value.rounded() ? SwiftSource.whole(value) : SwiftSource.number(value)
    }
}

extension Shell {
    /// The command that reopens the scene as it is tuned now: its parameters that differ from their
    /// defaults, in the scene's order (a pick that brings its own numbers comes before them).
    public var commandLine: String {
        var words = ["kinema", "--scene", scene.name]
        if springRule != .uikit { words += ["--spring-rule", springRule.rawValue] }
        for parameter in sceneParameters where parameter.value != parameter.defaultValue {
            words += ["--set", "\(parameter.key)=\(parameter.commandLineValue)"]
        }
        return words.joined(separator: " ")
    }

    /// What C copies: the scene's Swift, then the command line as a comment.
    public var codeToCopy: String {
        var text = scene.swiftCode() ?? TweakCode.constants(sceneTweaks.tweaks, scene: scene.title)
        if !text.hasSuffix("\n") { text += "\n" }
        return text + "// Reopen in Kinema: " + commandLine + "\n"
    }
}
