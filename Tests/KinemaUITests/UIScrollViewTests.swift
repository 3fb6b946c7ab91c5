import Foundation
import KinemaCore
import Testing
@testable import KinemaUI

@MainActor
@Suite("UIScrollView")
struct UIScrollViewTests {
    static func setUp(contentHeight: CGFloat = 3000) -> (Harness, UIScrollView) {
        let harness = Harness()
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        scroll.contentSize = CGSize(width: 390, height: contentHeight)
        harness.window.addSubview(scroll)
        return (harness, scroll)
    }

    @Test func rubberBandFormula() {
        // UIKit's rubber band, (1 − 1/(x·0.55/d + 1))·d: 100 points past the edge of an 844-point view
        // shows 844·(1 − 1/(55/844 + 1)) = 51.63515… points.
        expectClose(ScrollPhysics.rubberBand(overshoot: 100, dimension: 844), 844 * (1 - 1 / (55.0 / 844 + 1)), tolerance: 1e-12)
        expectClose(ScrollPhysics.rubberBand(overshoot: 100, dimension: 844), 51.635150, tolerance: 1e-6)
        #expect(ScrollPhysics.rubberBand(overshoot: -100, dimension: 844) == -ScrollPhysics.rubberBand(overshoot: 100, dimension: 844))
        #expect(ScrollPhysics.rubberBand(overshoot: 1e9, dimension: 844) < 844, "never passes the view's length")
        for raw in stride(from: -500.0, through: 3500, by: 37) {
            let shown = ScrollPhysics.rubberBanded(raw, range: 0...2156, dimension: 844)
            expectClose(ScrollPhysics.unRubberBanded(shown, range: 0...2156, dimension: 844), raw, tolerance: 1e-6)
        }
    }

    @Test func draggingPastTheTopRubberBandsThenBouncesBack() {
        let (harness, scroll) = Self.setUp()
        // Drag down 110 points (the first 10 are the pan's hysteresis, measured from touch-down anyway).
        harness.drag(from: CGPoint(x: 200, y: 200), by: CGPoint(x: 0, y: 11), steps: 10, release: false)
        expectClose(scroll.contentOffset.y, -ScrollPhysics.rubberBand(overshoot: 110, dimension: 844), tolerance: 1e-9)
        #expect(scroll.isDragging)
        // Rest, then lift: no fling, just the bounce back to the edge.
        harness.advance(to: harness.now + 0.2)
        harness.send(.pointerUp(position: CGPoint(x: 200, y: 310), button: .primary, time: harness.now))
        #expect(scroll.isDecelerating)
        var previous = Double(scroll.contentOffset.y)
        for _ in 0..<60 {
            harness.advance(to: harness.now + 1.0 / 60)
            let y = Double(scroll.contentOffset.y)
            #expect(y >= previous - 1e-9 && y <= 0, "returns monotonically, without overshooting the edge")
            previous = y
        }
        #expect(scroll.contentOffset.y == 0)
        #expect(!scroll.isDecelerating)
    }

    @Test func flingDeceleratesLikeUIKit() {
        let (harness, scroll) = Self.setUp()
        // 10 moves of 1000/60 points per frame upward: a finger at exactly 1000 points per second.
        harness.drag(from: CGPoint(x: 200, y: 700), by: CGPoint(x: 0, y: -1000.0 / 60), steps: 10)
        let releaseOffset = Double(scroll.contentOffset.y)
        let releaseTime = harness.now
        expectClose(releaseOffset, 10000.0 / 60, tolerance: 1e-9)
        harness.advance(to: releaseTime + 0.5)
        // x(τ) = x₀ + v₀·(r^(1000τ) − 1)/(1000·ln r) with r = 0.998, v₀ = 1000.
        let k = 1000 * log(0.998)
        expectClose(Double(scroll.contentOffset.y), releaseOffset + 1000 * (exp(k * 0.5) - 1) / k, tolerance: 1e-6)
        harness.run(until: releaseTime + 5)
        // Comes to rest just short of the full projection v₀/(−1000·ln r) ≈ 499.5 points.
        let travelled = Double(scroll.contentOffset.y) - releaseOffset
        #expect(travelled > 495 && travelled < 499.5, "travelled \(travelled)")
        #expect(!scroll.isDecelerating)
    }

    @Test func flingIntoTheEndBouncesAndRestsAtTheEdge() {
        let (harness, scroll) = Self.setUp(contentHeight: 1200)
        // A 3000-point-per-second fling toward the bottom edge at 356.
        harness.drag(from: CGPoint(x: 200, y: 700), by: CGPoint(x: 0, y: -50), steps: 6)
        var peak = 0.0
        for _ in 0..<180 {
            harness.advance(to: harness.now + 1.0 / 60)
            peak = max(peak, Double(scroll.contentOffset.y))
        }
        #expect(peak > 356 + 5, "bounces past the edge (peak \(peak))")
        #expect(Double(scroll.contentOffset.y) == 356, "rests exactly at the bottom edge")
        #expect(!scroll.isDecelerating)
    }

