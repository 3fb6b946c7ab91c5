import Foundation
import KinemaCore
import KinemaGraphics

/// Core Animation's layer that draws a path: filled by `fillRule` with `fillColor`, then outlined with
/// `strokeColor`, drawn between `strokeStart` and `strokeEnd` — fractions of the path's length measured
/// along all of it, across subpaths, as Core Animation trims it (the fill is never trimmed).
///
/// Defaults are Apple's: an opaque black fill, no stroke, width 1, butt caps, miter joins with a limit
/// of 10, no dashes, the whole path. Each change is a display change, as every layer's is, and, once
/// the layer has been drawn, animates implicitly as Core Animation's does; animations move `path`
/// (morphing paths of the same elements), `fillColor`, `strokeColor`, `lineWidth`, `miterLimit`,
/// `lineDashPhase`, `strokeStart` and `strokeEnd`.
/// The layer draws through the layer tree's walk, which calls `drawContents(in:bounds:)`.
open class CAShapeLayer: CALayer {
    /// The shape, in the layer's coordinates; nil draws nothing.
    open var path: CGPath? { didSet { layerDidChange("path", from: oldValue.map { .path($0.path) } ?? LayerValue.none) } }
    open var fillColor: CGColor? = RGBAColor(red: 0, green: 0, blue: 0) { didSet { layerDidChange("fillColor", from: oldValue.map(LayerValue.color) ?? LayerValue.none) } }
    open var fillRule: CAShapeLayerFillRule = .nonZero { didSet { layerDidChange() } }
    open var strokeColor: CGColor? { didSet { layerDidChange("strokeColor", from: oldValue.map(LayerValue.color) ?? LayerValue.none) } }
    /// In the layer's points; 0 or less draws no stroke.
    open var lineWidth: CGFloat = 1 { didSet { layerDidChange("lineWidth", from: .number(oldValue)) } }
    open var lineCap: CAShapeLayerLineCap = .butt { didSet { layerDidChange() } }
    open var lineJoin: CAShapeLayerLineJoin = .miter { didSet { layerDidChange() } }
    open var miterLimit: CGFloat = 10 { didSet { layerDidChange("miterLimit", from: .number(oldValue)) } }
    /// Lengths of dashes and gaps, in points, from the start of the (trimmed) stroke; nil is solid.
    open var lineDashPattern: [NSNumber]? { didSet { layerDidChange() } }
    open var lineDashPhase: CGFloat = 0 { didSet { layerDidChange("lineDashPhase", from: .number(oldValue)) } }
    /// Where the stroke starts and ends, as fractions of the path's length (clamped to 0…1).
    open var strokeStart: CGFloat = 0 { didSet { layerDidChange("strokeStart", from: .number(oldValue)) } }
    open var strokeEnd: CGFloat = 1 { didSet { layerDidChange("strokeEnd", from: .number(oldValue)) } }

    @MainActor
    public override init() {
        super.init()
    }

    /// A copy of `layer`'s values, a shape layer's path and style too.
    @MainActor
    public override init(layer: Any) {
        super.init(layer: layer)
        if let shape = layer as? CAShapeLayer { copyShape(of: shape) }
    }

    /// A presentation copy (see `presentationCopy`).
    override init(snapshot: Snapshot) {
        super.init(snapshot: snapshot)
    }

    private func copyShape(of shape: CAShapeLayer) {
        (path, fillColor, fillRule, strokeColor, lineWidth) = (shape.path, shape.fillColor, shape.fillRule, shape.strokeColor, shape.lineWidth)
        (lineCap, lineJoin, miterLimit, lineDashPattern, lineDashPhase) = (shape.lineCap, shape.lineJoin, shape.miterLimit, shape.lineDashPattern, shape.lineDashPhase)
        (strokeStart, strokeEnd) = (shape.strokeStart, shape.strokeEnd)
    }

