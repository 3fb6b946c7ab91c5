import Foundation

/// One target–action pair, as controls, gesture recognizers and bar button items keep them: the target
/// weakly (UIKit does not retain the targets of controls and recognizers), the selector to send it.
struct TargetAction {
    private weak var object: AnyObject?
    /// Whether a target was given at all: `nil` targets the responder chain on iOS, which Kinema lacks.
    private let hasTarget: Bool
    let action: Selector

    init(target: Any?, action: Selector) {
        object = target as AnyObject?
        hasTarget = target != nil
        self.action = action
    }

    /// The target, while it lives.
    var target: AnyObject? { object }

    /// Whether this pair is `target` and `action` (a nil target or action matches any, as in
    /// `removeTarget(_:action:)`).
    func matches(target: Any?, action: Selector?) -> Bool {
        if let target, (target as AnyObject) !== object { return false }
        if let action, action != self.action { return false }
        return true
    }

    /// Sends the action to the target with the sender (and event), if the target still lives. A nil
    /// target is reported once: UIKit would search the responder chain for a view or controller that
    /// implements the method.
    @MainActor
    func send(from sender: Any, event: Any? = nil) {
        if let object {
            action.send(to: object, sender, event)
        } else if !hasTarget {
            SelectorReport.once(action, Swift.type(of: sender), """
                Kinema: \(action) was added with a nil target, which UIKit sends up the responder chain; Kinema \
                has no responder-chain dispatch of actions, so it was not sent. Pass the object that implements \
                it as the target.
                """)
        }
    }
}
