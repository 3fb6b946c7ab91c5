import Foundation
import KinemaCore
import Testing
@testable import KinemaUI

/// The frame path's shortcuts show exactly what the long way shows: a view's kept presentation values
/// (`PresentedCache`) and the plain views left out where a clipping ancestor hides them.
@MainActor
@Suite("Frame path")
struct FramePathTests {
    /// The box of the one rounded rectangle `identifier` draws, in device points, and its opacity.
    static func drawn(_ identifier: String, in list: DisplayList) -> (box: CGRect, opacity: Double)? {
        for (item, opacity) in list.drawnItems(identifiedBy: identifier) {
            if case .rect(let rect) = item { return (rect.rect.applying(rect.transform), opacity) }
        }
        return nil
    }

    static func cell(_ identifier: String, in parent: UIView, frame: CGRect) -> UIView {
        let cell = UIView(frame: frame)
        cell.backgroundColor = .systemBlue
        cell.accessibilityIdentifier = identifier
        parent.addSubview(cell)
        return cell
    }

    /// A delayed entrance shows its start through the delay (kept between frames), moves from the
    /// frame its delay ends, and shows the model once its block is over: frame by frame, the same as a
    /// view that is worked out afresh every frame (the reference: the animation's own values).
    @Test func aWaitingAnimationShowsItsStartThenMoves() {
        let harness = Harness()
        let cell = Self.cell("cell", in: harness.window, frame: CGRect(x: 10, y: 100, width: 40, height: 20))
        UIView.performWithoutAnimation {
            cell.alpha = 0
            cell.transform = CGAffineTransform(translationX: 0, y: 80)
        }
        harness.advance(to: 0)
        UIView.animate(withDuration: 0.5, delay: 0.25, options: [.curveLinear]) {
            cell.alpha = 1
            cell.transform = .identity
        }
        var frames: [(time: Double, alpha: Double, y: CGFloat)] = []
        var time = 0.0
        while time < 0.9 {
            time += 1.0 / 60
            let list = harness.advance(to: time)
            let shown = Self.drawn("cell", in: list)
            frames.append((time, shown?.opacity ?? 0, shown?.box.minY ?? .nan))
        }
        for frame in frames {
            // Linear curve: the expected values are the line itself (tolerance: float rounding).
            let progress = min(1, max(0, (frame.time - 0.25) / 0.5))
            expectClose(frame.alpha, progress, tolerance: 1e-9, "alpha at \(frame.time)")
            if progress > 0.001 {
                expectClose(Double(frame.y), 100 + 80 * (1 - progress), tolerance: 1e-9, "y at \(frame.time)")
            }
        }
        // The waiting frames drew nothing (alpha 0); the first frame past the delay draws the cell.
        #expect(frames.first { $0.alpha > 0 }.map { $0.time > 0.25 } == true)
    }

    /// A property set while the view's values are kept shows at the next frame: the change count
    /// drops what was kept, whether the set animates or not.
    @Test func aChangeWhileWaitingShowsAtOnce() {
        let harness = Harness()
        let cell = Self.cell("cell", in: harness.window, frame: CGRect(x: 10, y: 100, width: 40, height: 20))
        UIView.animate(withDuration: 0.5, delay: 10) { cell.backgroundColor = .systemRed }
        let before = harness.advance(to: 1)
        #expect(Self.drawn("cell", in: before)?.box.minX == 10)
        #expect(Self.drawn("cell", in: harness.advance(to: 2))?.box.minX == 10)
        cell.center.x += 100
        #expect(Self.drawn("cell", in: harness.advance(to: 3))?.box.minX == 110)
        cell.layer.cornerRadius = 6
        let list = harness.advance(to: 4)
        guard case .rect(let rect)? = list.items(identifiedBy: "cell").first else {
            Issue.record("the cell drew no rectangle")
            return
        }
        #expect(rect.cornerRadius == 6)
    }

    /// A paused property animator scrubbed by `fractionComplete` moves its views without touching their
    /// properties: its animations are never kept between frames.
    @Test func aScrubbedAnimatorIsNeverKept() {
        let harness = Harness()
        let cell = Self.cell("cell", in: harness.window, frame: CGRect(x: 0, y: 100, width: 40, height: 20))
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { cell.center.x += 200 }
        animator.pauseAnimation()
        var xs: [CGFloat] = []
        for (step, fraction) in [0.0, 0.25, 0.5, 0.25].enumerated() {
            animator.fractionComplete = fraction
            xs.append(Self.drawn("cell", in: harness.advance(to: Double(step) + 1))?.box.minX ?? .nan)
        }
        #expect(xs == [0, 50, 100, 50])
    }

    /// Plain views wholly outside a scroll view (which clips) are left out; one that reaches into it by
    /// a pixel, and a subclass (which may draw anywhere), are kept.
    @Test func plainViewsOutsideAClipAreLeftOut() {
        let harness = Harness()
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 400))
        harness.window.addSubview(scroll)
        _ = Self.cell("inside", in: scroll, frame: CGRect(x: 10, y: 10, width: 40, height: 20))
        _ = Self.cell("below", in: scroll, frame: CGRect(x: 10, y: 500, width: 40, height: 20))
        _ = Self.cell("edge", in: scroll, frame: CGRect(x: 10, y: 399, width: 40, height: 20))
        let label = UILabel(frame: CGRect(x: 10, y: 600, width: 200, height: 20))
        label.text = "below the fold"
        label.accessibilityIdentifier = "label"
        scroll.addSubview(label)
        let list = harness.advance(to: 0)
        #expect(!list.items(identifiedBy: "inside").isEmpty)
        #expect(!list.items(identifiedBy: "edge").isEmpty)
        #expect(list.items(identifiedBy: "below").isEmpty)
        #expect(!list.items(identifiedBy: "label").isEmpty)
        // Scrolled into view, it is drawn again.
        scroll.contentSize = CGSize(width: 390, height: 1000)
        scroll.contentOffset = CGPoint(x: 0, y: 300)
        #expect(Self.drawn("below", in: harness.advance(to: 1))?.box.minY == 200)
    }
}
