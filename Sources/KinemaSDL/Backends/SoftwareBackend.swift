import CSDL2
import Foundation
import KinemaCore
import KinemaRaster
import KinemaGraphics

/// Draws straight into a surface's pixels (the software window's framebuffer, an offscreen canvas) with
/// `KinemaRaster`: rounded rectangles, polylines and every triangle batch by `SurfaceRasterizer`, plain
/// text from its coverage, the background cleared lazily (`ClearMap`), items hidden behind a leading
/// opaque rectangle skipped, rounded images' rims mixed by coverage, and opacity groups drawn in place.
/// What it does not draw itself — scaled or turned text, images' textures, a group it cannot draw in
/// place — goes to `fallback`, SDL's software renderer on the same surface, after `willDraw` has written
/// the lazy clear's pending rows under it (see `RenderBackend`).
final class SoftwareBackend: RenderBackend {
    /// The renderer that made this backend and alone holds it (`unowned(unsafe)`: an `unowned` one was
    /// retained and released for every primitive).
    private unowned(unsafe) let owner: DisplayListRenderer
    /// What it cannot draw itself goes here (see `RenderBackend`).
    let fallback: SDLBackend
    /// The lazy clear of the surface (see `ClearMap`), kept from frame to frame for its memory.
    let clearMap = ClearMap()
    /// The polylines' coverage, kept from line to line for its memory.
    private var lineMask = PolylineMask()
    /// An image copy's column taps, kept from copy to copy for their memory.
    private let imageColumns = ImageColumns()

    /// The frame's surface, its pixels and their rasterizer (between `begin` and `finish`).
    private var surface: UnsafeMutablePointer<SDL_Surface>?
    private var target: PixelTarget?
    private var rasterizer: SurfaceRasterizer?
    /// Whether the frame is cleared lazily, and its background as a pixel of the surface.
    private var clearsLazily = false
    private var background: UInt32 = 0

    init(owner: DisplayListRenderer, fallback: SDLBackend) {
        self.owner = owner
        self.fallback = fallback
    }

    private var renderer: OpaquePointer { owner.renderer }

    /// Starts a frame on `surface`, or returns false (the frame is then SDL's) when its pixels are not
    /// 32 bits with 8-bit channels or drawing goes to a target.
    func begin(on surface: UnsafeMutablePointer<SDL_Surface>, background color: RGBAColor, lazily: Bool) -> Bool {
        guard SDL_GetRenderTarget(renderer) == nil, let target = PixelTarget(surface: surface), let format = surface.pointee.format else { return false }
        (self.surface, self.target) = (surface, target)
        clearsLazily = lazily
        if lazily {
            // What SDL queued before writes first (the rasterizer writes at once).
            SDL_RenderFlush(renderer)
            clearMap.begin(target)
            typealias R = DisplayListRenderer
            background = SDL_MapRGB(format, R.byte(color.red), R.byte(color.green), R.byte(color.blue))
        }
        rasterizer = SurfaceRasterizer(target: target, clearMap: lazily ? clearMap : nil)
        return true
    }

    /// The innermost clip, or the whole surface.
    private var clip: SDL_Rect {
        owner.clipStack.last ?? SDL_Rect(x: 0, y: 0, w: target?.width ?? 0, h: target?.height ?? 0)
    }

    func clear(_ rect: SDL_Rect, background color: RGBAColor, coveredBy composition: Composition?) {
        guard clearsLazily else { return fallback.clear(rect, background: color, coveredBy: composition) }
        if let composition, owner.firstLayerCovers(rect, in: composition) { return }
        clearMap.clear(PixelRect(rect), to: background)
    }

