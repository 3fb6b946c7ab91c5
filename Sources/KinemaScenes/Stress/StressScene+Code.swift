import Foundation

extension StressScene {
    /// The entrance each item runs, with the tuned numbers.
    public func swiftCode() -> String? {
        let n = SwiftSource.number
        let delay = "\(n(value("stagger"))) * Double(index)"
        let body = ["    item.alpha = 1", "    item.transform = .identity"]
        let block = parameter("curve")!.index == 1
            ? DurationSpringCode(duration: value("duration"), delay: delay, damping: 0.8, velocity: 0, options: "[]", rule: durationSpringRule).lines(body: body)
            : ["UIView.animate(withDuration: \(n(value("duration"))), delay: \(delay), options: [.curveEaseInOut], animations: {"] + body + ["})"]
        return """
            // Every \(n(value("period"))) s, for each of the \(SwiftSource.whole(value("count"))) items entering
            item.alpha = 0
            item.transform = CGAffineTransform(translationX: 0, y: 86.8)
            \(block.joined(separator: "\n"))

            """
    }
}
