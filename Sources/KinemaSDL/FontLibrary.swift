import CSDL2
import Foundation

/// The fonts text is drawn with: DejaVu Sans (regular and bold) found through fontconfig, or a file given
/// with `--font`. Opened per pixel size on demand — at most `openLimit` at once, the least recently used
/// closed first (every resize of a scaled window asks for new sizes; each open font holds a file and
/// FreeType's caches) — and closed before SDL_ttf shuts down.
public final class FontLibrary {
    public let regularPath: String
    public let boldPath: String
    private let system: SDLSystem
    private var fonts: [Key: (font: OpaquePointer, lastUse: Int)] = [:]
    private var uses = 0
    /// The most fonts kept open at once.
    static let openLimit = 24
    /// Fonts open now (for tests).
    var openCount: Int { fonts.count }

    private struct Key: Hashable {
        let pixelSize: Int
        let bold: Bool
    }

    /// - Parameter path: a TrueType file for every weight; nil looks DejaVu Sans up with `fc-match`.
    public init(system: SDLSystem, path: String? = nil) throws {
        self.system = system
        if let path {
            guard FileManager.default.isReadableFile(atPath: path) else {
                throw SDLError("font file '\(path)' does not exist or cannot be read")
            }
            regularPath = path
            boldPath = path
        } else {
            guard let regular = Self.match("DejaVu Sans") else {
                throw SDLError("no DejaVu Sans font found through fontconfig: install fonts-dejavu-core and fontconfig (scripts/bootstrap), or pass --font PATH")
            }
            regularPath = regular
            boldPath = Self.match("DejaVu Sans:bold") ?? regular
        }
        // Fail now, with the path, rather than at the first label.
        _ = try font(pixelSize: 12, bold: false)
    }

    deinit {
        for entry in fonts.values { TTF_CloseFont(entry.font) }
    }

    /// The font file fontconfig picks for a pattern, if it is really that family.
    static func match(_ pattern: String) -> String? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["fc-match", "-f", "%{file}\n%{family}", pattern]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch { return nil }
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { return nil }
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let lines = output.split(separator: "\n").map(String.init)
        guard lines.count >= 2, lines[1].contains("DejaVu Sans"), FileManager.default.isReadableFile(atPath: lines[0]) else {
            return nil
        }
        return lines[0]
    }

    /// An open font at `pixelSize` (clamped to 4…400).
    func font(pixelSize: Int, bold: Bool) throws -> OpaquePointer {
        let key = Key(pixelSize: min(400, max(4, pixelSize)), bold: bold)
        uses += 1
        if let entry = fonts[key] {
            fonts[key] = (entry.font, uses)
            return entry.font
        }
        guard let font = TTF_OpenFont(bold ? boldPath : regularPath, Int32(key.pixelSize)) else {
            throw SDLError.last("could not open font \(bold ? boldPath : regularPath)")
        }
        if fonts.count >= Self.openLimit, let oldest = fonts.min(by: { $0.value.lastUse < $1.value.lastUse }) {
            TTF_CloseFont(oldest.value.font)
            fonts.removeValue(forKey: oldest.key)
        }
        fonts[key] = (font, uses)
        return font
    }

    /// Width and height in pixels of one line of `text`.
    public func size(of text: String, pixelSize: Int, bold: Bool) -> CGSize {
        guard let font = try? font(pixelSize: pixelSize, bold: bold) else { return .zero }
        var width: Int32 = 0, height: Int32 = 0
        TTF_SizeUTF8(font, text, &width, &height)
        return CGSize(width: Int(width), height: Int(height))
    }
}
