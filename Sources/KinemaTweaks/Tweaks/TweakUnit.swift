import Foundation

/// What a number tweak counts, shown after its value ("0.85 s").
public struct TweakUnit: Sendable, Hashable, ExpressibleByStringLiteral {
    /// The symbol shown ("s", "pt", "×"), or "" for none.
    public let symbol: String

    public init(_ symbol: String) {
        self.symbol = symbol
    }

    public init(stringLiteral symbol: String) {
        self.symbol = symbol
    }

    public static let none = TweakUnit("")
    public static let seconds = TweakUnit("s")
    public static let points = TweakUnit("pt")
    /// A factor ("1.4 ×").
    public static let times = TweakUnit("×")
    public static let pointsPerSecond = TweakUnit("pt/s")
    public static let items = TweakUnit("items")
}
