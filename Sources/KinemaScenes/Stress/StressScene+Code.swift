import Foundation

extension StressScene {
    /// The entrance each item runs, with the tuned numbers.
    public func swiftCode() -> String? {
        let n = SwiftSource.number
        let call = parameter("curve")!.index == 1
            ? "UIView.animate(withDuration: \(n(value("duration"))), delay: \(n(value("stagger"))) * Double(index), usingSpringWithDamping: 0.8, initialSpringVelocity: 0, options: [], animations: {"
            : "UIView.animate(withDuration: \(n(value("duration"))), delay: \(n(value("stagger"))) * Double(index), options: [.curveEaseInOut], animations: {"
        return """
            // Every \(n(value("period"))) s, for each of the \(SwiftSource.whole(value("count"))) items entering
            item.alpha = 0
            item.transform = CGAffineTransform(translationX: 0, y: 86.8)
            \(call)
                item.alpha = 1
                item.transform = .identity
            })

            """
    }
}
