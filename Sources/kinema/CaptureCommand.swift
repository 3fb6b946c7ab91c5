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
            try Output.checkSettings(scene: setup.scene, sets: setup.sets)
            let system = try SDLSystem(mode: .headless)
            let (fonts, shell) = try Output.prepare(setup, system: system)
            do {
                try FileManager.default.createDirectory(atPath: options.out, withIntermediateDirectories: true)
            } catch {
                throw Output.failure("cannot create the output directory '\(options.out)': \(error.localizedDescription)")
            }
            // --device: the device viewport alone, one pixel per point, without the inspector.
            let size = options.deviceOnly ? shell.layout.deviceSize : setup.size
            let canvas = try OffscreenCanvas(system: system, fonts: fonts, width: Int(size.width), height: Int(size.height))
            var run = ScriptedRun(shell: shell, recording: events)
            var written: [String] = []
            let stems = CaptureOptions.frameStems(for: options.times) ?? options.times.map { String(format: "frame-%.9f", $0) }
            for (time, name) in zip(options.times, stems) {
                var composition = run.advance(to: time)
                if options.deviceOnly, let viewport = composition.layers.first {
                    composition = Composition(size: size, background: composition.background, layers: [
                        Composition.Layer(list: viewport.list, frame: CGRect(origin: .zero, size: size)),
                    ])
                }
                canvas.draw(composition)
                let stem = (options.out as NSString).appendingPathComponent(name)
                try canvas.savePNG(to: stem + ".png")
                written.append(stem + ".png")
                if options.dump, let viewport = composition.layers.first {
                    try viewport.list.dump.write(toFile: stem + ".txt", atomically: true, encoding: .utf8)
                }
            }
            if options.contactSheet, written.count > 1 {
                let sheet = (options.out as NSString).appendingPathComponent("contact-sheet.png")
                try OffscreenCanvas.contactSheet(
                    of: written, columns: min(6, written.count), tileWidth: options.deviceOnly ? 195 : 400, to: sheet)
            }
            print("kinema: wrote \(written.count) frame\(written.count == 1 ? "" : "s") of '\(setup.scene)' to \(options.out)")
            return 0
        }
    }
}
