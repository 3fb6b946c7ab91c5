import Foundation
import KinemaCore
import KinemaGraphics

/// The layer tree, as Core Animation defines it. A view's layer's sublayers are its subviews' layers
/// with the standalone layers added between them (see `UIView.hostedLayers`); a standalone layer keeps
/// its own list. Adding a view's layer to a view's layer adds the view as a subview, which is what
/// UIKit's layer tree amounts to. Main-actor isolated (unlike the rest of the layer): the tree reaches
/// into views, and iOS code builds it where it builds its views.
@MainActor
extension CALayer {

    public var superlayer: CALayer? {
        if let view { return view.superviewLayer }
        if let hostView { return hostView.layer }
        return parentLayer
    }

    /// The sublayers back to front (nil when there are none, as on iOS). Setting it replaces the
    /// standalone ones; a view's layer keeps its subviews' layers.
    public var sublayers: [CALayer]? {
        get {
            let list = orderedSublayers
            return list.isEmpty ? nil : list
        }
        set {
            for layer in orderedSublayers where layer.view == nil { layer.removeFromSuperlayer() }
            for layer in newValue ?? [] { addSublayer(layer) }
        }
    }

    /// The sublayers back to front, as drawn before `zPosition` sorts them.
    package var orderedSublayers: [CALayer] {
        if let view { return view.orderedSublayers }
        return children
    }

    public func addSublayer(_ layer: CALayer) {
        place(layer, at: .max)
    }

    public func insertSublayer(_ layer: CALayer, at index: UInt32) {
        place(layer, at: Int(index))
    }

    /// Inserts `layer` just below `sibling` (at the back when `sibling` is nil or not a sublayer).
    public func insertSublayer(_ layer: CALayer, below sibling: CALayer?) {
        let index = sibling.flatMap { sibling in orderedSublayers.firstIndex { $0 === sibling } } ?? 0
        place(layer, at: index, after: nil)
    }

    /// Inserts `layer` just above `sibling` (at the front when `sibling` is nil or not a sublayer).
    public func insertSublayer(_ layer: CALayer, above sibling: CALayer?) {
        guard let sibling, orderedSublayers.contains(where: { $0 === sibling }) else { return place(layer, at: .max) }
        place(layer, at: .max, after: sibling)
    }

    /// Puts `newLayer` where `oldLayer` is, and takes `oldLayer` out.
    public func replaceSublayer(_ oldLayer: CALayer, with newLayer: CALayer) {
        guard oldLayer !== newLayer, let index = orderedSublayers.firstIndex(where: { $0 === oldLayer }) else { return }
        oldLayer.removeFromSuperlayer()
        place(newLayer, at: index)
    }

    public func removeFromSuperlayer() {
        if let view {
            view.removeFromSuperview()
        } else if let hostView {
            hostView.unhostSublayer(self)
        } else if let parent = parentLayer {
            parent.children.removeAll { $0 === self }
            parentLayer = nil
            DisplayChanges.count &+= 1
        }
    }

    /// Whether this layer is `layer` or one of its superlayers.
    package func isAncestor(of layer: CALayer) -> Bool {
        var current: CALayer? = layer
        while let candidate = current {
            if candidate === self { return true }
            current = candidate.superlayer
        }
        return false
    }

    /// Puts `layer` among the sublayers at `index` (clamped), or just above `sibling`. A layer cannot
    /// hold itself or an ancestor (Core Animation would loop forever): that is ignored, with a report.
    private func place(_ layer: CALayer, at index: Int, after sibling: CALayer? = nil) {
        guard !isPresentation, !layer.isPresentation else { return }
        guard !layer.isAncestor(of: self) else {
            return CALayer.reports.report("cycle", "Kinema: a layer cannot be added inside itself or its own sublayers; ignored")
        }
        if let layerView = layer.view {
            return placeView(layerView, at: index, after: sibling)
        }
        layer.removeFromSuperlayer()
        if let view {
            view.hostSublayer(layer, at: index, above: sibling)
        } else {
            let position = sibling.flatMap { sibling in children.firstIndex { $0 === sibling }.map { $0 + 1 } } ?? index
            children.insert(layer, at: min(max(0, position), children.count))
            layer.parentLayer = self
            DisplayChanges.count &+= 1
        }
    }

    /// A view's layer added to a layer: its view becomes a subview of this layer's view, at the place
    /// among the subviews that `index` (or `sibling`) names among the sublayers.
    private func placeView(_ subview: any CALayerBacking, at index: Int, after sibling: CALayer?) {
        guard let view else {
            return CALayer.reports.report("view layer in standalone layer",
                "Kinema: a view's layer added to a standalone layer is not drawn; add the view as a subview instead")
        }
        let list = orderedSublayers.filter { $0 !== subview.layer }
        let end = sibling.flatMap { sibling in list.firstIndex { $0 === sibling }.map { $0 + 1 } } ?? min(max(0, index), list.count)
        let viewsBefore = list[..<end].filter { $0.view != nil }.count
        var order = list
        order.insert(subview.layer, at: end)
        view.adoptSubviewLayer(subview, at: viewsBefore, order: order)
    }
}


extension CALayer {
    /// The layer backing `view`, of the view's `layerClass`: a shape, gradient or replicator layer (or a
    /// subclass of one, made as that Kinema class, with a report: Kinema cannot make a subclass it does
    /// not know), else a plain layer (a class of the app's own is reported and made plain).
    @MainActor
    package static func backing(_ view: any CALayerBacking, as kind: AnyClass) -> CALayer {
        if kind == CALayer.self { return CALayer(view: view) }
        let name = String(describing: kind)
        if kind is CAShapeLayer.Type {
            if kind != CAShapeLayer.self { reportPlainBacking(name, as: "CAShapeLayer") }
            return CAShapeLayer(view: view)
        }
        if kind is CAGradientLayer.Type {
            if kind != CAGradientLayer.self { reportPlainBacking(name, as: "CAGradientLayer") }
            return CAGradientLayer(view: view)
        }
        if kind is CAReplicatorLayer.Type {
            if kind != CAReplicatorLayer.self { reportPlainBacking(name, as: "CAReplicatorLayer") }
            return CAReplicatorLayer(view: view)
        }
        reportPlainBacking(name, as: "CALayer")
        return CALayer(view: view)
    }

    private static func reportPlainBacking(_ name: String, as made: String) {
        reports.report("layerClass \(name)", "Kinema: a view's layerClass \(name) is made as a \(made) (Kinema backs views with CALayer, CAShapeLayer, CAGradientLayer and CAReplicatorLayer)")
    }
}
