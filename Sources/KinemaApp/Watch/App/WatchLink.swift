import Foundation
import KinemaShell
import KinemaTweaks
import KinemaGraphics
import KinemaUI

/// The app's side of `kinema watch`, when the watch runs it (`KINEMA_WATCH_FD` names the link): it takes
/// what it takes over from the link's first message (`handOver`), says hello before anything else, that
/// its first frame is on screen (`ready`), shows what the watcher says of the builds over the window
/// (`ShellOverlays.buildStatus`), holds still when a new build is about to take its place (`freeze`: no input,
/// no time, and it answers where it stands), and leaves when told to or when the watcher is gone.
@MainActor
final class WatchLink {
    private let channel: LineChannel
    /// What this run took over: where it records its session, the earlier run's session to replay
    /// before going live, and where that run's window was (one of a size no window has is dropped).
    let handOver: WatchMessage.HandOver
    /// Held still for the hand-over: the loop shows its last picture and takes no input.
    private(set) var isFrozen = false
    /// Told to leave because the watch ends (a way out, where the tuning is kept), not for a hand-over.
    private(set) var endsWatch = false

    /// How the window ends once `apply` said to leave: told the watch ends, a way out; told to leave for
    /// a new build, or the watcher gone, a hand-over.
    var ending: WindowEnding { endsWatch ? .quit : .handOver }

    /// The link the watch gave this process, or nil when it runs on its own — or when the watch sent no
    /// hand-over within `seconds` (it would then wait for a hello in vain, and say so).
    static func fromEnvironment(
        _ environment: [String: String] = ProcessInfo.processInfo.environment, seconds: Double = 10
    ) -> WatchLink? {
        guard let text = environment[LineChannel.environmentVariable], let descriptor = Int32(text), fcntl(descriptor, F_GETFD) >= 0 else {
            return nil
        }
        // Nothing this app starts (ffmpeg) inherits the link.
        _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
        let channel = LineChannel(descriptor: descriptor)
        guard case .handOver(var handOver)? = channel.receiveFirst(seconds: seconds) else {
            StandardError.writeLine("kinema: the watch link brought no hand-over; running on its own")
            return nil
        }
        if handOver.resume.map({ !$0.time.isFinite || $0.time < 0 }) == true { handOver.resume = nil }
        if let placement = handOver.placement,
            !WindowPlacement.widths.contains(placement.width) || !WindowPlacement.heights.contains(placement.height) {
            handOver.placement = nil
        }
        return WatchLink(channel: channel, handOver: handOver)
    }

    private init(channel: LineChannel, handOver: WatchMessage.HandOver) {
        self.channel = channel
        self.handOver = handOver
    }

    func hello() { channel.send(.hello) }

    /// The first frame is on screen: where the session stands, and what the replay did.
    func ready(_ shell: Shell, replay: SessionResume.Report?) {
        channel.send(.ready(WatchMessage.Ready(
            sessionTime: shell.sessionTime, isPaused: shell.isPaused, isSlowMotion: shell.isSlowMotion, scene: shell.scene.name,
            replay: replay)))
    }

    /// Takes in what the watcher said, showing it on `shell`; false when the app must leave (told to,
    /// or the watcher is gone). `placement` is the window's, for a hand-over.
    func apply(to shell: Shell, placement: () -> WindowPlacement) -> Bool {
        for message in channel.receive() {
            switch message {
            case .building(let lastError): shell.overlays.buildStatus = lastError.map { .failed($0, rebuilding: true) } ?? .building
            case .failed(let error): shell.overlays.buildStatus = .failed(error, rebuilding: false)
            case .freeze:
                isFrozen = true
                channel.send(.frozen(WatchMessage.Frozen(
                    sessionTime: shell.sessionTime, scene: shell.scene.name, state: shell.state, placement: placement())))
            case .thaw(let failure):
                isFrozen = false
                shell.overlays.buildStatus = failure.map { .failed($0, rebuilding: false) } ?? .none
            case .quit(let endsWatch):
                self.endsWatch = endsWatch
                return false
            case .handOver, .hello, .ready, .frozen: break
            }
        }
        return !channel.isClosed
    }
}
