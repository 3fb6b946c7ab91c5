import Foundation
import KinemaShell

/// A new build takes the running app's place: the old one holds still and says where it stands, the
/// new one replays the old one's recording to that moment and opens its window where the old one was,
/// then the old one leaves.
extension WatchSession {
    /// Starts a run of the app with its end of a new link as `SpawnedProcess.linkDescriptor` (named by
    /// `LineChannel.environmentVariable`), and hands it over on the link what it takes over: the file to
    /// record to, the session to resume, where its window goes. (The hand-over waits for the run to read
    /// it, up to the handshake time, when it is larger than the socket holds: a long session's state.)
    func start(recording: String, resume: WatchMessage.Resume?, placement: WindowPlacement?) throws -> WatchedApp {
        let (link, childEnd) = try LineChannel.pair()
        defer { close(childEnd) }
        let process = try SpawnedProcess(
            setup.executable, arguments: setup.appArguments, environment: [LineChannel.environmentVariable: String(SpawnedProcess.linkDescriptor)],
            descriptors: .init(link: childEnd))
        let run = WatchedApp(process: process, link: link, recording: recording)
        // (A run that ends first, or is no Kinema app, is told apart by the hello it does not send.)
        link.send(.handOver(WatchMessage.HandOver(recording: recording, resume: resume, placement: placement)), seconds: Self.handshakeSeconds)
        return run
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
        var resume: WatchMessage.Resume?
        var placement: WindowPlacement?
        if let old = app {
            // An answer to an earlier hand-over that came too late is not this one's.
            old.discard(.frozen)
            old.link.send(.freeze)
            if case .frozen(let frozen)? = try wait(for: .frozen, from: old, seconds: 5) {
                resume = WatchMessage.Resume(recording: old.recording, time: frozen.sessionTime, scene: frozen.scene, state: frozen.state)
                placement = frozen.placement
                if let problem = frozen.state.recordingProblem { Self.say(Self.incompleteRecording(problem)) }
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
            app?.link.send(.thaw(failure: "the new build did not start: \(problem.message)"))
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

    private func report(_ ready: WatchMessage.Ready, savedAt: Date, buildSeconds: Double, handOverSeconds: Double, resumed: Bool) {
        func seconds(_ value: Double) -> String { String(format: "%.2f s", value) }
        var line = "new build on screen \(seconds(Date().timeIntervalSince(savedAt))) after the save "
            + "(build \(seconds(buildSeconds)), hand-over \(seconds(handOverSeconds))"
        if resumed, let replay = ready.replay {
            line += ", of which replaying \(replay.events) events \(seconds(replay.seconds))"
        }
        line += ")" + String(format: "; session time %.2f s", ready.sessionTime)
        let modes = [ready.isPaused ? "paused" : nil, ready.isSlowMotion ? "slow motion" : nil].compactMap { $0 }
        if !modes.isEmpty { line += " (\(modes.joined(separator: ", ")))" }
        line += ", scene \(ready.scene)"
        Self.say(line)
        if let problem = ready.replay?.problem { Self.say("the replay stopped short: \(problem)") }
        if let restored = ready.replay?.restored { Self.say(restored) }
    }

    /// What the watch says when the running app's recording stopped short (a full disk).
    static func incompleteRecording(_ problem: String) -> String {
        "the running app's recording is incomplete (\(problem)); the new build replays what was recorded, "
            + "then takes the app's own scene, values, selected row, pause and slow motion"
    }
}
