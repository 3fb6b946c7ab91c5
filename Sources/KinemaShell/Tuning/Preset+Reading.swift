import Foundation
import KinemaTweaks

extension Preset.Setting {
    /// A setting as a file gives it: its value a string ("0.85", "bounce") or a number (`2`, `0.85`, read
    /// as the string `--set` takes: "2", "0.85"); anything else is refused naming the field.
    package init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        key = try container.decode(String.self, forKey: .key)
        if let text = try? container.decode(String.self, forKey: .value) {
            value = text
        } else if let number = try? container.decode(Double.self, forKey: .value) {
            value = number == number.rounded() && abs(number) < 1e15 ? String(Int(number)) : "\(number)"
        } else {
            throw DecodingError.typeMismatch(String.self, DecodingError.Context(
                codingPath: container.codingPath + [CodingKeys.value], debugDescription: "must be a string or a number"))
        }
    }
}

extension Preset {
    /// Why a file's JSON is not a preset, naming the field when one is wrong ("parameters[1].value must
    /// be a string or a number", "scene is missing").
    static func reason(_ error: any Error) -> String {
        let general = "not a Kinema preset (expected JSON with kinema_preset, scene and parameters)"
        guard let error = error as? DecodingError else { return general }
        switch error {
        case .typeMismatch(let type, let context), .valueNotFound(let type, let context):
            guard !context.codingPath.isEmpty else { return general }
            let wanted = context.debugDescription.hasPrefix("must ") ? context.debugDescription
                : "must be " + (type == String.self ? "a string" : type == Int.self ? "a whole number" : "a list")
            return "\(field(context.codingPath)) \(wanted)"
        case .keyNotFound(let key, let context):
            return "\(field(context.codingPath + [key])) is missing"
        default:
            return general
        }
    }

    /// A field's path as JSON reads it: `parameters[1].value`.
    private static func field(_ path: [any CodingKey]) -> String {
        var text = ""
        for key in path {
            if let index = key.intValue {
                text += "[\(index)]"
            } else {
                text += (text.isEmpty ? "" : ".") + key.stringValue
            }
        }
        return text
    }
}
