import Foundation

/// Inter's advance widths, for measuring text without a font rasteriser (`TextMetrics` in KinemaUI
/// measures a `UIFont` with them; the symbol library sizes its numerals with them).
///
/// Inter below 20 points, Inter Display from 20, as SF Pro Text and SF Pro Display split; weights below
/// semibold use the regular face's widths, semibold and up the bold face's. Printable ASCII and "…" have
/// their own widths, other characters the face's average. No kerning.
package enum TextAdvances {
    /// The width of `text` on one line at `pointSize`, in points.
    package static func width(of text: String, pointSize: CGFloat, bold: Bool) -> CGFloat {
        let display = pointSize >= 20
        let advances = display ? (bold ? displayBold : displayRegular) : (bold ? textBold : textRegular)
        let unitsPerEm = display ? 2048.0 : 2816.0
        let average = display ? (bold ? 1104.0 : 1027.0) : (bold ? 1644.0 : 1563.0)
        let ellipsis = display ? (bold ? 1522.0 : 1550.0) : (bold ? 2250.0 : 2312.0)
        var units = 0.0
        for scalar in text.unicodeScalars {
            let code = Int(scalar.value)
            units += (32...126).contains(code) ? Double(advances[code - 32]) : code == 0x2026 ? ellipsis : average
        }
        return CGFloat(units / unitsPerEm) * pointSize
    }

    // Advance widths of characters 32 (space) … 126 (~), read from the fonts' hmtx tables
    // (Inter 4.0 as Debian's fonts-inter ships it).
    private static let textRegular: [UInt16] = [
        792, 784, 1136, 1776, 1796, 2288, 1800, 624, 1020, 1020, 1408, 1856, 788, 1296, 776, 1004, 1760, 1308, 1704,
        1792, 1808, 1712, 1756, 1608, 1736, 1756, 776, 788, 1856, 1856, 1856, 1428, 2636, 1904, 1832, 2048, 2024, 1684,
        1652, 2092, 2084, 744, 1528, 1836, 1584, 2504, 2120, 2144, 1788, 2144, 1800, 1796, 1808, 2088, 1904, 2672, 1808,
        1872, 1760, 1020, 1004, 1020, 1320, 1272, 1400, 1588, 1748, 1572, 1748, 1640, 1016, 1716, 1664, 668, 668, 1532,
        668, 2448, 1648, 1680, 1716, 1716, 1048, 1472, 1024, 1636, 1568, 2288, 1520, 1568, 1524, 1020, 920, 1020, 1856,
    ]
    private static let textBold: [UInt16] = [
        653, 914, 1105, 1829, 1844, 2420, 1898, 588, 1152, 1152, 1590, 1914, 853, 1320, 838, 1098, 1938, 1378, 1774,
        1857, 1909, 1815, 1859, 1675, 1861, 1859, 838, 853, 1914, 1914, 1914, 1584, 2902, 2106, 1861, 2118, 2048, 1725,
        1647, 2142, 2101, 790, 1605, 1942, 1598, 2576, 2070, 2202, 1824, 2204, 1848, 1844, 1882, 2054, 2106, 2917, 2012,
        2040, 1878, 1152, 1098, 1152, 1373, 1342, 1400, 1634, 1789, 1654, 1789, 1683, 1086, 1783, 1758, 766, 766, 1638,
        766, 2568, 1751, 1728, 1781, 1781, 1151, 1582, 1094, 1751, 1650, 2394, 1616, 1650, 1610, 1152, 1052, 1152, 1914,
    ]
    private static let displayRegular: [UInt16] = [
        570, 420, 754, 1252, 1240, 1558, 1244, 340, 618, 550, 928, 1190, 458, 824, 450, 690, 1152, 706, 1116,
        1182, 1216, 1122, 1166, 1076, 1156, 1166, 466, 480, 1182, 1166, 1182, 958, 1822, 1344, 1208, 1414, 1352, 1128,
        1080, 1470, 1364, 400, 1040, 1204, 1036, 1664, 1392, 1452, 1180, 1454, 1206, 1246, 1172, 1368, 1328, 1888, 1260,
        1306, 1178, 622, 688, 546, 888, 924, 770, 1046, 1132, 1040, 1132, 1076, 604, 1138, 1108, 392, 406, 1048,
        392, 1672, 1100, 1128, 1132, 1132, 632, 952, 616, 1100, 1048, 1508, 1032, 1048, 992, 684, 468, 660, 1214,
    ]
    private static let displayBold: [UInt16] = [
        469, 490, 750, 1300, 1290, 1630, 1333, 347, 738, 678, 1023, 1244, 513, 847, 508, 772, 1292, 777, 1199,
        1259, 1304, 1223, 1263, 1140, 1265, 1263, 536, 534, 1242, 1234, 1242, 1076, 2012, 1459, 1285, 1456, 1402, 1171,
        1123, 1488, 1419, 486, 1136, 1371, 1076, 1753, 1423, 1500, 1239, 1521, 1271, 1283, 1275, 1382, 1478, 2070, 1370,
        1436, 1269, 734, 772, 666, 938, 968, 794, 1108, 1174, 1088, 1174, 1108, 735, 1190, 1186, 471, 477, 1136,
        474, 1772, 1189, 1152, 1176, 1176, 750, 1048, 743, 1189, 1149, 1659, 1128, 1149, 1064, 791, 583, 770, 1262,
    ]
}
