import Foundation
import KinemaCore

/// Numbers as Swift for copy as code (key C): scenes write their Swift (`Scene.swiftCode`) with these, so
/// the numbers read back exactly.
package enum SwiftSource {
    /// A number as a Swift literal that reads back as the same value ("0.85", "1.0", "-0.55", "1e+19"):
    /// infinity as `.infinity`, NaN as `.nan`.
    package static func number(_ value: Double) -> String {
        if value.isNaN { return ".nan" }
        if value.isInfinite { return value < 0 ? "-.infinity" : ".infinity" }
        return "\(value)"
    }

    /// A whole number without decimals ("300"); one that no `Int` holds (beyond 2^63, or infinite) as
    /// `number` writes it, never a trap.
    package static func whole(_ value: Double) -> String {
        guard let integer = Int(exactly: value.rounded()) else { return number(value) }
        return String(integer)
    }

    /// A number to `places` decimals without trailing zeros ("367.4810", "85.3" → "367.481", "85.3").
    static func decimal(_ value: Double, places: Int = 4) -> String {
        var text = String(format: "%.\(places)f", value)
        while text.contains("."), text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text += "0" }
        return text
    }
}
