import CSDL2
import Foundation

/// One face of the system font: one of UIKit's nine weights and an optical size, as San Francisco has
/// them — SF Pro Display at 20 points and above, SF Pro Text below.
public struct FontFace: Hashable, Sendable {
    /// 0 ultraLight … 3 regular … 6 bold … 8 black (UIKit's `UIFont.Weight`s in order).
    public let weight: Int
    /// The display cut (20 points and above).
    public let isDisplay: Bool
    public let isItalic: Bool

    public init(weight: Int, isDisplay: Bool, isItalic: Bool = false) {
        self.weight = min(8, max(0, weight))
        self.isDisplay = isDisplay
        self.isItalic = isItalic
    }

    /// The face for a `UIFont.Weight` raw value and a size in points.
    public static func `for`(weight: CGFloat, pointSize: CGFloat, isItalic: Bool = false) -> FontFace {
        // The midpoints between UIKit's values: ultraLight −0.8, thin −0.6, light −0.4, regular 0,
        // medium 0.23, semibold 0.3, bold 0.4, heavy 0.56, black 0.62.
        let bounds: [CGFloat] = [-0.7, -0.5, -0.2, 0.115, 0.265, 0.35, 0.48, 0.59]
        let index = bounds.firstIndex { weight < $0 } ?? 8
        return FontFace(weight: index, isDisplay: pointSize >= 20, isItalic: isItalic)
    }

    /// Whether a two-face family (DejaVu Sans) draws it bold: from semibold up.
    public var isBold: Bool { weight >= 5 }

    /// Inter's names of the nine weights, thinnest first.
    static let interNames = ["Thin", "ExtraLight", "Light", "Regular", "Medium", "SemiBold", "Bold", "ExtraBold", "Black"]
}

/// The fonts text is drawn with: Inter (Debian's fonts-inter; Inter Display at 20 points and above, its
/// nine weights for UIKit's nine) found through fontconfig; DejaVu Sans (regular and bold) when Inter is
/// missing; or a file given with `--font` for everything. Opened per face and pixel size on demand — at
/// most `openLimit` at once, the least recently used closed first (each holds a file and FreeType's
/// caches) — and closed before SDL_ttf shuts down.
public final class FontLibrary {
    /// Where the faces come from.
    public enum Family: Equatable, Sendable {
        /// Inter's files in this folder.
        case inter(folder: String)
        case dejaVu(regular: String, bold: String)
        case file(String)

        public var name: String {
            switch self {
            case .inter: return "Inter"
            case .dejaVu: return "DejaVu Sans"
            case .file(let path): return path
            }
        }
    }

    public let family: Family
    /// DejaVu Sans beside Inter, for text with characters Inter lacks (✕, ⌄, arrows and symbols).
    public let fallback: (regular: String, bold: String)?
    private let system: SDLSystem
    private var fonts: [Key: (font: OpaquePointer, lastUse: Int)] = [:]
    /// For a character neither the face nor DejaVu Sans has: the file fontconfig found for it (nil: none
    /// has it), by code point.
    var fallbackFiles: [UInt32: String?] = [:]
    /// The files found so far, tried before asking fontconfig again (one script is one font).
    var foundFallbackFiles: [String] = []
    private var uses = 0
    /// The most fonts kept open at once.
    static let openLimit = 24
    /// Fonts open now (for tests).
    var openCount: Int { fonts.count }

    struct Key: Hashable {
        let pixelSize: Int
        let face: FontFace
        let isFallback: Bool
        /// A file fontconfig found for characters the others lack (`segments(of:…)`).
        var file: String?
    }

    /// - Parameters:
    ///   - path: a font file for every face; nil looks Inter, then DejaVu Sans, up with fontconfig.
    ///   - lookup: fontconfig's answer for a pattern — the file and the family it found (tests replace it).
    public init(
        system: SDLSystem, path: String? = nil, lookup: (String) -> (file: String, family: String)? = FontLibrary.match
    ) throws {
        self.system = system
        if let path {
            guard FileManager.default.isReadableFile(atPath: path) else {
                throw SDLError("font file '\(path)' does not exist or cannot be read")
            }
            family = .file(path)
        } else if let inter = lookup("Inter:style=Regular"), inter.family.split(separator: ",").contains(where: { $0 == "Inter" }),
            FileManager.default.isReadableFile(atPath: inter.file)
        {
            family = .inter(folder: (inter.file as NSString).deletingLastPathComponent)
        } else if let dejaVu = Self.dejaVu(lookup) {
            family = .dejaVu(regular: dejaVu.regular, bold: dejaVu.bold)
        } else {
            throw SDLError("neither Inter nor DejaVu Sans found through fontconfig: install fonts-inter (or fonts-dejavu-core) and fontconfig (scripts/bootstrap), or pass --font PATH")
        }
        if case .inter = family { fallback = Self.dejaVu(lookup) } else { fallback = nil }
        // Fail now, with the path, rather than at the first label.
        _ = try font(pixelSize: 12, face: FontFace(weight: 3, isDisplay: false))
    }

    deinit {
        for entry in fonts.values { TTF_CloseFont(entry.font) }
    }

    /// DejaVu Sans's regular and bold files, if fontconfig has them.
    private static func dejaVu(_ lookup: (String) -> (file: String, family: String)?) -> (regular: String, bold: String)? {
        guard let regular = lookup("DejaVu Sans"), regular.family.contains("DejaVu Sans") else { return nil }
        let bold = lookup("DejaVu Sans:bold").flatMap { $0.family.contains("DejaVu Sans") ? $0.file : nil }
        return (regular.file, bold ?? regular.file)
    }

