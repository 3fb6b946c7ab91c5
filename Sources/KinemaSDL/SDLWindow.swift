import CSDL2
import Foundation
import KinemaUI

/// A resizable window with an accelerated renderer (software as a fallback) drawing Compositions.
public final class SDLWindow {
    public let renderer: DisplayListRenderer
    /// Whether presenting waits for the display's refresh (measured, not assumed): under Xvfb the OpenGL
    /// renderer's vsync blocks, the software renderer's never does.
    public private(set) var vsyncBlocks = false
    private let system: SDLSystem
    private let window: OpaquePointer
    private let sdlRenderer: OpaquePointer

    public init(system: SDLSystem, fonts: FontLibrary, title: String, size: CGSize) throws {
        self.system = system
        guard let window = SDL_CreateWindow(
            title, Int32(SDL_WINDOWPOS_CENTERED_MASK), Int32(SDL_WINDOWPOS_CENTERED_MASK), Int32(size.width), Int32(size.height),
            SDL_WINDOW_SHOWN.rawValue | SDL_WINDOW_RESIZABLE.rawValue)
        else { throw SDLError.last("could not open a window") }
        let flags = SDL_RENDERER_ACCELERATED.rawValue | SDL_RENDERER_PRESENTVSYNC.rawValue
        guard let sdlRenderer = SDL_CreateRenderer(window, -1, flags) ?? SDL_CreateRenderer(window, -1, SDL_RENDERER_SOFTWARE.rawValue) else {
            SDL_DestroyWindow(window)
            throw SDLError.last("could not create a renderer")
        }
        self.window = window
        self.sdlRenderer = sdlRenderer
        renderer = DisplayListRenderer(renderer: sdlRenderer, fonts: fonts)
        vsyncBlocks = measureVsync()
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

    /// Shows what was drawn (waits for the refresh when vsync blocks).
    public func presentDrawn() {
        SDL_RenderPresent(sdlRenderer)
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
