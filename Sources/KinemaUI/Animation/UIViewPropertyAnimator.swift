import Foundation
import KinemaCore

public enum UIViewAnimatingState: Int, Sendable {
    case inactive, active, stopped
}

public enum UIViewAnimatingPosition: Int, Sendable {
    case end, start, current
}

/// UIKit's interruptible animator, over KinemaCore's `AnimationTimeline`.
///
/// Blocks given to an inactive animator run when it becomes active (`startAnimation`, `pauseAnimation` or
/// setting `fractionComplete`); blocks added while active run at once, starting `delayFactor` of the
/// remaining duration later. Their property changes are animated by the animator's progress, additively for
/// geometry as with `UIView.animate`. Finishing at `.start` puts the model values back where they were;
/// at `.current` makes what is on screen the model.
///
/// Misuse stops the program with UIKit's exception and reason (e.g. `finishAnimation(at:)` on an active
/// animator: "finishAnimationAtPosition: should only be called on a stopped animator!"), then a line
/// naming the call and the state; see `UIViewPropertyAnimator+Misuse.swift`. As in UIKit, finishing an
/// inactive animator does nothing. Tests check the same rules through the core's typed
/// `AnimationTimeline.IllegalCall`.
@MainActor
open class UIViewPropertyAnimator: NSObject {
    public let duration: TimeInterval
    public let timingParameters: UITimingCurveProvider?
    public private(set) var delay: TimeInterval = 0
    /// Whether views animated by this animator receive touches while it runs (UIKit's default: true).
    public var isUserInteractionEnabled = true
    /// When false (UIKit's default), views this animator moves are hit-tested where they are on screen,
    /// so a touch can catch them mid-flight; when true, at their model values and the app does its own
    /// hit-testing (by overriding `hitTest(_:with:)`).
    public var isManualHitTestingEnabled = false

    var timeline: AnimationTimeline
    private var pendingBlocks: [(block: () -> Void, delayFactor: CGFloat)] = []
    private var completions: [(UIViewAnimatingPosition) -> Void] = []
    private var group: AnimationGroup?
    private var modelChanges: [(restoreStart: () -> Void, captureCurrent: () -> () -> Void)] = []

    /// The name this animator's transitions are traced under (when the engine has a tracer).
    package var traceName = "animator" {
        didSet { timeline.traceSubject = traceName }
    }

    public init(duration: TimeInterval, timingParameters parameters: UITimingCurveProvider) {
        self.duration = UIView.sanitized(duration)
        timingParameters = parameters
        // A duration spring follows the rule of the window it is made in, then of the one it runs in.
        timeline = AnimationTimeline(
            duration: self.duration, timing: parameters.animationTiming.withDurationSpringRule(AnimationEngine.ambient.durationSpringRule))
        super.init()
        timeline.traceSubject = traceName
    }

    /// An animator of no duration on UIKit's default curve (NSObject's `init()`, which iOS code uses for a
    /// placeholder it replaces later).
    public convenience override init() {
        self.init(duration: 0, curve: .easeInOut)
    }

