import CSDL2
import Foundation
import KinemaRaster

/// The shadows' corner tiles (`ShadowTiles`, which the software backend draws from too) and, for SDL's
/// renderer, each tile as a texture: white, its alpha the tile's coverage, tinted by the vertices'
/// colour when drawn (`DisplayListRenderer.drawShadowTextured`). Bounded as the tiles are.
final class ShadowTextures {
    private let renderer: OpaquePointer
    let tiles = ShadowTiles()
    private var textures: [ShadowTiles.Key: OpaquePointer] = [:]

    init(renderer: OpaquePointer) {
        self.renderer = renderer
    }

    deinit { removeAll() }

    func removeAll() {
        for texture in textures.values { SDL_DestroyTexture(texture) }
        textures.removeAll()
    }

    /// The tile for `key` and its texture (nil when SDL could not make one).
    func texture(_ key: ShadowTiles.Key) -> (texture: OpaquePointer, tile: ShadowTiles.Tile)? {
        let tile = tiles.tile(key)
        if let texture = textures[key] { return (texture, tile) }
        if textures.count >= 256 { removeAll() }
        // Coverage in 1/65535ths to an alpha in 1/255ths, to the nearest.
        let pixels = tile.coverage.map { UInt32((Int($0) * 255 + 32767) / 65535) << 24 | 0x00FF_FFFF }
        guard let texture = Self.texture(renderer, pixels, width: tile.width, height: tile.height) else { return nil }
        textures[key] = texture
        return (texture, tile)
    }

    /// A texture of white pixels with alphas `pixels` (0xAARRGGBB), blended and smoothed when scaled.
    static func texture(_ renderer: OpaquePointer, _ pixels: [UInt32], width: Int32, height: Int32) -> OpaquePointer? {
        guard let texture = SDL_CreateTexture(
            renderer, SDL_PIXELFORMAT_ARGB8888.rawValue, Int32(SDL_TEXTUREACCESS_STATIC.rawValue), width, height)
        else { return nil }
        pixels.withUnsafeBytes { _ = SDL_UpdateTexture(texture, nil, $0.baseAddress, Int32(width) * 4) }
        SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
        SDL_SetTextureScaleMode(texture, SDL_ScaleModeLinear)
        return texture
    }

    /// The exact plan's shadow (`fillShadow`), whole, as a texture made for one draw (the caller destroys
    /// it): for shadows too small beside their blur to slice. Its pixels start at `origin` (whole pixels
    /// of the shadow's frame, so the shape keeps its place within a pixel).
    func exactTexture(_ shadow: BoxShadow) -> (texture: OpaquePointer, origin: (x: Int32, y: Int32), size: (w: Int32, h: Int32))? {
        let shape = shadow.shape, reach = CGFloat(3.2 * shadow.sigma + 2)
        let x0 = Int32((shape.minX - reach).rounded(.down)), y0 = Int32((shape.minY - reach).rounded(.down))
        let w = Int32((shape.maxX + reach).rounded(.up)) - x0, h = Int32((shape.maxY + reach).rounded(.up)) - y0
        guard w > 0, h > 0, Int(w) * Int(h) <= 4096 * 4096 else { return nil }
        var moved = shadow
        moved.box = shadow.box.offsetBy(dx: -CGFloat(x0), dy: -CGFloat(y0))
        (moved.color, moved.opacity) = (RasterColor(r: 255, g: 255, b: 255, a: 255), 1)
        // White over black: each pixel's red is its alpha.
        var pixels = [UInt32](repeating: 0xFF00_0000, count: Int(w) * Int(h))
        pixels.withUnsafeMutableBufferPointer { buffer in
            let target = PixelTarget(pixels: buffer.baseAddress!, pitch: Int(w), width: w, height: h)
            SurfaceRasterizer(target: target).fillShadow(moved, clip: PixelRect(x: 0, y: 0, w: w, h: h))
            for i in buffer.indices { buffer[i] = (buffer[i] >> 16 & 0xFF) << 24 | 0x00FF_FFFF }
        }
        guard let texture = Self.texture(renderer, pixels, width: w, height: h) else { return nil }
        return (texture, (x0, y0), (w, h))
    }
}
