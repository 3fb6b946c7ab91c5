import Foundation
import KinemaCore

/// The last few seconds of the player's transition for the plot: how open each animator has it (0 closed,
/// 1 open) — the frame and the two fades — and when a finger was down.
struct PlayerHistory {
    static let span = 3.0
    private(set) var samples: [(time: Double, frame: Double, fadeIn: Double, fadeOut: Double)] = []
    private(set) var drags: [ClosedRange<Double>] = []
    private var dragStart: Double?

    @MainActor
    mutating func record(at time: Double, coordinator: TransitionCoordinator, dragging: Bool) {
        let animators = coordinator.animators
        let settled: Double = coordinator.currentState == .open ? 1 : 0
        func openness(_ index: Int) -> Double {
            guard animators.indices.contains(index) else { return settled }
            let animator = animators[index]
            let forward = Double(animator.isReversed ? 1 - animator.fractionComplete : animator.fractionComplete)
            // The animators run toward the coordinator's state; from open to closed, openness falls.
            return coordinator.currentState == .open ? forward : 1 - forward
        }
        if let last = samples.last, time <= last.time { samples.removeLast() }
        samples.append((time, openness(0), openness(1), openness(2)))
        samples.removeAll { $0.time < time - Self.span }
        if dragging, dragStart == nil { dragStart = time }
        if !dragging, let start = dragStart {
            drags.append(start...time)
            dragStart = nil
        }
        drags.removeAll { $0.upperBound < time - Self.span }
    }

    /// The drags, the open one included, up to `time`.
    func dragBands(until time: Double) -> [ClosedRange<Double>] {
        drags + (dragStart.map { [$0...time] } ?? [])
    }
}
