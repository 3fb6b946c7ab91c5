import CSDL2
import Foundation

/// Image levels stretched to the sizes they are shown at, for the software path: SDL's software renderer
/// stretches an image (bilinear) every time it is copied at another size than its own, and a picture
/// shown at the same size frame after frame — a fading cell's icon, a still cover — was stretched again
/// every frame. A level and part shown at the same size in pixels a second time (in the same frame or the
/// next) is stretched once into a texture of that size, which is then copied pixel for pixel.
///
/// The picture is SDL's to the bit: SDL's renderer stretches into an intermediate surface with
/// `SDL_SoftStretchLinear` and blends that in, as this does, so an image copied whole is the same both
/// ways. An image cut by a clip is always stretched whole and copied through the clip (`always`), so it
/// is the same pixels as the whole one whether or not a copy was kept — SDL's renderer would stretch
/// only the clipped part, sampled a little differently, and a damaged redraw would not match the frame.
///
/// Sizes shown only once (an image growing with a drag) are not kept. Entries go when they hold more than
/// `byteBudget` bytes (the least recently drawn half) and when not drawn for `idleFrames` frames: the
/// sizes an image passes through as an animation settles (several frames each at 240 Hz) go soon after.
///
/// A level is read through `SDL_LockTexture` of its streaming texture (`ImageCache`), which SDL's software
/// renderer answers with the texture's own pixels — the only renderer this is made for — so the decoded
/// pixels are not held twice.
final class StretchedImages {
    struct Key: Hashable {
        let level: OpaquePointer
        let x: Int32, y: Int32, w: Int32, h: Int32
        let width: Int32, height: Int32
    }

    private struct Entry {
        let texture: OpaquePointer
        /// Whether every pixel of the copy is opaque (see `Copy.isOpaque`).
        let isOpaque: Bool
        let bytes: Int
        var lastUse: Int
    }

    let byteBudget: Int
    let idleFrames: Int
    private let renderer: OpaquePointer
    private var entries: [Key: Entry] = [:]
    /// Sizes asked for and not kept: in this frame and in the one before.
    private var missed: Set<Key> = [], missedBefore: Set<Key> = []
    private var frame = 0
    private(set) var bytes = 0
    /// Stretches made so far (for tests: a steady picture makes none).
    private(set) var stretches = 0
    /// Opaque copies drawn as plain copies so far (counted by the renderer, for tests).
    var plainCopies = 0
    /// Where a size shown once is stretched (`always`): one streaming texture, grown as needed and drawn
    /// from its top-left part. A texture made and destroyed for each was zeroed whole when made and
    /// copied from a zeroed surface, its pages new each time: a 1,260-pixel cover growing in the player
    /// spent a quarter of such a frame there. SDL flushes what it queued from the texture before it is
    /// locked again.
    private var scratch: (texture: OpaquePointer, width: Int32, height: Int32)?
    /// Stretches made into `scratch` so far (for tests).
    private(set) var scratchStretches = 0

    static let defaultBudget = 8 << 20

    init(renderer: OpaquePointer, byteBudget: Int = defaultBudget, idleFrames: Int = 120) {
        self.renderer = renderer
        self.byteBudget = max(1 << 16, byteBudget)
        self.idleFrames = max(1, idleFrames)
    }

    deinit {
        removeAll()
    }

    var count: Int { entries.count }

    /// A stretched picture: its texture (kept here, or the scratch texture, which holds it until the next
    /// size shown once), and whether every pixel is opaque — such a copy drawn at full alpha onto
    /// opaque pixels replaces them, which SDL does as a plain copy with `SDL_BLENDMODE_NONE`, the same
    /// pixels as blending them in (an opaque pixel over another keeps the destination's alpha, 255).
    struct Copy {
        let texture: OpaquePointer
        let isOpaque: Bool
        /// The part of `texture` that holds the picture: all of it, or the scratch texture's top-left.
        let width: Int32
        let height: Int32
    }

