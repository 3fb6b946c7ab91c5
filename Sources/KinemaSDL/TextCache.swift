import CSDL2
import Foundation

/// Rendered lines of text as textures, keyed by string, pixel size and face, bounded in size.
///
/// Glyphs are rendered white and tinted per draw (vertex colours modulate the texture), so colour and
/// opacity changes — fades — never re-render text. The least recently used entries are destroyed once
/// the cache holds `capacity` textures.
final class TextCache {
    struct Entry {
        let texture: OpaquePointer
        let width: Int
        let height: Int
        var lastUse: Int
    }

    private struct Key: Hashable {
        let text: String
        let pixelSize: Int
        let bold: Bool
    }

    let capacity: Int
    private let renderer: OpaquePointer
    private let fonts: FontLibrary
    private var entries: [Key: Entry] = [:]
    private var clock = 0
    /// Textures created so far (to check that steady frames create none).
    private(set) var renders = 0

    init(renderer: OpaquePointer, fonts: FontLibrary, capacity: Int = 512) {
        self.renderer = renderer
        self.fonts = fonts
        self.capacity = max(8, capacity)
    }

    deinit {
        removeAll()
    }

    /// Destroys every cached texture (the renderer calls this before the SDL renderer goes away).
    func removeAll() {
        for entry in entries.values { SDL_DestroyTexture(entry.texture) }
        entries.removeAll()
    }

    var count: Int { entries.count }

    func texture(for text: String, pixelSize: Int, bold: Bool) -> Entry? {
        clock += 1
        let key = Key(text: text, pixelSize: pixelSize, bold: bold)
        if var entry = entries[key] {
            entry.lastUse = clock
            entries[key] = entry
            return entry
        }
        guard let font = try? fonts.font(pixelSize: pixelSize, bold: bold),
            let surface = TTF_RenderUTF8_Blended(font, text, SDL_Color(r: 255, g: 255, b: 255, a: 255))
        else { return nil }
        defer { SDL_FreeSurface(surface) }
        guard let texture = SDL_CreateTextureFromSurface(renderer, surface) else { return nil }
        SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
        SDL_SetTextureScaleMode(texture, SDL_ScaleModeLinear)
        renders += 1
        if entries.count >= capacity { evict() }
        let entry = Entry(texture: texture, width: Int(surface.pointee.w), height: Int(surface.pointee.h), lastUse: clock)
        entries[key] = entry
        return entry
    }

    /// Drops the older half, so eviction is rare and cheap on average.
    private func evict() {
        let sorted = entries.sorted { $0.value.lastUse < $1.value.lastUse }
        for (key, entry) in sorted.prefix(entries.count / 2) {
            SDL_DestroyTexture(entry.texture)
            entries.removeValue(forKey: key)
        }
    }
}
