import CSDL2
import Foundation
import KinemaRaster
import KinemaGraphics

/// Rendering into memory: with SDL's software renderer, with no display at all (headless capture,
/// benchmarks and tests); or with a GPU renderer (`--renderer opengl`), into a texture of a hidden
/// window, read back into memory when its pixels are wanted — what a GPU window draws, checked against
/// the software path.
public final class OffscreenCanvas {
    public let width: Int
    public let height: Int
    public let renderer: DisplayListRenderer
    private let system: SDLSystem
    private let surface: UnsafeMutablePointer<SDL_Surface>
    private let sdlRenderer: OpaquePointer
    /// A GPU canvas's hidden window and the texture it draws into (nil for software).
    private let gpu: (window: OpaquePointer, target: OpaquePointer)?
    /// Whether the GPU texture holds a drawing `surface` has not read back yet.
    private var needsReadback = false
    /// What `drawChanges` drew last, to find what changed.
    private var damageTracker = DamageTracker()

    /// - Parameter driver: an SDL render driver ("opengl", "opengles2") to draw with on a hidden window
    ///   (needs a display), or nil for SDL's software renderer.
    public init(system: SDLSystem, fonts: FontLibrary, width: Int, height: Int, driver: String? = nil) throws {
        guard width > 0, height > 0, width <= 16_384, height <= 16_384 else {
            throw SDLError("canvas size \(width)x\(height) is out of range (1…16384)")
        }
        self.system = system
        self.width = width
        self.height = height
        guard let surface = SDL_CreateRGBSurfaceWithFormat(0, Int32(width), Int32(height), 32, SDL_PIXELFORMAT_ARGB8888.rawValue) else {
            throw SDLError.last("could not create a \(width)x\(height) surface")
        }
        if let driver {
            guard let made = Self.gpuRenderer(driver, width: width, height: height) else {
                SDL_FreeSurface(surface)
                throw SDLError.last("the \(driver) renderer is not available here (it needs a display with OpenGL; Mesa's software OpenGL does)")
            }
            (sdlRenderer, gpu) = (made.renderer, (made.window, made.target))
        } else {
            guard let software = SDL_CreateSoftwareRenderer(surface) else {
                SDL_FreeSurface(surface)
                throw SDLError.last("could not create the software renderer")
            }
            (sdlRenderer, gpu) = (software, nil)
        }
        self.surface = surface
        renderer = DisplayListRenderer(renderer: sdlRenderer, fonts: fonts, decoder: system.imageDecoder)
        if gpu == nil { renderer.directSurface = { surface } }
    }

    /// A hidden window's `driver` renderer drawing into a `width` × `height` texture.
    private static func gpuRenderer(_ driver: String, width: Int, height: Int) -> (window: OpaquePointer, renderer: OpaquePointer, target: OpaquePointer)? {
        guard let window = SDL_CreateWindow("kinema offscreen", 0, 0, Int32(width), Int32(height), SDL_WINDOW_HIDDEN.rawValue | SDL_WINDOW_OPENGL.rawValue) else { return nil }
        let index = SDLWindow.driverIndex(driver)
        guard index >= 0, let renderer = SDL_CreateRenderer(window, index, SDL_RENDERER_ACCELERATED.rawValue | SDL_RENDERER_TARGETTEXTURE.rawValue) else {
            SDL_DestroyWindow(window)
            return nil
        }
        guard let target = SDL_CreateTexture(renderer, SDL_PIXELFORMAT_ARGB8888.rawValue, Int32(SDL_TEXTUREACCESS_TARGET.rawValue), Int32(width), Int32(height)),
            SDL_SetRenderTarget(renderer, target) == 0
        else {
            SDL_DestroyRenderer(renderer)
            SDL_DestroyWindow(window)
            return nil
        }
        return (window, renderer, target)
    }

