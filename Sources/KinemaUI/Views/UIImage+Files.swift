import Foundation
import KinemaGraphics

/// Image files: `UIImage(named:)` looks for PNGs in the app's asset folders, `UIImage(contentsOfFile:)`
/// opens one by path. KinemaUI reads a PNG's size from its header itself (no decoding, no SDL); the
/// renderer decodes the pixels. Other formats need a size reader the app installs (`sizeReader`).
extension UIImage {
    /// Folders `UIImage(named:)` searches, in order: the current scene's (`SceneEnvironment.imageFolders`).
    package static var searchFolders: [URL] { UIWindowScene.current.environment.imageFolders }

    /// Reads the pixel size of an image file that is not a PNG (nil when it cannot): the current scene's
    /// (`SceneEnvironment.imageSizeReader`; the visualiser's asks SDL_image, KinemaUI alone reads PNGs only).
    static var sizeReader: SceneEnvironment.ImageSizeReader? { UIWindowScene.current.environment.imageSizeReader }

    /// Where a warning about a missing image goes (standard error; tests collect it).
    static var report: (String) -> Void = { message in
        StandardError.writeLine(message)
    }
    private static var reportedMissing: Set<String> = []

    /// An image from a file in the search folders: `name`, `name.png`, or the `@2x`/`@3x` variant, whose
    /// size in points is its pixel size divided by that scale (UIKit's rule). Nil, with one warning per
    /// name naming the folders searched, when there is none — UIKit returns nil too.
    public convenience init?(named name: String) {
        if let entry = Self.registry[name] {
            self.init(swatch: entry.swatch, size: entry.size)
            return
        }
        guard let (url, scale) = Self.locate(name) else {
            if Self.reportedMissing.insert(name).inserted {
                let folders = Self.searchFolders.map(\.path).joined(separator: ", ")
                Self.report("Kinema: UIImage(named: \"\(name)\") found no \(name).png in \(folders)")
            }
            return nil
        }
        self.init(contentsOf: url, scale: scale)
    }

    /// An image from a file; nil when it cannot be read.
    public convenience init?(contentsOfFile path: String) {
        let url = URL(fileURLWithPath: path)
        let base = url.deletingPathExtension().lastPathComponent
        let scale: CGFloat = base.hasSuffix("@3x") ? 3 : base.hasSuffix("@2x") ? 2 : 1
        self.init(contentsOf: url, scale: scale)
    }

    private convenience init?(contentsOf url: URL, scale: CGFloat) {
        guard let pixels = Self.pixelSize(of: url), pixels.width > 0, pixels.height > 0 else { return nil }
        self.init(file: url, pixelSize: pixels, scale: scale)
    }

    static func locate(_ name: String) -> (URL, CGFloat)? {
        let manager = FileManager.default
        let stem = name.hasSuffix(".png") ? String(name.dropLast(4)) : name
        let candidates: [(String, CGFloat)] = [(name, 1), (stem + ".png", 1), (stem + "@2x.png", 2), (stem + "@3x.png", 3)]
        for folder in searchFolders {
            for (file, scale) in candidates {
                let url = folder.appendingPathComponent(file)
                var isDirectory: ObjCBool = false
                if manager.fileExists(atPath: url.path, isDirectory: &isDirectory), !isDirectory.boolValue {
                    return (url, scale)
                }
            }
        }
        return nil
    }

    /// The pixel size of a PNG from its IHDR chunk (bytes 16–23, big-endian), or from `sizeReader`.
    static func pixelSize(of url: URL) -> CGSize? {
        guard let handle = try? FileHandle(forReadingFrom: url) else { return nil }
        defer { try? handle.close() }
        let header = [UInt8]((try? handle.read(upToCount: 24)) ?? Data())
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        guard header.count == 24, Array(header[0..<8]) == signature, Array(header[12..<16]) == Array("IHDR".utf8) else {
            return sizeReader?(url)
        }
        func word(_ offset: Int) -> Int {
            header[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
        }
        return CGSize(width: word(16), height: word(20))
    }

    /// `Assets` at the root of the Kinema source tree this file was compiled in (Sources/KinemaUI/Views/).
    nonisolated package static var sourceTreeAssets: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Assets")
    }

    /// The running program's own file, symbolic links resolved: `/proc/self/exe`, or where it is not
    /// readable `argv[0]` — looked up on PATH when it names no folder (a program run by name), as the
    /// shell found it — never `argv[0]` taken as a path in the current folder.
    nonisolated package static func executableFile(
        arguments: [String] = CommandLine.arguments, environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> URL {
        if let real = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"), real.hasPrefix("/") {
            return URL(fileURLWithPath: real)
        }
        let typed = arguments.first ?? "."
        if !typed.contains("/") {
            for folder in (environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":") where folder.hasPrefix("/") {
                let candidate = "\(folder)/\(typed)"
                if FileManager.default.isExecutableFile(atPath: candidate) { return URL(fileURLWithPath: candidate).resolvingSymlinksInPath() }
            }
        }
        return URL(fileURLWithPath: typed).resolvingSymlinksInPath()
    }

    /// The folders searched by default: `$KINEMA_ASSETS` when set, an `Assets` folder next to the
    /// executable (its real file, `executableFile()`) or up to four folders above it (a build inside the
    /// source tree), an installed copy in `share/kinema/Assets` beside the executable's `bin`, the
    /// `Assets` of the Kinema source tree the program was built from (a package that depends on Kinema
    /// finds Kinema's own images there, where its executable is nowhere near them), and `Assets` in the
    /// current directory — each with its `images` subfolder after it.
    nonisolated package static func defaultSearchFolders() -> [URL] {
        var folders: [URL] = []
        if let custom = ProcessInfo.processInfo.environment["KINEMA_ASSETS"], !custom.isEmpty {
            folders.append(URL(fileURLWithPath: custom))
        }
        let executable = executableFile()
        var folder = executable.deletingLastPathComponent()
        for _ in 0..<5 {
            folders.append(folder.appendingPathComponent("Assets"))
            folder = folder.deletingLastPathComponent()
        }
        folders.append(executable.deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("share/kinema/Assets"))
        folders.append(sourceTreeAssets)
        folders.append(URL(fileURLWithPath: FileManager.default.currentDirectoryPath).appendingPathComponent("Assets"))
        var seen: Set<String> = []
        return folders.flatMap { [$0, $0.appendingPathComponent("images")] }
            .filter { seen.insert($0.standardizedFileURL.path).inserted }
    }
}

/// `#imageLiteral(resourceName:)` (the literal's type is UIKit's `_ImageLiteralType`): the image
/// `UIImage(named:)` finds, or — where iOS would have failed at build time — an empty image, with
/// `UIImage(named:)`'s warning naming the folders searched.
extension UIImage: @MainActor _ExpressibleByImageLiteral {
    public convenience init(imageLiteralResourceName name: String) {
        if let entry = Self.registry[name] {
            self.init(swatch: entry.swatch, size: entry.size)
        } else if let (url, scale) = Self.locate(name), let pixels = Self.pixelSize(of: url), pixels.width > 0, pixels.height > 0 {
            self.init(file: url, pixelSize: pixels, scale: scale)
        } else {
            _ = UIImage(named: name)
            self.init(swatch: Swatch(color: .clear), size: .zero)
        }
    }
}
