import Foundation
import KinemaCore

/// The parts of Core Animation's layer that UIKit code touches: corner radius, border, masking, and
/// `presentation()` — a snapshot of what is on screen now, with every running animation applied.
///
/// A view's layer is live: its properties read and write the view's model values. A presentation layer
/// is a frozen copy. A layer made on its own (`CALayer()`, or a subclass) keeps its values but is not
/// drawn: Kinema draws views, so give a view the look instead.
///
/// Like Core Animation's classes in the iOS SDK (and unlike UIKit's), a layer is not main-actor isolated:
/// iOS code calls `removeAllAnimations()` from a `deinit`. A view's layer reads and writes its view on
/// the main thread, where iOS code uses it (it stops the program if used elsewhere).
open class CALayer: NSObject {
    /// The view it backs. Not weak (that would cost every view a side table): the view clears it when it
    /// ends (`viewDidEnd`), so a layer kept longer than its view backs nothing.
    private unowned(unsafe) var view: UIView?
    /// The values of a layer that backs no view: its own (standalone) or a frozen copy (presentation).
    private var values: Snapshot?
    private let isPresentation: Bool

    struct Snapshot: Sendable {
        var position: CGPoint
        var bounds: CGRect
        var transform: CGAffineTransform
        var opacity: CGFloat
        var backgroundColor: RGBAColor
        var cornerRadius: CGFloat
        var masksToBounds: Bool
        var border = LayerBorder()

        static let initial = Snapshot(
            position: .zero, bounds: .zero, transform: .identity, opacity: 1, backgroundColor: .clear,
            cornerRadius: 0, masksToBounds: false)
    }

    init(view: UIView) {
        self.view = view
        isPresentation = false
    }

    /// Its view is being deallocated: from now on the layer backs no view.
    func viewDidEnd() { view = nil }

    private init(snapshot: Snapshot) {
        values = snapshot
        isPresentation = true
    }

    /// A layer of its own, backing no view: it keeps the values set on it (it is not drawn). (The
    /// initializers are main-actor isolated, as a subclass's own are in an app compiled as Xcode's
    /// template compiles it: its `override init()` then matches.)
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
    private var currentValues: Snapshot {
        if let values { return values }
        return read { view in
            Snapshot(
                position: view.center, bounds: view.bounds, transform: view.transform, opacity: view.alpha,
                backgroundColor: view.backgroundTrack.model, cornerRadius: view.cornerRadiusTrack.model,
                masksToBounds: view.clipsToBounds, border: view.layerBorder)
        } ?? .initial
    }

    /// Writes a value: to the view's model, or to the layer's own values (a presentation copy is frozen).
    private func update(_ write: (inout Snapshot) -> Void, view apply: @MainActor (UIView) -> Void) {
        if let view {
            MainActor.assumeIsolated { apply(view) }
        } else if !isPresentation, var own = values {
            write(&own)
            values = own
        }
    }

    /// Reads from the view, on the main actor.
    private func read<Value: Sendable>(_ body: @MainActor (UIView) -> Value) -> Value? {
        guard let view else { return nil }
        return MainActor.assumeIsolated { body(view) }
    }

    /// Corner radius in points (≥ 0; negative and NaN values become 0). Animatable.
    public var cornerRadius: CGFloat {
        get { values?.cornerRadius ?? read { $0.cornerRadiusTrack.model } ?? 0 }
        set {
            let radius = newValue.isFinite ? max(0, newValue) : 0
            update({ $0.cornerRadius = radius }, view: { $0.record($0.cornerRadiusTrack, radius, additive: false, keyPath: \.cornerRadiusTrack) })
        }
    }

    /// The border's width in points, drawn inside the bounds over the background and the sublayers,
    /// following `cornerRadius` (0, no border, by default; negative and NaN widths draw nothing). On iOS
    /// only Core Animation's explicit animations move it, not `UIView.animate`: here it is a plain value
    /// that shows at once and that `presentation()` copies.
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
    private var standaloneGroupOpacity = true

