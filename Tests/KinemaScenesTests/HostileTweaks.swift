import Foundation
import KinemaLayers
import KinemaUI
@testable import KinemaScenes
@testable import KinemaShell
@testable import KinemaTweaks

/// The package of hostile tweaks: what a user's own controller can declare that Kinema must take
/// without dying, and copy as code that compiles (issue 47). `HostileTweakTests` runs every command
/// path over them.
@MainActor
final class HostileController: UIViewController {
    /// Choices whose names carry quotes and a backslash.
    enum Quote: String, CaseIterable, CustomStringConvertible {
        case plain, quoted, slashed
        var description: String {
            switch self {
            case .plain: "say \"hi\""
            case .quoted: "\"\"\""
            case .slashed: "back\\slash"
            }
        }
    }

    /// Cases named by keywords.
    enum Keyword: CaseIterable {
        case `init`, `class`, `Type`
    }

    /// A `CaseIterable` that is no enum: its values have no case to name.
    struct Level: CaseIterable, Equatable, CustomStringConvertible {
        let number: Int
        static let allCases = [Level(number: 1), Level(number: 2), Level(number: 3)]
        var description: String { "level \(number)" }
    }

    @Tweak("Whole", 3.0, in: 0...1e300, step: 1) var whole: Double
    @Tweak("Endless", Double.infinity, in: 0...Double.infinity) var endless: Double
    @Tweak("Huge", 0, in: 0...Int.max) var huge: Int
    @Tweak("Lowest", 0, in: Int.min...0) var lowest: Int
    @Tweak("Tiny", 100, in: 0...1000, step: -3) var tiny: Int8
    @Tweak("Fine", 0.5, in: 0...1, step: 1e-12) var fine: Double
    @Tweak("Coarse", 0.5, in: 0...1, step: 1e300) var coarse: Double
    @Tweak("Nowhere", 0.5, in: 0...1, step: -1) var nowhere: Double
    @Tweak("Negative decimals", 0.5, in: 0...1, decimals: -5) var negativeDecimals: Double
    @Tweak("Many decimals", 0.5, in: 0...1, decimals: 400) var manyDecimals: CGFloat
    @Tweak("Class", 1, in: 0...2, key: "class") var klass: Double
    @Tweak("Dotted", 1, in: 0...2, key: "a.b") var dotted: Double
    @Tweak("Camel", 1, in: 0...2, key: "aB") var camel: Double
    @Tweak("Digits", 1, in: 0...2, key: "1st") var digits: Double
    @Tweak("Quote", .plain) var quote: Quote
    @Tweak("Level", Level(number: 2)) var level: Level
    @Tweak("Keyword", Keyword.`init`) var keyword: Keyword
    @Tweak("Slow", false, on: "on (×0.1 time)") var slow: Bool
}

/// A UIKit spring of plain tweaks (Kinema finds it by their keys) at the ends of huge ranges.
@MainActor
final class HugeSpringController: UIViewController {
    @Tweak("Duration", 1e300, in: 0...1e300, unit: .seconds) var duration: Double
    @Tweak("Damping", 0.7, in: 0...1) var damping: Double
    @Tweak("Velocity", 1e300, in: -1e300...1e300) var velocity: Double
}

/// One link of a chain of groups, each holding a tweak and the next link.
@MainActor
final class ChainLink: TweakGroup {
    @Tweak<Double> var value: Double
    var next: ChainLink?

    init(depth: Int) {
        _value = Tweak("Link \(depth)", Double(depth), in: 0...1e6, step: 1, key: "link\(depth)")
    }

    /// A chain `length` links long, built without recursion.
    static func chain(_ length: Int) -> ChainLink {
        let first = ChainLink(depth: 0)
        var last = first
        for depth in 1..<length {
            let link = ChainLink(depth: depth)
            last.next = link
            last = link
        }
        return first
    }

    /// Unlinks the chain from its first link, so it is released without a recursion as deep as it is.
    static func unlink(_ first: ChainLink) {
        var link: ChainLink? = first
        while let current = link {
            link = current.next
            current.next = nil
        }
    }
}

@MainActor
final class DeepController: UIViewController {
    let chain = ChainLink.chain(10_000)
}