    deinit {
        renderer.releaseTextures()
        if let gpu { SDL_DestroyTexture(gpu.target) }
        SDL_DestroyRenderer(sdlRenderer)
        if let gpu { SDL_DestroyWindow(gpu.window) }
        SDL_FreeSurface(surface)
    }

    /// The GPU texture's pixels into `surface`, once per drawing.
    private func readBack() {
        guard gpu != nil, needsReadback else { return }
        needsReadback = false
        SDL_RenderReadPixels(sdlRenderer, nil, SDL_PIXELFORMAT_ARGB8888.rawValue, surface.pointee.pixels, surface.pointee.pitch)
    }

    /// Draws `composition`: whole, or only inside `damage` (see `DisplayListRenderer.draw`).
    public func draw(_ composition: Composition, damage: [CGRect]? = nil) {
        renderer.draw(composition, damage: damage)
        SDL_RenderFlush(sdlRenderer)
        needsReadback = gpu != nil
    }

    /// Draws only what changed since the last call, as the software window does: the damage rectangles
    /// (the whole canvas the first time) after moving what scrolled (`ScrollShift`), or nothing when nothing changed — so a headless benchmark does
    /// the window's work, less putting it on screen. Returns whether anything was drawn.
    @discardableResult
    public func drawChanges(_ composition: Composition) -> Bool {
        // A GPU canvas draws whole frames, as a GPU window does; a software one moves scrolled pixels.
        let changes = damageTracker.changes(for: composition, allowingShifts: gpu == nil)
        guard changes.damage.map({ !$0.isEmpty }) ?? true else { return false }
        renderer.draw(composition, damage: gpu == nil ? changes.damage : nil, shift: changes.shift)
        SDL_RenderFlush(sdlRenderer)
        needsReadback = gpu != nil
        return true
    }

    /// The pixel at (x, y) as 0xAARRGGBB.
    public func pixel(x: Int, y: Int) -> UInt32 {
        guard (0..<width).contains(x), (0..<height).contains(y) else { return 0 }
        readBack()
        let pitch = Int(surface.pointee.pitch)
        let row = surface.pointee.pixels.advanced(by: y * pitch)
        return row.assumingMemoryBound(to: UInt32.self)[x]
    }

    /// How many pixels differ in colour from `other`'s (a canvas of the same size), and the first that
    /// does. Alpha is not compared: it is not part of the picture (a window shows none, a PNG is written
    /// opaque), and SDL leaves it by the way a pixel was drawn (an image stretched as it is copied, or
    /// copied from a copy stretched before), which a pixel moved on screen keeps (`ScrollShift`).
    public func differences(from other: OffscreenCanvas) -> (count: Int, first: (x: Int, y: Int)?) {
        precondition(width == other.width && height == other.height, "canvases of different sizes")
        readBack()
        other.readBack()
        var count = 0
        var first: (x: Int, y: Int)?
        for y in 0..<height {
            let row = surface.pointee.pixels.advanced(by: y * Int(surface.pointee.pitch)).assumingMemoryBound(to: UInt32.self)
            let otherRow = other.surface.pointee.pixels.advanced(by: y * Int(other.surface.pointee.pitch)).assumingMemoryBound(to: UInt32.self)
            guard memcmp(row, otherRow, width * 4) != 0 else { continue }
            for x in 0..<width where (row[x] ^ otherRow[x]) & 0x00FF_FFFF != 0 {
                count += 1
                if first == nil { first = (x, y) }
            }
        }
        return (count, first)
    }

    /// Writes the canvas as an opaque PNG, whole or not at all (`PNGFile`).
    public func savePNG(to path: String) throws {
        readBack()
        // The software renderer leaves alpha as drawn; a screenshot is opaque.
        let pitch = Int(surface.pointee.pitch)
        for y in 0..<height {
            let row = surface.pointee.pixels.advanced(by: y * pitch).assumingMemoryBound(to: UInt32.self)
            for x in 0..<width { row[x] |= 0xFF00_0000 }
        }
        try PNGFile.write(surface, to: path)
    }

