import Foundation
import KinemaCore
import KinemaGraphics

/// Core Animation's layer: geometry, appearance and a tree of sublayers, and `presentation()` — a
/// snapshot of what is on screen now, with every running animation applied.
///
/// A view's layer is live: its properties read and write the view's model values, and its sublayers
/// are its subviews' layers with any standalone layers added between them. A layer made on its own
/// (`CALayer()`, or a subclass) keeps its own values, and is drawn once it is in a view's layer's tree.
/// A presentation layer is a frozen copy.
///
/// Like Core Animation's classes in the iOS SDK (and unlike UIKit's), a layer is not main-actor isolated:
/// iOS code calls `removeAllAnimations()` from a `deinit`. A view's layer reads and writes its view on
/// the main thread, where iOS code uses it (it stops the program if used elsewhere); so does a layer in
/// a view's tree when it changes what is drawn.
open class CALayer: NSObject {
    /// The view it backs. Not weak (that would cost every view a side table): the view clears it when it
    /// ends (`viewDidEnd`), so a layer kept longer than its view backs nothing.
    unowned(unsafe) package var view: (any CALayerBacking)?
    /// The values of a layer that backs no view: its own (standalone) or a frozen copy (presentation).
    /// Out of line: a view's layer has none, and carried their 744 bytes inline.
    @OutOfLine package var values: Snapshot?
    package let isPresentation: Bool
    /// A standalone layer's own sublayers, back to front.
    package var children: [CALayer] = []
    /// A standalone layer's superlayer when that is another standalone layer.
    package weak var parentLayer: CALayer?
    /// The view whose layer holds this standalone layer among its sublayers.
    package weak var hostView: (any CALayerBacking)?
    /// `mask`, and the view whose layer it is when set through `UIView.mask` (kept alive here, as
    /// UIKit keeps a view's mask view).
    package var maskLayer: CALayer?
    package var maskView: (any CALayerBacking)?

    /// The explicit animations added to it (`add(_:forKey:)`), in the order added; nil while none were.
    package var animationStack: LayerAnimations?
    /// Its own `CAMediaTiming` values (a layer's time runs from its superlayer's by them).
    package var layerTimingValues = MediaTimingValues()
    /// Whether animated values of its class's own properties are in place for drawing: their changes
    /// are not display changes then (see `withAnimatedClassValues`).
    package var showsAnimatedClassValues = false

    /// Values kept under keys of the caller's own (`setValue(_:forKey:)` of a key no property has).
    package var ownKeyValues: [String: Any] = [:]

    /// Core Animation's reports of what Kinema does not do (each once).
    package static let reports = ReportedOnce()

    package struct Snapshot: Sendable {
        package var position: CGPoint
        package var bounds: CGRect
        package var transform: Transform3D
        package var opacity: CGFloat
        package var backgroundColor: RGBAColor
        package var cornerRadius: CGFloat
        package var masksToBounds: Bool
        package var border = LayerBorder()
        package var shadow = LayerShadow()
        package var geometry = LayerGeometry.standard
        package var isHidden = false
        package var name: String?
        package var contents = LayerContents()

        package init(
            position: CGPoint, bounds: CGRect, transform: Transform3D, opacity: CGFloat, backgroundColor: RGBAColor,
            cornerRadius: CGFloat, masksToBounds: Bool, border: LayerBorder = LayerBorder(), shadow: LayerShadow = LayerShadow(),
            geometry: LayerGeometry = .standard, isHidden: Bool = false, name: String? = nil, contents: LayerContents = LayerContents()
        ) {
            (self.position, self.bounds, self.transform, self.opacity) = (position, bounds, transform, opacity)
            (self.backgroundColor, self.cornerRadius, self.masksToBounds) = (backgroundColor, cornerRadius, masksToBounds)
            (self.border, self.shadow, self.geometry, self.isHidden, self.name, self.contents) = (border, shadow, geometry, isHidden, name, contents)
        }

        package static let initial = Snapshot(
            position: .zero, bounds: .zero, transform: .identity, opacity: 1, backgroundColor: .clear,
            cornerRadius: 0, masksToBounds: false)
    }

    init(view: any CALayerBacking) {
        self.view = view
        isPresentation = false
    }

    /// Its view is being deallocated: from now on the layer backs no view.
    package func viewDidEnd() { view = nil }

    init(snapshot: Snapshot) {
        values = snapshot
        isPresentation = true
    }