    @Test func withoutBouncesAFlingStopsAtTheEdge() {
        let (harness, scroll) = Self.setUp(contentHeight: 1200)
        scroll.bounces = false
        harness.drag(from: CGPoint(x: 200, y: 700), by: CGPoint(x: 0, y: -50), steps: 6)
        var peak = 0.0
        for _ in 0..<120 {
            harness.advance(to: harness.now + 1.0 / 60)
            peak = max(peak, Double(scroll.contentOffset.y))
        }
        #expect(peak == 356, "never past the bottom edge (peak \(peak))")
        #expect(!scroll.isDecelerating)
    }

    @Test func badDecelerationInputComesToRest() {
        // A rate of 1 never decays and NaN would poison the offset: both are clamped or ignored.
        for rate in [1.0, 0, .nan, 7] {
            let motion = ScrollPhysics.Motion.released(at: 100, velocity: 1000, range: 0...2000, time: 0, rate: rate)
            let state = motion.state(at: 30, range: 0...2000)
            #expect(state.next.isResting && state.position.isFinite, "rate \(rate)")
        }
        let infinite = ScrollPhysics.Motion.released(at: 100, velocity: .infinity, range: 0...2000, time: 0, rate: 0.998)
        #expect(infinite.isResting)
        let runaway = ScrollPhysics.Motion.bouncing(edge: 0, overshoot: .infinity, velocity: 0, startTime: 0)
        #expect(runaway.state(at: 1, range: 0...10).next == .resting(position: 0))
    }

    @Test func wheelScrollsAndClamps() {
        let (_, scroll) = Self.setUp(contentHeight: 1000)
        scroll.scroll(byWheel: CGVector(dx: 0, dy: 100))
        #expect(scroll.contentOffset.y == 100)
        scroll.scroll(byWheel: CGVector(dx: 0, dy: 1000))
        #expect(scroll.contentOffset.y == 156)
        scroll.scroll(byWheel: CGVector(dx: 0, dy: -1000))
        #expect(scroll.contentOffset.y == 0)
    }

    @Test func setContentOffsetAnimatedEasesOverAThirdOfASecond() {
        let (harness, scroll) = Self.setUp()
        scroll.setContentOffset(CGPoint(x: 0, y: 300), animated: true)
        harness.advance(to: 0.15)
        expectClose(scroll.contentOffset.y, 150, tolerance: 1e-9, "half way, eased symmetric")
        harness.advance(to: 0.3)
        #expect(scroll.contentOffset.y == 300)
    }

    @Test func contentMovesWithTheOffset() {
        let (harness, scroll) = Self.setUp()
        let row = UIView(frame: CGRect(x: 0, y: 400, width: 390, height: 60))
        row.accessibilityIdentifier = "row"
        row.backgroundColor = .systemRed
        scroll.addSubview(row)
        scroll.contentOffset = CGPoint(x: 0, y: 100)
        let list = harness.advance(to: 0)
        guard case .rect(let rect)? = list.items(identifiedBy: "row").first else {
            Issue.record("row not drawn")
            return
        }
        #expect(rect.rect.applying(rect.transform) == CGRect(x: 0, y: 300, width: 390, height: 60))
        #expect(row.convert(CGPoint.zero, to: nil) == CGPoint(x: 0, y: 300))
    }

    /// An offset set is rounded to the screen's pixels, the nearest, halves up, as UIKit reads it back
    /// (−187.5 on a 3× screen is −187.333…; Kinema's screen is 1×); the scroll view's own motion keeps
    /// its offset, and its content is drawn on the window's pixels (`UIWindowScene.pixelsPerPoint`).
    @Test func offsetsAreRoundedToPixels() {
        let (_, scroll) = Self.setUp()
        scroll.contentOffset = CGPoint(x: 0, y: 187.5)
        #expect(scroll.contentOffset.y == 188)
        scroll.contentOffset = CGPoint(x: 0, y: -187.5)
        #expect(scroll.contentOffset.y == -187, "halves up")
        expectClose(UIScrollView.rounded(-187.5, pixelsPerPoint: 3), -562.0 / 3, tolerance: 1e-12)
        scroll.bounds.origin = CGPoint(x: 0, y: 10.3)
        #expect(scroll.contentOffset.y == 10.3, "bounds set directly are kept")
        // Scrolled 7 points by the wheel in a scene shown at 1.5 pixels a point (a scene of its own: the
        // harnesses share the main one): the offset is 7, its content drawn 11 pixels up (7 points are
        // 10.5 pixels, shown as 11), its background where it was.
        let scene = UIWindowScene(activationState: .foregroundActive)
        scene.pixelsPerPoint = 1.5
        let window = UIWindow(windowScene: scene)
        let moving = UIScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        moving.backgroundColor = .white
        moving.contentSize = CGSize(width: 390, height: 3000)
        let row = UIView(frame: CGRect(x: 0, y: 300, width: 390, height: 60))
        row.backgroundColor = .red
        moving.addSubview(row)
        window.addSubview(moving)
        moving.scroll(byWheel: CGVector(dx: 0, dy: 7))
        #expect(moving.contentOffset.y == 7)
        let boxes = window.displayList().items.compactMap { item -> CGRect? in
            guard case .rect(let rect) = item else { return nil }
            return rect.rect.applying(rect.transform)
        }
        #expect(boxes.contains { Swift.abs($0.minY - (300 - 11 / 1.5)) < 1e-9 && $0.height == 60 }, "the row on the window's pixels: \(boxes)")
        #expect(boxes.contains { $0.minY == 0 && $0.height == 844 }, "the background where it is: \(boxes)")
    }
}
