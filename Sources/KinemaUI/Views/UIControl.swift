import Foundation

/// A closure-based action (UIKit's `UIAction`, iOS 14+), beside target–action (`addTarget(_:action:for:)`).
@MainActor
public final class UIAction: NSObject {
    public typealias Identifier = String

    public let title: String
    public let image: UIImage?
    public let identifier: Identifier
    let handler: (UIAction) -> Void
    /// The control that sent the action, while the handler runs.
    public internal(set) var sender: Any?

    public init(
        title: String = "", image: UIImage? = nil, identifier: Identifier? = nil,
        handler: @escaping (UIAction) -> Void
    ) {
        self.title = title
        self.image = image
        self.identifier = identifier ?? UUID().uuidString
        self.handler = handler
    }
}

/// UIKit's control: tracks a touch, keeps `isHighlighted` while the finger is on it, and sends actions for
/// control events (`touchDown`, `touchUpInside`, …).
@MainActor
open class UIControl: UIView {
    public struct Event: OptionSet, Sendable, Hashable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let touchDown = Event(rawValue: 1 << 0)
        public static let touchDownRepeat = Event(rawValue: 1 << 1)
        public static let touchDragInside = Event(rawValue: 1 << 2)
        public static let touchDragOutside = Event(rawValue: 1 << 3)
        public static let touchDragEnter = Event(rawValue: 1 << 4)
        public static let touchDragExit = Event(rawValue: 1 << 5)
        public static let touchUpInside = Event(rawValue: 1 << 6)
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        public static let touchCancel = Event(rawValue: 1 << 8)
        public static let valueChanged = Event(rawValue: 1 << 12)
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        public static let allTouchEvents = Event(rawValue: 0x0FFF)
    }

    public struct State: OptionSet, Sendable, Hashable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let normal = State([])
        public static let highlighted = State(rawValue: 1 << 0)
        public static let disabled = State(rawValue: 1 << 1)
        public static let selected = State(rawValue: 1 << 2)
    }

    /// How far (points) a finger may stray outside the bounds and still count as inside, as in UIKit.
    package static let touchSlop: CGFloat = 70

    /// What the control sends, in the order added: UIAction closures and target–action pairs.
    private var actions: [(sent: SentAction, events: Event)] = []

    private enum SentAction {
        case closure(UIAction)
        case targetAction(TargetAction)
    }

    open var isEnabled = true { didSet { stateDidChange() } }
    open var isSelected = false { didSet { stateDidChange() } }
    open var isHighlighted = false { didSet { if isHighlighted != oldValue { stateDidChange() } } }
    public private(set) var isTracking = false
    public private(set) var isTouchInside = false

    public var state: State {
        var state: State = []
        if isHighlighted { state.insert(.highlighted) }
        if !isEnabled { state.insert(.disabled) }
        if isSelected { state.insert(.selected) }
        return state
    }

    public func addAction(_ action: UIAction, for events: Event) {
        actions.append((.closure(action), events))
    }

    public func removeAction(identifiedBy identifier: UIAction.Identifier, for events: Event) {
        actions.removeAll { entry in
            guard case .closure(let action) = entry.sent else { return false }
            return action.identifier == identifier && !entry.events.isDisjoint(with: events)
        }
    }

    /// Sends `action` to `target` when one of `events` happens (UIKit's target–action; iOS code writes
    /// `#selector(tap(_:))`, which Kinema's port step turns into a `Selector`). The target is not
    /// retained, as in UIKit; the method may take nothing, the control, or the control and the event.
    /// Adding the same pair again for the same events does nothing.
    public func addTarget(_ target: Any?, action: Selector, for controlEvents: Event) {
        let pair = TargetAction(target: target, action: action)
        for index in actions.indices {
            guard case .targetAction(let existing) = actions[index].sent, existing.matches(target: target, action: action),
                  existing.target != nil || target == nil else { continue }
            actions[index].events.formUnion(controlEvents)
            return
        }
        actions.append((.targetAction(pair), controlEvents))
    }

    /// Stops sending `action` (any action when nil) to `target` (any target when nil) for `controlEvents`.
    public func removeTarget(_ target: Any?, action: Selector?, for controlEvents: Event) {
        for index in actions.indices.reversed() {
            guard case .targetAction(let pair) = actions[index].sent, pair.matches(target: target, action: action) else { continue }
            actions[index].events.subtract(controlEvents)
            if actions[index].events.isEmpty { actions.remove(at: index) }
        }
    }

    /// The targets of the control's target–action pairs, while they live.
    public var allTargets: Set<AnyHashable> {
        Set(actions.compactMap { entry -> AnyHashable? in
            guard case .targetAction(let pair) = entry.sent, let target = pair.target as? NSObject else { return nil }
            return AnyHashable(target)
        })
    }

    /// Every event the control sends something for.
    public var allControlEvents: Event {
        actions.reduce(into: Event()) { $0.formUnion($1.events) }
    }

    /// The names of the actions sent to `target` for `controlEvent` (UIKit's `actions(forTarget:forControlEvent:)`).
    public func actions(forTarget target: Any?, forControlEvent controlEvent: Event) -> [String]? {
        let names = actions.compactMap { entry -> String? in
            guard case .targetAction(let pair) = entry.sent, pair.matches(target: target, action: nil),
                  !entry.events.isDisjoint(with: controlEvent) else { return nil }
            return pair.action.description
        }
        return names.isEmpty ? nil : names
    }

    /// Sends `action` to `target` now, with this control as the sender (what `sendActions(for:)` does
    /// for each pair; subclasses override it to watch actions go by).
    open func sendAction(_ action: Selector, to target: Any?, for event: UIEvent?) {
        TargetAction(target: target, action: action).send(from: self, event: event)
    }

    /// Runs the actions registered for any of `events`, in the order they were added.
    public func sendActions(for events: Event) {
        sendActions(for: events, event: nil)
    }

    private func sendActions(for events: Event, event: UIEvent?) {
        for entry in actions where !entry.events.isDisjoint(with: events) {
            switch entry.sent {
            case .closure(let action):
                action.sender = self
                action.handler(action)
                action.sender = nil
            case .targetAction(let pair):
                // A target that has gone is skipped; a nil one (the responder chain) is reported.
                if let target = pair.target { sendAction(pair.action, to: target, for: event) } else { pair.send(from: self, event: event) }
            }
        }
    }

    /// Called when `isEnabled`, `isSelected` or `isHighlighted` changes; subclasses restyle here.
    package func stateDidChange() {}

    open override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard isEnabled else { return nil }
        return super.hitTest(point, with: event)
    }

    // MARK: - Tracking

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isEnabled else { return }
        isTracking = true
        isTouchInside = true
        isHighlighted = true
        sendActions(for: .touchDown, event: event)
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isTracking, let touch = touches.first else { return }
        let inside = bounds.insetBy(dx: -Self.touchSlop, dy: -Self.touchSlop).contains(touch.location(in: self))
        if inside != isTouchInside { sendActions(for: inside ? .touchDragEnter : .touchDragExit, event: event) }
        isTouchInside = inside
        isHighlighted = inside
        sendActions(for: inside ? .touchDragInside : .touchDragOutside, event: event)
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isTracking, let touch = touches.first else { return }
        let inside = bounds.insetBy(dx: -Self.touchSlop, dy: -Self.touchSlop).contains(touch.location(in: self))
        isTracking = false
        isHighlighted = false
        sendActions(for: inside ? [.touchUpInside, .primaryActionTriggered] : .touchUpOutside, event: event)
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isTracking else { return }
        isTracking = false
        isHighlighted = false
        sendActions(for: .touchCancel, event: event)
    }
}
