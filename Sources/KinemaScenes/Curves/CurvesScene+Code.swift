import Foundation
import KinemaTweaks

extension CurvesScene {
    /// The tuned spring lane.
    package var tunedSpring: TunedSpring? { TunedSpring(duration: $duration, damping: $damping, velocity: $velocity) }

    /// The lane tuned last (the custom curve, or the spring), moving its dot's centre along x.
    package var exportedMotion: ExportedMotion? {
        tunedTiming.map { ExportedMotion(motion: $0, properties: [.centerX]) }
    }

    /// The two tuned lanes as UIKit code: the custom cubic curve and the tuned spring.
    package func swiftCode() -> String? {
        let n = SwiftSource.number
        let duration = n(self.duration)
        let spring = DurationSpringCode(
            duration: self.duration, delay: "0", damping: damping, velocity: velocity, options: "[]", rule: durationSpringRule,
            animatorName: "springAnimator")
        return """
            // The custom curve lane: a cubic timing curve through two control points
            let animator = UIViewPropertyAnimator(duration: \(duration), controlPoint1: CGPoint(x: \(n(cp1x)), y: \(n(cp1y))), controlPoint2: CGPoint(x: \(n(cp2x)), y: \(n(cp2y)))) {
                dot.center.x = endX
            }
            animator.startAnimation()
            // The tuned spring lane

            """ + spring.lines(body: ["    dot.center.x = endX"]).joined(separator: "\n") + "\n"
    }
}
