import Foundation

/// The tweaks of a scene or a view controller, found by looking at its stored properties (and at those
/// of the `TweakGroup`s it holds, optional ones included), in declaration order, base classes first.
/// Each tweak takes its property's name as its key unless it was given one; two tweaks with one key are
/// a problem named in `problems`, and the second is left out, as is a pick-list of no choices; a step or
/// decimals put right where a tweak was declared is named in `warnings`.
@MainActor
package struct TweakSet {
    package private(set) var tweaks: [AnyTweak] = []
    package private(set) var groups: [TweakGroup] = []
    package private(set) var problems: [String] = []
    package private(set) var warnings: [String] = []
    private var visited: Set<ObjectIdentifier> = []
    private var keys: [String: AnyTweak] = [:]

    package init(collectingFrom root: AnyObject) {
        walk(from: root)
    }

    /// The scene's parameters: each tweak's row, in order.
    package var parameters: [Parameter] { tweaks.map(\.parameter) }

    /// The tweak whose key is `key`.
    package func tweak(forKey key: String) -> AnyTweak? { keys[key] }

    /// An object being looked at: its properties (base classes' first), the next one to look at, and
    /// the key prefix and heading its tweaks take.
    private struct Visit {
        let children: [Mirror.Child]
        var next = 0
        let prefix: String
        let section: String?
    }

    /// Looks at `root`'s properties in declaration order, going into each group where it is held, with
    /// a stack of its own rather than recursion: a chain of 10,000 nested groups overflowed the
    /// thread's stack.
    private mutating func walk(from root: AnyObject) {
        var stack = [visit(root, prefix: "", section: nil)].compactMap { $0 }
        while let top = stack.indices.last {
            guard stack[top].next < stack[top].children.count else {
                stack.removeLast()
                continue
            }
            let child = stack[top].children[stack[top].next]
            stack[top].next += 1
            let (prefix, section) = (stack[top].prefix, stack[top].section)
            guard let value = Self.unwrapped(child.value) else { continue }
            if let tweak = value as? AnyTweak {
                add(tweak, label: child.label, prefix: prefix, section: section)
            } else if let group = value as? TweakGroup {
                groups.append(group)
                if let inside = visit(group, prefix: prefix + group.keyPrefix, section: child.label.map(Self.heading) ?? section) {
                    stack.append(inside)
                }
            }
        }
    }

    /// `object`'s properties to look at, base classes' first (a subclass adds its own after them); nil
    /// for an object already looked at.
    private mutating func visit(_ object: AnyObject, prefix: String, section: String?) -> Visit? {
        guard visited.insert(ObjectIdentifier(object)).inserted else { return nil }
        var mirrors: [Mirror] = []
        var mirror: Mirror? = Mirror(reflecting: object)
        while let current = mirror {
            mirrors.insert(current, at: 0)
            mirror = current.superclassMirror
        }
        return Visit(children: mirrors.flatMap { Array($0.children) }, prefix: prefix, section: section)
    }

    private mutating func add(_ tweak: AnyTweak, label: String?, prefix: String, section: String?) {
        guard !visited.contains(ObjectIdentifier(tweak)) else { return }
        visited.insert(ObjectIdentifier(tweak))
        let property = label.map { $0.hasPrefix("_") ? String($0.dropFirst()) : $0 }
        let key = prefix + ((tweak as? DeclaredKey)?.declaredKey ?? property ?? tweak.key)
        // Named by its name and key: "the tweak 'Mode' (mode): …".
        let named = "the tweak '\(tweak.name)' (\(key))"
        if let problem = tweak.parameter.declarationProblem {
            problems.append("\(named): \(problem)")
            return
        }
        warnings += tweak.parameter.declarationNotes.map { "\(named): \($0)" }
        if let other = keys[key] {
            problems.append("two tweaks have the key '\(key)' ('\(other.name)' and '\(tweak.name)'): give one of them another with key: \"…\"")
            return
        }
        tweak.parameter.key = key
        tweak.parameter.section = section
        keys[key] = tweak
        tweaks.append(tweak)
    }

    /// A property's name as a heading: "openSpring" → "Open spring", "_enter" → "Enter".
    static func heading(_ property: String) -> String {
        var words: [String] = [], word = ""
        for character in property.drop(while: { $0 == "_" }) {
            if character.isUppercase, !word.isEmpty {
                words.append(word)
                word = ""
            }
            word.append(character)
        }
        if !word.isEmpty { words.append(word) }
        let sentence = words.enumerated().map { $0.offset == 0 ? $0.element : $0.element.lowercased() }.joined(separator: " ")
        return sentence.prefix(1).uppercased() + sentence.dropFirst()
    }

    /// The value inside an optional (nil for none), or the value itself.
    private static func unwrapped(_ value: Any) -> Any? {
        let mirror = Mirror(reflecting: value)
        guard mirror.displayStyle == .optional else { return value }
        return mirror.children.first.map { unwrapped($0.value) } ?? nil
    }
}

/// A tweak's key as declared (`key:`), when it was given one.
@MainActor
protocol DeclaredKey {
    var declaredKey: String? { get }
}

extension Tweak: DeclaredKey {}
