import Foundation
import KinemaGraphics
import KinemaSDL
import KinemaShell
import KinemaTweaks
import KinemaUI

/// `kinema bench`: runs a scene for a while and prints one JSON line of frame and CPU figures.
@MainActor
enum BenchCommand {
    static func run(_ options: BenchOptions, catalog: SceneCatalog) -> Int32 {
        Output.exitStatus {
            let software = options.headless && options.setup.offscreenDriver == nil
            let prepared = try PreparedScene(options.setup, catalog: catalog, input: options.input, mode: software ? .headless : .windowed) {
                if !options.headless, let problem = SDLSystem.displayProblem() {
                    throw Output.failure(problem + " For figures without a display: kinema bench --headless.")
                }
                if options.headless, let problem = options.setup.offscreenDriverProblem() { throw Output.failure(problem) }
            }
            let (events, system, fonts, shell) = (prepared.events, prepared.system, prepared.fonts, prepared.shell)
            shell.tuning.writesPresets = options.writesPresets
            shell.refreshRate = options.frameRate
            // Without --input, the scene's own gesture script exercises it.
            let step = 1 / options.frameRate
            var run = options.input == nil
                ? ScriptedRun(shell: shell, events: shell.scene.benchmarkInput(seconds: options.seconds), step: step)
                : ScriptedRun(shell: shell, recording: events, step: step)
            let cpuBefore = cpuSeconds()
            let measured = options.headless
                ? try headless(&run, options: options, system: system, fonts: fonts)
                : try windowed(&run, options: options, system: system, fonts: fonts)
            let timings = measured.timings
            StandardStreams.print(report(
                options: options, timings: timings, cpu: cpuSeconds() - cpuBefore, renderer: measured.rendererName, refreshRate: measured.refreshRate,
                groups: (measured.renderer.groupsComposited, measured.renderer.groupPasses, measured.renderer.groupPassesInPlace)))
            if let problem = nothingMeasured(frames: timings.work.count, seconds: options.seconds) { throw Output.failure(problem) }
            return 0
        }
    }

    /// What a run measured, and with which renderer.
    struct Measured {
        let timings: WindowLoop.Timings
        let rendererName: String
        let renderer: DisplayListRenderer
        /// The rate the frames were paced to (or stepped at).
        let refreshRate: Double
    }

    /// The run drawn offscreen, paced to `--fps` (60 Hz unless given).
    private static func headless(_ run: inout ScriptedRun, options: BenchOptions, system: SDLSystem, fonts: FontLibrary) throws -> Measured {
        // `--scale`: the window's points drawn at that many pixels each, as on a HiDPI display.
        let scale = CGFloat(options.setup.scale ?? 1)
        let size = Composition.pixelSize(of: options.setup.size, scale: scale)
        let canvas = try OffscreenCanvas(
            system: system, fonts: fonts, width: Int(size.width), height: Int(size.height), driver: options.setup.offscreenDriver)
        let total = options.frames.map { $0 + FrameStatistics.warmupFrames }
        let period = 1 / options.frameRate
        let timings = headlessLoop(
            seconds: options.seconds, frames: total, warmupFrames: FrameStatistics.warmupFrames, period: period, fixedStep: options.fixedStep
        ) { delta in
            measuredFrame(&run, canvas: canvas, delta: delta, scale: scale)
        }
        return Measured(timings: timings, rendererName: canvas.renderer.name + " (offscreen)", renderer: canvas.renderer, refreshRate: options.frameRate)
    }

    /// The run in a window, as the visualiser's loop draws it (window input is ignored: the scene plays,
    /// and replays `--input`).
    private static func windowed(_ run: inout ScriptedRun, options: BenchOptions, system: SDLSystem, fonts: FontLibrary) throws -> Measured {
        let setup = options.setup
        let shell = run.shell
        let scale = CGFloat(setup.scale ?? 1)
        let pixels = Composition.pixelSize(of: setup.size, scale: scale)
        let window = try SDLWindow(system: system, fonts: fonts, title: shell.title, size: pixels, renderer: setup.renderer)
        window.refreshOverride = options.refresh
        var framesLeft = options.frames.map { $0 + FrameStatistics.warmupFrames } ?? Int.max
        let limit = options.frames == nil ? options.seconds : nil
        let timings = WindowLoop.run(
            window, limit: limit, collectsTimings: true, warmupFrames: FrameStatistics.warmupFrames, title: { shell.title },
            quiet: { run.quietSeconds }
        ) { input, delta in
            guard framesLeft > 0 else { return nil }
            framesLeft -= 1
            shell.refreshRate = input.refreshRate
            return run.frame(realDelta: delta, afterQuietWait: input.followsQuietWait).scaled(by: scale)
        }
        let name = window.renderer.name + (window.vsyncBlocks ? " (vsync)" : " (paced)")
            + (window.updatesRectangles ? ", damage only" : "") + (setup.renderer == .automatic ? ", auto: \(window.choiceReason)" : "")
        return Measured(timings: timings, rendererName: name, renderer: window.renderer, refreshRate: window.refreshRate)
    }

