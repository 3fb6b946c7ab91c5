import Foundation
import KinemaScenes
import KinemaSDL
import KinemaUI

/// `kinema capture`: frames to PNG with no display, on a fixed-step clock.
@MainActor
enum CaptureCommand {
    static func run(_ options: CaptureOptions) -> Int32 {
        Output.exitStatus {
            let setup = options.setup
            let events = try Output.loadInput(options.input)
            try Output.checkSettings(setup)
            if options.video != nil || options.gif != nil, VideoExport.ffmpeg() == nil {
                throw Output.failure(VideoExport.missing)
            }
            let system = try SDLSystem(mode: .headless)
            let (fonts, shell) = try Output.prepare(setup, system: system)
            do {
                try FileManager.default.createDirectory(atPath: options.out, withIntermediateDirectories: true)
            } catch {
                throw Output.failure("cannot create the output directory '\(options.out)': \(error.localizedDescription)")
            }
            // --device: the device viewport alone, one pixel per point, without the inspector.
            let size = options.deviceOnly ? shell.layout.deviceSize : setup.size
            // --scale: the same frame at that many times the pixels, drawn at that size (crisp, not enlarged).
            let scale = CGFloat(setup.scale ?? 1)
            let pixels = Composition(size: size, background: .white, layers: []).scaled(by: scale).size
            let canvas = try OffscreenCanvas(system: system, fonts: fonts, width: Int(pixels.width), height: Int(pixels.height))
            @MainActor func prepare(_ shell: Shell) -> Shell {
                // The timeline's checkpoints are made as in the window, by frames only: the pictures
                // do not depend on the machine's speed.
                shell.checkpointBudget = Shell.framesOnlyCheckpointBudget
                shell.writesPresets = options.writesPresets
                if let onion = options.onion {
                    shell.onionSkin.setCount(onion)
                    shell.onionSkin.isOn = true
                }
                return shell
            }
            var run = ScriptedRun(shell: prepare(shell), recording: events)
            let stems = CaptureOptions.frameStems(for: options.times) ?? options.times.map { String(format: "frame-%.9f", $0) }
            func write(_ composition: Composition, as name: String) throws {
                var composition = composition
                if options.deviceOnly, let viewport = composition.layers.first {
                    composition = Composition(size: size, background: composition.background, layers: [
                        Composition.Layer(list: viewport.list, frame: CGRect(origin: .zero, size: size)),
                    ])
                }
                canvas.draw(composition.scaled(by: scale))
                let stem = (options.out as NSString).appendingPathComponent(name)
                try canvas.savePNG(to: stem + ".png")
                if options.dump, let viewport = composition.layers.first {
                    try viewport.list.dump.write(toFile: stem + ".txt", atomically: true, encoding: .utf8)
                    // The inspector's too (status line, spring forms…), for tests and outside tools.
                    if composition.layers.count > 1 {
                        try composition.layers[1].list.dump.write(toFile: stem + ".panel.txt", atomically: true, encoding: .utf8)
                    }
                }
            }
            // One run along the 60-Hz frame grid gives every time that falls on it. A time between two
            // grid frames gets a run of its own afterwards, so that no picture depends on which other
            // times were asked for (a shorter frame would shift the frames after it, and with them event
            // delivery and completions).
            var betweenFrames: [(time: Double, name: String)] = []
            for (time, name) in zip(options.times, stems) {
                if let composition = run.advanceOnGrid(to: time) {
                    try write(composition, as: name)
                } else {
                    betweenFrames.append((time, name))
                }
            }
            for (time, name) in betweenFrames {
                var own = ScriptedRun(shell: prepare(try Output.makeShell(
                    scene: setup.scene, size: setup.size, preset: setup.preset, sets: setup.sets, quiet: true, showsPanel: setup.showsPanel,
                    environment: shell.environment)),
                    recording: events)
                try write(own.advance(to: time), as: name)
            }
            let written = stems.map { (options.out as NSString).appendingPathComponent($0) + ".png" }
            var sheetNote = ""
            if options.contactSheet, written.count > 1 {
                let sheet = (options.out as NSString).appendingPathComponent("contact-sheet.png")
                let shown = try OffscreenCanvas.contactSheet(
                    of: written, columns: min(6, written.count), tileWidth: options.deviceOnly ? 195 : 400, to: sheet)
                if shown < written.count { sheetNote = "; contact-sheet.png shows \(shown) of them, evenly spaced" }
            }
            var encoded: [String] = []
            for (path, isGIF) in [(options.video, false), (options.gif, true)] {
                guard let path else { continue }
                try VideoExport.encode(frames: written, times: options.times, to: path, gif: isGIF, in: options.out)
                encoded.append(path)
            }
            if !encoded.isEmpty { sheetNote += "; encoded " + encoded.joined(separator: " and ") }
            StandardStreams.print("kinema: wrote \(written.count) frame\(written.count == 1 ? "" : "s") of '\(setup.scene)' to \(options.out)\(sheetNote)")
            return 0
        }
    }
}
