import Foundation
import KinemaCore
import KinemaGraphics
import KinemaLayers

/// UIKit's view: a rectangle in a tree, with model values that animations move on screen.
///
/// Setting `frame`, `bounds`, `center`, `transform`, `alpha`, `backgroundColor` or `layer.cornerRadius`
/// changes the *model* value at once. Inside an animation block the change also becomes an animation:
/// additive for `frame`/`bounds`/`center`/`transform` (from old − new to zero, so running motion keeps its
/// momentum), from the on-screen value for the others. `layer.presentation()` reads what is on screen.
///
/// Hit testing and `convert` use model values, as UIKit's do.
@MainActor
open class UIView: UIResponder {
    /// What the DisplayList's walk reads of every view on every frame, declared (so laid out) first and
    /// read without the run-time exclusivity check: see `WalkFields` for why that is safe. Final, so
    /// that a read of one field reads that field: an overridable property is read through its getter,
    /// which copied the whole struct (retaining the subviews) to hand out one field.
    @exclusivity(unchecked) final var walkFields = WalkFields()

    /// Overridable, as in UIKit (a subclass's observers run); the walk reads `walkFields.isHidden`.
    open var isHidden: Bool {
        get { walkFields.isHidden || layoutState?.hidesAfterCollapse == true }
        set { setHidden(newValue) }
    }

    // Animatable state, right after the walk's fields (the walk reads the tracks of a view whose kept
    // values are stale). The transform is kept exactly as set; its track animates its decomposition.
    let centerTrack = PropertyTrack<CGPoint>(.zero, kind: .center)
    let boundsTrack = PropertyTrack<CGRect>(.zero, kind: .bounds)
    let transformTrack = PropertyTrack<CGAffineTransform.Decomposition>(CGAffineTransform.identity.decomposed, kind: .transform)
    let alphaTrack = PropertyTrack<CGFloat>(1, kind: .alpha)
    let backgroundTrack = PropertyTrack<RGBAColor>(.clear, kind: .backgroundColor)
    let cornerRadiusTrack = PropertyTrack<CGFloat>(0, kind: .cornerRadius)

    // MARK: - Other fast fields

    // Read by each frame's layout, animation and naming, outside the walk. Unchecked for the reason
    // `WalkFields` gives: main-actor only, and no access spans a call that could reach the field again
    // (each is read or written whole, by code that calls nothing of the view meanwhile).
    @exclusivity(unchecked) var transformModel = CGAffineTransform.identity
    /// The subviews that drew nothing, while they keep doing so (see `CulledSubviews`).
    @exclusivity(unchecked) var culledSubviews: CulledSubviews?
    /// The view's name on the timeline and the naming epoch it was made in (see `timelineName`).
    @exclusivity(unchecked) var timelineNameCache: (epoch: UInt64, name: String)?
    @exclusivity(unchecked) package var needsLayout = true
    /// Whether a view below this one is marked for layout (see `layoutIfNeeded`).
    @exclusivity(unchecked) var hasSubviewsNeedingLayout = false
    /// Set once the view has animated or joined a hierarchy with an engine; kept in step by `rebindEngine`.
    @exclusivity(unchecked) var boundEngine: AnimationEngine?
    /// Not weak: a weak reference gives its target a side table, which makes every retain of a view
    /// with subviews the slow path and every read of `superview` a weak load — thousands a frame. Safe
    /// because the superview holds its subviews (so it outlives them while this is set) and clears this
    /// when it ends (see `deinit`) or lets a subview go, as UIKit's own unretained superview pointer is
    /// cleared; `checkInvariants(at:)` checks each subview points back at its superview.
    unowned(unsafe) var superviewStorage: UIView?

    // MARK: - Model state
    // The layer's rarer values are kept out of line (`OutOfLine`): a view without them carries a pointer
    // each, not their 475 bytes.