    /// A layer of its own, backing no view: it keeps the values set on it and is drawn once added to a
    /// view's layer's tree. (The initializers are main-actor isolated, as a subclass's own are in an app
    /// compiled as Xcode's template compiles it: its `override init()` then matches.)
    @MainActor
    public override init() {
        values = .initial
        isPresentation = false
    }

    /// A copy of `layer`'s values, as Core Animation makes presentation copies (subclasses override it to
    /// copy their own properties). A view's layer is copied as what it shows now; anything else, as new.
    @MainActor
    public init(layer: Any) {
        values = (layer as? CALayer).map { $0.currentValues } ?? .initial
        isPresentation = false
    }

    /// Kinema has no nibs or archives of layers: a decoded layer is a new one.
    @MainActor
    public required init?(coder: NSCoder) {
        values = .initial
        isPresentation = false
    }

    /// The layer's values now: its own, or its view's model values.
    package var currentValues: Snapshot {
        if let values { return values }
        return read { view in
            Snapshot(
                position: view.center, bounds: view.bounds, transform: view.layerTransform3D, opacity: view.alpha,
                backgroundColor: view.layerBackgroundModel, cornerRadius: view.layerCornerRadius,
                masksToBounds: view.clipsToBounds, border: view.layerBorder, shadow: view.layerShadow, geometry: view.layerGeometry,
                isHidden: view.isHidden, name: view.accessibilityIdentifier, contents: view.layerContents)
        } ?? .initial
    }

    /// Writes a value: to the view's model, or to the layer's own values (a presentation copy is frozen).
    /// A standalone layer's change is a display change (a window showing it draws afresh).
    package func update(_ write: (inout Snapshot) -> Void, view apply: @MainActor (any CALayerBacking) -> Void) {
        if let view {
            MainActor.assumeIsolated { apply(view) }
        } else if !isPresentation, let old = values {
            var own = old
            write(&own)
            values = own
            MainActor.assumeIsolated { DisplayChanges.count &+= 1 }
            if hasBeenDisplayed { valuesDidChange(from: old) }
        }
    }

    /// Reads from the view, on the main actor.
    package func read<Value: Sendable>(_ body: @MainActor (any CALayerBacking) -> Value) -> Value? {
        guard let view else { return nil }
        return MainActor.assumeIsolated { body(view) }
    }

    /// Corner radius in points (≥ 0; negative and NaN values become 0). Animatable on a view's layer.
    public var cornerRadius: CGFloat {
        get { values?.cornerRadius ?? read { $0.layerCornerRadius } ?? 0 }
        set {
            let radius = newValue.isFinite ? max(0, newValue) : 0
            update({ $0.cornerRadius = radius }, view: { $0.layerCornerRadius = radius })
        }
    }

    /// The border's width in points, drawn inside the bounds over the background and the sublayers,
    /// following `cornerRadius` (0, no border, by default; negative and NaN widths draw nothing). On iOS
    /// only Core Animation's animations move it, not `UIView.animate`, as here.
    public var borderWidth: CGFloat {
        get { values?.border.width ?? read { $0.layerBorder.width } ?? 0 }
        set {
            let width = LayerBorder.width(newValue)
            update({ $0.border.width = width }, view: { $0.layerBorder.width = width })
        }
    }

    /// The border's colour: opaque black by default, as on iOS; nil draws no border. A plain value, as
    /// `borderWidth` is.
    public var borderColor: CGColor? {
        get { values.map { $0.border.color } ?? read { $0.layerBorder.color } ?? nil }
        set { update({ $0.border.color = newValue }, view: { $0.layerBorder.color = newValue }) }
    }

    /// Whether sublayers are clipped to the bounds (the view's `clipsToBounds`).
    public var masksToBounds: Bool {
        get { values?.masksToBounds ?? read { $0.clipsToBounds } ?? false }
        set { update({ $0.masksToBounds = newValue }, view: { $0.clipsToBounds = newValue }) }
    }

    /// Whether a translucent layer is composited as one group, so overlapping sublayers do not show
    /// through each other (true by default, as on iOS). Off, each part fades on its own.
    public var allowsGroupOpacity: Bool {
        get { read { $0.allowsGroupOpacity } ?? standaloneGroupOpacity }
        set {
            if let view { MainActor.assumeIsolated { view.allowsGroupOpacity = newValue } } else if !isPresentation { standaloneGroupOpacity = newValue }
        }
    }
    package var standaloneGroupOpacity = true
    /// `contentsScale`, `shouldRasterize`, `rasterizationScale`, `allowsEdgeAntialiasing`: kept, drawn
    /// the same (see `CALayer+Rasterization.swift`).
    package var rasterization = LayerRasterization()
    /// What `contents` was set to, as set (a `UIImage` too, which draws nothing); the drawn image is in
    /// the layer's values or its view's (`LayerContents`).
    package var contentsObject: Any?

