import Foundation
import KinemaCore

/// An animation of one property between two values. Which two follows Apple's table for
/// `CABasicAnimation` ("Setting Interpolation Values"), where "current" is the value beneath the
/// animation — the model with the animations added before it:
///
/// | set | from | to |
/// |---|---|---|
/// | `fromValue`, `toValue` | fromValue | toValue |
/// | `fromValue`, `byValue` | fromValue | fromValue + byValue |
/// | `byValue`, `toValue` | toValue − byValue | toValue |
/// | `fromValue` | fromValue | current |
/// | `toValue` | current | toValue |
/// | `byValue` | current | current + byValue |
/// | none | current | current |
///
/// An additive animation adds these to the value beneath instead (`byValue` alone then runs from zero
/// to `byValue`). A value of the wrong kind for the key path (a colour for `opacity`) does nothing.
open class CABasicAnimation: CAPropertyAnimation {
    open var fromValue: Any?
    open var toValue: Any?
    open var byValue: Any?

    override package func copyValues(from other: CAAnimation) {
        super.copyValues(from: other)
        guard let other = other as? CABasicAnimation else { return }
        (fromValue, toValue, byValue) = (other.fromValue, other.toValue, other.byValue)
    }

    override package func apply(to target: inout AnimatedLayerValues, progress: Double, iteration: Int) {
        guard let keyPath, let base = target.value(forKeyPath: keyPath), let ends = ends(over: base) else { return }
        let value = ends.from.interpolated(to: ends.to, fraction: travel(at: progress))
        write(value, over: base, change: ends.to.subtracting(ends.from), iteration: iteration, to: &target)
    }

    /// How far from `from` to `to` it is at `progress` (a spring overrides it).
    package func travel(at progress: Double) -> Double { progress }

    /// The two ends over `current` (the value beneath), by Apple's table; nil when a value does not fit.
    package func ends(over current: LayerValue) -> (from: LayerValue, to: LayerValue)? {
        let from = fromValue.map { LayerValue(boxed: $0) } ?? nil
        let to = toValue.map { LayerValue(boxed: $0) } ?? nil
        let by = byValue.map { LayerValue(boxed: $0) } ?? nil
        if (fromValue != nil && from == nil) || (toValue != nil && to == nil) || (byValue != nil && by == nil) { return nil }
        // What "current" is to an additive animation: nothing added.
        let beneath = isAdditive ? current.zero : current
        switch (from, to, by) {
        case let (from?, to?, _): return (from, to)
        case let (from?, nil, by?): return from.adding(by).map { (from, $0) }
        case let (nil, to?, by?): return to.subtracting(by).map { ($0, to) }
        case let (from?, nil, nil): return (from, beneath)
        case let (nil, to?, nil): return (beneath, to)
        case let (nil, nil, by?): return beneath.adding(by).map { (beneath, $0) }
        case (nil, nil, nil): return (beneath, beneath)
        }
    }
}
