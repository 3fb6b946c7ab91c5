import Foundation
import KinemaCore
import KinemaGraphics
import KinemaLayers

/// A view is the view its layer backs: Core Animation's classes (KinemaLayers, beneath KinemaUI) read
/// and write the view's values and ask for its drawing, layout and subviews through `CALayerBacking`.
extension UIView: CALayerBacking {
    package var layerCornerRadius: CGFloat {
        get { cornerRadiusTrack.model }
        set { record(cornerRadiusTrack, newValue, additive: false, keyPath: \.cornerRadiusTrack) }
    }

    package var layerBackgroundColor: CGColor? {
        get { backgroundColor?.cgColor }
        set { backgroundColor = newValue.map { UIColor(rgba: $0) } }
    }

    package var layerBackgroundModel: RGBAColor { backgroundTrack.model }

    package var layerDepth: CGFloat { walkFields.hasLayerGeometry ? layerGeometry.zPosition : 0 }

    package func presentedLayerValues() -> CALayer.Snapshot {
        let now = animationEngine.now
        var values = CALayer.Snapshot(
            position: centerTrack.presentation(at: now), bounds: boundsTrack.presentation(at: now),
            transform: presentationTransform3D(at: now), opacity: alphaTrack.presentation(at: now),
            backgroundColor: backgroundTrack.presentation(at: now), cornerRadius: cornerRadiusTrack.presentation(at: now),
            masksToBounds: clipsToBounds, border: layerBorder, shadow: layerShadow, geometry: layerGeometry)
        values.isHidden = isHidden
        values.contents = layerContents
        return values
    }

    package var superviewLayer: CALayer? { superview?.layer }

    package func adoptSubviewLayer(_ sublayer: any CALayerBacking, at index: Int, order: [CALayer]) {
        insertSubview(Self.view(of: sublayer), at: index, belowNextLayer: false)
        adoptSublayerOrder(order)
    }

    package var isWindow: Bool { self is UIWindow }

    package var needsContentDisplay: Bool {
        contentDrawing.state == .needsDisplay || contentDrawing.state == .unknown
    }

    package var redrawsOnBoundsChange: Bool {
        get { contentMode == .redraw }
        set {
            if newValue { contentMode = .redraw } else if contentMode == .redraw { contentMode = .scaleToFill }
        }
    }

    package func renderLayer(into ctx: CGContext) {
        let time = animationEngine.now
        let presented = presented(at: time)
        let opacity = min(1, Double(presented.alpha)) * ctx.canvas.opacity
        displayBody(into: &ctx.canvas, presented: presented, transform: ctx.ctm, opacity: opacity, time: time)
    }

    package func layerMaskDidChange() {
        walkFields.hasLayerGeometry = geometry != nil || hasMask || hasExplicitAnimations
        presentationDidChange()
    }

    package func displayAsMask(into canvas: inout DisplayCanvas, transform: CGAffineTransform, time: Double) {
        display(into: &canvas, parentTransform: transform, parentOpacity: 1, time: time)
    }

    /// The view a layer backs (every backing is a view: `UIView` is the one conformer).
    nonisolated static func view(of backing: any CALayerBacking) -> UIView {
        unsafeDowncast(backing as AnyObject, to: UIView.self)
    }
}

extension CALayer {
    /// The view this layer backs, if it backs one.
    var backedView: UIView? { view.map(UIView.view(of:)) }
}
