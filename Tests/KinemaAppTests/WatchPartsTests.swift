import Foundation
import Testing
@testable import KinemaApp
@testable import KinemaShell
@testable import KinemaTweaks
import KinemaScenes

/// `kinema watch`'s parts that need no build: its command line, finding the Kinema app among a
/// package's products, the compiler's first error, the link's messages.
@Suite("Watch parts")
struct WatchPartsTests {
    static func parse(_ arguments: [String]) throws(UsageError) -> Command {
        try CommandParser.parse(["watch"] + arguments, scenes: ["table"])
    }

    @Test func theWatchsFlagsAreItsOwnAndTheRestGoToTheApp() throws {
        let command = try Self.parse(["--scene", "cards", "--package", "Hello", "--set", "duration=2", "-c", "release", "--product", "Cards", "--", "--package", "x"])
        #expect(command == .watch(WatchOptions(package: "Hello", product: "Cards", configuration: "release", appArguments: ["--scene", "cards", "--set", "duration=2", "--package", "x"])))
        #expect(try Self.parse([]) == .watch(WatchOptions()), "the current folder, the one Kinema app, debug, no arguments")
        #expect(try Self.parse(["--help"]) == .help)
    }

    @Test func whatTheWatchCannotPassOnIsRefused() {
        let cases: [([String], String)] = [
            (["-c", "fast"], "-c needs debug or release (got 'fast')"),
            (["--package"], "--package needs a value"),
            (["--package", "a", "--package", "b"], "--package is given twice; give it once"),
            (["--record", "x.jsonl"], "watch records the session itself (to bring each new build back to the same moment); drop --record"),
            (["capture", "--scene", "x"], "watch runs the app's window; 'capture' is not for it (give the window's flags, such as --scene or --set)"),
            (["--", "--version"], "watch runs the app's window; '--version' is not for it (kinema watch --help lists the watch's flags)"),
        ]
        for (arguments, message) in cases {
            #expect(throws: UsageError(message: message), "\(arguments)") { try Self.parse(arguments) }
        }
    }

