import Foundation

/// A closure-based action (UIKit's `UIAction`, iOS 14+). On Linux this replaces `addTarget(_:action:for:)`
/// with a `#selector`, which needs the Objective-C runtime.
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
    public static let touchSlop: CGFloat = 70

    private var actions: [(action: UIAction, events: Event)] = []

    public var isEnabled = true { didSet { stateDidChange() } }
    public var isSelected = false { didSet { stateDidChange() } }
    public var isHighlighted = false { didSet { if isHighlighted != oldValue { stateDidChange() } } }
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
        actions.append((action, events))
    }

    public func removeAction(identifiedBy identifier: UIAction.Identifier, for events: Event) {
        actions.removeAll { $0.action.identifier == identifier && !$0.events.isDisjoint(with: events) }
    }

    /// Runs the actions registered for any of `events`.
    public func sendActions(for events: Event) {
        for entry in actions where !entry.events.isDisjoint(with: events) {
            entry.action.sender = self
            entry.action.handler(entry.action)
            entry.action.sender = nil
        }
    }

    /// Called when `isEnabled`, `isSelected` or `isHighlighted` changes; subclasses restyle here.
    open func stateDidChange() {}

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
        sendActions(for: .touchDown)
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isTracking, let touch = touches.first else { return }
        let inside = bounds.insetBy(dx: -Self.touchSlop, dy: -Self.touchSlop).contains(touch.location(in: self))
        if inside != isTouchInside { sendActions(for: inside ? .touchDragEnter : .touchDragExit) }
        isTouchInside = inside
        isHighlighted = inside
        sendActions(for: inside ? .touchDragInside : .touchDragOutside)
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isTracking, let touch = touches.first else { return }
        let inside = bounds.insetBy(dx: -Self.touchSlop, dy: -Self.touchSlop).contains(touch.location(in: self))
        isTracking = false
        isHighlighted = false
        sendActions(for: inside ? [.touchUpInside, .primaryActionTriggered] : .touchUpOutside)
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isTracking else { return }
        isTracking = false
        isHighlighted = false
        sendActions(for: .touchCancel)
    }
}
