import CSDL2
import Foundation
import KinemaLayers
import KinemaRaster

/// The offscreen side of projected layers (`DisplayItem.beginProjection`): a target texture per nesting
/// depth that a layer's plane is drawn into, starting transparent, as `GroupCompositor` keeps its
/// targets. Drawing over a transparent start with SDL's blend leaves premultiplied colour (colour × alpha,
/// alpha accumulated), so the picture composites with (1, 1 − source alpha) — OpenGL's custom blend
/// mode — or, on SDL's software renderer, which has only the standard modes, from a copy turned back into
/// straight alpha (`straightTexture`), or read back for KinemaRaster's mapper (`read`).
final class ProjectionCompositor {
    private let renderer: OpaquePointer
    /// Target textures by depth, each at least as large as the last plane drawn into it.
    private var targets: [(texture: OpaquePointer, width: Int32, height: Int32)] = []
    /// The passes begun and not ended, innermost last: the target each replaced.
    private var previous: [OpaquePointer?] = []
    let premultiplied = SDL_ComposeCustomBlendMode(
        SDL_BLENDFACTOR_ONE, SDL_BLENDFACTOR_ONE_MINUS_SRC_ALPHA, SDL_BLENDOPERATION_ADD,
        SDL_BLENDFACTOR_ONE, SDL_BLENDFACTOR_ONE_MINUS_SRC_ALPHA, SDL_BLENDOPERATION_ADD)
    /// Whether targets composite premultiplied (decided with the first target).
    private(set) var compositesPremultiplied = false
    /// The last texture read back (premultiplied 0xAARRGGBB), and its straight-alpha copy for SDL's
    /// software renderer.
    private(set) var pixels: [UInt32] = []
    private var straight: (texture: OpaquePointer, width: Int32, height: Int32)?
    /// Planes drawn since the renderer was made (for tests).
    private(set) var drawn = 0

    init(renderer: OpaquePointer) {
        self.renderer = renderer
    }

    /// How many passes are open: inside one, drawing goes into a plane.
    var depth: Int { previous.count }

    func releaseTextures() {
        targets.forEach { SDL_DestroyTexture($0.texture) }
        targets = []
        if let straight { SDL_DestroyTexture(straight.texture) }
        straight = nil
    }

