import Foundation
import KinemaUI

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
