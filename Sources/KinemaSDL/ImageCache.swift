import CSDL2
import Foundation
import KinemaGraphics

/// Decoded image files as textures, by path: each file is decoded once (SDL2_image) into a chain of
/// levels, each half the size of the one before (box-filtered, weighted by alpha so edges do not darken),
/// and an image is drawn from the smallest level at least 80 % of the size it is shown at — bilinear
/// smoothing alone aliases when a picture is shrunk to about half its size, while enlarging a level by up
/// to a quarter only softens it a little. Entries are kept until the cache is
/// full. A file that cannot be decoded is remembered too (and reported once), so a frame never retries it.
/// A file the scene asked for ahead (`ImageDecoder`) is taken decoded from the decoding thread.
/// On the software path the levels are streaming textures, whose pixels `StretchedImages` reads (SDL's
/// software renderer lends a streaming texture's own pixels), and a level shown again at the same size
/// in pixels is drawn from a copy stretched once.
final class ImageCache {
    private let renderer: OpaquePointer
    /// Each file's levels, largest first, with their widths in pixels; nil for a file that failed.
    private var chains: [String: [(texture: OpaquePointer, width: Int32)]?] = [:]
    /// Levels stretched to the sizes they are shown at (the software path's; nil on the others).
    let stretched: StretchedImages?
    /// Levels resampled at the sizes they are shown at, for the software backend's own copies (the
    /// software path's; nil on the others).
    let resampled: ResampledImages?
    private let capacity: Int
    /// Where a decoding failure is reported (standard error).
    var report: (String) -> Void = { StandardError.writeLine($0) }

    /// Decodes files ahead on a thread of its own when the scene asks (nil: each file is decoded here
    /// when first drawn).
    let decoder: ImageDecoder?

    init(renderer: OpaquePointer, capacity: Int = 128, stretchesOnce: Bool = false, decoder: ImageDecoder? = nil) {
        self.renderer = renderer
        self.decoder = decoder
        self.capacity = max(4, capacity)
        stretched = stretchesOnce ? StretchedImages(renderer: renderer) : nil
        resampled = stretchesOnce ? ResampledImages() : nil
    }

    deinit {
        removeAll()
    }

    var count: Int { chains.count }

    /// The texture to draw `path` with when it is shown `pixelWidth` pixels wide (any level maps the same
    /// texture coordinates).
    func texture(for path: String, pixelWidth: CGFloat = .infinity) -> OpaquePointer? {
        guard let chain = chain(for: path), var chosen = chain.first else { return nil }
        for level in chain.dropFirst() where CGFloat(level.width) >= pixelWidth * 0.8 { chosen = level }
        return chosen.texture
    }

    /// The number of levels kept for `path` (for tests).
    func levelCount(for path: String) -> Int { chain(for: path)?.count ?? 0 }

    private func chain(for path: String) -> [(texture: OpaquePointer, width: Int32)]? {
        if let cached = chains[path] { return cached }
        if chains.count >= capacity { removeAll() }
        let levels: ImageDecoder.Levels?
        switch decoder?.take(path) ?? .notRequested {
        case .decoded(let decoded): levels = decoded
        case .failed: levels = nil
        case .notRequested: levels = Self.decodeLevels(path)
        }
        let chain = levels.flatMap { textures(of: $0) }
        if chain == nil {
            report("Kinema: could not decode the image \(path): \(String(cString: SDL_GetError()))")
        }
        chains[path] = chain
        return chain
    }

    /// The file's levels as ARGB8888 surfaces, largest first, each half the one before down to 16 pixels
    /// (nil if it cannot be decoded). Plain memory and SDL_image: safe off the main thread
    /// (`ImageDecoder` runs it there).
    static func decodeLevels(_ path: String) -> ImageDecoder.Levels? {
        guard let loaded = IMG_Load(path) else { return nil }
        defer { SDL_FreeSurface(loaded) }
        guard var level = argb(loaded) else { return nil }
        var levels = [level]
        while level.pointee.w >= 16, level.pointee.h >= 16, let half = halved(level) {
            levels.append(half)
            level = half
        }
        return levels
    }

    /// The levels as textures (streaming ones on the software path, whose pixels can be read: see
    /// `StretchedImages`); frees the surfaces.
    private func textures(of levels: ImageDecoder.Levels) -> [(texture: OpaquePointer, width: Int32)]? {
        let streaming = stretched != nil
        var chain: [(texture: OpaquePointer, width: Int32)] = []
        for level in levels {
            if let texture = streaming ? Self.streamingTexture(of: level, renderer: renderer) : SDL_CreateTextureFromSurface(renderer, level) {
                SDL_SetTextureScaleMode(texture, SDL_ScaleModeLinear)
                SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
                chain.append((texture, level.pointee.w))
            }
            SDL_FreeSurface(level)
        }
        return chain.isEmpty ? nil : chain
    }

