import CCairo
import Foundation
import KinemaCore
import KinemaGraphics

/// Draws a `PathItem`'s fill (a colour or a gradient) and stroke with cairo into a new premultiplied
/// bitmap: anti-aliased, the fill by its rule, the stroke with its caps, joins, miter limit and dashes.
///
/// Curves are flattened to `tolerance` pixels: cairo's default, 0.1, puts an edge pixel up to 0.1 of a
/// pixel (25/255) off along a flat stretch; at 0.01 what is left is cairo's sampling (15 rows a pixel): a
/// circle's edge pixels within 7.7/255 of their exact coverage, 0.6/255 on average (PathRasterTests),
/// for about half as many instructions again (the cairo study), paid only when a bitmap is drawn again.
package enum CairoPathRasterizer {
    package static let tolerance = 0.01

    /// The item (colours and style; its transform and opacity are not read) drawn through `transform`
    /// (local points → the bitmap's pixels) into `width` × `height` pixels.
    package static func draw(_ item: PathItem, transform m: CGAffineTransform, width: Int32, height: Int32) -> [UInt32] {
        var pixels = [UInt32](repeating: 0, count: Int(width) * Int(height))
        guard width > 0, height > 0 else { return pixels }
        pixels.withUnsafeMutableBytes { raw in
            let data = raw.baseAddress!.assumingMemoryBound(to: UInt8.self)
            let surface = cairo_image_surface_create_for_data(data, CAIRO_FORMAT_ARGB32, width, height, width * 4)
            let context = cairo_create(surface)
            defer {
                cairo_destroy(context)
                cairo_surface_finish(surface)
                cairo_surface_destroy(surface)
            }
            cairo_set_tolerance(context, tolerance)
            var matrix = cairo_matrix_t(xx: Double(m.a), yx: Double(m.b), xy: Double(m.c), yy: Double(m.d), x0: Double(m.tx), y0: Double(m.ty))
            cairo_set_matrix(context, &matrix)
            addPath(item.path, to: context)
            cairo_set_fill_rule(context, item.fillRule == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
            if let gradient = item.fillGradient {
                fill(with: gradient, on: context, transform: m, width: width, height: height)
            } else if let fill = item.fillColor {
                setSource(fill, on: context)
                cairo_fill_preserve(context)
            }
            if let stroke = item.stroke { self.stroke(stroke, on: context) }
            cairo_new_path(context)
        }
        return pixels
    }

    private static func stroke(_ stroke: PathItem.Stroke, on context: OpaquePointer?) {
        cairo_set_line_width(context, Double(stroke.width))
        cairo_set_line_cap(context, [.butt: CAIRO_LINE_CAP_BUTT, .round: CAIRO_LINE_CAP_ROUND, .square: CAIRO_LINE_CAP_SQUARE][stroke.cap]!)
        cairo_set_line_join(context, [.miter: CAIRO_LINE_JOIN_MITER, .round: CAIRO_LINE_JOIN_ROUND, .bevel: CAIRO_LINE_JOIN_BEVEL][stroke.join]!)
        cairo_set_miter_limit(context, Double(max(1, stroke.miterLimit)))
        if !stroke.dashPattern.isEmpty {
            let dashes = stroke.dashPattern.map(Double.init)
            cairo_set_dash(context, dashes, Int32(dashes.count), Double(stroke.dashPhase))
        }
        setSource(stroke.color, on: context)
        cairo_stroke_preserve(context)
    }

    static func setSource(_ color: RGBAColor, on context: OpaquePointer?) {
        let c = color.clamped()
        cairo_set_source_rgba(context, c.red, c.green, c.blue, c.alpha)
    }

    /// The path's elements as cairo's (a quadratic curve as the cubic that traces it).
    private static func addPath(_ path: VectorPath, to context: OpaquePointer?) {
        var current = CGPoint.zero
        for element in path.elements {
            switch element {
            case .move(let p):
                cairo_move_to(context, Double(p.x), Double(p.y))
                current = p
            case .line(let p):
                cairo_line_to(context, Double(p.x), Double(p.y))
                current = p
            case .quadCurve(let p, let c):
                // The cubic with control points two thirds of the way from each end to the quad's control.
                let c1 = CGPoint(x: current.x + 2 / 3 * (c.x - current.x), y: current.y + 2 / 3 * (c.y - current.y))
                let c2 = CGPoint(x: p.x + 2 / 3 * (c.x - p.x), y: p.y + 2 / 3 * (c.y - p.y))
                cairo_curve_to(context, Double(c1.x), Double(c1.y), Double(c2.x), Double(c2.y), Double(p.x), Double(p.y))
                current = p
            case .curve(let p, let c1, let c2):
                cairo_curve_to(context, Double(c1.x), Double(c1.y), Double(c2.x), Double(c2.y), Double(p.x), Double(p.y))
                current = p
            case .close:
                cairo_close_path(context)
                var x = 0.0, y = 0.0
                cairo_get_current_point(context, &x, &y)
                current = CGPoint(x: x, y: y)
            }
        }
    }
}
