import Foundation
import KinemaCore
import KinemaGraphics
import KinemaLayers

/// Core Animation's explicit animations on a view's own layer (`view.layer.add(_:forKey:)`): they run on
/// the view's window's clock and show over the view's presentation values — position, bounds, opacity,
/// background, corner radius, the transform (3-D ones and their components too), the anchor point and
/// depth, the border and the shadow, `contents` (a cross-fade; an image view's image is its contents) —
/// without changing its model, as on iOS. While a view's layer has any, the walk draws the view
/// through the layer path (`displayInDepth`), which reads them; a view without any pays nothing.
extension UIView {
    /// Whether the view's layer has explicit animations (read only off the walk's fast path).
    var hasExplicitAnimations: Bool { !(layerStorage?.animationStack?.isEmpty ?? true) }

    package var layerMediaTime: Double { animationEngine.now }

    package var layerClockIdentity: ObjectIdentifier { ObjectIdentifier(animationEngine) }

    package func runLayerTicker(owner: AnyObject, _ tick: @escaping (Double) -> Bool) {
        animationEngine.addTicker(owner: owner, tick)
    }

    package func noteLayerAnimation(_ note: LayerAnimationNote) {
        guard let observer = animationEngine.animationObserver else { return }
        let name = note.isViewLayer ? timelineName : (note.layerName ?? "CALayer")
        observer(AnimationRecord(
            view: note.isViewLayer ? ObjectIdentifier(self) : note.layer, viewName: name, property: "layer." + note.property,
            begin: note.begin, delay: note.delay, duration: note.duration, settlesAfter: note.settlesAfter, isAnimatorDriven: false))
    }

    package func layerAnimationsDidChange(running: Bool) {
        walkFields.hasLayerGeometry = geometry != nil || hasMask || running
        // A border or shadow an animation moves is drawn while it runs, even from nothing.
        let keyPaths = running ? (layerStorage?.animationStack?.entries.flatMap(\.animation.animatedKeyPaths) ?? []) : []
        walkFields.hasBorder = layerBorder.isVisible || keyPaths.contains { $0.hasPrefix("border") }
        walkFields.hasShadow = layerShadow.isVisible || keyPaths.contains { $0.hasPrefix("shadow") }
        updateHasLayerContents()
        if keyPaths.contains("contents") { walkFields.hasLayerContents = true }
        presentationDidChange()
    }

    /// The layer's values at `time` with its explicit animations applied over `presented`'s tracks.
    func explicitlyAnimatedValues(at time: Double) -> AnimatedLayerValues {
        let model = CALayer.Snapshot(
            position: centerTrack.presentation(at: time), bounds: boundsTrack.presentation(at: time),
            transform: presentationTransform3D(at: time), opacity: alphaTrack.presentation(at: time),
            backgroundColor: backgroundTrack.presentation(at: time), cornerRadius: cornerRadiusTrack.presentation(at: time),
            masksToBounds: clipsToBounds, border: layerBorder, shadow: layerShadow, geometry: layerGeometry)
        return layer.animatedValues(over: model, atMediaTime: time)
    }

    /// `values` with what the explicit animations show at `time`, and `span` narrowed to the instant while
    /// they move.
    func applyExplicitAnimations(to values: inout PresentedValues, span: inout (from: Double, until: Double), at time: Double) {
        let shown = explicitlyAnimatedValues(at: time).snapshot
        values.alpha = shown.opacity
        values.bounds = shown.bounds
        values.background = shown.backgroundColor
        values.cornerRadius = shown.cornerRadius
        let affine = shown.transform.isAffine ? shown.transform.affine : .identity
        values.toSuperview = transformToSuperview(center: shown.position, bounds: shown.bounds, transform: affine, anchor: shown.geometry.anchorPoint)
        if layer.animationsMove(afterMediaTime: time) { span.until = time }
        layer.scheduleAnimationTicker()
    }

    /// The anchor, depth and 3-D transform the layer shows at `time` (its explicit animations applied).
    func presentedDepth(at time: Double) -> (geometry: LayerGeometry, transform: Transform3D) {
        guard hasExplicitAnimations else { return (layerGeometry, presentationTransform3D(at: time)) }
        let shown = explicitlyAnimatedValues(at: time).snapshot
        return (shown.geometry, shown.transform)
    }
}
