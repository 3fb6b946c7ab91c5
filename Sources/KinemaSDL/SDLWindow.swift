import CSDL2
import Foundation
import KinemaGraphics
import KinemaUI

/// Which SDL renderer a window draws with (`--renderer`).
public enum RendererChoice: String, CaseIterable, Sendable {
    /// The fastest where the program runs: OpenGL on a real GPU; SDL's software renderer with
    /// damage-only updates when OpenGL would itself be a software rasteriser (Xvfb, no GPU), which
    /// costs far more CPU and memory for the same pixels.
    case automatic = "auto"
    /// SDL's software renderer drawing into the window's surface; only changed rectangles are redrawn
    /// and put on screen.
    case software
    case opengl
    case opengles2
}

/// A resizable window with a renderer drawing Compositions.
public final class SDLWindow {
    public private(set) var renderer: DisplayListRenderer
    /// Whether presenting waits for the display's refresh (measured, not assumed): under Xvfb the OpenGL
    /// renderer's vsync blocks, the software renderer's never does.
    public internal(set) var vsyncBlocks = false
    /// Whether the window surface is updated rectangle by rectangle (the software renderer).
    public let updatesRectangles: Bool
    /// Why the automatic choice fell where it did (for `bench`'s report).
    public let choiceReason: String
    /// The refresh rate of the display the window is on, as SDL reports its mode; nil when it reports
    /// none (`SDLWindow+Refresh`).
    public internal(set) var displayRefreshRate: Double?
    /// `--refresh HZ`: the rate to pace to, whatever the display says.
    public var refreshOverride: Double? {
        didSet { applyRefreshOverride() }
    }
    private let system: SDLSystem
    let window: OpaquePointer
    let sdlRenderer: OpaquePointer

    @MainActor
    /// - Parameters:
    ///   - position: where the window's top left goes on the screen; nil centres it.
    ///   - minimumSize: the smallest the user can make it.
    public init(
        system: SDLSystem, fonts: FontLibrary, title: String, size: CGSize, position: CGPoint? = nil,
        minimumSize: CGSize = CGSize(width: 480, height: 400), renderer choice: RendererChoice = .automatic
    ) throws {
        self.system = system
        let x = position.map { Int32($0.x) } ?? Int32(SDL_WINDOWPOS_CENTERED_MASK)
        let y = position.map { Int32($0.y) } ?? Int32(SDL_WINDOWPOS_CENTERED_MASK)
        guard let window = SDL_CreateWindow(
            title, x, y, Int32(size.width), Int32(size.height), SDL_WINDOW_SHOWN.rawValue | SDL_WINDOW_RESIZABLE.rawValue)
        else { throw SDLError.last("could not open a window") }
        SDL_SetWindowMinimumSize(window, Int32(minimumSize.width), Int32(minimumSize.height))
        // Symbols arrive as the text they type (`TypedKeys`): `?` wherever the layout puts it.
        SDL_StartTextInput()
        Self.setIcon(of: window)
        let made: (OpaquePointer, Bool, String)?
        switch choice {
        case .software:
            made = Self.softwareRenderer(window).map { ($0, true, "asked for") }
        case .opengl, .opengles2:
            made = Self.driverRenderer(window, named: choice.rawValue).map { ($0, false, "asked for") }
            if made == nil {
                SDL_DestroyWindow(window)
                throw SDLError.last("the \(choice.rawValue) renderer is not available here (try --renderer software)")
            }
        case .automatic:
            made = Self.automaticRenderer(window)
        }
        guard let (sdlRenderer, updatesRectangles, reason) = made else {
            SDL_DestroyWindow(window)
            throw SDLError.last("could not create a renderer")
        }
        self.window = window
        self.sdlRenderer = sdlRenderer
        self.updatesRectangles = updatesRectangles
        choiceReason = reason
        renderer = DisplayListRenderer(renderer: sdlRenderer, fonts: fonts, decoder: system.imageDecoder)
        if updatesRectangles {
            renderer.directSurface = { SDL_GetWindowSurface(window) }
        }
        // SDL's software renderer never waits for the refresh; only the others need measuring.
        vsyncBlocks = updatesRectangles ? false : measureVsync()
        displayRefreshRate = readDisplayRefreshRate()
    }

    /// The window's size and its top left on the screen, as the window manager has them now.
    public var placement: (size: CGSize, position: CGPoint) {
        var width: Int32 = 0, height: Int32 = 0, x: Int32 = 0, y: Int32 = 0
        SDL_GetWindowSize(window, &width, &height)
        SDL_GetWindowPosition(window, &x, &y)
        return (CGSize(width: Int(width), height: Int(height)), CGPoint(x: Int(x), y: Int(y)))
    }

    /// Kinema's icon on the window (the one its launcher entry shows), from `Assets/icons/kinema-256.png`
    /// where the images are found; a window without it is still a window.
    @MainActor
    private static func setIcon(of window: OpaquePointer) {
        guard let path = iconPath, let icon = IMG_Load(path) else { return }
        SDL_SetWindowIcon(window, icon)
        SDL_FreeSurface(icon)
    }

    /// Where the icon is: beside the images (a checkout's `Assets/`, or `share/kinema/Assets/` installed).
    @MainActor
    static var iconPath: String? {
        UIImage.searchFolders.filter { $0.lastPathComponent == "Assets" }
            .map { $0.appendingPathComponent("icons/kinema-256.png").path }
            .first { FileManager.default.isReadableFile(atPath: $0) }
    }

