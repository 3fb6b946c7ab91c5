import CSDL2
import Foundation
import KinemaRaster

/// Rendered lines of text as textures, keyed by string, pixel size and face, bounded in size.
///
/// Glyphs are rendered white and tinted per draw (vertex colours modulate the texture), so colour and
/// opacity changes — fades — never re-render text. On the software path each line keeps its glyphs'
/// coverage (`CoverageMask`), from which the software backend draws plain text itself, and a texture only
/// once it is drawn scaled or turned (`texture(of:)`). The least recently used half is destroyed once the
/// cache holds `capacity` textures or `byteBudget` bytes of pixels; once it holds more than a quarter
/// of that budget, textures not drawn for `idleFrames` frames go too; and after the window changes size,
/// what its first frame does not draw (text at the old size) goes at once — memory a huge window took
/// comes back.
final class TextCache {
    /// A rendered line. On the software path it keeps only its coverage until a scaled or turned draw
    /// asks for its texture (`texture(of:)`), made then from the coverage: plain text — nearly all of it —
    /// holds a byte a pixel, not four.
    final class Entry {
        fileprivate(set) var texture: OpaquePointer?
        /// The glyphs' coverage, when the cache keeps masks (`keepsMasks`).
        let mask: CoverageMask?
        let width: Int
        let height: Int
        fileprivate(set) var lastUse: Int
        /// Its coverage as texels of one colour, and a copy resampled at one size in whole pixels, for
        /// the software backend's scaled drawing (`tintedTexels`, `resampledCopy`).
        fileprivate(set) var tinted: (rgb: UInt32, texels: [UInt32])?
        fileprivate(set) var resampled: (rgb: UInt32, width: Int32, height: Int32, copy: ResampledImages.Copy)?
        fileprivate var lastScaledSize: (width: Int32, height: Int32)?
        var bytes: Int {
            (texture == nil ? 0 : width * height * 4) + (mask?.bytes ?? 0) + (tinted?.texels.count ?? 0) * 4 + (resampled?.copy.bytes ?? 0)
        }

        fileprivate init(texture: OpaquePointer?, mask: CoverageMask?, width: Int, height: Int, lastUse: Int) {
            (self.texture, self.mask, self.width, self.height, self.lastUse) = (texture, mask, width, height, lastUse)
        }
    }

    private struct Key: Hashable {
        let text: String
        let pixelSize: Int
        let face: FontFace
    }

    let capacity: Int
    let byteBudget: Int
    let idleFrames: Int
    /// Whether each line keeps its coverage too (the software renderer's cache; see `Entry.mask`).
    let keepsMasks: Bool
    private let renderer: OpaquePointer
    private let fonts: FontLibrary
    private var entries: [Key: Entry] = [:]
    /// Frames drawn so far; an entry's `lastUse` is the frame it was last drawn in.
    private var frame = 0
    /// Pixel bytes of every cached texture.
    private(set) var bytes = 0
    /// Lines rendered so far (to check that steady frames render none).
    private(set) var renders = 0
    /// Copies of lines resampled so far (`resampledCopy`; for tests).
    private(set) var resamplings = 0

    init(
        renderer: OpaquePointer, fonts: FontLibrary, keepsMasks: Bool = false, capacity: Int = 512, byteBudget: Int = 16 << 20,
        idleFrames: Int = 600
    ) {
        self.renderer = renderer
        self.keepsMasks = keepsMasks
        self.fonts = fonts
        self.capacity = max(8, capacity)
        self.byteBudget = max(1 << 16, byteBudget)
        self.idleFrames = max(1, idleFrames)
    }

    deinit {
        removeAll()
    }

    /// Destroys every cached texture (the renderer calls this before the SDL renderer goes away).
    func removeAll() {
        for entry in entries.values { entry.texture.map { SDL_DestroyTexture($0) } }
        entries.removeAll()
        bytes = 0
    }

    /// Set when the window changed size: the next frame draws all it shows, and the textures it does
    /// not draw (text at the old size) are dropped after it.
    var keepsOnlyTheNextFrame = false

    /// Call once a frame is drawn: every second or so, a cache past a quarter of its budget drops the
    /// textures no frame has drawn for `idleFrames` frames.
    func frameEnded() {
        defer { frame += 1 }
        if keepsOnlyTheNextFrame {
            keepsOnlyTheNextFrame = false
            remove(entries.filter { $0.value.lastUse != frame }.map(\.key))
            return
        }
        guard frame % 64 == 0, bytes > byteBudget / 4 else { return }
        remove(entries.filter { frame - $0.value.lastUse > idleFrames }.map(\.key))
    }

    var count: Int { entries.count }

