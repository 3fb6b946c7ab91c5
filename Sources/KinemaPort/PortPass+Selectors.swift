/// `#selector(…)`, which needs the Objective-C runtime, becomes a `Selector` holding the method itself:
///
///     #selector(handlePan(_:))            Selector(kinemaName: "handlePan:", ViewController.handlePan(_:))
///     #selector(self.tap)                 Selector(kinemaName: "tap", ViewController.tap)
///     #selector(Menu.close)               Selector(kinemaName: "close", Menu.close)
///
/// The method is referenced through the type that declares the code (`Self` in an extension or protocol
/// extension), unbound, so the selector holds no object; the target is given where it is used, as on iOS.
extension PortPass {
    mutating func rewriteSelectors() {
        for index in tokens.indices where tokens[index].kind == .poundKeyword && text(index) == "#selector" {
            rewriteSelector(at: index)
        }
    }

    private mutating func rewriteSelector(at index: Int) {
        guard isToken(index + 1, "("), let close = matchingClose(index + 1) else { return }
        guard let reference = methodReference(from: index + 2, to: close) else {
            note(index, """
                left this #selector as it was: Kinema ports #selector(method), #selector(method(_:)), \
                #selector(Type.method(_:)) and #selector(self.method); not getter:/setter: selectors, a method \
                of another object's property, or a cast (docs/pasted-code.md)
                """)
            return
        }
        let owner: String
        if reference.owner.isEmpty || reference.owner == ["self"] {
            switch scopes.containers[index] {
            case .type(let name)?: owner = name
            case .extensionOf?, .protocolNamed?: owner = "Self"
            case nil:
                note(index, "left this #selector as it was: outside a type, name the method's type (#selector(ViewController.tap))")
                return
            }
        } else {
            owner = reference.owner.joined(separator: ".")
        }
        let replacement = "Selector(kinemaName: \(Porter.stringLiteral(reference.objectiveCName)), \(owner).\(reference.method))"
        edits.replace(range(index, close), with: replacement)
    }

    /// A method named inside `#selector( … )`: the type or `self` before it, the method with its argument
    /// labels as written, and its Objective-C name.
    struct MethodReference {
        var owner: [String]
        var method: String
        var objectiveCName: String
    }

    /// Reads `name`, `Type.name`, `self.name`, `name(_:with:)` between `first` and `close` (exclusive).
    private func methodReference(from first: Int, to close: Int) -> MethodReference? {
        var components: [String] = []
        var index = first
        guard index < close, tokens[index].kind == .identifier else { return nil }
        components.append(text(index))
        index += 1
        while index + 1 < close, isToken(index, "."), tokens[index + 1].kind == .identifier {
            components.append(text(index + 1))
            index += 2
        }
        // `getter:` / `setter:` forms, casts and expressions stop here.
        if components.count == 1, isToken(index, ":") { return nil }
        var labels: [String]? = nil
        if index < close, isToken(index, "("), let labelsClose = matchingClose(index), labelsClose < close {
            var found: [String] = []
            var cursor = index + 1
            while cursor + 1 <= labelsClose - 1, tokens[cursor].kind == .identifier, isToken(cursor + 1, ":") {
                found.append(text(cursor))
                cursor += 2
            }
            guard cursor == labelsClose else { return nil }
            labels = found
            index = labelsClose + 1
        }
        guard index == close else { return nil }
        let method = components.removeLast()
        let owner = components
        // Only a type (capitalised), `self` or `Self` may name whose method it is.
        if let head = owner.first, head != "self", head != "Self", head.first?.isUppercase != true { return nil }
        let written = labels.map { "\(method)(\($0.map { $0 + ":" }.joined()))" } ?? method
        return MethodReference(owner: owner, method: written, objectiveCName: Self.objectiveCName(method, labels: labels))
    }

    /// The Objective-C name Swift gives a method: `tap(_:)` → `tap:`, `tap(_:with:)` → `tap:with:`,
    /// `show(animated:)` → `showWithAnimated:`; without labels, the bare name (the arity completes it).
    static func objectiveCName(_ method: String, labels: [String]?) -> String {
        guard let labels, let first = labels.first else { return method }
        var name = method
        if first != "_" { name += "With" + first.prefix(1).uppercased() + first.dropFirst() }
        name += ":"
        for label in labels.dropFirst() { name += (label == "_" ? "" : label) + ":" }
        return name
    }
}
