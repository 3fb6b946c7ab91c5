/// A path drawn into pixels: `width` × `height` premultiplied 0xAARRGGBB pixels (cairo's ARGB32), rows
/// packed. Made once by `PathCache` and drawn again as it is while the path does not change.
package final class PathBitmap {
    package let width: Int32
    package let height: Int32
    package let pixels: [UInt32]
    /// What a backend keeps with the bitmap (the GPU path's texture), released with it.
    package var attachment: AnyObject?

    package init(width: Int32, height: Int32, pixels: [UInt32]) {
        precondition(pixels.count == Int(width) * Int(height), "a bitmap's pixels fill its size")
        (self.width, self.height, self.pixels) = (width, height, pixels)
    }

    /// The pixels with straight (not premultiplied) alpha, for blitters that multiply by alpha
    /// themselves (SDL's textures).
    package var straightPixels: [UInt32] {
        pixels.map { pixel in
            let alpha = pixel >> 24
            guard alpha > 0, alpha < 255 else { return alpha == 0 ? 0 : pixel }
            func channel(_ shift: UInt32) -> UInt32 { min(255, (((pixel >> shift) & 0xFF) * 255 + alpha / 2) / alpha) << shift }
            return alpha << 24 | channel(16) | channel(8) | channel(0)
        }
    }
}

/// A bitmap and where its top-left pixel lands on the target, in whole pixels.
package struct PlacedPathBitmap {
    package let bitmap: PathBitmap
    package let x: Int32
    package let y: Int32

    package init(bitmap: PathBitmap, x: Int32, y: Int32) {
        (self.bitmap, self.x, self.y) = (bitmap, x, y)
    }

    package var rect: PixelRect { PixelRect(x: x, y: y, w: bitmap.width, h: bitmap.height) }
}
