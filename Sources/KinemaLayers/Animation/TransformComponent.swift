import Foundation
import KinemaCore

/// One component of a transform named by a key path (`transform.rotation.y`, `sublayerTransform.scale`…),
/// read from and written into the transform through its decomposition, as Core Animation's key-value
/// extensions for transforms do: writing `transform.rotation.y` replaces the rotation and keeps the
/// translation, scale and perspective (`m34`) — the flip of the tutorials.
package struct TransformComponent {
    enum Kind { case rotation, scale, translation }

    let kind: Kind
    /// 0, 1, 2 for x, y, z; nil for the whole (rotation: about z; scale: all three; translation: x and y).
    let axis: Int?
    let isSublayer: Bool

    package init?(keyPath: String) {
        let parts = keyPath.split(separator: ".").map(String.init)
        guard parts.count >= 2, parts.count <= 3 else { return nil }
        switch parts[0] {
        case "transform": isSublayer = false
        case "sublayerTransform": isSublayer = true
        default: return nil
        }
        switch parts[1] {
        case "rotation": kind = .rotation
        case "scale": kind = .scale
        case "translation": kind = .translation
        default: return nil
        }
        if parts.count == 3 {
            guard let axis = ["x", "y", "z"].firstIndex(of: parts[2]) else { return nil }
            self.axis = axis
        } else {
            axis = nil
        }
    }

    /// The component's value in `matrix` (a number; a size for the whole translation).
    package func read(from matrix: Transform3D) -> LayerValue? {
        guard let parts = matrix.decomposed else { return kind == .translation && axis == nil ? .size(.zero) : .number(0) }
        switch kind {
        case .rotation:
            let r = parts.rotation.rotationRows
            switch axis ?? 2 {
            case 0: return .number(atan2(r[1].z, r[1].y))
            case 1: return .number(atan2(-r[0].z, r[0].x))
            default: return .number(atan2(r[0].y, r[0].x))
            }
        case .scale:
            return .number(parts.scale[axis ?? 0])
        case .translation:
            guard let axis else { return .size(CGSize(width: parts.translation.x, height: parts.translation.y)) }
            return .number(parts.translation[axis])
        }
    }

    /// `matrix` with the component set to `value` (unchanged when the value does not fit).
    package func write(_ value: LayerValue, into matrix: Transform3D) -> Transform3D {
        guard var parts = matrix.decomposed else { return matrix }
        switch (kind, value) {
        case (.rotation, .number(let angle)):
            let axis = self.axis ?? 2
            let turn = Transform3D(rotationAngle: CGFloat(angle), x: axis == 0 ? 1 : 0, y: axis == 1 ? 1 : 0, z: axis == 2 ? 1 : 0)
            let rows = turn.rows
            parts.rotation = Quaternion(rotationRows: [SIMD3(rows[0], rows[1], rows[2]), SIMD3(rows[4], rows[5], rows[6]), SIMD3(rows[8], rows[9], rows[10])])
        case (.scale, .number(let factor)):
            if let axis { parts.scale[axis] = factor } else { parts.scale = SIMD3(repeating: factor) }
        case (.translation, .number(let distance)):
            parts.translation[axis ?? 0] = distance
        case (.translation, .size(let offset)) where axis == nil:
            (parts.translation.x, parts.translation.y) = (Double(offset.width), Double(offset.height))
        default:
            return matrix
        }
        return Transform3D(parts)
    }
}
