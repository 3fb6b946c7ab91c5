import Foundation
import KinemaCore
import KinemaUI
import KinemaTweaks

/// Seed 001's Spotify-like player: a tab bar with a mini player docked above it. Drag the mini player up
/// (the mouse is the finger) and the full player follows; let go and it finishes or goes back by the
/// release's velocity; catch it mid-flight and the drag takes over from where it is. A tap on the mini
/// player or the chevron toggles it with the same animators.
@MainActor
package final class PlayerScene: Scene {
    package let name = "player"
    package let title = "Interactive player (seed 001)"
    private static let seed = PlayerTransitionTuning()
    @Tweak("Duration", seed.duration, in: 0.2...3, step: 0.05, unit: .seconds, decimals: 2) var duration: Double
    @Tweak("Frame spring damping", Double(seed.damping), in: 0.1...1.5, step: 0.05, decimals: 2) var damping: Double
    @Tweak("Cancel velocity", Double(seed.cancelVelocity), in: 0...2000, step: 25, unit: .pointsPerSecond, decimals: 0) var cancel: Double
    @Tweak("Fades over first", seed.keyframeSplit, in: 0.05...1, step: 0.05, unit: .times, decimals: 2) var split: Double
    @Tweak("Fades scrub", false, off: "through their curves", on: "linearly") var linear: Bool
    @Tweak("Release velocity", false, off: "ignored (the seed)", on: "handed to the spring") var handoff: Bool
    let controller = TabBarController()
    package var rootViewController: UIViewController { controller }
    var coordinator: TransitionCoordinator { controller.transitionCoordinator }

    /// The plot's history: how open each animator had the player, frame by frame.
    var history = PlayerHistory()

    package init() {
        controller.loadViewIfNeeded()
        apply()
        coordinator.onRelease = { [unowned self] pointsPerSecond, handedOff in
            let coordinator = self.coordinator
            history.noteRelease(
                at: controller.view.animationEngine.now, frame: coordinator.onScreenOpenness.frame,
                pointsPerSecond: pointsPerSecond, distance: Double(coordinator.totalAnimationDistance), handedOff: handedOff)
        }
    }

    private func apply() {
        coordinator.tuning = PlayerTransitionTuning(
            duration: duration, damping: CGFloat(damping), cancelVelocity: CGFloat(cancel),
            keyframeSplit: split, fadesScrubLinearly: linear, handsOffVelocity: handoff)
    }

    /// Values take effect from the next transition (the running one keeps its animators).
    package func tweakDidChange(_ tweak: AnyTweak) {
        apply()
    }

    /// Space: opens or closes the player, as a tap on it does.
    package func replay() {
        apply()
        coordinator.toggle()
    }

    /// A transition in flight (or held by a finger) is still the player's motion.
    package var continuesMotion: Bool { coordinator.isTransitioning }

    /// Y's loop: the opening again, from closed.
    package func playForward() {
        apply()
        if coordinator.currentState == .open { coordinator.jump(to: .closed) }
        coordinator.toggle()
    }

    /// Y's ping-pong: the closing, when the player is open.
    package func playBackward() -> Bool {
        guard coordinator.currentState == .open else { return false }
        apply()
        coordinator.toggle()
        return true
    }

    /// The player changes only by input and its animators; `tick` only records the plot's history, whose
    /// plot slides with the time while it holds motion (a drag, a release, a change in the last three
    /// seconds) and is still after.
    package func nextChange(after time: Double) -> Double? { history.isStill(at: time) ? .infinity : time }

    package func tick(at time: Double) {
        history.record(at: time, coordinator: coordinator, dragging: controller.view.window?.isTouching ?? false)
    }

    package var keyHints: [String] { ["drag or tap the mini player; ⌄ or Space toggles"] }

    /// A loop of what people do with the player: a slow drag open, a flick closed, a catch mid-flight
    /// dragged back open, the chevron to close (device points, scene time).
    package func benchmarkInput(seconds: Double) -> [InputEvent] {
        var events: [InputEvent] = []
        var start = 0.5
        while start + 4.5 <= max(seconds, 5) {
            events += PlayerGestures.drag(from: CGPoint(x: 120, y: 729), to: CGPoint(x: 120, y: 300), at: start, duration: 0.6, rest: 0.1)
            events += PlayerGestures.drag(from: CGPoint(x: 200, y: 400), to: CGPoint(x: 200, y: 560), at: start + 1.6, duration: 0.08, rest: 0)
            events += PlayerGestures.drag(from: CGPoint(x: 195, y: 720), to: CGPoint(x: 195, y: 380), at: start + 2.0, duration: 0.5, rest: 0.1)
            events += PlayerGestures.tap(at: CGPoint(x: 36, y: 74), at: start + 3.4)
            start += 4.5
        }
        return events
    }
}

/// Scripted touches in device points.
enum PlayerGestures {
    /// A press at `from`, moves every 1/60 s to `to` over `duration`, still for `rest` seconds, a release.
    static func drag(from: CGPoint, to: CGPoint, at start: Double, duration: Double, rest: Double) -> [InputEvent] {
        var events: [InputEvent] = [.pointerDown(position: from, button: .primary, time: start)]
        let steps = max(1, Int((duration * 60).rounded()))
        for step in 1...steps {
            let f = CGFloat(step) / CGFloat(steps)
            let point = CGPoint(x: from.x + (to.x - from.x) * f, y: from.y + (to.y - from.y) * f)
            events.append(.pointerMove(position: point, buttons: [.primary], time: start + Double(step) / 60))
        }
        let end = start + Double(steps) / 60 + rest
        if rest > 0 { events.append(.pointerMove(position: to, buttons: [.primary], time: end)) }
        events.append(.pointerUp(position: to, button: .primary, time: end))
        return events
    }

    static func tap(at point: CGPoint, at time: Double) -> [InputEvent] {
        [.pointerDown(position: point, button: .primary, time: time), .pointerUp(position: point, button: .primary, time: time + 0.05)]
    }
}
