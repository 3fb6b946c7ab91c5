import Foundation
import KinemaCore
import KinemaGraphics

/// The root of a view tree and the one way to drive a frame.
///
/// A window owns an `AnimationEngine` (the clock and running animations); its views animate on it, so each
/// window keeps its own time (one can be paused or slowed while another runs). One frame, in order:
///
///     let list = window.runFrame(events: events, advancingBy: 1.0 / 60)
///
/// 1. input events go to gesture recognizers and the touched view (setting model values, starting
///    animations), wheel events to the scroll view under the pointer, keys to `keyHandler`;
/// 2. the clock advances (scaled and paused by `engine.clock`), queued main-queue work runs, finished
///    animations complete and tickers (animators, decelerating scroll views) move;
/// 3. layout runs where needed; 4. the DisplayList is built from presentation values.
///
/// The window fills the device viewport (its scene's screen) and is white, like an iOS window with a
/// system-background root view.
@MainActor
open class UIWindow: UIView {
    public let engine: AnimationEngine
    /// Receives key presses (the visualiser's shell handles them); return true when handled.
    public var keyHandler: ((KeyPress) -> Bool)?

    var touchSession: TouchSession?
    /// Whether a finger (the mouse's primary button) is down on the window now.
    public var isTouching: Bool { touchSession != nil }
    /// Set while a transition animates on its own: new touches are not delivered, as UIKit ignores them.
    var ignoresTouchesForTransition = false
    /// The presentation or dismissal in flight in this window, if any.
    var transition: ModalTransition?

    /// A window in `windowScene`, or — without one — in the current scene (see `UIWindowScene`).
    public init(frame: CGRect, engine: AnimationEngine = AnimationEngine(), windowScene: UIWindowScene? = nil) {
        self.engine = engine
        self.windowScene = windowScene ?? UIWindowScene.current
        super.init(frame: frame)
        ownEngine = engine
        engine.window = self
        self.windowScene?.add(self)
        backgroundColor = .systemBackground
    }

    public convenience init() {
        self.init(frame: UIScreen.main.bounds)
    }

    /// Kinema has no storyboards or nibs: a decoded window is one made in code (`init()`).
    public required convenience init?(coder: NSCoder) {
        self.init()
    }

    /// A window of the scene's screen's size in `windowScene`.
    public convenience init(windowScene: UIWindowScene) {
        self.init(frame: windowScene.screen.bounds, windowScene: windowScene)
    }

    /// The scene the window belongs to; moving it to another takes it out of the first (and it is no
    /// longer that scene's key window).
    public var windowScene: UIWindowScene? {
        didSet {
            guard oldValue !== windowScene else { return }
            oldValue?.remove(self)
            windowScene?.add(self)
        }
    }

    public var rootViewController: UIViewController? {
        didSet {
            if let oldValue, oldValue !== rootViewController { oldValue.view.removeFromSuperview() }
            guard let controller = rootViewController else { return }
            // Loading and appearing run on this window's time (their animations belong here).
            engine.whileRunning {
                let root = controller.view!
                root.frame = bounds
                controller.beginAppearanceTransition(true, animated: false)
                addSubview(root)
                layoutIfNeeded()
                controller.endAppearanceTransition()
            }
        }
    }

    /// Shows the window and makes it its scene's key window: the app's (`UIApplication.shared.keyWindow`)
    /// when the scene is the main one.
    public func makeKeyAndVisible() {
        isHidden = false
        windowScene?.makeKey(self)
    }

    /// Whether this window is its scene's key window.
    public var isKeyWindow: Bool { windowScene?.keyWindow === self }

    // MARK: - The frame

    /// Runs one frame and returns what to draw: a window driven on its own (an app of KinemaUI, a test).
    /// `realSeconds` is wall time since the last frame; the clock scales it (slow motion) or ignores it
    /// (paused). A driver that moves the clock itself (stepping while paused, advancing to an exact
    /// time) passes 0.
    public func runFrame(events: [InputEvent], advancingBy realSeconds: Double) -> DisplayList {
        for event in events { handle(event) }
        engine.clock.advance(by: realSeconds)
        advanceFrame()
        return displayList()
    }

    /// A frame's work without its picture: update animations and lay out. The visualiser's shell takes
    /// frames this way (it delivers the input and moves the clock itself), and draws with `displayList()`
    /// only the frames it shows.
    public func advanceFrame() {
        engine.whileRunning {
            engine.update()
            layoutIfNeeded()
        }
    }

    /// The DisplayList for the presentation values at the clock's current time (colours in its scene's
    /// appearance).
    public func displayList() -> DisplayList {
        guard let windowScene, windowScene !== UIWindowScene.current else { return drawnList() }
        return windowScene.performAsCurrent(drawnList)
    }