    /// OpenGL when a GPU would draw it; otherwise SDL's software renderer, without loading a software
    /// OpenGL at all when the machine has no render node (a GPU needs one).
    private static func automaticRenderer(_ window: OpaquePointer) -> (OpaquePointer, Bool, String)? {
        let renderNodes = (try? FileManager.default.contentsOfDirectory(atPath: "/dev/dri"))?.filter { $0.hasPrefix("renderD") } ?? []
        guard !renderNodes.isEmpty else {
            return softwareRenderer(window).map { ($0, true, "no GPU render node") }
        }
        let flags = SDL_RENDERER_ACCELERATED.rawValue | SDL_RENDERER_PRESENTVSYNC.rawValue
        guard let accelerated = SDL_CreateRenderer(window, -1, flags) else {
            return softwareRenderer(window).map { ($0, true, "no accelerated renderer") }
        }
        if let rasteriser = glRendererName(), ["llvmpipe", "softpipe", "swrast", "software"].contains(where: { rasteriser.lowercased().contains($0) }) {
            SDL_DestroyRenderer(accelerated)
            return softwareRenderer(window).map { ($0, true, "OpenGL is \(rasteriser)") }
        }
        return (accelerated, false, "GPU")
    }

    private static func softwareRenderer(_ window: OpaquePointer) -> OpaquePointer? {
        // The window's own framebuffer (X11 shared memory), not one SDL would emulate with an OpenGL
        // texture: that would load a software OpenGL after all.
        SDL_SetHint(SDL_HINT_FRAMEBUFFER_ACCELERATION, "0")
        return SDL_CreateRenderer(window, driverIndex("software"), SDL_RENDERER_SOFTWARE.rawValue)
    }

    private static func driverRenderer(_ window: OpaquePointer, named name: String) -> OpaquePointer? {
        let index = driverIndex(name)
        guard index >= 0 else { return nil }
        return SDL_CreateRenderer(window, index, SDL_RENDERER_ACCELERATED.rawValue | SDL_RENDERER_PRESENTVSYNC.rawValue)
    }

    /// The index of SDL's render driver `name` ("software", "opengl"…), or −1 when SDL has none by it.
    static func driverIndex(_ name: String) -> Int32 {
        for index in 0..<SDL_GetNumRenderDrivers() {
            var info = SDL_RendererInfo()
            if SDL_GetRenderDriverInfo(index, &info) == 0, let driver = info.name, String(cString: driver) == name { return index }
        }
        return -1
    }

    /// The current OpenGL context's renderer string ("llvmpipe (LLVM 15.0.6, 256 bits)"), if any.
    private static func glRendererName() -> String? {
        typealias GetString = @convention(c) (UInt32) -> UnsafePointer<UInt8>?
        guard let address = SDL_GL_GetProcAddress("glGetString") else { return nil }
        let getString = unsafeBitCast(address, to: GetString.self)
        guard let name = getString(0x1F01) else { return nil }  // GL_RENDERER
        return String(cString: name)
    }

    deinit {
        renderer.releaseTextures()
        SDL_DestroyRenderer(sdlRenderer)
        SDL_DestroyWindow(window)
    }

    public var title: String {
        get { String(cString: SDL_GetWindowTitle(window)) }
        set { SDL_SetWindowTitle(window, newValue) }
    }

    /// The drawable size in pixels.
    public var pixelSize: CGSize {
        var width: Int32 = 0, height: Int32 = 0
        SDL_GetRendererOutputSize(sdlRenderer, &width, &height)
        return CGSize(width: Int(width), height: Int(height))
    }

    public func present(_ composition: Composition) {
        renderer.draw(composition)
        SDL_RenderPresent(sdlRenderer)
    }

    /// Shows what was drawn (waits for the refresh when vsync blocks). With `damage`, the software
    /// window puts only those rectangles on screen; other renderers present the whole frame.
    public func presentDrawn(damage: [CGRect]? = nil) {
        guard updatesRectangles, let damage else {
            SDL_RenderPresent(sdlRenderer)
            return
        }
        SDL_RenderFlush(sdlRenderer)
        // Only what lies on the window's surface: SDL's X11 backend turns a rectangle wholly past the
        // right or bottom edge (the window just shrank) into a negative width, and the X server's
        // BadValue for it ends the program.
        guard let surface = SDL_GetWindowSurface(window) else { return }
        var rects = Self.visibleRects(damage, width: Int(surface.pointee.w), height: Int(surface.pointee.h))
        guard !rects.isEmpty else { return }
        SDL_UpdateWindowSurfaceRects(window, &rects, Int32(rects.count))
    }

    /// The parts of `damage` on a `width` × `height` surface, in whole pixels; none empty.
    static func visibleRects(_ damage: [CGRect], width: Int, height: Int) -> [SDL_Rect] {
        let bounds = CGRect(x: 0, y: 0, width: width, height: height)
        return damage.compactMap { box -> SDL_Rect? in
            let visible = box.intersection(bounds)
            guard !visible.isNull, visible.width > 0, visible.height > 0 else { return nil }
            let rect = DisplayListRenderer.pixelRect(visible)
            return rect.w > 0 && rect.h > 0 ? rect : nil
        }
    }

    /// Presents a few empty frames: if they come back in well under a refresh, present does not block.
    private func measureVsync() -> Bool {
        var intervals: [Double] = []
        var last = SDLSystem.seconds()
        for _ in 0..<8 {
            SDL_SetRenderDrawColor(sdlRenderer, 0, 0, 0, 255)
            SDL_RenderClear(sdlRenderer)
            SDL_RenderPresent(sdlRenderer)
            let now = SDLSystem.seconds()
            intervals.append(now - last)
            last = now
        }
        let sorted = intervals.dropFirst(2).sorted()
        return sorted[sorted.count / 2] > 0.010
    }
}
