import Foundation
import KinemaCore

/// Gradients fill the clip (the clip path, the clip's box, or the whole context) as one path item
/// whose fill is a `PathItem.Gradient` in user space, under the current transform.
extension CGContext {
    /// A gradient along start → end, extended past either end only when `options` say so (Core
    /// Graphics paints nothing there otherwise).
    public func drawLinearGradient(_ gradient: CGGradient, start: CGPoint, end: CGPoint, options: CGGradientDrawingOptions) {
        let stops = Self.stops(of: gradient, options: options, mappedBy: { $0 })
        fillClip(with: PathItem.Gradient(kind: .axial, stops: stops, start: start, end: end))
    }

    /// A gradient between two circles. Concentric circles (the common case: a glow, a vignette) are
    /// drawn exactly; with different centres Kinema draws them about the end centre (docs/drawing.md).
    public func drawRadialGradient(
        _ gradient: CGGradient, startCenter: CGPoint, startRadius: CGFloat, endCenter: CGPoint, endRadius: CGFloat,
        options: CGGradientDrawingOptions
    ) {
        let (r0, r1) = (max(0, startRadius), max(0, endRadius))
        guard r1 > 0 else { return }
        // Kinema's radial parameter is the distance from the centre over r1; Core Graphics' runs from r0 to r1.
        let stops = Self.stops(of: gradient, options: options, mappedBy: { (r0 + $0 * (r1 - r0)) / r1 })
        let edge = CGPoint(x: endCenter.x + r1, y: endCenter.y + r1)
        fillClip(with: PathItem.Gradient(kind: .radial, stops: stops, start: endCenter, end: edge))
    }

    private func fillClip(with gradient: PathItem.Gradient) {
        guard gradient.isFinite, let area = clipArea else { return }
        canvas.path(area.path, gradient: gradient, fillRule: area.evenOdd ? .evenOdd : .nonZero)
    }

    /// The gradient's stops with locations mapped by `map`, and clear beyond either end that `options`
    /// do not extend (a hard edge: stops at one location keep their order).
    package static func stops(
        of gradient: CGGradient, options: CGGradientDrawingOptions, mappedBy map: (CGFloat) -> CGFloat
    ) -> [PathItem.Gradient.Stop] {
        var stops = gradient.stops.map { PathItem.Gradient.Stop(location: map($0.location), color: $0.color) }
        let (first, last) = (gradient.stops[0], gradient.stops[gradient.stops.count - 1])
        if !options.contains(.drawsBeforeStartLocation) {
            stops.insert(contentsOf: [.init(location: map(0), color: .clear), .init(location: map(0), color: first.color)], at: 0)
        }
        if !options.contains(.drawsAfterEndLocation) {
            stops.append(contentsOf: [.init(location: map(1), color: last.color), .init(location: map(1), color: .clear)])
        }
        return stops
    }
}
