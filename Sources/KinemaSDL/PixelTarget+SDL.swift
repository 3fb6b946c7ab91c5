import CSDL2
import KinemaRaster

extension PixelTarget {
    /// `surface`'s pixels as a target for the rasteriser, or nil unless they are 32 bits with 8-bit
    /// colour channels.
    init?(surface: UnsafeMutablePointer<SDL_Surface>) {
        guard let format = surface.pointee.format, format.pointee.BytesPerPixel == 4,
            let base = surface.pointee.pixels,
            format.pointee.Rmask.nonzeroBitCount == 8, format.pointee.Gmask.nonzeroBitCount == 8, format.pointee.Bmask.nonzeroBitCount == 8
        else { return nil }
        let layout = ChannelLayout(
            redShift: UInt32(format.pointee.Rshift), greenShift: UInt32(format.pointee.Gshift),
            blueShift: UInt32(format.pointee.Bshift), opaque: format.pointee.Amask)
        self.init(
            pixels: base.assumingMemoryBound(to: UInt32.self), pitch: Int(surface.pointee.pitch) / 4,
            width: surface.pointee.w, height: surface.pointee.h, layout: layout)
    }
}

extension PixelRect {
    init(_ rect: SDL_Rect) {
        self.init(x: rect.x, y: rect.y, w: rect.w, h: rect.h)
    }
}

extension SDL_Rect {
    init(_ rect: PixelRect) {
        self.init(x: rect.x, y: rect.y, w: rect.w, h: rect.h)
    }
}