    /// One headless frame: the shell's frame and its drawing offscreen, only what changed, as the window
    /// draws it — the frame path, as instruction counts take it (`scripts/frame-instructions` counts
    /// inside this function only).
    @inline(never)
    static func measuredFrame(_ run: inout ScriptedRun, canvas: OffscreenCanvas, delta: Double, scale: CGFloat = 1) {
        canvas.drawChanges(run.frame(realDelta: delta).scaled(by: scale))
    }

    /// The window loop's pacing without a window: frames `period` apart drawn offscreen, for `seconds` or
    /// exactly `frames` frames; with `fixedStep`, frames that far apart in scene time, back to back.
    static func headlessLoop(
        seconds: Double, frames: Int?, warmupFrames: Int = 0, period: Double = 1.0 / 60, fixedStep: Bool = false, frame: (Double) -> Void
    ) -> WindowLoop.Timings {
        var timings = WindowLoop.Timings()
        var pacer = FramePacer(usesVsync: false, period: period)
        var measuredWindow = WindowLoop.MeasuredWindow(warmupFrames: warmupFrames)
        let start = SDLSystem.seconds()
        var last = start
        while true {
            let now = SDLSystem.seconds()
            if let frames { if timings.work.count >= frames { break } } else if now - start >= seconds { break }
            measuredWindow.frameWillStart(timings.work.count)
            let delta = fixedStep ? period : now - last
            last = now
            frame(delta)
            timings.work.append(SDLSystem.seconds() - now)
            if delta > 0 { timings.intervals.append(delta) }
            if !fixedStep { timings.record(wakeLateness: pacer.wait(), frame: timings.work.count, warmupFrames: warmupFrames) }
        }
        timings.measured = measuredWindow.finish(frames: max(0, timings.work.count - warmupFrames))
        return timings
    }

    /// Why a run of `frames` frames in all measured nothing — only the warm-up ran (an `--input` too heavy
    /// for the time given) — or nil when it measured some: its zeros would mean nothing.
    static func nothingMeasured(frames: Int, seconds: Double) -> String? {
        guard frames <= FrameStatistics.warmupFrames else { return nil }
        return "bench measured no frame: only \(frames) of the \(FrameStatistics.warmupFrames) warm-up frames ran in "
            + "\(String(format: "%g", seconds)) s; give it more time (--seconds) or a lighter --input"
    }

    /// - Parameter groups: opacity groups composited, the passes they took and how many of those were
    ///   drawn in place (the software path, no offscreen target), over the run. The fields keep their
    ///   first names (`offscreen_…`) for the scripts that read them.
    static func report(
        options: BenchOptions, timings: WindowLoop.Timings, cpu: Double, renderer: String, refreshRate: Double,
        groups: (composited: Int, passes: Int, inPlace: Int)
    ) -> String {
        let intervals = timings.intervals.dropFirst(FrameStatistics.warmupFrames)
        var statistics = FrameStatistics(capacity: max(1, intervals.count), refreshRate: refreshRate)
        intervals.forEach { statistics.record(interval: $0) }
        let work = timings.work.dropFirst(FrameStatistics.warmupFrames).sorted()
        let frames = timings.work.count
        var fields = [
            "\"scene\":\"\(options.setup.scene)\"",
            "\"mode\":\"\(options.headless ? "headless" : "window")\"",
            "\"warmup_frames\":\(min(FrameStatistics.warmupFrames, frames))",
            "\"frames\":\(work.count)",
        ]
        fields += rateFields(work: work, statistics: statistics, headless: options.headless, fixedStep: options.fixedStep)
        // CPU over the measured window (after the warm-up), as a share of one core: the figure that does
        // not depend on how many frames were drawn. Two decimals: the stress list takes about 1 %, where
        // a tenth of a percent is a tenth of the figure.
        var measuredCPU = cpu, measuredFrames = frames
        if let window = timings.measured, window.end.wall > window.start.wall {
            measuredCPU = window.end.cpu - window.start.cpu
            measuredFrames = work.count
            fields.append("\"cpu_percent\":\(String(format: "%.2f", 100 * measuredCPU / (window.end.wall - window.start.wall)))")
            // The measured window's wall time: with the loop asleep while nothing changes, frames ÷ fps
            // is no longer its length.
            fields.append("\"seconds\":\(String(format: "%.3f", window.end.wall - window.start.wall))")
        }
        if !options.headless {
            fields.append("\"presented\":\(timings.presented)")
            fields.append("\"wake_late_ms\":\(percentiles(timings.wakeLateness))")
            // Sleeps through frames that would have shown nothing new (`WindowLoop.run`'s `quiet`).
            fields.append("\"quiet_waits\":\(timings.quietWaits),\"quiet_seconds\":\(String(format: "%.2f", timings.quietSeconds))")
            if let launch = timings.launch { fields.append("\"launch_ms\":\(Int((launch * 1000).rounded()))") }
        }
        fields += [
            "\"cpu_ms_per_frame\":\(measuredFrames > 0 ? ms(measuredCPU / Double(measuredFrames)) : "0")",
            "\"max_rss_mb\":\(String(format: "%.1f", maxResidentMegabytes()))",
            "\"offscreen_groups_per_frame\":\(perFrame(groups.composited, frames)),\"offscreen_passes_per_frame\":\(perFrame(groups.passes, frames))",
            "\"in_place_passes_per_frame\":\(perFrame(groups.inPlace, frames))",
            "\"renderer\":\"\(renderer)\"",
        ]
        return "{" + fields.joined(separator: ",") + "}"
    }