    /// Opacity in [0, 1] (values outside are clamped, NaN ignored). Animatable on a view's layer.
    public var opacity: Float {
        get { Float(values?.opacity ?? read { $0.alpha } ?? 1) }
        set {
            guard !newValue.isNaN else { return }
            let clamped = CGFloat(min(1, max(0, newValue)))
            update({ $0.opacity = clamped }, view: { $0.alpha = clamped })
        }
    }

    public var backgroundColor: CGColor? {
        get { values?.backgroundColor ?? read { $0.layerBackgroundColor } ?? nil }
        set {
            update({ $0.backgroundColor = newValue ?? .clear }, view: { $0.layerBackgroundColor = newValue })
        }
    }

    /// Whether the layer (and its sublayers) is left out of drawing and hit-testing.
    public var isHidden: Bool {
        get { values?.isHidden ?? read { $0.isHidden } ?? false }
        set { update({ $0.isHidden = newValue }, view: { $0.isHidden = newValue }) }
    }

    /// The layer's name; Kinema's DisplayList and timeline show it as they show a view's
    /// `accessibilityIdentifier` (a view's layer reads and writes that).
    public var name: String? {
        get { values.map { $0.name } ?? read { $0.accessibilityIdentifier } ?? nil }
        set { update({ $0.name = newValue }, view: { $0.accessibilityIdentifier = newValue }) }
    }

    /// What is on screen now: model values with every running animation applied.
    public func presentation() -> CALayer? {
        if isPresentation { return self }
        guard let model = read({ $0.presentedLayerValues() }) ?? values else { return nil }
        guard let stack = animationStack, !stack.isEmpty, let now = mediaTime else {
            return presentationCopy(AnimatedLayerValues(snapshot: model, layer: self))
        }
        return presentationCopy(animatedValues(over: model, atMediaTime: now))
    }

    /// A frozen copy showing `shown` — a layer class's copy of its class, with its own properties as
    /// shown too (a shape layer's presented `strokeEnd`). In the class body: subclasses override it.
    package func presentationCopy(_ shown: AnimatedLayerValues) -> CALayer {
        CALayer(snapshot: shown.snapshot)
    }

    /// `copy` (a layer class's frozen copy) given this layer's own values by `copyOwn`, then those
    /// `shown` sets; setting them is no display change (a frame may ask for a copy every time).
    package func frozen<Layer: CALayer>(_ copy: Layer, showing shown: AnimatedLayerValues, copying copyOwn: (Layer) -> Void) -> Layer {
        copy.showsAnimatedClassValues = true
        copyOwn(copy)
        for (key, value) in shown.classValues { copy.setAnimatableValue(value, forKey: key) }
        return copy
    }

    /// Appends the sublayers, each in its place under `parent` (this layer as their superlayer): by
    /// depth, once each. In the class body so subclasses override it (a replicator draws them again).
    @MainActor
    package func displaySublayers(into canvas: inout DisplayCanvas, parent: LayerParent, time: Double) {
        for child in Self.byDepth(children) { child.display(into: &canvas, parent: parent, time: time) }
    }

    /// A subclass's own value changed: what a window shows of the layer is stale.
    package func layerDidChange() {
        guard !showsAnimatedClassValues else { return }
        MainActor.assumeIsolated { DisplayChanges.count &+= 1 }
    }

    /// A subclass's own animatable value `key` changed from `old`: stale, and animated implicitly.
    package func layerDidChange(_ key: String, from old: @autoclosure () -> LayerValue) {
        guard !showsAnimatedClassValues else { return }
        MainActor.assumeIsolated { DisplayChanges.count &+= 1 }
        if hasBeenDisplayed { classValueDidChange(key, from: old()) }
    }

    // MARK: - Implicit animations (in the class body: subclasses override them; see `CALayer+ImplicitAnimations.swift`)

    /// Actions by key: an animation, or `NSNull` for none (nil by default).
    open var actions: [String: CAAction]?
    /// Whether the layer has been drawn: only then do its changes animate implicitly.
    package var hasBeenDisplayed = false

