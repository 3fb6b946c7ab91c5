import CSDL2
import Foundation

/// Draws anti-aliased, axis-aligned rounded rectangles straight into a 32-bit surface — the window's own
/// framebuffer (software window) or a canvas (headless). SDL's software renderer draws the same shape as
/// triangles, each through a temporary surface; a UI made of rounded rectangles (rows, cells, buttons)
/// spends most of its frame there. Here each row of pixels is one span: the corners' and edges' coverage
/// from the rounded box's distance field, the inside a plain blend (or copy, when opaque).
struct SurfaceRasterizer {
    private let pixels: UnsafeMutablePointer<UInt32>
    private let pitch: Int
    private let width: Int32
    private let height: Int32
    private let shifts: (red: UInt32, green: UInt32, blue: UInt32)
    /// Bits set in every written pixel (the alpha channel of an ARGB surface: opaque).
    private let opaque: UInt32

    /// A rasterizer for `surface`, or nil unless its pixels are 32 bits with 8-bit colour channels.
    init?(surface: UnsafeMutablePointer<SDL_Surface>) {
        guard let format = surface.pointee.format, format.pointee.BytesPerPixel == 4,
            let base = surface.pointee.pixels,
            [format.pointee.Rmask, format.pointee.Gmask, format.pointee.Bmask].allSatisfy({ $0.nonzeroBitCount == 8 })
        else { return nil }
        pixels = base.assumingMemoryBound(to: UInt32.self)
        pitch = Int(surface.pointee.pitch) / 4
        width = surface.pointee.w
        height = surface.pointee.h
        shifts = (UInt32(format.pointee.Rshift), UInt32(format.pointee.Gshift), UInt32(format.pointee.Bshift))
        opaque = format.pointee.Amask
    }

    /// Fills `box` (pixels, fractional) with corners of `radius` pixels in `color` at `alpha` (0…255),
    /// inside `clip`.
    func fillRoundedRect(_ box: CGRect, radius: CGFloat, red: UInt8, green: UInt8, blue: UInt8, alpha: Int, clip: SDL_Rect) {
        guard alpha > 0, box.width > 0, box.height > 0 else { return }
        let r = max(0, min(radius, min(box.width, box.height) / 2))
        let x0 = max(Int32((box.minX).rounded(.down)), clip.x, 0)
        let x1 = min(Int32((box.maxX).rounded(.up)), clip.x + clip.w, width)
        let y0 = max(Int32((box.minY).rounded(.down)), clip.y, 0)
        let y1 = min(Int32((box.maxY).rounded(.up)), clip.y + clip.h, height)
        guard x0 < x1, y0 < y1 else { return }
        let source = UInt32(red) << shifts.red | UInt32(green) << shifts.green | UInt32(blue) << shifts.blue | opaque
        let centre = (x: Double(box.midX), y: Double(box.midY))
        let half = (x: Double(box.width) / 2 - Double(r), y: Double(box.height) / 2 - Double(r))
        let radius = Double(r)
        // Columns whose pixels are wholly inside horizontally, away from the corners' reach.
        let innerX0 = Int32((box.minX + r).rounded(.up)), innerX1 = Int32((box.maxX - r).rounded(.down))
        let fullX0 = Int32(box.minX.rounded(.up)), fullX1 = Int32(box.maxX.rounded(.down))
        for y in y0..<y1 {
            let row = pixels.advanced(by: Int(y) * pitch)
            let centreY = Double(y) + 0.5
            let inCornerBand = centreY < Double(box.minY + r) + 0.5 || centreY > Double(box.maxY - r) - 0.5
                || Double(y) < Double(box.minY) || Double(y + 1) > Double(box.maxY)
            // The plain stretch of this row: every pixel fully covered.
            var spanStart: Int32, spanEnd: Int32
            if inCornerBand {
                spanStart = max(innerX0, x0)
                spanEnd = min(innerX1, x1)
                // Top and bottom rows cut by the box's edge are not fully covered anywhere.
                if Double(y) < Double(box.minY) || Double(y + 1) > Double(box.maxY) { spanStart = spanEnd }
            } else {
                spanStart = max(fullX0, x0)
                spanEnd = min(fullX1, x1)
            }
            spanStart = min(max(spanStart, x0), x1)
            spanEnd = min(max(spanEnd, spanStart), x1)
            // Edge pixels, from the distance to the rounded box (coverage ≈ 0.5 − distance).
            for x in x0..<spanStart { shade(row, x, centreY: centreY, centre: centre, half: half, radius: radius, source: source, alpha: alpha) }
            for x in spanEnd..<x1 { shade(row, x, centreY: centreY, centre: centre, half: half, radius: radius, source: source, alpha: alpha) }
            guard spanStart < spanEnd else { continue }
            let span = UnsafeMutableBufferPointer(start: row.advanced(by: Int(spanStart)), count: Int(spanEnd - spanStart))
            if alpha >= 255 {
                span.update(repeating: source)
            } else {
                blendSpan(span, source: source, alpha: alpha)
            }
        }
    }