    /// `part` of `level` (a streaming texture) stretched to `width` × `height` pixels, kept, or stretched
    /// into the scratch texture for this once — only when `always` — or nil the first time that size is
    /// asked for (draw it the usual way then).
    func texture(of level: OpaquePointer, part: SDL_Rect, width: Int32, height: Int32, always: Bool) -> Copy? {
        let key = Key(level: level, x: part.x, y: part.y, w: part.w, h: part.h, width: width, height: height)
        if var entry = entries[key] {
            if entry.lastUse != frame {
                entry.lastUse = frame
                entries[key] = entry
            }
            return Copy(texture: entry.texture, isOpaque: entry.isOpaque, width: width, height: height)
        }
        // A picture larger than half the budget (a photo zoomed far past the window) is SDL's to stretch,
        // only the part it shows: stretched whole it would take more memory than the cache.
        guard Self.takes(width: CGFloat(width), height: CGFloat(height), budget: byteBudget) else { return nil }
        let seen = missed.contains(key) || missedBefore.contains(key)
        if !seen { missed.insert(key) }
        guard seen || always else { return nil }
        guard seen else {
            guard let texture = scratchTexture(width: width, height: height),
                let isOpaque = Self.stretch(level, part: part, into: texture, width: width, height: height)
            else { return nil }
            (stretches, scratchStretches) = (stretches + 1, scratchStretches + 1)
            return Copy(texture: texture, isOpaque: isOpaque, width: width, height: height)
        }
        guard let (texture, isOpaque) = Self.stretch(level, part: part, width: width, height: height, renderer: renderer) else { return nil }
        stretches += 1
        let entry = Entry(texture: texture, isOpaque: isOpaque, bytes: Int(width) * Int(height) * 4, lastUse: frame)
        if bytes + entry.bytes > byteBudget { evict(makingRoomFor: entry.bytes) }
        entries[key] = entry
        bytes += entry.bytes
        return Copy(texture: texture, isOpaque: isOpaque, width: width, height: height)
    }

    /// The scratch texture, at least `width` × `height`, or nil when it cannot be made.
    private func scratchTexture(width: Int32, height: Int32) -> OpaquePointer? {
        if let scratch, scratch.width >= width, scratch.height >= height { return scratch.texture }
        let size = (max(width, scratch?.width ?? 0), max(height, scratch?.height ?? 0))
        if let scratch { SDL_DestroyTexture(scratch.texture) }
        scratch = nil
        guard let texture = SDL_CreateTexture(renderer, SDL_PIXELFORMAT_ARGB8888.rawValue, Int32(SDL_TEXTUREACCESS_STREAMING.rawValue), size.0, size.1)
        else { return nil }
        SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
        scratch = (texture, size.0, size.1)
        return texture
    }

    /// Whether a copy `width` × `height` pixels is stretched here: at most half of `budget` bytes.
    static func takes(width: CGFloat, height: CGFloat, budget: Int = defaultBudget) -> Bool {
        width * height * 4 <= CGFloat(budget / 2)
    }

    /// Call once a frame is drawn.
    func frameEnded() {
        defer { frame += 1 }
        (missedBefore, missed) = (missed, missedBefore)
        missed.removeAll(keepingCapacity: true)
        guard frame % 16 == 0 else { return }
        remove(entries.filter { frame - $0.value.lastUse > idleFrames }.map(\.key))
    }

    func removeAll() {
        if let scratch { SDL_DestroyTexture(scratch.texture) }
        scratch = nil
        entries.values.forEach { SDL_DestroyTexture($0.texture) }
        entries.removeAll()
        missed.removeAll()
        missedBefore.removeAll()
        bytes = 0
    }

    /// The stretched texture, and whether all its pixels are opaque.
    private static func stretch(
        _ level: OpaquePointer, part: SDL_Rect, width: Int32, height: Int32, renderer: OpaquePointer
    ) -> (OpaquePointer, Bool)? {
        guard let stretched = SDL_CreateRGBSurfaceWithFormat(0, width, height, 32, SDL_PIXELFORMAT_ARGB8888.rawValue) else { return nil }
        defer { SDL_FreeSurface(stretched) }
        guard stretch(level, part: part, onto: stretched), let texture = SDL_CreateTextureFromSurface(renderer, stretched) else { return nil }
        SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
        return (texture, isOpaque(stretched))
    }