    /// The layer's border, nil while it has the default one (none: width 0, opaque black). See
    /// `UIView+Border.swift`.
    @OutOfLine var border: LayerBorder?
    /// The layer's anchor, depth and 3-D transform, nil while they are the defaults (see `LayerGeometry`).
    @OutOfLine var geometry: LayerGeometry?
    /// The standalone layers added to the view's layer (see `UIView+Sublayers.swift`).
    var hostedLayers: [HostedLayer] = []
    /// The layer's 3-D transform, once one that is not affine was set (see `transform3DTrack`).
    var transform3DTrackStorage: PropertyTrack<Transform3D>?
    /// The layer's shadow, nil while it has the default one (opacity 0). See `UIView+Shadow.swift`.
    @OutOfLine var shadow: LayerShadow?
    /// The layer's contents, nil while it has none and the default placement (see `LayerContents`).
    @OutOfLine var contents: LayerContents?

    var backgroundColorModel: UIColor?
    /// The appearance the background colour was resolved in (a view made outside its window's scene
    /// resolves again when it joins the window).
    var backgroundStyle = UIUserInterfaceStyle.unspecified
    public var tag = 0
    @exclusivity(unchecked) public var accessibilityIdentifier: String? {
        didSet {
            Self.namingEpoch &+= 1
            Self.viewDisplayChanges &+= 1
            walkFields.displayIdentifier = DisplayIdentifier(accessibilityIdentifier)
        }
    }
    /// How the view follows its superview's size (see `UIView+Autoresizing.swift`).
    public var autoresizingMask: AutoresizingMask = []
    /// Whether subviews with an autoresizing mask follow this view's size (true, as in UIKit).
    public var autoresizesSubviews = true
    public var isUserInteractionEnabled = true
    /// UIKit's tint; symbol images draw in it. Inherited from the superview when nil.
    open var tintColor: UIColor! {
        get { explicitTintColor ?? superview?.tintColor ?? .systemBlue }
        set {
            if newValue != explicitTintColor { Self.viewDisplayChanges &+= 1 }
            explicitTintColor = newValue
        }
    }
    private var explicitTintColor: UIColor?
    public internal(set) var gestureRecognizers: [UIGestureRecognizer]? = nil
    /// Auto Layout's state of the view, made when it first meets Auto Layout (see `ViewLayoutState`).
    var layoutState: ViewLayoutState?
    /// Set by a view controller on its root view.
    weak var viewController: UIViewController?
    /// An engine this view keeps for its own subtree (a window's; a scrubbed transition container's).
    /// Setting it moves the subtree's animations onto it, and clearing it moves them back.
    var ownEngine: AnimationEngine? {
        didSet { if ownEngine !== oldValue { rebindEngine() } }
    }

    /// The view's Core Animation layer: the view's geometry and look seen as a layer's, its sublayers,
    /// and the presentation snapshot.
    public var layer: CALayer {
        if let layerStorage { return layerStorage }
        let layer = CALayer.backing(self, as: type(of: self).layerClass)
        layerStorage = layer
        updateHasLayerContents()
        if layer is CAReplicatorLayer { walkFields.ordersSublayers = true }
        return layer
    }

    /// Whether the layer draws over the view's background (`WalkFields.hasLayerContents`): a shape or
    /// gradient layer, or an image in `contents`.
    func updateHasLayerContents() {
        walkFields.hasLayerContents = layerStorage is CAShapeLayer || layerStorage is CAGradientLayer || contents?.image != nil
    }

    /// The class of the view's layer: a subclass overrides it to be backed by a shape or gradient layer,
    /// which then draws its path or gradient over the view's background (see `CALayer.backing`).
    open class var layerClass: AnyClass { CALayer.self }
    private(set) var layerStorage: CALayer?
    /// Whether the view's layer has a `mask` (read without making the layer).
    var hasMask: Bool { layerStorage?.maskLayer != nil }

    public init(frame: CGRect) {
        super.init()
        setTrackOwner(self)
        self.frame = frame
    }

    /// The layer's reference back to its view is unowned (a weak one would give every view a side table,
    /// and every retain of a view the slow path): a layer that outlives its view is told here.
    isolated deinit {
        setTrackOwner(nil)
        layerStorage?.viewDidEnd()
        for view in subviews where view.superviewStorage === self { view.superviewStorage = nil }
        if !subviews.isEmpty { Self.namingEpoch &+= 1 }
    }