    /// The last of the leading items that covers the clip with opaque pixels, when there is one (0 when
    /// not): its colour taken by the clip's pixels as a clear when the frame is cleared lazily, and the
    /// index after it returned. Only here, where pixels wholly inside a rectangle are wholly its colour
    /// (SDL's triangles' feathered edges are not).
    func firstVisibleItem(_ items: [DisplayItem], placement: CGAffineTransform, known: DisplayListRenderer.KnownCover?) -> Int {
        guard owner.usesOcclusion else { return 0 }
        let region = clip
        guard region.w > 0, region.h > 0 else { return 0 }
        let found: (index: Int, color: RasterColor)?
        if let known, DisplayListRenderer.same(known.region, region) {
            found = known.cover
        } else {
            found = DisplayListRenderer.cover(among: items, placement: placement, region: region)
        }
        guard let cover = found else { return 0 }
        guard clearsLazily, let format = surface?.pointee.format else { return cover.index }
        clearMap.clear(PixelRect(region), to: SDL_MapRGB(format, cover.color.r, cover.color.g, cover.color.b))
        return cover.index + 1
    }

    /// Upright rounded rects by the rasterizer, one span a row; rotated or sheared ones by `fallback`.
    func drawRect(_ rect: RoundedRect, placement: CGAffineTransform, layerScale: CGFloat) {
        typealias R = DisplayListRenderer
        let m = rect.transform.concatenating(placement)
        guard R.isUpright(m), let rasterizer else { return fallback.drawRect(rect, placement: placement, layerScale: layerScale) }
        let color = R.color(rect.color, rect.opacity * owner.opacityScale)
        guard color.a > 0 else { return }
        let box = PixelBounds.clamp(rect.rect.applying(m))
        let radius = PixelBounds.clamp(R.pixelRadius(of: rect, under: m))
        owner.flushBatch()
        SDL_RenderFlush(renderer)
        rasterizer.fillRoundedRect(box, radius: radius, red: color.r, green: color.g, blue: color.b, alpha: Int(color.a), clip: PixelRect(clip))
    }

    /// Upright shadows by the rasterizer from the cached corner tiles (`ShadowSlices`), leaving out what
    /// an opaque `cover` will paint over; turned ones by `fallback`, as textured triangles.
    func drawShadow(_ shadow: ShadowItem, placement: CGAffineTransform, layerScale: CGFloat, cover: RoundedRect?) {
        typealias R = DisplayListRenderer
        guard let placed = owner.placedShadow(shadow, placement: placement, layerScale: layerScale) else { return }
        guard placed.upright, let rasterizer else { return owner.drawShadowTextured(placed.shadow, toWindow: placed.toWindow) }
        owner.flushBatch()
        SDL_RenderFlush(renderer)
        let m = shadow.transform.concatenating(placement)
        let opaque = cover.flatMap { rect in
            DisplayItem.rect(rect).hasFiniteGeometry && R.color(rect.color, rect.opacity * owner.opacityScale).a == 255
                ? (box: rect.rect.applying(m), radius: R.pixelRadius(of: rect, under: m)) : nil
        }
        rasterizer.fillShadow(placed.shadow, clip: PixelRect(clip), tiles: owner.shadowTextures.tiles, cover: opaque)
    }

    /// Upright images with rounded corners here (their rim mixed by coverage); others by `fallback`.
    func drawImage(_ image: DisplayListRenderer.PlacedImage) {
        guard DisplayListRenderer.isUpright(image.transform), let target else { return fallback.drawImage(image) }
        owner.drawRoundedImage(image, on: target)
    }

    /// By the rasterizer from the level's own texels (`ScaledImage`): only the pixels inside the clip, in
    /// one pass, the same pixels whatever the clip cuts — from a copy resampled once when the size was
    /// shown before (`ResampledImages`). False when the level's texels cannot be read as ARGB or the
    /// surface is laid out otherwise: SDL copies it then.
    func copyImage(_ placed: DisplayListRenderer.ImageCopy) -> Bool {
        guard owner.usesImageSampling, let rasterizer else { return false }
        var format: UInt32 = 0, access: Int32 = 0, width: Int32 = 0, height: Int32 = 0
        guard SDL_QueryTexture(placed.texture, &format, &access, &width, &height) == 0, format == SDL_PIXELFORMAT_ARGB8888.rawValue,
            access == Int32(SDL_TEXTUREACCESS_STREAMING.rawValue)
        else { return false }
        let area = PixelRect(DisplayListRenderer.intersection(placed.region, clip))
        guard !area.isEmpty else { return true }
        owner.flushBatch()
        SDL_RenderFlush(renderer)
        var texels: UnsafeMutableRawPointer?, pitch: Int32 = 0
        guard SDL_LockTexture(placed.texture, nil, &texels, &pitch) == 0, let texels else { return false }
        defer { SDL_UnlockTexture(placed.texture) }
        guard let image = ScaledImage(
            texels: UnsafePointer(texels.assumingMemoryBound(to: UInt32.self)), width: Int(width), height: Int(height), pitch: Int(pitch) / 4,
            part: placed.part, box: placed.box)
        else { return true }
        willDraw(SDL_Rect(x: area.x, y: area.y, w: area.w, h: area.h))
        let copy = owner.images.resampled?.copy(of: image, level: placed.texture, part: placed.part)
        return draw(image, region: area, alpha: Int(placed.alpha), from: copy, with: rasterizer)
    }

