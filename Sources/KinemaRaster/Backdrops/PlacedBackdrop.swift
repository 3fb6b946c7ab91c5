import Foundation
import KinemaCore

/// A backdrop blur laid out in a target's pixels (`DisplayItem.backdrop` placed by the renderer): its
/// shape, the pixels it can touch, and the recipe — blur σ, saturation, tint — of Apple's image-effects
/// sample (`BackdropFilter`).
package struct PlacedBackdrop {
    /// How much of each pixel the shape covers.
    package enum Shape {
        /// Upright: a rounded box in pixels, covered as `fillRoundedRect` covers it.
        case upright(SurfaceRasterizer.Coverage)
        /// Turned or sheared: the rounded rectangle in local points, a pixel's centre taken there by
        /// `toLocal`, covered by its distance field scaled to pixels.
        case turned(toLocal: CGAffineTransform, rect: CGRect, radius: CGFloat, pixelsPerPoint: CGFloat)
    }

    package var shape: Shape
    /// The pixels the shape can touch.
    package var bounds: PixelRect
    /// The blur's σ in pixels.
    package var sigma: Double
    /// The saturation delta factor (1 leaves colours).
    package var saturation: Double
    /// The tint, premultiplied, channels 0…1.
    package var tint: (red: Double, green: Double, blue: Double, alpha: Double)
    /// 0…1: the shape's coverage is scaled by it.
    package var opacity: Double

    package init(
        shape: Shape, bounds: PixelRect, sigma: Double, saturation: Double, tint: (red: Double, green: Double, blue: Double, alpha: Double),
        opacity: Double
    ) {
        (self.shape, self.bounds, self.sigma, self.saturation, self.tint, self.opacity) = (shape, bounds, sigma, saturation, tint, opacity)
    }

    /// How much of pixel (`x`, `y`) the shape covers (0…1).
    @inline(__always)
    package func coverage(_ x: Int32, _ y: Int32) -> Double {
        switch shape {
        case .upright(let coverage):
            return coverage.at(x, y)
        case .turned(let toLocal, let rect, let radius, let pixelsPerPoint):
            let p = CGPoint(x: CGFloat(x) + 0.5, y: CGFloat(y) + 0.5).applying(toLocal)
            let r = max(0, min(radius, min(rect.width, rect.height) / 2))
            let qx = Swift.abs(p.x - rect.midX) - (rect.width / 2 - r), qy = Swift.abs(p.y - rect.midY) - (rect.height / 2 - r)
            let outside = (max(qx, 0) * max(qx, 0) + max(qy, 0) * max(qy, 0)).squareRoot()
            let distance = (outside + min(max(qx, qy), 0) - r) * pixelsPerPoint
            return Double(min(1, max(0, 0.5 - distance)))
        }
    }

    /// The pixels drawn inside `clip` on a target of `width` × `height`, and those the blur reads for them
    /// (grown by the boxes' reach, within the target); nil when nothing is drawn.
    package func regions(clip: PixelRect, width: Int32, height: Int32) -> (drawn: PixelRect, read: PixelRect)? {
        let x0 = max(bounds.x, clip.x, 0), y0 = max(bounds.y, clip.y, 0)
        let x1 = min(bounds.x + bounds.w, clip.x + clip.w, width), y1 = min(bounds.y + bounds.h, clip.y + clip.h, height)
        guard x1 > x0, y1 > y0, opacity > 0 else { return nil }
        let reach = Int32(BoxBlur.reach(sigma: sigma))
        let rx0 = max(0, x0 - reach), ry0 = max(0, y0 - reach), rx1 = min(width, x1 + reach), ry1 = min(height, y1 + reach)
        return (PixelRect(x: x0, y: y0, w: x1 - x0, h: y1 - y0), PixelRect(x: rx0, y: ry0, w: rx1 - rx0, h: ry1 - ry0))
    }

    /// The sample's colour steps after the blur, on one pixel (channels 0…255): the saturation matrix
    /// (c′ = L + s·(c − L), L the Rec. 709 luma 0.2126 R + 0.7152 G + 0.0722 B, clamped to 0…255), then
    /// the tint painted over (c″ = t + c′·(1 − tₐ), t premultiplied).
    @inline(__always)
    package static func filtered(
        _ r: Float, _ g: Float, _ b: Float, saturation s: Float, tint: (r: Float, g: Float, b: Float, a: Float)
    ) -> (Float, Float, Float) {
        let luma = 0.2126 * r + 0.7152 * g + 0.0722 * b
        let sr = min(255, max(0, luma + s * (r - luma))), sg = min(255, max(0, luma + s * (g - luma)))
        let sb = min(255, max(0, luma + s * (b - luma)))
        let keep = 1 - tint.a
        return (tint.r * 255 + sr * keep, tint.g * 255 + sg * keep, tint.b * 255 + sb * keep)
    }
}

/// The floating-point buffers a backdrop is blurred in, kept from one to the next (a panel's blur
/// would otherwise allocate two buffers of its read region every frame).
package final class BackdropScratch {
    private(set) var values: UnsafeMutablePointer<Float>
    private(set) var scratch: UnsafeMutablePointer<Float>
    private var capacity: Int

    package init() {
        capacity = 0
        values = .allocate(capacity: 1)
        scratch = .allocate(capacity: 1)
    }

    deinit {
        values.deallocate()
        scratch.deallocate()
    }

    /// Makes room for `count` floats in each buffer.
    func reserve(_ count: Int) {
        guard count > capacity else { return }
        values.deallocate()
        scratch.deallocate()
        capacity = count
        values = .allocate(capacity: count)
        scratch = .allocate(capacity: count)
    }
}
