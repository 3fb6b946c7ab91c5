import Foundation

/// NotificationCenter's observer–selector form (Linux's Foundation has only the block form).
///
/// The observer is not retained and its observations end when it is deallocated, as on iOS 9 and later.
/// Linux's `removeObserver(_:)` cannot see these observations (Swift cannot replace it); Kinema's port
/// step rewrites `NotificationCenter.default.removeObserver(…)` into `kinemaRemoveObserver(…)`, which
/// removes them and then calls Foundation's.
extension NotificationCenter {
    /// Sends `aSelector` to `observer` with each notification named `aName` (any when nil) posted by
    /// `anObject` (anyone when nil). The method may take the `Notification` (or an `NSNotification`) or
    /// nothing; it runs on the main actor (post from the main thread).
    public func addObserver(_ observer: Any, selector aSelector: Selector, name aName: NSNotification.Name?, object anObject: Any?) {
        nonisolated(unsafe) weak let weakObserver = observer as AnyObject
        let token = addObserver(forName: aName, object: anObject, queue: nil) { notification in
            guard let observer = weakObserver else { return }
            nonisolated(unsafe) let (observer_, notification_) = (observer, notification)
            MainActor.assumeIsolated { _ = aSelector.send(to: observer_, notification_) }
        }
        SelectorObservations.shared.add(token, observer: observer as AnyObject, name: aName, object: anObject, center: self)
    }

    /// Kinema: removes `observer`'s selector observations of this centre, then calls Foundation's
    /// `removeObserver(_:)` (what the port step writes for it).
    public func kinemaRemoveObserver(_ observer: Any) {
        kinemaRemoveObserver(observer, name: nil, object: nil)
    }

    /// Kinema: removes `observer`'s selector observations of `aName` (all when nil) from `anObject`
    /// (any when nil), then calls Foundation's `removeObserver(_:name:object:)`.
    public func kinemaRemoveObserver(_ observer: Any, name aName: NSNotification.Name?, object anObject: Any?) {
        for token in SelectorObservations.shared.remove(observer: observer as AnyObject, name: aName, object: anObject, center: self) {
            removeObserver(token)
        }
        removeObserver(observer, name: aName, object: anObject)
    }
}

/// The tokens of selector observations, by observer, so they can be removed.
final class SelectorObservations: @unchecked Sendable {
    static let shared = SelectorObservations()

    private struct Observation {
        weak var observer: AnyObject?
        let token: NSObjectProtocol
        let name: NSNotification.Name?
        weak var object: AnyObject?
        weak var center: NotificationCenter?
    }

    private let lock = NSLock()
    private var observations: [Observation] = []

    func add(_ token: NSObjectProtocol, observer: AnyObject, name: NSNotification.Name?, object: Any?, center: NotificationCenter) {
        lock.lock()
        defer { lock.unlock() }
        observations.removeAll { $0.observer == nil }
        observations.append(Observation(observer: observer, token: token, name: name, object: object as AnyObject?, center: center))
    }

    func remove(observer: AnyObject, name: NSNotification.Name?, object: Any?, center: NotificationCenter) -> [NSObjectProtocol] {
        lock.lock()
        defer { lock.unlock() }
        var removed: [NSObjectProtocol] = []
        observations.removeAll { observation in
            guard observation.observer === observer, observation.center === center,
                  name == nil || observation.name == name,
                  object == nil || observation.object === (object as AnyObject?) else { return false }
            removed.append(observation.token)
            return true
        }
        return removed
    }
}
