import CSDL2
import Foundation
import KinemaGraphics

/// SDL, SDL_ttf and SDL_image, initialised once and shut down in order.
///
/// Everything that holds SDL resources (fonts, textures, windows) must be released before the system is:
/// owners keep a strong reference to the system, so it outlives them (release builds crashed at exit when
/// fonts outlived `TTF_Quit`).
public final class SDLSystem {
    public enum Mode {
        /// A real window: needs a display.
        case windowed
        /// Software rendering into memory: needs nothing.
        case headless
    }

    public let mode: Mode

    /// Puts `text` on the system clipboard (needs a window's video subsystem). False when SDL refused,
    /// with the reason on stderr.
    @discardableResult
    public static func setClipboardText(_ text: String) -> Bool {
        guard SDL_SetClipboardText(text) == 0 else {
            StandardError.writeLine("kinema: could not copy to the clipboard: \(String(cString: SDL_GetError()))")
            return false
        }
        return true
    }

    /// Why a window cannot be shown here, or nil when a display is available.
    public static func displayProblem(environment: [String: String] = ProcessInfo.processInfo.environment) -> String? {
        let display = environment["DISPLAY"] ?? ""
        let wayland = environment["WAYLAND_DISPLAY"] ?? ""
        guard display.isEmpty && wayland.isEmpty else { return nil }
        return "no display: neither DISPLAY nor WAYLAND_DISPLAY is set. Run the window under a virtual display "
            + "(xvfb-run -a kinema …), or render without one (kinema capture --scene NAME --at 0.5 --out DIR)."
    }

    /// The part of the screen a window may take (without panels and docks) on the display that holds
    /// `point` (the first display when none does, or no point is given), in screen pixels; nil when SDL
    /// cannot say.
    public func usableDisplayBounds(containing point: CGPoint?) -> CGRect? {
        let count = SDL_GetNumVideoDisplays()
        guard count > 0 else { return nil }
        var index: Int32 = 0
        if let point {
            for display in 0..<count {
                var bounds = SDL_Rect()
                if SDL_GetDisplayBounds(display, &bounds) == 0,
                    CGRect(x: Int(bounds.x), y: Int(bounds.y), width: Int(bounds.w), height: Int(bounds.h)).contains(point) {
                    index = display
                    break
                }
            }
        }
        var usable = SDL_Rect()
        guard SDL_GetDisplayUsableBounds(index, &usable) == 0, usable.w > 0, usable.h > 0 else { return nil }
        return CGRect(x: Int(usable.x), y: Int(usable.y), width: Int(usable.w), height: Int(usable.h))
    }

    /// The pixel size of an image file of any format SDL_image reads, or nil (install it as
    /// `UIImage.sizeReader` so `UIImage(named:)` knows more than PNGs).
    public static func imagePixelSize(atPath path: String) -> CGSize? {
        ImageCache.pixelSize(of: path)
    }

    /// Decodes image files ahead of their drawing, for every renderer made on this system (hand
    /// `imageDecoder.request` to the scene as `SceneEnvironment.prepareImage`).
    public let imageDecoder = ImageDecoder()

    public init(mode: Mode) throws {
        self.mode = mode
        switch mode {
        case .windowed:
            if let problem = Self.displayProblem() { throw SDLError(problem) }
            // With no usable display SDL silently falls back to an invisible offscreen driver. A display
            // that is there but did not answer (a busy X server refusing a connection for a moment) gets
            // four more tries over a second before that is reported.
            var driver = ""
            for attempt in 0..<5 {
                if attempt > 0 { usleep(250_000) }
                guard SDL_Init(SDL_INIT_VIDEO) == 0 else { throw SDLError.last("SDL could not start its video subsystem") }
                driver = SDL_GetCurrentVideoDriver().map { String(cString: $0) } ?? ""
                guard driver == "offscreen" || driver == "dummy" else { break }
                SDL_Quit()
            }
            if driver == "offscreen" || driver == "dummy" {
                throw SDLError("no usable display (SDL chose the '\(driver)' video driver). Run under xvfb-run, or use kinema capture.")
            }
        case .headless:
            guard SDL_Init(0) == 0 else { throw SDLError.last("SDL could not start") }
        }
        guard TTF_Init() == 0 else {
            SDL_Quit()
            throw SDLError.last("SDL_ttf could not start (install libsdl2-ttf-dev: scripts/bootstrap)")
        }
        let wanted = Int32(IMG_INIT_PNG.rawValue)
        guard IMG_Init(wanted) & wanted == wanted else {
            TTF_Quit()
            SDL_Quit()
            throw SDLError.last("SDL_image could not load PNG support (install libsdl2-image-dev: scripts/bootstrap)")
        }
    }

    deinit {
        IMG_Quit()
        TTF_Quit()
        SDL_Quit()
    }

    /// Seconds on SDL's high-resolution counter (for frame timing only; animations use the FrameClock).
    public static func seconds() -> Double {
        Double(SDL_GetPerformanceCounter()) / Double(SDL_GetPerformanceFrequency())
    }
}
