import CSDL2
import Foundation
import KinemaCore
import KinemaUI

/// Rounded rectangles: straight into the surface when it can be written directly, else as triangles.
extension DisplayListRenderer {
    /// Whether `m` keeps a rectangle upright: no rotation, shear or mirroring, only a positive scale and a
    /// move (what the direct paths for rectangles and images take).
    static func isUpright(_ m: CGAffineTransform) -> Bool {
        Swift.abs(m.b) < 1e-9 && Swift.abs(m.c) < 1e-9 && m.a > 0 && m.d > 0
    }

    /// `rect`'s corner radius in pixels under `m` (upright): no more than half its shorter side.
    static func pixelRadius(of rect: RoundedRect, under m: CGAffineTransform) -> CGFloat {
        max(0, min(rect.cornerRadius, min(rect.rect.width, rect.rect.height) / 2)) * max(m.a, m.d)
    }

    /// Rounded rects. Axis-aligned ones (most of a UI) are drawn as a plain fill of their pixel-aligned
    /// interior plus a thin tessellated rim, which is far cheaper for the software renderer than
    /// rasterising their whole area as triangles; anything rotated or sheared is all triangles.
    func drawRect(_ rect: RoundedRect, placement: CGAffineTransform, layerScale: CGFloat) {
        let m = rect.transform.concatenating(placement)
        let color = Self.color(rect.color, rect.opacity * opacityScale)
        guard color.a > 0 else { return }
        let pixelScale = layerScale * Self.scale(of: rect.transform)
        let axisAligned = Self.isUpright(m)
        if axisAligned, let direct = directRasterizer() {
            let box = PixelBounds.clamp(rect.rect.applying(m))
            let radius = PixelBounds.clamp(Self.pixelRadius(of: rect, under: m))
            flushBatch()
            SDL_RenderFlush(renderer)
            let clip = clipStack.last ?? SDL_Rect(x: 0, y: 0, w: direct.size.width, h: direct.size.height)
            direct.rasterizer.fillRoundedRect(box, radius: radius, red: color.r, green: color.g, blue: color.b, alpha: Int(color.a), clip: clip)
            return
        }
        // The outline only the triangle paths need.
        TriangleBatch.roundedRect(into: &outline, rect.rect, radius: rect.cornerRadius, transform: m, pixelScale: pixelScale)
        if axisAligned {
            let box = rect.rect.applying(m)
            let radius = Self.pixelRadius(of: rect, under: m)
            let inset = radius + 0.5
            let hole = CGRect(
                x: (box.minX + inset).rounded(.up), y: (box.minY + inset).rounded(.up),
                width: 0, height: 0)
            let maxX = (box.maxX - inset).rounded(.down), maxY = (box.maxY - inset).rounded(.down)
            if maxX - hole.minX >= 4, maxY - hole.minY >= 4 {
                let interior = CGRect(x: hole.minX, y: hole.minY, width: maxX - hole.minX, height: maxY - hole.minY)
                flushBatch()
                var fill = Self.pixelRect(interior)
                SDL_SetRenderDrawBlendMode(renderer, color.a == 255 ? SDL_BLENDMODE_NONE : SDL_BLENDMODE_BLEND)
                SDL_SetRenderDrawColor(renderer, color.r, color.g, color.b, color.a)
                SDL_RenderFillRect(renderer, &fill)
                SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND)
                batch.rim(outline: outline, hole: interior, color: color)
                return
            }
        }
        batch.fill(outline: outline, color: color)
    }
}
