import Foundation
import KinemaGraphics

/// What a layer asks of its delegate. Each method has a default (as Objective-C's optional methods
/// answer for a delegate without them): `display(_:)` draws the layer through its `draw(in:)`, the
/// others do nothing.
@MainActor
public protocol CALayerDelegate: NSObjectProtocol {
    /// Draws the layer's content itself (a delegate that sets `contents` on iOS).
    func display(_ layer: CALayer)
    /// Draws the layer's content into `ctx`, in the layer's bounds coordinates.
    func draw(_ layer: CALayer, in ctx: CGContext)
    /// Told before the layer draws.
    func layerWillDraw(_ layer: CALayer)
    /// Lays out the layer's sublayers (when its bounds change or it was marked).
    func layoutSublayers(of layer: CALayer)
    /// The action for a change of `event` (nil: look further; `NSNull`: none).
    func action(for layer: CALayer, forKey event: String) -> CAAction?
}

extension CALayerDelegate {
    public func display(_ layer: CALayer) { layer.displayByDrawing() }
    public func draw(_ layer: CALayer, in ctx: CGContext) {}
    public func layerWillDraw(_ layer: CALayer) {}
    public func layoutSublayers(of layer: CALayer) {}
    public func action(for layer: CALayer, forKey event: String) -> CAAction? { nil }
}