    /// The report's rate fields: for a window, the refresh rate it paced to, its frame rate, intervals,
    /// drops and work; headless frames are paced by a timer (to `--fps`), so their rate and intervals say
    /// nothing — what was measured is the work (sorted), the rate it would allow, and the frames whose
    /// work alone took longer than a period (`late_frames`: they could not be on time at that rate).
    private static func rateFields(work: [Double], statistics: FrameStatistics, headless: Bool, fixedStep: Bool) -> [String] {
        let hertz = String(format: "%g", statistics.refreshRate)
        func workPercentile(_ p: Double) -> Double { percentile(p, ofSorted: work) }
        // The longest frame's work too: a frame that starts thousands of animations (the stress grid's
        // cycle start) is rarer than one in a hundred, so p99 never shows it.
        let workField = "\"work_ms\":{\"p50\":\(ms(workPercentile(50))),\"p99\":\(ms(workPercentile(99))),\"max\":\(ms(work.last ?? 0))}"
        guard !headless else {
            func fps(_ seconds: Double) -> String { String(format: "%.1f", seconds > 0 ? 1 / seconds : 0) }
            return [workField, "\"work_fps\":{\"p50\":\(fps(workPercentile(50))),\"p99\":\(fps(workPercentile(99)))}",
                    fixedStep ? "\"fixed_step\":true,\"step_hz\":\(hertz)" : "\"paced_hz\":\(hertz)",
                    "\"late_frames\":\(work.filter { $0 > statistics.target }.count)"]
        }
        return [
            "\"refresh_hz\":\(hertz)",
            "\"fps\":\(String(format: "%.1f", statistics.framesPerSecond))",
            "\"interval_ms\":{\"p50\":\(ms(statistics.percentile(50))),\"p95\":\(ms(statistics.percentile(95))),\"p99\":\(ms(statistics.percentile(99))),\"max\":\(ms(statistics.maximum))}",
            "\"dropped\":\(statistics.droppedTotal)",
            "\"hitch_ms_per_s\":\(String(format: "%.2f", statistics.hitchMillisecondsPerSecondTotal))",
            workField,
        ]
    }

    static func ms(_ seconds: Double) -> String { String(format: "%.2f", seconds * 1000) }

    /// `{"p50":…,"p99":…,"max":…}` of `seconds`, in milliseconds (zeros when empty).
    static func percentiles(_ seconds: [Double]) -> String {
        let sorted = seconds.sorted()
        return "{\"p50\":\(ms(percentile(50, ofSorted: sorted))),\"p99\":\(ms(percentile(99, ofSorted: sorted))),\"max\":\(ms(sorted.last ?? 0))}"
    }

    /// The nearest-rank `p`th percentile of ascending `sorted` (0 when empty).
    static func percentile(_ p: Double, ofSorted sorted: [Double]) -> Double {
        guard !sorted.isEmpty else { return 0 }
        return sorted[min(sorted.count - 1, max(0, Int((p / 100 * Double(sorted.count)).rounded(.up)) - 1))]
    }

    static func perFrame(_ count: Int, _ frames: Int) -> String {
        String(format: "%.2f", frames > 0 ? Double(count) / Double(frames) : 0)
    }

    static func cpuSeconds() -> Double { WindowLoop.processCPUSeconds() }

    static func maxResidentMegabytes() -> Double {
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        return Double(usage.ru_maxrss) / 1024
    }
}
