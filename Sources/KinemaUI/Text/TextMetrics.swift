import Foundation

/// Text measurement for layout, without a font rasteriser.
///
/// Widths come from DejaVu Sans' and DejaVu Sans Bold's own advance widths (the faces Kinema draws with),
/// per printable ASCII character in font units of 2048 per em; other characters use the face's average.
/// No kerning, so a measured width can differ from the drawn one by a few percent at most. The
/// visualiser may replace `measure` with its rasteriser's exact measurement; tests keep this one, so
/// they stay deterministic.
public enum TextMetrics {
    /// Ascent and descent as fractions of the point size (DejaVu Sans: 1901 and 483 of 2048).
    public static let ascent: CGFloat = 1901.0 / 2048
    public static let descent: CGFloat = 483.0 / 2048

    /// A replaceable measurement function: the size of `text` on one line in `font`.
    nonisolated(unsafe) public static var measure: @Sendable (String, UIFont) -> CGSize = approximateSize

    /// Width from the embedded advance tables; height is the font's line height.
    @Sendable public static func approximateSize(of text: String, font: UIFont) -> CGSize {
        let advances = font.weight.isBold ? boldAdvances : regularAdvances
        let average = font.weight.isBold ? 1350.0 : 1223.0
        var units = 0.0
        for scalar in text.unicodeScalars {
            let code = Int(scalar.value)
            units += (32...126).contains(code) ? Double(advances[code - 32]) : average
        }
        return CGSize(width: CGFloat(units / 2048) * font.pointSize, height: font.lineHeight)
    }

    // Advance widths of characters 32 (space) … 126 (~), read from the fonts' hmtx tables.
    static let regularAdvances: [UInt16] = [
        651, 821, 942, 1716, 1303, 1946, 1597, 563, 799, 799, 1024, 1716, 651, 739, 651, 690, 1303, 1303, 1303,
        1303, 1303, 1303, 1303, 1303, 1303, 1303, 690, 690, 1716, 1716, 1716, 1087, 2048, 1401, 1405, 1430, 1577,
        1294, 1178, 1587, 1540, 604, 604, 1343, 1141, 1767, 1532, 1612, 1235, 1612, 1423, 1300, 1251, 1499, 1401,
        2025, 1403, 1251, 1403, 799, 690, 799, 1716, 1024, 1024, 1255, 1300, 1126, 1300, 1260, 721, 1300, 1298,
        569, 569, 1186, 569, 1995, 1298, 1253, 1300, 1300, 842, 1067, 803, 1298, 1212, 1675, 1212, 1212, 1075,
        1303, 690, 1303, 1716,
    ]
    static let boldAdvances: [UInt16] = [
        713, 934, 1067, 1716, 1425, 2052, 1786, 627, 936, 936, 1071, 1716, 778, 850, 778, 748, 1425, 1425, 1425,
        1425, 1425, 1425, 1425, 1425, 1425, 1425, 819, 819, 1716, 1716, 1716, 1188, 2048, 1585, 1561, 1503, 1700,
        1399, 1399, 1681, 1714, 762, 762, 1587, 1305, 2038, 1714, 1741, 1501, 1741, 1577, 1475, 1397, 1663, 1585,
        2259, 1579, 1483, 1485, 936, 748, 936, 1716, 1024, 1024, 1382, 1466, 1214, 1466, 1389, 891, 1466, 1458,
        702, 702, 1362, 702, 2134, 1458, 1407, 1466, 1466, 1010, 1219, 979, 1458, 1335, 1892, 1321, 1335, 1192,
        1458, 748, 1458, 1716,
    ]
}
