import Foundation
import KinemaCore

/// The parts of Core Animation's layer that UIKit code touches: corner radius, masking, and
/// `presentation()` — a snapshot of what is on screen now, with every running animation applied.
///
/// A view's layer is live: its properties read and write the view's model values. A presentation layer
/// is a frozen copy.
@MainActor
public final class CALayer: NSObject {
    private weak var view: UIView?
    private let snapshot: Snapshot?

    struct Snapshot {
        var position: CGPoint
        var bounds: CGRect
        var transform: CGAffineTransform
        var opacity: CGFloat
        var backgroundColor: RGBAColor
        var cornerRadius: CGFloat
        var masksToBounds: Bool
    }

    init(view: UIView) {
        self.view = view
        snapshot = nil
    }

    private init(snapshot: Snapshot) {
        view = nil
        self.snapshot = snapshot
    }

    /// Corner radius in points (≥ 0; negative and NaN values become 0). Animatable.
    public var cornerRadius: CGFloat {
        get { snapshot?.cornerRadius ?? view?.cornerRadiusTrack.model ?? 0 }
        set {
            guard snapshot == nil, let view else { return }
            view.record(\.cornerRadiusTrack, newValue.isFinite ? max(0, newValue) : 0, additive: false)
        }
    }

    /// Whether sublayers are clipped to the bounds (the view's `clipsToBounds`).
    public var masksToBounds: Bool {
        get { snapshot?.masksToBounds ?? view?.clipsToBounds ?? false }
        set { view?.clipsToBounds = newValue }
    }

    public var position: CGPoint {
        get { snapshot?.position ?? view?.center ?? .zero }
        set { view?.center = newValue }
    }

    public var bounds: CGRect {
        get { snapshot?.bounds ?? view?.bounds ?? .zero }
        set { view?.bounds = newValue }
    }

    public var frame: CGRect {
        let size = bounds.size
        let local = CGRect(x: -size.width / 2, y: -size.height / 2, width: size.width, height: size.height)
        let transformed = affineTransform().isIdentity ? local : local.applying(affineTransform())
        return transformed.offsetBy(dx: position.x, dy: position.y)
    }

    public var opacity: Float {
        get { Float(snapshot?.opacity ?? view?.alpha ?? 1) }
        set { view?.alpha = CGFloat(newValue) }
    }

    public var backgroundColor: CGColor? {
        get { snapshot?.backgroundColor ?? view?.backgroundColor?.cgColor }
        set { view?.backgroundColor = newValue.map { UIColor(rgba: $0) } }
    }

    public func affineTransform() -> CGAffineTransform {
        snapshot?.transform ?? view?.transform ?? .identity
    }

    public func setAffineTransform(_ transform: CGAffineTransform) {
        view?.transform = transform
    }

    /// The layer's transform as a 3-D matrix (only the affine part is supported).
    public var transform: CATransform3D {
        get { CATransform3DMakeAffineTransform(affineTransform()) }
        set { view?.transform = CATransform3DGetAffineTransform(newValue) }
    }

    /// What is on screen now: model values with every running animation applied.
    public func presentation() -> CALayer? {
        if snapshot != nil { return self }
        guard let view else { return nil }
        let now = view.animationEngine.now
        return CALayer(snapshot: Snapshot(
            position: view.centerTrack.presentation(at: now),
            bounds: view.boundsTrack.presentation(at: now),
            transform: view.presentationTransform(at: now),
            opacity: view.alphaTrack.presentation(at: now),
            backgroundColor: view.backgroundTrack.presentation(at: now),
            cornerRadius: view.cornerRadiusTrack.presentation(at: now),
            masksToBounds: view.clipsToBounds))
    }

    /// The model layer (self for a live layer).
    public func model() -> CALayer { self }

    /// Removes every running animation of the layer's view.
    public func removeAllAnimations() {
        view?.removeAllAnimations()
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

public func CATransform3DMakeAffineTransform(_ t: CGAffineTransform) -> CATransform3D {
    var m = CATransform3DIdentity
    (m.m11, m.m12, m.m21, m.m22, m.m41, m.m42) = (t.a, t.b, t.c, t.d, t.tx, t.ty)
    return m
}

public func CATransform3DGetAffineTransform(_ m: CATransform3D) -> CGAffineTransform {
    CGAffineTransform(a: m.m11, b: m.m12, c: m.m21, d: m.m22, tx: m.m41, ty: m.m42)
}

public func CATransform3DIsIdentity(_ m: CATransform3D) -> Bool { m == CATransform3DIdentity }
