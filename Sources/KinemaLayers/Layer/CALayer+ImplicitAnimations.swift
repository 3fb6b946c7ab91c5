import Foundation
import KinemaCore
import KinemaGraphics

/// Core Animation's implicit animations: a standalone layer's animatable property, changed once the layer
/// has been on screen, animates from what was shown to its new value — 0.25 s on the `default` curve
/// unless the transaction says otherwise — by the action `action(forKey:)` finds: the delegate's
/// `action(for:forKey:)`, then the layer's `actions`, then `defaultAction(forKey:)`; `NSNull` anywhere is
/// no animation. `CATransaction.setDisableActions(true)` turns them off for the transaction. A view's own
/// layer never animates implicitly: its view answers `NSNull` outside animation blocks, as UIKit's does
/// (Kinema's view layers write through to their views, whose blocks animate them). A layer changed before
/// it was first drawn shows the change at once, as nothing of it was on screen to animate from.
extension CALayer {
    /// Whether a change of this layer's property could animate implicitly (cheap checks first).
    package var mayAnimateImplicitly: Bool {
        view == nil && !isPresentation && hasBeenDisplayed && !showsAnimatedClassValues
    }

    /// The standalone layer's values changed from `old` to its own now: each animatable property that
    /// changed runs its action. Nothing is compared while the transaction turns actions off (code that
    /// drives a layer every frame does).
    package func valuesDidChange(from old: Snapshot) {
        guard mayAnimateImplicitly, let new = values else { return }
        nonisolated(unsafe) let layer = self
        MainActor.assumeIsolated {
            guard !CATransaction.disableActions() else { return }
            let properties = AnimatedLayerValues.properties
            let changed = Self.implicitKeys.filter { properties[$0]!.read(old) != properties[$0]!.read(new) }
            guard !changed.isEmpty else { return }
            let shown = layer.presentedValues(over: old)
            for key in changed { layer.runImplicitAction(forKey: key, from: properties[key]!.read(shown)) }
        }
    }

    /// The whole properties (not their components: `position`, not `position.x`) a change animates, in
    /// a fixed order.
    private static let implicitKeys = AnimatedLayerValues.properties.keys.filter { !$0.contains(".") }.sorted()

    /// The layer class's own property `key` changed from `old` (a shape layer's `strokeEnd`…).
    package func classValueDidChange(_ key: String, from old: @autoclosure () -> LayerValue) {
        guard mayAnimateImplicitly else { return }
        nonisolated(unsafe) let layer = self
        let previous = old()
        MainActor.assumeIsolated { layer.runImplicitAction(forKey: key, from: previous) }
    }

    /// `old` with the running explicit animations applied now (what was on screen).
    @MainActor
    private func presentedValues(over old: Snapshot) -> Snapshot {
        guard let stack = animationStack, !stack.isEmpty, let now = mediaTime else { return old }
        return animatedValues(over: old, atMediaTime: now).snapshot
    }

    /// Runs the action for `key`, a basic animation without values going from `shown` (what was on
    /// screen) to the new value.
    @MainActor
    private func runImplicitAction(forKey key: String, from shown: LayerValue) {
        guard !CATransaction.disableActions(), let action = action(forKey: key), !(action is NSNull) else { return }
        if let basic = action as? CABasicAnimation, basic.fromValue == nil, basic.toValue == nil, basic.byValue == nil {
            let animation = basic.copy() as! CABasicAnimation
            if animation.keyPath == nil { animation.keyPath = key }
            animation.fromValue = shown.unboxed ?? NSNull()
            if animation.timingFunction == nil {
                animation.timingFunction = CATransaction.animationTimingFunction() ?? CAMediaTimingFunction(name: .default)
            }
            return animation.run(forKey: key, object: self, arguments: nil)
        }
        action.run(forKey: key, object: self, arguments: nil)
    }
}