    /// Loads a PNG into (width, height, pixel reader) for checks.
    public static func loadPNG(_ path: String) throws -> (width: Int, height: Int, pixel: (Int, Int) -> UInt32) {
        guard let loaded = IMG_Load(path) else { throw SDLError.last("could not read \(path)") }
        defer { SDL_FreeSurface(loaded) }
        guard let converted = SDL_ConvertSurfaceFormat(loaded, SDL_PIXELFORMAT_ARGB8888.rawValue, 0) else {
            throw SDLError.last("could not convert \(path)")
        }
        defer { SDL_FreeSurface(converted) }
        let w = Int(converted.pointee.w), h = Int(converted.pointee.h), pitch = Int(converted.pointee.pitch)
        var pixels = [UInt32](repeating: 0, count: w * h)
        for y in 0..<h {
            let row = converted.pointee.pixels.advanced(by: y * pitch).assumingMemoryBound(to: UInt32.self)
            for x in 0..<w { pixels[y * w + x] = row[x] }
        }
        let read: (Int, Int) -> UInt32 = { x, y in
            guard x >= 0, x < w, y >= 0, y < h else { return 0 }
            return pixels[y * w + x]
        }
        return (w, h, read)
    }

    /// The most frames a contact sheet shows: more are sampled evenly, so its size and the memory it
    /// takes do not grow with the number of frames captured.
    public static let contactSheetMaximumTiles = 36

    /// The frames a contact sheet of `count` frames shows: all of them, or `contactSheetMaximumTiles`
    /// evenly spaced from the first to the last.
    public static func contactSheetPicks(count: Int) -> [Int] {
        let maximum = contactSheetMaximumTiles
        guard count > maximum else { return Array(0..<count) }
        return (0..<maximum).map { Int((Double($0) * Double(count - 1) / Double(maximum - 1)).rounded()) }
    }

    /// Tiles PNGs into one contact sheet, `columns` wide, each scaled to `tileWidth` pixels: at most
    /// `contactSheetMaximumTiles` of them (see `contactSheetPicks`), read one at a time. Returns how many
    /// it shows.
    @discardableResult
    public static func contactSheet(of paths: [String], columns: Int, tileWidth: Int, to output: String) throws -> Int {
        guard !paths.isEmpty else { return 0 }
        let picks = contactSheetPicks(count: paths.count).map { paths[$0] }
        func load(_ path: String) throws -> UnsafeMutablePointer<SDL_Surface> {
            guard let tile = IMG_Load(path) else { throw SDLError.last("could not read \(path)") }
            return tile
        }
        let first = try load(picks[0])
        let tileHeight = max(1, Int(Double(tileWidth) * Double(first.pointee.h) / Double(max(1, first.pointee.w))))
        SDL_FreeSurface(first)
        let columns = max(1, min(columns, picks.count))
        let rows = (picks.count + columns - 1) / columns
        guard let sheet = SDL_CreateRGBSurfaceWithFormat(0, Int32(columns * tileWidth), Int32(rows * tileHeight), 32, SDL_PIXELFORMAT_ARGB8888.rawValue) else {
            throw SDLError.last("could not create the contact sheet")
        }
        defer { SDL_FreeSurface(sheet) }
        SDL_FillRect(sheet, nil, 0xFFFF_FFFF)
        for (index, path) in picks.enumerated() {
            let tile = try load(path)
            defer { SDL_FreeSurface(tile) }
            var target = SDL_Rect(x: Int32((index % columns) * tileWidth), y: Int32((index / columns) * tileHeight), w: Int32(tileWidth), h: Int32(tileHeight))
            SDL_SetSurfaceBlendMode(tile, SDL_BLENDMODE_NONE)
            SDL_UpperBlitScaled(tile, nil, sheet, &target)
        }
        try PNGFile.write(sheet, to: output)
        return picks.count
    }
}
