import Foundation
import KinemaScenes
import KinemaSDL
import KinemaUI

// kinema: the visualiser's entry point — argument parsing and wiring only.

let command: Command
do {
    command = try CommandParser.parse(Array(CommandLine.arguments.dropFirst()), scenes: SceneCatalog.names)
} catch {
    exit(Output.usageError(error.message).status)
}

// UIImage(named:) reads PNG sizes itself; SDL_image tells it the size of other formats.
UIImage.sizeReader = { SDLSystem.imagePixelSize(atPath: $0.path) }

switch command {
case .help:
    print(usage)
case .version:
    print("kinema \(Output.version)")
case .scenes:
    Output.listScenes()
case .window(let options):
    exit(WindowCommand.run(options))
case .capture(let options):
    exit(CaptureCommand.run(options))
case .bench(let options):
    exit(BenchCommand.run(options))
}
