import Foundation

extension CurvesScene {
    /// The tuned spring lane.
    public var springKeys: SpringKeys? { SpringKeys() }

    /// The two tuned lanes as UIKit code: the custom cubic curve and the tuned spring.
    public func swiftCode() -> String? {
        let n = SwiftSource.number
        let duration = n(value("duration"))
        let spring = DurationSpringCode(
            duration: value("duration"), delay: "0", damping: value("damping"), velocity: value("velocity"), options: "[]",
            rule: durationSpringRule)
        return """
            // The custom curve lane: a cubic timing curve through two control points
            let animator = UIViewPropertyAnimator(duration: \(duration), controlPoint1: CGPoint(x: \(n(value("cp1x"))), y: \(n(value("cp1y")))), controlPoint2: CGPoint(x: \(n(value("cp2x"))), y: \(n(value("cp2y"))))) {
                dot.center.x = endX
            }
            animator.startAnimation()
            // The tuned spring lane

            """ + spring.lines(body: ["    dot.center.x = endX"]).joined(separator: "\n") + "\n"
    }
}