    /// `part` of `level` stretched into the top-left `width` × `height` of `texture` (a streaming ARGB
    /// texture), as `stretch(_:part:width:height:renderer:)` stretches it; whether it is all opaque, or
    /// nil when it cannot be.
    private static func stretch(_ level: OpaquePointer, part: SDL_Rect, into texture: OpaquePointer, width: Int32, height: Int32) -> Bool? {
        var area = SDL_Rect(x: 0, y: 0, w: width, h: height)
        var pixels: UnsafeMutableRawPointer?, pitch: Int32 = 0
        guard SDL_LockTexture(texture, &area, &pixels, &pitch) == 0, let pixels else { return nil }
        defer { SDL_UnlockTexture(texture) }
        guard let stretched = SDL_CreateRGBSurfaceWithFormatFrom(pixels, width, height, 32, pitch, SDL_PIXELFORMAT_ARGB8888.rawValue) else { return nil }
        defer { SDL_FreeSurface(stretched) }
        return stretch(level, part: part, onto: stretched) ? isOpaque(stretched) : nil
    }

    /// `part` of `level` — a streaming texture, read through `SDL_LockTexture` — stretched bilinearly onto
    /// the whole of `target` (ARGB, as the levels are: `ImageCache`); false when it cannot be.
    private static func stretch(_ level: OpaquePointer, part: SDL_Rect, onto target: UnsafeMutablePointer<SDL_Surface>) -> Bool {
        var format: UInt32 = 0, access: Int32 = 0, levelWidth: Int32 = 0, levelHeight: Int32 = 0
        guard SDL_QueryTexture(level, &format, &access, &levelWidth, &levelHeight) == 0, access == Int32(SDL_TEXTUREACCESS_STREAMING.rawValue),
            format == SDL_PIXELFORMAT_ARGB8888.rawValue
        else { return false }
        var pixels: UnsafeMutableRawPointer?, pitch: Int32 = 0
        guard SDL_LockTexture(level, nil, &pixels, &pitch) == 0, let pixels else { return false }
        defer { SDL_UnlockTexture(level) }
        guard let source = SDL_CreateRGBSurfaceWithFormatFrom(pixels, levelWidth, levelHeight, 32, pitch, format) else { return false }
        defer { SDL_FreeSurface(source) }
        var from = part, to = SDL_Rect(x: 0, y: 0, w: target.pointee.w, h: target.pointee.h)
        return SDL_SoftStretchLinear(source, &from, target, &to) == 0
    }

    /// Whether every pixel of a 32-bit surface has its alpha bits all set (false when it has none).
    private static func isOpaque(_ surface: UnsafeMutablePointer<SDL_Surface>) -> Bool {
        guard let format = surface.pointee.format, format.pointee.BytesPerPixel == 4, let pixels = surface.pointee.pixels else { return false }
        let alpha = format.pointee.Amask
        guard alpha != 0 else { return false }
        let (width, height, pitch) = (Int(surface.pointee.w), Int(surface.pointee.h), Int(surface.pointee.pitch))
        for y in 0..<height {
            let row = (pixels + y * pitch).assumingMemoryBound(to: UInt32.self)
            var all = alpha
            for x in 0..<width { all &= row[x] }
            if all != alpha { return false }
        }
        return true
    }

    /// Drops the least recently drawn entries down to half the budget (with room for `incoming`).
    private func evict(makingRoomFor incoming: Int) {
        remove(CacheEviction.leastRecentlyUsed(entries, lastUse: \.lastUse, bytes: \.bytes, total: bytes) { _, kept in
            kept + incoming <= byteBudget / 2
        })
    }

    private func remove(_ keys: [Key]) {
        guard !keys.isEmpty else { return }
        for key in keys {
            guard let entry = entries.removeValue(forKey: key) else { continue }
            SDL_DestroyTexture(entry.texture)
            bytes -= entry.bytes
        }
        SystemMemory.returnFreedPages()
    }
}
