/// `@objc`, `@objcMembers` and `@IBOutlet`, which the Linux compiler rejects ("Objective-C
/// interoperability is disabled"). `@IBAction`, `@IBInspectable`, `@IBDesignable` and `dynamic` compile
/// on Linux (meaning nothing there) and are left as they are.
extension PortPass {
    mutating func rewriteAttributes() {
        for index in tokens.indices where tokens[index].kind == .attribute && !keptTokens.contains(index) {
            switch text(index) {
            case "@objc": rewriteObjC(at: index)
            case "@objcMembers": edits.blank(range(index, index))
            case "@IBOutlet": rewriteOutlet(at: index)
            default: break
            }
        }
    }

    /// `@objc` and `@objc(name)` go; an `@objc protocol`, which is class-bound, becomes `AnyObject`-bound
    /// (its `weak var delegate: P?` properties need that).
    private mutating func rewriteObjC(at index: Int) {
        var last = index
        if isToken(index + 1, "("), !tokens[index + 1].followsSpace, let close = matchingClose(index + 1) { last = close }
        edits.blank(range(index, last))
        // `@objc public protocol P`: find the keyword past the modifiers and other attributes.
        var keyword = last + 1
        while keyword < tokens.count, tokens[keyword].kind == .attribute || Self.accessModifiers.contains(text(keyword)) { keyword += 1 }
        guard isToken(keyword, "protocol"), keyword + 1 < tokens.count, tokens[keyword + 1].kind == .identifier else { return }
        bindToClasses(protocolName: keyword + 1)
    }

    static let accessModifiers: Set<String> = ["public", "open", "internal", "fileprivate", "private", "final"]

    /// Adds `AnyObject` to the inheritance of the protocol whose name is token `name`, unless it is
    /// class-bound already.
    private mutating func bindToClasses(protocolName name: Int) {
        var index = name + 1
        if isToken(index, "<") { while index < tokens.count, !isToken(index, ">") { index += 1 }; index += 1 }
        guard isToken(index, ":") else {
            edits.insert(": AnyObject", at: tokens[index - 1].end)
            return
        }
        var cursor = index + 1
        while cursor < tokens.count, !isToken(cursor, "{"), !isToken(cursor, "where") {
            if ["AnyObject", "class", "NSObjectProtocol"].contains(text(cursor)) { return }
            cursor += 1
        }
        edits.insert(" AnyObject,", at: tokens[index].end)
    }

    /// `@IBOutlet weak var label: UILabel!` becomes `@KinemaWeakOutlet("ViewController.label") var
    /// label: UILabel!` (strong ones `@KinemaOutlet`), which says which outlet was never connected when it
    /// is read while nil. Outlets declared optional (`UILabel?`) just lose the attribute.
    private mutating func rewriteOutlet(at index: Int) {
        var cursor = index + 1
        var ownership: [Int] = []
        while cursor < tokens.count, !isToken(cursor, "var"), !isToken(cursor, "let") {
            if isToken(cursor, "weak") || isToken(cursor, "unowned") { ownership.append(cursor) }
            if isToken(cursor, "("), let close = matchingClose(cursor) { cursor = close }
            guard tokens[cursor].kind == .identifier || tokens[cursor].kind == .attribute || isToken(cursor, ")") else {
                edits.blank(range(index, index))
                return
            }
            cursor += 1
        }
        let name = cursor + 1
        guard name + 1 < tokens.count, tokens[name].kind == .identifier, isToken(name + 1, ":") else {
            edits.blank(range(index, index))
            return
        }
        // The type runs to the end of the declaration: an initial value, observers, the line's end.
        var end = name + 1
        var depth = 0
        while end + 1 < tokens.count {
            let next = tokens[end + 1]
            if next.startsLine && depth == 0 { break }
            let word = text(end + 1)
            if ["(", "["].contains(word) { depth += 1 } else if [")", "]"].contains(word) { depth -= 1 }
            if depth == 0, ["=", "{", ";", ","].contains(word) { break }
            end += 1
        }
        if isToken(end + 1, ",") {
            note(index, "an @IBOutlet line declaring several properties was ported as plain properties; a nil one is not named when read")
            edits.blank(range(index, index))
            return
        }
        guard isToken(end, "!") else {
            edits.blank(range(index, index))
            return
        }
        let owner: String
        switch scopes.containers[index] {
        case .type(let typeName)?, .extensionOf(let typeName)?: owner = typeName + "."
        default: owner = ""
        }
        let wrapper = ownership.isEmpty ? "KinemaOutlet" : "KinemaWeakOutlet"
        edits.replace(range(index, index), with: "@\(wrapper)(\(Porter.stringLiteral(owner + text(name))))")
        for token in ownership { edits.blank(range(token, token)) }
    }
}
