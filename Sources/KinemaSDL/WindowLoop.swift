import Foundation
import KinemaRaster
import KinemaGraphics

/// Runs a window until its frame function returns nil or the window is closed.
public enum WindowLoop {
    /// Frame timings gathered while running.
    public struct Timings {
        /// Seconds between frame starts.
        public var intervals: [Double] = []
        /// Seconds of work per frame (input, animation, layout, issuing the drawing), excluding presenting
        /// and waiting for the next frame.
        public var work: [Double] = []
        /// The measured window (after the warm-up frames): wall and CPU seconds at its start and end.
        public var measured: (start: Clocks, end: Clocks)?
        /// Frames put on screen in the measured window.
        public var presented = 0
        /// Seconds from the process's start to the first frame on screen.
        public var launch: Double?
        /// Times the loop slept until input or the next change, and the seconds it slept (in the
        /// measured window), instead of waking for frames that would show nothing new.
        public var quietWaits = 0
        public var quietSeconds = 0.0
        /// Seconds each paced sleep woke past its deadline (in the measured window): how much of a
        /// late interval the system's wake-up took, rather than the frame's work.
        public var wakeLateness: [Double] = []

        public init() {}

        /// Keeps a paced sleep's lateness (`FramePacer.wait`'s result) once the warm-up is over.
        public mutating func record(wakeLateness lateness: Double?, frame: Int, warmupFrames: Int) {
            if let lateness, frame > warmupFrames { wakeLateness.append(lateness) }
        }
    }

    /// Wall-clock and process CPU seconds at one moment.
    public struct Clocks: Sendable {
        public var wall: Double
        public var cpu: Double

        public static func now() -> Clocks { Clocks(wall: SDLSystem.seconds(), cpu: processCPUSeconds()) }
    }

    /// Seconds since the process started (Linux: its start time in /proc against the system's uptime, to
    /// a clock tick), or nil where that cannot be read.
    public static func secondsSinceProcessStart() -> Double? {
        guard let stat = try? String(contentsOfFile: "/proc/self/stat", encoding: .utf8),
            let uptime = try? String(contentsOfFile: "/proc/uptime", encoding: .utf8),
            let close = stat.lastIndex(of: ")")
        else { return nil }
        // Fields after the command name; the start time is field 22 of the whole line.
        let fields = stat[stat.index(after: close)...].split(separator: " ")
        guard fields.count > 19, let ticks = Double(fields[19]), let now = Double(uptime.split(separator: " ").first ?? "") else { return nil }
        let hertz = Double(sysconf(Int32(_SC_CLK_TCK)))
        return hertz > 0 ? now - ticks / hertz : nil
    }

    /// The process's user + system CPU seconds so far.
    public static func processCPUSeconds() -> Double {
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        func seconds(_ t: timeval) -> Double { Double(t.tv_sec) + Double(t.tv_usec) / 1e6 }
        return seconds(usage.ru_utime) + seconds(usage.ru_stime)
    }

    /// Marks the measured window of a benchmark: `BENCH_START` on standard error when it begins and
    /// `BENCH_END frames=F` when it ends, so an outside tool can measure the same stretch.
    public struct MeasuredWindow {
        let warmupFrames: Int
        private var start: Clocks?

        public init(warmupFrames: Int) {
            self.warmupFrames = warmupFrames
        }

        /// Call before frame `index` (0-based) starts.
        public mutating func frameWillStart(_ index: Int) {
            guard index == warmupFrames, start == nil else { return }
            StandardError.writeLine("BENCH_START")
            start = .now()
        }

        /// Ends the window after `frames` measured frames.
        public func finish(frames: Int) -> (start: Clocks, end: Clocks)? {
            guard let start else { return nil }
            let end = Clocks.now()
            StandardError.writeLine("BENCH_END frames=\(frames)")
            return (start, end)
        }
    }

