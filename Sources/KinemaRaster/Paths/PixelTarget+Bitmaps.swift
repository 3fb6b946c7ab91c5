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
        bitmap.pixels.withUnsafeBufferPointer { source in
            for y in top..<bottom {
                let row = pixels + Int(y) * pitch
                let sourceRow = Int(y - placed.y) * Int(bitmap.width) - Int(placed.x)
                for x in left..<right {
                    var s = source[sourceRow + Int(x)]
                    guard s != 0 else { continue }
                    if o < 255 { s = Self.scaled(s, by: o) }
                    row[Int(x)] = Self.over(s, row[Int(x)], layout: layout)
                }
            }
        }
    }

    /// `x` / 255, rounded, for `x` ≤ 255 · 255.
    @inline(__always)
    private static func div255(_ x: UInt32) -> UInt32 { (x + 128 + ((x + 128) >> 8)) >> 8 }

    /// Every channel of a premultiplied ARGB pixel times `o` / 255.
    @inline(__always)
    private static func scaled(_ s: UInt32, by o: UInt32) -> UInt32 {
        div255((s >> 24) * o) << 24 | div255(((s >> 16) & 0xFF) * o) << 16 | div255(((s >> 8) & 0xFF) * o) << 8 | div255((s & 0xFF) * o)
    }

    /// Premultiplied ARGB `s` over the opaque pixel `d` of `layout`.
    @inline(__always)
    private static func over(_ s: UInt32, _ d: UInt32, layout: ChannelLayout) -> UInt32 {
        let inverse = 255 - (s >> 24)
        func channel(_ sourceShift: UInt32, _ shift: UInt32) -> UInt32 {
            min(255, ((s >> sourceShift) & 0xFF) + div255(((d >> shift) & 0xFF) * inverse)) << shift
        }
        return channel(16, layout.redShift) | channel(8, layout.greenShift) | channel(0, layout.blueShift) | layout.opaque
    }
}