    public var position: CGPoint {
        get { values?.position ?? read { $0.center } ?? .zero }
        set { update({ $0.position = newValue }, view: { $0.center = newValue }) }
    }

    public var bounds: CGRect {
        get { values?.bounds ?? read { $0.bounds } ?? .zero }
        set { update({ $0.bounds = newValue }, view: { $0.bounds = newValue }) }
    }

    public var frame: CGRect {
        let size = bounds.size
        let local = CGRect(x: -size.width / 2, y: -size.height / 2, width: size.width, height: size.height)
        let transformed = affineTransform().isIdentity ? local : local.applying(affineTransform())
        return transformed.offsetBy(dx: position.x, dy: position.y)
    }

    public var opacity: Float {
        get { Float(values?.opacity ?? read { $0.alpha } ?? 1) }
        set { update({ $0.opacity = CGFloat(newValue) }, view: { $0.alpha = CGFloat(newValue) }) }
    }

    public var backgroundColor: CGColor? {
        get { values?.backgroundColor ?? read { $0.backgroundColor?.cgColor } ?? nil }
        set {
            update({ $0.backgroundColor = newValue ?? .clear }, view: { $0.backgroundColor = newValue.map { UIColor(rgba: $0) } })
        }
    }

    public func affineTransform() -> CGAffineTransform {
        values?.transform ?? read { $0.transform } ?? .identity
    }

    public func setAffineTransform(_ transform: CGAffineTransform) {
        update({ $0.transform = transform }, view: { $0.transform = transform })
    }

    /// The layer's transform as a 3-D matrix (only the affine part is supported).
    public var transform: CATransform3D {
        get { CATransform3DMakeAffineTransform(affineTransform()) }
        set { setAffineTransform(CATransform3DGetAffineTransform(newValue)) }
    }

    /// What is on screen now: model values with every running animation applied.
    public func presentation() -> CALayer? {
        if isPresentation { return self }
        guard let snapshot = read({ view in
            let now = view.animationEngine.now
            return Snapshot(
                position: view.centerTrack.presentation(at: now),
                bounds: view.boundsTrack.presentation(at: now),
                transform: view.presentationTransform(at: now),
                opacity: view.alphaTrack.presentation(at: now),
                backgroundColor: view.backgroundTrack.presentation(at: now),
                cornerRadius: view.cornerRadiusTrack.presentation(at: now),
                masksToBounds: view.clipsToBounds, border: view.layerBorder)
        }) else { return values.map { CALayer(snapshot: $0) } }
        return CALayer(snapshot: snapshot)
    }

    /// The model layer (self for a live layer).
    public func model() -> CALayer { self }

    /// Removes every running animation of the layer's view.
    public func removeAllAnimations() {
        guard let view else { return }
        MainActor.assumeIsolated { view.removeAllAnimations() }
    }
}

extension UIView {
    /// The transform on screen at `time`: the model itself when nothing animates it.
    func presentationTransform(at time: Double) -> CGAffineTransform {
        transformTrack.isAnimating ? CGAffineTransform(transformTrack.presentation(at: time)) : transformModel
    }
}

/// Core Animation's 4 × 4 transform; Kinema draws only its affine part.
public struct CATransform3D: Equatable, Sendable {
    public var m11, m12, m13, m14: CGFloat
    public var m21, m22, m23, m24: CGFloat
    public var m31, m32, m33, m34: CGFloat
    public var m41, m42, m43, m44: CGFloat
}

public let CATransform3DIdentity = CATransform3D(
    m11: 1, m12: 0, m13: 0, m14: 0, m21: 0, m22: 1, m23: 0, m24: 0,
    m31: 0, m32: 0, m33: 1, m34: 0, m41: 0, m42: 0, m43: 0, m44: 1)
