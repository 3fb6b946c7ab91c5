import Foundation
import KinemaCore

/// An animation of one property, named by its key path (`"position"`, `"transform.rotation.y"`,
/// `"strokeEnd"`…: `AnimatedLayerValues` lists those Kinema moves). `isAdditive` adds its value to the
/// value beneath it instead of replacing it; `isCumulative` starts each repetition where the one before
/// ended.
open class CAPropertyAnimation: CAAnimation {
    open var keyPath: String?
    open var isAdditive = false
    open var isCumulative = false
    /// Kept; Kinema's key paths of transform components (`transform.rotation.y`…) do what a value
    /// function does for the whole `transform`.
    open var valueFunction: CAValueFunction?

    public required init() {
        super.init()
    }

    public convenience init(keyPath path: String?) {
        self.init()
        keyPath = path
    }

    override package func copyValues(from other: CAAnimation) {
        super.copyValues(from: other)
        guard let other = other as? CAPropertyAnimation else { return }
        (keyPath, isAdditive, isCumulative, valueFunction) = (other.keyPath, other.isAdditive, other.isCumulative, other.valueFunction)
    }

    override package var animatedKeyPaths: [String] { keyPath.map { [$0] } ?? [] }

    /// Writes `value` for the key path over `base` (the value beneath): added to it when additive, plus
    /// `iteration` times the change of one pass (`change`) when cumulative.
    package func write(_ value: LayerValue, over base: LayerValue, change: LayerValue?, iteration: Int, to target: inout AnimatedLayerValues) {
        guard let keyPath else { return }
        var shown = value
        if isCumulative, iteration > 0, let change, let offset = change.repeated(iteration), let sum = shown.adding(offset) { shown = sum }
        if isAdditive, let sum = base.adding(shown) { shown = sum }
        target.setValue(shown, forKeyPath: keyPath)
    }
}

/// Core Animation's value function (`CAValueFunction(name:)`): kept, not applied (see `valueFunction`).
open class CAValueFunction: NSObject, @unchecked Sendable {
    public let name: CAValueFunctionName
    public init?(name: CAValueFunctionName) {
        self.name = name
        super.init()
    }
}

public struct CAValueFunctionName: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let rotateX = CAValueFunctionName(rawValue: "rotateX")
    public static let rotateY = CAValueFunctionName(rawValue: "rotateY")
    public static let rotateZ = CAValueFunctionName(rawValue: "rotateZ")
    public static let scale = CAValueFunctionName(rawValue: "scale")
    public static let scaleX = CAValueFunctionName(rawValue: "scaleX")
    public static let scaleY = CAValueFunctionName(rawValue: "scaleY")
    public static let scaleZ = CAValueFunctionName(rawValue: "scaleZ")
    public static let translate = CAValueFunctionName(rawValue: "translate")
    public static let translateX = CAValueFunctionName(rawValue: "translateX")
    public static let translateY = CAValueFunctionName(rawValue: "translateY")
    public static let translateZ = CAValueFunctionName(rawValue: "translateZ")
}
