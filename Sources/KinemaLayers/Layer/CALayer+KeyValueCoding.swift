import Foundation
import KinemaCore
import KinemaGraphics

/// Core Animation's key-value coding of layers, which tutorials use for transform components
/// (`layer.setValue(CGFloat.pi, forKeyPath: "transform.rotation.z")`) and to read where an animation is
/// (`layer.presentation()?.value(forKeyPath: "transform.rotation.z")`). The animatable key paths are the
/// explicit animations' (`AnimatedLayerValues`); any other key keeps what is set under it, as a layer
/// keeps any key. Linux's `NSObject` has no key-value coding, so these are the layer's own.
///
/// Values come back as Swift values — a number as `CGFloat`, a point, size, rectangle, `CATransform3D`,
/// `CGColor` or `CGPath` — where iOS boxes them in `NSNumber` and `NSValue` (which Swift code unboxes with
/// `as? CGFloat`, `as? CGPoint`…, as it does here).
extension CALayer {
    public func value(forKeyPath keyPath: String) -> Any? {
        let values = AnimatedLayerValues(snapshot: currentValues, layer: self)
        guard AnimatedLayerValues.isAnimatable(keyPath, on: self), let value = values.value(forKeyPath: keyPath) else {
            return ownKeyValues[keyPath]
        }
        return value.unboxed
    }

    public func value(forKey key: String) -> Any? { value(forKeyPath: key) }

    /// Sets the model value at `keyPath` (a transform's component through its decomposition), or keeps
    /// `value` under a key of the caller's own.
    public func setValue(_ value: Any?, forKeyPath keyPath: String) {
        guard !isPresentation else { return }
        guard AnimatedLayerValues.isAnimatable(keyPath, on: self), let boxed = LayerValue(boxed: value) else {
            ownKeyValues[keyPath] = value
            return
        }
        var values = AnimatedLayerValues(snapshot: currentValues, layer: self)
        values.setValue(boxed, forKeyPath: keyPath)
        adopt(values)
    }

    public func setValue(_ value: Any?, forKey key: String) { setValue(value, forKeyPath: key) }

    /// Makes `values` the model, through the layer's own setters (a view's layer: its view's).
    private func adopt(_ values: AnimatedLayerValues) {
        let old = currentValues, new = values.snapshot
        if new.position != old.position { position = new.position }
        if new.bounds != old.bounds { bounds = new.bounds }
        if new.transform != old.transform { transform = CATransform3D(new.transform) }
        if new.opacity != old.opacity { opacity = Float(new.opacity) }
        if new.backgroundColor != old.backgroundColor { backgroundColor = new.backgroundColor }
        if new.cornerRadius != old.cornerRadius { cornerRadius = new.cornerRadius }
        if new.isHidden != old.isHidden { isHidden = new.isHidden }
        if new.border != old.border { (borderWidth, borderColor) = (new.border.width, new.border.color) }
        if new.shadow != old.shadow {
            (shadowOpacity, shadowRadius, shadowOffset, shadowColor) = (new.shadow.opacity, new.shadow.radius, new.shadow.offset, new.shadow.color)
        }
        if new.geometry != old.geometry {
            (anchorPoint, anchorPointZ, zPosition) = (new.geometry.anchorPoint, new.geometry.anchorPointZ, new.geometry.zPosition)
            sublayerTransform = CATransform3D(new.geometry.sublayerTransform)
        }
        for (key, value) in values.classValues { setAnimatableValue(value, forKey: key) }
    }
}

extension AnimatedLayerValues {
    /// Whether `keyPath` names an animatable property of `layer` (without reporting an unknown one).
    package static func isAnimatable(_ keyPath: String, on layer: CALayer) -> Bool {
        properties[keyPath] != nil || TransformComponent(keyPath: keyPath) != nil || layer.animatableValue(forKey: keyPath) != nil
    }
}

extension LayerValue {
    /// The value as Swift code reads it back (see `CALayer.value(forKeyPath:)`).
    package var unboxed: Any? {
        switch self {
        case .number(let n): return CGFloat(n)
        case .point(let p): return p
        case .size(let s): return s
        case .rect(let r): return r
        case .transform(let t): return CATransform3D(t)
        case .color(let c): return c
        case .path(let p): return CGPath(path: p)
        case .numbers(let list): return list.map { NSNumber(value: $0) }
        case .colors(let list): return list
        case .image(let image): return image
        case .crossfade(_, let to, _): return to
        case .none: return nil
        }
    }
}
