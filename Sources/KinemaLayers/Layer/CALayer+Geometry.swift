import Foundation
import KinemaCore

/// Where a layer lies: Core Animation's geometry (`position` is where the anchor point lies in the
/// superlayer; `frame` is derived from position, bounds, anchor point and transform), and the 3-D
/// transforms. On a view's layer `position` is the view's `center`, `bounds` its bounds, and an affine
/// `transform` its `transform`.
extension CALayer {
    public var position: CGPoint {
        get { values?.position ?? read { $0.center } ?? .zero }
        set {
            guard newValue.x.isFinite, newValue.y.isFinite else { return }
            update({ $0.position = newValue }, view: { $0.center = newValue })
        }
    }

    public var bounds: CGRect {
        get { values?.bounds ?? read { $0.bounds } ?? .zero }
        set {
            guard newValue.isFiniteRect else { return }
            update({ $0.bounds = newValue }, view: { $0.bounds = newValue })
        }
    }

    /// The bounds in the superlayer's coordinates, through the transform when it is not the identity
    /// (then, as in Core Animation, setting it is not meaningful). Setting it places the anchor point:
    /// `position` = origin + `anchorPoint` × size.
    public var frame: CGRect {
        get {
            let values = currentValues
            let size = values.bounds.size
            let anchor = values.geometry.anchorPoint
            let local = CGRect(x: -size.width * anchor.x, y: -size.height * anchor.y, width: size.width, height: size.height)
            let affine = values.transform.affine
            let placed = values.transform.isIdentity ? local : local.applying(affine)
            return placed.offsetBy(dx: values.position.x, dy: values.position.y)
        }
        set {
            guard newValue.isFiniteRect else { return }
            if let view {
                MainActor.assumeIsolated { view.frame = newValue }
                return
            }
            let rect = newValue.standardized
            let anchor = anchorPoint
            position = CGPoint(x: rect.minX + rect.width * anchor.x, y: rect.minY + rect.height * anchor.y)
            bounds = CGRect(origin: bounds.origin, size: rect.size)
        }
    }

    /// The point the layer turns and scales about, in unit coordinates of its bounds ((0.5, 0.5), the
    /// centre, by default). Moving it keeps `position`, so the layer moves on screen, as on iOS.
    public var anchorPoint: CGPoint {
        get { currentValues.geometry.anchorPoint }
        set { changeGeometry { $0.anchorPoint = LayerGeometry.anchorPoint(newValue, replacing: $0.anchorPoint) } }
    }

    /// The anchor point's depth, in points.
    public var anchorPointZ: CGFloat {
        get { currentValues.geometry.anchorPointZ }
        set { if newValue.isFinite { changeGeometry { $0.anchorPointZ = newValue } } }
    }

    /// The layer's depth: among siblings, higher ones are drawn over lower ones (siblings with the same
    /// depth keep their order); under a perspective it also brings the layer nearer.
    public var zPosition: CGFloat {
        get { currentValues.geometry.zPosition }
        set { if newValue.isFinite { changeGeometry { $0.zPosition = newValue } } }
    }

    /// The layer's transform about its anchor point, with depth and perspective (`m34`). On a view's
    /// layer an affine one is the view's `transform` (and animates as it does); any other shows at once.
    public var transform: CATransform3D {
        get { CATransform3D(values?.transform ?? read { $0.layerTransform3D } ?? .identity) }
        set {
            let matrix = Transform3D(newValue)
            guard matrix.rows.allSatisfy(\.isFinite) else { return }
            update({ $0.transform = matrix }, view: { $0.setLayerTransform3D(matrix) })
        }
    }

    /// The transform applied to the sublayers about this layer's anchor point: the place for a shared
    /// perspective (`m34`) that the sublayers turn in.
    public var sublayerTransform: CATransform3D {
        get { CATransform3D(currentValues.geometry.sublayerTransform) }
        set {
            let matrix = Transform3D(newValue)
            guard matrix.rows.allSatisfy(\.isFinite) else { return }
            changeGeometry { $0.sublayerTransform = matrix }
        }
    }

    /// Whether the layer's back is drawn when it is turned away (true by default); false draws nothing then.
    public var isDoubleSided: Bool {
        get { currentValues.geometry.isDoubleSided }
        set { changeGeometry { $0.isDoubleSided = newValue } }
    }

    /// The corners `cornerRadius` rounds: all four by default. Others keep square corners — in the
    /// background, the border, the shadow and the clip of `masksToBounds`.
    public var maskedCorners: CACornerMask {
        get { currentValues.geometry.maskedCorners }
        set { changeGeometry { $0.maskedCorners = newValue } }
    }

    /// How the rounded corners curve: `.circular` (quarter circles, the default) or `.continuous`, iOS's
    /// smoother corner, drawn by the public reconstruction (`VectorPath.addContinuousRoundedRect`).
    public var cornerCurve: CALayerCornerCurve {
        get { currentValues.geometry.cornerCurve }
        set { changeGeometry { $0.cornerCurve = newValue } }
    }

    public func affineTransform() -> CGAffineTransform {
        (values?.transform ?? read { $0.layerTransform3D } ?? .identity).affine
    }

    public func setAffineTransform(_ transform: CGAffineTransform) {
        self.transform = CATransform3DMakeAffineTransform(transform)
    }

    /// Changes the geometry that a view keeps beside its own properties (`LayerGeometry`).
    package func changeGeometry(_ change: (inout LayerGeometry) -> Void) {
        var geometry = currentValues.geometry
        change(&geometry)
        let changed = geometry
        update({ $0.geometry = changed }, view: { $0.layerGeometry = changed })
    }

    /// The layer's transform from its own bounds into its superlayer's, as Core Animation composes it
    /// (`Transform3D.layer`), with the superlayer's `sublayerTransform` applied after.
    @MainActor
    package var toSuperlayer: Transform3D {
        var matrix = currentValues.toSuperlayer
        if let parent = superlayer {
            let parentValues = parent.currentValues
            let shared = parentValues.geometry.sublayerTransform
            if !shared.isIdentity {
                matrix = matrix.concatenating(Transform3D.sublayer(
                    shared, bounds: parentValues.bounds, anchorPoint: parentValues.geometry.anchorPoint))
            }
        }
        return matrix
    }
}

extension CALayer.Snapshot {
    /// The layer's bounds → its superlayer's, before the superlayer's `sublayerTransform`, as Core
    /// Animation composes it (`Transform3D.layer`).
    package var toSuperlayer: Transform3D {
        Transform3D.layer(
            bounds: bounds, position: position, anchorPoint: geometry.anchorPoint,
            transform: transform, anchorPointZ: geometry.anchorPointZ, zPosition: geometry.zPosition)
    }
}