    /// An ARGB8888 surface's pixels as a streaming texture.
    private static func streamingTexture(of surface: UnsafeMutablePointer<SDL_Surface>, renderer: OpaquePointer) -> OpaquePointer? {
        guard let texture = SDL_CreateTexture(
            renderer, SDL_PIXELFORMAT_ARGB8888.rawValue, Int32(SDL_TEXTUREACCESS_STREAMING.rawValue), surface.pointee.w, surface.pointee.h)
        else { return nil }
        guard SDL_UpdateTexture(texture, nil, surface.pointee.pixels, surface.pointee.pitch) == 0 else {
            SDL_DestroyTexture(texture)
            return nil
        }
        return texture
    }

    /// The decoded surface as ARGB8888. A PNG with alpha comes as ABGR8888 (its bytes R, G, B, A): red
    /// and blue swapped here in one pass, which the compiler vectorises (SDL's general converter takes
    /// about 19 instructions a pixel for it); other formats go through SDL.
    private static func argb(_ surface: UnsafeMutablePointer<SDL_Surface>) -> UnsafeMutablePointer<SDL_Surface>? {
        guard surface.pointee.format.pointee.format == SDL_PIXELFORMAT_ABGR8888.rawValue else {
            return SDL_ConvertSurfaceFormat(surface, SDL_PIXELFORMAT_ARGB8888.rawValue, 0)
        }
        let width = surface.pointee.w, height = surface.pointee.h
        guard let target = SDL_CreateRGBSurfaceWithFormat(0, width, height, 32, SDL_PIXELFORMAT_ARGB8888.rawValue) else { return nil }
        SDL_LockSurface(surface)
        defer { SDL_UnlockSurface(surface) }
        for y in 0..<Int(height) {
            let from = (surface.pointee.pixels + y * Int(surface.pointee.pitch)).assumingMemoryBound(to: UInt32.self)
            let to = (target.pointee.pixels + y * Int(target.pointee.pitch)).assumingMemoryBound(to: UInt32.self)
            for x in 0..<Int(width) {
                let pixel = from[x]
                to[x] = pixel & 0xFF00_FF00 | (pixel >> 16) & 0xFF | (pixel & 0xFF) << 16
            }
        }
        return target
    }

    /// A surface half the size (rounded down) of an ARGB8888 one: each pixel the alpha-weighted mean of
    /// a 2 × 2 block.
    private static func halved(_ source: UnsafeMutablePointer<SDL_Surface>) -> UnsafeMutablePointer<SDL_Surface>? {
        let width = source.pointee.w / 2, height = source.pointee.h / 2
        guard let target = SDL_CreateRGBSurfaceWithFormat(0, width, height, 32, SDL_PIXELFORMAT_ARGB8888.rawValue) else { return nil }
        SDL_LockSurface(source)
        SDL_LockSurface(target)
        defer {
            SDL_UnlockSurface(target)
            SDL_UnlockSurface(source)
        }
        let sourcePitch = Int(source.pointee.pitch) / 4, targetPitch = Int(target.pointee.pitch) / 4
        let from = source.pointee.pixels.assumingMemoryBound(to: UInt32.self)
        let to = target.pointee.pixels.assumingMemoryBound(to: UInt32.self)
        for y in 0..<Int(height) {
            let top = from + 2 * y * sourcePitch, bottom = top + sourcePitch
            for x in 0..<Int(width) {
                to[y * targetPitch + x] = mean(top[2 * x], top[2 * x + 1], bottom[2 * x], bottom[2 * x + 1])
            }
        }
        return target
    }

    /// Four ARGB pixels' alpha-weighted mean (transparent black when all are transparent).
    @inline(__always)
    private static func mean(_ p: UInt32, _ q: UInt32, _ r: UInt32, _ s: UInt32) -> UInt32 {
        let (ap, aq, ar, as_) = (Int(p >> 24), Int(q >> 24), Int(r >> 24), Int(s >> 24))
        let alpha = ap + aq + ar + as_
        guard alpha > 0 else { return 0 }
        @inline(__always) func channel(_ shift: UInt32) -> UInt32 {
            let sum = ap * Int((p >> shift) & 0xFF) + aq * Int((q >> shift) & 0xFF) + ar * Int((r >> shift) & 0xFF) + as_ * Int((s >> shift) & 0xFF)
            return UInt32((sum + alpha / 2) / alpha) << shift
        }
        return UInt32((alpha + 2) / 4) << 24 | channel(16) | channel(8) | channel(0)
    }

    func removeAll() {
        stretched?.removeAll()
        resampled?.removeAll()
        for case let chain? in chains.values {
            for level in chain { SDL_DestroyTexture(level.texture) }
        }
        decoder?.forgetDelivered(chains.keys)
        chains.removeAll()
    }

    /// The pixel size of any image file SDL_image can read (for `UIImage.sizeReader`), or nil.
    static func pixelSize(of path: String) -> CGSize? {
        guard let surface = IMG_Load(path) else { return nil }
        defer { SDL_FreeSurface(surface) }
        return CGSize(width: Int(surface.pointee.w), height: Int(surface.pointee.h))
    }
}
