import Foundation
import KinemaCore
import KinemaLayers

/// What the geometry properties (`center`, `bounds`, `frame`, `transform`: declared in the class body,
/// where subclasses can override them) do, coordinate conversion and hit testing.
extension UIView {
    // MARK: - Model geometry

    /// What setting `bounds` does: records the change (an animation inside a block), lays out and
    /// autoresizes the subviews when the size changed, and tells `boundsDidChange`. Not finite: ignored.
    func setModelBounds(_ newValue: CGRect) {
        guard newValue.isFiniteRect else { return }
        let old = boundsTrack.model
        record(boundsTrack, newValue, additive: true, keyPath: \.boundsTrack)
        if newValue.size != old.size {
            if layoutState != nil { noteFrameForLayoutEngine() }
            setNeedsLayout()
            autoresizeSubviews(from: old.size, to: newValue.size)
        }
        if newValue != old { boundsDidChange() }
    }

    /// The model frame: `bounds.size` about `center` (the layer's position, where its anchor point lies),
    /// through `transform` when it is not the identity.
    var modelFrame: CGRect {
        let size = boundsTrack.model.size
        let anchor = anchorPoint
        let local = CGRect(x: -size.width * anchor.x, y: -size.height * anchor.y, width: size.width, height: size.height)
        let transformed = transformModel.isIdentity ? local : local.applying(transformModel)
        return transformed.offsetBy(dx: centerTrack.model.x, dy: centerTrack.model.y)
    }

    /// What setting `frame` does: sets `center` (the anchor point's place in the frame) and `bounds.size`
    /// (through their overridable setters).
    func setModelFrame(_ newValue: CGRect) {
        guard newValue.isFiniteRect else { return }
        let rect = newValue.standardized
        let anchor = anchorPoint
        center = CGPoint(x: rect.minX + rect.width * anchor.x, y: rect.minY + rect.height * anchor.y)
        bounds = CGRect(origin: bounds.origin, size: rect.size)
    }

    /// What setting `transform` does: keeps it exactly as set, and animates its decomposition.
    func setModelTransform(_ newValue: CGAffineTransform) {
        guard newValue.a.isFinite, newValue.b.isFinite, newValue.c.isFinite, newValue.d.isFinite,
            newValue.tx.isFinite, newValue.ty.isFinite
        else { return }
        leaveTransform3D()
        transformModel = newValue
        record(transformTrack, newValue.decomposed, additive: true, keyPath: \.transformTrack)
    }

    // MARK: - Coordinate conversion (model values)

    /// The transform from this view's bounds coordinates to its superview's: the anchor point (the
    /// centre unless the layer's was moved) lands on `center`, turned about by `transform`.
    func transformToSuperview(center: CGPoint, bounds: CGRect, transform: CGAffineTransform, anchor: CGPoint? = nil) -> CGAffineTransform {
        let anchor = anchor ?? anchorPoint
        var matrix = CGAffineTransform(
            translationX: -bounds.origin.x - bounds.size.width * anchor.x, y: -bounds.origin.y - bounds.size.height * anchor.y)
        if !transform.isIdentity { matrix = matrix.concatenating(transform) }
        return matrix.concatenating(CGAffineTransform(translationX: center.x, y: center.y))
    }

    /// The transform from this view's bounds coordinates to the window's (device points), model values.
    /// A window's own frame origin is not applied (it is the device); its bounds origin is.
    package var transformToWindow: CGAffineTransform {
        var matrix = CGAffineTransform.identity
        var view: UIView? = self
        while let current = view {
            if current is UIWindow && current.superview == nil {
                let origin = current.boundsTrack.model.origin
                return origin == .zero ? matrix : matrix.concatenating(CGAffineTransform(translationX: -origin.x, y: -origin.y))
            }
            matrix = matrix.concatenating(
                current.transformToSuperview(
                    center: current.centerTrack.model, bounds: current.boundsTrack.model,
                    transform: current.transformModel))
            view = current.superview
        }
        return matrix
    }

    /// `point` in this view's coordinates expressed in `view`'s (the window's when nil).
    public func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        let inWindow = point.applying(transformToWindow)
        guard let view else { return inWindow }
        return inWindow.applying(view.transformToWindow.inverted())
    }

    /// `point` in `view`'s coordinates (the window's when nil) expressed in this view's.
    public func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
        let inWindow = view.map { point.applying($0.transformToWindow) } ?? point
        return inWindow.applying(transformToWindow.inverted())
    }

    public func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
        let toWindow = transformToWindow
        let matrix = view.map { toWindow.concatenating($0.transformToWindow.inverted()) } ?? toWindow
        return rect.applying(matrix)
    }

    public func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
        let fromWindow = transformToWindow.inverted()
        let matrix = view.map { $0.transformToWindow.concatenating(fromWindow) } ?? fromWindow
        return rect.applying(matrix)
    }

    // MARK: - Hit testing

    /// What `hitTest(_:with:)` does (it is overridable; this is not).
    func hitTestSubtree(_ point: CGPoint, with event: UIEvent?) -> UIView? {
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

    /// Whether a running property animator that does not leave hit-testing to the app moves this view's
    /// geometry: then touches find it where it is on screen.
    var isHitTestedOnScreen: Bool {
        centerTrack.isDrivenByAutomaticHitTesting || boundsTrack.isDrivenByAutomaticHitTesting
            || transformTrack.isDrivenByAutomaticHitTesting
    }

    /// The transform from this view's bounds to its superview's used by hit-testing: model values, or
    /// presentation values for a view an animator is moving (see `hitTest(_:with:)`).
    func hitTestTransformToSuperview() -> CGAffineTransform {
        guard isHitTestedOnScreen else {
            return transformToSuperview(center: centerTrack.model, bounds: boundsTrack.model, transform: transformModel)
        }
        let now = animationEngine.now
        return transformToSuperview(
            center: centerTrack.presentation(at: now), bounds: boundsTrack.presentation(at: now),
            transform: presentationTransform(at: now))
    }

    var isAnimatingWithoutInteraction: Bool {
        let now = animationEngine.now
        return centerTrack.blocksInteraction(at: now) || boundsTrack.blocksInteraction(at: now)
            || transformTrack.blocksInteraction(at: now) || alphaTrack.blocksInteraction(at: now)
            || backgroundTrack.blocksInteraction(at: now)
    }
}
