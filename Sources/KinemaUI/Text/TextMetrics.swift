import Foundation
import KinemaGraphics

/// Text measurement for layout, without a font rasteriser.
///
/// Widths come from Inter's own advance widths (the system font Kinema draws with: Inter below 20 points,
/// Inter Display from 20, as SF Pro Text and SF Pro Display split), read from the fonts' hmtx tables for
/// printable ASCII and "…"; other characters use the face's average. Weights below semibold use the
/// regular face's widths, semibold and up the bold face's. No kerning, so a measured width can differ
/// from the drawn one by a few percent. The visualiser replaces `measure` with its rasteriser's exact
/// measurement in the scenes' `SceneEnvironment`; tests keep this one, so they stay deterministic.
public enum TextMetrics {
    /// Ascent and descent as fractions of the point size, from the fonts' hhea tables (no line gap):
    /// Inter 2728 and 680 of 2816 units, Inter Display 1974 and 502 of 2048.
    public static func ascent(pointSize: CGFloat) -> CGFloat { pointSize >= 20 ? 1974.0 / 2048 : 2728.0 / 2816 }
    public static func descent(pointSize: CGFloat) -> CGFloat { pointSize >= 20 ? 502.0 / 2048 : 680.0 / 2816 }

    /// The size of `text` on one line in `font`, as the current scene measures it
    /// (`SceneEnvironment.measureText`).
    @MainActor public static func measure(_ text: String, _ font: UIFont) -> CGSize {
        UIWindowScene.current.environment.measureText(text, font)
    }

    /// Width from the embedded advance tables (`TextAdvances`); height is the font's line height.
    @Sendable public static func approximateSize(of text: String, font: UIFont) -> CGSize {
        let width = TextAdvances.width(of: text, pointSize: font.pointSize, bold: font.weight.isBold)
        return CGSize(width: width, height: font.lineHeight)
    }
}
