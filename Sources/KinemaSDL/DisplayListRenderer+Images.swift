import CSDL2
import Foundation
import KinemaCore
import KinemaRaster
import KinemaGraphics

/// Images: drawn from the image cache's textures, shown through their view's content mode.
extension DisplayListRenderer {
    // MARK: - Images

    /// An image with what drawing it needs: its texture, the part shown, its corners' radius (points),
    /// the transform to window pixels, its tint and its scale in pixels per point.
    struct PlacedImage {
        let texture: OpaquePointer
        let item: ImageItem
        let shown: CGRect
        let radius: CGFloat
        let transform: CGAffineTransform
        let tint: RasterColor
        let pixelScale: CGFloat
    }

    /// An image: upright, square-cornered ones copied as a rectangle on every backend; the others by the
    /// frame's backend (`RenderBackend.drawImage`). One scaled in nine parts is drawn cell by cell, each
    /// cut to the clip with square corners.
    func drawImage(_ image: ImageItem, placement: CGAffineTransform, layerScale: CGFloat) {
        if image.slices != nil {
            for piece in image.pieces { drawImage(piece, placement: placement, layerScale: layerScale) }
            return
        }
        let shown = image.visibleRect
        let pixelScale = layerScale * Self.scale(of: image.transform)
        // The level is chosen by the width the whole image would be shown at (`source` is a part of it).
        guard shown.width > 0, shown.height > 0, image.rect.width > 0, image.rect.height > 0,
            image.source.width > 0, image.source.height > 0,
            let texture = images.texture(for: image.path, pixelWidth: image.rect.width / image.source.width * pixelScale)
        else { return }
        let tint = Self.color(.white, image.opacity * opacityScale)
        guard tint.a > 0 else { return }
        let m = image.transform.concatenating(placement)
        let radius = image.clip.map { shown == $0 ? image.cornerRadius : 0 } ?? 0
        if radius <= 0, Self.isUpright(m) {
            copyImage(texture, image: image, shown: shown, transform: m, alpha: tint.a)
            return
        }
        backend.drawImage(PlacedImage(texture: texture, item: image, shown: shown, radius: radius, transform: m, tint: tint, pixelScale: pixelScale))
    }

    /// An image as textured, feathered triangles — any transform, and the clip's rounded corners when
    /// the visible part is the whole clip (an image view that fills and clips its rounded bounds).
    func drawImageAsTriangles(_ placed: PlacedImage) {
        let (texture, image, shown, radius, m, tint) = (placed.texture, placed.item, placed.shown, placed.radius, placed.transform, placed.tint)
        TriangleBatch.roundedRect(into: &outline, shown, radius: radius, transform: m, pixelScale: placed.pixelScale)
        flushBatch()
        let toLocal = m.inverted(), rect = image.rect, source = image.source
        if let interior = Self.interior(of: shown, radius: radius, transform: m) {
            // Upright with rounded corners: the pixel-aligned interior copied as a rectangle, only the
            // rim around it as triangles (SDL's software renderer blits each triangle through a surface
            // of its bounds: a fan over the whole image went over its area many times).
            copyImage(texture, image: image, shown: interior.applying(toLocal), transform: m, alpha: tint.a)
            imageBatch.rim(outline: outline, hole: interior, color: tint)
        } else {
            imageBatch.fill(outline: outline, color: tint)
        }
        imageBatch.mapTexture { pixel in
            let local = pixel.applying(toLocal)
            return CGPoint(
                x: source.minX + (local.x - rect.minX) / rect.width * source.width,
                y: source.minY + (local.y - rect.minY) / rect.height * source.height)
        }
        flushImageBatch(texture: texture)
    }

