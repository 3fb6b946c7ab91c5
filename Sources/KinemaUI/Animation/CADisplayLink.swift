import Foundation
import KinemaLayers

/// Core Animation's display link: sends its selector to its target once a frame, on the clock of the
/// window whose frames run it — in the window, in `capture`, `bench` and replays alike, so what it moves
/// is deterministic wherever a frame is stepped.
///
/// `add(to:forMode:)` attaches it to the window whose frame or input is being handled (a controller's
/// `viewDidLoad` runs in its window's frame), or else to the current scene's key window (its first
/// window; or the first window the scene gets). The run loop and mode are accepted and otherwise
/// ignored: Kinema's frames are not run-loop modes. As on iOS the link retains its target until
/// `invalidate()`, which may be called from any context, a `deinit` included. Like Core Animation's
/// classes (and unlike UIKit's) it is not main-actor isolated; it fires on the main actor.
///
/// `timestamp` is the media time of the frame being prepared on that window's clock (slow motion and
/// pause included), `duration` the interval between the window's last two frames (the window's refresh
/// period before there are two), `targetTimestamp` the timestamp plus the duration times the frames between the link's
/// calls. `preferredFramesPerSecond` (or `preferredFrameRateRange`'s preferred, else maximum, rate)
/// below the window's rate makes the link skip frames: it fires once at least 1/rate seconds of media
/// time have passed since its last call (within a hundredth of a frame), so at 30 on a 60 Hz window
/// every other frame, and on any window the same media times; 0 (the default) fires every frame.
public final class CADisplayLink: NSObject, @unchecked Sendable {
    private var target: Any?
    private let selector: Selector
    /// The engine whose frames fire the link, once added.
    private weak var engine: AnimationEngine?
    private var isAdded = false
    private var isInvalidated = false

    /// The media time of the frame being prepared, in seconds (0 before the first).
    public private(set) var timestamp: TimeInterval = 0
    /// The interval between the last two frames, in seconds.
    public private(set) var duration: TimeInterval = 1.0 / 60
    /// When the next call's frame is expected on screen: the frames between calls after this one.
    public var targetTimestamp: TimeInterval { timestamp + duration * Double(framesPerCall) }
    /// The calls per second wanted (0: every frame).
    public var preferredFramesPerSecond = 0 {
        didSet { if preferredFramesPerSecond < 0 { preferredFramesPerSecond = 0 } }
    }
    /// The frame rates wanted (iOS 15); its preferred (else maximum) rate is used as
    /// `preferredFramesPerSecond` is, and wins over it when set.
    public var preferredFrameRateRange = CAFrameRateRange.default
    /// The window frames between the link's calls at the rate asked for.
    private var framesPerCall = 1

    /// Whether the link skips frames; it keeps its place and fires again when unpaused.
    public var isPaused = false {
        didSet {
            guard isPaused != oldValue else { return }
            MainActor.assumeIsolated { self.updateTicker() }
        }
    }

    /// A link that will send `sel` to `target` (retained) every frame once added to a run loop. The
    /// method may take nothing or the link.
    public init(target: Any, selector sel: Selector) {
        self.target = target
        selector = sel
        super.init()
    }

    /// Starts firing, on the clock of the window whose frame runs now (see the type's note).
    public func add(to runloop: RunLoop, forMode mode: RunLoop.Mode) {
        guard !isInvalidated, !isAdded else { return }
        isAdded = true
        MainActor.assumeIsolated {
            if let engine = AnimationEngine.ambientWindow?.engine ?? UIWindowScene.current.frameWindow?.engine {
                self.attach(to: engine)
            } else {
                UIWindowScene.current.waitForWindow(self)
            }
        }
    }

    /// Stops firing until added again.
    public func remove(from runloop: RunLoop, forMode mode: RunLoop.Mode) {
        guard isAdded else { return }
        isAdded = false
        MainActor.assumeIsolated { self.updateTicker() }
    }

    /// Stops the link for good and releases its target. Safe from any context, `deinit` included: the
    /// link's frame sees it and leaves.
    public func invalidate() {
        isInvalidated = true
        isAdded = false
        target = nil
    }

    /// Joins `engine`'s frames (the scene found a window for a link waiting for one).
    @MainActor
    func attach(to engine: AnimationEngine) {
        self.engine = engine
        updateTicker()
    }

    /// Registers or removes the per-frame ticker as the link's state asks.
    @MainActor
    private func updateTicker() {
        guard let engine else { return }
        if isAdded, !isPaused, !isInvalidated {
            engine.addTicker(owner: self) { [self] now in self.fire(at: now) }
        } else {
            engine.removeTicker(owner: self)
        }
    }

    /// One frame: sends the selector; false once the link is done (the engine drops it).
    @MainActor
    private func fire(at now: TimeInterval) -> Bool {
        guard isAdded, !isPaused, !isInvalidated, let target else { return false }
        if let last = lastFrame {
            if now > last { duration = now - last }
        } else if let engine {
            duration = engine.framePeriod
        }
        lastFrame = now
        let rate = preferredFrameRateRange.requestedRate > 0 ? preferredFrameRateRange.requestedRate : Double(preferredFramesPerSecond)
        if rate > 0, hasFired, now - timestamp < 1 / rate - duration / 100 {
            return true
        }
        framesPerCall = rate > 0 ? max(1, Int((1 / (rate * duration)).rounded())) : 1
        hasFired = true
        timestamp = now
        selector.send(to: target, self)
        return !isInvalidated && isAdded
    }

    /// The media time of the window's last frame the link saw, and whether it has called its target.
    private var lastFrame: TimeInterval?
    private var hasFired = false
}
