import Foundation
import KinemaCore
import KinemaTweaks

extension StressScene {
    /// The entrances' curve, ease-in-out, over the duration (nil on the spring: `exportedMotion` has it).
    package var curveInFocus: (curve: CubicBezier, duration: Double)? {
        curve == .spring ? nil : (.easeInEaseOut, duration)
    }

    /// Each item's entrance: it rises and fades in, a stagger after the one before, on the curve or
    /// on a spring of damping 0.8.
    package var exportedMotion: ExportedMotion? {
        let motion = curveInFocus.map { TunedMotion.curve($0.curve, duration: $0.duration) } ?? exportedSpring(duration: duration, dampingRatio: StressWorkload.springDamping)
        return ExportedMotion(motion: motion, properties: [.opacity, .translationY], stagger: MotionStagger(seconds: stagger, each: "item"))
    }

    /// The entrance each item runs, with the tuned numbers.
    package func swiftCode() -> String? {
        let n = SwiftSource.number
        let delay = "\(n(stagger)) * Double(index)"
        let body = ["    item.alpha = 1", "    item.transform = .identity"]
        let block = curve == .spring
            ? DurationSpringCode(duration: duration, delay: delay, damping: StressWorkload.springDamping, velocity: 0, options: "[]", rule: durationSpringRule).lines(body: body)
            : ["UIView.animate(withDuration: \(n(duration)), delay: \(delay), options: [.curveEaseInOut], animations: {"] + body + ["})"]
        return """
            // Every \(n(period)) s, for each of the \(String(count)) items entering
            item.alpha = 0
            item.transform = CGAffineTransform(translationX: 0, y: 86.8)
            \(block.joined(separator: "\n"))

            """
    }
}
