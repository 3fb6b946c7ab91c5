import Foundation
import KinemaCore

/// How a label's text wraps and truncates (UIKit's `NSLineBreakMode`).
public enum NSLineBreakMode: Int, Sendable {
    case byWordWrapping = 0, byCharWrapping, byClipping, byTruncatingHead, byTruncatingTail, byTruncatingMiddle
}

/// Lines of text laid out in a width, as `UILabel` sets them: wrapped at words (or characters), at most
/// `maximumLines` of them, the last one truncated with "…" — at its end, start or middle — when text is
/// left over or a line is too wide. Widths come from `TextMetrics.measure`: the current scene's.
public struct TextLayout: Equatable, Sendable {
    public var lines: [String]
    /// The font the lines are set in (smaller than asked when the label adjusts its size to fit).
    public var font: UIFont
    /// The widest line's width.
    public var width: CGFloat

    public static let ellipsis = "…"

    /// - Parameters:
    ///   - width: the width available (`.infinity`: no wrapping).
    ///   - maximumLines: 0 for as many as the text needs.
    ///   - minimumScaleFactor: with `adjustsFontSize`, the font shrinks down to this share of its size
    ///     before one line is truncated (0: it does not shrink, as in UIKit).
    @MainActor public init(
        text: String, font: UIFont, width: CGFloat, maximumLines: Int = 1, lineBreakMode: NSLineBreakMode = .byTruncatingTail,
        adjustsFontSize: Bool = false, minimumScaleFactor: CGFloat = 0
    ) {
        let width = width.isNaN ? 0 : max(0, width)
        var font = font
        if adjustsFontSize, maximumLines == 1, minimumScaleFactor > 0, width.isFinite {
            // Shrunk in proportion, and again if a smaller size sets wider (another optical size).
            let smallest = font.pointSize * min(1, minimumScaleFactor)
            for _ in 0..<4 {
                let natural = Self.width(of: text, font)
                guard natural > width, natural > 0, font.pointSize > smallest else { break }
                font = font.withSize(max(smallest, font.pointSize * width / natural))
            }
        }
        self.font = font
        let limit = maximumLines <= 0 ? Int.max : maximumLines
        // Only the lines that can show are set (one more says whether text is left over).
        var lines = Self.wrap(text, font: font, width: width, mode: lineBreakMode, maximumLines: limit == Int.max ? limit : limit + 1)
        var isCut = false
        if lines.count > limit {
            // The last line kept takes the rest of the text (from where the lines before it end), and is
            // truncated.
            let kept = Array(lines[..<(limit - 1)])
            lines = kept + [Self.text(text, after: kept)]
            isCut = true
        }
        if let last = lines.last, isCut || Self.width(of: last, font) > width {
            lines[lines.count - 1] = Self.fit(last, font: font, width: width, mode: lineBreakMode)
        }
        self.lines = lines
        self.width = lines.map { Self.width(of: $0, font) }.max() ?? 0
    }

    /// What of `text` follows `lines`, its first lines as `wrap` made them (spaces and a newline where
    /// they broke dropped).
    static func text(_ text: String, after lines: [String]) -> String {
        var position = text.startIndex
        for line in lines {
            guard let range = text.range(of: line, range: position..<text.endIndex) else { break }
            position = range.upperBound
        }
        return String(text[position...].drop { $0 == " " || $0 == "\n" })
    }

    @MainActor static func width(of text: String, _ font: UIFont) -> CGFloat {
        text.isEmpty ? 0 : TextMetrics.measure(text, font).width
    }

