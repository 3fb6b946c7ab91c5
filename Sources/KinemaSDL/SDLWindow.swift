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

/// Holds frames to 60 Hz when presenting does not: sleeps until shortly before each deadline, then spins
/// on the high-resolution counter for the rest, so intervals land within a fraction of a millisecond.
public struct FramePacer {
    public static let period = 1.0 / 60
    public let usesVsync: Bool
    private var deadline: Double

    public init(usesVsync: Bool) {
        self.usesVsync = usesVsync
        deadline = SDLSystem.seconds() + Self.period
    }

    /// Waits for the next frame's start (returns at once when vsync already paced us).
    public mutating func wait() {
        guard !usesVsync else { return }
        var now = SDLSystem.seconds()
        let remaining = deadline - now
        // Sleep most of the wait (the kernel wakes us within ~0.1 ms), spin the last half millisecond.
        if remaining > 0.0015 { SDL_Delay(UInt32((remaining - 0.0005) * 1000)) }
        now = SDLSystem.seconds()
        while now < deadline { now = SDLSystem.seconds() }
        deadline = Self.deadline(after: deadline, now: now)
    }

    /// The frame after the one due at `deadline`, when it is `now`: a fixed cadence of `period`, but after
    /// a stall (the next deadline already past) a fresh start from now instead of racing to catch up.
    static func deadline(after deadline: Double, now: Double) -> Double {
        let next = deadline + period
        return next < now ? now + period : next
    }
}

/// Runs a window until its frame function returns nil or the window is closed.
public enum WindowLoop {
    /// Frame timings gathered while running.
    public struct Timings {
        /// Seconds between frame starts.
        public var intervals: [Double] = []
        /// Seconds of work per frame (input, animation, layout, issuing the drawing), excluding presenting
        /// and waiting for the next frame.
        public var work: [Double] = []

        public init() {}
    }

    /// - Parameters:
    ///   - frame: given the window's input (pixels) and the seconds since the last frame, returns what to
    ///     draw, or nil to stop.
    ///   - limit: stop after this many seconds (benchmarks), or run until quit.
    ///   - collectsTimings: keep every frame's timings (benchmarks); an interactive window keeps none, so a
    ///     long session does not grow.
    public static func run(
        _ window: SDLWindow, limit: Double? = nil, collectsTimings: Bool = false, title: () -> String,
        frame: (WindowInput, Double) -> Composition?
    ) -> Timings {
        var timings = Timings()
        var pacer = FramePacer(usesVsync: window.vsyncBlocks)
        var shownTitle = window.title
        let start = SDLSystem.seconds()
        var last = start
        var frameIndex = 0
        while true {
            let now = SDLSystem.seconds()
            // The first frame is at time zero, as in capture.
            let delta = frameIndex == 0 ? 0 : now - last
            last = now
            if let limit, now - start >= limit { break }
            let input = EventTranslator.poll()
            if input.quit { break }
            guard let composition = frame(input, delta) else { break }
            let wanted = title()
            if wanted != shownTitle {
                window.title = wanted
                shownTitle = wanted
            }
            window.renderer.draw(composition)
            if collectsTimings { timings.work.append(SDLSystem.seconds() - now) }
            window.presentDrawn()
            if collectsTimings && delta > 0 { timings.intervals.append(delta) }
            frameIndex += 1
            pacer.wait()
        }
        return timings
    }
}
