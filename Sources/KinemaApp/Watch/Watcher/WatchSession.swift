import Foundation
import KinemaShell
import KinemaTweaks
import KinemaGraphics
import KinemaUI

/// `kinema watch` once its setup is known: builds the app, runs it, and on every settled burst of saves
/// rebuilds it while it runs, then hands its place to the new build — which replays the session's
/// recording headless up to the moment the old one stood still, opens its window where the old one
/// was, and goes live. A failed build leaves the old app running with the first error over its window.
///
/// One thread, one `poll`: the sources (inotify), the signals (`WatchSignals`: Ctrl+C, the children's
/// endings), the apps' links and the build's output.
@MainActor
final class WatchSession {
    let setup: WatchSetup
    private let sources: SourceWatcher
    private let signals: Int32
    /// Where the recordings live while the watch runs (removed at its end).
    let folder: String
    /// The app on screen, and one coming up (replaying) to take its place.
    var app: WatchedApp?
    private var incoming: WatchedApp?
    private var build: SwiftBuild?
    /// The first and last change not yet built.
    private var firstChange: Date?
    private var lastChange: Date?
    /// The last build's first error, while the last build failed.
    private var failure: String?
    private var runs = 0

    /// Saves this close together are one change: the build waits for them to settle.
    static let settleSeconds = 0.3
    /// A Kinema app says hello within this, or it is not one.
    static let handshakeSeconds = 10.0