    /// `image` over `region`: from `copy` (resampled before) when it holds the region, else sampled.
    private func draw(_ image: ScaledImage, region: PixelRect, alpha: Int, from copy: ResampledImages.Copy?, with rasterizer: SurfaceRasterizer) -> Bool {
        guard let copy, copy.holds(region, of: image) else { return rasterizer.drawImage(image, region: region, alpha: alpha, columns: imageColumns) }
        let at = (x: image.origin.x - 1, y: image.origin.y - 1)
        return rasterizer.drawResampled(UnsafePointer(copy.texels), stride: copy.stride, at: at, region: region, alpha: alpha, isOpaque: copy.isOpaque)
    }

    /// Composited into the surface's pixels (premultiplied OVER), within the clip.
    func drawPath(_ placed: PlacedPathBitmap, opacity: UInt8) {
        guard let target else { return fallback.drawPath(placed, opacity: opacity) }
        SDL_RenderFlush(renderer)
        target.composite(placed, opacity: Int(opacity), clip: PixelRect(clip))
    }

    /// Blurred in the surface: the lazy clear's pending rows it reads written first (beyond the clip too:
    /// the blur reads around its shape).
    func drawBackdrop(_ backdrop: PlacedBackdrop) {
        guard let target else { return fallback.drawBackdrop(backdrop) }
        owner.flushBatch()
        guard let (_, read) = backdrop.regions(clip: PixelRect(clip), width: target.width, height: target.height) else { return }
        if clearsLazily { clearMap.willDraw(read) }
        SDL_RenderFlush(renderer)
        target.drawBackdrop(backdrop, clip: PixelRect(clip), scratch: owner.backdrops.scratch)
    }

    /// Plain text from its coverage, straight into the surface (SDL's blit, to the bit; see
    /// `PixelTarget.blend(_:x:y:color:clip:)`); scaled or turned text by `fallback`.
    func drawText(_ line: TextCache.Entry, corners: (CGPoint, CGPoint, CGPoint, CGPoint), tint: RasterColor, isPlain: Bool) {
        if !isPlain, let box = Self.uprightBox(corners), drawScaledText(line, box: box, tint: tint) { return }
        guard isPlain, owner.usesTextMasks, let mask = line.mask,
            drawCoverage(mask, x: PixelBounds.int32(corners.0.x), y: PixelBounds.int32(corners.0.y), tint: tint)
        else { return fallback.drawText(line, corners: corners, tint: tint, isPlain: isPlain) }
    }

    /// A shape's coverage (a line of text, a kept symbol) with its top-left pixel at (`x`, `y`), in
    /// `tint`, straight into the surface; false when the frame has no surface of its own.
    func drawCoverage(_ mask: CoverageMask, x: Int32, y: Int32, tint: RasterColor) -> Bool {
        guard let target else { return false }
        willDraw(SDL_Rect(x: x, y: y, w: mask.width, h: mask.height))
        owner.flushBatch()
        SDL_RenderFlush(renderer)
        target.blend(mask, x: x, y: y, color: tint, clip: PixelRect(clip))
        return true
    }

