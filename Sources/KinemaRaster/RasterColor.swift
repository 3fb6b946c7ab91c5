/// A colour as the rasteriser and the triangle batches take it: 8 bits a channel, straight (not
/// premultiplied) alpha. Laid out as SDL's `SDL_Color`, which the GPU path hands its vertices' colours as.
package struct RasterColor: Equatable {
    package var r: UInt8
    package var g: UInt8
    package var b: UInt8
    package var a: UInt8

    package init(r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        (self.r, self.g, self.b, self.a) = (r, g, b, a)
    }
}
