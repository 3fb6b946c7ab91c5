import Foundation
// The scene contract and the tweak API come with KinemaApp: a package of your own imports KinemaApp,
// KinemaUI and KinemaCore.
@_exported import KinemaTweaks
import KinemaScenes
import KinemaPort
import KinemaSDL
import KinemaGraphics
import KinemaUI
import KinemaShell
import KinemaTweaks

/// Kinema's command line as a library: `kinema` itself is `KinemaApplication.main()`, and a package of
/// your own opens its own view controller in a Kinema window — with the inspector, HUD, timeline,
/// capture and bench — through `KinemaApplicationMain` (UIKit's `UIApplicationMain`, as far as Kinema
/// goes).
@MainActor
public enum KinemaApplication {
    /// Runs the command line (`kinema --help` lists it) and exits with its status. The window opens
    /// `defaultScene` unless `--scene` says otherwise.
    public static func main(arguments: [String] = CommandLine.arguments, defaultScene: String = "table") -> Never {
        main(arguments: arguments, catalog: .kinema, defaultScene: defaultScene)
    }

    /// The command line over the scenes of `catalog` (Kinema's, and those a package of its own adds).
    static func main(arguments: [String], catalog: SceneCatalog, defaultScene: String) -> Never {
        StandardStreams.prepare()
        let command: Command
        do {
            command = try CommandParser.parse(Array(arguments.dropFirst()), scenes: catalog.names, defaultScene: defaultScene)
                .run(by: programName(arguments.first))
        } catch {
            exit(Output.usageError(error.message).status)
        }
        switch command {
        case .help:
            StandardStreams.print(usage + "\n" + ShellCommands.helpText)
            StandardStreams.exit(0)
        case .version:
            StandardStreams.print("kinema \(Output.version)")
            StandardStreams.exit(0)
        case .scenes:
            Output.listScenes(catalog)
            StandardStreams.exit(0)
        case .window(let options):
            StandardStreams.exit(WindowCommand.run(options, catalog: catalog))
        case .capture(let options):
            StandardStreams.exit(CaptureCommand.run(options, catalog: catalog))
        case .bench(let options):
            StandardStreams.exit(BenchCommand.run(options, catalog: catalog))
        case .watch(let options):
            StandardStreams.exit(WatchCommand.run(options))
        case .code(let options):
            StandardStreams.exit(CodeCommand.run(options, catalog: catalog))
        case .port(let arguments):
            StandardStreams.exit(PortCommand.run(arguments, print: StandardStreams.print, error: { StandardError.writeLine($0) }))
        }
    }
}

/// Opens `rootViewController()` in a Kinema window as the scene `name` (Kinema's scenes stay a Tab away;
/// a `name` of Kinema's own, such as "player", is the app's, and Kinema's scene of that name is left out),
/// and runs Kinema's command line for it: `capture --scene NAME …` and `bench --scene NAME …` work on
/// it too. Its `@Tweak` properties are tuned in the inspector and from `--set`; a tuned tweak plays
/// `replay` (Space too) unless it has `onChange` actions; C copies `code(controller)` when given, else
/// the tweaks as constants. Call it from your executable's `main.swift`; it does not return.
///
///     KinemaApplicationMain(name: "cards", title: "My cards") { CardsViewController() }
///
/// Callable from `main.swift` in either language mode (it runs on the main thread, where a program's
/// top-level code starts; a Swift 5 target's top-level code is not main-actor isolated).
nonisolated public func KinemaApplicationMain(
    arguments: [String] = CommandLine.arguments, name: String, title: String,
    replay: (@MainActor (UIViewController) -> Void)? = nil, code: (@MainActor (UIViewController) -> String)? = nil,
    rootViewController: @escaping @MainActor () -> UIViewController
) -> Never {
    let scene = KinemaApplicationScene(name: name, title: title, replay: replay, code: code, rootViewController: rootViewController)
    KinemaApplicationMain(arguments: arguments, scenes: [scene])
}

/// Several view controllers of your own in one Kinema window, each a scene Tab reaches after Kinema's
/// (the window opens the first). Each is as `KinemaApplicationMain(name:title:…)` describes.
///
///     KinemaApplicationMain(scenes: [
///         KinemaApplicationScene(name: "cards", title: "Cards") { CardsViewController() },
///         KinemaApplicationScene(name: "deck", title: "Deck") { DeckViewController() },
///     ])
nonisolated public func KinemaApplicationMain(arguments: [String] = CommandLine.arguments, scenes: [KinemaApplicationScene]) -> Never {
    MainActor.assumeIsolated {
        KinemaApplication.main(arguments: arguments, catalog: KinemaApplication.catalog(adding: scenes), defaultScene: scenes.first?.name ?? "table")
    }
}

/// A view controller of your own as a scene of a Kinema window: its name (`--scene NAME`), the title the
/// window shows, and what `KinemaApplicationMain(name:title:…)` takes besides.
public struct KinemaApplicationScene: Sendable {
    let name: String
    let title: String
    let replay: (@MainActor (UIViewController) -> Void)?
    let code: (@MainActor (UIViewController) -> String)?
    let rootViewController: @MainActor () -> UIViewController

    public init(
        name: String, title: String, replay: (@MainActor (UIViewController) -> Void)? = nil,
        code: (@MainActor (UIViewController) -> String)? = nil, rootViewController: @escaping @MainActor () -> UIViewController
    ) {
        (self.name, self.title, self.replay, self.code, self.rootViewController) = (name, title, replay, code, rootViewController)
    }
}

extension KinemaApplication {
    /// Kinema's scenes with `scenes` registered after them, in order (a name given twice: the last wins).
    static func catalog(adding scenes: [KinemaApplicationScene]) -> SceneCatalog {
        scenes.reduce(SceneCatalog.kinema) { catalog, scene in
            catalog.registering(scene.name) {
                ViewControllerScene(
                    name: scene.name, title: scene.title, rootViewController: scene.rootViewController(), replay: scene.replay, code: scene.code)
            }
        }
    }
}