    /// An upright image with rounded corners, straight into the surface: copied whole over the pixels its
    /// box touches, then its rim — its first and last rows, its corners' squares and its left and right
    /// edge pixels — mixed with what was there before by how much of each pixel the rounded box covers, as a rounded
    /// rectangle's edges are (`SurfaceRasterizer.Coverage`). No triangles: SDL's software renderer blits
    /// each through a surface of its own, and a rounded image's rim took hundreds a frame.
    func drawRoundedImage(_ placed: PlacedImage, on target: PixelTarget) {
        let (texture, image, shown, radius, m, alpha) = (placed.texture, placed.item, placed.shown, placed.radius, placed.transform, placed.tint.a)
        let surfaceSize = (width: target.width, height: target.height)
        let box = shown.applying(m)
        let r = max(0, min(radius * max(m.a, m.d), min(box.width, box.height) / 2))
        let outer = Self.pixelRect(box)
        let clip = clipStack.last ?? SDL_Rect(x: 0, y: 0, w: surfaceSize.width, h: surfaceSize.height)
        let area = Self.intersection(clip, Self.intersection(outer, SDL_Rect(x: 0, y: 0, w: surfaceSize.width, h: surfaceSize.height)))
        guard area.w > 0, area.h > 0 else { return }
        flushBatch()
        prepareToDraw(area)
        SDL_RenderFlush(renderer)
        let base = target.pixels, pitch = target.pitch
        // The rim: the first and last rows whole, the corners' squares, the first and last pixel of
        // the rows between (every other pixel is wholly covered).
        let reach = Int32(r.rounded(.up)) + 1
        func forEachRimPixel(_ body: (Int32, Int32, UnsafeMutablePointer<UInt32>) -> Void) {
            let left = outer.x + reach, right = outer.x + outer.w - reach
            for y in area.y..<(area.y + area.h) {
                let row = base + Int(y) * pitch
                let last = area.x + area.w
                if y == outer.y || y == outer.y + outer.h - 1 || left >= right {
                    for x in area.x..<last { body(x, y, row + Int(x)) }
                } else if y < outer.y + reach || y >= outer.y + outer.h - reach {
                    for x in area.x..<max(area.x, min(left, last)) { body(x, y, row + Int(x)) }
                    for x in max(right, area.x)..<max(last, right) where x >= area.x { body(x, y, row + Int(x)) }
                } else {
                    for x in [outer.x, outer.x + outer.w - 1] where x >= area.x && x < last { body(x, y, row + Int(x)) }
                }
            }
        }
        rimBackdrop.removeAll(keepingCapacity: true)
        forEachRimPixel { _, _, pixel in rimBackdrop.append(pixel.pointee) }
        // The image over every pixel its box touches (the edges' share is mixed below).
        let toLocal = m.inverted()
        let whole = CGRect(x: CGFloat(outer.x), y: CGFloat(outer.y), width: CGFloat(outer.w), height: CGFloat(outer.h)).applying(toLocal)
        copyImage(texture, image: image, shown: whole.intersection(shown), transform: m, alpha: alpha, destination: outer)
        SDL_RenderFlush(renderer)
        let coverage = SurfaceRasterizer.Coverage(box: box, radius: r)
        var index = 0
        forEachRimPixel { x, y, pixel in
            let weight = Int(coverage.at(x, y) * 255 + 0.5)
            if weight < 255 { pixel.pointee = GroupCompositor.mix(rimBackdrop[index], pixel.pointee, weight: weight) }
            index += 1
        }
    }

