import Foundation

/// One piece of a vector symbol, in the symbol's unit square (0…1 both ways, y down).
public enum SymbolShape: Equatable, Sendable {
    /// A filled circle.
    case disc(center: CGPoint, radius: CGFloat)
    /// A circle outline; `width` is the stroke width.
    case ring(center: CGPoint, radius: CGFloat, width: CGFloat)
    /// A filled polygon, star-shaped around its centroid (the renderer fans triangles from there).
    case polygon([CGPoint])
    /// A stroked polyline with round joins and caps.
    case stroke([CGPoint], width: CGFloat)
    /// A filled rounded rectangle.
    case roundedRect(CGRect, radius: CGFloat)
    /// A rounded-rectangle outline.
    case roundedRectStroke(CGRect, radius: CGFloat, width: CGFloat)
    /// Text centred at `center`, `size` tall (in unit-square terms); `knockout` draws it in the colour
    /// behind the symbol, as SF Symbols cut digits out of a filled circle.
    case glyph(String, center: CGPoint, size: CGFloat, bold: Bool, knockout: Bool)
}

/// The vector drawings behind `UIImage(systemName:)`: Kinema's own simple renditions of the SF Symbols the
/// scenes use. The renderer maps the unit square onto a box `pointSize × sizeRatio` points wide.
public enum SymbolLibrary {
    /// Symbol box side per point of size (an SF Symbol at 17 pt is about 20 pt wide).
    public static let sizeRatio: CGFloat = 1.2

    /// Stroke width as a fraction of the point size for a weight (thin strokes for light weights).
    /// (`weight` is a `UIFont.Weight`'s raw value: −0.8 ultralight … 0 regular … 0.62 black.)
    public static func strokeWidth(forWeight weight: CGFloat) -> CGFloat {
        0.085 + 0.07 * min(1, max(-1, weight))
    }

    /// Every name Kinema can draw.
    public static var names: [String] {
        let digits = (0...9).flatMap { ["\($0).circle", "\($0).circle.fill"] }
        return digits + Array(fixed.keys).sorted()
    }

    public static func contains(_ name: String) -> Bool {
        shapes(for: name, strokeWidth: 0.1) != nil
    }

    /// The shapes for `name`, with strokes `strokeWidth` of the point size wide; nil for unknown names.
    public static func shapes(for name: String, strokeWidth: CGFloat) -> [SymbolShape]? {
        let w = strokeWidth / sizeRatio
        let center = CGPoint(x: 0.5, y: 0.5)
        if let digit = circledDigit(name) {
            let bold = strokeWidth >= 0.1
            let size = numeralSize(digit, bold: bold)
            if name.hasSuffix(".fill") {
                return [.disc(center: center, radius: 0.5), .glyph(digit, center: center, size: size, bold: bold, knockout: true)]
            }
            return [.ring(center: center, radius: 0.5 - w / 2, width: w), .glyph(digit, center: center, size: size, bold: bold, knockout: false)]
        }
        return fixed[name]?(w)
    }

    /// The numeral's size, as a share of the symbol's side: 0.62 for one digit; two digits ("10" … "50")
    /// shrink until they span at most 0.68 of the circle, as SF Symbols fit theirs inside it (measured
    /// with Inter's own advance widths, the same in every renderer and scene).
    static func numeralSize(_ numeral: String, bold: Bool) -> CGFloat {
        let width = TextAdvances.width(of: numeral, pointSize: 100, bold: bold) / 100
        guard width.isFinite, width > 0 else { return 0.62 }
        return min(0.62, 0.68 / width)
    }

    private static func circledDigit(_ name: String) -> String? {
        let parts = name.split(separator: ".")
        guard parts.count >= 2, parts[1] == "circle", parts.count <= 3, parts.count == 2 || parts[2] == "fill",
            let number = Int(parts[0]), (0...50).contains(number)
        else { return nil }
        return String(number)
    }

    private static func p(_ x: CGFloat, _ y: CGFloat) -> CGPoint { CGPoint(x: x, y: y) }

