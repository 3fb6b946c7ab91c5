import Foundation
import KinemaCore

/// UIKit's gesture recognizer: a state machine fed with touches.
///
/// Actions are UIKit's target–action pairs (`init(target:action:)`, `addTarget(_:action:)`; iOS code's
/// `#selector` becomes a `Selector` through Kinema's port step), or Kinema's closures (`init(handler:)`,
/// `addTarget(_:)`), sent in the order they were added. Everything else is UIKit's: states, the
/// delegate, `cancelsTouchesInView`, `require(toFail:)`.
///
/// Every state change is reported to the engine's tracer (under `traceName`), so tests can assert the
/// sequence; after a gesture ends or fails the recognizer returns to `.possible` without a trace entry.
@MainActor
open class UIGestureRecognizer: NSObject {
    public enum State: Int, Sendable, CustomStringConvertible {
        case possible, began, changed, ended, cancelled, failed
        public static let recognized = State.ended

        public var description: String {
            switch self {
            case .possible: return "possible"
            case .began: return "began"
            case .changed: return "changed"
            case .ended: return "ended"
            case .cancelled: return "cancelled"
            case .failed: return "failed"
            }
        }
    }

    public internal(set) weak var view: UIView?
    public var isEnabled = true
    /// When the gesture is recognized, the touched view's touches are cancelled (UIKit's default: true).
    public var cancelsTouchesInView = true
    public weak var delegate: UIGestureRecognizerDelegate? {
        didSet {
            delegateTwin = delegate as? UIGestureRecognizerDelegateSubclassing
            guard let delegate else { return }
            SubclassedDelegateCheck.check(
                delegate, protocolName: "UIGestureRecognizerDelegate",
                twinName: "UIGestureRecognizerDelegateSubclassing", declaresTwin: delegateTwin != nil,
                conforms: { $0 is UIGestureRecognizerDelegate.Type })
        }
    }
    /// The delegate again when it declares `UIGestureRecognizerDelegateSubclassing`: asked first.
    private weak var delegateTwin: UIGestureRecognizerDelegateSubclassing?
    /// Name under which state changes are traced.
    package var traceName: String
    private var actions: [RecognizerAction] = []

    private enum RecognizerAction {
        case closure((UIGestureRecognizer) -> Void)
        case targetAction(TargetAction)
    }
    private var failureRequirements: [WeakRecognizer] = []

    /// The current state. Subclasses set it (UIKit exposes the setter to subclasses through
    /// `UIGestureRecognizerSubclass`; Swift cannot limit it to them, so only set it from a subclass). Each
    /// change is traced and, for began/changed/ended/cancelled, runs the actions. Leaving `.possible` first asks the delegate's `gestureRecognizerShouldBegin`; a
    /// veto turns the transition into `.failed`.
    public var state: State {
        get { storedState }
        set {
            var target = newValue
            if storedState == .possible, target == .began || target == .ended, !isResetting, !shouldBegin() {
                target = .failed
            }
            // `require(toFail:)`: while a recognizer it waits for is undecided, hold the transition back
            // (no state change, no actions); the touch session applies or fails it once that one decides.
            if storedState == .possible, pendingState != nil, target == .failed || target == .cancelled {
                pendingState = nil
            }
            if storedState == .possible, !isResetting, target == .began || target == .ended || target == .changed {
                if isWaitingForFailure {
                    if target != .changed || pendingState == nil { pendingState = target == .changed ? .began : target }
                    return
                }
            }
            // Every move of a continuous gesture is news, even though the state stays `.changed`.
            guard target != storedState || target == .changed else { return }
            storedState = target
            guard !isResetting else { return }
            (view?.animationEngine ?? .ambient).tracer?.record(traceName, target.description)
            switch target {
            case .began, .changed, .ended, .cancelled:
                sendActions()
            case .possible, .failed:
                break
            }
            // Those waiting for this one to fail learn whether they may go ahead.
            if target == .failed || target == .began || target == .ended {
                for dependent in dependents.compactMap(\.value) { dependent.resolvePendingRecognition() }
            }
        }
    }

    private var storedState = State.possible
    /// A recognition held back by `require(toFail:)`.
    var pendingState: State?

    /// Whether a recognizer this one must wait for is still undecided in the current touch.
    var isWaitingForFailure: Bool {
        waitsFor.contains { $0.state == .possible && (!$0.touches.isEmpty || $0.holdsBetweenTouches) }
    }

    /// Applies a held-back recognition once every recognizer waited for has failed; fails this one if
    /// one of them recognized instead.
    func resolvePendingRecognition() {
        guard let pending = pendingState else { return }
        if waitsFor.contains(where: { $0.isRecognizing }) {
            pendingState = nil
            state = .failed
        } else if !isWaitingForFailure {
            pendingState = nil
            state = pending
        } else {
            return
        }
        // Decided outside any touch (the other one timed out): back to possible for the next gesture.
        if touches.isEmpty { resetToPossible() }
    }

