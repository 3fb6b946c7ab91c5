/// What the port step cannot make work and only notes, and `removeObserver` of selector observations.
extension PortPass {
    /// `NotificationCenter.default.removeObserver(…)` → `kinemaRemoveObserver(…)`, which also removes
    /// the observations `addObserver(_:selector:name:object:)` made (Linux's own cannot see them).
    mutating func rewriteNotificationRemovals() {
        for index in tokens.indices where text(index) == "removeObserver" && tokens[index].kind == .identifier {
            guard index >= 4, isToken(index - 1, "."), isToken(index - 2, "default"), isToken(index - 3, "."),
                  isToken(index - 4, "NotificationCenter"), isToken(index + 1, "(") else { continue }
            edits.replace(range(index, index), with: "kinemaRemoveObserver")
        }
    }

    /// Notes what has no Linux equivalent, where the compiler's own error would not say why.
    mutating func noteUnportable() {
        for index in tokens.indices {
            let word = text(index)
            switch word {
            case "observe" where isToken(index + 1, "(") && isToken(index + 2, "\\"):
                note(index, "key-value observing (observe(\\.…)) needs the Objective-C runtime; Kinema has no KVO: observe the change where it is made (a didSet)")
            case "forKeyPath" where isToken(index + 1, ":") && isToken(index - 1, ","):
                note(index, "key-value observing (addObserver(_:forKeyPath:…)) needs the Objective-C runtime; Kinema has no KVO")
            case "NSClassFromString", "method_exchangeImplementations", "class_getInstanceMethod", "object_setClass", "class_addMethod":
                note(index, "\(word) needs the Objective-C runtime (classes by name, swizzling); Kinema cannot port it")
            case "override" where tokens[index].kind == .identifier:
                if case .extensionOf? = scopes.containers[index] {
                    note(index, "Swift without the Objective-C runtime cannot override a method in an extension; move this override into the class's own body")
                }
            case "Selector" where isToken(index + 1, "(") && index + 2 < tokens.count && tokens[index + 2].kind == .string:
                note(index, "a selector made from a string names a method only the Objective-C runtime can find; Kinema sends it nowhere (write #selector(method))")
            case "nil" where (isToken(index - 2, "addTarget") && isToken(index - 1, "(")) || (isToken(index - 1, ":") && isToken(index - 2, "target")):
                if let action = (index + 1..<min(tokens.count, index + 4)).first(where: { isToken($0, "action") }),
                   isToken(action + 1, ":"), !isToken(action + 2, "nil") {
                    note(index, "a nil target sends the action up the responder chain on iOS; Kinema has no such dispatch: pass the object that implements it")
                }
            default:
                break
            }
        }
    }
}
