import Foundation

/// Kinema's folder in the user's configuration: `$XDG_CONFIG_HOME/kinema/` (or `~/.config/kinema/`),
/// and how files there are written — whole or not at all.
public enum ConfigFolder {
    public static func url(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL {
        let base: URL
        if let config = environment["XDG_CONFIG_HOME"], config.hasPrefix("/") {
            base = URL(fileURLWithPath: config)
        } else {
            base = URL(fileURLWithPath: environment["HOME"] ?? NSTemporaryDirectory()).appendingPathComponent(".config")
        }
        return base.appendingPathComponent("kinema")
    }

    /// Writes `data` to `target` atomically: to a temporary file beside it, then renamed over it, so a
    /// crash never leaves half a file. Creates the folder. Throws the reason.
    public static func write(_ data: Data, to target: URL) throws(WriteError) {
        let folder = target.deletingLastPathComponent()
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw WriteError(reason: "its folder could not be made (\(error.localizedDescription))")
        }
        let temporary = folder.appendingPathComponent(".\(target.lastPathComponent).\(getpid()).tmp")
        do {
            try data.write(to: temporary)
        } catch {
            throw WriteError(reason: "could not be written (\(error.localizedDescription))")
        }
        guard rename(temporary.path, target.path) == 0 else {
            let reason = String(cString: strerror(errno))
            try? FileManager.default.removeItem(at: temporary)
            throw WriteError(reason: "could not be written: \(reason)")
        }
    }

    public struct WriteError: Error {
        public let reason: String
    }
}
