import CSDL2
import Foundation
import KinemaCore
import KinemaRaster
import KinemaGraphics
import KinemaLayers

/// Draws a `Composition` — and nothing but what its DisplayLists say — into an SDL renderer's output.
///
/// The renderer walks each layer's list (damage culling, clips, opacity groups, occlusion) and hands
/// every item to the frame's backend, chosen once when the frame starts (`RenderBackend`):
/// - `SoftwareBackend`, when the frame goes straight into a surface's pixels (the software window, an
///   offscreen canvas: `directSurface`): KinemaRaster's rasterizer draws rounded rects and every
///   triangle, the background is cleared lazily, hidden items are skipped, groups are drawn in place;
///   text and image textures are drawn by SDL's software renderer onto the same surface (its fallback).
/// - `SDLBackend` otherwise (OpenGL): feathered triangles in one `SDL_RenderGeometryRaw` call a batch,
///   textures for text and images, opacity groups through offscreen targets (`GroupCompositor`).
///
/// Implemented on both: anti-aliased rounded rects, layers' borders, discs, rings, polygons and strokes,
/// paths (cairo's bitmaps, cached), layers' blurred shadows, backdrop blurs,
/// full affine transforms on everything, opacity, text through SDL_ttf with a bounded texture cache,
/// vector symbols from `SymbolLibrary`, images, clipping, opacity groups and projected layers (3-D with
/// perspective, `DisplayListRenderer+Projection.swift`), masks and rounded clips (`DisplayListRenderer+Masks.swift`).
/// Missing: a square clip is the axis-aligned bounds of its (possibly rotated) rectangle; text is one line.
public final class DisplayListRenderer {
    public let renderer: OpaquePointer
    public let fonts: FontLibrary
    let textCache: TextCache
    let groups: GroupCompositor
    let projections: ProjectionCompositor
    /// Projected planes as the software backend maps them, kept while they do not change.
    let keptPlanes = KeptPlanes()
    /// The SDL path's grid for every projected layer instead of one fitted to the half-pixel bound (a
    /// test's: one cell shows what a plain affine mapping would draw).
    var fixedProjectionGrid: ProjectionGrid?
    let images: ImageCache
    /// Paths drawn by cairo, kept as bitmaps between frames.
    let paths = PathCache()
    /// Shadows of paths, blurred once and kept as bitmaps.
    let shadowPaths = PathShadowCache()
    /// Shadows' corner tiles, and their textures for SDL's renderer.
    let shadowTextures: ShadowTextures
    /// Backdrop blurs' buffers, and their texture for SDL's renderer.
    let backdrops: BackdropReadback
    let batch = TriangleBatch()
    /// Textured triangles of one image at a time.
    let imageBatch = TriangleBatch()
    // The walk's state that the backends read for every primitive. Unchecked: only the frame's walk
    // touches them, one call at a time, and checked at run time each read from a backend cost a grid's
    // frame about 1 % (scripts/frame-instructions).
    /// Groups that could not be drawn offscreen (no target) fold their opacity into their items instead.
    @exclusivity(unchecked) var opacityScale = 1.0
    /// Whether a group that is a fill under small items is composited only around them
    /// (`DisplayListRenderer+Groups`); off, every group is composited whole (tests compare the two).
    var splitsGroups = true
    /// Whether an upright rounded rectangle on SDL's path is a cross of fills and a rim around it
    /// (`RectCross`); off, the rectangle clear of the corners all round and a wide rim (tests compare).
    var drawsRectCrosses = true
    @exclusivity(unchecked) var clipStack: [SDL_Rect] = []
    /// Scratch outline reused by every shape.
    @exclusivity(unchecked) var outline: [CGPoint] = []
    /// Scratch for a rounded image's rim: what was behind it (`drawRoundedImage`).
    var rimBackdrop: [UInt32] = []

    /// The surface the renderer draws into, when its pixels may be written directly (the software
    /// window's framebuffer, an offscreen canvas): frames then go to `SoftwareBackend`; nil for OpenGL.
    public var directSurface: (() -> UnsafeMutablePointer<SDL_Surface>?)?

    /// The frame's backend, chosen when it starts (`SDLBackend` between frames and inside an offscreen
    /// group); the two it chooses from.
    var backend: (any RenderBackend)!
    private(set) var sdlBackend: SDLBackend!
    private(set) var softwareBackend: SoftwareBackend!

