import Foundation
import KinemaTweaks

extension MenuScene {
    /// The transition's spring.
    package var tunedSpring: TunedSpring? { TunedSpring(duration: $duration, damping: $damping, velocity: $velocity) }

    /// The transition's spring: the rows slide in sideways as the menu fades in.
    package var exportedMotion: ExportedMotion? {
        tunedTiming.map { ExportedMotion(motion: $0, properties: [.translationX, .opacity]) }
    }

    /// Seed 004's transition manager with the tuned spring and row offsets.
    package func swiftCode() -> String? {
        let n = SwiftSource.number, w = SwiftSource.whole
        let offsets = rowOffsets.map { w(Double($0)) }
        let style = self.style == .fullScreen ? ".fullScreen" : ".overFullScreen"
        let spring = DurationSpringCode(
            duration: duration, durationText: "duration", delay: "0.0", damping: damping, velocity: velocity,
            options: "[]", rule: durationSpringRule)
        let block = spring.lines(
            body: ["    // onStageMenuController / offStageMenuController"], completion: ["    transitionContext.completeTransition(true)"])
        return """
            // Seed 004's MenuTransitionManager
            func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
                return \(n(duration))
            }
            // in animateTransition(using:)
            \(block.joined(separator: "\n"))
            // in offStageMenuController(menuViewController:)
            let topRowOffset: CGFloat = \(offsets[0])
            let middleRowOffset: CGFloat = \(offsets[1])
            let bottomRowOffset: CGFloat = \(offsets[2])
            // the menu: modalPresentationStyle = \(style), background alpha \(n(opacity))

            """
    }
}
