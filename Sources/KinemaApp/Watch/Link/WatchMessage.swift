import Foundation
import KinemaShell
import KinemaTweaks

/// One message on the watch link between `kinema watch` and the app it runs, each kind with what it
/// carries and nothing else. The watcher hands the app what it takes over (`handOver`, always the first
/// message), tells it what its builds are doing and when to hold still or leave; the app says it is a
/// Kinema app (`hello`), that its window is up (`ready`), and where it stood when it held still
/// (`frozen`). On the link each is one line of JSON (`WatchMessage+Wire.swift`; docs/watch.md).
enum WatchMessage: Equatable, Sendable {
    // Watcher → app.
    /// What this run takes over; the first message on the link, before the app says hello.
    case handOver(HandOver)
    /// A build has begun (the window shows that it is rebuilding; with the last build's error, that
    /// error stays up beside it).
    case building(lastError: String?)
    /// The build failed: the compiler's first error, shown over the window.
    case failed(String)
    /// A new build is ready to take over: stop time and input, and answer `frozen`.
    case freeze
    /// The new build could not take over: go on (with `failure`, when given, shown as the failure).
    case thaw(failure: String?)
    /// Leave now: the new build's window is up (a hand-over: the app keeps nothing, the new build
    /// replays the session), or — `endsWatch` — the watch ends (a way out: the app keeps the session's
    /// tuning, as on Q).
    case quit(endsWatch: Bool)
    // App → watcher.
    /// The app runs Kinema's window under the watch (sent before any replay).
    case hello
    /// The first frame is on screen.
    case ready(Ready)
    /// Time and input stopped; where the app stands.
    case frozen(Frozen)

    /// The kinds, for waiting on one (`WatchedApp.take`) and on the link as `"kind"`.
    enum Kind: String, Codable, Sendable {
        case handOver = "hand-over", building, failed, freeze, thaw, quit, hello, ready, frozen
    }

    var kind: Kind {
        switch self {
        case .handOver: .handOver
        case .building: .building
        case .failed: .failed
        case .freeze: .freeze
        case .thaw: .thaw
        case .quit: .quit
        case .hello: .hello
        case .ready: .ready
        case .frozen: .frozen
        }
    }

    /// What a new run takes over from the watch: where it records its session, and — for a new build
    /// taking an old one's place — the old run's session to replay and where its window was.
    struct HandOver: Codable, Equatable, Sendable {
        /// The file the run records its session to (what the next build replays).
        var recording: String
        var resume: Resume?
        /// Where the old run's window was, in window points.
        var placement: WindowPlacement?
    }

    /// Where a new run picks up: the old run's recording, replayed up to the session time it stood at.
    struct Resume: Codable, Equatable, Sendable {
        var recording: String
        /// Session time (media seconds across scene switches) to replay to.
        var time: Double
        /// The scene the old run stood in (a build without it starts afresh).
        var scene: String?
        /// The old run's own state (values, selection…), taken after the replay when its recording was
        /// incomplete.
        var state: SessionState?
    }

    /// Where the app stands as its first frame goes on screen, and what its replay did.
    struct Ready: Codable, Equatable, Sendable {
        var sessionTime: Double
        var isPaused: Bool
        var isSlowMotion: Bool
        var scene: String
        /// The replay of the old run's session, when there was one.
        var replay: SessionResume.Report?
    }

    /// Where the app stood when it held still: what the next build replays to and takes.
    struct Frozen: Codable, Equatable, Sendable {
        var sessionTime: Double
        var scene: String
        /// The session's own state and whether its recording is incomplete.
        var state: SessionState
        var placement: WindowPlacement
    }
}