    init(setup: WatchSetup, signals: Int32) throws(Exit) {
        self.setup = setup
        self.signals = signals
        do {
            sources = try SourceWatcher(packageFolder: setup.package)
        } catch {
            throw Output.failure((error as? SpawnError)?.message ?? "\(error)")
        }
        // A folder of its own, made with a name no one could have taken first (mkdtemp, mode 0700).
        var template = Array((NSTemporaryDirectory() as NSString).appendingPathComponent("kinema-watch-XXXXXX").utf8CString)
        guard template.withUnsafeMutableBufferPointer({ mkdtemp($0.baseAddress!) }) != nil else {
            throw Output.failure("cannot make a folder in '\(NSTemporaryDirectory())' for the session's recordings: \(String(cString: strerror(errno)))")
        }
        folder = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// Runs the watch to its end: the app closed (0), Ctrl+C (130), a first build or launch that failed.
    func run() -> Int32 {
        defer { shutDown() }
        do {
            try start()
            while true {
                try waitForSettledChange()
                try rebuild()
            }
        } catch {
            return error.status
        }
    }

    static func say(_ line: String) { StandardError.writeLine("kinema watch: \(line)") }

    // MARK: - The first build

    private func start() throws(WatchEnd) {
        Self.say("building \(setup.product) (\(setup.configuration)) in \(setup.package)")
        // (Saves during the first build do not stop it: the watch has no app to show until it ends.)
        guard let (ending, output) = try runBuild(echoes: true) else { throw WatchEnd(status: 1) }
        guard ending == .exited(0) else {
            let problem = CompilerDiagnostic.first(in: output, package: setup.package, fallback: "swift build \(ending.description)")
            Self.say("the first build failed: \(problem.summary)")
            throw WatchEnd(status: 1)
        }
        switch try launch(resume: nil, placement: nil) {
        case .success(let (run, _)): app = run
        case .failure(let problem):
            Self.say(problem.message)
            throw WatchEnd(status: problem.refusedArguments ? 2 : 1)
        }
        Self.say("\(setup.product) is up; watching \(sources.watchedFolders) folders of \(setup.package) — save a change to rebuild "
            + "(Q or Esc in the window, or Ctrl+C here, ends the watch)")
    }

    // MARK: - Changes and builds

    private func waitForSettledChange() throws(WatchEnd) {
        while true {
            try checkApp()
            if let lastChange, Date().timeIntervalSince(lastChange) >= Self.settleSeconds { return }
            try pump(timeout: lastChange == nil ? 1 : Self.settleSeconds)
        }
    }

    private func rebuild() throws(WatchEnd) {
        let savedAt = firstChange ?? Date()
        (firstChange, lastChange) = (nil, nil)
        // With the last failure's error: it stays up, marked as rebuilding.
        app?.link.send(.building(lastError: failure))
        let started = Date()
        // Saved again while building: that build was stale, and was stopped.
        guard let (ending, output) = try runBuild(echoes: false, stopsOnChange: true) else {
            firstChange = savedAt
            return
        }
        let buildSeconds = Date().timeIntervalSince(started)
        guard ending == .exited(0) else { return reportFailure(output: output, ending: ending) }
        failure = nil
        try replace(savedAt: savedAt, buildSeconds: buildSeconds)
    }

    private func reportFailure(output: String, ending: SpawnedProcess.Ending) {
        let problem = CompilerDiagnostic.first(in: output, package: setup.package, fallback: "swift build \(ending.description)")
        failure = problem.summary
        let log = (setup.package as NSString).appendingPathComponent(".build/kinema-watch-build.log")
        let saved = FileManager.default.createFile(atPath: log, contents: Data(output.utf8))
        Self.say("the build failed; the app goes on as the last good build left it\n  \(problem.summary)"
            + (saved ? "\n  (the whole build's output: \(log))" : ""))
        app?.link.send(.failed(problem.summary))
    }

    /// Runs `swift build` to its end, while changes, signals and the app go on being heard; nil when
    /// `stopsOnChange` and a save came first (the build is stopped: it was building stale sources).
    /// However the wait ends, the build does not outlive it.
    private func runBuild(echoes: Bool, stopsOnChange: Bool = false) throws(WatchEnd) -> (SpawnedProcess.Ending, String)? {
        let started: SwiftBuild
        do {
            started = try SwiftBuild(swift: setup.swift, package: setup.package, product: setup.product, configuration: setup.configuration, echoes: echoes)
        } catch {
            Self.say((error as? SpawnError)?.message ?? "\(error)")
            throw WatchEnd(status: 1)
        }
        build = started
        defer {
            started.stop()
            build = nil
        }
        while true {
            try pump(timeout: 1)
            if started.readOutput(), let ending = started.process.reap() { return (ending, started.text) }
            if stopsOnChange && lastChange != nil { return nil }
            try checkApp()
        }
    }

    /// The app on screen ended by itself: closed by its user (the watch ends), or crashed (the next
    /// good build starts from the beginning).
    private func checkApp() throws(WatchEnd) {
        guard let app, let ending = app.process.reap() else { return }
        self.app = nil
        if ending == .exited(0) {
            Self.say("the app was closed; the watch ends")
            throw WatchEnd(status: 0)
        }
        Self.say("the app \(ending.description); save a change to build and start it again (from the beginning)")
    }

    // MARK: - Waiting

    /// Waits up to `timeout` seconds for anything — a change, a signal, a message, build output — and
    /// takes it in.
    private func pump(timeout: Double) throws(WatchEnd) {
        var descriptors = [sources.descriptor, signals] + [app, incoming].compactMap { $0?.link.descriptor }
        if let build { descriptors.append(build.output) }
        var entries = descriptors.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
        _ = poll(&entries, nfds_t(entries.count), Int32((timeout * 1000).rounded(.up)))
        try readSignals()
        let changed = sources.changedPaths()
        if !changed.isEmpty {
            if firstChange == nil { firstChange = Date() }
            lastChange = Date()
        }
        app?.receive()
        incoming?.receive()
        _ = build?.readOutput()
        for run in [app, incoming] { run?.process.reap() }
    }

    private func readSignals() throws(WatchEnd) {
        for number in WatchSignals.read(signals) where number != SIGCHLD {
            Self.say("\(WatchSignals.interrupted(by: number)); ending the app and any build")
            throw WatchEnd(status: 128 + number)
        }
    }

    /// Waits for `run` to send a message of `kind`, for up to `seconds`; nil if it ended first or the
    /// time ran out.
    func wait(for kind: WatchMessage.Kind, from run: WatchedApp, seconds: Double) throws(WatchEnd) -> WatchMessage? {
        let deadline = Date().addingTimeInterval(seconds)
        while true {
            if let message = run.take(kind) { return message }
            if run.process.ending != nil || Date() >= deadline { return nil }
            try pump(timeout: min(0.25, max(0.001, deadline.timeIntervalSinceNow)))
        }
    }

    private func shutDown() {
        // (A build and a run coming up are ended where they are waited for.)
        app?.quit(endsWatch: true)
        try? FileManager.default.removeItem(atPath: folder)
    }

    // MARK: - Runs of the app

    /// Starts a run of the app (replaying `resume`, its window at `placement`) and waits for it to say
    /// hello (within `handshakeSeconds`) and that its first frame is on screen; why it did not.
    func launch(resume: WatchMessage.Resume?, placement: WindowPlacement?) throws(WatchEnd) -> Result<(WatchedApp, WatchMessage.Ready), LaunchProblem> {
        runs += 1
        let recording = (folder as NSString).appendingPathComponent("session-\(runs).jsonl")
        let run: WatchedApp
        do {
            run = try start(recording: recording, resume: resume, placement: placement)
        } catch {
            return .failure(LaunchProblem(message: "cannot start \(setup.executable): \(error)", refusedArguments: false))
        }
        incoming = run
        defer { incoming = nil }
        do {
            guard try wait(for: .hello, from: run, seconds: Self.handshakeSeconds) != nil else { return .failure(problem(with: run, waitingFor: .hello)) }
            guard case .ready(let ready)? = try wait(for: .ready, from: run, seconds: 120) else { return .failure(problem(with: run, waitingFor: .ready)) }
            return .success((run, ready))
        } catch {
            run.process.stop()
            throw error
        }
    }
}
