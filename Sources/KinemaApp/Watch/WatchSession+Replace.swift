import Foundation
import KinemaShell

/// A new build takes the running app's place: the old one holds still and says where it stands, the
/// new one replays the old one's recording to that moment and opens its window where the old one was,
/// then the old one leaves.
extension WatchSession {
    /// The environment a run of the app finds the watch in.
    enum Environment {
        /// The link's descriptor (`SpawnedProcess.linkDescriptor`).
        static let link = "KINEMA_WATCH_FD"
        /// The file the run records its session to.
        static let record = "KINEMA_WATCH_RECORD"
        /// A recording to replay before going live, and the session time to replay it to.
        static let resume = "KINEMA_WATCH_RESUME"
        static let resumeAt = "KINEMA_WATCH_RESUME_AT"
        /// The scene the earlier run stood in (a build without it starts afresh).
        static let scene = "KINEMA_WATCH_SCENE"
        /// Where its window opens: x,y,width,height in window points.
        static let placement = "KINEMA_WATCH_PLACEMENT"
        /// A file holding the earlier run's own state (`SessionState`, JSON), which the new run takes
        /// after its replay when that run's recording was incomplete.
        static let state = "KINEMA_WATCH_STATE"
        /// The same state as JSON text, when no file could be written (the disk that stopped the
        /// recording is full) and it is small enough for the environment.
        static let stateText = "KINEMA_WATCH_STATE_JSON"
    }

    func start(recording: String, resume: Resume?, placement: [Int]?) throws -> WatchedApp {
        let (link, childEnd) = try LineChannel.pair()
        defer { close(childEnd) }
        var environment = [Environment.link: String(SpawnedProcess.linkDescriptor), Environment.record: recording]
        if let resume {
            environment[Environment.resume] = resume.recording
            environment[Environment.resumeAt] = String(resume.time)
            if let scene = resume.scene { environment[Environment.scene] = scene }
            if let state = resume.state { hand(state, into: &environment) }
        }
        if let placement { environment[Environment.placement] = placement.map(String.init).joined(separator: ",") }
        let process = try SpawnedProcess(
            setup.executable, arguments: setup.appArguments, environment: environment, descriptors: .init(link: childEnd))
        return WatchedApp(process: process, link: link, recording: recording)
    }

    /// Why `run` did not send `kind`: it ended (refusing its arguments, or not being a Kinema app), or
    /// it said nothing in time (it is then ended).
    func problem(with run: WatchedApp, waitingFor kind: WatchMessage.Kind) -> LaunchProblem {
        let name = setup.product
        if let ending = run.process.ending {
            if kind == .hello {
                return LaunchProblem(
                    message: "\(name) \(ending.description) before its window came up"
                        + (ending == .exited(2) ? " (it refused its arguments: see its message above)" : "")
                        + (ending == .exited(0) ? ": it is not a Kinema app (a Kinema app calls KinemaApplicationMain)" : ""),
                    refusedArguments: ending == .exited(2))
            }
            return LaunchProblem(
                message: "\(name) \(ending.description) before its first frame" + (ending == .exited(2) ? " (it refused its arguments: see its message above)" : ""),
                refusedArguments: ending == .exited(2))
        }
        run.process.stop()
        if kind == .hello {
            return LaunchProblem(
                message: "\(name) completed no handshake within \(Int(Self.handshakeSeconds)) s: it is not a Kinema app "
                    + "(a Kinema app calls KinemaApplicationMain), or it is stuck before its window", refusedArguments: false)
        }
        return LaunchProblem(message: "\(name) did not put up its window in time", refusedArguments: false)
    }