    /// The action for a change of `event`: the delegate's, else `actions`', else the class's default;
    /// `NSNull` means none (a view's layer: its view's, `NSNull` outside animation blocks).
    open func action(forKey event: String) -> CAAction? {
        if view != nil { return NSNull() }
        if delegate != nil {
            nonisolated(unsafe) let layer = self
            let answer = MainActor.assumeIsolated { ActionReference(layer.delegate?.action(for: layer, forKey: event)) }.action
            if let answer { return answer }
        }
        if let action = actions?[event] { return action }
        return Self.defaultAction(forKey: event)
    }

    /// The action for a change of an animatable property: a basic animation of it, from what was shown to
    /// the new value, timed by the transaction (0.25 s, the `default` curve); nil for other keys.
    open class func defaultAction(forKey event: String) -> CAAction? {
        guard AnimatedLayerValues.properties[event] != nil || implicitlyAnimatedClassKeys.contains(event) else { return nil }
        return CABasicAnimation(keyPath: event)
    }

    /// The layer classes' own animatable keys (shape, gradient, replicator layers).
    package static let implicitlyAnimatedClassKeys: Set<String> = [
        "path", "fillColor", "strokeColor", "lineWidth", "miterLimit", "lineDashPhase", "strokeStart", "strokeEnd",
        "colors", "locations", "startPoint", "endPoint", "instanceTransform", "instanceDelay", "instanceColor",
    ]

    /// Whether `point` (in this layer's coordinates) is inside it: its bounds, unless a subclass says
    /// otherwise (`hitTest(_:)` asks it).
    open func contains(_ point: CGPoint) -> Bool {
        bounds.contains(point)
    }

    /// The model layer (self for a live layer).
    public func model() -> CALayer { self }

    /// Appends what the layer itself draws (a shape layer's path), in its bounds' coordinates, after its
    /// background and before its sublayers; a plain layer draws nothing. (In the class, not an extension:
    /// Swift without Objective-C overrides only what a class declares. `package`: a view of Kinema's
    /// scenes draws a shape layer through it until layers are drawn by the layer tree.)
    package func drawContents(in canvas: inout DisplayCanvas, bounds: CGRect) {}

    /// The value of the class's own animatable property `key` (a shape layer's `strokeEnd`…), or nil
    /// when the class has none of that name. (In the class body, as `drawContents`: subclasses add theirs.)
    package func animatableValue(forKey key: String) -> LayerValue? { nil }

    /// Sets the class's own animatable property `key` (see `animatableValue(forKey:)`).
    package func setAnimatableValue(_ value: LayerValue, forKey key: String) {}

    // MARK: - Drawing and layout (in the class body: subclasses override them; see `CALayer+Drawing.swift`)

    /// The layer's delegate: it may draw the layer's content (`draw(_:in:)`, `display(_:)`) and lay out
    /// its sublayers (`layoutSublayers(of:)`). A view's layer answers nil: it forwards to its view.
    public weak var delegate: CALayerDelegate?
    /// A standalone layer's drawing and layout state (a view's layer uses its view's).
    package var drawingState = LayerDrawingState()

    /// Draws the layer's content into `ctx`, in bounds coordinates (y down). The default asks the
    /// delegate, or the view for a view's layer (its `draw(_:)`, with the context current).
    @MainActor
    open func draw(in ctx: CGContext) {
        if let view { return view.drawContent(into: ctx) }
        delegate?.draw(self, in: ctx)
    }

    /// Draws the layer's content again now: the delegate's `display(_:)` if it has one of its own, else
    /// `draw(in:)` into a new context whose result the layer keeps (a view's layer: its view does).
    @MainActor
    open func display() {
        if let view {
            view.setNeedsDisplay()
            return view.drawContentIfNeeded()
        }
        if let delegate { return delegate.display(self) }
        displayByDrawing()
    }

    /// Lays out the sublayers; the default asks the delegate (a view's layer: its view lays out its
    /// subviews).
    @MainActor
    open func layoutSublayers() {
        if let view { return view.layoutSubviews() }
        delegate?.layoutSublayers(of: self)
    }

    /// Removes every animation: the explicit ones added to the layer (their delegates told they did not
    /// finish) and, for a view's layer, the view's running animations.
    public func removeAllAnimations() {
        nonisolated(unsafe) let layer = self
        MainActor.assumeIsolated { layer.removeExplicitAnimations { _ in true } }
        guard let view else { return }
        MainActor.assumeIsolated { view.removeAllAnimations() }
    }
}

/// An action handed out of a main-actor closure (the delegate answers on the main thread).
private struct ActionReference: @unchecked Sendable {
    let action: CAAction?
    init(_ action: CAAction?) { self.action = action }
}
