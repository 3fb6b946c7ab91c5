import Foundation

/// `@objc optional` requirements: Swift without the Objective-C runtime has no optional requirements.
/// Each becomes an ordinary requirement with a default that does what calling a missing optional method
/// did on iOS — nothing, or nil — in an extension written after the protocol's closing brace (on its
/// line), and its call sites across the target lose the `?` that asked whether it is implemented:
///
///     @objc protocol CardDelegate {                    protocol CardDelegate: AnyObject {
///         @objc optional func cardDidOpen()                        func cardDidOpen()
///     }                                                }; extension CardDelegate { func cardDidOpen() {} }
///     delegate?.cardDidOpen?()                         delegate?.cardDidOpen()
///
/// A requirement returning a value that is not optional has no such default (iOS answers nil); it is
/// left as it was and noted. `responds(to: #selector(CardDelegate.cardDidOpen))` answers true for any
/// conforming object, whose default does nothing. As with Kinema's own delegates, a method only a
/// *subclass* of a conforming class adds is not seen (docs/uikit.md, "Delegates and subclasses").
extension PortPass {
    struct OptionalRequirement {
        /// The `optional` modifier and the `@objc` before it (if any).
        var modifier: Int
        var objcAttribute: Int?
        /// The requirement's declaration, from its `func` or `var` to its last token.
        var declaration: ClosedRange<Int>
        var baseName: String
        /// The default's body (`{}` or `{ nil }`), or nil when there is none to give.
        var defaultBody: String?
        /// The protocol's name, its closing brace and its access modifier, if public.
        var protocolName: String
        var protocolClose: Int
        var isPublic: Bool

        var isRewritable: Bool { defaultBody != nil }
    }

    func optionalRequirements() -> [OptionalRequirement] {
        var found: [OptionalRequirement] = []
        for body in scopes.bodies {
            guard case .protocolNamed(let name) = body.container else { continue }
            let isPublic = (max(0, body.keyword - 3)..<body.keyword).contains { ["public", "open"].contains(text($0)) }
            var index = body.open + 1
            while index < body.close {
                defer { index += 1 }
                guard isToken(index, "optional"), tokens[index].kind == .identifier, scopes.depths[index] == scopes.depths[body.open] + 1 else { continue }
                var keyword = index + 1
                while keyword < body.close, !["func", "var", "init", "subscript"].contains(text(keyword)) { keyword += 1 }
                guard keyword < body.close else { continue }
                let end = declarationEnd(from: keyword, before: body.close)
                let objc = index > 0 && text(index - 1) == "@objc" ? index - 1 : nil
                found.append(OptionalRequirement(
                    modifier: index, objcAttribute: objc, declaration: keyword...end,
                    baseName: keyword + 1 < tokens.count ? text(keyword + 1) : "",
                    defaultBody: defaultBody(keyword: keyword, end: end),
                    protocolName: name, protocolClose: body.close, isPublic: isPublic))
            }
        }
        return found
    }

    /// The last token of the requirement starting at `keyword`: before the next line that starts a
    /// declaration, a `;`, or the protocol's `}`.
    private func declarationEnd(from keyword: Int, before close: Int) -> Int {
        var end = keyword
        var depth = 0
        while end + 1 < close {
            let next = end + 1
            let word = text(next)
            if ["(", "[", "{"].contains(word) { depth += 1 }
            if [")", "]", "}"].contains(word) { depth -= 1 }
            if depth == 0, word == ";" { break }
            if depth == 0, tokens[next].startsLine, tokens[next].kind == .attribute || Self.requirementStarts.contains(word) { break }
            end = next
        }
        return end
    }

    private static let requirementStarts: Set<String> = [
        "func", "var", "let", "init", "subscript", "associatedtype", "typealias", "static", "class", "mutating",
        "optional", "nonmutating",
    ]

    /// `{}` for a method that returns nothing, `{ nil }` for an optional result or property; nil otherwise.
    private func defaultBody(keyword: Int, end: Int) -> String? {
        switch text(keyword) {
        case "func":
            // The result type follows `->` at the declaration's top level.
            var index = keyword
            var depth = 0
            var arrow: Int?
            while index <= end {
                let word = text(index)
                if ["(", "["].contains(word) { depth += 1 } else if [")", "]"].contains(word) { depth -= 1 }
                if depth == 0, word == "-", isToken(index + 1, ">"), !tokens[index + 1].followsSpace { arrow = index + 1; break }
                index += 1
            }
            guard let arrow else { return "{}" }
            let result = joined(arrow + 1, end)
            if result == "Void" || result == "()" { return "{}" }
            if result.hasSuffix("?") || result.hasSuffix("!") { return "{ nil }" }
            return nil
        case "var":
            guard let brace = (keyword...end).first(where: { isToken($0, "{") }), brace > keyword + 2 else { return nil }
            let type = joined(keyword + 3, brace - 1)
            return type.hasSuffix("?") || type.hasSuffix("!") ? "{ nil }" : nil
        default:
            return nil
        }
    }

    mutating func rewriteOptionalRequirements() {
        let requirements = optionalRequirements()
        var defaults: [Int: (name: String, members: [String])] = [:]
        for requirement in requirements {
            guard let body = requirement.defaultBody else {
                if let objc = requirement.objcAttribute { keptTokens.insert(objc) }
                note(requirement.modifier, """
                    left this optional requirement as it was: it returns a value that is not optional, which \
                    Swift without the Objective-C runtime cannot leave unimplemented; make its result optional \
                    or give it a default in an extension
                    """)
                continue
            }
            edits.blank(range(requirement.modifier, requirement.modifier))
            let signature = joined(requirement.declaration.lowerBound, requirement.declaration.upperBound)
                .replacingOccurrences(of: "{ get }", with: "").replacingOccurrences(of: "{get}", with: "")
            let member = (requirement.isPublic ? "public " : "") + signature.trimmingTrailingSpaces + " " + body
            defaults[requirement.protocolClose, default: (requirement.protocolName, [])].members.append(member)
        }
        for (close, extensionOf) in defaults {
            edits.insert("; extension \(extensionOf.name) { \(extensionOf.members.joined(separator: "; ")) }", at: tokens[close].end)
        }
    }

    /// `delegate?.cardDidOpen?()` → `delegate?.cardDidOpen()` for the target's ported optional methods.
    mutating func rewriteOptionalCallSites() {
        guard !optionalMethodNames.isEmpty else { return }
        for index in tokens.indices.dropFirst() where tokens[index].kind == .identifier && optionalMethodNames.contains(text(index)) {
            guard isToken(index - 1, "."), isToken(index + 1, "?"), !tokens[index + 1].followsSpace,
                  isToken(index + 2, "("), !tokens[index + 2].followsSpace else { continue }
            edits.replace(range(index + 1, index + 1), with: "")
        }
    }
}

extension String {
    var trimmingTrailingSpaces: String {
        var text = self
        while text.last == " " { text.removeLast() }
        return text
    }
}
