import Foundation

/// What a layer runs when one of its properties changes (Core Animation's implicit animations): an
/// animation (added to the layer under the property's key) or `NSNull` (nothing, which also stops the
/// search for an action, as in Core Animation).
public protocol CAAction {
    func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?)
}

extension CAAnimation: CAAction {
    /// Adds the animation to the layer `anObject` under `event`.
    public func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
        (anObject as? CALayer)?.add(self, forKey: event)
    }
}

extension NSNull: CAAction {
    /// Does nothing: the change shows at once.
    public func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {}
}
