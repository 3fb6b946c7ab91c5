import Foundation
import KinemaCore

/// A projected layer's flat picture, as the renderer drew it offscreen: premultiplied 0xAARRGGBB pixels
/// (colour already scaled by alpha, as drawing over a transparent start leaves them), read with
/// bilinear filtering.
package struct ProjectedTexture {
    package let pixels: UnsafePointer<UInt32>
    package let width: Int
    package let height: Int
    /// Pixels (not bytes) from one row's start to the next's.
    package let pitch: Int

    package init(pixels: UnsafePointer<UInt32>, width: Int, height: Int, pitch: Int) {
        (self.pixels, self.width, self.height, self.pitch) = (pixels, width, height, pitch)
    }

    /// The bilinear sample at texel coordinates (`u`, `v`) — texel (i, j) covers [i, i + 1) × [j, j + 1),
    /// its centre at i + ½ — clamped to the edge texels: premultiplied 0xAARRGGBB, each channel weighted
    /// in 8-bit steps of the fraction and rounded to nearest.
    @inline(__always)
    package func sample(u: Double, v: Double) -> UInt32 {
        // In 1/256ths of a texel from texel centres, offset by 16 texels so that truncation floors
        // (what lies further out is clamped anyway): library calls for floor and round cost more than
        // the rest of the sample.
        let limitX = Double(width + 16) * 256, limitY = Double(height + 16) * 256
        let fixedX = Int(Self.clamp((u + 15.5) * 256 + 0.5, limitX)), fixedY = Int(Self.clamp((v + 15.5) * 256 + 0.5, limitY))
        let ix = (fixedX >> 8) - 16, iy = (fixedY >> 8) - 16
        let wx = UInt32(truncatingIfNeeded: fixedX & 255), wy = UInt32(truncatingIfNeeded: fixedY & 255)
        let x0 = Self.clamp(ix, width), x1 = Self.clamp(ix + 1, width)
        let y0 = Self.clamp(iy, height), y1 = Self.clamp(iy + 1, height)
        let top = pixels + y0 * pitch, bottom = pixels + y1 * pitch
        return Self.mix(Self.mix(top[x0], top[x1], wx), Self.mix(bottom[x0], bottom[x1], wx), wy)
    }

    @inline(__always)
    private static func clamp(_ index: Int, _ count: Int) -> Int { max(0, min(count - 1, index)) }

    /// `value` within 0…`limit` (NaN as `limit`): what `max(0, min(limit, value))` gives, in two
    /// comparisons (the generic `min` and `max` were a fifth of a sample's instructions).
    @inline(__always)
    private static func clamp(_ value: Double, _ limit: Double) -> Double { value < limit ? (value > 0 ? value : 0) : limit }

    /// a + (b − a)·w/256 per channel, rounded: two 16-bit lanes a word, as `GroupCompositor.mix` does.
    @inline(__always)
    static func mix(_ a: UInt32, _ b: UInt32, _ w: UInt32) -> UInt32 {
        if w == 0 || a == b { return a }
        if w >= 256 { return b }
        let rest: UInt32 = 256 - w
        let lanes: UInt32 = 0x00FF_00FF, half: UInt32 = 0x0080_0080
        let aRB: UInt32 = a & lanes, bRB: UInt32 = b & lanes
        let aAG: UInt32 = (a >> 8) & lanes, bAG: UInt32 = (b >> 8) & lanes
        let rb: UInt32 = ((aRB &* rest &+ bRB &* w &+ half) >> 8) & lanes
        let ag: UInt32 = ((aAG &* rest &+ bAG &* w &+ half) >> 8) & lanes
        return rb | (ag << 8)
    }
}