    func texture(for text: String, pixelSize: Int, face: FontFace) -> Entry? {
        let key = Key(text: text, pixelSize: pixelSize, face: face)
        if let entry = entries[key] {
            entry.lastUse = frame
            return entry
        }
        guard let segments = try? fonts.segments(of: text, pixelSize: pixelSize, face: face),
            let surface = fonts.render(segments, color: SDL_Color(r: 255, g: 255, b: 255, a: 255))
        else { return nil }
        defer { SDL_FreeSurface(surface) }
        let mask = keepsMasks ? Self.mask(of: surface) : nil
        let texture = mask == nil ? Self.texture(of: surface, renderer: renderer) : nil
        guard mask != nil || texture != nil else { return nil }
        renders += 1
        let entry = Entry(texture: texture, mask: mask, width: Int(surface.pointee.w), height: Int(surface.pointee.h), lastUse: frame)
        if entries.count >= capacity || bytes + entry.bytes > byteBudget { evict(makingRoomFor: entry.bytes) }
        entries[key] = entry
        bytes += entry.bytes
        return entry
    }

    /// The line's texture: the one it was made with, or one made now from its coverage (white, the
    /// coverage as alpha, as SDL_ttf renders it) and kept with it.
    func texture(of entry: Entry) -> OpaquePointer? {
        if let texture = entry.texture { return texture }
        guard let mask = entry.mask, let surface = SDL_CreateRGBSurfaceWithFormat(0, mask.width, mask.height, 32, SDL_PIXELFORMAT_ARGB8888.rawValue)
        else { return nil }
        defer { SDL_FreeSurface(surface) }
        let pixels = surface.pointee.pixels.assumingMemoryBound(to: UInt32.self), pitch = Int(surface.pointee.pitch) / 4
        for y in 0..<Int(mask.height) {
            for x in 0..<Int(mask.width) { pixels[y * pitch + x] = UInt32(mask.coverage[y * Int(mask.width) + x]) << 24 | 0x00FF_FFFF }
        }
        let before = entry.bytes
        entry.texture = Self.texture(of: surface, renderer: renderer)
        bytes += entry.bytes - before
        return entry.texture
    }

    /// The line's coverage as straight-alpha texels of one colour (`rgb`, 0xRRGGBB; alpha the coverage):
    /// what the software backend samples when the line is drawn scaled (`ScaledImage`), made for the
    /// colour it is drawn in and kept with the line; nil without its coverage.
    func tintedTexels(of entry: Entry, rgb: UInt32) -> [UInt32]? {
        if let tinted = entry.tinted, tinted.rgb == rgb { return tinted.texels }
        guard let mask = entry.mask else { return nil }
        let before = entry.bytes
        entry.tinted = (rgb, mask.coverage.map { UInt32($0) << 24 | rgb })
        bytes += entry.bytes - before
        return entry.tinted?.texels
    }

    /// A copy of the tinted line resampled as `image` shows it (`ScaledImage.resample`), kept with the
    /// line; nil the first time it is shown at that size in whole pixels (a size it is shown at in two
    /// frames running — a scrolled grid's scaled labels — is kept; one that changes every frame is not).
    func resampledCopy(of entry: Entry, image: ScaledImage, rgb: UInt32, scratch: ImageColumns) -> ResampledImages.Copy? {
        let size = image.size
        if let kept = entry.resampled, kept.rgb == rgb, (kept.width, kept.height) == size { return kept.copy }
        guard let last = entry.lastScaledSize, last == size else {
            entry.lastScaledSize = size
            return nil
        }
        let before = entry.bytes
        let copy = ResampledImages.Copy(resampling: image, lastUse: frame, scratch: scratch)
        entry.resampled = (rgb, size.width, size.height, copy)
        bytes += entry.bytes - before
        resamplings += 1
        return copy
    }

    private static func texture(of surface: UnsafeMutablePointer<SDL_Surface>, renderer: OpaquePointer) -> OpaquePointer? {
        guard let texture = SDL_CreateTextureFromSurface(renderer, surface) else { return nil }
        SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
        SDL_SetTextureScaleMode(texture, SDL_ScaleModeLinear)
        return texture
    }

    /// The coverage of a rendered line (its pixels' alpha), or nil when its pixels are not 32 bits.
    private static func mask(of surface: UnsafeMutablePointer<SDL_Surface>) -> CoverageMask? {
        guard surface.pointee.format.pointee.BytesPerPixel == 4, surface.pointee.format.pointee.Amask == 0xFF00_0000 else { return nil }
        SDL_LockSurface(surface)
        defer { SDL_UnlockSurface(surface) }
        return CoverageMask(
            alphaOf: surface.pointee.pixels.assumingMemoryBound(to: UInt32.self), width: surface.pointee.w, height: surface.pointee.h,
            pitch: Int(surface.pointee.pitch) / 4)
    }

    /// Drops the least recently drawn textures down to half the capacity and half the budget (with room
    /// for `incoming` bytes), so eviction is rare and cheap on average.
    private func evict(makingRoomFor incoming: Int) {
        remove(CacheEviction.leastRecentlyUsed(entries, lastUse: \.lastUse, bytes: \.bytes, total: bytes) { count, kept in
            count <= capacity / 2 && kept + incoming <= byteBudget / 2
        })
    }

    private func remove(_ keys: [Key]) {
        guard !keys.isEmpty else { return }
        for key in keys {
            guard let entry = entries.removeValue(forKey: key) else { continue }
            entry.texture.map { SDL_DestroyTexture($0) }
            bytes -= entry.bytes
        }
        SystemMemory.returnFreedPages()
    }
}