    /// Hands the app's place to the build just made; `savedAt` is when the change was saved.
    func replace(savedAt: Date, buildSeconds: Double) throws(WatchEnd) {
        let handOver = Date()
        var resume: Resume?
        var placement: [Int]?
        if let old = app {
            // An answer to an earlier hand-over that came too late is not this one's.
            old.discard(.frozen)
            old.link.send(WatchMessage(.freeze))
            if let frozen = try wait(for: .frozen, from: old, seconds: 5), let time = frozen.sessionTime {
                resume = Resume(recording: old.recording, time: time, scene: frozen.scene, state: frozen.state)
                placement = frozen.placement
                if let problem = frozen.state?.recordingProblem { Self.say(Self.incompleteRecording(problem)) }
            } else {
                Self.say("the running app did not say where it stands (\(old.process.reap()?.description ?? "no answer in 5 s")); "
                    + "the new build starts from the beginning")
            }
        } else {
            Self.say("starting \(setup.product) from the beginning (the last run had ended)")
        }
        var outcome = try launch(resume: resume, placement: placement)
        if case .failure(let problem) = outcome, resume != nil {
            Self.say("the new build could not replay the session (\(problem.message)); it starts from the beginning")
            outcome = try launch(resume: nil, placement: placement)
        }
        switch outcome {
        case .failure(let problem):
            Self.say("the new build did not start: \(problem.message); the old app goes on")
            app?.link.send(WatchMessage(.thaw, text: "the new build did not start: \(problem.message)"))
        case .success(let (run, ready)):
            if app?.process.reap() == .exited(0) {
                // Closed by its user during the hand-over: the watch ends, the new build with it.
                run.quit()
                Self.say("the app was closed; the watch ends")
                throw WatchEnd(status: 0)
            }
            app?.quit()
            app = run
            report(ready, savedAt: savedAt, buildSeconds: buildSeconds, handOverSeconds: Date().timeIntervalSince(handOver), resumed: resume != nil)
        }
    }

    private func report(_ ready: WatchMessage, savedAt: Date, buildSeconds: Double, handOverSeconds: Double, resumed: Bool) {
        func seconds(_ value: Double) -> String { String(format: "%.2f s", value) }
        var line = "new build on screen \(seconds(Date().timeIntervalSince(savedAt))) after the save "
            + "(build \(seconds(buildSeconds)), hand-over \(seconds(handOverSeconds))"
        if resumed, let replay = ready.restoreSeconds {
            line += ", of which replaying \(ready.replayedEvents ?? 0) events \(seconds(replay))"
        }
        line += ")"
        if let time = ready.sessionTime { line += String(format: "; session time %.2f s", time) }
        var modes: [String] = []
        if ready.isPaused == true { modes.append("paused") }
        if ready.isSlowMotion == true { modes.append("slow motion") }
        if !modes.isEmpty { line += " (\(modes.joined(separator: ", ")))" }
        if let scene = ready.scene { line += ", scene \(scene)" }
        Self.say(line)
        if let problem = ready.replayProblem { Self.say("the replay stopped short: \(problem)") }
        if let restored = ready.restored { Self.say(restored) }
    }

    /// What the watch says when the running app's recording stopped short (a full disk).
    static func incompleteRecording(_ problem: String) -> String {
        "the running app's recording is incomplete (\(problem)); the new build replays what was recorded, "
            + "then takes the app's own scene, values, selected row, pause and slow motion"
    }

    /// Gives the new run the old run's state: in a file, or — when none can be written — as text.
    private func hand(_ state: SessionState, into environment: inout [String: String]) {
        do {
            environment[Environment.state] = try Self.write(state, in: folder)
        } catch {
            let text = (try? JSONEncoder().encode(state)).map { String(decoding: $0, as: UTF8.self) } ?? ""
            // (An environment string over 128 kB would fail the start.)
            guard !text.isEmpty, text.utf8.count < 100_000 else {
                return Self.say("the old app's own state could not be handed over (\(error.localizedDescription))")
            }
            environment[Environment.stateText] = text
        }
    }

    /// Writes the old run's state into `folder` for the new run to read (`Environment.state`); its path.
    static func write(_ state: SessionState, in folder: String) throws -> String {
        let path = (folder as NSString).appendingPathComponent("state-\(UUID().uuidString).json")
        try JSONEncoder().encode(state).write(to: URL(fileURLWithPath: path))
        return path
    }
}
