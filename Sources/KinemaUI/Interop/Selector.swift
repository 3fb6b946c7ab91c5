import Foundation

/// Objective-C's selector: the name of a method, to be sent to a target later (target–action, display
/// links, timers, notifications, `perform(_:with:afterDelay:)`).
///
/// Linux has no Objective-C runtime to look a method up by its name, so a Kinema selector carries the
/// method itself, as an unbound method reference (`ViewController.handlePan(_:)`), beside its name. iOS
/// code writes `#selector(handlePan(_:))`, which the Linux compiler rejects; Kinema's port step (the
/// `KinemaPortPlugin` build plugin, or `kinema port`) rewrites it before the compiler sees it into
///
///     Selector(kinemaName: "handlePan:", ViewController.handlePan(_:))
///
/// Sending a selector calls the method on the target with as many of the sender's arguments as the method
/// takes (none, the sender, or the sender and the event), as the Objective-C runtime does. A target of
/// another type, or an argument the method cannot take, is reported once on standard error and the
/// message is not sent (iOS would stop the program with "unrecognized selector sent to instance").
///
/// A selector of a method is made on the main actor, where UIKit code runs (the method reference may be
/// main-actor isolated, and is only ever called there); so it is `Sendable`, as Objective-C's is. Two
/// selectors are equal when their names are, as in Objective-C. A selector made from a string
/// (`Selector("tap:")`, `NSSelectorFromString`) has a name but no method: sending it is reported, since
/// nothing can find the method by its name (docs/pasted-code.md, "How an action runs").
public struct Selector: Hashable, CustomStringConvertible, ExpressibleByStringLiteral, @unchecked Sendable {
    /// The Objective-C name (`handlePan:`, `tap:with:`).
    let name: String
    /// The method to call, or nil for a selector made from a string.
    let method: SelectorMethod?

    /// A selector that names a method without holding it (Objective-C's `Selector("name")`).
    public init(_ name: String) {
        self.name = name
        method = nil
    }

    public init(stringLiteral name: String) {
        self.init(name)
    }

    /// Kinema: a selector of a method taking no argument (what the port step writes for `#selector`).
    @MainActor
    public init<Target, Result>(kinemaName name: String, _ method: @escaping (Target) -> () -> Result) {
        nonisolated(unsafe) let method = method
        self.name = Self.name(name, arity: 0)
        self.method = SelectorMethod(targetType: Target.self, accepts: { $0 is Target }) { target, _, _ in
            guard let target = target as? Target else { return .targetMismatch }
            return .sent(method(target)())
        }
    }

    /// Kinema: a selector of a method taking one argument: the sender (a control, a recognizer, a display
    /// link, a timer), a notification, or `perform(_:with:)`'s object.
    @MainActor
    public init<Target, Argument, Result>(kinemaName name: String, _ method: @escaping (Target) -> (Argument) -> Result) {
        nonisolated(unsafe) let method = method
        self.name = Self.name(name, arity: 1)
        self.method = SelectorMethod(targetType: Target.self, accepts: { $0 is Target }) { target, first, _ in
            guard let target = target as? Target else { return .targetMismatch }
            guard let argument: Argument = SelectorMethod.cast(first) else { return .argumentMismatch(Argument.self) }
            return .sent(method(target)(argument))
        }
    }

    /// Kinema: a selector of a method taking two arguments (a control's sender and event;
    /// `perform(_:with:with:)`'s objects).
    @MainActor
    public init<Target, First, Second, Result>(
        kinemaName name: String, _ method: @escaping (Target) -> (First, Second) -> Result
    ) {
        nonisolated(unsafe) let method = method
        self.name = Self.name(name, arity: 2)
        self.method = SelectorMethod(targetType: Target.self, accepts: { $0 is Target }) { target, first, second in
            guard let target = target as? Target else { return .targetMismatch }
            guard let firstArgument: First = SelectorMethod.cast(first) else { return .argumentMismatch(First.self) }
            guard let secondArgument: Second = SelectorMethod.cast(second) else { return .argumentMismatch(Second.self) }
            return .sent(method(target)(firstArgument, secondArgument))
        }
    }

    /// `#selector(tap)` names no arguments: the method's arity completes the name (`tap:`), as the
    /// compiler does on iOS.
    private static func name(_ name: String, arity: Int) -> String {
        guard !name.contains(":"), arity > 0 else { return name }
        return name + String(repeating: ":", count: arity)
    }

    public var description: String { name }

    public static func == (lhs: Selector, rhs: Selector) -> Bool { lhs.name == rhs.name }

    public func hash(into hasher: inout Hasher) { hasher.combine(name) }
}

/// Objective-C's `NSStringFromSelector`: the selector's name.
public func NSStringFromSelector(_ selector: Selector) -> String { selector.name }

/// Objective-C's `NSSelectorFromString`: a selector that names a method without holding it (sending it is
/// reported as a gap; see `Selector`).
public func NSSelectorFromString(_ name: String) -> Selector { Selector(name) }