    /// The text's lines in `width`: paragraphs at newlines, then words (or characters) that fit.
    @MainActor static func wrap(_ text: String, font: UIFont, width: CGFloat, mode: NSLineBreakMode, maximumLines: Int = .max) -> [String] {
        var lines: [String] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            guard lines.count < maximumLines else { break }
            guard width.isFinite, Self.width(of: paragraph, font) > width else {
                lines.append(paragraph)
                continue
            }
            if mode == .byCharWrapping {
                lines += characterLines(paragraph, font: font, width: width, maximumLines: maximumLines - lines.count)
                continue
            }
            var line = ""
            for word in paragraph.split(separator: " ", omittingEmptySubsequences: false).map(String.init) {
                if lines.count >= maximumLines { break }
                let candidate = line.isEmpty ? word : line + " " + word
                if Self.width(of: candidate, font) <= width {
                    line = candidate
                } else if line.isEmpty {
                    // A word wider than the line is broken at characters.
                    let pieces = characterLines(word, font: font, width: width, maximumLines: maximumLines == .max ? .max : maximumLines - lines.count + 1)
                    lines += pieces.dropLast()
                    line = pieces.last ?? ""
                } else {
                    // Spaces where a line breaks hang outside it, as in UIKit.
                    lines.append(line.trimmingTrailingSpaces())
                    line = word
                    if Self.width(of: line, font) > width {
                        let pieces = characterLines(word, font: font, width: width, maximumLines: maximumLines == .max ? .max : maximumLines - lines.count + 1)
                        lines += pieces.dropLast()
                        line = pieces.last ?? ""
                    }
                }
            }
            lines.append(line)
        }
        return Array(lines.prefix(maximumLines))
    }

    /// `text` cut into pieces of as many characters as fit in `width` (at least one each).
    @MainActor static func characterLines(_ text: String, font: UIFont, width: CGFloat, maximumLines: Int = .max) -> [String] {
        var pieces: [String] = []
        var rest = Substring(text)
        guard maximumLines > 0 else { return [] }
        while !rest.isEmpty {
            // The last piece asked for takes the rest (it is cut or truncated by the caller).
            if pieces.count == maximumLines - 1 {
                pieces.append(String(rest))
                break
            }
            var count = longestFit(rest.count) { Self.width(of: String(rest.prefix($0)), font) <= width }
            count = max(1, count)
            pieces.append(String(rest.prefix(count)))
            rest = rest.dropFirst(count)
        }
        return pieces
    }

    /// One line made to fit `width`: truncated with "…" by `mode`, or — clipping and wrapping modes —
    /// as it is (clipping) or cut at the last word or character that fits.
    @MainActor static func fit(_ line: String, font: UIFont, width: CGFloat, mode: NSLineBreakMode) -> String {
        let characters = Array(line)
        func fits(_ text: String) -> Bool { Self.width(of: text, font) <= width }
        switch mode {
        case .byClipping:
            return line
        case .byWordWrapping, .byCharWrapping:
            return wrap(line, font: font, width: width, mode: mode, maximumLines: 2).first ?? ""
        case .byTruncatingTail:
            let count = longestFit(characters.count) { fits(String(characters.prefix($0)).trimmingTrailingSpaces() + ellipsis) }
            return String(characters.prefix(count)).trimmingTrailingSpaces() + ellipsis
        case .byTruncatingHead:
            let count = longestFit(characters.count) { fits(ellipsis + String(characters.suffix($0)).trimmingLeadingSpaces()) }
            return ellipsis + String(characters.suffix(count)).trimmingLeadingSpaces()
        case .byTruncatingMiddle:
            func middle(_ kept: Int) -> String {
                let head = (kept + 1) / 2, tail = kept / 2
                return String(characters.prefix(head)).trimmingTrailingSpaces() + ellipsis
                    + String(characters.suffix(tail)).trimmingLeadingSpaces()
            }
            return middle(longestFit(characters.count) { fits(middle($0)) })
        }
    }

    /// The largest n in 0…upper with `fits(n)`, for a `fits` that holds up to some n and not after.
    static func longestFit(_ upper: Int, _ fits: (Int) -> Bool) -> Int {
        var low = 0, high = upper
        while low < high {
            let mid = (low + high + 1) / 2
            if fits(mid) { low = mid } else { high = mid - 1 }
        }
        return low
    }
}

extension String {
    func trimmingTrailingSpaces() -> String {
        var text = Substring(self)
        while text.last == " " { text = text.dropLast() }
        return String(text)
    }

    func trimmingLeadingSpaces() -> String {
        String(drop { $0 == " " })
    }
}
