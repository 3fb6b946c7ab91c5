import CSDL2
import Foundation
import KinemaCore
import KinemaRaster
import KinemaGraphics

/// Layers' shadows (`DisplayItem.shadow`). Laid out in a frame of pixels — the window's own when the
/// layer is upright, else the layer's local space scaled to pixels — as a `BoxShadow`, and drawn from
/// the nine-slice of cached corner tiles (`ShadowSlices`): by the software rasteriser straight into the
/// surface when upright, else as textured triangles mapped by the layer's transform (SDL's geometry
/// call, smoothed: a rotated shadow is the upright one resampled, its blur hiding the resampling).
extension DisplayListRenderer {
    /// Draws `shadow` by the frame's backend, telling it of the rectangle drawn `next` in the same space
    /// (the caster's background, which may hide its middle).
    func drawShadow(_ shadow: ShadowItem, before next: DisplayItem?, placement: CGAffineTransform, layerScale: CGFloat) {
        if shadow.path != nil { return drawPathShadow(shadow, placement: placement) }
        let cover: RoundedRect? = if case .rect(let rect) = next, rect.transform == shadow.transform { rect } else { nil }
        backend.drawShadow(shadow, placement: placement, layerScale: layerScale, cover: cover)
    }

    /// A path's shadow (`ShadowItem.path`): its blurred, tinted bitmap from `PathShadowCache`, put on the
    /// frame as a path's bitmap is, by either backend.
    func drawPathShadow(_ shadow: ShadowItem, placement: CGAffineTransform) {
        let opacity = Self.color(.white, shadow.opacity * opacityScale).a
        guard opacity > 0 else { return }
        let m = shadow.transform.concatenating(placement)
        guard let placed = shadowPaths.bitmap(for: shadow, transform: m, sigma: shadow.sigma * Self.scale(of: m)) else { return }
        flushBatch()
        prepareToDraw(SDL_Rect(x: placed.x, y: placed.y, w: placed.bitmap.width, h: placed.bitmap.height))
        backend.drawPath(placed, opacity: opacity)
    }

    /// `item` as a `BoxShadow` in a frame of pixels, the map from that frame to window pixels, and
    /// whether the frame is the window's own (the layer upright): nil when nothing would show.
    func placedShadow(_ item: ShadowItem, placement: CGAffineTransform, layerScale: CGFloat) -> (shadow: BoxShadow, toWindow: CGAffineTransform, upright: Bool)? {
        let m = item.transform.concatenating(placement)
        let opacity = item.color.clamped().alpha * min(1, max(0, item.opacity * opacityScale))
        guard opacity > 0 else { return nil }
        let c = Self.color(item.color, 1)
        let color = RasterColor(r: c.r, g: c.g, b: c.b, a: 255)
        if Self.isUpright(m) {
            let box = item.rect.applying(m), scale = Swift.abs(m.a * m.d).squareRoot()
            let shadow = BoxShadow(
                box: box, cornerRadius: item.cornerRadius * max(m.a, m.d), offset: CGSize(width: item.offset.width * m.a, height: item.offset.height * m.d),
                radius: item.radius * scale, color: color, opacity: opacity)
            return (shadow, .identity, true)
        }
        let s = Self.scale(of: m)
        let box = CGRect(x: item.rect.minX * s, y: item.rect.minY * s, width: item.rect.width * s, height: item.rect.height * s)
        let shadow = BoxShadow(
            box: box, cornerRadius: item.cornerRadius * s, offset: CGSize(width: item.offset.width * s, height: item.offset.height * s),
            radius: item.radius * s, color: color, opacity: opacity)
        return (shadow, CGAffineTransform(scaleX: 1 / s, y: 1 / s).concatenating(m), false)
    }