    /// A shape layer's presentation is a shape layer: its path and style as shown.
    override package func presentationCopy(_ shown: AnimatedLayerValues) -> CALayer {
        frozen(CAShapeLayer(snapshot: shown.snapshot), showing: shown) { $0.copyShape(of: self) }
    }

    @MainActor
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The layer of a view whose `layerClass` is this class.
    override init(view: any CALayerBacking) {
        super.init(view: view)
    }

    /// The shape layer's animatable properties, as explicit animations read and write them.
    override package func animatableValue(forKey key: String) -> LayerValue? {
        switch key {
        case "path": return path.map { .path($0.path) } ?? LayerValue.none
        case "fillColor": return fillColor.map(LayerValue.color) ?? LayerValue.none
        case "strokeColor": return strokeColor.map(LayerValue.color) ?? LayerValue.none
        case "lineWidth": return .number(lineWidth)
        case "miterLimit": return .number(miterLimit)
        case "lineDashPhase": return .number(lineDashPhase)
        case "strokeStart": return .number(strokeStart)
        case "strokeEnd": return .number(strokeEnd)
        default: return nil
        }
    }

    override package func setAnimatableValue(_ value: LayerValue, forKey key: String) {
        switch (key, value) {
        case ("path", .path(let shape)): path = CGPath(path: shape)
        case ("path", .none): path = nil
        case ("fillColor", .color(let color)): fillColor = color
        case ("fillColor", .none): fillColor = nil
        case ("strokeColor", .color(let color)): strokeColor = color
        case ("strokeColor", .none): strokeColor = nil
        case ("lineWidth", .number(let n)): lineWidth = n
        case ("miterLimit", .number(let n)): miterLimit = n
        case ("lineDashPhase", .number(let n)): lineDashPhase = n
        case ("strokeStart", .number(let n)): strokeStart = n
        case ("strokeEnd", .number(let n)): strokeEnd = n
        default: break
        }
    }

    /// The fill of the whole path, and the stroke of its trimmed part: one item when nothing is trimmed,
    /// else the fill and the stroke apart.
    override package func drawContents(in canvas: inout DisplayCanvas, bounds: CGRect) {
        guard let shape = path?.path, !shape.isEmpty else { return }
        let rule: PathItem.FillRule = fillRule == .evenOdd ? .evenOdd : .nonZero
        let stroke = strokeStyle
        let trimmed = strokeStart <= 0 && strokeEnd >= 1 ? shape : shape.trimmed(from: strokeStart, to: strokeEnd)
        if trimmed == shape {
            canvas.path(shape, fillColor: fillColor, fillRule: rule, stroke: stroke)
        } else {
            canvas.path(shape, fillColor: fillColor, fillRule: rule, stroke: nil)
            if !trimmed.isEmpty { canvas.path(trimmed, fillColor: nil, stroke: stroke) }
        }
    }

    /// The stroke as the DisplayList carries it, or nil when none shows.
    package var strokeStyle: PathItem.Stroke? {
        guard let strokeColor, strokeColor.alpha > 0, lineWidth > 0, lineWidth.isFinite else { return nil }
        let cap: PathItem.LineCap = lineCap == .round ? .round : lineCap == .square ? .square : .butt
        let join: PathItem.LineJoin = lineJoin == .round ? .round : lineJoin == .bevel ? .bevel : .miter
        var dashes = (lineDashPattern ?? []).map { CGFloat($0.doubleValue) }
        // A pattern with no positive length (or a negative one) draws solid, as Core Graphics does.
        if !dashes.contains(where: { $0 > 0 }) || dashes.contains(where: { $0 < 0 || !$0.isFinite }) { dashes = [] }
        return PathItem.Stroke(
            color: strokeColor, width: lineWidth, cap: cap, join: join, miterLimit: miterLimit, dashPattern: dashes,
            dashPhase: lineDashPhase.isFinite ? lineDashPhase : 0)
    }
}
