import CSDL2
import Foundation
import KinemaRaster

/// What blurring a backdrop keeps between frames: the floating-point buffers of the blur (both backends)
/// and, for SDL's renderer, the pixels read back and the streaming texture they go up in.
final class BackdropReadback {
    private let renderer: OpaquePointer
    let scratch = BackdropScratch()
    /// The read-back pixels (ARGB8888), as many as the last read region held.
    var pixels: [UInt32] = []
    private var texture: (texture: OpaquePointer, width: Int32, height: Int32)?

    init(renderer: OpaquePointer) {
        self.renderer = renderer
    }

    /// A streaming ARGB8888 texture of at least `width` × `height`, drawn without blending.
    func texture(width: Int32, height: Int32) -> OpaquePointer? {
        if let texture, texture.width >= width, texture.height >= height { return texture.texture }
        removeAll()
        let (w, h) = (max(width, texture?.width ?? 0), max(height, texture?.height ?? 0))
        guard let made = SDL_CreateTexture(renderer, SDL_PIXELFORMAT_ARGB8888.rawValue, Int32(SDL_TEXTUREACCESS_STREAMING.rawValue), w, h) else {
            return nil
        }
        SDL_SetTextureBlendMode(made, SDL_BLENDMODE_NONE)
        texture = (made, w, h)
        return made
    }

    /// Destroys the texture (before the SDL renderer goes).
    func removeAll() {
        if let texture { SDL_DestroyTexture(texture.texture) }
        texture = nil
    }
}
