import Foundation
import KinemaScenes
import KinemaSDL
import KinemaUI

/// `kinema [--scene NAME] …`: the interactive window.
@MainActor
enum WindowCommand {
    static func run(_ options: WindowOptions) -> Int32 {
        Output.exitStatus {
            let setup = options.setup
            try Output.checkSettings(scene: setup.scene, preset: setup.preset, sets: setup.sets)
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
            let window = try SDLWindow(system: system, fonts: fonts, title: shell.title, size: setup.size, renderer: setup.renderer)
            _ = WindowLoop.run(window, title: { shell.title }) { input, delta in
                let composition = shell.frame(windowEvents: input.events, realDelta: delta)
                return shell.quitRequested ? nil : composition
            }
            recording?.close()
            return 0
        }
    }
}
