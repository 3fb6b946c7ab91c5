import Foundation
import KinemaCore

/// The colours and the line style of the graphics state.
extension CGContext {
    public func setFillColor(_ color: CGColor) { state.fillColor = color }
    public func setStrokeColor(_ color: CGColor) { state.strokeColor = color }

    public func setFillColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        state.fillColor = RGBAColor(red: Double(red), green: Double(green), blue: Double(blue), alpha: Double(alpha))
    }

    public func setStrokeColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        state.strokeColor = RGBAColor(red: Double(red), green: Double(green), blue: Double(blue), alpha: Double(alpha))
    }

    public func setFillColor(gray: CGFloat, alpha: CGFloat) {
        setFillColor(red: gray, green: gray, blue: gray, alpha: alpha)
    }

    public func setStrokeColor(gray: CGFloat, alpha: CGFloat) {
        setStrokeColor(red: gray, green: gray, blue: gray, alpha: alpha)
    }

    /// In user-space points; negative and NaN widths are ignored, as Core Graphics ignores them.
    public func setLineWidth(_ width: CGFloat) {
        guard width.isFinite, width >= 0 else { return }
        state.lineWidth = width
    }

    public func setLineCap(_ cap: CGLineCap) { state.lineCap = cap.pathCap }
    public func setLineJoin(_ join: CGLineJoin) { state.lineJoin = join.pathJoin }
    public func setMiterLimit(_ limit: CGFloat) { state.miterLimit = limit }

    /// Dashes: on, off, … lengths in user-space points, starting `phase` into the pattern; an empty
    /// pattern draws solid lines.
    public func setLineDash(phase: CGFloat, lengths: [CGFloat]) {
        state.dashPattern = lengths
        state.dashPhase = phase
    }

    /// Kept in the graphics state; Kinema does not draw a context's shadows (docs/drawing.md).
    public func setShadow(offset: CGSize, blur: CGFloat, color: CGColor?) {
        state.shadow = (offset, blur, color)
    }

    /// A shadow in one third-transparent black, as Core Graphics' default; kept, not drawn.
    public func setShadow(offset: CGSize, blur: CGFloat) {
        setShadow(offset: offset, blur: blur, color: RGBAColor(red: 0, green: 0, blue: 0, alpha: 1.0 / 3))
    }

    /// Kept in the graphics state; everything is drawn with `.normal` (source over).
    public func setBlendMode(_ mode: CGBlendMode) { state.blendMode = mode }

    /// Kept for pasted code: Kinema anti-aliases every edge.
    public func setShouldAntialias(_ shouldAntialias: Bool) {}
    /// Kept for pasted code: Kinema anti-aliases every edge.
    public func setAllowsAntialiasing(_ allowsAntialiasing: Bool) {}

    /// The stroke the state describes, or nil when it draws nothing.
    package var currentStroke: PathItem.Stroke? {
        PathItem.Stroke(
            color: state.strokeColor, width: state.lineWidth, cap: state.lineCap, join: state.lineJoin,
            miterLimit: state.miterLimit, dashPattern: state.dashPattern, dashPhase: state.dashPhase)
    }
}

extension CGLineCap {
    package var pathCap: PathItem.LineCap {
        switch self {
        case .butt: return .butt
        case .round: return .round
        case .square: return .square
        }
    }
}

extension CGLineJoin {
    package var pathJoin: PathItem.LineJoin {
        switch self {
        case .miter: return .miter
        case .round: return .round
        case .bevel: return .bevel
        }
    }
}
