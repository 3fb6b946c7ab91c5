import Foundation
import KinemaShell

/// One run of the watched app: its process, the watcher's end of its link, the recording it writes
/// (what the next build replays) and the messages it has sent and not yet been asked about.
final class WatchedApp {
    let process: SpawnedProcess
    let link: LineChannel
    let recording: String
    private var inbox: [WatchMessage] = []

    init(process: SpawnedProcess, link: LineChannel, recording: String) {
        self.process = process
        self.link = link
        self.recording = recording
    }

    /// Takes in what has arrived on the link.
    func receive() { inbox += link.receive() }

    /// The first message of `kind` that has arrived, taken out.
    func take(_ kind: WatchMessage.Kind) -> WatchMessage? {
        guard let index = inbox.firstIndex(where: { $0.kind == kind }) else { return nil }
        return inbox.remove(at: index)
    }

    /// Drops the messages of `kind` that have arrived.
    func discard(_ kind: WatchMessage.Kind) {
        receive()
        inbox.removeAll { $0.kind == kind }
    }

    /// Tells it to leave and waits up to `grace` seconds before ending it; `endsWatch` when the watch
    /// ends (the app then keeps its tuning, as on Q), not for a hand-over.
    func quit(grace: Double = 3, endsWatch: Bool = false) {
        link.send(.quit(endsWatch: endsWatch))
        let deadline = Date().addingTimeInterval(grace)
        while process.reap() == nil && Date() < deadline { usleep(10_000) }
        process.stop()
    }
}

/// Why a new run of the app did not come up.
struct LaunchProblem: Error {
    let message: String
    /// The app exited with the usage status (2): it refused its arguments.
    let refusedArguments: Bool
}

/// The watch ends with this status (what ended it has been said).
struct WatchEnd: Error {
    let status: Int32
}
