import Foundation
import KinemaTweaks

extension PlayerScene {
    /// The frame animator's spring (it starts at rest).
    package var tunedSpring: TunedSpring? { TunedSpring(duration: $duration, damping: $damping) }

    /// The frame animator's spring, moving and sizing the player.
    package var exportedMotion: ExportedMotion? {
        tunedTiming.map { ExportedMotion(motion: $0, properties: [.frame]) }
    }

    /// Seed 001's transition coordinator with the tuned animators.
    package func swiftCode() -> String? {
        let n = SwiftSource.number
        let duration = n(self.duration), split = n(split)
        let spring = DurationSpringCode(
            duration: self.duration, delay: "0", damping: damping, velocity: 0, options: nil, rule: durationSpringRule)
        let frame = "    self.playerViewController.view.frame = self.playerFrame(for: self.state)"
        var lines = ["// Seed 001's TransitionCoordinator"]
        if durationSpringRule == .settle {
            // The phone's own rule would pick another stiffness for this duration and damping ratio.
            lines += [
                "// Kinema's settle rule: the frame spring as the phone runs it",
                "let frameAnimator = UIViewPropertyAnimator(duration: \(duration), timingParameters: \(spring.timingParameters(initialVelocity: ".zero")))",
                "frameAnimator.addAnimations {", frame, "}",
            ]
        } else {
            lines += ["let frameAnimator = UIViewPropertyAnimator(duration: \(duration), dampingRatio: \(n(damping))) {", frame, "}"]
        }
        lines += [
            "let fadeInPlayer = UIViewPropertyAnimator(duration: \(duration), curve: .easeIn)",
            "addKeyframeAnimation(to: fadeInPlayer, withRelativeStartTime: 0.0, relativeDuration: \(split)) {",
            "    self.updatePlayer(with: self.state)",
            "}",
            "let fadeOutMiniPlayer = UIViewPropertyAnimator(duration: \(duration), curve: .easeOut)",
            "addKeyframeAnimation(to: fadeOutMiniPlayer, withRelativeStartTime: 0.0, relativeDuration: \(split)) {",
            "    self.updateMiniPlayer(with: self.state)",
            "}",
            "// on release: cancelled when the finger moves against the transition faster than \(SwiftSource.whole(cancel)) pt/s",
            "if along < -\(SwiftSource.number(cancel)) { return true }",
            "if along > \(SwiftSource.number(cancel)) { return false }",
        ]
        if linear { lines.append("// Kinema option: the fades scrub linearly (fadeInPlayer.scrubsLinearly = true)") }
        if handoff {
            lines.append("// Kinema option: the release velocity is handed to the frame spring")
            lines.append(durationSpringRule == .settle
                ? "let handOff = \(spring.timingParameters(initialVelocity: "CGVector(dx: 0, dy: relative)"))"
                : "let handOff = UISpringTimingParameters(dampingRatio: \(n(damping)), initialVelocity: CGVector(dx: 0, dy: relative))")
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