    private static let fixed: [String: @Sendable (CGFloat) -> [SymbolShape]] = [
        "circle": { w in [.ring(center: p(0.5, 0.5), radius: 0.5 - w / 2, width: w)] },
        "circle.fill": { _ in [.disc(center: p(0.5, 0.5), radius: 0.5)] },
        "plus": { w in [.stroke([p(0.5, 0.14), p(0.5, 0.86)], width: w * 1.2), .stroke([p(0.14, 0.5), p(0.86, 0.5)], width: w * 1.2)] },
        "plus.circle.fill": { w in
            [.disc(center: p(0.5, 0.5), radius: 0.5),
             .glyph("+", center: p(0.5, 0.47), size: 0.75, bold: true, knockout: true)]
        },
        "xmark": { w in [.stroke([p(0.2, 0.2), p(0.8, 0.8)], width: w * 1.2), .stroke([p(0.8, 0.2), p(0.2, 0.8)], width: w * 1.2)] },
        "play.fill": { _ in [.polygon([p(0.22, 0.12), p(0.88, 0.5), p(0.22, 0.88)])] },
        "pause.fill": { _ in
            [.roundedRect(CGRect(x: 0.2, y: 0.14, width: 0.2, height: 0.72), radius: 0.04),
             .roundedRect(CGRect(x: 0.6, y: 0.14, width: 0.2, height: 0.72), radius: 0.04)]
        },
        "backward.fill": { _ in
            [.polygon([p(0.5, 0.22), p(0.5, 0.78), p(0.04, 0.5)]), .polygon([p(0.96, 0.22), p(0.96, 0.78), p(0.5, 0.5)])]
        },
        "forward.fill": { _ in
            [.polygon([p(0.04, 0.22), p(0.5, 0.5), p(0.04, 0.78)]), .polygon([p(0.5, 0.22), p(0.96, 0.5), p(0.5, 0.78)])]
        },
        "chevron.down": { w in [.stroke([p(0.14, 0.32), p(0.5, 0.68), p(0.86, 0.32)], width: w * 1.2)] },
        "chevron.up": { w in [.stroke([p(0.14, 0.68), p(0.5, 0.32), p(0.86, 0.68)], width: w * 1.2)] },
        "chevron.left": { w in [.stroke([p(0.68, 0.14), p(0.32, 0.5), p(0.68, 0.86)], width: w * 1.2)] },
        "chevron.right": { w in [.stroke([p(0.32, 0.14), p(0.68, 0.5), p(0.32, 0.86)], width: w * 1.2)] },
        "list.bullet": { w in
            [0.22, 0.5, 0.78].flatMap { y -> [SymbolShape] in
                [.disc(center: p(0.1, y), radius: 0.07), .stroke([p(0.3, y), p(0.95, y)], width: w)]
            }
        },
        "square.grid.2x2": { w in
            [(0.05, 0.05), (0.55, 0.05), (0.05, 0.55), (0.55, 0.55)].map { origin in
                .roundedRectStroke(CGRect(x: origin.0, y: origin.1, width: 0.4, height: 0.4), radius: 0.08, width: w)
            }
        },
        "square.grid.3x3": { w in
            [0.04, 0.37, 0.7].flatMap { y in
                [0.04, 0.37, 0.7].map { x in
                    SymbolShape.roundedRectStroke(CGRect(x: x, y: y, width: 0.26, height: 0.26), radius: 0.05, width: w * 0.8)
                }
            }
        },
        // A mixed grid: three squares over two wide rows (seed 002's custom grid button).
        "square.grid.3x1.below.line.grid.1x2": { w in
            [0.04, 0.37, 0.7].map { x in
                SymbolShape.roundedRectStroke(CGRect(x: x, y: 0.04, width: 0.26, height: 0.26), radius: 0.05, width: w * 0.8)
            } + [0.44, 0.72].map { y in
                SymbolShape.roundedRectStroke(CGRect(x: 0.04, y: y, width: 0.92, height: 0.22), radius: 0.05, width: w * 0.8)
            }
        },
        "ellipsis": { _ in [0.15, 0.5, 0.85].map { x in .disc(center: p(x, 0.5), radius: 0.08) } },
        "music.note": { w in
            [.disc(center: p(0.36, 0.76), radius: 0.16), .stroke([p(0.5, 0.76), p(0.5, 0.12), p(0.78, 0.2)], width: w * 1.1)]
        },
        "magnifyingglass": { w in
            [.ring(center: p(0.42, 0.42), radius: 0.3, width: w * 1.2), .stroke([p(0.64, 0.64), p(0.9, 0.9)], width: w * 1.6)]
        },
        "house.fill": { _ in
            [.polygon([p(0.5, 0.08), p(0.95, 0.5), p(0.05, 0.5)]),
             .roundedRect(CGRect(x: 0.17, y: 0.45, width: 0.66, height: 0.47), radius: 0.04)]
        },
        "heart.fill": { _ in [.polygon(heartOutline())] },
        "heart": { w in [.stroke(heartOutline() + [heartOutline()[0]], width: w)] },
        // The compose menu's kinds of post (seed 004).
        "textformat": { _ in [.glyph("Aa", center: p(0.5, 0.52), size: 0.78, bold: true, knockout: false)] },
        "camera": { w in
            [.roundedRectStroke(CGRect(x: 0.06, y: 0.3, width: 0.88, height: 0.58), radius: 0.1, width: w),
             .stroke([p(0.32, 0.3), p(0.38, 0.16), p(0.62, 0.16), p(0.68, 0.3)], width: w),
             .ring(center: p(0.5, 0.58), radius: 0.17, width: w)]
        },
        "quote.opening": { _ in [.glyph("\u{201C}", center: p(0.5, 0.78), size: 1.5, bold: true, knockout: false)] },
        "link": { w in
            [.stroke(capsule(from: p(0.12, 0.88), to: p(0.52, 0.48), radius: 0.13), width: w),
             .stroke(capsule(from: p(0.48, 0.52), to: p(0.88, 0.12), radius: 0.13), width: w)]
        },
        "bubble.left.and.bubble.right.fill": { _ in
            [.roundedRect(CGRect(x: 0.02, y: 0.1, width: 0.6, height: 0.42), radius: 0.12),
             .polygon([p(0.12, 0.48), p(0.24, 0.48), p(0.08, 0.64)]),
             .roundedRect(CGRect(x: 0.38, y: 0.4, width: 0.6, height: 0.42), radius: 0.12),
             .polygon([p(0.76, 0.78), p(0.88, 0.78), p(0.92, 0.94)])]
        },
        "headphones": { w in
            [.stroke(arc(center: p(0.5, 0.56), radius: 0.38, from: Double.pi, to: 2 * Double.pi), width: w * 1.2),
             .roundedRect(CGRect(x: 0.07, y: 0.56, width: 0.2, height: 0.34), radius: 0.07),
             .roundedRect(CGRect(x: 0.73, y: 0.56, width: 0.2, height: 0.34), radius: 0.07)]
        },
    ]

