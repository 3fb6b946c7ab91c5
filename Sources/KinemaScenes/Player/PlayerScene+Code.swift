import Foundation

extension PlayerScene {
    /// The frame animator's spring (it starts at rest).
    public var springKeys: SpringKeys? { SpringKeys(velocity: nil) }

    /// Seed 001's transition coordinator with the tuned animators.
    public func swiftCode() -> String? {
        let n = SwiftSource.number
        let duration = n(value("duration")), split = n(value("split"))
        var lines = [
            "// Seed 001's TransitionCoordinator",
            "let frameAnimator = UIViewPropertyAnimator(duration: \(duration), dampingRatio: \(n(value("damping")))) {",
            "    self.playerViewController.view.frame = self.playerFrame(for: self.state)",
            "}",
            "let fadeInPlayer = UIViewPropertyAnimator(duration: \(duration), curve: .easeIn)",
            "addKeyframeAnimation(to: fadeInPlayer, withRelativeStartTime: 0.0, relativeDuration: \(split)) {",
            "    self.updatePlayer(with: self.state)",
            "}",
            "let fadeOutMiniPlayer = UIViewPropertyAnimator(duration: \(duration), curve: .easeOut)",
            "addKeyframeAnimation(to: fadeOutMiniPlayer, withRelativeStartTime: 0.0, relativeDuration: \(split)) {",
            "    self.updateMiniPlayer(with: self.state)",
            "}",
            "// on release: cancelled when the finger moves against the transition faster than \(SwiftSource.whole(value("cancel"))) pt/s",
            "if along < -\(SwiftSource.number(value("cancel"))) { return true }",
            "if along > \(SwiftSource.number(value("cancel"))) { return false }",
        ]
        if parameter("linear")!.index == 1 { lines.append("// Kinema option: the fades scrub linearly (fadeInPlayer.scrubsLinearly = true)") }
        if parameter("handoff")!.index == 1 {
            lines.append("// Kinema option: the release velocity is handed to the frame spring")
            lines.append("let handOff = UISpringTimingParameters(dampingRatio: \(n(value("damping"))), initialVelocity: CGVector(dx: 0, dy: relative))")
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