    /// The lazy clear of the direct surface (see `ClearMap`): on unless a test compares it with a clear
    /// done first.
    var usesLazyClear = true
    /// Whether items hidden behind a leading opaque rectangle are skipped (see `firstVisibleItem`): on
    /// unless a test compares it with drawing them all.
    var usesOcclusion = true
    /// Whether the software backend draws plain text from its coverage itself (SDL's blit otherwise;
    /// off only to compare the two in tests).
    var usesTextMasks = true
    /// Whether the software backend copies upright images itself (`ScaledImage`; SDL's stretching and
    /// `StretchedImages` otherwise, off only to compare in tests).
    var usesImageSampling = true
    /// Whether images shown again at one size are copied from a copy stretched once (`StretchedImages`;
    /// off only to compare with SDL's stretching every time in tests).
    var usesStretchedImages = true
    /// Whether an opaque stretched copy at full alpha is copied onto the frame's pixels rather than blended
    /// (the same pixels; off only to compare the two in tests).
    var usesOpaqueCopies = true
    /// Whether symbols are drawn from triangles made once and moved (`TriangleGeometry`; off only to
    /// compare with tessellating every time in tests).
    var usesSymbolGeometry = true
    /// Whether the software backend draws kept symbols from their coverage at quarter-pixel positions
    /// (`SymbolMasks`; off only to compare with their triangles in tests).
    var usesSymbolMasks = true
    /// Whether the software backend strokes polylines by distance (`SurfaceRasterizer.strokePolyline`;
    /// off only to compare with the triangles in tests).
    var usesPolylines = true
    /// Whether the first layer's unchanged leading items are copied in from the pixels they drew (see
    /// `PrefixSnapshot`; off only to compare with drawing them in tests).
    var usesPrefixSnapshot = true
    let prefix = PrefixSnapshot()
    /// The software backend's lazy clear (for the tests' invariant checks).
    var clearMap: ClearMap { softwareBackend.clearMap }

    /// Before SDL draws (or reads) `bounds` of the backend's pixels (see `RenderBackend.willDraw`).
    func prepareToDraw(_ bounds: SDL_Rect) {
        backend.willDraw(bounds)
    }

    /// Submits the untextured triangles, by the frame's backend.
    func flushBatch() {
        guard !batch.isEmpty else { return }
        backend.flush(batch)
    }

    /// Submits the image's textured triangles (SDL's, on every backend).
    func flushImageBatch(texture: OpaquePointer) {
        if let bounds = imageBatch.pixelBounds { prepareToDraw(SDL_Rect(bounds)) }
        imageBatch.flush(renderer, texture: texture)
    }

