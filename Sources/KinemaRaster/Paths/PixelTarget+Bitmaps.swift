import CPixelStores

extension PixelTarget {
    /// Puts a premultiplied bitmap over the target's pixels at (`x`, `y`), within `clip`, faded by
    /// `opacity` (0…255): each channel becomes s·o + d·(1 − a·o), in 8-bit fixed point. The target is
    /// opaque (a window, a canvas), where premultiplied and straight colour agree.
    package func composite(_ placed: PlacedPathBitmap, opacity: Int, clip: PixelRect) {
        let bitmap = placed.bitmap
        let left = max(placed.x, clip.x, 0), top = max(placed.y, clip.y, 0)
        let right = min(placed.x + bitmap.width, clip.x + clip.w, width)
        let bottom = min(placed.y + bitmap.height, clip.y + clip.h, height)
        guard right > left, bottom > top, opacity > 0 else { return }
        let o = UInt32(min(255, opacity))
        let layout = self.layout
        // The bitmap's own layout (0xAARRGGBB): red and blue mixed together, a lane each.
        let packed = layout.redShift == 16 && layout.greenShift == 8 && layout.blueShift == 0
        bitmap.pixels.withUnsafeBufferPointer { source in
            for y in top..<bottom {
                let row = pixels + Int(y) * pitch
                let sourceRow = Int(y - placed.y) * Int(bitmap.width) - Int(placed.x)
                // Eight at a time where the processor can (the same arithmetic), the rest one by one.
                let done = packed
                    ? Int32(kinema_composite_span(row + Int(left), source.baseAddress! + sourceRow + Int(left), Int(right - left), o, layout.opaque)) : 0
                for x in (left + done)..<right {
                    var s = source[sourceRow + Int(x)]
                    guard s != 0 else { continue }
                    if o < 255 { s = Self.scaled(s, by: o) }
                    row[Int(x)] = packed ? Self.packedOver(s, row[Int(x)], opaque: layout.opaque) : Self.over(s, row[Int(x)], layout: layout)
                }
            }
        }
    }

    /// `over` for the bitmap's own layout, red and blue in one multiply: the same values, since a
    /// premultiplied channel is at most its alpha, so s + d·(255 − a)/255 never passes 255 and no lane
    /// carries into the next (cairo's pixels and `scaled`'s are premultiplied; a pixel that is not goes
    /// the long way, which clamps).
    @inline(__always)
    package static func packedOver(_ s: UInt32, _ d: UInt32, opaque: UInt32) -> UInt32 {
        let alpha = s >> 24, inverse = 255 - alpha
        if inverse == 0 { return s & 0x00FF_FFFF | opaque }
        guard (s >> 16) & 0xFF <= alpha, (s >> 8) & 0xFF <= alpha, s & 0xFF <= alpha else { return over(s, d, layout: ChannelLayout(redShift: 16, greenShift: 8, blueShift: 0, opaque: opaque)) }
        var rb = (d & 0x00FF_00FF) &* inverse &+ 0x0080_0080
        rb = ((rb &+ ((rb >> 8) & 0x00FF_00FF)) >> 8) & 0x00FF_00FF
        var g = ((d >> 8) & 0xFF) &* inverse &+ 0x80
        g = (g &+ (g >> 8)) >> 8
        return ((s & 0x00FF_00FF) &+ rb) | (((s >> 8) & 0xFF) &+ g) << 8 | opaque
    }

    /// `x` / 255, rounded, for `x` ≤ 255 · 255.
    @inline(__always)
    private static func div255(_ x: UInt32) -> UInt32 { (x + 128 + ((x + 128) >> 8)) >> 8 }

    /// Every channel of a premultiplied ARGB pixel times `o` / 255.
    @inline(__always)
    package static func scaled(_ s: UInt32, by o: UInt32) -> UInt32 {
        div255((s >> 24) * o) << 24 | div255(((s >> 16) & 0xFF) * o) << 16 | div255(((s >> 8) & 0xFF) * o) << 8 | div255((s & 0xFF) * o)
    }

    /// Premultiplied ARGB `s` over the opaque pixel `d` of `layout`.
    @inline(__always)
    package static func over(_ s: UInt32, _ d: UInt32, layout: ChannelLayout) -> UInt32 {
        let inverse = 255 - (s >> 24)
        func channel(_ sourceShift: UInt32, _ shift: UInt32) -> UInt32 {
            min(255, ((s >> sourceShift) & 0xFF) + div255(((d >> shift) & 0xFF) * inverse)) << shift
        }
        return channel(16, layout.redShift) | channel(8, layout.greenShift) | channel(0, layout.blueShift) | layout.opaque
    }
}
