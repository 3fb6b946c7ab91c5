import Foundation
import KinemaScenes
import KinemaSDL
import KinemaUI

/// `kinema [--scene NAME] …`: the interactive window.
@MainActor
enum WindowCommand {
    static func run(_ options: WindowOptions) -> Int32 {
        Output.exitStatus {
            var setup = options.setup
            // The window opens where and as big as it was last time (`--size` wins over the size).
            let remembered = WindowPlacement.load()
            if !setup.sizeIsGiven, let remembered { setup.size = remembered.size }
            try Output.checkSettings(setup)
            if let problem = SDLSystem.displayProblem() { throw Output.failure(problem) }
            let system = try SDLSystem(mode: .windowed)
            let (fonts, shell) = try Output.prepare(setup, system: system)
            var recording: RecordingFile?
            if let path = options.record {
                do throws(RecordingError) {
                    recording = try RecordingFile(path: path)
                } catch {
                    throw Output.failure(error.message)
                }
                // A file-size limit reached must fail the write, not kill the process.
                signal(SIGXFSZ, SIG_IGN)
                shell.startRecording(to: recording!)
            }
            shell.clipboard = { SDLSystem.setClipboardText($0) }
            shell.didFreeScenes = { SystemMemory.returnFreedPages() }
            // A HiDPI display: the window has `scale` pixels per point; the shell lays out and hears points.
            let scale = CGFloat(setup.scale ?? DisplayScale.detect())
            func pixels(_ size: CGSize) -> CGSize { CGSize(width: (size.width * scale).rounded(), height: (size.height * scale).rounded()) }
            let window = try SDLWindow(
                system: system, fonts: fonts, title: shell.title, size: pixels(setup.size),
                position: remembered.map { CGPoint(x: $0.x, y: $0.y) },
                minimumSize: pixels(CGSize(width: WindowPlacement.widths.lowerBound, height: WindowPlacement.heights.lowerBound)),
                renderer: setup.renderer)
            _ = WindowLoop.run(window, title: { shell.title }, quiet: { shell.quietSeconds }) { input, delta in
                let composition = shell.frame(
                    windowEvents: input.events.map { $0.unscaled(by: scale) }, realDelta: delta, afterQuietWait: input.followsQuietWait)
                return shell.quitRequested ? nil : composition.scaled(by: scale)
            }
            recording?.close()
            let (shownSize, position) = window.placement
            let placement = WindowPlacement(
                width: Int((shownSize.width / scale).rounded()), height: Int((shownSize.height / scale).rounded()),
                x: Int(position.x), y: Int(position.y))
            if let problem = placement.save() { StandardError.writeLine("kinema: the window's size was not remembered: \(problem)") }
            return 0
        }
    }
}
