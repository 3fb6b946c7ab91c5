import CSDL2
import Foundation
import KinemaRaster

/// Rendered lines of text as textures, keyed by string, pixel size and face, bounded in size.
///
/// Glyphs are rendered white and tinted per draw (vertex colours modulate the texture), so colour and
/// opacity changes — fades — never re-render text. On the software path each line also keeps its glyphs'
/// coverage (`TextMask`), from which the software backend draws plain text itself. The least recently used half is destroyed once the
/// cache holds `capacity` textures or `byteBudget` bytes of pixels; once it holds more than a quarter
/// of that budget, textures not drawn for `idleFrames` frames go too; and after the window changes size,
/// what its first frame does not draw (text at the old size) goes at once — memory a huge window took
/// comes back.
final class TextCache {
    struct Entry {
        let texture: OpaquePointer
        /// The glyphs' coverage, when the cache keeps masks (`keepsMasks`).
        let mask: TextMask?
        let width: Int
        let height: Int
        var lastUse: Int
        var bytes: Int { width * height * 4 + (mask?.bytes ?? 0) }
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
    /// Textures created so far (to check that steady frames create none).
    private(set) var renders = 0

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
        for entry in entries.values { SDL_DestroyTexture(entry.texture) }
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
        if var entry = entries[key] {
            if entry.lastUse != frame {
                entry.lastUse = frame
                entries[key] = entry
            }
            return entry
        }
        guard let segments = try? fonts.segments(of: text, pixelSize: pixelSize, face: face),
            let surface = fonts.render(segments, color: SDL_Color(r: 255, g: 255, b: 255, a: 255))
        else { return nil }
        defer { SDL_FreeSurface(surface) }
        guard let texture = SDL_CreateTextureFromSurface(renderer, surface) else { return nil }
        SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
        SDL_SetTextureScaleMode(texture, SDL_ScaleModeLinear)
        renders += 1
        let entry = Entry(
            texture: texture, mask: keepsMasks ? Self.mask(of: surface) : nil, width: Int(surface.pointee.w), height: Int(surface.pointee.h),
            lastUse: frame)
        if entries.count >= capacity || bytes + entry.bytes > byteBudget { evict(makingRoomFor: entry.bytes) }
        entries[key] = entry
        bytes += entry.bytes
        return entry
    }

    /// The coverage of a rendered line (its pixels' alpha), or nil when its pixels are not 32 bits.
    private static func mask(of surface: UnsafeMutablePointer<SDL_Surface>) -> TextMask? {
        guard surface.pointee.format.pointee.BytesPerPixel == 4, surface.pointee.format.pointee.Amask == 0xFF00_0000 else { return nil }
        SDL_LockSurface(surface)
        defer { SDL_UnlockSurface(surface) }
        return TextMask(
            alphaOf: surface.pointee.pixels.assumingMemoryBound(to: UInt32.self), width: surface.pointee.w, height: surface.pointee.h,
            pitch: Int(surface.pointee.pitch) / 4)
    }

    /// Drops the least recently drawn textures down to half the capacity and half the budget (with room
    /// for `incoming` bytes), so eviction is rare and cheap on average.
    private func evict(makingRoomFor incoming: Int) {
        var count = entries.count, kept = bytes
        var doomed: [Key] = []
        for (key, entry) in entries.sorted(by: { $0.value.lastUse < $1.value.lastUse }) {
            guard count > capacity / 2 || kept + incoming > byteBudget / 2 else { break }
            doomed.append(key)
            count -= 1
            kept -= entry.bytes
        }
        remove(doomed)
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
