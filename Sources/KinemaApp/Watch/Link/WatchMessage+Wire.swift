import Foundation

/// A message on the link is one line of JSON: `"kind"` names the case, and the case's payload sits
/// beside it — a payload struct's fields as they are, a lone value under `"text"` (`failed`, and
/// `building` and `thaw` when they carry an error) or `"endsWatch"` (`quit`, when true). Keys are sorted,
/// so the same message is the same line. For example:
///
///     {"kind":"hello"}
///     {"kind":"failed","text":"a.swift:3:1: error: …"}
///     {"kind":"frozen","placement":{"height":900,"width":1200,"x":40,"y":30},"scene":"table","sessionTime":1.5,"state":{…}}
extension WatchMessage: Codable {
    private enum CodingKeys: String, CodingKey {
        case kind, text, endsWatch
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        switch try container.decode(Kind.self, forKey: .kind) {
        case .handOver: self = .handOver(try HandOver(from: decoder))
        case .building: self = .building(lastError: try container.decodeIfPresent(String.self, forKey: .text))
        case .failed: self = .failed(try container.decode(String.self, forKey: .text))
        case .freeze: self = .freeze
        case .thaw: self = .thaw(failure: try container.decodeIfPresent(String.self, forKey: .text))
        case .quit: self = .quit(endsWatch: try container.decodeIfPresent(Bool.self, forKey: .endsWatch) ?? false)
        case .hello: self = .hello
        case .ready: self = .ready(try Ready(from: decoder))
        case .frozen: self = .frozen(try Frozen(from: decoder))
        }
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(kind, forKey: .kind)
        switch self {
        case .handOver(let handOver): try handOver.encode(to: encoder)
        case .building(let text), .thaw(let text): try container.encodeIfPresent(text, forKey: .text)
        case .failed(let text): try container.encode(text, forKey: .text)
        case .quit(let endsWatch): if endsWatch { try container.encode(true, forKey: .endsWatch) }
        case .ready(let ready): try ready.encode(to: encoder)
        case .frozen(let frozen): try frozen.encode(to: encoder)
        case .freeze, .hello: break
        }
    }

    /// The message as one line, without its newline; nil for one JSON cannot hold (a time that is no
    /// number), which is then not sent.
    var line: String? {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        return (try? encoder.encode(self)).map { String(decoding: $0, as: UTF8.self) }
    }

    /// The message a line holds, or nil for a line that is not one.
    init?(line: Substring) {
        guard let decoded = try? JSONDecoder().decode(WatchMessage.self, from: Data(line.utf8)) else { return nil }
        self = decoded
    }
}
