import CPixelStores

extension PixelTarget {
    /// Puts `mask` at (`x`, `y`) within `clip`, in `color`: each pixel takes the colour by the mask's
    /// coverage times the colour's alpha. The arithmetic is SDL's software blitter's for a white text
    /// texture, to the bit, so text drawn here and by SDL's renderer (every other path, turned or scaled
    /// text) is the same picture:
    /// - tinted or faded (SDL modulates): a = c·α/255, then each channel s·a/255 + d·(255 − a)/255,
    ///   every division truncated, the alpha channel likewise over the target's;
    /// - white and opaque (SDL does not modulate and blends by its own routine): c of 0 leaves the
    ///   pixel, 255 writes white, else s·c/256 + d·(255 − c)/256 truncated, on all four bytes.
    package func blend(_ mask: CoverageMask, x: Int32, y: Int32, color: RasterColor, clip: PixelRect) {
        let top = max(y, clip.y, 0), bottom = min(y + mask.height, clip.y + clip.h, height)
        let left = max(x, clip.x, 0), right = min(x + mask.width, clip.x + clip.w, width)
        guard right > left, bottom > top, color.a > 0 else { return }
        let plainWhite = color == RasterColor(r: 255, g: 255, b: 255, a: 255)
        let layout = self.layout
        mask.coverage.withUnsafeBufferPointer { coverage in
            for row in top..<bottom {
                let span = mask.rowSpans[Int(row - y)]
                let from = max(left, x + span.lowerBound), to = min(right, x + span.upperBound)
                guard to > from else { continue }
                let line = pixels + Int(row) * pitch
                let source = coverage.baseAddress! + Int(row - y) * Int(mask.width) - Int(x)
                if plainWhite {
                    Self.blendWhite(line, source, from: Int(from), to: Int(to))
                } else {
                    Self.blendTinted(line, source, from: Int(from), to: Int(to), color: color, layout: layout)
                }
            }
        }
    }

    /// White at full opacity (see `blend`): SDL's per-pixel-alpha blit, four bytes alike.
    @inline(__always)
    private static func blendWhite(_ line: UnsafeMutablePointer<UInt32>, _ source: UnsafePointer<UInt8>, from: Int, to: Int) {
        // Eight at a time where the processor can (`kinema_text_white_span`, the same arithmetic).
        let done = to > from ? kinema_text_white_span(line + from, source + from, to - from) : 0
        for column in (from + done)..<to {
            let c = UInt32(source[column])
            if c == 0 { continue }
            if c == 255 {
                line[column] = 0xFFFF_FFFF
                continue
            }
            let d = line[column], lift = (255 * c) >> 8, keep = 255 - c
            var out: UInt32 = 0
            for shift in stride(from: UInt32(0), through: 24, by: 8) {
                out |= (lift + ((((d >> shift) & 0xFF) * keep) >> 8)) << shift
            }
            line[column] = out
        }
    }

    /// Any other colour (see `blend`): SDL's modulating blit.
    @inline(__always)
    private static func blendTinted(
        _ line: UnsafeMutablePointer<UInt32>, _ source: UnsafePointer<UInt8>, from: Int, to: Int, color: RasterColor, layout: ChannelLayout
    ) {
        let alpha = UInt32(color.a), red = UInt32(color.r), green = UInt32(color.g), blue = UInt32(color.b)
        let hasAlpha = layout.opaque != 0
        // Wholly covered in an opaque colour: the colour itself (s·255/255 + d·0).
        let solid = red << layout.redShift | green << layout.greenShift | blue << layout.blueShift | (hasAlpha ? 0xFF00_0000 : 0)
        // Eight at a time where the processor can (`kinema_text_span`, the same arithmetic), in the
        // texels' layout.
        var done = 0
        if to > from, layout.redShift == 16, layout.greenShift == 8, layout.blueShift == 0 {
            done = kinema_text_span(line + from, source + from, to - from, alpha << 24 | red << 16 | green << 8 | blue, layout.opaque)
        }
        for column in (from + done)..<to {
            let a = UInt32(source[column]) * alpha / 255
            if a == 0 { continue }
            if a == 255 {
                line[column] = solid
                continue
            }
            let d = line[column], keep = 255 - a
            @inline(__always) func channel(_ s: UInt32, _ shift: UInt32) -> UInt32 {
                let lifted = a == 255 ? s : s * a / 255
                return min(255, lifted + ((d >> shift) & 0xFF) * keep / 255) << shift
            }
            var out = channel(red, layout.redShift) | channel(green, layout.greenShift) | channel(blue, layout.blueShift)
            if hasAlpha { out |= channel(255, 24) }
            line[column] = out
        }
    }
}
