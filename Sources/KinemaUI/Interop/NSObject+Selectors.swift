import Foundation

/// NSObject's selector methods that iOS code calls (Linux's NSObject has none of them).
extension NSObject {
    /// Whether a message of `selector` can be sent to the object: the selector holds a method of the
    /// object's type. A selector made from a string answers false (nothing can look its name up).
    public func responds(to aSelector: Selector!) -> Bool {
        guard let aSelector else { return false }
        return aSelector.canBeSent(to: self)
    }

    /// Sends `aSelector` to the object now and returns its result when it is an object. Kinema: on the
    /// main actor only (iOS sends it on the calling thread).
    @MainActor
    @discardableResult
    public func perform(_ aSelector: Selector!) -> Unmanaged<AnyObject>! {
        Self.unmanaged(aSelector.send(to: self))
    }

    @MainActor
    @discardableResult
    public func perform(_ aSelector: Selector!, with object: Any!) -> Unmanaged<AnyObject>! {
        Self.unmanaged(aSelector.send(to: self, object as Any?))
    }

    @MainActor
    @discardableResult
    public func perform(_ aSelector: Selector!, with object1: Any!, with object2: Any!) -> Unmanaged<AnyObject>! {
        Self.unmanaged(aSelector.send(to: self, object1 as Any?, object2 as Any?))
    }

    /// Sends `aSelector` with `anArgument` after `delay` seconds of wall time, from the main run loop (as
    /// on iOS, which uses a run-loop timer: pause and slow motion do not hold it back; see "Delayed work
    /// runs on wall time" in docs/uikit.md). The object is retained until then.
    @MainActor
    public func perform(_ aSelector: Selector, with anArgument: Any?, afterDelay delay: TimeInterval) {
        DelayedPerforms.schedule(aSelector, on: self, argument: anArgument, after: delay)
    }

    /// Cancels every `perform(_:with:afterDelay:)` still waiting for `aTarget`.
    @MainActor
    public class func cancelPreviousPerformRequests(withTarget aTarget: Any) {
        DelayedPerforms.cancel(target: aTarget, selector: nil, argument: nil)
    }

    /// Cancels the waiting `perform(_:with:afterDelay:)` of `aTarget` with this selector and an argument
    /// equal to `anArgument` (both nil, or equal as `NSObject`s).
    @MainActor
    public class func cancelPreviousPerformRequests(withTarget aTarget: Any, selector aSelector: Selector, object anArgument: Any?) {
        DelayedPerforms.cancel(target: aTarget, selector: aSelector, argument: .some(anArgument))
    }

    private static func unmanaged(_ result: Any?) -> Unmanaged<AnyObject>? {
        guard let result, !(result is Void), let object = result as AnyObject? else { return nil }
        return Unmanaged.passUnretained(object)
    }
}

/// The waiting `perform(_:with:afterDelay:)` requests, so they can be cancelled.
@MainActor
enum DelayedPerforms {
    private struct Request {
        let target: NSObject
        let selector: Selector
        let argument: Any?
        let timer: Timer
    }

    private static var waiting: [Request] = []

    /// The timers of the requests still waiting (tests fire them rather than wait for wall time).
    static var pendingTimers: [Timer] { waiting.map(\.timer) }

    static func schedule(_ selector: Selector, on target: NSObject, argument: Any?, after delay: TimeInterval) {
        let seconds = delay.isFinite ? max(0, delay) : 0
        nonisolated(unsafe) let argument = argument
        let timer = Timer(timeInterval: seconds, repeats: false) { timer in
            let fired = ObjectIdentifier(timer)
            MainActor.assumeIsolated {
                guard let index = waiting.firstIndex(where: { ObjectIdentifier($0.timer) == fired }) else { return }
                let request = waiting.remove(at: index)
                request.selector.send(to: request.target, argument)
            }
        }
        waiting.append(Request(target: target, selector: selector, argument: argument, timer: timer))
        RunLoop.main.add(timer, forMode: .default)
    }

    /// Cancels the requests of `target`, of `selector` when given, and of an argument equal to
    /// `argument` when given (`.some(nil)`: a nil argument).
    static func cancel(target: Any, selector: Selector?, argument: Any??) {
        let object = target as AnyObject
        waiting.removeAll { request in
            guard request.target === object, selector == nil || request.selector == selector else { return false }
            if let argument, !Self.equal(request.argument, argument) { return false }
            request.timer.invalidate()
            return true
        }
    }

    private static func equal(_ a: Any?, _ b: Any?) -> Bool {
        switch (a, b) {
        case (nil, nil): return true
        case (let a as NSObject, let b as NSObject): return a.isEqual(b)
        case (let a as AnyHashable, let b as AnyHashable): return a == b
        default: return false
        }
    }
}
