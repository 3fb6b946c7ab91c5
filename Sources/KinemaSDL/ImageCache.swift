import CSDL2
import Foundation

/// Decoded image files as textures, by path: each file is decoded once (SDL2_image), smoothed when
/// scaled, and kept until the cache is full. A file that cannot be decoded is remembered too (and
/// reported once), so a frame never retries it.
final class ImageCache {
    private let renderer: OpaquePointer
    private var textures: [String: OpaquePointer?] = [:]
    private let capacity: Int
    /// Where a decoding failure is reported (standard error).
    var report: (String) -> Void = { FileHandle.standardError.write(Data(($0 + "\n").utf8)) }

    init(renderer: OpaquePointer, capacity: Int = 128) {
        self.renderer = renderer
        self.capacity = max(4, capacity)
    }

    deinit {
        removeAll()
    }

    var count: Int { textures.count }

    func texture(for path: String) -> OpaquePointer? {
        if let cached = textures[path] { return cached }
        if textures.count >= capacity { removeAll() }
        let texture = IMG_LoadTexture(renderer, path)
        if let texture {
            SDL_SetTextureScaleMode(texture, SDL_ScaleModeLinear)
            SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
        } else {
            report("Kinema: could not decode the image \(path): \(String(cString: SDL_GetError()))")
        }
        textures[path] = texture
        return texture
    }

    func removeAll() {
        for case let texture? in textures.values { SDL_DestroyTexture(texture) }
        textures.removeAll()
    }

    /// The pixel size of any image file SDL_image can read (for `UIImage.sizeReader`), or nil.
    static func pixelSize(of path: String) -> CGSize? {
        guard let surface = IMG_Load(path) else { return nil }
        defer { SDL_FreeSurface(surface) }
        return CGSize(width: Int(surface.pointee.w), height: Int(surface.pointee.h))
    }
}
