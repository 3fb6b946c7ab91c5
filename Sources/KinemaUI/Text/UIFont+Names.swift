import Foundation
import KinemaGraphics

/// Fonts by name, as iOS code asks for them (`UIFont(name: "HelveticaNeue-Bold", size: 22)`). Linux has
/// none of iOS's fonts, and Kinema draws every font as its system font (Inter; see `UIFont`): a named font
/// is the system font of that size, with the weight and slant its name gives (`-Bold`, `Medium`,
/// `Italic`…), and is reported once per name on standard error. iOS would return nil for a name it does
/// not have; Kinema returns a font for any name, because the names iOS code uses are iOS's own fonts,
/// which exist there.
extension UIFont {
    public convenience init?(name fontName: String, size fontSize: CGFloat) {
        let lowered = fontName.lowercased()
        let weights: [(String, Weight)] = [
            ("ultralight", .ultraLight), ("thin", .thin), ("light", .light), ("semibold", .semibold), ("demibold", .semibold),
            ("medium", .medium), ("heavy", .heavy), ("black", .black), ("bold", .bold),
        ]
        let weight = weights.first { lowered.contains($0.0) }?.1 ?? .regular
        self.init(pointSize: fontSize, weight: weight, isItalic: lowered.contains("italic") || lowered.contains("oblique"))
        FontNameReport.substituted(fontName)
    }

    /// The family Kinema draws with (its system font's).
    public var familyName: String { "Inter" }

    /// The face's name, as a font name iOS code can ask for again.
    public var fontName: String { "Inter-\(weight.name.prefix(1).uppercased() + weight.name.dropFirst())\(isItalic ? "Italic" : "")" }
}

/// Reports a named font drawn as the system font, once per name.
enum FontNameReport {
    static let reports = ReportedOnce()

    static func substituted(_ name: String) {
        guard !name.lowercased().hasPrefix("inter") else { return }
        reports.report(name, "Kinema: the font \"\(name)\" is drawn with Kinema's system font (Inter) at its size and weight; Linux has none of iOS's fonts.")
    }
}
