import Foundation
import KinemaGraphics

/// The method a `Selector` holds, type-erased: which targets it can be sent to, and the call.
struct SelectorMethod {
    enum Outcome {
        /// Sent; the method's result (`()` for most actions).
        case sent(Any)
        /// The target is not of the type whose method this is.
        case targetMismatch
        /// An argument could not be passed as the method's parameter type.
        case argumentMismatch(Any.Type)
    }

    /// The type whose method this is.
    let targetType: Any.Type
    /// Whether a target is of `targetType`.
    let accepts: (Any) -> Bool
    let call: @MainActor (Any, Any?, Any?) -> Outcome

    /// `value` as the parameter type `Parameter`: itself, an optional parameter's nil, or a `Notification`
    /// for a method that takes the `NSNotification` iOS code often declares.
    static func cast<Parameter>(_ value: Any?) -> Parameter? {
        if let value {
            if let parameter = value as? Parameter { return parameter }
            if let notification = value as? Notification, Parameter.self == NSNotification.self {
                return NSNotification(name: notification.name, object: notification.object, userInfo: notification.userInfo) as? Parameter
            }
            return nil
        }
        // A missing argument reaches a parameter that is optional (or `Any?`) as nil.
        return Optional<Any>.none as? Parameter
    }
}

extension Selector {
    /// Sends the selector to `target` with up to two arguments (the method takes as many as it declares,
    /// from the first on). Returns the method's result, or nil when it could not be sent — reported once
    /// per selector and target type on standard error.
    @MainActor
    @discardableResult
    func send(to target: Any, _ first: Any? = nil, _ second: Any? = nil) -> Any? {
        guard let method else {
            SelectorReport.once(self, Swift.type(of: target), """
                Kinema: the selector \(name) names a method by a string (Selector("\(name)") or \
                NSSelectorFromString), which only the Objective-C runtime can look up, so it was not sent to \
                \(Swift.type(of: target)). Write #selector(\(name.split(separator: ":").first ?? "")…) and build with \
                Kinema's port step (docs/pasted-code.md).
                """)
            return nil
        }
        switch method.call(target, first, second) {
        case .sent(let result):
            return result
        case .targetMismatch:
            SelectorReport.once(self, Swift.type(of: target), """
                Kinema: \(name) is a method of \(method.targetType), not of its target \(Swift.type(of: target)); \
                the message was not sent (iOS stops here with "unrecognized selector sent to instance").
                """)
        case .argumentMismatch(let parameterType):
            let argument = [first, second].compactMap { $0 }.map { "\(Swift.type(of: $0))" }.joined(separator: ", ")
            SelectorReport.once(self, Swift.type(of: target), """
                Kinema: \(name) of \(method.targetType) takes \(parameterType), which cannot be given \
                \(argument.isEmpty ? "nothing" : argument); the message was not sent. Declare the parameter as \
                the sender's type (or Any).
                """)
        }
        return nil
    }

    /// Whether the selector can be sent to `target`: it holds a method of `target`'s type (Objective-C's
    /// `responds(to:)`).
    func canBeSent(to target: Any) -> Bool {
        method?.accepts(target) ?? false
    }
}

/// Reports a selector that could not be sent, once per selector name and target type.
enum SelectorReport {
    static let reports = ReportedOnce()

    static func once(_ selector: Selector, _ targetType: Any.Type, _ message: @autoclosure () -> String) {
        reports.report("\(selector.name) \(ObjectIdentifier(targetType))", message())
    }
}