    private func drawnList() -> DisplayList {
        let time = engine.now
        // Nothing can have changed since the last list (see `StillFrame`): it is handed out again, and
        // the renderer, finding it the same, neither draws nor presents.
        let changes = UIView.displayChanges
        if let stillFrame, stillFrame.holds(at: time, changes: changes, size: bounds.size) { return stillFrame.list }
        var canvas = DisplayCanvas(
            transform: .identity, opacity: 1, displayIdentifier: .none, backdrop: .white, items: [])
        // Room for as many items as the last frame had: a list grown item by item was copied at each
        // doubling (a tenth of a 10,000-view frame).
        canvas.items.reserveCapacity(max(256, lastItemCount + lastItemCount / 8))
        canvas.leavesOutQuietSubviews = leavesOutQuietSubviews
        display(into: &canvas, parentTransform: .identity, parentOpacity: 1, time: time)
        lastItemCount = canvas.items.count
        let list = DisplayList(size: bounds.size, items: canvas.items)
        stillFrame = canvas.steadyUntil > time
            ? StillFrame(list: list, changes: changes, from: canvas.steadyFrom, until: canvas.steadyUntil) : nil
        return list
    }

    /// The last list, while it may be handed out again (see `StillFrame`).
    var stillFrame: StillFrame?

    /// Kinema: runs `body`, which changes only views outside this window (an inspector drawn beside it),
    /// without its changes costing this window its last picture: the count of changes that can alter a
    /// picture is one for every view, and a panel's readout changing ten times a second kept an idle
    /// window from sleeping. Views of this window must not change inside `body`.
    package func changingOtherViews<T>(_ body: () throws -> T) rethrows -> T {
        let before = UIView.displayChanges
        let result = try body()
        if var still = stillFrame, still.changes == before {
            still.changes = UIView.displayChanges
            stillFrame = still
        }
        return result
    }

    /// Whether the walk may leave out, unread, subviews that drew nothing and have not changed (see
    /// `CulledSubviews`). Only the tests turn it off, to compare with the long way.
    var leavesOutQuietSubviews = true

    /// Kinema: the media time until which the last `displayList()` shows the window, if nothing but time
    /// changes it — every view's picture steady and the engine quiet (`AnimationEngine.quietUntil`) until
    /// then; nil when the last list cannot be handed out again now (see `StillFrame`).
    public var stillUntil: Double? {
        let time = engine.now
        guard let stillFrame, stillFrame.holds(at: time, changes: UIView.displayChanges, size: bounds.size) else { return nil }
        return min(stillFrame.until, engine.quietUntil)
    }

    /// How many items the last DisplayList had.
    private var lastItemCount = 0

    // MARK: - Input

    /// Delivers one input event.
    public func handle(_ event: InputEvent) {
        engine.runLoopGate.noteInput()
        engine.whileRunning { deliver(event) }
    }

    /// Kinema: the window is put away for good (the visualiser switching scenes). Every animation and
    /// ticker still running on its time is dropped without completions — UIKit's windows never stop
    /// while the app runs, so it has no such call — and the controllers and views their closures hold
    /// are freed with the window.
    public func discard() {
        engine.discardAll()
        discardAnimationsInTree()
        transition = nil
    }

    /// Runs `body` as input this window handles outside its views (a key command, a menu action): what
    /// it starts without touching a view — an empty `UIViewPropertyAnimator`, say — runs on this window's
    /// clock, as it would in UIKit's run loop (otherwise it would wait on no window's time).
    @discardableResult
    public func handlingInput<Result>(_ body: () -> Result) -> Result {
        engine.runLoopGate.noteInput()
        return engine.whileRunning(body)
    }

    private func deliver(_ event: InputEvent) {
        switch event {
        case .pointerDown(let position, let button, let time):
            guard button == .primary, touchSession == nil, !ignoresTouchesForTransition else { return }
            touchSession = TouchSession(window: self, location: position, time: time)
        case .pointerMove(let position, let buttons, let time):
            guard buttons.contains(.primary) else { return }
            touchSession?.move(to: position, time: time)
        case .pointerUp(let position, let button, let time):
            guard button == .primary, let session = touchSession else { return }
            touchSession = nil
            session.end(at: position, time: time)
        case .wheel(let position, let delta, _):
            var view = hitTest(position, with: nil)
            while let current = view, !(current is UIScrollView) { view = current.superview }
            (view as? UIScrollView)?.scroll(byWheel: delta)
        case .key(let press):
            _ = keyHandler?(press)
        case .resize(let size):
            guard size.width > 0, size.height > 0, size.width.isFinite, size.height.isFinite else { return }
            let coordinator = SizeChangeCoordinator(containerView: self)
            if size != bounds.size { rootViewController?.viewWillTransition(to: size, with: coordinator) }
            frame = CGRect(origin: .zero, size: size)
            rootViewController?.view.frame = bounds
            coordinator.finish()
        }
    }
}
