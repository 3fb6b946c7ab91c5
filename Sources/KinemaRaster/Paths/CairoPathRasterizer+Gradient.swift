import CCairo
import Foundation
import KinemaCore
import KinemaGraphics

extension CairoPathRasterizer {
    /// Fills the context's path with `gradient` (in the local coordinates that `m` maps to the bitmap's
    /// `width` × `height` pixels): axial and radial gradients as cairo's patterns, a conic one (which cairo
    /// has not) from its colour at each pixel's centre.
    static func fill(with gradient: PathItem.Gradient, on context: OpaquePointer?, transform m: CGAffineTransform, width: Int32, height: Int32) {
        guard gradient.kind == .conic else {
            if let pattern = pattern(for: gradient) {
                cairo_set_source(context, pattern)
                cairo_pattern_destroy(pattern)
            } else {
                setSource(gradient.stops[gradient.stops.count - 1].color, on: context)
            }
            cairo_fill_preserve(context)
            return
        }
        var pixels = conicPixels(gradient, transform: m, width: width, height: height)
        pixels.withUnsafeMutableBytes { raw in
            let data = raw.baseAddress!.assumingMemoryBound(to: UInt8.self)
            let surface = cairo_image_surface_create_for_data(data, CAIRO_FORMAT_ARGB32, width, height, width * 4)
            // The path is already in device space; the pixels are placed there, one to one.
            cairo_save(context)
            cairo_identity_matrix(context)
            cairo_set_source_surface(context, surface, 0, 0)
            cairo_fill_preserve(context)
            cairo_restore(context)
            cairo_surface_finish(surface)
            cairo_surface_destroy(surface)
        }
    }

    /// Cairo's pattern for an axial or radial gradient (in user space, the item's local coordinates),
    /// padded with the end colours, or nil on a degenerate axis (the last colour fills).
    ///
    /// Cairo clamps stops to 0…1, while Core Animation's may lie anywhere (a shimmer moves them from
    /// below 0 to above 1): the stops are moved into 0…1 and the axis with them, so a point's colour is
    /// unchanged. A radial gradient's t is never below 0, so what lies below 0 shows only as the colour
    /// at 0, which becomes the first stop.
    static func pattern(for gradient: PathItem.Gradient) -> OpaquePointer? {
        let (start, end) = (gradient.start, gradient.end)
        let (dx, dy) = (Double(end.x - start.x), Double(end.y - start.y))
        var stops = gradient.stops
        if gradient.kind == .radial, stops[0].location < 0 {
            stops = [PathItem.Gradient.Stop(location: 0, color: gradient.color(at: 0))] + stops.filter { $0.location > 0 }
        }
        let low = Double(stops[0].location), high = Double(stops[stops.count - 1].location)
        let span = high > low ? high - low : 1
        let pattern: OpaquePointer?
        if gradient.kind == .axial {
            guard dx * dx + dy * dy > 0 else { return nil }
            let (x, y) = (Double(start.x), Double(start.y))
            pattern = cairo_pattern_create_linear(x + low * dx, y + low * dy, x + (low + span) * dx, y + (low + span) * dy)
        } else {
            guard dx != 0, dy != 0 else { return nil }
            // Circles about the origin of a space where the ellipse's half-axes are 1.
            pattern = cairo_pattern_create_radial(0, 0, low, 0, 0, low + span)
            let (rx, ry) = (abs(dx), abs(dy))
            var matrix = cairo_matrix_t(xx: 1 / rx, yx: 0, xy: 0, yy: 1 / ry, x0: -Double(start.x) / rx, y0: -Double(start.y) / ry)
            cairo_pattern_set_matrix(pattern, &matrix)
        }
        for stop in stops {
            let c = stop.color.clamped()
            cairo_pattern_add_color_stop_rgba(pattern, (Double(stop.location) - low) / span, c.red, c.green, c.blue, c.alpha)
        }
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        return pattern
    }

    /// A conic gradient's colour at each pixel's centre, premultiplied ARGB32: a point sample, exact
    /// there but for the 8-bit rounding; not anti-aliased along the ray where t wraps from 1 to 0, where a
    /// pixel takes one side's colour whole.
    static func conicPixels(_ gradient: PathItem.Gradient, transform m: CGAffineTransform, width: Int32, height: Int32) -> [UInt32] {
        let inverse = m.inverted()
        let (w, h) = (Int(width), Int(height))
        var pixels = [UInt32](repeating: 0, count: w * h)
        for y in 0..<h {
            for x in 0..<w {
                let point = CGPoint(x: CGFloat(x) + 0.5, y: CGFloat(y) + 0.5).applying(inverse)
                pixels[y * w + x] = premultiplied(gradient.color(at: gradient.parameter(at: point)))
            }
        }
        return pixels
    }

    /// `color` as cairo's premultiplied 0xAARRGGBB.
    static func premultiplied(_ color: RGBAColor) -> UInt32 {
        let c = color.clamped()
        func byte(_ value: Double) -> UInt32 { UInt32((value * 255).rounded()) }
        return byte(c.alpha) << 24 | byte(c.red * c.alpha) << 16 | byte(c.green * c.alpha) << 8 | byte(c.blue * c.alpha)
    }
}
