/// The declaration each token of a file sits in: which type's body (a class, struct, enum or actor by
/// name; an extension or protocol), read from the tokens' braces.
struct SwiftScopes {
    enum Container: Equatable {
        /// A class, struct, enum or actor named `name`.
        case type(name: String)
        /// `extension Name`; `name` is the extended type as written (`UIView`, `Outer.Inner`).
        case extensionOf(name: String)
        case protocolNamed(String)
    }

    /// For each token, the innermost type-like declaration around it (nil at file scope or in a
    /// function outside any type).
    private(set) var containers: [Container?] = []
    /// For each token, how many braces enclose it.
    private(set) var depths: [Int] = []
    /// Each type-like body: the container, the index of its keyword, its `{` and its `}`.
    private(set) var bodies: [(container: Container, keyword: Int, open: Int, close: Int)] = []

    private static let declarationModifiers: Set<String> = [
        "func", "var", "let", "subscript", "init", "deinit", "override", "final", "static", "private", "fileprivate",
        "internal", "public", "open", "required", "convenience", "dynamic", "lazy", "weak", "unowned", "mutating",
        "nonmutating", "typealias", "case",
    ]

    init(tokens: [SwiftToken], text: (SwiftToken) -> String) {
        var frames: [(container: Container?, open: Int, keyword: Int)] = []
        var pending: (container: Container, keyword: Int)?
        containers.reserveCapacity(tokens.count)
        for (index, token) in tokens.enumerated() {
            let current = frames.last(where: { $0.container != nil })?.container
            containers.append(current)
            depths.append(frames.count)
            guard token.kind == .identifier || token.kind == .punctuation else { continue }
            let word = text(token)
            switch word {
            case "{" where token.kind == .punctuation:
                frames.append((pending?.container, index, pending?.keyword ?? -1))
                pending = nil
            case "}" where token.kind == .punctuation:
                guard let frame = frames.popLast() else { continue }
                if let container = frame.container {
                    bodies.append((container, frame.keyword, frame.open, index))
                }
            case "class", "struct", "enum", "actor", "extension", "protocol":
                guard token.kind == .identifier, index + 1 < tokens.count, tokens[index + 1].kind == .identifier else { continue }
                let next = text(tokens[index + 1])
                if word == "class", Self.declarationModifiers.contains(next) { continue }
                if index > 0, [":", ",", "&"].contains(text(tokens[index - 1])) { continue }
                switch word {
                case "extension":
                    pending = (.extensionOf(name: Self.dottedName(from: index + 1, tokens: tokens, text: text)), index)
                case "protocol":
                    pending = (.protocolNamed(next), index)
                default:
                    pending = (.type(name: next), index)
                }
            default:
                break
            }
        }
    }

    /// `Outer.Inner` from the tokens at `start`.
    private static func dottedName(from start: Int, tokens: [SwiftToken], text: (SwiftToken) -> String) -> String {
        var name = text(tokens[start])
        var index = start + 1
        while index + 1 < tokens.count, text(tokens[index]) == ".", tokens[index + 1].kind == .identifier {
            name += "." + text(tokens[index + 1])
            index += 2
        }
        return name
    }
}
