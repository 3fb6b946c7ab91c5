import Foundation
import KinemaShell

/// Hears a package's sources change through inotify: every folder under `Sources/` (folders made
/// later too) and the package folder itself for `Package.swift`. Nothing polls: the descriptor is
/// read when `poll` says it has something.
///
/// What counts as a change: a file written and closed, moved in or out, made or removed — but not a
/// hidden file or an editor's backup or swap file (`.name.swp`, `name~`, Vim's `4913` probe), which
/// come and go with every save.
final class SourceWatcher {
    let descriptor: Int32
    /// Each watched folder by its watch descriptor.
    private var folders: [Int32: String] = [:]
    private let packageFolder: String

    /// Starts watching `packageFolder`'s `Package.swift` and `Sources/` (when it has one).
    init(packageFolder: String) throws {
        self.packageFolder = packageFolder
        descriptor = inotify_init1(Int32(IN_CLOEXEC | IN_NONBLOCK))
        guard descriptor >= 0 else {
            throw SpawnError(message: "cannot watch '\(packageFolder)' for changes: \(String(cString: strerror(errno)))")
        }
        // Package.swift is replaced, not only written, by many editors: its folder is what is watched.
        try watch(packageFolder)
        try watchSources()
    }

    /// `Sources/` and every folder under it, when it is there.
    private func watchSources() throws {
        let sources = (packageFolder as NSString).appendingPathComponent("Sources")
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: sources, isDirectory: &isFolder), isFolder.boolValue { try watchTree(sources) }
    }

    deinit { Glibc.close(descriptor) }

    /// Folders watched (the package's and each under `Sources/`).
    var watchedFolders: Int { folders.count }

    private static let changes = UInt32(IN_CLOSE_WRITE | IN_MOVED_TO | IN_MOVED_FROM | IN_CREATE | IN_DELETE | IN_DELETE_SELF)

    private func watch(_ folder: String) throws {
        let handle = inotify_add_watch(descriptor, folder, Self.changes | UInt32(IN_ONLYDIR))
        guard handle >= 0 else {
            let reason = errno == ENOSPC
                ? "the system's inotify watches are used up (raise fs.inotify.max_user_watches)" : String(cString: strerror(errno))
            throw SpawnError(message: "cannot watch '\(folder)' for changes: \(reason)")
        }
        folders[handle] = folder
    }

    /// `folder` and every folder under it (not hidden ones, such as `.build`).
    private func watchTree(_ folder: String) throws {
        try watch(folder)
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        for entry in entries.sorted() where !entry.hasPrefix(".") {
            let path = (folder as NSString).appendingPathComponent(entry)
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue { try watchTree(path) }
        }
    }

    /// The changed paths among the events waiting (empty when none is a change that matters), watching
    /// any folder made under `Sources/` meanwhile.
    func changedPaths() -> [String] {
        var changed: [String] = []
        var buffer = [UInt8](repeating: 0, count: 16 * 1024)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { break }
            changed += parse(buffer[..<count])
        }
        return changed
    }

    /// The events in `bytes` (a run of `struct inotify_event`: wd, mask, cookie, len, then `len` bytes of
    /// name padded with zeros).
    private func parse(_ bytes: ArraySlice<UInt8>) -> [String] {
        var changed: [String] = []
        var offset = bytes.startIndex
        let header = MemoryLayout<inotify_event>.size
        while offset + header <= bytes.endIndex {
            let (handle, mask, length) = bytes[offset..<(offset + header)].withUnsafeBytes { raw in
                (raw.loadUnaligned(fromByteOffset: 0, as: Int32.self), raw.loadUnaligned(fromByteOffset: 4, as: UInt32.self),
                 Int(raw.loadUnaligned(fromByteOffset: 12, as: UInt32.self)))
            }
            let nameBytes = bytes[(offset + header)..<min(bytes.endIndex, offset + header + length)]
            let name = String(decoding: nameBytes.prefix { $0 != 0 }, as: UTF8.self)
            offset += header + length
            if let path = change(handle: handle, mask: mask, name: name) { changed.append(path) }
        }
        return changed
    }

    private func change(handle: Int32, mask: UInt32, name: String) -> String? {
        if mask & UInt32(IN_Q_OVERFLOW) != 0 {
            // Events were lost: whatever they were, it is a change, and folders made meanwhile are
            // watched from now on (a folder watched already keeps its watch).
            try? watchSources()
            return packageFolder
        }
        guard let folder = folders[handle] else { return nil }
        if mask & UInt32(IN_IGNORED) != 0 || mask & UInt32(IN_DELETE_SELF) != 0 {
            if mask & UInt32(IN_IGNORED) != 0 { folders[handle] = nil }
            return mask & UInt32(IN_DELETE_SELF) != 0 ? folder : nil
        }
        guard Self.matters(name) else { return nil }
        let path = (folder as NSString).appendingPathComponent(name)
        if folder == packageFolder {
            // `Sources/` made (or moved in) after the watch began.
            if name == "Sources", mask & UInt32(IN_ISDIR) != 0, mask & UInt32(IN_CREATE | IN_MOVED_TO) != 0 {
                try? watchSources()
                return path
            }
            // In the package folder itself only the manifest (and its version-specific twins) counts.
            return name.hasPrefix("Package") && name.hasSuffix(".swift") ? path : nil
        }
        if mask & UInt32(IN_ISDIR) != 0, mask & UInt32(IN_CREATE | IN_MOVED_TO) != 0 { try? watchTree(path) }
        return path
    }

    /// Whether a file of this name is source (not hidden, not an editor's backup, swap or probe file).
    static func matters(_ name: String) -> Bool {
        !name.isEmpty && !name.hasPrefix(".") && !name.hasSuffix("~") && !name.hasSuffix(".swp") && !name.hasSuffix(".swx")
            && name != "4913" && !name.hasPrefix("#")
    }
}