    /// The pixel-aligned rectangle inside an upright rounded rect (`rect` by `m`) clear of its corners,
    /// or nil when the rect is not upright or that interior is under 4 pixels across.
    static func interior(of rect: CGRect, radius: CGFloat, transform m: CGAffineTransform) -> CGRect? {
        guard isUpright(m) else { return nil }
        let box = rect.applying(m)
        let inset = max(0, min(radius, min(rect.width, rect.height) / 2)) * max(m.a, m.d) + 0.5
        let minX = (box.minX + inset).rounded(.up), minY = (box.minY + inset).rounded(.up)
        let maxX = (box.maxX - inset).rounded(.down), maxY = (box.maxY - inset).rounded(.down)
        guard maxX - minX >= 4, maxY - minY >= 4 else { return nil }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// An upright image's copy as a backend makes it (`RenderBackend.copyImage`): `part` of `texture`
    /// (texels, fractional) shown on `box` (window pixels, fractional: the whole image's place), over the
    /// pixels of `region` (those the shown part covers, or the ones asked for), at `alpha`.
    struct ImageCopy {
        let texture: OpaquePointer
        let part: CGRect
        let box: CGRect
        let region: SDL_Rect
        let alpha: UInt8
    }

    /// An upright, square-cornered image: copied as a rectangle, which every renderer smooths when it
    /// scales (SDL's software renderer samples triangles without smoothing) — by the frame's backend
    /// when it copies images itself (over the pixels whose centres the shown part covers, or over
    /// `pixels`), else by `SDL_RenderCopyF`.
    func copyImage(
        _ texture: OpaquePointer, image: ImageItem, shown: CGRect, transform m: CGAffineTransform, alpha: UInt8,
        destination pixels: SDL_Rect? = nil
    ) {
        var width: Int32 = 0, height: Int32 = 0
        SDL_QueryTexture(texture, nil, nil, &width, &height)
        let rect = image.rect, part = image.source
        let texels = CGRect(
            x: part.minX * CGFloat(width), y: part.minY * CGFloat(height), width: part.width * CGFloat(width), height: part.height * CGFloat(height))
        let region = pixels ?? Self.centredPixels(of: shown.applying(m))
        if backend.copyImage(ImageCopy(texture: texture, part: texels, box: rect.applying(m), region: region, alpha: alpha)) { return }
        // Texture coordinates of the shown part: its place in `rect`, mapped into the image's `source` part.
        let u0 = part.minX + (shown.minX - rect.minX) / rect.width * part.width
        let u1 = part.minX + (shown.maxX - rect.minX) / rect.width * part.width
        let v0 = part.minY + (shown.minY - rect.minY) / rect.height * part.height
        let v1 = part.minY + (shown.maxY - rect.minY) / rect.height * part.height
        var source = SDL_Rect(
            x: PixelBounds.int32((u0 * CGFloat(width)).rounded()), y: PixelBounds.int32((v0 * CGFloat(height)).rounded()),
            w: max(1, PixelBounds.int32(((u1 - u0) * CGFloat(width)).rounded())), h: max(1, PixelBounds.int32(((v1 - v0) * CGFloat(height)).rounded())))
        let target = pixels.map { CGRect(x: CGFloat($0.x), y: CGFloat($0.y), width: CGFloat($0.w), height: CGFloat($0.h)) } ?? shown.applying(m)
        var destination = SDL_FRect(x: Float(target.minX), y: Float(target.minY), w: Float(target.width), h: Float(target.height))
        flushBatch()
        prepareToDraw(Self.pixelRect(target.insetBy(dx: -1, dy: -1)))
        if copyStretched(texture, size: (width, height), part: source, to: destination, alpha: alpha) { return }
        SDL_SetTextureAlphaMod(texture, alpha)
        SDL_RenderCopyF(renderer, texture, &source, &destination)
        SDL_SetTextureAlphaMod(texture, 255)
    }

    /// The pixels whose centres lie in `rect` (window pixels): each edge rounded to the nearest whole pixel.
    static func centredPixels(of rect: CGRect) -> SDL_Rect {
        let x0 = PixelBounds.int32((rect.minX - 0.5).rounded(.up)), x1 = PixelBounds.int32((rect.maxX - 0.5).rounded(.up))
        let y0 = PixelBounds.int32((rect.minY - 0.5).rounded(.up)), y1 = PixelBounds.int32((rect.maxY - 0.5).rounded(.up))
        return SDL_Rect(x: x0, y: y0, w: max(0, x1 &- x0), h: max(0, y1 &- y0))
    }

    /// Copies `part` of `texture` onto `destination` from a copy stretched once to that size
    /// (`StretchedImages`), or returns false: not the software path, not stretched, or the first time
    /// at this size. The rectangles are made whole as SDL's software renderer makes them: the source cut
    /// to the texture, the destination's position and size truncated.
    private func copyStretched(_ texture: OpaquePointer, size: (width: Int32, height: Int32), part: SDL_Rect, to destination: SDL_FRect, alpha: UInt8) -> Bool {
        guard usesStretchedImages, let stretched = images.stretched else { return false }
        func fits(_ value: Float) -> Bool { value.isFinite && Swift.abs(value) < 16_777_216 }
        guard fits(destination.x), fits(destination.y), fits(destination.w), fits(destination.h) else { return false }
        var box = SDL_Rect(x: Int32(destination.x), y: Int32(destination.y), w: Int32(destination.w), h: Int32(destination.h))
        var whole = SDL_Rect(x: 0, y: 0, w: size.width, h: size.height), cut = part, source = SDL_Rect()
        guard box.w > 0, box.h > 0, SDL_IntersectRect(&cut, &whole, &source) == SDL_TRUE, (box.w, box.h) != (source.w, source.h) else { return false }
        // Cut by the clip: stretched whole even the first time (see `StretchedImages`).
        var clip = clipStack.last ?? SDL_Rect(x: box.x, y: box.y, w: box.w, h: box.h), inside = SDL_Rect()
        let isCut = SDL_IntersectRect(&box, &clip, &inside) == SDL_TRUE && (inside.x, inside.y, inside.w, inside.h) != (box.x, box.y, box.w, box.h)
        guard let copy = stretched.texture(of: texture, part: source, width: box.w, height: box.h, always: isCut) else { return false }
        SDL_SetTextureAlphaMod(copy.texture, alpha)
        // Onto the frame's own pixels (opaque), an opaque copy at full alpha is a plain copy.
        let replaces = usesOpaqueCopies && alpha == 255 && copy.isOpaque && SDL_GetRenderTarget(renderer) == nil
        SDL_SetTextureBlendMode(copy.texture, replaces ? SDL_BLENDMODE_NONE : SDL_BLENDMODE_BLEND)
        if replaces { stretched.plainCopies += 1 }
        var picture = SDL_Rect(x: 0, y: 0, w: copy.width, h: copy.height)
        SDL_RenderCopy(renderer, copy.texture, &picture, &box)
        return true
    }
}