    /// One edge pixel: its coverage of the rounded box, blended.
    @inline(__always)
    private func shade(
        _ row: UnsafeMutablePointer<UInt32>, _ x: Int32, centreY: Double, centre: (x: Double, y: Double),
        half: (x: Double, y: Double), radius: Double, source: UInt32, alpha: Int
    ) {
        let qx = abs(Double(x) + 0.5 - centre.x) - half.x, qy = abs(centreY - centre.y) - half.y
        let outside = (max(qx, 0) * max(qx, 0) + max(qy, 0) * max(qy, 0)).squareRoot()
        let distance = outside + min(max(qx, qy), 0) - radius
        let coverage = min(1, max(0, 0.5 - distance))
        guard coverage > 0 else { return }
        row[Int(x)] = blend(source, over: row[Int(x)], alpha: Int((Double(alpha) * coverage).rounded()))
    }

    /// `source` at `alpha` over a run of pixels. With red and blue in the low bytes of two 16-bit lanes
    /// (XRGB, ARGB and their BGR twins), both blend in one multiply and green in another.
    private func blendSpan(_ span: UnsafeMutableBufferPointer<UInt32>, source: UInt32, alpha: Int) {
        let a = UInt32(alpha), inverse = 255 - a
        let lanes = Set([shifts.red, shifts.blue]) == [0, 16] && shifts.green == 8
        guard lanes else {
            for index in span.indices { span[index] = blend(source, over: span[index], alpha: alpha) }
            return
        }
        let sourceRB = (source & 0x00FF_00FF) * a + 0x0080_0080
        let sourceG = (source & 0x0000_FF00) * a + 0x0000_8000
        let bits = opaque
        for index in span.indices {
            let d = span[index]
            var rb = (d & 0x00FF_00FF) &* inverse &+ sourceRB
            rb = ((rb &+ ((rb >> 8) & 0x00FF_00FF)) >> 8) & 0x00FF_00FF
            var g = (d & 0x0000_FF00) &* inverse &+ sourceG
            g = ((g &+ ((g >> 8) & 0x0000_FF00)) >> 8) & 0x0000_FF00
            span[index] = rb | g | bits
        }
    }

    /// `source` over `destination` at `alpha` (0…255), rounded to nearest in each colour channel.
    @inline(__always)
    private func blend(_ source: UInt32, over destination: UInt32, alpha: Int) -> UInt32 {
        if alpha >= 255 { return source }
        if alpha <= 0 { return destination }
        let a = UInt32(alpha), inverse = 255 - a
        @inline(__always) func channel(_ shift: UInt32) -> UInt32 {
            let s = (source >> shift) & 0xFF, d = (destination >> shift) & 0xFF
            return ((s * a + d * inverse + 127) / 255) << shift
        }
        return opaque | channel(shifts.red) | channel(shifts.green) | channel(shifts.blue)
    }
}