    /// Text scaled but upright (a grid's labels at 0.8), from its coverage tinted (`TextCache.tintedTexels`)
    /// by the image sampling (`ScaledImage`): bilinear, where SDL's triangles took the nearest texel;
    /// from a copy resampled once while it is drawn at one size in whole pixels. False when it cannot be.
    private func drawScaledText(_ line: TextCache.Entry, box: CGRect, tint: RasterColor) -> Bool {
        let rgb = UInt32(tint.r) << 16 | UInt32(tint.g) << 8 | UInt32(tint.b)
        guard owner.usesImageSampling, let rasterizer, let texels = owner.textCache.tintedTexels(of: line, rgb: rgb) else { return false }
        return texels.withUnsafeBufferPointer { buffer in
            guard let image = ScaledImage(
                texels: buffer.baseAddress!, width: line.width, height: line.height, pitch: line.width,
                part: CGRect(x: 0, y: 0, width: line.width, height: line.height), box: box)
            else { return true }
            let area = PixelRect(DisplayListRenderer.intersection(DisplayListRenderer.centredPixels(of: box), clip))
            guard !area.isEmpty else { return true }
            owner.flushBatch()
            SDL_RenderFlush(renderer)
            willDraw(SDL_Rect(x: area.x, y: area.y, w: area.w, h: area.h))
            let copy = owner.textCache.resampledCopy(of: line, image: image, rgb: rgb, scratch: imageColumns)
            return draw(image, region: area, alpha: Int(tint.a), from: copy, with: rasterizer)
        }
    }

    /// The box of a quad (corners clockwise from the top-left) that is an upright rectangle, or nil.
    static func uprightBox(_ c: (CGPoint, CGPoint, CGPoint, CGPoint)) -> CGRect? {
        func same(_ a: CGFloat, _ b: CGFloat) -> Bool { Swift.abs(a - b) < 1e-9 }
        guard same(c.0.y, c.1.y), same(c.1.x, c.2.x), same(c.2.y, c.3.y), same(c.3.x, c.0.x), c.1.x > c.0.x, c.3.y > c.0.y else { return nil }
        return CGRect(x: c.0.x, y: c.0.y, width: c.1.x - c.0.x, height: c.3.y - c.0.y)
    }

    /// By the pixels' distance to it, straight into the surface (`SurfaceRasterizer.strokePolyline`);
    /// one whose box is too large for its mask by `fallback`, as triangles.
    func drawLine(_ points: [CGPoint], width: CGFloat, color: RasterColor) {
        guard owner.usesPolylines, let rasterizer, let box = Self.box(of: points, growing: width / 2 + 1) else {
            return fallback.drawLine(points, width: width, color: color)
        }
        owner.flushBatch()
        willDraw(box)
        SDL_RenderFlush(renderer)
        if !rasterizer.strokePolyline(points, width: width, color: color, clip: PixelRect(clip), mask: &lineMask) {
            fallback.drawLine(points, width: width, color: color)
        }
    }

    /// The whole pixels around `points` grown by `margin`, or nil when they are not all finite.
    private static func box(of points: [CGPoint], growing margin: CGFloat) -> SDL_Rect? {
        var low = CGPoint(x: CGFloat.infinity, y: .infinity), high = CGPoint(x: -CGFloat.infinity, y: -.infinity)
        for point in points {
            guard point.x.isFinite, point.y.isFinite else { return nil }
            (low.x, low.y, high.x, high.y) = (min(low.x, point.x), min(low.y, point.y), max(high.x, point.x), max(high.y, point.y))
        }
        guard low.x <= high.x, margin.isFinite else { return nil }
        return DisplayListRenderer.pixelRect(CGRect(x: low.x, y: low.y, width: high.x - low.x, height: high.y - low.y).insetBy(dx: -margin, dy: -margin))
    }

    func flush(_ batch: TriangleBatch) {
        guard let rasterizer else { return fallback.flush(batch) }
        if clearsLazily, let bounds = batch.pixelBounds { willDraw(SDL_Rect(bounds)) }
        SDL_RenderFlush(renderer)
        batch.flush(into: rasterizer, clip: PixelRect(clip))
    }

