import Foundation
import KinemaCore
import KinemaTestSupport
import Testing
import KinemaGraphics
@testable import KinemaUI

/// `UILabel` as UIKit sets text: one line by default, truncated at the tail with "…"; every line-break
/// mode; as many lines as asked and fit; shrinking to fit; sizes from the same metrics. Widths are
/// DejaVu Sans' advances (`TextMetrics`, read from the font files), so the numbers are exact here.
@MainActor
@Suite("UILabel")
struct UILabelTests {
    static let title = "Move-Up-Bounce Animation"
    static let font = UIFont.systemFont(ofSize: 26)

    static func width(_ text: String, _ font: UIFont = font) -> CGFloat { TextMetrics.measure(text, font).width }

    /// The text runs a label draws, in order, and whether it is clipped.
    static func drawn(_ label: UILabel) -> (lines: [TextRun], clipped: Bool) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.addSubview(label)
        let items = window.displayList().items
        let runs = items.compactMap { item -> TextRun? in if case .text(let run) = item { return run } else { return nil } }
        let clipped = items.contains { if case .pushClip = $0 { return true } else { return false } }
        return (runs, clipped)
    }

    static func label(_ text: String = title, width: CGFloat = 200, height: CGFloat = 40, _ configure: (UILabel) -> Void = { _ in }) -> UILabel {
        let label = UILabel(frame: CGRect(x: 10, y: 10, width: width, height: height))
        label.text = text
        label.font = font
        configure(label)
        return label
    }

    @Test func aLongTitleEndsWithAnEllipsisInsideItsLabel() {
        #expect(Self.width(Self.title) > 300, "the title is wider than the label: \(Self.width(Self.title))")
        let (lines, _) = Self.drawn(Self.label())
        let line = lines[0].text
        #expect(lines.count == 1 && line.hasSuffix("…") && Self.title.hasPrefix(String(line.dropLast())), "\(line)")
        #expect(Self.width(line) <= 200, "\(Self.width(line))")
        // The longest that fits: one character more would not.
        let kept = line.dropLast().count
        let longer = String(Self.title.prefix(kept + 1)).trimmingTrailingSpaces() + "…"
        #expect(Self.width(longer) > 200, "\(longer) would fit too")
        // A title that fits is left as it is, unclipped.
        let short = Self.drawn(Self.label("Fade-In", width: 200))
        #expect(short.lines.map(\.text) == ["Fade-In"] && !short.clipped)
    }

    @Test func headMiddleClippingAndWrappingModes() {
        let head = Self.drawn(Self.label { $0.lineBreakMode = .byTruncatingHead }).lines[0].text
        #expect(head.hasPrefix("…") && Self.title.hasSuffix(String(head.dropFirst())) && Self.width(head) <= 200, "\(head)")
        let middle = Self.drawn(Self.label { $0.lineBreakMode = .byTruncatingMiddle }).lines[0].text
        let parts = middle.components(separatedBy: "…")
        #expect(parts.count == 2 && Self.title.hasPrefix(parts[0]) && Self.title.hasSuffix(parts[1]) && !parts[0].isEmpty
                && !parts[1].isEmpty && Self.width(middle) <= 200, "\(middle)")
        let clipping = Self.drawn(Self.label { $0.lineBreakMode = .byClipping })
        #expect(clipping.lines.map(\.text) == [Self.title] && clipping.clipped, "the whole text, cut at the bounds")
        // One line wrapping at words: what fits of the first word ("Move-Up-Bounce" alone is wider than
        // the label, so it breaks inside it), no ellipsis.
        #expect(Self.width("Move-Up-Bounce") > 180)
        let words = Self.drawn(Self.label(width: 180) { $0.lineBreakMode = .byWordWrapping }).lines.map(\.text)
        #expect(words.count == 1 && Self.title.hasPrefix(words[0]) && Self.width(words[0]) <= 180
                && Self.width(String(Self.title.prefix(words[0].count + 1))) > 180, "\(words)")
        let wide = Self.drawn(Self.label(width: 300) { $0.lineBreakMode = .byWordWrapping }).lines.map(\.text)
        #expect(wide == ["Move-Up-Bounce"], "with room for the first word, the words that fit")
        let characters = Self.drawn(Self.label(width: 300) { $0.lineBreakMode = .byCharWrapping }).lines[0].text
        #expect(Self.title.hasPrefix(characters) && characters.count > "Move-Up-Bounce".count && Self.width(characters) <= 300, "\(characters)")
    }

    @Test func severalLinesWrapAtWordsAndTheLastIsTruncated() {
        let text = "The quick brown fox jumps over the lazy dog and keeps running far away"
        let all = Self.drawn(Self.label(text, height: 400) { $0.numberOfLines = 0 }).lines
        #expect(all.count >= 3)
        #expect(all.map(\.text).joined(separator: " ") == text, "every word, once, in order")
        #expect(all.allSatisfy { Self.width($0.text) <= 200 })
        let lineHeight = Self.font.lineHeight
        expectClose(all[1].rect.minY - all[0].rect.minY, lineHeight, tolerance: 1e-9, "lines a line height apart")
        expectClose((all.first!.rect.minY + all.last!.rect.maxY) / 2, 200, tolerance: 1e-9, "the block centred in the label (its own coordinates)")
        let two = Self.drawn(Self.label(text, height: 400) { $0.numberOfLines = 2 }).lines.map(\.text)
        #expect(two.count == 2 && two[0] == all[0].text && two[1].hasSuffix("…") && Self.width(two[1]) <= 200, "\(two)")
        // As many as the height holds: 0 lines asked, room for two.
        let short = Self.drawn(Self.label(text, height: lineHeight * 2.5) { $0.numberOfLines = 0 }).lines.map(\.text)
        #expect(short.count == 2 && short[1].hasSuffix("…"), "\(short)")
        // Character wrapping keeps every character.
        let characters = Self.drawn(Self.label(text, height: 400) { $0.numberOfLines = 0; $0.lineBreakMode = .byCharWrapping }).lines
        #expect(characters.map(\.text).joined() == text)
    }

    @Test func adjustsFontSizeToFitWidthDownToTheMinimumScale() {
        let natural = Self.width(Self.title)
        let shrunk = Self.drawn(Self.label { $0.adjustsFontSizeToFitWidth = true; $0.minimumScaleFactor = 0.5 }).lines[0]
        #expect(shrunk.text == Self.title, "shrunk, not truncated")
        #expect(Self.width(Self.title, .systemFont(ofSize: shrunk.fontSize)) <= 200, "small enough to fit")
        #expect(shrunk.fontSize <= 26 * 200 / natural + 1e-9 && shrunk.fontSize > 26 * 0.5,
                "about as large as fits: \(shrunk.fontSize) pt (Inter is wider per point below 20 than Inter Display above)")
        let floor = Self.drawn(Self.label { $0.adjustsFontSizeToFitWidth = true; $0.minimumScaleFactor = 0.9 }).lines[0]
        expectClose(floor.fontSize, 26 * 0.9, tolerance: 1e-9, "no smaller than the minimum")
        #expect(floor.text.hasSuffix("…"), "then truncated: \(floor.text)")
        let unset = Self.drawn(Self.label { $0.adjustsFontSizeToFitWidth = true }).lines[0]
        #expect(unset.fontSize == 26 && unset.text.hasSuffix("…"), "minimumScaleFactor 0 keeps the size, as in UIKit")
    }

    @Test func italicsReachTheDisplayList() {
        let run = Self.drawn(Self.label("Fade-In") { $0.font = .italicSystemFont(ofSize: 15) }).lines[0]
        #expect(run.isItalic && !run.isBold && run.fontSize == 15)
        #expect(UIFont.italicSystemFont(ofSize: 15).withSize(20).isItalic, "a resized italic stays italic")
    }

    @Test func sizesComeFromTheSameMetrics() {
        let label = Self.label()
        expectClose(label.intrinsicContentSize.width, Self.width(Self.title).rounded(.up), tolerance: 1e-9)
        expectClose(label.intrinsicContentSize.height, Self.font.lineHeight.rounded(.up), tolerance: 1e-9)
        label.numberOfLines = 0
        let fitted = label.sizeThatFits(CGSize(width: 200, height: CGFloat.greatestFiniteMagnitude))
        #expect(fitted.width <= 200)
        expectClose(fitted.height, (2 * Self.font.lineHeight).rounded(.up), tolerance: 1e-9, "two lines in 200 points")
        label.sizeToFit()
        #expect(label.bounds.size == fitted, "sizeToFit takes the size that fits its width")
        #expect(UILabel().intrinsicContentSize == .zero, "no text, no size")
    }
}
