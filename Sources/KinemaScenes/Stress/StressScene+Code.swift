import Foundation

extension StressScene {
    /// The entrance each item runs, with the tuned numbers.
    public func swiftCode() -> String? {
        let n = SwiftSource.number
        let delay = "\(n(stagger)) * Double(index)"
        let body = ["    item.alpha = 1", "    item.transform = .identity"]
        let block = curve == .spring
            ? DurationSpringCode(duration: duration, delay: delay, damping: 0.8, velocity: 0, options: "[]", rule: durationSpringRule).lines(body: body)
            : ["UIView.animate(withDuration: \(n(duration)), delay: \(delay), options: [.curveEaseInOut], animations: {"] + body + ["})"]
        return """
            // Every \(n(period)) s, for each of the \(String(count)) items entering
            item.alpha = 0
            item.transform = CGAffineTransform(translationX: 0, y: 86.8)
            \(block.joined(separator: "\n"))

            """
    }
}