    /// The font file fontconfig picks for a pattern, and the families it says that file has.
    public static func match(_ pattern: String) -> (file: String, family: String)? {
        guard let output = output(of: ["fc-match", "-f", "%{file}\n%{family}", pattern]) else { return nil }
        let lines = output.split(separator: "\n").map(String.init)
        guard lines.count >= 2, FileManager.default.isReadableFile(atPath: lines[0]) else { return nil }
        return (lines[0], lines[1])
    }

    /// What a command found on `PATH` prints on standard output, or nil when it cannot run or fails.
    /// Spawned directly (Foundation's `Process` closes every descriptor it finds in /proc first, which
    /// fails under valgrind and costs a scan each time).
    static func output(of arguments: [String]) -> String? {
        var pipeEnds: [Int32] = [-1, -1]
        guard pipe(&pipeEnds) == 0 else { return nil }
        defer { close(pipeEnds[0]) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, pipeEnds[1], 1)
        posix_spawn_file_actions_addclose(&actions, pipeEnds[0])
        posix_spawn_file_actions_addclose(&actions, pipeEnds[1])
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let argv = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        let spawned = posix_spawnp(&pid, arguments[0], &actions, nil, argv, environ)
        close(pipeEnds[1])
        guard spawned == 0 else { return nil }
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = read(pipeEnds[0], &buffer, buffer.count)
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { break }
            data.append(contentsOf: buffer[0..<count])
        }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0, errno == EINTR {}
        // Exited normally with status 0.
        guard status & 0x7f == 0, (status >> 8) & 0xff == 0 else { return nil }
        return String(decoding: data, as: UTF8.self)
    }

    /// The file `face` is drawn from: Inter's own file for it (the nearest present when one is missing),
    /// DejaVu's regular or bold, or the one file given.
    public func path(for face: FontFace) -> String {
        switch family {
        case .file(let path):
            return path
        case .dejaVu(let regular, let bold):
            return face.isBold ? bold : regular
        case .inter(let folder):
            let stem = face.isDisplay ? "InterDisplay-" : "Inter-"
            // Inter's italics: "Italic" for the regular weight, the weight's name + "Italic" for the others.
            let name = FontFace.interNames[face.weight]
            let italic = face.weight == 3 ? "Italic" : name + "Italic"
            let candidates = (face.isItalic ? [stem + italic, "Inter-" + italic] : [])
                + [stem + name, "Inter-" + name, "Inter-" + (face.isBold ? "Bold" : "Regular"), "Inter-Regular"]
            for name in candidates {
                let path = (folder as NSString).appendingPathComponent(name + ".otf")
                if FileManager.default.isReadableFile(atPath: path) { return path }
            }
            return (folder as NSString).appendingPathComponent("Inter-Regular.otf")
        }
    }

    /// An open font at `pixelSize` (clamped to 4…400) in `face` (characters it lacks: `segments(of:…)`).
    func font(pixelSize: Int, face: FontFace) throws -> OpaquePointer {
        try font(Key(pixelSize: min(400, max(4, pixelSize)), face: face, isFallback: false))
    }

    func font(_ key: Key) throws -> OpaquePointer {
        uses += 1
        if let entry = fonts[key] {
            fonts[key] = (entry.font, uses)
            return entry.font
        }
        let path = key.file ?? (key.isFallback ? (key.face.isBold ? fallback!.bold : fallback!.regular) : path(for: key.face))
        guard let font = TTF_OpenFont(path, Int32(key.pixelSize)) else {
            throw SDLError.last("could not open font \(path)")
        }
        if fonts.count >= Self.openLimit, let oldest = fonts.min(by: { $0.value.lastUse < $1.value.lastUse }) {
            TTF_CloseFont(oldest.value.font)
            fonts.removeValue(forKey: oldest.key)
        }
        fonts[key] = (font, uses)
        return font
    }

    /// Width and height in pixels of one line of `text`. Kept for the last few hundred strings: laying
    /// out one label measures the same text several times (fitting, wrapping, its lines), and shaping it
    /// costs about a hundred thousand instructions each time (the inspector's status line, ten times a
    /// second, measured its text six times).
    public func size(of text: String, pixelSize: Int, face: FontFace) -> CGSize {
        let key = Measured(text: text, pixelSize: pixelSize, face: face)
        if let size = measured[key] { return size }
        guard let segments = try? segments(of: text, pixelSize: pixelSize, face: face) else { return .zero }
        var width: Int32 = 0, height: Int32 = 0
        for (index, segment) in segments.enumerated() {
            var segmentWidth: Int32 = 0, segmentHeight: Int32 = 0
            TTF_SizeUTF8(segment.font, segment.text, &segmentWidth, &segmentHeight)
            width += segmentWidth
            // A line is as tall as the face's: a character from another font does not change the layout.
            if index == 0 { height = segments.count == 1 ? segmentHeight : TTF_FontHeight(segments[0].primary) }
        }
        let size = CGSize(width: Int(width), height: Int(height))
        if measured.count >= Self.measuredLimit { measured.removeAll(keepingCapacity: true) }
        measured[key] = size
        return size
    }

    private struct Measured: Hashable {
        let text: String
        let pixelSize: Int
        let face: FontFace
    }
    private var measured: [Measured: CGSize] = [:]
    private static let measuredLimit = 512
}