    /// - Parameters:
    ///   - frame: given the window's input (pixels) and the seconds since the last frame, returns what to
    ///     draw, or nil to stop.
    ///   - limit: stop after this many seconds (benchmarks), or run until quit.
    ///   - collectsTimings: keep every frame's timings (benchmarks); an interactive window keeps none, so a
    ///     long session does not grow.
    ///   - quiet: after a frame that showed nothing new, the seconds during which nothing will change but
    ///     by input (`Shell.quietSeconds`), or nil: the loop then sleeps until input comes or a frame
    ///     before the change is due, instead of waking 60 times a second for frames that would show
    ///     nothing. A frame after such a sleep says so (`WindowInput.followsQuietWait`), and its interval
    ///     is not counted.
    public static func run(
        _ window: SDLWindow, limit: Double? = nil, collectsTimings: Bool = false, warmupFrames: Int = 0,
        title: () -> String, quiet: () -> Double? = { nil }, frame: (WindowInput, Double) -> Composition?
    ) -> Timings {
        var timings = Timings()
        var measuredWindow = MeasuredWindow(warmupFrames: warmupFrames)
        var pacer = FramePacer(usesVsync: window.vsyncBlocks, period: 1 / window.refreshRate)
        var damageTracker = DamageTracker()
        var shownTitle = window.title
        let start = SDLSystem.seconds()
        var last = start
        var frameIndex = 0
        var followsQuietWait = false
        while true {
            let now = SDLSystem.seconds()
            // The first frame is at time zero, as in capture.
            let delta = frameIndex == 0 ? 0 : now - last
            last = now
            if let limit, now - start >= limit { break }
            if collectsTimings { measuredWindow.frameWillStart(frameIndex) }
            var input = EventTranslator.poll()
            input.followsQuietWait = followsQuietWait
            if input.quit { break }
            if input.displayMayHaveChanged, window.displayMayHaveChanged() {
                pacer = FramePacer(usesVsync: window.vsyncBlocks, period: 1 / window.refreshRate)
            }
            input.refreshRate = window.refreshRate
            if input.needsFullRedraw {
                damageTracker.reset()
                window.renderer.windowDidResize()
            }
            guard let composition = frame(input, delta) else { break }
            let wanted = title()
            if wanted != shownTitle {
                window.title = wanted
                shownTitle = wanted
            }
            // Only what changed is drawn; a frame identical to the last is neither drawn nor presented.
            let changes = damageTracker.changes(for: composition, allowingShifts: window.updatesRectangles)
            let changed = changes.damage.map { !$0.isEmpty } ?? true
            if changed { window.renderer.draw(composition, damage: window.updatesRectangles ? changes.damage : nil, shift: changes.shift) }
            if collectsTimings { timings.work.append(SDLSystem.seconds() - now) }
            if changed {
                window.presentDrawn(damage: changes.presented)
                if timings.launch == nil { timings.launch = Self.secondsSinceProcessStart() }
                if collectsTimings && frameIndex >= warmupFrames { timings.presented += 1 }
            }
            if collectsTimings && delta > 0 && !followsQuietWait { timings.intervals.append(delta) }
            frameIndex += 1
            followsQuietWait = false
            let lateness: Double?
            if !changed, let seconds = quiet(), seconds >= Double(Self.shortestQuietWaitFrames) * pacer.period {
                // Wake a frame before the change is due, and at least every `longestQuietWait`.
                var wait = min(seconds - pacer.period, Self.longestQuietWait)
                if let limit { wait = min(wait, limit - (SDLSystem.seconds() - start)) }
                let asleep = SDLSystem.seconds()
                EventTranslator.waitForEvent(seconds: wait)
                if collectsTimings && frameIndex > warmupFrames {
                    timings.quietWaits += 1
                    timings.quietSeconds += SDLSystem.seconds() - asleep
                }
                followsQuietWait = true
                // Woken early by an event that may change nothing (the pointer passing over): the next
                // frame still comes no sooner than a period after the last, so input cannot drive the
                // loop faster than the refresh rate.
                pacer.restart(from: asleep)
                lateness = pacer.wait(presented: false)
            } else {
                lateness = pacer.wait(presented: changed)
            }
            if collectsTimings { timings.record(wakeLateness: lateness, frame: frameIndex, warmupFrames: warmupFrames) }
        }
        if collectsTimings { timings.measured = measuredWindow.finish(frames: max(0, frameIndex - warmupFrames)) }
        return timings
    }

    /// The loop sleeps only when nothing changes for at least three frames (periods), and wakes at least
    /// every quarter second whatever it was told (a safety net: a sleep is never longer than that).
    static let shortestQuietWaitFrames = 3
    static let longestQuietWait = 0.25
}