    /// Redirects drawing into a transparent target of at least `width` × `height` texels; returns it, or
    /// nil (drawing staying where it was) when none can be made.
    func begin(width: Int32, height: Int32) -> OpaquePointer? {
        guard let target = target(at: depth, width: width, height: height) else { return nil }
        previous.append(SDL_GetRenderTarget(renderer))
        SDL_SetRenderTarget(renderer, target.texture)
        SDL_RenderSetClipRect(renderer, nil)
        var area = SDL_Rect(x: 0, y: 0, w: width, h: height)
        SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_NONE)
        SDL_SetRenderDrawColor(renderer, 0, 0, 0, 0)
        SDL_RenderFillRect(renderer, &area)
        SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND)
        drawn += 1
        return target.texture
    }

    /// Ends the innermost pass: drawing goes back where it went. The caller restores its clip.
    func end() {
        guard let last = previous.popLast() else { return }
        SDL_RenderFlush(renderer)
        SDL_SetRenderTarget(renderer, last)
    }

    /// The texture's full size in texels (the plane uses its top-left part).
    func size(of texture: OpaquePointer) -> (width: Int32, height: Int32) {
        var width: Int32 = 0, height: Int32 = 0
        SDL_QueryTexture(texture, nil, nil, &width, &height)
        return (width, height)
    }

    /// Reads `width` × `height` texels of `texture` into `pixels` (premultiplied 0xAARRGGBB).
    func read(_ texture: OpaquePointer, width: Int32, height: Int32) -> Bool {
        let count = Int(width) * Int(height)
        if pixels.count < count { pixels = [UInt32](repeating: 0, count: count) }
        return pixels.withUnsafeMutableBufferPointer { read(texture, width: width, height: height, into: $0.baseAddress!) }
    }

    /// Reads `width` × `height` texels of `texture` into `texels` (room for as many; premultiplied
    /// 0xAARRGGBB, `width` a row).
    func read(_ texture: OpaquePointer, width: Int32, height: Int32, into texels: UnsafeMutablePointer<UInt32>) -> Bool {
        let current = SDL_GetRenderTarget(renderer)
        SDL_SetRenderTarget(renderer, texture)
        var area = SDL_Rect(x: 0, y: 0, w: width, h: height)
        let status = SDL_RenderReadPixels(renderer, &area, SDL_PIXELFORMAT_ARGB8888.rawValue, texels, width * 4)
        SDL_SetRenderTarget(renderer, current)
        return status == 0
    }

    /// `texture`'s picture in straight alpha (each colour divided by its alpha, rounded), to be drawn with
    /// SDL's plain blend where the custom one is missing; nil when it cannot be made.
    func straightTexture(from texture: OpaquePointer, width: Int32, height: Int32) -> OpaquePointer? {
        guard read(texture, width: width, height: height), let copy = straightTarget(width: width, height: height) else { return nil }
        let count = Int(width) * Int(height)
        pixels.withUnsafeMutableBufferPointer { texels in
            for index in 0..<count { texels[index] = Self.straightened(texels[index]) }
        }
        var area = SDL_Rect(x: 0, y: 0, w: width, h: height)
        _ = pixels.withUnsafeBufferPointer { SDL_UpdateTexture(copy, &area, $0.baseAddress!, width * 4) }
        return copy
    }

    /// A premultiplied 0xAARRGGBB pixel in straight alpha.
    static func straightened(_ pixel: UInt32) -> UInt32 {
        let alpha = pixel >> 24
        guard alpha > 0, alpha < 255 else { return alpha == 0 ? 0 : pixel }
        func channel(_ shift: UInt32) -> UInt32 { min(255, (((pixel >> shift) & 0xFF) * 255 + alpha / 2) / alpha) << shift }
        return alpha << 24 | channel(16) | channel(8) | channel(0)
    }

    private func straightTarget(width: Int32, height: Int32) -> OpaquePointer? {
        if let straight, straight.width >= width, straight.height >= height { return straight.texture }
        if let straight { SDL_DestroyTexture(straight.texture) }
        let size = (Self.rounded(max(width, straight?.width ?? 0)), Self.rounded(max(height, straight?.height ?? 0)))
        straight = nil
        guard let texture = SDL_CreateTexture(
            renderer, SDL_PIXELFORMAT_ARGB8888.rawValue, Int32(SDL_TEXTUREACCESS_STATIC.rawValue), size.0, size.1)
        else { return nil }
        SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
        SDL_SetTextureScaleMode(texture, SDL_ScaleModeLinear)
        straight = (texture, size.0, size.1)
        return texture
    }

    private func target(at depth: Int, width: Int32, height: Int32) -> (texture: OpaquePointer, width: Int32, height: Int32)? {
        if depth < targets.count, targets[depth].width >= width, targets[depth].height >= height { return targets[depth] }
        guard depth <= targets.count else { return nil }
        let old = depth < targets.count ? targets[depth] : nil
        // Grown half beyond what is asked, in steps of 64 texels, never shrunk: a flip's plane grows by a
        // step of its scale (19 %) at a time, and each new texture's pages are written whole as it is made.
        let size = (Self.rounded(max(Self.roomy(width), old?.width ?? 0)), Self.rounded(max(Self.roomy(height), old?.height ?? 0)))
        guard let texture = SDL_CreateTexture(
            renderer, SDL_PIXELFORMAT_ARGB8888.rawValue, Int32(SDL_TEXTUREACCESS_TARGET.rawValue), size.0, size.1)
        else { return nil }
        if let old { SDL_DestroyTexture(old.texture) }
        compositesPremultiplied = SDL_SetTextureBlendMode(texture, premultiplied) == 0
        if !compositesPremultiplied { SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND) }
        SDL_SetTextureScaleMode(texture, SDL_ScaleModeLinear)
        let entry = (texture, size.0, size.1)
        if depth < targets.count { targets[depth] = entry } else { targets.append(entry) }
        return entry
    }

    private static func rounded(_ value: Int32) -> Int32 { (value + 63) / 64 * 64 }

    /// Half as much again as `value` (two steps of a plane's scale), within the planes' largest texture
    /// (`ProjectionPlan.maximumTexels`).
    private static func roomy(_ value: Int32) -> Int32 { max(value, min(value + value / 2, Int32(ProjectionPlan.maximumTexels))) }
}