    // `swift package describe --type json`, cut to the fields read (Swift 6.3's output).
    static func description(products: [(String, String, [String])], targets: [(String, [String], [String])]) -> Data {
        let productJSON = products.map { name, type, targets in
            #"{"name":"\#(name)","targets":\#(json(targets)),"type":{"\#(type)":\#(type == "executable" ? "null" : #"["automatic"]"#)}}"#
        }
        let targetJSON = targets.map { name, products, targets in
            #"{"name":"\#(name)","product_dependencies":\#(json(products)),"target_dependencies":\#(json(targets)),"type":"executable"}"#
        }
        return Data(#"{"products":[\#(productJSON.joined(separator: ","))],"targets":[\#(targetJSON.joined(separator: ","))]}"#.utf8)
    }

    static func json(_ names: [String]) -> String { "[" + names.map { "\"\($0)\"" }.joined(separator: ",") + "]" }

    @Test func aKinemaAppIsAnExecutableThatReachesKinemaApp() throws {
        // A package of one's own (KinemaApp as another package's product), through a target of its own.
        let own = try #require(PackageProducts(describing: Self.description(
            products: [("Cards", "executable", ["Cards"]), ("Tool", "executable", ["Tool"]), ("CardsKit", "library", ["CardsKit"])],
            targets: [("Cards", [], ["CardsKit"]), ("CardsKit", ["KinemaApp", "KinemaUI"], []), ("Tool", [], [])])))
        #expect(own.executables == ["Cards", "Tool"])
        #expect(own.kinemaApps == ["Cards"])
        #expect(own.choose(nil, package: "/p") == .success("Cards"))
        #expect(own.choose("Tool", package: "/p") == .success("Tool"), "a named executable is run; its handshake tells")
        #expect(own.choose("Nope", package: "/p") == .failure(UsageError(message: "the package in '/p' has no executable product 'Nope' (its executables: Cards, Tool)")))
        // Kinema's own checkout: KinemaApp is a target of the same package.
        let kinema = try #require(PackageProducts(describing: Self.description(
            products: [("kinema", "executable", ["kinema"]), ("kinema-benchmarks", "executable", ["KinemaBenchmarks"])],
            targets: [("kinema", [], ["KinemaApp"]), ("KinemaApp", [], ["KinemaScenes"]), ("KinemaBenchmarks", [], ["KinemaScenes"])])))
        #expect(kinema.choose(nil, package: "/k") == .success("kinema"))
    }

    @Test func noneOrSeveralKinemaAppsNeedProduct() throws {
        let none = try #require(PackageProducts(describing: Self.description(products: [("Tool", "executable", ["Tool"])], targets: [("Tool", [], [])])))
        #expect(none.choose(nil, package: "/p") == .failure(UsageError(message: "the package in '/p' has no Kinema app: no executable product depends on "
            + "KinemaApp (an app calls KinemaApplicationMain; see Examples/HelloKinema); name one of its executables with --product (Tool)")))
        let two = try #require(PackageProducts(describing: Self.description(
            products: [("A", "executable", ["A"]), ("B", "executable", ["B"])], targets: [("A", ["KinemaApp"], []), ("B", ["KinemaApp"], [])])))
        #expect(two.choose(nil, package: "/p") == .failure(UsageError(message: "the package in '/p' has 2 Kinema apps (A, B); name one with --product")))
        #expect(two.choose("B", package: "/p") == .success("B"))
        #expect(PackageProducts(describing: Data("error: no manifest".utf8)) == nil)
    }

    @Test func theFirstErrorIsTheCompilersWithItsPlace() {
        // As swift build prints them (Swift 6.3): progress lines, the error with its source line, a note.
        let output = """
            Building for debugging...
            [1/4] Compiling HelloKinema CardsViewController.swift
            /work/hello/Sources/HelloKinema/CardsViewController.swift:21:18: error: cannot find 'colr' in scope
            19 |
            20 |     let card = UIView()
               |                  `- error: cannot find 'colr' in scope
            /work/hello/Sources/HelloKinema/main.swift:3:1: error: expressions are not allowed at the top level
            error: fatalError
            """
        let first = CompilerDiagnostic.first(in: output, package: "/work/hello", fallback: "none")
        #expect(first == CompilerDiagnostic(file: "Sources/HelloKinema/CardsViewController.swift", line: 21, column: 18, message: "cannot find 'colr' in scope"))
        #expect(first.summary == "Sources/HelloKinema/CardsViewController.swift:21:18: error: cannot find 'colr' in scope")
        // The build's own error (a manifest, the linker) has no place.
        let linker = CompilerDiagnostic.first(in: "Building...\nerror: link command failed with exit code 1\n", package: "/p", fallback: "none")
        #expect(linker.summary == "error: link command failed with exit code 1")
        #expect(CompilerDiagnostic.first(in: "", package: "/p", fallback: "swift build was ended by signal 9").message == "swift build was ended by signal 9")
    }

    @MainActor @Test func messagesCrossTheLinkWholeAndInOrder() throws {
        let (watcher, appEnd) = try LineChannel.pair()
        let app = LineChannel(descriptor: appEnd)
        let state = try #require(Shell(sceneName: "table")).state
        let frozen = WatchMessage.frozen(.init(sessionTime: 12.345, scene: "table", state: state, placement: WindowPlacement(width: 1200, height: 900, x: 10, y: 20)))
        let failed = WatchMessage.failed("a.swift:1:2: error: \"quoted\"\nand a second line")
        #expect(watcher.send(failed))
        #expect(app.send(.hello) && app.send(frozen))
        #expect(app.receive() == [failed])
        #expect(watcher.receive() == [.hello, frozen])
        #expect(watcher.receive().isEmpty && !watcher.isClosed, "nothing more, and still open")
        _ = consume app
        // Seen at once, or as soon as a child forked meanwhile by another test (which holds a copy of
        // every descriptor until it runs its program) lets its copy go: within seconds, not never.
        #expect(watcher.receiveFirst(seconds: 10) == nil)
        #expect(watcher.isClosed, "the other end closed")
        #expect(!watcher.send(.quit(endsWatch: false)), "a send to a closed link fails without SIGPIPE")
    }

    /// The wire format docs/watch.md gives: "kind" and the payload beside it, keys sorted; every kind
    /// comes back as it went.
    @Test func messagesAreLinesOfJSONWithTheirKind() throws {
        #expect(WatchMessage.hello.line == #"{"kind":"hello"}"#)
        #expect(WatchMessage.failed("x").line == #"{"kind":"failed","text":"x"}"#)
        #expect(WatchMessage.building(lastError: nil).line == #"{"kind":"building"}"#)
        #expect(WatchMessage.quit(endsWatch: true).line == #"{"endsWatch":true,"kind":"quit"}"#)
        #expect(WatchMessage.quit(endsWatch: false).line == #"{"kind":"quit"}"#)
        let handOver = WatchMessage.handOver(.init(
            recording: "/r/2.jsonl", resume: .init(recording: "/r/1.jsonl", time: 2.5, scene: "menu", state: nil),
            placement: WindowPlacement(width: 1000, height: 700, x: -20, y: 35)))
        #expect(handOver.line == #"{"kind":"hand-over","placement":{"height":700,"width":1000,"x":-20,"y":35},"#
            + #""recording":"\/r\/2.jsonl","resume":{"recording":"\/r\/1.jsonl","scene":"menu","time":2.5}}"#)
        let ready = WatchMessage.ready(.init(
            sessionTime: 3, isPaused: true, isSlowMotion: false, scene: "curves", replay: .init(seconds: 0.5, events: 7, problem: "short")))
        let all: [WatchMessage] = [
            handOver, .building(lastError: "e"), .building(lastError: nil), .failed("f"), .freeze, .thaw(failure: nil), .thaw(failure: "t"),
            .quit(endsWatch: true), .quit(endsWatch: false), .hello, ready,
        ]
        #expect(all.map { $0.line.flatMap { WatchMessage(line: $0[...]) } } == all)
        #expect(WatchMessage.ready(.init(sessionTime: .nan, isPaused: false, isSlowMotion: false, scene: "s")).line == nil, "not sent")
        #expect(WatchMessage(line: #"{"kind":"failed"}"#) == nil, "a failure without its error is no message")
        #expect(WatchMessage(line: #"{"kind":"launch"}"#) == nil && WatchMessage(line: "hello") == nil)
    }

    @Test func aPeerThatStopsReadingCannotHoldTheSenderUp() throws {
        let (sender, silentEnd) = try LineChannel.pair()
        defer { close(silentEnd) }
        let long = WatchMessage.failed(String(repeating: "x", count: 64 * 1024))
        var sent = 0
        // The socket's buffer fills; then a send gives up after its time instead of waiting for ever.
        while sender.send(long, seconds: 0.2) { sent += 1 }
        #expect(sent < 100)
        #expect(!sender.isClosed, "still open: only slow")
    }
}
