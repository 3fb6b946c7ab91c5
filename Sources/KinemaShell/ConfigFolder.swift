import Foundation
import KinemaGraphics
import KinemaUI
import KinemaTweaks

/// Kinema's folder in the user's configuration, as the XDG Base Directory rules say:
/// `$XDG_CONFIG_HOME/kinema/` when XDG_CONFIG_HOME is an absolute path, else `$HOME/.config/kinema/`
/// when HOME is the absolute path of a folder that exists — and none at all otherwise (HOME unset, empty,
/// relative or missing): then nothing is written, never into the current folder or a shared one. Files
/// there are written whole or not at all.
package enum ConfigFolder {
    /// Kinema's configuration folder, or nil when there is no sane one.
    package static func url(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL? {
        if let config = environment["XDG_CONFIG_HOME"], config.hasPrefix("/") {
            return URL(fileURLWithPath: config).appendingPathComponent("kinema")
        }
        var isFolder: ObjCBool = false
        guard let home = environment["HOME"], home.hasPrefix("/"), FileManager.default.fileExists(atPath: home, isDirectory: &isFolder),
            isFolder.boolValue
        else { return nil }
        return URL(fileURLWithPath: home).appendingPathComponent(".config/kinema")
    }

    /// What is said, once, when there is no configuration folder.
    package static let missing = "no configuration folder (XDG_CONFIG_HOME is not an absolute path, nor HOME the absolute path of "
        + "an existing folder): presets, the kept tuning and the window's place are not saved"

    /// Writes `data` to `target` atomically: to a temporary file beside it, then renamed over it, so a
    /// crash never leaves half a file. Creates the folder. Throws the reason; a temporary file whose
    /// write or rename failed is removed.
    package static func write(_ data: Data, to target: URL) throws(WriteError) {
        let folder = target.deletingLastPathComponent()
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw WriteError(reason: "its folder could not be made (\(error.localizedDescription))")
        }
        let temporary = folder.appendingPathComponent(".\(target.lastPathComponent).\(getpid()).tmp")
        do throws(WholeFile.Failure) {
            try WholeFile.write(data, to: temporary.path)
        } catch {
            throw WriteError(reason: "could not be written: \(error.reason)")
        }
        guard rename(temporary.path, target.path) == 0 else {
            let reason = String(cString: strerror(errno))
            unlink(temporary.path)
            throw WriteError(reason: "could not be written: \(reason)")
        }
    }

    package struct WriteError: Error {
        package let reason: String
    }
}