    private var isResetting = false

    /// Touches currently tracked, in window coordinates.
    var touches: [UITouch] = []

    /// A recognizer that sends `action` to `target` (neither retained nor required: add targets later
    /// with `addTarget(_:action:)`).
    public init(target: Any?, action: Selector?) {
        traceName = String(describing: type(of: self))
            .replacingOccurrences(of: "UI", with: "")
            .replacingOccurrences(of: "GestureRecognizer", with: "")
            .lowercased()
        super.init()
        if let action { appendTarget(target, action) }
    }

    public convenience override init() {
        self.init(target: nil, action: nil)
    }

    /// Kinema: a recognizer whose action is a closure (UIKit has only target–action; see
    /// docs/uikit.md for a file that gives iOS the same initializer).
    public convenience init(handler: ((UIGestureRecognizer) -> Void)?) {
        self.init(target: nil, action: nil)
        if let handler { actions.append(.closure(handler)) }
    }

    /// Adds a target–action pair; the method may take nothing or the recognizer. Adding a pair twice
    /// does nothing.
    public func addTarget(_ target: Any, action: Selector) {
        appendTarget(target, action)
    }

    private func appendTarget(_ target: Any?, _ action: Selector) {
        let pair = TargetAction(target: target, action: action)
        let exists = actions.contains {
            guard case .targetAction(let existing) = $0 else { return false }
            return existing.target != nil && existing.matches(target: target, action: action)
        }
        if !exists { actions.append(.targetAction(pair)) }
    }

    /// Removes the pairs of `target` (any when nil) and `action` (any when nil).
    public func removeTarget(_ target: Any?, action: Selector?) {
        actions.removeAll {
            guard case .targetAction(let pair) = $0 else { return false }
            return pair.matches(target: target, action: action)
        }
    }

    /// Kinema: adds an action closure (beside UIKit's `addTarget(_:action:)`).
    public func addTarget(_ action: @escaping (UIGestureRecognizer) -> Void) {
        actions.append(.closure(action))
    }

    private func sendActions() {
        for action in actions {
            switch action {
            case .closure(let body): body(self)
            case .targetAction(let pair): pair.send(from: self)
            }
        }
    }

    /// This recognizer waits until `other` fails before it may recognize.
    public func require(toFail other: UIGestureRecognizer) {
        failureRequirements.append(WeakRecognizer(value: other))
        other.dependents.append(WeakRecognizer(value: self))
    }

    /// Recognizers that wait for this one to fail.
    private var dependents: [WeakRecognizer] = []

    /// Whether the recognizer stays undecided between touches (a tap waiting for its next tap): the touch
    /// session then leaves it as it is.
    var holdsBetweenTouches: Bool { false }

    var waitsFor: [UIGestureRecognizer] { failureRequirements.compactMap(\.value) }

    public var numberOfTouches: Int { touches.count }

    /// The centroid of the touches in `view`'s coordinates.
    public func location(in view: UIView?) -> CGPoint {
        guard let touch = touches.last else { return .zero }
        return touch.location(in: view)
    }

    // MARK: - Subclass hooks

    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {}
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {}
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {}
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .began || state == .changed { state = .cancelled } else if state == .possible { state = .failed }
    }

    /// Returns to `.possible` after a gesture; subclasses clear their tracking here.
    open func reset() {}

    /// Whether this recognizer may begin given what the delegate says.
    func shouldBegin() -> Bool {
        delegateTwin?.gestureRecognizerShouldBegin(self) ?? delegate?.gestureRecognizerShouldBegin(self) ?? true
    }

    func canRecognizeSimultaneously(with other: UIGestureRecognizer) -> Bool {
        allowsSimultaneousRecognition(with: other) || other.allowsSimultaneousRecognition(with: self)
    }

    /// What this recognizer's delegate says about recognizing alongside `other`.
    private func allowsSimultaneousRecognition(with other: UIGestureRecognizer) -> Bool {
        if let twin = delegateTwin { return twin.gestureRecognizer(self, shouldRecognizeSimultaneouslyWith: other) }
        return delegate?.gestureRecognizer(self, shouldRecognizeSimultaneouslyWith: other) == true
    }

    /// Back to `.possible`, untraced (UIKit resets after the run-loop turn that ended the gesture).
    func resetToPossible() {
        touches = []
        pendingState = nil
        reset()
        isResetting = true
        state = .possible
        isResetting = false
    }

    /// Whether the recognizer has moved past `.possible` into a recognizing state.
    var isRecognizing: Bool { state == .began || state == .changed || state == .ended }
}

struct WeakRecognizer {
    weak var value: UIGestureRecognizer?
}