    /// Draws `shadow` (in its frame of pixels) with SDL's renderer: the nine slices as textured quads,
    /// tinted by the shadow's colour and peak alpha, each mapped to the window by `toWindow` — or, for a
    /// shadow too small to slice, the exact plan's pixels as one quad.
    func drawShadowTextured(_ shadow: BoxShadow, toWindow m: CGAffineTransform) {
        let tint = SDL_Color(r: shadow.color.r, g: shadow.color.g, b: shadow.color.b, a: UInt8(min(255, shadow.peakAlpha.rounded())))
        guard tint.a > 0 else { return }
        flushBatch()
        guard let slices = ShadowSlices(shadow) else {
            guard let exact = shadowTextures.exactTexture(shadow) else { return }
            let (x0, y0) = (CGFloat(exact.origin.x), CGFloat(exact.origin.y))
            let (x1, y1) = (x0 + CGFloat(exact.size.w), y0 + CGFloat(exact.size.h))
            drawShadowQuads([(x0, x1, y0, y1, 0, 1, 0, 1)], texture: exact.texture, tint: tint, toWindow: m)
            SDL_DestroyTexture(exact.texture)
            return
        }
        let xs = [slices.x.edges.0, slices.x.edges.1, slices.x.edges.2, slices.x.edges.3].map { CGFloat($0) }
        let ys = [slices.y.edges.0, slices.y.edges.1, slices.y.edges.2, slices.y.edges.3].map { CGFloat($0) }
        // One texture a corner: its corner, and the edges and middle its last column and row stretch to.
        for (cornerX, cornerY) in [(0, 0), (2, 0), (0, 2), (2, 2)] {
            guard let (texture, tile) = shadowTextures.texture(slices.key(thirdX: cornerX, thirdY: cornerY)) else { continue }
            var quads: [(CGFloat, CGFloat, CGFloat, CGFloat, Float, Float, Float, Float)] = []
            for thirdY in 0..<3 where (thirdY == 2) == (cornerY == 2) {
                for thirdX in 0..<3 where (thirdX == 2) == (cornerX == 2) {
                    let u = Self.sliceTexels(third: thirdX, length: Float(tile.width)), v = Self.sliceTexels(third: thirdY, length: Float(tile.height))
                    quads.append((xs[thirdX], xs[thirdX + 1], ys[thirdY], ys[thirdY + 1], u.0, u.1, v.0, v.1))
                }
            }
            drawShadowQuads(quads, texture: texture, tint: tint, toWindow: m)
        }
    }

    /// The texture coordinates (0…1) a third of an axis reads across its quad: the tile as it is, its
    /// last texel stretched (a whole texel: SDL's software renderer copies an upright quad as a rectangle
    /// of whole texels; the one before it is the same, so smoothing changes nothing), or the tile mirrored.
    private static func sliceTexels(third: Int, length: Float) -> (Float, Float) {
        switch third {
        case 0: return (0, 1)
        case 1: return ((length - 1) / length, 1)
        default: return (1, 0)
        }
    }

    /// Textured quads (x0, x1, y0, y1 in the shadow's frame; u0, u1, v0, v1 across them) in one call.
    private func drawShadowQuads(
        _ quads: [(CGFloat, CGFloat, CGFloat, CGFloat, Float, Float, Float, Float)], texture: OpaquePointer, tint: SDL_Color, toWindow m: CGAffineTransform
    ) {
        var vertices: [SDL_Vertex] = [], indices: [Int32] = []
        var low = CGPoint(x: CGFloat.infinity, y: .infinity), high = CGPoint(x: -CGFloat.infinity, y: -.infinity)
        for (x0, x1, y0, y1, u0, u1, v0, v1) in quads where x0 < x1 && y0 < y1 {
            let first = Int32(vertices.count)
            for (x, y, u, v) in [(x0, y0, u0, v0), (x1, y0, u1, v0), (x1, y1, u1, v1), (x0, y1, u0, v1)] {
                let p = CGPoint(x: x, y: y).applying(m)
                (low, high) = (CGPoint(x: min(low.x, p.x), y: min(low.y, p.y)), CGPoint(x: max(high.x, p.x), y: max(high.y, p.y)))
                vertices.append(SDL_Vertex(position: SDL_FPoint(x: Float(p.x), y: Float(p.y)), color: tint, tex_coord: SDL_FPoint(x: u, y: v)))
            }
            indices.append(contentsOf: [first, first + 1, first + 2, first, first + 2, first + 3])
        }
        guard !vertices.isEmpty else { return }
        prepareToDraw(Self.pixelRect(CGRect(x: low.x, y: low.y, width: high.x - low.x, height: high.y - low.y).insetBy(dx: -1, dy: -1)))
        _ = SDL_RenderGeometry(renderer, texture, vertices, Int32(vertices.count), indices, Int32(indices.count))
    }
}