    public convenience init(duration: TimeInterval, curve: UIView.AnimationCurve, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UICubicTimingParameters(animationCurve: curve))
        if let animations { addAnimations(animations) }
    }

    public convenience init(
        duration: TimeInterval, controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint,
        animations: (() -> Void)? = nil
    ) {
        self.init(duration: duration, timingParameters: UICubicTimingParameters(controlPoint1: point1, controlPoint2: point2))
        if let animations { addAnimations(animations) }
    }

    public convenience init(duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UISpringTimingParameters(dampingRatio: ratio))
        if let animations { addAnimations(animations) }
    }

    /// Creates, configures and starts an animator (after `delay`), as UIKit's factory does.
    @discardableResult
    public class func runningPropertyAnimator(
        withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions = [],
        animations: @escaping () -> Void, completion: ((UIViewAnimatingPosition) -> Void)? = nil
    ) -> UIViewPropertyAnimator {
        let animator = UIViewPropertyAnimator(
            duration: duration, timingParameters: UICubicTimingParameters(animationCurve: .init(optionBits: options.rawValue)))
        animator.isUserInteractionEnabled = options.contains(.allowUserInteraction)
        animator.addAnimations(animations)
        if let completion { animator.addCompletion(completion) }
        animator.startAnimation(afterDelay: delay)
        return animator
    }

    // MARK: - State

    public var state: UIViewAnimatingState {
        switch timeline.state {
        case .inactive: return .inactive
        case .active: return .active
        case .stopped: return .stopped
        }
    }

    public var isRunning: Bool { timeline.isRunning }

    public var isReversed: Bool {
        get { timeline.isReversed }
        set {
            timeline.setReversed(newValue, at: now)
            syncTicker()
        }
    }

    /// The fraction of the animation done, in the current direction; settable while paused (setting it on
    /// an inactive animator makes it active and paused). While running or stopped the new value is
    /// ignored, as UIKit ignores it; NaN is always ignored; values are clamped to [0, 1].
    public var fractionComplete: CGFloat {
        get { CGFloat(timeline.fractionComplete(at: now)) }
        set {
            guard !newValue.isNaN, !isRunning, state != .stopped else { return }
            activateIfNeeded()
            perform { try $0.setFractionComplete(Double(newValue), at: self.now) }
        }
    }

    public var scrubsLinearly: Bool {
        get { timeline.scrubsLinearly }
        set { timeline.scrubsLinearly = newValue }
    }

    public var pausesOnCompletion: Bool {
        get { timeline.pausesOnCompletion }
        set { timeline.pausesOnCompletion = newValue }
    }

    public var isInterruptible: Bool {
        get { timeline.isInterruptible }
        set { perform { try $0.setInterruptible(newValue) } }
    }

    // MARK: - Animations and completions

    public func addAnimations(_ animation: @escaping () -> Void) {
        addAnimations(animation, delayFactor: 0)
    }

    /// Adds animations that begin `delayFactor` (0…1) of the remaining duration from now.
    public func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {
        perform { try $0.checkCanAddAnimations() }
        let factor = delayFactor.isFinite ? min(1, max(0, delayFactor)) : 0
        if state == .inactive {
            pendingBlocks.append((animation, factor))
        } else {
            run(animation, delayFactor: factor)
        }
    }

    /// Adds a completion, run with the final position when the animator finishes.
    public func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {
        completions.append(completion)
    }

    // MARK: - Control

    public func startAnimation() {
        start(afterDelay: 0)
    }

    /// Starts after `delay` seconds (+∞: never). As in UIKit, a paused animator cannot be started with a
    /// delay and a negative delay is an invalid argument (so is NaN, which fails UIKit's `delay >= 0`
    /// check too): both stop the program.
    public func startAnimation(afterDelay delay: TimeInterval) {
        if state == .active && !isRunning {
            raise(RaisedException(name: RaisedException.internalInconsistency, reason: "A paused animator (\(self)) cannot be started with a delay!"),
                  explanation: "call startAnimation() to resume a paused animator")
        }
        guard delay >= 0 else {
            raise(RaisedException(name: RaisedException.invalidArgument, reason: "The delay should be greater than or equal to zero."),
                  explanation: "startAnimation(afterDelay: \(delay))")
        }
        start(afterDelay: UIView.sanitizedDelay(delay))
    }

    private func start(afterDelay delay: TimeInterval) {
        activateIfNeeded()
        self.delay = delay
        perform { try $0.start(afterDelay: self.delay, at: self.now) }
        syncTicker()
    }

    public func pauseAnimation() {
        activateIfNeeded()
        perform { try $0.pause(at: self.now) }
        syncTicker()
    }

    /// Freezes the animations where they are. Without finishing, they are removed, the views keep what is
    /// on screen as their model values and no completion runs; otherwise the animator waits in `.stopped`
    /// for `finishAnimation(at:)`.
    public func stopAnimation(_ withoutFinishing: Bool) {
        let wasActive = state == .active
        perform { try $0.stop(withoutFinishing: withoutFinishing, at: self.now) }
        syncTicker()
        if withoutFinishing && (wasActive || state == .inactive) {
            settle(at: .current)
        }
    }

    /// Ends a stopped animator: the views go to the start, the end or stay (`.current`), and the completions
    /// run with that position.
    public func finishAnimation(at finalPosition: UIViewAnimatingPosition) {
        // UIKit lets an inactive animator be finished: nothing happens and no completion runs.
        guard state != .inactive else { return }
        let position: AnimationTimeline.Position = finalPosition == .end ? .end : finalPosition == .start ? .start : .current
        perform { _ = try $0.finish(at: position, time: self.now) }
        complete(at: finalPosition)
    }

    /// Runs on from where it is, with new timing parameters (nil keeps the current ones) over
    /// `durationFactor × duration` seconds, or the remaining time when the factor is 0.
    public func continueAnimation(withTimingParameters parameters: UITimingCurveProvider?, durationFactor: CGFloat) {
        perform {
            try $0.continueAnimation(
                timing: parameters?.animationTiming.withDurationSpringRule(self.engine.durationSpringRule), durationFactor: Double(durationFactor), at: self.now)
        }
        syncTicker()
    }

    // MARK: - Machinery

    /// The engine whose clock drives this animator: that of the first view its animations touch. An
    /// animator that touched no view follows the window whose frame or input is being handled (or the
    /// shared engine), and stays on the one it starts running on.
    var engine: AnimationEngine { boundEngine ?? .ambient }

    private var boundEngine: AnimationEngine?

    /// Ties the animator to `engine` unless it already runs on one (its first view's window decides).
    func bind(to engine: AnimationEngine) {
        guard boundEngine == nil else { return }
        boundEngine = engine
        timeline.tracer = engine.tracer
        timeline.adoptDurationSpringRule(engine.durationSpringRule)
    }

    var now: Double { engine.now }

    /// Progress for animations added at `startFraction` (used by the properties this animator drives).
    func progress(ofGroupStartingAt startFraction: Double, at time: Double) -> Double {
        timeline.progress(ofGroupStartingAt: startFraction, at: time)
    }

    func recordModelChange(restoreStart: @escaping () -> Void, captureCurrent: @escaping () -> () -> Void) {
        modelChanges.append((restoreStart, captureCurrent))
    }

    /// Runs a timeline call; an illegal one stops the program with UIKit's exception.
    private func perform(_ call: (inout AnimationTimeline) throws -> Void) {
        // An animator bound to no engine yet reports to the tracer of the one it would run on.
        if boundEngine == nil { timeline.tracer = engine.tracer }
        do {
            try call(&timeline)
        } catch let refusal as AnimationTimeline.IllegalCall {
            raise(Self.exception(for: refusal, animator: description), explanation: refusal.description)
        } catch {
            fatalError("UIViewPropertyAnimator: \(error)")
        }
    }

    /// UIKit's description: `<UIViewPropertyAnimator(0x…) [active] running interruptible>`.
    /// (Read on the main thread, like everything else of the animator.)
    open override var description: String {
        MainActor.assumeIsolated {
            let address = String(UInt(bitPattern: Unmanaged.passUnretained(self).toOpaque()), radix: 16)
            var text = "<\(type(of: self))(0x\(address)) [\(timeline.state.rawValue)]"
            if isRunning { text += " running" }
            if isReversed { text += " reversed" }
            if isInterruptible { text += " interruptible" }
            return text + ">"
        }
    }

    /// Runs the blocks waiting for the animator to become active.
    private func activateIfNeeded() {
        guard state == .inactive else { return }
        let blocks = pendingBlocks
        pendingBlocks = []
        for (block, factor) in blocks { run(block, delayFactor: factor) }
    }

    private func run(_ block: () -> Void, delayFactor: CGFloat) {
        // (An inactive animator reads no clock here: its first view decides which engine it runs on.)
        var fraction = 0.0
        if state != .inactive {
            let done = timeline.fractionComplete(at: now)
            fraction = timeline.isReversed ? 1 - done : done
        }
        let startFraction = fraction + Double(delayFactor) * (1 - fraction)
        timeline.registerGroup(startingAt: startFraction)
        let group = self.group ?? AnimationGroup(
            completion: nil, allowsUserInteraction: isUserInteractionEnabled, isDriven: true)
        self.group = group
        AnimationContext.run(AnimationContext(kind: .animator(self, startFraction: startFraction), group: group), block)
    }

    /// Keeps the per-frame update registered exactly while the animator runs.
    private func syncTicker() {
        if timeline.isRunning {
            bind(to: engine)
            engine.addTicker(owner: self) { [weak self] time in
                guard let self else { return false }
                if let position = self.timeline.update(to: time) {
                    self.complete(at: position == .end ? .end : position == .start ? .start : .current)
                    return false
                }
                return self.timeline.isRunning
            }
        } else {
            engine.removeTicker(owner: self)
        }
    }

    /// Removes the animations and sets the model values for `position`.
    private func settle(at position: UIViewAnimatingPosition) {
        let changes = modelChanges
        modelChanges = []
        switch position {
        case .current:
            let apply = changes.map { $0.captureCurrent() }
            group?.complete(finished: false)
            apply.forEach { $0() }
        case .start:
            group?.complete(finished: false)
            changes.reversed().forEach { $0.restoreStart() }
        case .end:
            group?.complete(finished: true)
        }
        group = nil
    }

    private func complete(at position: UIViewAnimatingPosition) {
        settle(at: position)
        engine.removeTicker(owner: self)
        let handlers = completions
        completions = []
        for handler in handlers { handler(position) }
    }
}
