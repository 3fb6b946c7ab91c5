import Foundation
import KinemaSDL
import KinemaShell
import KinemaTweaks
import KinemaUI

/// `kinema capture`: frames to PNG with no display, on a fixed-step clock.
@MainActor
enum CaptureCommand {
    static func run(_ options: CaptureOptions, catalog: SceneCatalog) -> Int32 {
        Output.exitStatus {
            let setup = options.setup
            let mode: SDLSystem.Mode = setup.offscreenDriver == nil ? .headless : .windowed
            let prepared = try PreparedScene(setup, catalog: catalog, input: options.input, mode: mode) {
                if options.video != nil || options.gif != nil, VideoExport.ffmpeg() == nil { throw Output.failure(VideoExport.missing) }
                if let problem = setup.offscreenDriverProblem() { throw Output.failure(problem) }
            }
            let (events, system, fonts, shell) = (prepared.events, prepared.system, prepared.fonts, prepared.shell)
            do {
                try FileManager.default.createDirectory(atPath: options.out, withIntermediateDirectories: true)
            } catch {
                throw Output.failure("cannot create the output directory '\(options.out)': \(error.localizedDescription)")
            }
            let writer = try FrameWriter(options: options, system: system, fonts: fonts, deviceSize: shell.layout.deviceSize)
            let stems = CaptureOptions.frameStems(for: options.times) ?? options.times.map { String(format: "frame-%.9f", $0) }
            try capture(stems: stems, shell: shell, events: events, options: options, writer: writer)
            let written = stems.map { (options.out as NSString).appendingPathComponent($0) + ".png" }
            let note = try sheetAndVideos(of: written, options: options)
            StandardStreams.print("kinema: wrote \(written.count) frame\(written.count == 1 ? "" : "s") of '\(setup.scene)' to \(options.out)\(note)")
            return 0
        }
    }

    /// Writes the frame of each of `options.times` under its stem. One run along the frame grid of
    /// `--fps` (60 Hz unless given) gives every time that falls on it. A time between two grid frames gets a run of its own
    /// afterwards, so that no picture depends on which other times were asked for (a shorter frame
    /// would shift the frames after it, and with them event delivery and completions).
    private static func capture(
        stems: [String], shell: Shell, events: [InputRecording.TimedEvent], options: CaptureOptions, writer: FrameWriter
    ) throws {
        var run = ScriptedRun(shell: prepared(shell, options), recording: events, step: 1 / options.fps)
        var betweenFrames: [(time: Double, name: String)] = []
        for (time, name) in zip(options.times, stems) {
            if let composition = run.advanceOnGrid(to: time) {
                try writer.write(composition, as: name, constraints: constraintDump(of: run.shell, options))
            } else {
                betweenFrames.append((time, name))
            }
        }
        let setup = options.setup
        for (time, name) in betweenFrames {
            let fresh = try Output.makeShell(
                scene: setup.scene, catalog: shell.catalog, size: setup.size, preset: setup.preset, sets: setup.sets, quiet: true, showsPanel: setup.showsPanel,
                program: setup.program, environment: shell.environment)
            var own = ScriptedRun(shell: prepared(fresh, options), recording: events, step: 1 / options.fps)
            let composition = own.advance(to: time)
            try writer.write(composition, as: name, constraints: constraintDump(of: own.shell, options))
        }
    }

    /// The views' constraints as text, for `--dump` with `--constraints`.
    private static func constraintDump(of shell: Shell, _ options: CaptureOptions) -> String? {
        options.dump && options.constraints ? shell.window.constraintDump() : nil
    }

    /// A shell as capture runs it: the timeline's checkpoints made as in the window, by frames only
    /// (the pictures do not depend on the machine's speed), presets written only when asked, the onion
    /// skin as `--onion` says.
    private static func prepared(_ shell: Shell, _ options: CaptureOptions) -> Shell {
        shell.scrubber.budget = Scrubber.framesOnlyBudget
        shell.refreshRate = options.fps
        shell.tuning.writesPresets = options.writesPresets
        shell.overlays.showsConstraints = options.constraints
        if let onion = options.onion {
            shell.overlays.onionSkin.setCount(onion)
            shell.overlays.onionSkin.isOn = true
        }
        return shell
    }

    /// The contact sheet and the videos asked for, from the frames `written`; what the summary line adds.
    private static func sheetAndVideos(of written: [String], options: CaptureOptions) throws -> String {
        var note = ""
        if options.contactSheet, written.count > 1 {
            let sheet = (options.out as NSString).appendingPathComponent("contact-sheet.png")
            let shown = try OffscreenCanvas.contactSheet(
                of: written, columns: min(6, written.count), tileWidth: options.deviceOnly ? 195 : 400, to: sheet)
            if shown < written.count { note = "; contact-sheet.png shows \(shown) of them, evenly spaced" }
        }
        var encoded: [String] = []
        for (path, isGIF) in [(options.video, false), (options.gif, true)] {
            guard let path else { continue }
            try VideoExport.encode(frames: written, times: options.times, to: path, gif: isGIF, in: options.out)
            encoded.append(path)
        }
        if !encoded.isEmpty { note += "; encoded " + encoded.joined(separator: " and ") }
        return note
    }
}
