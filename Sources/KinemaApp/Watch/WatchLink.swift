import Foundation
import KinemaScenes
import KinemaShell
import KinemaTweaks

/// The app's side of `kinema watch`, when the watch runs it (`KINEMA_WATCH_FD` names the link): it says
/// hello before anything else, that its first frame is on screen (`ready`), shows what the watcher
/// says of the builds over the window (`Shell.buildStatus`), holds still when a new build is about to
/// take its place (`freeze`: no input, no time, and it answers where it stands), and leaves when told
/// to or when the watcher is gone.
@MainActor
final class WatchLink {
    private let channel: LineChannel
    /// Where the session is recorded (what the next build replays).
    let recording: String?
    /// The earlier run's recording to replay before going live, the session time to replay it to, the
    /// scene it stood in and its own state (what a replay of an incomplete recording falls short of).
    let resume: (recording: String, time: Double, scene: String?, state: SessionState?)?
    /// Where the earlier run's window was.
    let placement: WindowPlacement?
    /// Held still for the hand-over: the loop shows its last picture and takes no input.
    private(set) var isFrozen = false
    /// Told to leave because the watch ends (a way out, where the tuning is kept), not for a hand-over.
    private(set) var endsWatch = false

    /// How the window ends once `apply` said to leave: told the watch ends, a way out; told to leave for
    /// a new build, or the watcher gone, a hand-over.
    var ending: WindowEnding { endsWatch ? .quit : .handOver }

    /// The link the watch gave this process, or nil when it runs on its own.
    static func fromEnvironment(_ environment: [String: String] = ProcessInfo.processInfo.environment) -> WatchLink? {
        typealias Names = WatchSession.Environment
        guard let text = environment[Names.link], let descriptor = Int32(text), fcntl(descriptor, F_GETFD) >= 0 else { return nil }
        // Nothing this app starts (ffmpeg) inherits the link.
        _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
        let state = (environment[Names.state].flatMap { FileManager.default.contents(atPath: $0) } ?? environment[Names.stateText].map { Data($0.utf8) })
            .flatMap { try? JSONDecoder().decode(SessionState.self, from: $0) }
        let resume = environment[Names.resume].flatMap { path in
            environment[Names.resumeAt].flatMap(Double.init).flatMap { $0.isFinite && $0 >= 0 ? (path, $0, environment[Names.scene], state) : nil }
        }
        let numbers = environment[Names.placement]?.split(separator: ",").compactMap { Int($0) } ?? []
        var placement: WindowPlacement?
        if numbers.count == 4, WindowPlacement.widths.contains(numbers[2]), WindowPlacement.heights.contains(numbers[3]) {
            placement = WindowPlacement(width: numbers[2], height: numbers[3], x: numbers[0], y: numbers[1])
        }
        return WatchLink(channel: LineChannel(descriptor: descriptor), recording: environment[Names.record], resume: resume, placement: placement)
    }

    private init(channel: LineChannel, recording: String?, resume: (String, Double, String?, SessionState?)?, placement: WindowPlacement?) {
        self.channel = channel
        self.recording = recording
        self.resume = resume
        self.placement = placement
    }

    func hello() { channel.send(WatchMessage(.hello)) }

    /// The first frame is on screen: where the session stands, and what the replay did.
    func ready(_ shell: Shell, replay: SessionResume.Report?) {
        var message = WatchMessage(.ready)
        message.sessionTime = shell.sessionTime
        message.isPaused = shell.isPaused
        message.isSlowMotion = shell.isSlowMotion
        message.scene = shell.scene.name
        message.restoreSeconds = replay?.seconds
        message.replayedEvents = replay?.events
        message.replayProblem = replay?.problem
        message.restored = replay?.restored
        channel.send(message)
    }

    /// Takes in what the watcher said, showing it on `shell`; false when the app must leave (told to,
    /// or the watcher is gone). `placement` is the window's, for a hand-over.
    func apply(to shell: Shell, placement: () -> WindowPlacement) -> Bool {
        for message in channel.receive() {
            switch message.kind {
            case .building: shell.buildStatus = message.text.map { .failed($0, rebuilding: true) } ?? .building
            case .failed: shell.buildStatus = .failed(message.text ?? "the build failed", rebuilding: false)
            case .freeze:
                isFrozen = true
                var answer = WatchMessage(.frozen)
                answer.sessionTime = shell.sessionTime
                answer.scene = shell.scene.name
                answer.state = shell.state
                let window = placement()
                answer.placement = [window.x, window.y, window.width, window.height]
                channel.send(answer)
            case .thaw:
                isFrozen = false
                shell.buildStatus = message.text.map { .failed($0, rebuilding: false) } ?? .none
            case .quit:
                endsWatch = message.endsWatch ?? false
                return false
            case .hello, .ready, .frozen: break
            }
        }
        return !channel.isClosed
    }
}