    /// Points along a circle's arc from angle `start` to `end` (radians, y down: π is the left, 1.5π the top).
    private static func arc(center: CGPoint, radius: CGFloat, from start: Double, to end: Double) -> [CGPoint] {
        (0...24).map { i in
            let angle = start + (end - start) * Double(i) / 24
            return CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
        }
    }

    /// The closed outline of a capsule (a chain link) from `a` to `b` with round ends of `radius`.
    private static func capsule(from a: CGPoint, to b: CGPoint, radius: CGFloat) -> [CGPoint] {
        let angle = atan2(Double(b.y - a.y), Double(b.x - a.x))
        let toB = arc(center: b, radius: radius, from: angle - Double.pi / 2, to: angle + Double.pi / 2)
        let toA = arc(center: a, radius: radius, from: angle + Double.pi / 2, to: angle + 3 * Double.pi / 2)
        return toB + toA + [toB[0]]
    }

    /// A heart from the classic parametric curve, scaled into the unit square.
    private static func heartOutline() -> [CGPoint] {
        (0..<48).map { i in
            let t = Double(i) / 48 * 2 * Double.pi
            let x = 16 * pow(sin(t), 3)
            let y = 13 * cos(t) - 5 * cos(2 * t) - 2 * cos(3 * t) - cos(4 * t)
            return CGPoint(x: 0.5 + x / 34, y: 0.47 - y / 34)
        }
    }
}
