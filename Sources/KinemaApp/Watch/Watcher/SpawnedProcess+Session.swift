import Foundation
import KinemaShell

/// A child starts a session of its own, not only a process group: what it starts in groups of their own —
/// swift-build's compiler jobs, SwiftPM's manifest runner — stays in its session, where the watcher can
/// find it and end it once the child is gone (a manifest in an endless loop, left by an interrupted
/// `swift package describe`, ran on at 100 % CPU).
extension SpawnedProcess {
    /// Ends every process still in the session `session` (the id of the child that began it): they
    /// are found in `/proc` by the session field of their `stat`. Never the watcher's own.
    static func endSession(_ session: pid_t) {
        for member in members(ofSession: session) where member != getpid() {
            kill(member, SIGKILL)
        }
    }

    /// The processes whose session is `session`.
    static func members(ofSession session: pid_t) -> [pid_t] {
        guard session > 1, let entries = try? FileManager.default.contentsOfDirectory(atPath: "/proc") else { return [] }
        return entries.compactMap { entry in
            guard let pid = pid_t(entry), let stat = try? String(contentsOfFile: "/proc/\(entry)/stat", encoding: .utf8),
                let close = stat.lastIndex(of: ")")
            else { return nil }
            // After the command's ")": state, ppid, process group, session…
            let fields = stat[stat.index(after: close)...].split(separator: " ")
            return fields.count > 3 && pid_t(fields[3]) == session ? pid : nil
        }
    }
}
