import Foundation
import KinemaCore
import KinemaRaster
import Testing

/// A path's bitmap is put over the target red and blue in one multiply when the target is laid out as
/// the bitmap (`PixelTarget.packedOver`): for every premultiplied pixel it must give what the channel by
/// channel `over` gives — random pixels of every alpha over random targets, opaque and without alpha
/// bits, and pixels that are not premultiplied (which go the long way).
@Suite("Bitmap over")
struct BitmapOverTests {
    @Test func packedOverIsTheChannelByChannelOver() {
        var generator = SplitMix64(seed: 5)
        var differing: [String] = []
        for opaque: UInt32 in [0xFF00_0000, 0] {
            let layout = PixelTarget.ChannelLayout(redShift: 16, greenShift: 8, blueShift: 0, opaque: opaque)
            for index in 0..<200_000 {
                let alpha = index % 7 == 0 ? 255 : index % 11 == 0 ? 1 : UInt32.random(in: 0...255, using: &generator)
                // Premultiplied (each channel at most the alpha), and now and then not.
                let top = index % 97 == 0 ? 255 : alpha
                let s = alpha << 24 | UInt32.random(in: 0...top, using: &generator) << 16 | UInt32.random(in: 0...top, using: &generator) << 8
                    | UInt32.random(in: 0...top, using: &generator)
                let d = UInt32.random(in: 0...0xFFFF_FFFF, using: &generator) & 0x00FF_FFFF | opaque
                let (packed, long) = (PixelTarget.packedOver(s, d, opaque: opaque), PixelTarget.over(s, d, layout: layout))
                if packed != long, differing.count < 5 { differing.append("\(String(s, radix: 16)) over \(String(d, radix: 16))") }
            }
        }
        #expect(differing.isEmpty, "\(differing)")
    }

    /// Whole bitmaps through `composite` (eight pixels at a time where the processor has AVX2, the rest
    /// one by one) against `over` a pixel at a time: random bitmaps — clear, opaque, translucent and not
    /// premultiplied pixels — at every opacity class, placed at odd offsets and cut by clips of odd widths.
    @Test func compositeIsOverAPixelAtATime() {
        var generator = SplitMix64(seed: 6)
        var differing: [String] = []
        for trial in 0..<60 {
            let (width, height) = (Int32.random(in: 1...45, using: &generator), Int32.random(in: 1...9, using: &generator))
            let bitmap = PathBitmap(width: width, height: height, pixels: (0..<Int(width * height)).map { index in
                let alpha = [0, 255, UInt32.random(in: 1...254, using: &generator)][index % 3 == 0 ? Int.random(in: 0...2, using: &generator) : 2]
                let top = index % 53 == 0 ? 255 : alpha
                return alpha << 24 | UInt32.random(in: 0...top, using: &generator) << 16 | UInt32.random(in: 0...top, using: &generator) << 8
                    | UInt32.random(in: 0...top, using: &generator)
            })
            let opaque: UInt32 = trial % 2 == 0 ? 0xFF00_0000 : 0
            let layout = PixelTarget.ChannelLayout(redShift: 16, greenShift: 8, blueShift: 0, opaque: opaque)
            let opacity = [255, 0, 1, 128, Int.random(in: 2...254, using: &generator)][trial % 5]
            let (targetWidth, targetHeight) = (Int32(64), Int32(16))
            var pixels = (0..<Int(targetWidth * targetHeight)).map { _ in UInt32.random(in: 0...0xFFFF_FFFF, using: &generator) }
            var expected = pixels
            let placed = PlacedPathBitmap(bitmap: bitmap, x: Int32.random(in: -5...30, using: &generator), y: Int32.random(in: -3...10, using: &generator))
            let clip = PixelRect(x: Int32.random(in: 0...10, using: &generator), y: 0, w: Int32.random(in: 1...60, using: &generator), h: 16)
            pixels.withUnsafeMutableBufferPointer { target in
                PixelTarget(pixels: target.baseAddress!, pitch: Int(targetWidth), width: targetWidth, height: targetHeight, layout: layout)
                    .composite(placed, opacity: opacity, clip: clip)
            }
            for y in 0..<targetHeight {
                for x in 0..<targetWidth where x >= max(placed.x, clip.x) && x < min(placed.x + width, clip.x + clip.w) && y >= placed.y && y < placed.y + height {
                    guard opacity > 0 else { continue }
                    var s = bitmap.pixels[Int((y - placed.y) * width + x - placed.x)]
                    guard s != 0 else { continue }
                    if opacity < 255 { s = PixelTarget.scaled(s, by: UInt32(opacity)) }
                    let index = Int(y * targetWidth + x)
                    expected[index] = PixelTarget.over(s, expected[index], layout: layout)
                }
            }
            if pixels != expected, differing.count < 5 { differing.append("trial \(trial), opacity \(opacity)") }
        }
        #expect(differing.isEmpty, "\(differing)")
    }
}
