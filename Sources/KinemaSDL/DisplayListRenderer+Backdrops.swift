import CSDL2
import Foundation
import KinemaCore
import KinemaRaster
import KinemaGraphics

/// Backdrop blurs (`DisplayItem.backdrop`, a `UIVisualEffectView`'s blur): laid out in pixels as a
/// `PlacedBackdrop` and blurred by KinemaRaster's one routine (`PixelTarget.drawBackdrop`) on both
/// backends — straight in the surface by the software backend; on SDL's renderer, which has no shaders,
/// on the region read back (`SDL_RenderReadPixels`), then uploaded and copied over it.
extension DisplayListRenderer {
    /// Blurs what lies under `item` by the frame's backend.
    func drawBackdrop(_ item: BackdropItem, placement: CGAffineTransform) {
        if let placed = placedBackdrop(item, placement: placement) { backend.drawBackdrop(placed) }
    }

    /// `item` in the output's pixels under `placement`; nil when nothing would show.
    func placedBackdrop(_ item: BackdropItem, placement: CGAffineTransform) -> PlacedBackdrop? {
        let m = item.transform.concatenating(placement)
        let opacity = min(1, max(0, item.opacity * opacityScale))
        guard opacity > 0, item.filter.isVisible else { return nil }
        let box = PixelBounds.clamp(item.rect.applying(m))
        let pixelsPerPoint = Self.scale(of: m)
        let shape: PlacedBackdrop.Shape
        if Self.isUpright(m) {
            let radius = max(0, min(item.cornerRadius, min(item.rect.width, item.rect.height) / 2)) * max(m.a, m.d)
            shape = .upright(SurfaceRasterizer.Coverage(box: box, radius: radius))
        } else {
            shape = .turned(toLocal: m.inverted(), rect: item.rect, radius: item.cornerRadius, pixelsPerPoint: pixelsPerPoint)
        }
        let t = item.filter.tint.clamped()
        return PlacedBackdrop(
            shape: shape, bounds: PixelRect(Self.pixelRect(box)), sigma: Double(item.sigma * pixelsPerPoint),
            saturation: Double(item.filter.saturation), tint: (t.red, t.green, t.blue, t.alpha), opacity: opacity)
    }

    /// The innermost clip, or the whole output.
    var outputClip: (clip: SDL_Rect, width: Int32, height: Int32) {
        var width: Int32 = 0, height: Int32 = 0
        SDL_GetRendererOutputSize(renderer, &width, &height)
        return (clipStack.last ?? SDL_Rect(x: 0, y: 0, w: width, h: height), width, height)
    }

    /// The backdrop blurred through SDL's renderer: the region it reads copied back, blurred there by
    /// KinemaRaster, and the pixels it draws put back as a texture copied without blending (they are the
    /// output's own, mixed already).
    func drawBackdropReadingBack(_ placed: PlacedBackdrop) {
        flushBatch()
        let output = outputClip
        guard let (drawn, read) = placed.regions(clip: PixelRect(output.clip), width: output.width, height: output.height) else { return }
        prepareToDraw(SDL_Rect(read))
        backdrops.pixels = [UInt32](repeating: 0, count: Int(read.w) * Int(read.h))
        var source = SDL_Rect(read)
        let status = backdrops.pixels.withUnsafeMutableBytes { bytes in
            SDL_RenderReadPixels(renderer, &source, SDL_PIXELFORMAT_ARGB8888.rawValue, bytes.baseAddress, read.w * 4)
        }
        guard status == 0, let texture = backdrops.texture(width: drawn.w, height: drawn.h) else { return }
        backdrops.pixels.withUnsafeMutableBufferPointer { buffer in
            // Alpha kept as read (a group's offscreen target is transparent where nothing was drawn).
            let layout = PixelTarget.ChannelLayout(redShift: 16, greenShift: 8, blueShift: 0, opaque: 0)
            let target = PixelTarget(pixels: buffer.baseAddress!, pitch: Int(read.w), width: read.w, height: read.h, layout: layout)
            target.drawBackdrop(
                placed, clip: PixelRect(output.clip), scratch: backdrops.scratch, origin: (read.x, read.y),
                output: (output.width, output.height))
            var upload = SDL_Rect(x: 0, y: 0, w: drawn.w, h: drawn.h)
            let first = buffer.baseAddress! + Int(drawn.y - read.y) * Int(read.w) + Int(drawn.x - read.x)
            SDL_UpdateTexture(texture, &upload, first, read.w * 4)
            var destination = SDL_Rect(drawn)
            SDL_RenderCopy(renderer, texture, &upload, &destination)
        }
    }
}
