import Foundation
import KinemaLayout

/// `Fixtures/kiwi-reference.json`: named problems solved by kiwisolver, written by `scripts/layout-fixtures`
/// (which says how to regenerate it). Each problem is a list of steps; `expect` steps hold kiwi's values.
struct KiwiFixture: Decodable {
    let generator: String
    let tolerance: Double
    let problems: [Problem]

    struct Problem: Decodable {
        let name: String
        let description: String
        let steps: [Step]
    }

    struct Term: Decodable {
        let variable: String
        let coefficient: Double
    }

    enum Step: Decodable {
        case add(name: String, terms: [Term], constant: Double, relation: LayoutRelation, strength: Double)
        case remove(name: String)
        case setConstant(name: String, constant: Double)
        case setStrength(name: String, strength: Double)
        case addEdit(variable: String, strength: Double)
        case suggest(variable: String, value: Double)
        case removeEdit(variable: String)
        case expect(values: [String: Double])

        enum Key: String, CodingKey {
            case op, name, terms, constant, relation, strength, variable, value, values
        }

        init(from decoder: Decoder) throws {
            let keyed = try decoder.container(keyedBy: Key.self)
            func string(_ key: Key) throws -> String { try keyed.decode(String.self, forKey: key) }
            func number(_ key: Key) throws -> Double { try keyed.decode(Double.self, forKey: key) }
            switch try string(.op) {
            case "add":
                self = .add(
                    name: try string(.name), terms: try keyed.decode([Term].self, forKey: .terms), constant: try number(.constant),
                    relation: try Self.relation(try string(.relation), in: keyed), strength: try number(.strength))
            case "remove": self = .remove(name: try string(.name))
            case "setConstant": self = .setConstant(name: try string(.name), constant: try number(.constant))
            case "setStrength": self = .setStrength(name: try string(.name), strength: try number(.strength))
            case "addEdit": self = .addEdit(variable: try string(.variable), strength: try number(.strength))
            case "suggest": self = .suggest(variable: try string(.variable), value: try number(.value))
            case "removeEdit": self = .removeEdit(variable: try string(.variable))
            case "expect": self = .expect(values: try keyed.decode([String: Double].self, forKey: .values))
            case let other: throw DecodingError.dataCorruptedError(forKey: .op, in: keyed, debugDescription: "unknown step \(other)")
            }
        }

        static func relation(_ name: String, in keyed: KeyedDecodingContainer<Key>) throws -> LayoutRelation {
            switch name {
            case "lessThanOrEqual": .lessThanOrEqual
            case "equal": .equal
            case "greaterThanOrEqual": .greaterThanOrEqual
            default: throw DecodingError.dataCorruptedError(forKey: .relation, in: keyed, debugDescription: "unknown relation \(name)")
            }
        }
    }

    static let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/kiwi-reference.json")

    static func load() throws -> KiwiFixture {
        try JSONDecoder().decode(KiwiFixture.self, from: Data(contentsOf: url))
    }
}
