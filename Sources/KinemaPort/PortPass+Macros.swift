/// `#keyPath(…)`, which needs the Objective-C runtime, and `#Preview { … }`, Xcode's previews.
extension PortPass {
    /// `#keyPath(CALayer.position)` → `"position"`; `#keyPath(view.frame)` → `"view.frame"`: the key path
    /// as the string Objective-C would see (a leading type name is not part of it).
    mutating func rewriteKeyPaths() {
        for index in tokens.indices where tokens[index].kind == .poundKeyword && text(index) == "#keyPath" {
            guard isToken(index + 1, "("), let close = matchingClose(index + 1) else { continue }
            var components: [String] = []
            var cursor = index + 2
            var readable = cursor < close && tokens[cursor].kind == .identifier
            while readable, cursor < close {
                components.append(text(cursor))
                if cursor + 1 == close { break }
                readable = isToken(cursor + 1, ".") && cursor + 2 < close && tokens[cursor + 2].kind == .identifier
                cursor += 2
            }
            guard readable, !components.isEmpty else {
                note(index, "left this #keyPath as it was: Kinema ports a dotted path of names (#keyPath(CALayer.position))")
                continue
            }
            if components.count > 1, components[0] == "self" || components[0].first?.isUppercase == true { components.removeFirst() }
            edits.replace(range(index, close), with: Porter.stringLiteral(components.joined(separator: ".")))
        }
    }

    /// `#Preview`, `#Preview("Name")` and their trailing closure: Xcode previews, which only Xcode shows;
    /// removed (their lines stay, blank).
    mutating func removePreviews() {
        for index in tokens.indices where tokens[index].kind == .poundKeyword && text(index) == "#Preview" {
            var last = index
            if isToken(last + 1, "("), let close = matchingClose(last + 1) { last = close }
            if isToken(last + 1, "{"), let close = matchingClose(last + 1) { last = close }
            edits.blank(range(index, last))
        }
    }
}
