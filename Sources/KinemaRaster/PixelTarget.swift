/// Where the software rasteriser draws: 32-bit pixels in rows, with nothing about who owns them (a
/// window's framebuffer, an offscreen canvas's surface, a plain array in a test).
package struct PixelTarget {
    /// The first pixel of the first row.
    package let pixels: UnsafeMutablePointer<UInt32>
    /// Pixels (not bytes) from the start of one row to the start of the next.
    package let pitch: Int
    package let width: Int32
    package let height: Int32
    /// Where each colour channel sits in a pixel.
    package let layout: ChannelLayout

    package init(pixels: UnsafeMutablePointer<UInt32>, pitch: Int, width: Int32, height: Int32, layout: ChannelLayout = .argb) {
        (self.pixels, self.pitch, self.width, self.height, self.layout) = (pixels, pitch, width, height, layout)
    }

    /// A 32-bit pixel's channels: the bit shift of red, green and blue (8 bits each), and the bits set in
    /// every written pixel (an alpha channel's: opaque; 0 when the pixel has none).
    package struct ChannelLayout: Equatable {
        package let redShift: UInt32
        package let greenShift: UInt32
        package let blueShift: UInt32
        package let opaque: UInt32

        package init(redShift: UInt32, greenShift: UInt32, blueShift: UInt32, opaque: UInt32) {
            (self.redShift, self.greenShift, self.blueShift, self.opaque) = (redShift, greenShift, blueShift, opaque)
        }

        /// 0xAARRGGBB, the canvases' and most windows' layout.
        package static let argb = ChannelLayout(redShift: 16, greenShift: 8, blueShift: 0, opaque: 0xFF00_0000)

        /// `red`, `green`, `blue` as a pixel of this layout, opaque.
        package func pixel(red: UInt8, green: UInt8, blue: UInt8) -> UInt32 {
            UInt32(red) << redShift | UInt32(green) << greenShift | UInt32(blue) << blueShift | opaque
        }
    }
}
