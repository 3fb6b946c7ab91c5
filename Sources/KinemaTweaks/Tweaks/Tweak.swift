import Foundation
import KinemaUI

/// A value of your own animation code, tuned live in Kinema's window: it stands in place of a constant,
/// is read as a plain value, and gets everything the built-in scenes' values have — an inspector row
/// (↑/↓, ←/→ with Shift ×10 and Alt fine, the wheel, R), `--set KEY=VALUE`, the `scenes` listing,
/// presets, recordings, copy as code, and the scene replaying when it changes.
///
///     final class CardsViewController: UIViewController {
///         @Tweak("Duration", 0.8, in: 0.1...3, unit: .seconds) var duration: TimeInterval
///         @Tweak("Damping", 0.7, in: 0.05...1) var damping: CGFloat
///         …
///         UIView.animate(withDuration: duration, delay: 0, usingSpringWithDamping: damping, …)
///     }
///
/// Kinema finds a controller's tweaks by looking at its stored properties (and those of any
/// `TweakGroup` or `TweakStore` it holds), in declaration order: nothing to register. A tweak's key — the
/// `--set` name, the name in presets and recordings — is its property's name (`duration`), or `key:`.
/// Numbers have a range (values are clamped to it, NaN is ignored), a step, a unit and decimals; a
/// `CaseIterable` enum or a Bool is a pick-list.
///
/// `$duration` is the tweak itself: `$duration.onChange { … }` runs code when it is tuned (instead of the
/// scene replaying), `$duration.reset()` goes back to the default.
@MainActor
@propertyWrapper
public final class Tweak<Value>: AnyTweak {
    /// The row the inspector shows: the untyped value with its range, step and display.
    package let parameter: Parameter
    private let decode: (Double) -> Value
    private let encode: (Value) -> Double
    private var handlers: [(Value) -> Void] = []
    /// The key given at declaration (`key:`), if any; otherwise the property's name is used.
    let declaredKey: String?

    package init(parameter: Parameter, key: String?, decode: @escaping (Double) -> Value, encode: @escaping (Value) -> Double) {
        self.parameter = parameter
        self.decode = decode
        self.encode = encode
        declaredKey = key
        parameter.tweak = self
    }

    /// The value in force, as the code reads it. Setting it from code clamps it and tells no one (the
    /// inspector shows it on its next frame).
    public var wrappedValue: Value {
        get {
            parameter.reads &+= 1
            return decode(parameter.value)
        }
        set { parameter.set(encode(newValue)) }
    }

    /// The tweak itself (`$name` in code).
    public var projectedValue: Tweak<Value> { self }

    /// The value in force.
    public var value: Value { wrappedValue }

    /// The value it starts with and R goes back to.
    public var defaultValue: Value { decode(parameter.defaultValue) }

    /// The name shown in the inspector.
    public var name: String { parameter.label }

    /// The key: `--set KEY=VALUE`, and the name in presets and recordings.
    public var key: String { parameter.key }

    /// Runs `action` with the new value whenever the tweak is tuned (keys, wheel, `--set`, a preset, a
    /// recording). A scene whose tweaks have no action plays again instead.
    public func onChange(_ action: @escaping (Value) -> Void) {
        handlers.append(action)
    }

    package var hasChangeActions: Bool { !handlers.isEmpty }

    package func notifyChange() {
        let value = self.value
        for handler in handlers { handler(value) }
    }

    /// Back to the default value.
    public func reset() {
        parameter.reset()
    }

    /// Makes `value` both the default and the value (a scene switching to a preset of its own, as the
    /// table does when another animation is picked).
    package func rebase(to value: Value) {
        parameter.rebase(defaultValue: encode(value))
    }
}

/// A tweak of any value type, as the inspector, presets and the command line see it.
@MainActor
package protocol AnyTweak: AnyObject {
    var parameter: Parameter { get }
    var name: String { get }
    var key: String { get }
    /// Whether the code gave actions to run on a change (`onChange`).
    var hasChangeActions: Bool { get }
    /// Runs the code's actions for a change.
    func notifyChange()
}
