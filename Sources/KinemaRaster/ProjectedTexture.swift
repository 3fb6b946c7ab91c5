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
        // Floor by truncation after an offset (coordinates past −16 texels are clamped anyway), and the
        // fraction in 1/256ths rounded by adding ½ (library calls for floor and round cost more than the rest).
        let x = max(-16, min(Double(width) + 16, u - 0.5)) + 16, y = max(-16, min(Double(height) + 16, v - 0.5)) + 16
        let ix = Int(x), iy = Int(y)
        let wx = UInt32((x - Double(ix)) * 256 + 0.5), wy = UInt32((y - Double(iy)) * 256 + 0.5)
        let x0 = Self.clamp(ix - 16, width), x1 = Self.clamp(ix - 15, width)
        let y0 = Self.clamp(iy - 16, height), y1 = Self.clamp(iy - 15, height)
        let top = pixels + y0 * pitch, bottom = pixels + y1 * pitch
        return Self.mix(Self.mix(top[x0], top[x1], wx), Self.mix(bottom[x0], bottom[x1], wx), wy)
    }

    @inline(__always)
    private static func clamp(_ index: Int, _ count: Int) -> Int { max(0, min(count - 1, index)) }

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