    public convenience override init() {
        self.init(frame: .zero)
    }

    /// UIKit's initializer for views decoded from a storyboard or nib. Kinema has neither, so nothing calls
    /// it; it is here so that subclasses declare it as on iOS (`required init?(coder:)`, often with
    /// `fatalError`), and a subclass's `super.init(coder:)` gives a view with a zero frame.
    public required init?(coder: NSCoder) {
        super.init()
        setTrackOwner(self)
        frame = .zero
    }

    // MARK: - Hierarchy (what subclasses override; the rest is in `UIView+Hierarchy.swift`)

    open override var next: UIResponder? { viewController ?? superview }

    open func addSubview(_ view: UIView) {
        insertSubview(view, at: subviews.count)
    }

    open func removeFromSuperview() {
        detachFromSuperview()
    }

    open func didAddSubview(_ subview: UIView) {}
    open func willRemoveSubview(_ subview: UIView) {}
    /// Told before the view joins, changes or leaves its superview (nil: it leaves).
    open func willMove(toSuperview newSuperview: UIView?) {}
    /// Told after the view joined, changed or left its superview.
    open func didMoveToSuperview() {}
    /// Told before the view joins or leaves a window, by its own move or an ancestor's (nil: it leaves).
    open func willMove(toWindow newWindow: UIWindow?) {}
    open func didMoveToWindow() {}

    // MARK: - Geometry (in the class body: subclasses override it, as in UIKit)

    /// Position of the view's centre in its superview's coordinate space (the layer's `position`).
    open var center: CGPoint {
        get { centerTrack.model }
        set {
            guard newValue.x.isFinite, newValue.y.isFinite else { return }
            record(centerTrack, newValue, additive: true, keyPath: \.centerTrack)
            if layoutState != nil { noteFrameForLayoutEngine() }
        }
    }

    /// The view's own coordinate space: `origin` is the scroll offset, `size` its size.
    open var bounds: CGRect {
        get { boundsTrack.model }
        set { setModelBounds(newValue) }
    }

    /// The rectangle in the superview's coordinates: derived from `center`, `bounds.size` and, when it is
    /// not the identity, `transform` (then, as in UIKit, setting it is not meaningful).
    open var frame: CGRect {
        get { modelFrame }
        set { setModelFrame(newValue) }
    }

    /// The affine transform about the centre. Animates by decomposition (translation, scale, rotation).
    open var transform: CGAffineTransform {
        get { transformModel }
        set { setModelTransform(newValue) }
    }

    // MARK: - Colour

    open var backgroundColor: UIColor? {
        get { backgroundColorModel }
        set { setBackgroundColorModel(newValue) }
    }

    /// UIKit's notice that the appearance (light or dark) changed; views that resolve colours themselves
    /// override it. (Background colours are resolved again before it is called.)
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// Opacity in [0, 1]; values outside are clamped, NaN is ignored.
    open var alpha: CGFloat {
        get { alphaTrack.model }
        set {
            guard !newValue.isNaN else { return }
            record(alphaTrack, min(1, max(0, newValue)), additive: false, keyPath: \.alphaTrack)
        }
    }

    // MARK: - Overridable behaviour (in the class body: Linux Swift cannot override extension members)

    /// Override to position subviews; called by `layoutIfNeeded()` when layout was requested.
    /// Frames set here inside an animation block animate with it, as in UIKit.
    open func layoutSubviews() {}

    /// Override to add or change constraints in the update-constraints pass before layout (after
    /// `setNeedsUpdateConstraints()`, and once for a view that meets Auto Layout); call super last.
    open func updateConstraints() {}

    /// Whether the view relies on constraints to lay out; UIKit's hint, which Kinema does not need.
    open class var requiresConstraintBasedLayout: Bool { false }

