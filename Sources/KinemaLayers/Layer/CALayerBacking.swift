import Foundation
import KinemaCore
import KinemaGraphics

/// The view a layer backs, as Core Animation sees it. On Apple's platforms the layer holds the values
/// and the view forwards to it; in Kinema the values stay in the view — its animation tracks and the
/// fields the DisplayList's walk reads of every view on every frame, where the walk over thousands of
/// views keeps its budget (docs/architecture.md says why) — and a view's layer reads and writes them
/// through this. `UIView` is the one conformer (`UIView+LayerBacking.swift`); Core Animation's
/// classes reach their view through nothing else.
@MainActor
package protocol CALayerBacking: AnyObject, Sendable {
    // MARK: The values (model; setting one animates it inside an animation block, as the view's own)

    var center: CGPoint { get set }
    var bounds: CGRect { get set }
    var frame: CGRect { get set }
    var alpha: CGFloat { get set }
    var isHidden: Bool { get set }
    var clipsToBounds: Bool { get set }
    var accessibilityIdentifier: String? { get set }
    var allowsGroupOpacity: Bool { get set }
    /// `cornerRadius`; set, it animates as the view's animatable values do.
    var layerCornerRadius: CGFloat { get set }
    /// The background colour as a layer sees it (nil: none).
    var layerBackgroundColor: CGColor? { get set }
    /// The background's model colour (clear when none).
    var layerBackgroundModel: RGBAColor { get }
    /// The 3-D transform (an affine one is the view's `transform`).
    var layerTransform3D: Transform3D { get }
    func setLayerTransform3D(_ matrix: Transform3D)
    var layerBorder: LayerBorder { get set }
    var layerShadow: LayerShadow { get set }
    var layerGeometry: LayerGeometry { get set }
    var layerContents: LayerContents { get set }
    /// The depth among its siblings (`zPosition`), read without copying the rest.
    var layerDepth: CGFloat { get }
    /// The values on screen now, every running animation applied.
    func presentedLayerValues() -> CALayer.Snapshot

    // MARK: The tree

    /// Its layer (this layer).
    var layer: CALayer { get }
    /// The layer of the view's superview.
    var superviewLayer: CALayer? { get }
    /// The sublayers back to front: the subviews' layers and the standalone layers between them.
    var orderedSublayers: [CALayer] { get }
    func removeFromSuperview()
    /// Holds a standalone `layer` among the sublayers at `index`, or just above `sibling`.
    func hostSublayer(_ layer: CALayer, at index: Int, above sibling: CALayer?)
    func unhostSublayer(_ layer: CALayer)
    /// Makes the view whose layer `sublayer` backs a subview at `index` among the subviews, and keeps
    /// the sublayers in `order`.
    func adoptSubviewLayer(_ sublayer: any CALayerBacking, at index: Int, order: [CALayer])
    /// Whether it is a window (the root of hit-testing's coordinates).
    var isWindow: Bool { get }

    // MARK: Drawing, layout, masks, animations

    func setNeedsDisplay()
    /// Whether its content waits to be drawn (`draw(_:)` not run since it was marked or made).
    var needsContentDisplay: Bool { get }
    /// Whether a change of bounds draws the content again (`contentMode == .redraw`).
    var redrawsOnBoundsChange: Bool { get set }
    /// Runs `draw(_:)` into `ctx`.
    func drawContent(into ctx: CGContext)
    /// Draws the content now if it waits to be drawn.
    func drawContentIfNeeded()
    /// Draws the view and its subviews into `ctx` as they are on screen (`render(in:)`).
    func renderLayer(into ctx: CGContext)
    func setNeedsLayout()
    var needsLayout: Bool { get }
    func layoutIfNeeded()
    func layoutSubviews()
    /// The layer's `mask` changed.
    func layerMaskDidChange()
    /// Draws the view as a mask: at `transform` (its superview's bounds → device points) at `time`.
    func displayAsMask(into canvas: inout DisplayCanvas, transform: CGAffineTransform, time: Double)
    func removeAllAnimations()

    // MARK: Explicit animations' clock

    /// Media time now on the view's window's clock.
    var layerMediaTime: Double { get }
    /// Which clock that is (the layer's ticker moves when it changes).
    var layerClockIdentity: ObjectIdentifier { get }
    /// Runs `tick` on that clock every frame until it returns false (one ticker per owner).
    func runLayerTicker(owner: AnyObject, _ tick: @escaping (Double) -> Bool)
    /// The layer's explicit animations changed; `running`: it has some.
    func layerAnimationsDidChange(running: Bool)
    /// Tells the window's timeline of an explicit animation added to `layer` (this view's layer, or a
    /// standalone layer in its tree): its key path and key, when it was added and starts, and how long it
    /// runs (media seconds), with a spring's settle tail.
    func noteLayerAnimation(_ note: LayerAnimationNote)
    /// Plays `transition` over the view (its look now giving way to its look after the change), begun at
    /// media time `begin`.
    func beginLayerTransition(_ transition: CATransition, begin: Double)
}

/// An explicit animation as the timeline shows it (see `CALayerBacking.noteLayerAnimation`).
package struct LayerAnimationNote: Sendable {
    package let layer: ObjectIdentifier
    /// The layer's name, if it has one (a view's layer: nil, its view is named).
    package let layerName: String?
    package let isViewLayer: Bool
    /// "position.x", with the key when it has one: "position.x “move”".
    package let property: String
    package let begin: Double
    package let delay: Double
    package let duration: Double
    package let settlesAfter: Double?
}
