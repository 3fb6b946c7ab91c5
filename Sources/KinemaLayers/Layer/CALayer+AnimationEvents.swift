import Foundation
import KinemaCore

/// What happens to explicit animations frame by frame: they start and end on the layer's clock, their
/// delegates hear of it, and the removed-on-completion ones leave (the layer then shows its model again).
/// Run by a ticker on the engine of the window the layer is in.
extension CALayer {
    /// Makes sure a ticker on the layer's window's clock runs the animations' events (again when the
    /// layer moved to another window's clock). Without a view's tree yet, drawing it asks again.
    @MainActor
    package func scheduleAnimationTicker() {
        guard let stack = animationStack, !stack.isEmpty, let backing = clockBacking else { return }
        let clock = backing.layerClockIdentity
        guard stack.tickerClock != clock else { return }
        stack.tickerClock = clock
        backing.runLayerTicker(owner: self) { [weak self] _ in
            guard let self else { return false }
            return self.advanceAnimations()
        }
    }

    /// One frame of the animations' events; false once none is left to start or end.
    @MainActor
    private func advanceAnimations() -> Bool {
        guard let stack = animationStack, let now = layerTime() else {
            animationStack?.tickerClock = nil
            return false
        }
        stack.resolveBegins(at: now)
        var started: [CAAnimation] = []
        var ended: [CAAnimation] = []
        for index in stack.entries.indices {
            let entry = stack.entries[index]
            guard let begin = entry.begin else { continue }
            if !entry.started, now >= begin {
                stack.entries[index].started = true
                started.append(entry.animation)
            }
            if !entry.ended, now >= entry.animation.mediaTiming(begin: begin).endTime {
                stack.entries[index].ended = true
                ended.append(entry.animation)
            }
        }
        let leaving = stack.entries.filter { $0.ended && $0.animation.isRemovedOnCompletion }
        if !leaving.isEmpty {
            stack.entries.removeAll { $0.ended && $0.animation.isRemovedOnCompletion }
            animationsDidChange()
        }
        for animation in started { AnimationDelegateCall.didStart(animation) }
        for animation in ended {
            AnimationDelegateCall.didStop(animation, finished: true)
            CATransaction.animationEnded(animation)
        }
        let waiting = stack.entries.contains { !$0.ended }
        if !waiting { stack.tickerClock = nil }
        return waiting
    }
}
