import Foundation
import KinemaShell

/// A program `kinema watch` runs beside itself (the Swift build, the app), started with `posix_spawn`
/// rather than Foundation's `Process`, for three things `Process` cannot do: hand the child one more
/// descriptor (the app's end of the watch link, as descriptor 3), start it in a session of its own (so
/// the watcher can end it and everything it started, a build's compiler jobs and a manifest's runner
/// included, in whatever process groups they are), and
/// give it default signal handling and an empty signal mask whatever the watcher blocked.
final class SpawnedProcess {
    let pid: pid_t
    let name: String
    /// How it ended, once it has and `reap()` saw it.
    private(set) var ending: Ending?

    enum Ending: Equatable {
        case exited(Int32)
        case signalled(Int32)

        var description: String {
            switch self {
            case .exited(let status): "exited with status \(status)"
            case .signalled(let number): "was ended by signal \(number) (\(String(cString: strsignal(number))))"
            }
        }
    }

    /// The descriptors a child gets: its standard output and error (nil: the watcher's own), and a
    /// descriptor given to it as 3 (nil: none). Standard input is always /dev/null.
    struct Descriptors {
        var output: Int32?
        var error: Int32?
        var link: Int32?
    }

    /// The descriptor a child finds the watch link on (`KINEMA_WATCH_FD`).
    static let linkDescriptor: Int32 = 3

    /// Starts `executable` (a path) with `arguments`, `environment` added to the watcher's own.
    init(_ executable: String, arguments: [String], environment: [String: String] = [:], descriptors: Descriptors) throws {
        name = (executable as NSString).lastPathComponent
        var actions = posix_spawn_file_actions_t()
        var attributes = posix_spawnattr_t()
        posix_spawn_file_actions_init(&actions)
        posix_spawnattr_init(&attributes)
        defer {
            posix_spawn_file_actions_destroy(&actions)
            posix_spawnattr_destroy(&attributes)
        }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        if let output = descriptors.output { posix_spawn_file_actions_adddup2(&actions, output, 1) }
        if let error = descriptors.error { posix_spawn_file_actions_adddup2(&actions, error, 2) }
        // dup2 onto itself would keep close-on-exec: a link that is descriptor 3 already is handed over
        // through a copy.
        let copy = descriptors.link == Self.linkDescriptor ? fcntl(Self.linkDescriptor, F_DUPFD_CLOEXEC, 10) : -1
        defer { if copy >= 0 { Glibc.close(copy) } }
        if let link = descriptors.link { posix_spawn_file_actions_adddup2(&actions, copy >= 0 ? copy : link, Self.linkDescriptor) }
        // Nothing else of the watcher's reaches the child: a file it had open for writing, held open by
        // a long-lived child, would be closed only when that child ends — a late "saved" for a watcher.
        _ = Self.closeFrom?(&actions, descriptors.link == nil ? 3 : Self.linkDescriptor + 1)
        Self.setUp(&attributes)
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let merged = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let envp = merged.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var child: pid_t = 0
        let result = posix_spawn(&child, executable, &actions, &attributes, argv, envp)
        guard result == 0 else { throw SpawnError(message: "cannot start \(executable): \(String(cString: strerror(result)))") }
        pid = child
    }

    /// glibc's `posix_spawn_file_actions_addclosefrom_np` (2.34 and later; the Glibc module does not
    /// declare it): looked up once, nil where the C library lacks it (children then inherit as before).
    private static let closeFrom: (@convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32)? = {
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "posix_spawn_file_actions_addclosefrom_np") else { return nil }
        return unsafeBitCast(symbol, to: (@convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32).self)
    }()

    /// glibc's `POSIX_SPAWN_SETSID` (2.26 and later), which the Glibc module does not declare.
    private static let startsSession: Int32 = 0x80

    /// A session (and so a process group) of its own, with no controlling terminal, default handling of
    /// the signals the watcher takes, nothing blocked.
    private static func setUp(_ attributes: inout posix_spawnattr_t) {
        posix_spawnattr_setflags(&attributes, Int16(startsSession | POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        var none = sigset_t()
        sigemptyset(&none)
        posix_spawnattr_setsigmask(&attributes, &none)
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for number in [SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGPIPE, SIGCHLD] { sigaddset(&defaults, number) }
        posix_spawnattr_setsigdefault(&attributes, &defaults)
    }

    var isRunning: Bool { ending == nil }

    /// Notes its ending if it has ended (never blocks); returns it.
    @discardableResult
    func reap() -> Ending? { collect(options: WNOHANG) }

    /// Waits for it to end; its ending.
    func wait() -> Ending {
        while true {
            if let ending = collect(options: 0) { return ending }
        }
    }

    private func collect(options: Int32) -> Ending? {
        guard ending == nil else { return ending }
        var status: Int32 = 0
        let result = waitpid(pid, &status, options)
        if result < 0 && errno == ECHILD {
            // Already collected (or never ours): gone, its status unknown.
            ending = .exited(-1)
            return ending
        }
        guard result == pid else { return nil }
        // WIFEXITED / WEXITSTATUS / WTERMSIG, which are macros C has and Swift does not.
        let signal = status & 0x7f
        ending = signal == 0 ? .exited((status >> 8) & 0xff) : .signalled(signal)
        return ending
    }

    /// Stops it and its process group, and waits for it: SIGINT first when `interruptFirst` (a build
    /// takes it as Ctrl+C and cancels the jobs it started in groups of their own), then SIGTERM to the
    /// group, then, after `grace` seconds, SIGKILL; then whatever is left in its session.
    func stop(interruptFirst: Bool = false, grace: Double = 2) {
        guard reap() == nil else { return Self.endSession(pid) }
        if interruptFirst {
            kill(pid, SIGINT)
            waitForEnding(seconds: 5)
        }
        if reap() == nil {
            kill(-pid, SIGTERM)
            waitForEnding(seconds: grace)
        }
        if reap() == nil {
            kill(-pid, SIGKILL)
            _ = wait()
        }
        // Whatever it left in its group, or in other groups of its session, goes with it.
        kill(-pid, SIGKILL)
        Self.endSession(pid)
    }

    private func waitForEnding(seconds: Double) {
        let deadline = Date().addingTimeInterval(seconds)
        while reap() == nil && Date() < deadline { usleep(10_000) }
    }

    /// A pipe, both ends closed on exec (a child gets an end through dup2): [read, write].
    static func pipe() throws -> [Int32] {
        var ends: [Int32] = [0, 0]
        guard Glibc.pipe(&ends) == 0 else { throw SpawnError(message: "cannot make a pipe: \(String(cString: strerror(errno)))") }
        for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        return ends
    }

    /// The full path of `command` on `PATH`, or nil.
    static func find(_ command: String, path: String? = ProcessInfo.processInfo.environment["PATH"]) -> String? {
        for folder in (path ?? "").split(separator: ":") where !folder.isEmpty {
            let candidate = (String(folder) as NSString).appendingPathComponent(command)
            var info = stat()
            if stat(candidate, &info) == 0, info.st_mode & S_IFMT == S_IFREG, access(candidate, X_OK) == 0 { return candidate }
        }
        return nil
    }
}

struct SpawnError: Error {
    let message: String
}
