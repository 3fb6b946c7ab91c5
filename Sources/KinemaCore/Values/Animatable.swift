import Foundation

/// A value that animations can move: a vector space with a length, plus an interpolation rule.
///
/// The arithmetic (`zero`, `+`, `−`, `scaled(by:)`) is what additive animations and springs need;
/// `vectorMagnitude` measures distance for paced keyframes and settling. `interpolated(to:fraction:)` is
/// linear by default; a type overrides it when straight-line motion through its components is wrong
/// (`CGAffineTransform` interpolates its decomposition, as Core Animation does).
public protocol Animatable: Equatable, Sendable {
    static var zero: Self { get }
    static func + (lhs: Self, rhs: Self) -> Self
    static func - (lhs: Self, rhs: Self) -> Self
    /// Every component multiplied by `factor`.
    func scaled(by factor: Double) -> Self
    /// Euclidean length of the component vector (always ≥ 0).
    var vectorMagnitude: Double { get }
    /// The value a `fraction` of the way from `self` to `target`; 0 gives `self`, 1 gives `target`,
    /// values outside [0, 1] extrapolate (springs overshoot through them).
    func interpolated(to target: Self, fraction: Double) -> Self

    /// A form of the value that makes repeated interpolation between two fixed values cheap; an animation
    /// computes it once for each end. The value itself, except for transforms (their decomposition).
    associatedtype InterpolationForm: Sendable = Self
    var interpolationForm: InterpolationForm { get }
    /// The value `fraction` of the way between two values given in interpolation form;
    /// equal to `from.interpolated(to: to, fraction:)` for the values those forms came from.
    static func interpolate(from: InterpolationForm, to: InterpolationForm, fraction: Double) -> Self
}

extension Animatable {
    public func interpolated(to target: Self, fraction: Double) -> Self {
        self + (target - self).scaled(by: fraction)
    }
}

extension Animatable where InterpolationForm == Self {
    public var interpolationForm: Self { self }

    public static func interpolate(from: Self, to: Self, fraction: Double) -> Self {
        from.interpolated(to: to, fraction: fraction)
    }
}

extension Double: Animatable {
    public func scaled(by factor: Double) -> Double { self * factor }
    public var vectorMagnitude: Double { Swift.abs(self) }
}

extension CGFloat: Animatable {
    public func scaled(by factor: Double) -> CGFloat { self * CGFloat(factor) }
    public var vectorMagnitude: Double { Double(Swift.abs(self)) }
}
