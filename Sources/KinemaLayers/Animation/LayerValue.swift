import Foundation
import KinemaCore
import KinemaGraphics

/// A value of an animatable layer property, as Core Animation's animations carry it: what `fromValue`,
/// `toValue`, `byValue` and keyframe `values` (boxed in `Any`) become, and what a key path reads and
/// writes. Each kind interpolates and adds as Core Animation does: numbers, points, sizes and rectangles
/// component by component; transforms through their decomposition (and add by concatenation, as an
/// additive transform animation does); colours by their components; paths point by point when their
/// elements match; arrays element by element when their counts match. Values that cannot be
/// interpolated (another kind, paths of other shapes) switch at the halfway point.
package enum LayerValue: Equatable, Sendable {
    case number(Double)
    case point(CGPoint)
    case size(CGSize)
    case rect(CGRect)
    case transform(Transform3D)
    case color(RGBAColor)
    case path(VectorPath)
    case numbers([Double])
    case colors([RGBAColor])
    /// A layer's `contents`.
    case image(CGImage)
    /// `contents` part way from one image to another (either may be none): a cross-fade.
    case crossfade(from: CGImage?, to: CGImage?, fraction: Double)
    /// nil (no colour, no path, no image).
    case none

    /// The value `fraction` of the way to `target` (extrapolating outside 0…1, as springs overshoot).
    package func interpolated(to target: LayerValue, fraction: Double) -> LayerValue {
        switch (self, target) {
        case (.number(let a), .number(let b)): return .number(a + (b - a) * fraction)
        case (.point(let a), .point(let b)): return .point(a.interpolated(to: b, fraction: fraction))
        case (.size(let a), .size(let b)): return .size(a.interpolated(to: b, fraction: fraction))
        case (.rect(let a), .rect(let b)): return .rect(a.interpolated(to: b, fraction: fraction))
        case (.transform(let a), .transform(let b)): return .transform(a.interpolated(to: b, fraction: fraction))
        case (.color(let a), .color(let b)): return .color(a.interpolated(to: b, fraction: fraction))
        case (.path(let a), .path(let b)): return Self.morph(a, b, fraction: fraction).map(LayerValue.path) ?? snapped(to: target, fraction: fraction)
        case (.numbers(let a), .numbers(let b)) where a.count == b.count:
            return .numbers(zip(a, b).map { $0 + ($1 - $0) * fraction })
        case (.colors(let a), .colors(let b)) where a.count == b.count:
            return .colors(zip(a, b).map { $0.interpolated(to: $1, fraction: fraction) })
        case (.image, _), (_, .image):
            return Self.crossfade(self, target, fraction: fraction)
        default: return snapped(to: target, fraction: fraction)
        }
    }

    /// Core Animation's `contents` animation: a cross-fade from one image to the other (the ends
    /// themselves at 0 and 1).
    private static func crossfade(_ a: LayerValue, _ b: LayerValue, fraction: Double) -> LayerValue {
        if fraction <= 0 { return a }
        if fraction >= 1 || a == b { return b }
        return .crossfade(from: a.imageValue, to: b.imageValue, fraction: fraction)
    }

    /// The image a `contents` value shows (the arriving one, part way through a cross-fade).
    package var imageValue: CGImage? {
        switch self {
        case .image(let image): return image
        case .crossfade(_, let to, _): return to
        default: return nil
        }
    }

    /// `self` until halfway, then `target`.
    private func snapped(to target: LayerValue, fraction: Double) -> LayerValue { fraction < 0.5 ? self : target }

    /// The sum, as additive and cumulative animations and `byValue` add: a transform is concatenated
    /// after this one. Nil when the kinds do not add (the left value is then kept).
    package func adding(_ other: LayerValue) -> LayerValue? {
        switch (self, other) {
        case (.number(let a), .number(let b)): return .number(a + b)
        case (.point(let a), .point(let b)): return .point(a + b)
        case (.size(let a), .size(let b)): return .size(a + b)
        case (.rect(let a), .rect(let b)): return .rect(a + b)
        case (.transform(let a), .transform(let b)): return .transform(b.concatenating(a))
        case (.color(let a), .color(let b)): return .color(a + b)
        case (.numbers(let a), .numbers(let b)) where a.count == b.count: return .numbers(zip(a, b).map(+))
        default: return nil
        }
    }

    /// The difference (`toValue` − `byValue`): a transform is the inverse's concatenation.
    package func subtracting(_ other: LayerValue) -> LayerValue? {
        switch (self, other) {
        case (.number(let a), .number(let b)): return .number(a - b)
        case (.point(let a), .point(let b)): return .point(a - b)
        case (.size(let a), .size(let b)): return .size(a - b)
        case (.rect(let a), .rect(let b)): return .rect(a - b)
        case (.transform(let a), .transform(let b)): return .transform(b.inverted().concatenating(a))
        case (.color(let a), .color(let b)): return .color(a - b)
        case (.numbers(let a), .numbers(let b)) where a.count == b.count: return .numbers(zip(a, b).map(-))
        default: return nil
        }
    }

    /// The value added to itself `times` times (a cumulative animation's offset after `times` repetitions).
    package func repeated(_ times: Int) -> LayerValue? {
        switch self {
        case .number(let a): return .number(a * Double(times))
        case .point(let a): return .point(a.scaled(by: Double(times)))
        case .size(let a): return .size(a.scaled(by: Double(times)))
        case .rect(let a): return .rect(a.scaled(by: Double(times)))
        case .color(let a): return .color(a.scaled(by: Double(times)))
        case .transform(let a):
            var result = Transform3D.identity
            for _ in 0..<max(0, times) { result = a.concatenating(result) }
            return .transform(result)
        default: return nil
        }
    }

    /// Every component times `factor` (numbers, points, sizes, rectangles and their arrays; nil for
    /// others).
    package func scaled(by factor: Double) -> LayerValue? {
        switch self {
        case .number(let a): return .number(a * factor)
        case .point(let a): return .point(a.scaled(by: factor))
        case .size(let a): return .size(a.scaled(by: factor))
        case .rect(let a): return .rect(a.scaled(by: factor))
        case .numbers(let a): return .numbers(a.map { $0 * factor })
        default: return nil
        }
    }

    /// The zero of the value's kind (the start of an additive `byValue` animation).
    package var zero: LayerValue {
        switch self {
        case .number: return .number(0)
        case .point: return .point(.zero)
        case .size: return .size(.zero)
        case .rect: return .rect(.zero)
        case .transform: return .transform(.identity)
        case .color: return .color(.zero)
        case .numbers(let a): return .numbers(Array(repeating: 0, count: a.count))
        default: return self
        }
    }

    /// How far apart two values are (paced keyframes share time by these distances).
    package func distance(to other: LayerValue) -> Double {
        switch (self, other) {
        case (.number(let a), .number(let b)): return abs(b - a)
        case (.point(let a), .point(let b)): return (b - a).vectorMagnitude
        case (.size(let a), .size(let b)): return (b - a).vectorMagnitude
        case (.rect(let a), .rect(let b)): return (b - a).vectorMagnitude
        case (.color(let a), .color(let b)): return (b - a).vectorMagnitude
        case (.transform(let a), .transform(let b)): return (b - a).vectorMagnitude
        default: return self == other ? 0 : 1
        }
    }

    /// Paths with the same elements, each point moved `fraction` of the way (Core Animation morphs only
    /// paths with the same number and kinds of elements; others are undefined there, and switch here).
    private static func morph(_ a: VectorPath, _ b: VectorPath, fraction: Double) -> VectorPath? {
        guard a.elements.count == b.elements.count else { return nil }
        var elements: [VectorPath.Element] = []
        elements.reserveCapacity(a.elements.count)
        for (x, y) in zip(a.elements, b.elements) {
            guard let element = x.interpolated(to: y, fraction: fraction) else { return nil }
            elements.append(element)
        }
        return VectorPath(elements: elements)
    }
}

extension VectorPath.Element {
    /// The element with each point moved `fraction` of the way to `other`'s; nil when they differ in kind.
    fileprivate func interpolated(to other: VectorPath.Element, fraction f: Double) -> VectorPath.Element? {
        func mix(_ a: CGPoint, _ b: CGPoint) -> CGPoint { a.interpolated(to: b, fraction: f) }
        switch (self, other) {
        case (.move(let a), .move(let b)): return .move(to: mix(a, b))
        case (.line(let a), .line(let b)): return .line(to: mix(a, b))
        case (.quadCurve(let a, let c1), .quadCurve(let b, let c2)): return .quadCurve(to: mix(a, b), control: mix(c1, c2))
        case (.curve(let a, let c1, let d1), .curve(let b, let c2, let d2)):
            return .curve(to: mix(a, b), control1: mix(c1, c2), control2: mix(d1, d2))
        case (.close, .close): return .close
        default: return nil
        }
    }
}
