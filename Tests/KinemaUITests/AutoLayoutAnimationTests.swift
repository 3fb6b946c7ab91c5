import Foundation
import KinemaCore
import Testing
@testable import KinemaUI

/// `layoutIfNeeded()` after a constraint change, inside each kind of animation UIKit has: the solved frames
/// animate with it, and the timeline names the views that moved.
@MainActor
@Suite("Auto Layout animations")
struct AutoLayoutAnimationTests {
    /// A 200-wide panel 100 high at the top of a root in the harness's window, and a view 10 below it.
    func scene(_ harness: Harness) -> (root: UIView, panel: UIView, below: UIView, height: NSLayoutConstraint) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        harness.window.addSubview(root)
        let panel = UIView(), below = UIView()
        panel.accessibilityIdentifier = "panel"
        below.accessibilityIdentifier = "below"
        for view in [panel, below] {
            view.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(view)
        }
        let height = panel.heightAnchor.constraint(equalToConstant: 100)
        NSLayoutConstraint.activate([
            panel.topAnchor.constraint(equalTo: root.topAnchor), panel.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            panel.widthAnchor.constraint(equalToConstant: 200), height,
            below.topAnchor.constraint(equalTo: panel.bottomAnchor, constant: 10), below.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            below.widthAnchor.constraint(equalToConstant: 50), below.heightAnchor.constraint(equalToConstant: 50),
        ])
        harness.advance(to: 0.1)
        return (root, panel, below, height)
    }

    @Test func aPropertyAnimatorScrubsTheChangeAndReverses() {
        let harness = Harness()
        let (root, panel, _, height) = scene(harness)
        height.constant = 300
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { root.layoutIfNeeded() }
        animator.fractionComplete = 0.25
        harness.advance(to: 0.2)
        expectClose(panel.layer.presentation()!.bounds.height, 150, tolerance: 1e-6, "a quarter of 100 → 300")
        animator.isReversed = true
        animator.startAnimation()
        harness.advance(to: 0.5)
        #expect(panel.layer.presentation()!.bounds.height < 150, "running back towards 100")
        harness.run(until: 1.0)
        #expect(panel.layer.presentation()!.bounds.height == 100 && animator.state == .inactive)
    }

    @Test func aKeyframeAnimationMovesTheSolvedFrames() {
        let harness = Harness()
        let (root, panel, below, height) = scene(harness)
        height.constant = 300
        UIView.animateKeyframes(withDuration: 1, delay: 0, options: [.calculationModeLinear]) {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { root.layoutIfNeeded() }
        }
        harness.advance(to: 0.35)
        let mid = panel.layer.presentation()!.bounds.height
        #expect(mid > 100 && mid < 300, "under way: \(mid)")
        harness.advance(to: 0.7)
        #expect(panel.layer.presentation()!.bounds.height == 300 && below.layer.presentation()!.frame.minY == 310)
    }

    @Test func theTimelineNamesTheViewsThatMoved() {
        let harness = Harness()
        var records: [AnimationRecord] = []
        harness.window.engine.animationObserver = { records.append($0) }
        let (root, _, _, height) = scene(harness)
        height.constant = 300
        UIView.animate(withDuration: 0.5) { root.layoutIfNeeded() }
        let moved = Set(records.map(\.viewName))
        #expect(moved.contains { $0.contains("panel") } && moved.contains { $0.contains("below") }, "\(moved)")
    }
}