    /// Per pixel by KinemaRaster (the exact inverse homography, bilinear, anti-aliased edges) from the
    /// texture read back, kept for the frames after (`KeptPlanes`); by `fallback` when it cannot be read.
    func drawProjected(_ layer: DisplayListRenderer.ProjectedLayer) {
        let plan = layer.plan
        guard rasterizer != nil, let plane = owner.keptPlanes.reading(layer.items, plan: plan, read: { texels in
            owner.projections.read(layer.texture, width: plan.textureWidth, height: plan.textureHeight, into: texels)
        }) else { return fallback.drawProjected(layer) }
        map(plane, by: plan)
    }

    func drawKeptProjection(_ items: ArraySlice<DisplayItem>, plan: ProjectionPlan) -> Bool {
        guard rasterizer != nil, let plane = owner.keptPlanes.plane(for: items, plan: plan) else { return false }
        map(plane, by: plan)
        return true
    }

    private func map(_ plane: KeptPlanes.Plane, by plan: ProjectionPlan) {
        guard let rasterizer, let texels = plane.texels else { return }
        willDraw(DisplayListRenderer.pixelRect(plan.visibleBox.insetBy(dx: -1, dy: -1)))
        SDL_RenderFlush(renderer)
        let texture = ProjectedTexture(pixels: UnsafePointer(texels), width: Int(plan.textureWidth), height: Int(plan.textureHeight), pitch: Int(plan.textureWidth))
        rasterizer.drawProjected(texture, pixelToTexel: plan.pixelToTexel, polygon: plan.polygon, clip: PixelRect(clip))
    }

    /// In place on the surface when it can be (see `GroupCompositor.beginInPlace`), else by `fallback`.
    func beginGroups(_ members: [GroupCompositor.Member]) -> GroupPass {
        if let surface, owner.groups.beginInPlace(members, on: surface) { return .inPlace }
        return fallback.beginGroups(members)
    }

    func willDraw(_ bounds: SDL_Rect) {
        guard clearsLazily, clearMap.isTracking else { return }
        clearMap.willDraw(PixelRect(owner.clipStack.last.map { DisplayListRenderer.intersection($0, bounds) } ?? bounds))
    }

    /// The surface with `rect`'s pixels as drawn so far (what SDL queued written, the lazy clear's
    /// pending rows filled), to be read.
    func pixelsForReading(_ rect: SDL_Rect) -> PixelTarget? {
        SDL_RenderFlush(renderer)
        if clearsLazily { clearMap.willDraw(PixelRect(rect)) }
        return target
    }

    /// `rect`'s pixels replaced by the snapshot's (its part of `rect`).
    func copyIn(_ rect: SDL_Rect, from snapshot: PixelSnapshot) {
        guard let target else { return }
        SDL_RenderFlush(renderer)
        let part = snapshot.part(of: PixelRect(rect))
        if clearsLazily { clearMap.willOverwrite(part) }
        snapshot.restore(part, into: target)
    }

    /// `rect`'s pixels replaced by the snapshot's, each row then covered by `fill` (a colour at its alpha)
    /// while it is still in the cache: the pixels `copyIn` and then a rectangle over all of `rect` give,
    /// in one pass over memory where they made two (a menu's dimming over the screen copied in behind
    /// it). False, and nothing done, unless the snapshot holds all of `rect`.
    func copyIn(_ rect: SDL_Rect, from snapshot: PixelSnapshot, covering fill: RasterColor) -> Bool {
        guard let target, let rasterizer, snapshot.part(of: PixelRect(rect)) == PixelRect(rect),
            rect.x >= 0, rect.y >= 0, rect.x + rect.w <= target.width, rect.y + rect.h <= target.height
        else { return false }
        owner.flushBatch()
        SDL_RenderFlush(renderer)
        if clearsLazily { clearMap.willOverwrite(PixelRect(rect)) }
        snapshot.restore(PixelRect(rect), into: target) { y, columns in
            rasterizer.fillRow(y, columns: columns, red: fill.r, green: fill.g, blue: fill.b, alpha: Int(fill.a))
        }
        return true
    }

    func finish() {
        if clearsLazily { clearMap.finish() }
        clearsLazily = false
        (surface, target, rasterizer) = (nil, nil, nil)
    }
}