    /// - Parameter decoder: decodes image files ahead when the scene asks (the `SDLSystem`'s); without
    ///   one, each file is decoded when first drawn.
    public init(renderer: OpaquePointer, fonts: FontLibrary, decoder: ImageDecoder? = nil) {
        self.renderer = renderer
        self.fonts = fonts
        let software = Self.isSoftware(renderer)
        textCache = TextCache(renderer: renderer, fonts: fonts, keepsMasks: software)
        groups = GroupCompositor(renderer: renderer)
        projections = ProjectionCompositor(renderer: renderer)
        images = ImageCache(renderer: renderer, stretchesOnce: software, decoder: decoder)
        shadowTextures = ShadowTextures(renderer: renderer)
        backdrops = BackdropReadback(renderer: renderer)
        SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND)
        sdlBackend = SDLBackend(owner: self)
        softwareBackend = SoftwareBackend(owner: self, fallback: sdlBackend)
        backend = sdlBackend
    }

    /// Destroys every texture the renderer made; call before destroying the SDL renderer.
    public func releaseTextures() {
        textCache.removeAll()
        groups.releaseTextures()
        projections.releaseTextures()
        keptPlanes.removeAll()
        images.removeAll()
        paths.removeAll()
        shadowPaths.removeAll()
        shadowTextures.removeAll()
        backdrops.removeAll()
    }

    /// Scrolled regions moved on screen instead of drawn again so far (`ScrollShift`).
    public private(set) var shiftsApplied = 0

    /// Opacity groups composited so far, and the passes they took.
    public var groupsComposited: Int { groups.composited }
    public var groupPasses: Int { groups.passCount }
    /// Of those passes, the ones drawn in place, without an offscreen target (the software path).
    public var groupPassesInPlace: Int { groups.inPlacePassCount }

    /// Whether `renderer` is SDL's software renderer (whose frames the software backend draws).
    static func isSoftware(_ renderer: OpaquePointer) -> Bool {
        var info = SDL_RendererInfo()
        return SDL_GetRendererInfo(renderer, &info) == 0 && info.flags & SDL_RENDERER_SOFTWARE.rawValue != 0
    }

    /// The SDL renderer's name ("opengl", "software", …).
    public var name: String {
        var info = SDL_RendererInfo()
        guard SDL_GetRendererInfo(renderer, &info) == 0, let name = info.name else { return "unknown" }
        return String(cString: name)
    }

    /// The window's pixels were lost (a resize): the next frame is drawn whole, and cached text it does
    /// not draw — at the old size — is dropped after it.
    public func windowDidResize() {
        textCache.keepsOnlyTheNextFrame = true
        prefix.reset()
    }

    /// Text textures in the cache and how many were ever rendered (for checks that steady frames render none).
    public var textStatistics: (cached: Int, rendered: Int) { (textCache.count, textCache.renders) }

    /// Draws `composition`: whole, or with `damage` (window pixels) only inside those rectangles — the
    /// background filled there and the items that reach into them drawn, clipped to them.
    public func draw(_ composition: Composition, damage: [CGRect]? = nil) {
        draw(composition, damage: damage, shift: nil)
    }

    /// Draws `composition` as `draw(_:damage:)` does, after moving the pixels `shift` moves
    /// (`DamageTracker.changes(for:allowingShifts:)`). A frame that cannot move pixels (not drawn straight
    /// into a surface) is drawn whole instead.
    package func draw(_ composition: Composition, damage: [CGRect]?, shift: ScrollShift?) {
        defer { cullBounds.removeAll() }
        let c = composition.background.clamped()
        SDL_SetRenderDrawColor(renderer, Self.byte(c.red), Self.byte(c.green), Self.byte(c.blue), 255)
        var width: Int32 = 0, height: Int32 = 0
        SDL_GetRendererOutputSize(renderer, &width, &height)
        groups.prepare(outputWidth: width, outputHeight: height)
        if let surface = directSurface?(), softwareBackend.begin(on: surface, background: c, lazily: usesLazyClear) {
            backend = softwareBackend
        } else {
            backend = sdlBackend
        }
        defer {
            backend.finish()
            backend = sdlBackend
        }
        var damage = damage
        if let shift, damage != nil {
            if let surface = directSurface?(), backend === softwareBackend, let pixels = surface.pointee.pixels {
                SDL_RenderFlush(renderer)
                shift.apply(to: pixels.assumingMemoryBound(to: UInt32.self), pitch: Int(surface.pointee.pitch) / 4)
                shiftsApplied += 1
            } else {
                damage = nil
            }
        }
        let plan = planPrefix(for: composition, damage: damage, output: (width, height))
        guard let damage else {
            SDL_RenderSetClipRect(renderer, nil)
            backend.clear(SDL_Rect(x: 0, y: 0, w: width, h: height), background: c, coveredBy: nil)
            for (index, layer) in composition.layers.enumerated() { draw(layer, within: nil, prefix: index == 0 ? plan : .none) }
            flushBatch()
            SDL_RenderSetClipRect(renderer, nil)
            frameEnded(prefix: plan)
            return
        }
        for box in damage {
            let whole = Self.pixelRect(box)
            guard whole.w > 0, whole.h > 0 else { continue }
            for piece in occlusionPieces(of: whole, in: composition) {
                var rect = piece
                SDL_RenderSetClipRect(renderer, &rect)
                backend.clear(rect, background: c, coveredBy: composition)
                for (index, layer) in composition.layers.enumerated() { draw(layer, within: rect, prefix: index == 0 ? plan : .none) }
            }
        }
        flushBatch()
        SDL_RenderSetClipRect(renderer, nil)
        frameEnded(prefix: plan)
    }

    /// The caches' end of a frame (what they keep by when it was last drawn).
    private func frameEnded(prefix plan: PrefixSnapshot.Plan) {
        textCache.frameEnded()
        images.stretched?.frameEnded()
        images.resampled?.frameEnded()
        keptPlanes.frameEnded()
        prefix.frameEnded(plan: plan)
    }

    /// Items whose pixels fall outside this rectangle are skipped (a damaged region being redrawn).
    var cullRect: CGRect?
    /// The first layer's cover of the damaged rectangle being drawn, as `firstLayerCovers` found it, until
    /// that layer's `firstVisibleItem` takes it.
    var knownCover: KnownCover?
    /// The first layer's cover of a damaged rectangle, found by `occlusionPieces` when it cut nothing,
    /// until `firstLayerCovers` takes it for that rectangle.
    var scannedCover: KnownCover?
    typealias KnownCover = (region: SDL_Rect, cover: (index: Int, color: RasterColor)?)

    func draw(_ layer: Composition.Layer, within limit: SDL_Rect? = nil, prefix plan: PrefixSnapshot.Plan = .none) {
        guard layer.isDrawable else { return }
        let placement = layer.placement
        let scale = layer.placementScale
        clipStack.removeAll(keepingCapacity: true)
        opacityScale = 1
        cullRect = nil
        fused = nil
        if var limit {
            clipStack.append(limit)
            SDL_RenderSetClipRect(renderer, &limit)
            cullRect = CGRect(x: CGFloat(limit.x), y: CGFloat(limit.y), width: CGFloat(limit.w), height: CGFloat(limit.h))
                .insetBy(dx: -DamageTracker.margin, dy: -DamageTracker.margin)
        }
        if layer.clips { pushClip(Self.pixelRect(layer.frame)) }
        let items = layer.list.items
        let start = startAfterPrefix(items, from: firstVisibleItem(items, placement: placement), plan: plan, placement: placement, layerScale: scale)
        drawItems(items, from: start, to: items.count, placement: placement, layerScale: scale)
        flushBatch()
        clipStack.removeAll(keepingCapacity: true)
        cullRect = nil
        SDL_RenderSetClipRect(renderer, nil)
    }

    /// The index after `items[index]` when it lies wholly outside the region being redrawn (`cullRect`,
    /// by the item's `entry`) — after the whole layer when it begins a projected one (its items are in its
    /// plane) — or nil when it is to be drawn.
    private static func skippingCulled(
        _ items: [DisplayItem], at index: Int, before end: Int, entry: CullBounds.Entry, cullRect: CGRect, placement: CGAffineTransform
    ) -> Int? {
        guard !entry.bounds.isNull, !entry.bounds.applying(placement).intersects(cullRect) else { return nil }
        return (entry.opensProjection ? matchingProjectionEnd(items, of: index, before: end) : index) + 1
    }

    func drawItems(
        _ items: [DisplayItem], from start: Int, to end: Int, placement: CGAffineTransform, layerScale scale: CGFloat
    ) {
        let culling = cullRect.map { (rect: $0, entries: cullBounds.entries(for: items)) }
        var index = start
        while index < end {
            if let culling, let next = Self.skippingCulled(items, at: index, before: end, entry: culling.entries[index], cullRect: culling.rect, placement: placement) {
                index = next
                continue
            }
            guard items[index].hasFiniteGeometry else {
                index = skipUndrawable(items, at: index, before: end) + 1
                continue
            }
            switch items[index] {
            case .rect(let rect):
                drawRect(rect, at: index, placement: placement, layerScale: scale)
            case .line(let line):
                drawLine(line, placement: placement, layerScale: scale)
            case .text(let run):
                drawText(run.text, in: run.rect, fontSize: run.fontSize, face: .for(weight: run.weight, pointSize: run.fontSize, isItalic: run.isItalic), alignment: run.alignment,
                         color: run.color, opacity: run.opacity, transform: run.transform, placement: placement, layerScale: scale)
            case .symbol(let symbol):
                drawSymbol(symbol, placement: placement, layerScale: scale)
            case .image(let image):
                drawImage(image, placement: placement, layerScale: scale)
            case .border(let border): drawBorder(border, placement: placement, layerScale: scale)
            case .path(let path): drawPath(path, placement: placement)
            case .shadow(let shadow):
                drawShadow(shadow, before: index + 1 < end ? items[index + 1] : nil, placement: placement, layerScale: scale)
            case .backdrop(let backdrop): drawBackdrop(backdrop, placement: placement)
            case .pushClip(let rect, let transform, _):
                pushClip(Self.pixelRect(rect.applying(transform.concatenating(placement))))
            case .popClip:
                popClip()
            case .beginGroup:
                index = drawGroups(items, from: index, to: end, placement: placement, layerScale: scale)
                continue
            case .beginProjection:
                index = drawProjection(items, at: index, to: end, placement: placement)
                continue
            case .beginMask:
                index = drawMask(items, at: index, to: end, placement: placement, layerScale: scale)
                continue
            case .endGroup, .endProjection, .endMask:
                break
            }
            index += 1
        }
    }

    // MARK: - Symbols (see `DisplayListRenderer+Symbols.swift`)

    /// Symbol shapes by name and stroke width: parsed and built once, not per frame.
    var symbolShapes: [SymbolKey: [SymbolShape]] = [:]
    /// Symbols' triangles by shape, size and turn, made at the origin (see `TriangleGeometry`).
    var symbolGeometry: [SymbolGeometryKey: TriangleGeometry] = [:]
    /// Kept symbols' coverage at quarter-pixel positions (see `SymbolMasks`).
    let symbolMasks = SymbolMasks()
    /// The layers' items' bounds for culling, worked out once a frame (see `CullBounds`).
    let cullBounds = CullBounds()
    /// The first layer's fill blended in as its leading items were copied, in the rectangle being drawn.
    var fused: FusedCover?
}
