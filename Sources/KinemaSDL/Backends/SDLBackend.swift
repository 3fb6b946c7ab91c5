import CSDL2
import Foundation
import KinemaCore
import KinemaRaster
import KinemaGraphics

/// Draws with SDL's renderer alone: what OpenGL (or any GPU renderer) draws, and what the software
/// backend falls back to for what it does not draw itself (then onto its surface, with SDL's software
/// renderer). Rounded rectangles and every shape are feathered triangles (`TriangleBatch`) in one
/// `SDL_RenderGeometryRaw` call — an upright rectangle's interior a plain `SDL_RenderFillRect`; images
/// and text are textures, copied or drawn on textured triangles; opacity groups go through offscreen
/// targets (`GroupCompositor`). Nothing is skipped as hidden: the GPU draws it all.
final class SDLBackend: RenderBackend {
    /// The renderer that made this backend and alone holds it (`unowned(unsafe)`: an `unowned` one was
    /// retained and released for every primitive).
    private unowned(unsafe) let owner: DisplayListRenderer

    init(owner: DisplayListRenderer) {
        self.owner = owner
    }

    private var renderer: OpaquePointer { owner.renderer }

    func clear(_ rect: SDL_Rect, background c: RGBAColor, coveredBy composition: Composition?) {
        typealias R = DisplayListRenderer
        guard composition != nil else {
            SDL_RenderClear(renderer)
            return
        }
        var rect = rect
        SDL_SetRenderDrawColor(renderer, R.byte(c.red), R.byte(c.green), R.byte(c.blue), 255)
        SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_NONE)
        SDL_RenderFillRect(renderer, &rect)
        SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND)
    }

    func firstVisibleItem(_ items: [DisplayItem], placement: CGAffineTransform, known: DisplayListRenderer.KnownCover?) -> Int {
        0
    }

    /// Rounded rects as triangles. An upright one with room inside is a plain fill of its pixel-aligned
    /// interior plus a thin tessellated rim, far cheaper for SDL's software renderer than rasterising
    /// its whole area as triangles; anything rotated or sheared is all triangles.
    func drawRect(_ rect: RoundedRect, placement: CGAffineTransform, layerScale: CGFloat) {
        typealias R = DisplayListRenderer
        let m = rect.transform.concatenating(placement)
        let color = R.color(rect.color, rect.opacity * owner.opacityScale)
        guard color.a > 0 else { return }
        let pixelScale = layerScale * R.scale(of: rect.transform)
        TriangleBatch.roundedRect(into: &owner.outline, rect.rect, radius: rect.cornerRadius, transform: m, pixelScale: pixelScale)
        // Upright: the cross clear of the corners filled as rectangles, only the corners and edges as
        // triangles (`RectCross`); failing that, the rectangle clear of the corners all round.
        let radius = max(0, min(rect.cornerRadius, min(rect.rect.width, rect.rect.height) / 2))
        if owner.drawsRectCrosses, R.isUpright(m), owner.outline.count >= 8, owner.outline.count % 4 == 0,
            let cross = RectCross(box: rect.rect.applying(m), radiusX: radius * m.a, radiusY: radius * m.d) {
            owner.flushBatch()
            SDL_SetRenderDrawBlendMode(renderer, color.a == 255 ? SDL_BLENDMODE_NONE : SDL_BLENDMODE_BLEND)
            SDL_SetRenderDrawColor(renderer, color.r, color.g, color.b, color.a)
            for box in cross.fills {
                var fill = R.pixelRect(box)
                SDL_RenderFillRect(renderer, &fill)
            }
            SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND)
            owner.batch.rim(outline: owner.outline, cross: cross, color: color)
            return
        }
        if R.isUpright(m), let interior = R.interior(of: rect.rect, radius: rect.cornerRadius, transform: m) {
            owner.flushBatch()
            var fill = R.pixelRect(interior)
            SDL_SetRenderDrawBlendMode(renderer, color.a == 255 ? SDL_BLENDMODE_NONE : SDL_BLENDMODE_BLEND)
            SDL_SetRenderDrawColor(renderer, color.r, color.g, color.b, color.a)
            SDL_RenderFillRect(renderer, &fill)
            SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND)
            owner.batch.rim(outline: owner.outline, hole: interior, color: color)
            return
        }
        owner.batch.fill(outline: owner.outline, color: color)
    }

    func drawImage(_ image: DisplayListRenderer.PlacedImage) {
        owner.drawImageAsTriangles(image)
    }

    /// Copied as a texture, pixel for pixel (the renderer's clip cuts it).
    func drawPath(_ placed: PlacedPathBitmap, opacity: UInt8) {
        guard let texture = owner.texture(for: placed.bitmap) else { return }
        var destination = SDL_Rect(x: placed.x, y: placed.y, w: placed.bitmap.width, h: placed.bitmap.height)
        SDL_SetTextureAlphaMod(texture, opacity)
        SDL_RenderCopy(renderer, texture, nil, &destination)
    }

    /// The nine slices' textured quads, upright or turned with the layer.
    func drawShadow(_ shadow: ShadowItem, placement: CGAffineTransform, layerScale: CGFloat, cover: RoundedRect?) {
        guard let placed = owner.placedShadow(shadow, placement: placement, layerScale: layerScale) else { return }
        owner.drawShadowTextured(placed.shadow, toWindow: placed.toWindow)
    }

    /// Read back, blurred on the CPU, put back (SDL's renderer has no shaders).
    func drawBackdrop(_ backdrop: PlacedBackdrop) {
        owner.drawBackdropReadingBack(backdrop)
    }

    /// Plain text is copied (SDL's blit, tinted by the texture's colour and alpha mod); any other on its
    /// quad as two textured triangles, which SDL's software renderer draws many times slower: a label on
    /// a projected layer's plane, drawn as triangles, took most of the plane's drawing at 4K.
    func drawText(_ line: TextCache.Entry, corners: (CGPoint, CGPoint, CGPoint, CGPoint), tint: RasterColor, isPlain: Bool) {
        guard let texture = owner.textCache.texture(of: line) else { return }
        guard isPlain else { return owner.drawQuad(texture, corners: corners, tint: tint) }
        var destination = SDL_Rect(x: PixelBounds.int32(corners.0.x), y: PixelBounds.int32(corners.0.y), w: Int32(line.width), h: Int32(line.height))
        owner.prepareToDraw(destination)
        owner.flushBatch()
        SDL_SetTextureColorMod(texture, tint.r, tint.g, tint.b)
        SDL_SetTextureAlphaMod(texture, tint.a)
        SDL_RenderCopy(renderer, texture, nil, &destination)
        SDL_SetTextureColorMod(texture, 255, 255, 255)
        SDL_SetTextureAlphaMod(texture, 255)
    }

    /// As feathered triangles in the frame's batch.
    func drawLine(_ points: [CGPoint], width: CGFloat, color: RasterColor) {
        owner.batch.stroke(open: points, width: width, color: color)
    }

    func flush(_ batch: TriangleBatch) {
        batch.flush(renderer)
    }

    func drawProjected(_ layer: DisplayListRenderer.ProjectedLayer) {
        owner.drawProjectedGrid(layer)
    }

    /// None kept: the texture is the plane, drawn again each time.
    func drawKeptProjection(_ items: ArraySlice<DisplayItem>, plan: ProjectionPlan) -> Bool { false }

    func beginGroups(_ members: [GroupCompositor.Member]) -> GroupPass {
        owner.groups.begin(members) ? .offscreen : .folded
    }

    func willDraw(_ bounds: SDL_Rect) {}

    func finish() {}
}