    /// The size the view would like; plain views have none (UIKit's `noIntrinsicMetric` is −1).
    open var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }

    /// The size that fits `size`; plain views return their current size.
    open func sizeThatFits(_ size: CGSize) -> CGSize {
        bounds.size
    }

    /// Called when the bounds origin or size changes (scroll views react to it).
    open func boundsDidChange() {}

    /// The transform the subviews and sublayers are drawn with, given the view's (`transform`: its
    /// bounds → device points); read only where `walkFields.placesContent` (a scroll view puts its
    /// content on the window's pixels: `UIScrollView.contentTransform`).
    func contentTransform(bounds: CGRect, transform: CGAffineTransform) -> CGAffineTransform {
        transform
    }

    /// Whether `point` (in this view's coordinates) is inside its bounds.
    open func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        bounds.contains(point)
    }

    /// The deepest visible, interactive descendant (or self) containing `point`, as UIKit does: hidden
    /// views, views with alpha below 0.01, views without user interaction and views being animated by a
    /// block without `.allowUserInteraction` are skipped.
    ///
    /// Geometry is the model's, as in UIKit, except for views a `UIViewPropertyAnimator` is moving: those
    /// are hit where they are on screen (their presentation values) unless the animator's
    /// `isManualHitTestingEnabled` is true — UIKit's rule, which lets a user grab a view mid-flight. For
    /// such a view `bounds` is its presentation bounds, checked directly rather than by
    /// `point(inside:with:)`.
    open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        hitTestSubtree(point, with: event)
    }

    /// UIKit's custom drawing: override it to draw the view's content with `UIGraphicsGetCurrentContext()`,
    /// `UIBezierPath.fill()` and the rest, in bounds coordinates (`rect` is the bounds). Kinema calls it
    /// when the view is first shown, after `setNeedsDisplay()`, and when the bounds' size changes under
    /// `contentMode` `.redraw`, and keeps what it drew in between (see `UIView+Drawing.swift`). This
    /// implementation draws nothing.
    open func draw(_ rect: CGRect) {
        UIGraphicsGetCurrentContext()?.reachedEmptyDraw = true
    }

    /// How the view's content (what `draw(_:)` drew, an image view's image) fills its bounds when their
    /// size differs from the content's: stretched (`.scaleToFill`, the default), fitted, placed, or drawn
    /// again (`.redraw`).
    open var contentMode: ContentMode = .scaleToFill {
        didSet { if contentMode != oldValue { Self.viewDisplayChanges &+= 1 } }
    }

    /// What `draw(_:)` drew, and whether it must draw again (see `UIView+Drawing.swift`).
    var contentDrawing = ContentDrawing()

    /// Kinema: whether the view draws from state that `displayChanges` does not count — time, samples
    /// of its own — so that a window showing it is drawn afresh at every frame (see `StillFrame`).
    /// Set by Kinema's plots and frame graph and by a visual effect view.
    package var drawsFromUnwatchedState = false {
        didSet { Self.viewDisplayChanges &+= 1 }
    }

    /// Appends what this view itself shows, below its subviews, in its bounds coordinates (`bounds` and
    /// every value are presentation values at `time`). The default draws the background colour, rounded by
    /// `layer.cornerRadius`. Kinema's stand-in for `draw(_:)`: views describe, the renderer paints.
    open func draw(in canvas: inout DisplayCanvas, bounds: CGRect, time: Double) {
        drawBackground(in: &canvas, bounds: bounds, time: time)
    }

    /// A visual effect view's effect as it animates (`UIVisualEffectView`): moved, discarded and removed
    /// with the six tracks every view has. nil for every other view.
    var effectTrack: PropertyTrack<BackdropFilter>? { nil }

    /// Appends what this view shows above its subviews (scroll indicators), in bounds coordinates.
    open func drawOverlay(in canvas: inout DisplayCanvas, bounds: CGRect, time: Double) {}

    /// Whether what the view draws above its subviews stays as it is from `time` on while no property
    /// changes (a scroll view's indicator fades after a scroll; see `StillFrame`).
    func overlayIsSteady(at time: Double) -> Bool { true }

    nonisolated open override var description: String {
        "<\(type(of: self))>"
    }
}
