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

    /// Rounded rects as triangles. An upright one with room inside is plain fills of its pixel-aligned
    /// cross clear of the corners plus the corners and edges tessellated (`RectCross`), or failing that
    /// of its interior clear of the corners all round plus the rim around it — far cheaper for SDL's
    /// software renderer than rasterising its whole area as triangles; anything rotated or sheared is all
    /// triangles.
    func drawRect(_ rect: RoundedRect, placement: CGAffineTransform, layerScale: CGFloat) {
        typealias R = DisplayListRenderer
        let m = rect.transform.concatenating(placement)
        let color = R.color(rect.color, rect.opacity * owner.opacityScale)
        guard color.a > 0 else { return }
        let pixelScale = layerScale * R.scale(of: rect.transform)
        TriangleBatch.roundedRect(into: &owner.outline, rect.rect, radius: rect.cornerRadius, transform: m, pixelScale: pixelScale)
        guard R.isUpright(m) else { return owner.batch.fill(outline: owner.outline, color: color) }
        // The rim's triangles and the fills tile the shape without overlap: their order does not matter.
        let radius = R.clampedRadius(of: rect)
        if owner.drawsRectCrosses, let cross = RectCross(box: rect.rect.applying(m), radiusX: radius * m.a, radiusY: radius * m.d) {
            owner.flushBatch()
            if owner.batch.rim(outline: owner.outline, cross: cross, color: color) {
                cross.forEachFill { fill($0, with: color) }
                return
            }
        }
        if let interior = R.interior(of: rect.rect, radius: rect.cornerRadius, transform: m) {
            owner.flushBatch()
            fill(interior, with: color)
            owner.batch.rim(outline: owner.outline, hole: interior, color: color)
            return
        }
        owner.batch.fill(outline: owner.outline, color: color)
    }

    /// `box` (whole pixels) filled with `color`, written as it is when opaque.
    private func fill(_ box: CGRect, with color: RasterColor) {
        var pixels = DisplayListRenderer.pixelRect(box)
        SDL_SetRenderDrawBlendMode(renderer, color.a == 255 ? SDL_BLENDMODE_NONE : SDL_BLENDMODE_BLEND)
        SDL_SetRenderDrawColor(renderer, color.r, color.g, color.b, color.a)
        SDL_RenderFillRect(renderer, &pixels)
        SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND)
    }

    func drawImage(_ image: DisplayListRenderer.PlacedImage) {
        owner.drawImageAsTriangles(image)
    }

    /// SDL's to copy (`SDL_RenderCopyF`, which stretches it bilinearly).
    func copyImage(_ copy: DisplayListRenderer.ImageCopy) -> Bool { false }

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
