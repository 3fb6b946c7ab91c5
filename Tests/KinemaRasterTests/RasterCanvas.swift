import Foundation
@testable import KinemaRaster

/// Plain pixels in memory for the rasteriser's tests (0xAARRGGBB, as a canvas lays them out): no SDL.
final class RasterCanvas {
    let width: Int32
    let height: Int32
    let pixels: UnsafeMutablePointer<UInt32>

    init(_ width: Int32, _ height: Int32, filledWith value: UInt32 = 0xFFFF_FFFF) {
        (self.width, self.height) = (width, height)
        pixels = .allocate(capacity: Int(width * height))
        pixels.initialize(repeating: value, count: Int(width * height))
    }

    deinit { pixels.deallocate() }

    var target: PixelTarget { PixelTarget(pixels: pixels, pitch: Int(width), width: width, height: height) }
    var whole: PixelRect { PixelRect(x: 0, y: 0, w: width, h: height) }

    func rasterizer(clearMap: ClearMap? = nil) -> SurfaceRasterizer { SurfaceRasterizer(target: target, clearMap: clearMap) }

    func pixel(x: Int, y: Int) -> UInt32 { pixels[y * Int(width) + x] }

    /// The pixel's red, green and blue.
    func rgb(x: Int, y: Int) -> (r: Int, g: Int, b: Int) {
        let p = pixel(x: x, y: y)
        return (Int(p >> 16 & 0xFF), Int(p >> 8 & 0xFF), Int(p & 0xFF))
    }
}
