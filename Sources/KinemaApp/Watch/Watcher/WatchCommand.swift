import Foundation
import KinemaShell

/// `kinema watch`: checks what it needs (`WatchSetup`), takes Ctrl+C and the children's endings as
/// bytes on a pipe (`WatchSignals`), and runs the session.
@MainActor
enum WatchCommand {
    static func run(_ options: WatchOptions) -> Int32 {
        Output.exitStatus {
            let signals = try WatchSignals.take()
            let setup = try WatchSetup.prepare(options, signals: signals)
            let session = try WatchSession(setup: setup, signals: signals)
            return session.run()
        }
    }
}

/// Signals as readable events: a handler that only writes the signal's number to a pipe (the one
/// thing a handler may safely do), which the watch's `poll` reads with everything else.
@MainActor
enum WatchSignals {
    /// The pipe's write end, for the handler (a C function cannot capture it).
    nonisolated(unsafe) private static var writeEnd: Int32 = -1
    static let taken = [SIGINT, SIGTERM, SIGHUP, SIGCHLD]

    /// Installs the handler; the pipe's read end.
    static func take() throws(Exit) -> Int32 {
        guard let ends = try? SpawnedProcess.pipe() else { throw Output.failure("cannot take signals: no pipe can be made") }
        for end in ends { _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK) }
        writeEnd = ends[1]
        for number in taken {
            var action = sigaction()
            action.__sigaction_handler.sa_handler = { number in
                // A handler must leave errno as it found it: it may run between a call and its check.
                let saved = errno
                var byte = UInt8(truncatingIfNeeded: number)
                _ = write(WatchSignals.writeEnd, &byte, 1)
                errno = saved
            }
            action.sa_flags = SA_RESTART | (number == SIGCHLD ? SA_NOCLDSTOP : 0)
            sigemptyset(&action.sa_mask)
            sigaction(number, &action, nil)
        }
        // A parent may have started the watch with them blocked (the mask is inherited): they would
        // never arrive.
        var set = sigset_t()
        sigemptyset(&set)
        for number in taken { sigaddset(&set, number) }
        pthread_sigmask(SIG_UNBLOCK, &set, nil)
        return ends[0]
    }

    /// What the watch says when `number` ends it: "interrupted (SIGINT, Ctrl+C)", "interrupted (SIGTERM)"…
    nonisolated static func interrupted(by number: Int32) -> String {
        switch number {
        case SIGINT: "interrupted (SIGINT, Ctrl+C)"
        case SIGTERM: "interrupted (SIGTERM)"
        case SIGHUP: "interrupted (SIGHUP: the terminal closed)"
        default: "interrupted (signal \(number))"
        }
    }

    /// The signals that have come since the last call, from the pipe's read end.
    nonisolated static func read(_ descriptor: Int32) -> [Int32] {
        var bytes = [UInt8](repeating: 0, count: 64)
        var numbers: [Int32] = []
        while true {
            let count = bytes.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
            guard count > 0 else { return numbers }
            numbers += bytes[..<count].map(Int32.init)
        }
    }
}

/// A signal (Ctrl+C, SIGTERM, SIGHUP) came while the watch waited on something.
struct Interrupted: Error {
    let signal: Int32
}
