import Foundation

/// Timer's target–selector forms (Linux's Foundation has only the block forms). The timer retains its
/// target until it is invalidated, as on iOS; the method may take nothing or the timer. Timers run on
/// wall time from the main run loop ("Delayed work runs on wall time", docs/uikit.md). Kinema cannot set
/// a timer's `userInfo` from here: it reads nil.
extension Timer {
    /// A timer not yet scheduled: add it to a run loop (`RunLoop.main.add(_:forMode:)`).
    public convenience init(timeInterval ti: TimeInterval, target aTarget: Any, selector aSelector: Selector, userInfo: Any?, repeats yesOrNo: Bool) {
        nonisolated(unsafe) let target = aTarget
        self.init(timeInterval: ti, repeats: yesOrNo) { timer in
            nonisolated(unsafe) let timer = timer
            MainActor.assumeIsolated { _ = aSelector.send(to: target, timer) }
        }
    }

    /// A timer that first fires at `date`, then every `ti` seconds when it repeats.
    public convenience init(fireAt date: Date, interval ti: TimeInterval, target: Any, selector: Selector, userInfo: Any?, repeats: Bool) {
        self.init(timeInterval: ti, target: target, selector: selector, userInfo: userInfo, repeats: repeats)
        fireDate = date
    }

    /// A timer scheduled on the current run loop in its default mode.
    public class func scheduledTimer(timeInterval ti: TimeInterval, target aTarget: Any, selector aSelector: Selector, userInfo: Any?, repeats yesOrNo: Bool) -> Timer {
        let timer = Timer(timeInterval: ti, target: aTarget, selector: aSelector, userInfo: userInfo, repeats: yesOrNo)
        RunLoop.current.add(timer, forMode: .default)
        return timer
    }
}
