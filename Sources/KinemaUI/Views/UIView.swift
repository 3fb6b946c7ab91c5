import Foundation
import KinemaCore

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
    // What building the DisplayList reads of every view, declared (so laid out) first: the object's first
    // four cache lines, which the walk asks for ahead (`displaySubviews`). What every frame reads of every
    // view is @exclusivity(unchecked): no access to it spans a call that could reach it again, so the
    // run-time check (a thread-local set searched on each read) only cost the frame.
    /// Counts the changes of the tracks (see `presented(at:)`).
    @exclusivity(unchecked) var presentationChanges: UInt64 = 0
    /// Its place among its superview's subviews that drew nothing, if kept there (`subviewMayDrawAgain`).
    @exclusivity(unchecked) var culledSlot = -1
    /// The presentation values last worked out, while they hold (see `presented(at:)`).
    @exclusivity(unchecked) var presentedCache = PresentedCache()
    @exclusivity(unchecked) public internal(set) var subviews: [UIView] = [] {
        didSet { Self.displayChanges &+= 1; culledSubviews?.forgetAll(); subviewMayDrawAgain() }
    }
    /// `accessibilityIdentifier` as the DisplayList carries it.
    @exclusivity(unchecked) private(set) var displayIdentifier = DisplayIdentifier.none
    // Setting a value a view already has changes nothing it draws (code sets `isHidden` every frame):
    // only a new value counts as a display change (see `StillFrame`).
    /// Overridable, as in UIKit (a subclass's observers run); the walk reads `hiddenStorage`.
    open var isHidden: Bool {
        get { hiddenStorage }
        set { hiddenStorage = newValue }
    }
    @exclusivity(unchecked) var hiddenStorage = false {
        didSet { if hiddenStorage != oldValue { Self.displayChanges &+= 1; subviewMayDrawAgain() } }
    }
    @exclusivity(unchecked) public var clipsToBounds = false {
        didSet { if clipsToBounds != oldValue { Self.displayChanges &+= 1 } }
    }
    /// Whether a translucent view fades its subtree as one layer (`layer.allowsGroupOpacity`; iOS's default
    /// is true): overlapping parts do not show through each other.
    @exclusivity(unchecked) var allowsGroupOpacity = true {
        didSet { if allowsGroupOpacity != oldValue { Self.displayChanges &+= 1 } }
    }

    // Animatable state. The transform is kept exactly as set; its track animates its decomposition.
    let centerTrack = PropertyTrack<CGPoint>(.zero, kind: .center)
    let boundsTrack = PropertyTrack<CGRect>(.zero, kind: .bounds)
    let transformTrack = PropertyTrack<CGAffineTransform.Decomposition>(CGAffineTransform.identity.decomposed, kind: .transform)
    let alphaTrack = PropertyTrack<CGFloat>(1, kind: .alpha)
    let backgroundTrack = PropertyTrack<RGBAColor>(.clear, kind: .backgroundColor)
    let cornerRadiusTrack = PropertyTrack<CGFloat>(0, kind: .cornerRadius)
    @exclusivity(unchecked) var transformModel = CGAffineTransform.identity
    /// The subviews that drew nothing, while they keep doing so (see `CulledSubviews`).
    @exclusivity(unchecked) var culledSubviews: CulledSubviews?
    var backgroundColorModel: UIColor?
    /// The appearance the background colour was resolved in (a view made outside its window's scene
    /// resolves again when it joins the window).
    var backgroundStyle = UIUserInterfaceStyle.unspecified

    public var superview: UIView? { superviewStorage }
    /// Not weak: a weak reference gives its target a side table, which makes every retain of a view
    /// with subviews the slow path and every read of `superview` a weak load — thousands a frame. The
    /// superview holds its subviews and clears this when it ends (see `deinit`), as UIKit's own
    /// unretained superview pointer is cleared.
    unowned(unsafe) var superviewStorage: UIView?

    public var tag = 0
    @exclusivity(unchecked) public var accessibilityIdentifier: String? {
        didSet {
            Self.namingEpoch &+= 1
            Self.displayChanges &+= 1
            displayIdentifier = DisplayIdentifier(accessibilityIdentifier)
        }
    }
    /// The view's name on the timeline and the naming epoch it was made in (see `timelineName`).
    @exclusivity(unchecked) var timelineNameCache: (epoch: UInt64, name: String)?
    /// How the view follows its superview's size (see `UIView+Autoresizing.swift`).
    public var autoresizingMask: AutoresizingMask = []
    /// Whether subviews with an autoresizing mask follow this view's size (true, as in UIKit).
    public var autoresizesSubviews = true
    public var isUserInteractionEnabled = true
    /// UIKit's tint; symbol images draw in it. Inherited from the superview when nil.
    open var tintColor: UIColor! {
        get { explicitTintColor ?? superview?.tintColor ?? .systemBlue }
        set { explicitTintColor = newValue }
    }
    private var explicitTintColor: UIColor?

    public private(set) var gestureRecognizers: [UIGestureRecognizer]? = nil

    @exclusivity(unchecked) var needsLayout = true
    /// Whether a view below this one is marked for layout (see `layoutIfNeeded`).
    @exclusivity(unchecked) var hasSubviewsNeedingLayout = false

    /// The view's Core Animation layer stand-in: corner radius and the presentation snapshot.
    public var layer: CALayer {
        if let layerStorage { return layerStorage }
        let layer = CALayer(view: self)
        layerStorage = layer
        return layer
    }
    private var layerStorage: CALayer?

    public init(frame: CGRect) {
        super.init()
        setTrackOwner(self)
        self.frame = frame
    }

    /// Tells each track which view to tell of its changes (nil: the view is ending).
    private func setTrackOwner(_ owner: UIView?) {
        centerTrack.owner = owner
        boundsTrack.owner = owner
        transformTrack.owner = owner
        alphaTrack.owner = owner
        backgroundTrack.owner = owner
        cornerRadiusTrack.owner = owner
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

    // MARK: - Hierarchy

    public var window: UIWindow? {
        var view: UIView? = self
        while let current = view {
            if let window = current as? UIWindow { return window }
            view = current.superview
        }
        return nil
    }

    open override var next: UIResponder? { viewController ?? superview }

    /// Set by a view controller on its root view.
    weak var viewController: UIViewController?

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

    /// The engine (clock and running animations) this view animates on: its window's (or that of a view
    /// between it and the window that keeps its own time, such as a transition's container while a
    /// percent-driven transition scrubs it). A view in no window keeps the engine it last had; one that
    /// never was in a window takes the engine of the window whose frame or input is being handled, or
    /// `AnimationEngine.shared`. When the view moves under another engine, its running animations move
    /// there and carry on from where they were.
    package var animationEngine: AnimationEngine {
        if let boundEngine { return boundEngine }
        let engine = engineInHierarchy() ?? AnimationEngine.ambient
        boundEngine = engine
        return engine
    }

    /// Set once the view has animated or joined a hierarchy with an engine; kept in step by `rebindEngine`.
    @exclusivity(unchecked) var boundEngine: AnimationEngine?

    /// An engine this view keeps for its own subtree (a window's; a scrubbed transition container's).
    /// Setting it moves the subtree's animations onto it, and clearing it moves them back.
    var ownEngine: AnimationEngine? {
        didSet { if ownEngine !== oldValue { rebindEngine() } }
    }

    // MARK: - Gestures

    public func addGestureRecognizer(_ recognizer: UIGestureRecognizer) {
        recognizer.view?.removeGestureRecognizer(recognizer)
        gestureRecognizers = (gestureRecognizers ?? []) + [recognizer]
        recognizer.view = self
    }

    public func removeGestureRecognizer(_ recognizer: UIGestureRecognizer) {
        gestureRecognizers?.removeAll { $0 === recognizer }
        if recognizer.view === self { recognizer.view = nil }
    }

    // MARK: - Geometry (in the class body: subclasses override it, as in UIKit)

    /// Position of the view's centre in its superview's coordinate space (the layer's `position`).
    open var center: CGPoint {
        get { centerTrack.model }
        set {
            guard newValue.x.isFinite, newValue.y.isFinite else { return }
            record(centerTrack, newValue, additive: true, keyPath: \.centerTrack)
        }
    }

    /// The view's own coordinate space: `origin` is the scroll offset, `size` its size.
    open var bounds: CGRect {
        get { boundsTrack.model }
        set {
            guard newValue.isFiniteRect else { return }
            let old = boundsTrack.model
            record(boundsTrack, newValue, additive: true, keyPath: \.boundsTrack)
            if newValue.size != old.size {
                setNeedsLayout()
                autoresizeSubviews(from: old.size, to: newValue.size)
            }
            if newValue != old { boundsDidChange() }
        }
    }

    /// The rectangle in the superview's coordinates: derived from `center`, `bounds.size` and, when it is
    /// not the identity, `transform` (then, as in UIKit, setting it is not meaningful).
    open var frame: CGRect {
        get {
            let size = boundsTrack.model.size
            let local = CGRect(x: -size.width / 2, y: -size.height / 2, width: size.width, height: size.height)
            let transformed = transformModel.isIdentity ? local : local.applying(transformModel)
            return transformed.offsetBy(dx: centerTrack.model.x, dy: centerTrack.model.y)
        }
        set {
            guard newValue.isFiniteRect else { return }
            let rect = newValue.standardized
            center = CGPoint(x: rect.midX, y: rect.midY)
            bounds = CGRect(origin: bounds.origin, size: rect.size)
        }
    }

    /// The affine transform about the centre. Animates by decomposition (translation, scale, rotation).
    open var transform: CGAffineTransform {
        get { transformModel }
        set {
            guard newValue.a.isFinite, newValue.b.isFinite, newValue.c.isFinite, newValue.d.isFinite,
                newValue.tx.isFinite, newValue.ty.isFinite
            else { return }
            transformModel = newValue
            record(transformTrack, newValue.decomposed, additive: true, keyPath: \.transformTrack)
        }
    }

    // MARK: - Colour

    open var backgroundColor: UIColor? {
        get { backgroundColorModel }
        set {
            backgroundColorModel = newValue
            let traits = traitCollection
            backgroundStyle = traits.userInterfaceStyle
            record(backgroundTrack, newValue?.resolvedColor(with: traits).rgba ?? .clear, additive: false, keyPath: \.backgroundTrack)
        }
    }

    /// The traits the view draws with: its window's scene's appearance (`--dark`, key D), or the current
    /// scene's while it is in no window (a test's `UITraitCollection.$override` wins over both).
    public var traitCollection: UITraitCollection {
        UITraitCollection.override ?? window?.windowScene?.traitCollection ?? UITraitCollection.current
    }

    /// UIKit's notice that the appearance (light or dark) changed; views that resolve colours themselves
    /// override it. (Background colours are resolved again before it is called.)
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// The appearance changed: this view and its subviews take their colours' values for it at once
    /// (not animated), then hear `traitCollectionDidChange`.
    package func appearanceDidChange(from previous: UITraitCollection) {
        if let color = backgroundColorModel {
            UIView.performWithoutAnimation { backgroundColor = color }
        }
        traitCollectionDidChange(previous)
        for subview in subviews { subview.appearanceDidChange(from: previous) }
    }

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

    /// The size the view would like; plain views have none (UIKit's `noIntrinsicMetric` is −1).
    open var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }

    public static let noIntrinsicMetric: CGFloat = -1

    /// The size that fits `size`; plain views return their current size.
    open func sizeThatFits(_ size: CGSize) -> CGSize {
        bounds.size
    }

    /// Called when the bounds origin or size changes (scroll views react to it).
    open func boundsDidChange() {}

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
        guard !isHidden, alpha >= 0.01, isUserInteractionEnabled, !isAnimatingWithoutInteraction else { return nil }
        if isHitTestedOnScreen {
            guard boundsTrack.presentation(at: animationEngine.now).contains(point) else { return nil }
        } else {
            guard self.point(inside: point, with: event) else { return nil }
        }
        for subview in subviews.reversed() {
            let local = point.applying(subview.hitTestTransformToSuperview().inverted())
            if let hit = subview.hitTest(local, with: event) { return hit }
        }
        return self
    }

    /// Appends what this view itself shows, below its subviews, in its bounds coordinates (`bounds` and
    /// every value are presentation values at `time`). The default draws the background colour, rounded by
    /// `layer.cornerRadius`. Kinema's stand-in for `draw(_:)`: views describe, the renderer paints.
    open func draw(in canvas: inout DisplayCanvas, bounds: CGRect, time: Double) {
        drawBackground(in: &canvas, bounds: bounds, time: time)
    }

    /// Appends what this view shows above its subviews (scroll indicators), in bounds coordinates.
    open func drawOverlay(in canvas: inout DisplayCanvas, bounds: CGRect, time: Double) {}

    /// Whether what the view draws above its subviews stays as it is from `time` on while no property
    /// changes (a scroll view's indicator fades after a scroll; see `StillFrame`).
    func overlayIsSteady(at time: Double) -> Bool { true }

    nonisolated open override var description: String {
        "<\(type(of: self))>"
    }
}
