// Kinema's closure forms for gesture recognizers, for an iOS app.
//
// Kinema adds three conveniences that UIKit lacks: `UIGestureRecognizer(handler:)`,
// `UIPanGestureRecognizer(panHandler:)` and `addTarget(_:)` with a closure. Add this file to your iOS
// app's target and code written with them compiles and runs on iOS as it does in Kinema: here they are
// built from UIKit's own target–action. (In Kinema the file is not needed: it compiles to nothing there,
// unless KINEMA_CLOSURE_ACTIONS is defined, which Kinema's tests do to run their gesture code through it.)
#if canImport(ObjectiveC) || KINEMA_CLOSURE_ACTIONS
import UIKit

extension UIGestureRecognizer {
    /// A recognizer whose action is `handler`, called with the recognizer at each state change that
    /// sends actions (began, changed, ended, cancelled).
    public convenience init(handler: ((UIGestureRecognizer) -> Void)?) {
        self.init(target: nil, action: nil)
        if let handler { addTarget(handler) }
    }

    /// Adds an action closure; it lives as long as the recognizer.
    public func addTarget(_ action: @escaping (UIGestureRecognizer) -> Void) {
        let target = ClosureActionTarget(recognizer: self, action: action)
        ClosureActionTarget.keep(target)
        addTarget(target, action: #selector(ClosureActionTarget.fire(_:)))
    }
}

extension UIPanGestureRecognizer {
    /// A pan whose action is `panHandler`, typed for pans.
    public convenience init(panHandler: @escaping (UIPanGestureRecognizer) -> Void) {
        self.init(handler: { panHandler($0 as! UIPanGestureRecognizer) })
    }
}

/// The target object behind a closure action. UIKit does not retain a recognizer's targets, so these are
/// kept here while their recognizer lives (and let go once it is gone).
private final class ClosureActionTarget: NSObject {
    private weak var recognizer: UIGestureRecognizer?
    private let action: (UIGestureRecognizer) -> Void
    private static var kept: [ClosureActionTarget] = []

    init(recognizer: UIGestureRecognizer, action: @escaping (UIGestureRecognizer) -> Void) {
        self.recognizer = recognizer
        self.action = action
    }

    static func keep(_ target: ClosureActionTarget) {
        kept.removeAll { $0.recognizer == nil }
        kept.append(target)
    }

    @objc func fire(_ recognizer: UIGestureRecognizer) {
        action(recognizer)
    }
}
#endif
