import Foundation
import KinemaCore
import KinemaGraphics

/// Core Animation's layer that draws a colour gradient over its background, filling the layer's shape
/// (its bounds, rounded by `cornerRadius`, as Apple's header says: "including rounded corners").
///
/// Defaults are Apple's: no colours (nothing drawn), evenly spread stops, an axial gradient from the
/// top's middle (0.5, 0) to the bottom's (0.5, 1). Points are in the unit square of the bounds, (0, 0)
/// at the top left. The colours are interpolated linearly in their unpremultiplied components, in the
/// colour space Kinema draws in; before the first location and after the last the end colours extend.
/// For `.radial`, `startPoint` is the centre and `endPoint` sets the ellipse's half-axes (|Δx| × width,
/// |Δy| × height); for `.conic`, `startPoint` is the centre and colours turn clockwise from the direction
/// of `endPoint`, one turn from the first location's to the last's.
///
/// `colors`, `locations`, `startPoint` and `endPoint` animate (implicitly too, once drawn). Kinema differs:
/// `colors` entries that are not `CGColor` are skipped (on iOS such an array draws nothing); when
/// `locations` and `colors` differ in count, they pair up to the shorter.
open class CAGradientLayer: CALayer {
    /// The stops' colours, `CGColor` values (`[UIColor.red.cgColor, …]`); nil or empty draws nothing.
    open var colors: [Any]? { didSet { layerDidChange("colors", from: .colors((oldValue ?? []).compactMap { $0 as? RGBAColor })) } }
    /// Each colour's location, increasing, 0 at `startPoint` and 1 at `endPoint` (values outside 0…1
    /// allowed); nil (or empty) spreads the colours evenly from 0 to 1.
    open var locations: [NSNumber]? { didSet { layerDidChange("locations", from: .numbers((oldValue ?? []).map(\.doubleValue))) } }
    open var startPoint = CGPoint(x: 0.5, y: 0) { didSet { layerDidChange("startPoint", from: .point(oldValue)) } }
    open var endPoint = CGPoint(x: 0.5, y: 1) { didSet { layerDidChange("endPoint", from: .point(oldValue)) } }
    open var type: CAGradientLayerType = .axial { didSet { layerDidChange() } }

    @MainActor
    public override init() {
        super.init()
    }

    /// A copy of `layer`'s values, a gradient layer's colours and geometry too.
    @MainActor
    public override init(layer: Any) {
        super.init(layer: layer)
        if let gradient = layer as? CAGradientLayer { copyGradient(of: gradient) }
    }

    /// A presentation copy (see `presentationCopy`).
    override init(snapshot: Snapshot) {
        super.init(snapshot: snapshot)
    }

    private func copyGradient(of gradient: CAGradientLayer) {
        (colors, locations, startPoint, endPoint, type) = (gradient.colors, gradient.locations, gradient.startPoint, gradient.endPoint, gradient.type)
    }

    /// A gradient layer's presentation is a gradient layer: its colours and geometry as shown.
    override package func presentationCopy(_ shown: AnimatedLayerValues) -> CALayer {
        frozen(CAGradientLayer(snapshot: shown.snapshot), showing: shown) { $0.copyGradient(of: self) }
    }

    @MainActor
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The layer of a view whose `layerClass` is this class.
    override init(view: any CALayerBacking) {
        super.init(view: view)
    }

    /// The gradient's animatable properties, as explicit animations read and write them.
    override package func animatableValue(forKey key: String) -> LayerValue? {
        switch key {
        case "colors": return .colors((colors ?? []).compactMap { $0 as? RGBAColor })
        case "locations": return .numbers((locations ?? []).map(\.doubleValue))
        case "startPoint": return .point(startPoint)
        case "endPoint": return .point(endPoint)
        default: return nil
        }
    }

    override package func setAnimatableValue(_ value: LayerValue, forKey key: String) {
        switch (key, value) {
        case ("colors", .colors(let list)): colors = list
        case ("locations", .numbers(let list)): locations = list.map { NSNumber(value: $0) }
        case ("startPoint", .point(let point)): startPoint = point
        case ("endPoint", .point(let point)): endPoint = point
        default: break
        }
    }

    /// The gradient over the bounds, rounded by the corner radius.
    override package func drawContents(in canvas: inout DisplayCanvas, bounds: CGRect) {
        guard bounds.width > 0, bounds.height > 0, let gradient = gradient(in: bounds) else { return }
        var shape = VectorPath()
        let radius = min(cornerRadius, min(bounds.width, bounds.height) / 2)
        if radius > 0 {
            shape.addRoundedRect(bounds, radii: Array(repeating: CGSize(width: radius, height: radius), count: 4))
        } else {
            shape.addRect(bounds)
        }
        canvas.path(shape, gradient: gradient)
    }

    /// The gradient as the DisplayList carries it, its points in the coordinates of `bounds`; nil without
    /// colours.
    package func gradient(in bounds: CGRect) -> PathItem.Gradient? {
        let palette = (colors ?? []).compactMap { $0 as? CGColor }
        guard !palette.isEmpty else { return nil }
        let given = locations?.isEmpty == false ? locations : nil
        let spots: [CGFloat] = given.map { $0.map { CGFloat($0.doubleValue) } }
            ?? palette.indices.map { palette.count == 1 ? 0 : CGFloat($0) / CGFloat(palette.count - 1) }
        let stops = zip(palette, spots).map { PathItem.Gradient.Stop(location: $1, color: $0) }
        guard !stops.isEmpty else { return nil }
        func place(_ unit: CGPoint) -> CGPoint {
            CGPoint(x: bounds.minX + unit.x * bounds.width, y: bounds.minY + unit.y * bounds.height)
        }
        let kind: PathItem.Gradient.Kind = type == .radial ? .radial : type == .conic ? .conic : .axial
        return PathItem.Gradient(kind: kind, stops: stops, start: place(startPoint), end: place(endPoint))
    }
}
