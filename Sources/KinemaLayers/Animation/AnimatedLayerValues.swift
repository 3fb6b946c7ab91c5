import Foundation
import KinemaCore
import KinemaGraphics

/// A layer's values as its animations see them while they are applied in turn: each reads the value
/// beneath it (the model with the animations added before) and writes what it shows. Key paths are
/// Core Animation's: `position` (`.x`, `.y`), `bounds` (`.origin`, `.size`, `.size.width`…),
/// `anchorPoint`, `anchorPointZ`, `zPosition`, `transform` and `sublayerTransform` with their components
/// (`.rotation` — about z — `.rotation.x/.y/.z`, `.scale`, `.scale.x/.y/.z`, `.translation`,
/// `.translation.x/.y/.z`), `opacity`, `backgroundColor`, `cornerRadius`, `borderWidth`, `borderColor`,
/// `shadowOpacity`, `shadowRadius`, `shadowOffset`, `shadowColor`, `shadowPath`, `hidden`, `contents` (a
/// cross-fade), and a layer
/// class's own (a shape layer's `strokeEnd`, `path`…; a gradient's `colors`…). `frame` is not
/// animatable, as in Core Animation; an unknown key path does nothing, and Kinema says so once.
package struct AnimatedLayerValues {
    package var snapshot: CALayer.Snapshot
    /// Values of the layer class's own properties set by animations (applied when it is drawn).
    package var classValues: [String: LayerValue] = [:]
    /// The layer whose class's own properties are read where no animation set them.
    package let layer: CALayer

    package init(snapshot: CALayer.Snapshot, layer: CALayer) {
        (self.snapshot, self.layer) = (snapshot, layer)
    }

    package func value(forKeyPath keyPath: String) -> LayerValue? {
        if let property = Self.properties[keyPath] { return property.read(snapshot) }
        if let component = TransformComponent(keyPath: keyPath) { return component.read(from: component.isSublayer ? snapshot.geometry.sublayerTransform : snapshot.transform) }
        if let own = classValues[keyPath] ?? layer.animatableValue(forKey: keyPath) { return own }
        Self.reportUnknown(keyPath)
        return nil
    }

    package mutating func setValue(_ value: LayerValue, forKeyPath keyPath: String) {
        if let property = Self.properties[keyPath] { return property.write(&snapshot, value) }
        if let component = TransformComponent(keyPath: keyPath) {
            if component.isSublayer {
                snapshot.geometry.sublayerTransform = component.write(value, into: snapshot.geometry.sublayerTransform)
            } else {
                snapshot.transform = component.write(value, into: snapshot.transform)
            }
            return
        }
        if layer.animatableValue(forKey: keyPath) != nil { classValues[keyPath] = value }
    }

    /// Turns the layer by `angle` about z, before its transform (a path animation's `rotationMode`).
    package mutating func turn(by angle: Double) {
        snapshot.transform = Transform3D(rotationAngle: CGFloat(angle), x: 0, y: 0, z: 1).concatenating(snapshot.transform)
    }

    private static func reportUnknown(_ keyPath: String) {
        let why = keyPath == "frame"
            ? "'frame' is not animatable in Core Animation (animate 'position' and 'bounds')"
            : "no animatable layer property has the key path '\(keyPath)'"
        CALayer.reports.report("key path \(keyPath)", "Kinema: \(why); the animation does nothing, as on iOS")
    }

    /// How one key path reads and writes a snapshot.
    struct Property: Sendable {
        let read: @Sendable (CALayer.Snapshot) -> LayerValue
        let write: @Sendable (inout CALayer.Snapshot, LayerValue) -> Void
    }

    private static func number(_ value: LayerValue) -> CGFloat? {
        if case .number(let n) = value { return CGFloat(n) }
        return nil
    }

    private static func point(_ value: LayerValue) -> CGPoint? {
        if case .point(let p) = value { return p }
        return nil
    }

    private static func size(_ value: LayerValue) -> CGSize? {
        if case .size(let s) = value { return s }
        return nil
    }

    private static func color(_ value: LayerValue) -> RGBAColor?? {
        if case .color(let c) = value { return .some(c) }
        if case .none = value { return .some(nil) }
        return nil
    }

    static let properties: [String: Property] = geometryProperties.merging(appearanceProperties) { a, _ in a }

    private static let geometryProperties: [String: Property] = [
        "position": Property(read: { .point($0.position) }, write: { if let p = point($1) { $0.position = p } }),
        "position.x": Property(read: { .number($0.position.x) }, write: { if let n = number($1) { $0.position.x = n } }),
        "position.y": Property(read: { .number($0.position.y) }, write: { if let n = number($1) { $0.position.y = n } }),
        "bounds": Property(read: { .rect($0.bounds) }, write: { if case .rect(let r) = $1 { $0.bounds = r } }),
        "bounds.origin": Property(read: { .point($0.bounds.origin) }, write: { if let p = point($1) { $0.bounds.origin = p } }),
        "bounds.origin.x": Property(read: { .number($0.bounds.origin.x) }, write: { if let n = number($1) { $0.bounds.origin.x = n } }),
        "bounds.origin.y": Property(read: { .number($0.bounds.origin.y) }, write: { if let n = number($1) { $0.bounds.origin.y = n } }),
        "bounds.size": Property(read: { .size($0.bounds.size) }, write: { if let s = size($1) { $0.bounds.size = s } }),
        "bounds.size.width": Property(read: { .number($0.bounds.width) }, write: { if let n = number($1) { $0.bounds.size.width = n } }),
        "bounds.size.height": Property(read: { .number($0.bounds.height) }, write: { if let n = number($1) { $0.bounds.size.height = n } }),
        "anchorPoint": Property(read: { .point($0.geometry.anchorPoint) }, write: { if let p = point($1) { $0.geometry.anchorPoint = p } }),
        "anchorPoint.x": Property(read: { .number($0.geometry.anchorPoint.x) }, write: { if let n = number($1) { $0.geometry.anchorPoint.x = n } }),
        "anchorPoint.y": Property(read: { .number($0.geometry.anchorPoint.y) }, write: { if let n = number($1) { $0.geometry.anchorPoint.y = n } }),
        "anchorPointZ": Property(read: { .number($0.geometry.anchorPointZ) }, write: { if let n = number($1) { $0.geometry.anchorPointZ = n } }),
        "zPosition": Property(read: { .number($0.geometry.zPosition) }, write: { if let n = number($1) { $0.geometry.zPosition = n } }),
        "transform": Property(read: { .transform($0.transform) }, write: { if case .transform(let t) = $1 { $0.transform = t } }),
        "sublayerTransform": Property(
            read: { .transform($0.geometry.sublayerTransform) }, write: { if case .transform(let t) = $1 { $0.geometry.sublayerTransform = t } }),
    ]

    private static let appearanceProperties: [String: Property] = [
        "opacity": Property(read: { .number($0.opacity) }, write: { if let n = number($1) { $0.opacity = min(1, max(0, n)) } }),
        "backgroundColor": Property(read: { .color($0.backgroundColor) }, write: { if let c = color($1) { $0.backgroundColor = c ?? .clear } }),
        "cornerRadius": Property(read: { .number($0.cornerRadius) }, write: { if let n = number($1) { $0.cornerRadius = max(0, n) } }),
        "borderWidth": Property(read: { .number($0.border.width) }, write: { if let n = number($1) { $0.border.width = LayerBorder.width(n) } }),
        "borderColor": Property(read: { $0.border.color.map(LayerValue.color) ?? .none }, write: { if let c = color($1) { $0.border.color = c } }),
        "shadowOpacity": Property(read: { .number(Double($0.shadow.opacity)) }, write: { if let n = number($1) { $0.shadow.opacity = LayerShadow.opacity(Float(n)) } }),
        "shadowRadius": Property(read: { .number($0.shadow.radius) }, write: { if let n = number($1) { $0.shadow.radius = LayerShadow.radius(n) } }),
        "shadowOffset": Property(read: { .size($0.shadow.offset) }, write: { if let s = size($1) { $0.shadow.offset = s } }),
        "shadowColor": Property(read: { $0.shadow.color.map(LayerValue.color) ?? .none }, write: { if let c = color($1) { $0.shadow.color = c } }),
        "shadowPath": Property(read: { $0.shadow.path.map(LayerValue.path) ?? .none }, write: {
            if case .path(let p) = $1 { $0.shadow.path = p } else if case .none = $1 { $0.shadow.path = nil }
        }),
        "hidden": Property(read: { .number($0.isHidden ? 1 : 0) }, write: { if let n = number($1) { $0.isHidden = n >= 0.5 } }),
        "contents": Property(read: { $0.contents.image.map(LayerValue.image) ?? .none }, write: { contents, value in
            switch value {
            case .image(let image): (contents.contents.image, contents.contents.fade) = (image, nil)
            case .none: (contents.contents.image, contents.contents.fade) = (nil, nil)
            case .crossfade(let from, let to, let fraction):
                (contents.contents.image, contents.contents.fade) = (to, LayerContents.Fade(from: from, fraction: fraction))
            default: break
            }
        }),
    ]
}
