import Foundation
import Testing
import UIKit
@testable import KinemaUI
@testable import KinemaLayers

/// The pasted explicit-animations controller (iOS/ExplicitAnimationsViewController.swift), compiled
/// unchanged against `import UIKit` and driven frame by frame headless: what each technique shows at
/// stated times, on the window's clock.
@Suite struct PastedExplicitAnimationTests {
    private func window(showing controller: UIViewController) -> UIWindow { PastedWindow.showing(controller) }

    private func run(_ window: UIWindow, until time: Double) { PastedWindow.run(window, until: time) }

    @Test func theCardFlipsInPerspectiveAndTheRingFills() throws {
        let controller = ExplicitAnimationsViewController()
        let window = window(showing: controller)
        let start = window.engine.now
        controller.flipCard()
        controller.animateRing()
        run(window, until: start + 0.5)
        let card = try #require(controller.cardView.layer.presentation())
        var perspective = CATransform3DIdentity
        perspective.m34 = -1.0 / 500.0
        let expected = CATransform3DRotate(perspective, .pi / 2, 0, 1, 0)
        let shown = card.transform
        let pairs = [(shown.m11, expected.m11), (shown.m13, expected.m13), (shown.m14, expected.m14), (shown.m31, expected.m31), (shown.m34, expected.m34)]
        #expect(pairs.allSatisfy { abs($0 - $1) < 1e-6 }, "a quarter turn at the curve's halfway (its solver good to 1e-7), in the perspective kept: \(shown)")
        #expect(controller.cardView.layer.transform.m11 == 1, "the model is not turned")
        run(window, until: start + 1)
        let shape = try #require(controller.ringLayer.presentation() as? CAShapeLayer)
        #expect(abs(shape.strokeEnd - 0.5) < 1e-9, "half the ring at half its 2 s, linearly (no timing function)")
        run(window, until: start + 2.05)
        #expect(controller.stoppedAnimations == ["finished"], "the ring's delegate told once, finished")
        #expect(controller.ringLayer.animation(forKey: "progress") == nil, "removed at its end")
        #expect(controller.ringLayer.strokeEnd == 1, "and the model was set, so it stays full")
    }

    @Test func theDotFollowsThePathAndTheSpringHolds() throws {
        let controller = ExplicitAnimationsViewController()
        let window = window(showing: controller)
        let start = window.engine.now
        controller.followPath()
        controller.springBox()
        run(window, until: start + 3.5)
        let dot = try #require(controller.dotLayer.presentation())
        #expect(abs(dot.position.x - 350) < 1e-6 && abs(dot.position.y - 360) < 1e-6, "held at the path's end")
        #expect(controller.dotLayer.position == CGPoint(x: 40, y: 360), "the model stays")
        let box = try #require(controller.springView.layer.presentation())
        #expect(abs(box.position.x - 300) < 0.5, "the spring settled at 300 and holds")
    }

    @Test func aTransactionsCompletionWaitsForItsAnimation() {
        let controller = ExplicitAnimationsViewController()
        let window = window(showing: controller)
        let start = window.engine.now
        controller.fadeInTransaction()
        let fade = controller.tickerView.layer.animation(forKey: "fade")
        #expect(fade?.duration == 0.5, "the transaction's duration")
        run(window, until: start + 0.4)
        #expect(!controller.transactionDone)
        run(window, until: start + 0.55)
        #expect(controller.transactionDone)
    }

    @Test func theDisplayLinkLoopMovesOnTheWindowsClock() throws {
        let controller = ExplicitAnimationsViewController()
        let window = window(showing: controller)
        run(window, until: window.engine.now + 1.0 / 60)
        controller.startTicker()
        let start = controller.startTime
        run(window, until: start + 1)
        #expect(abs(controller.tickerView.center.x - 90) < 1e-6, "60 points in one second of media time")
        // Asked for 30 calls a second on a 60 Hz window, the link is called every other frame, its
        // target timestamp two frames on.
        let link = try #require(controller.displayLink)
        link.preferredFramesPerSecond = 30
        var stamps: [Double] = []
        for _ in 0..<12 {
            run(window, until: window.engine.now + 1.0 / 60)
            if stamps.last != link.timestamp { stamps.append(link.timestamp) }
        }
        let gaps = zip(stamps, stamps.dropFirst()).map { $1 - $0 }
        #expect(gaps.count >= 4 && gaps.allSatisfy { abs($0 - 2.0 / 60) < 1e-9 }, "\(gaps)")
        #expect(abs(link.targetTimestamp - link.timestamp - 2.0 / 60) < 1e-9)
        link.preferredFrameRateRange = CAFrameRateRange(minimum: 60, maximum: 60, preferred: 60)
        for _ in 0..<3 {
            run(window, until: window.engine.now + 1.0 / 60)
            #expect(link.timestamp == window.engine.now, "preferredFrameRateRange at 60 wins: every frame")
        }
        controller.stopTicker()
    }

    @Test func theLabelFlipsWithUIViewTransition() throws {
        let controller = ExplicitAnimationsViewController()
        let window = window(showing: controller)
        let start = window.engine.now
        controller.flipLabel()
        #expect(controller.flipView.text == "Back", "the change is made at once")
        #expect(controller.flipView.subviews.count == 1, "the old look laid over it")
        run(window, until: start + 0.15)
        let turned = try #require(controller.flipView.layer.presentation())
        #expect(turned.transform.m11 < 0.99 && turned.transform.m11 > 0, "turning towards edge-on")
        run(window, until: start + 0.65)
        #expect(controller.flipDone)
        #expect(controller.flipView.subviews.isEmpty, "the snapshot is gone")
        #expect(controller.flipView.layer.animationKeys() == nil)
    }
}
