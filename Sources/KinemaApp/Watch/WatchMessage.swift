import Foundation
import KinemaScenes
import KinemaShell
import KinemaTweaks

/// One line on the watch link between `kinema watch` and the app it runs, as JSON. The watcher tells
/// the app what its builds are doing and when to hold still or leave; the app says it is a Kinema app
/// (`hello`), that its window is up (`ready`), and where it stood when it held still (`frozen`).
struct WatchMessage: Codable, Equatable, Sendable {
    enum Kind: String, Codable, Sendable {
        // Watcher → app.
        /// A build has begun (the window shows that it is rebuilding; with `text`, the last build's
        /// error stays up beside it).
        case building
        /// The build failed: `text` is the compiler's first error, shown over the window.
        case failed
        /// A new build is ready to take over: stop time and input, and answer `frozen`.
        case freeze
        /// The new build could not take over: go on (with `text`, when given, shown as the failure).
        case thaw
        /// Leave now: the new build's window is up (a hand-over: the app keeps nothing, the new build
        /// replays the session), or — with `endsWatch` — the watch ends (a way out: the app keeps the
        /// session's tuning, as on Q).
        case quit
        // App → watcher.
        /// The app runs Kinema's window under the watch (sent before any replay).
        case hello
        /// The first frame is on screen, at `sessionTime`, after a replay of `restoreSeconds`.
        case ready
        /// Time and input stopped at `sessionTime`, the window at `placement`.
        case frozen
    }

    var kind: Kind
    var text: String?
    /// Session time (media seconds across scene switches) the app stands at.
    var sessionTime: Double?
    /// The window's position and size, in window points: x, y, width, height.
    var placement: [Int]?
    /// Wall seconds the replay of the earlier session took, and the events it delivered.
    var restoreSeconds: Double?
    var replayedEvents: Int?
    /// Why the replay stopped short (the session then goes on from where it stopped).
    var replayProblem: String?
    var isPaused: Bool?
    var isSlowMotion: Bool?
    var scene: String?
    /// A `quit` that ends the watch rather than handing over to a new build.
    var endsWatch: Bool?
    /// With `frozen`: the session's own state (values, selection…) and whether its recording is
    /// incomplete — what a new build takes when the recording cannot bring it back.
    var state: SessionState?
    /// With `ready`: what the new build took from the old app's state after its replay, in words.
    var restored: String?

    init(_ kind: Kind, text: String? = nil) {
        self.kind = kind
        self.text = text
    }

    /// The message as one line, without its newline.
    var line: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        return (try? encoder.encode(self)).map { String(decoding: $0, as: UTF8.self) } ?? #"{"kind":"hello"}"#
    }

    /// The message a line holds, or nil for a line that is not one.
    init?(line: Substring) {
        guard let decoded = try? JSONDecoder().decode(WatchMessage.self, from: Data(line.utf8)) else { return nil }
        self = decoded
    }
}
