import Foundation
import KinemaScenes
import KinemaSDL
import KinemaUI

/// `kinema [--scene NAME] …`: the interactive window.
@MainActor
enum WindowCommand {
    static func run(_ options: WindowOptions) -> Int32 {
        let sets = options.sets.map { "\($0.key)=\($0.value)" }
        do {
            try Output.checkSettings(scene: options.scene, sets: sets)
            if let problem = SDLSystem.displayProblem() {
                Output.error(problem)
                return 1
            }
            let system = try SDLSystem(mode: .windowed)
            let fonts = try Output.loadFonts(system: system, path: options.font)
            Output.useFontMetrics(fonts)
            let shell = try Output.makeShell(scene: options.scene, size: options.size, sets: sets)
            var recording: FileHandle?
            if let path = options.record {
                guard FileManager.default.createFile(atPath: path, contents: nil), let handle = FileHandle(forWritingAtPath: path) else {
                    Output.error("cannot write the recording to '\(path)'")
                    return 1
                }
                recording = handle
                shell.recorder = { line in handle.write(Data((line + "\n").utf8)) }
            }
            let window = try SDLWindow(system: system, fonts: fonts, title: shell.title, size: options.size)
            _ = WindowLoop.run(window, title: { shell.title }) { input, delta in
                let composition = shell.frame(windowEvents: input.events, realDelta: delta)
                return shell.quitRequested ? nil : composition
            }
            try? recording?.close()
            return 0
        } catch let exit as Exit {
            return exit.status
        } catch {
            Output.error("\(error)")
            return 1
        }
    }
}
