import CSDL2
import Foundation
import KinemaCore
import KinemaRaster
import KinemaGraphics

/// Paths: drawn by cairo into bitmaps that `PathCache` keeps (KinemaRaster), then put on the frame by
/// its backend — composited into the surface's pixels by the software backend, copied as a texture by
/// the SDL one.
extension DisplayListRenderer {
    func drawPath(_ item: PathItem, placement: CGAffineTransform) {
        let opacity = Self.color(.white, item.opacity * opacityScale).a
        guard opacity > 0 else { return }
        var width: Int32 = 0, height: Int32 = 0
        SDL_GetRendererOutputSize(renderer, &width, &height)
        let m = item.transform.concatenating(placement)
        guard let placed = paths.bitmap(for: item, transform: m, within: PixelRect(x: 0, y: 0, w: width, h: height)) else { return }
        flushBatch()
        prepareToDraw(SDL_Rect(x: placed.x, y: placed.y, w: placed.bitmap.width, h: placed.bitmap.height))
        backend.drawPath(placed, opacity: opacity)
    }

    /// A path's bitmap as a texture (straight alpha, as SDL blends), made once per bitmap and released
    /// with it.
    func texture(for bitmap: PathBitmap) -> OpaquePointer? {
        if let kept = bitmap.attachment as? PathTexture { return kept.texture }
        guard let texture = SDL_CreateTexture(
            renderer, SDL_PIXELFORMAT_ARGB8888.rawValue, Int32(SDL_TEXTUREACCESS_STATIC.rawValue), bitmap.width, bitmap.height)
        else { return nil }
        let pixels = bitmap.straightPixels
        pixels.withUnsafeBytes { _ = SDL_UpdateTexture(texture, nil, $0.baseAddress, bitmap.width * 4) }
        SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
        bitmap.attachment = PathTexture(texture)
        return texture
    }
}

/// An SDL texture destroyed with the path bitmap it shows.
final class PathTexture {
    let texture: OpaquePointer

    init(_ texture: OpaquePointer) {
        self.texture = texture
    }

    deinit { SDL_DestroyTexture(texture) }
}
