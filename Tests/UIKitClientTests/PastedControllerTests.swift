import Foundation
import Testing
import UIKit
@testable import KinemaUI

/// The pasted card controller (iOS/CardViewController.swift) in a window driven headless: its button's,
/// its pan's and its display link's selectors reach its methods, as on iOS.
@Suite struct PastedControllerTests {
    private func window(showing controller: UIViewController) -> UIWindow { PastedWindow.showing(controller) }

    private func frame(_ window: UIWindow, _ events: InputEvent...) {
        window.engine.clock.advance(to: window.engine.now + 1.0 / 60)
        _ = window.runFrame(events: events, advancingBy: 0)
    }

    @Test func theButtonsSelectorCallsTheMethodWithTheButton() {
        let controller = CardViewController()
        let window = window(showing: controller)
        let center = CGPoint(x: 195, y: 622)
        frame(window, .pointerDown(position: center, button: .primary, time: window.engine.now))
        frame(window, .pointerUp(position: center, button: .primary, time: window.engine.now))
        #expect(controller.tapSenders.count == 1)
        #expect(controller.tapSenders.first === controller.flipButton, "the sender is the button")
        #expect(controller.isFlipped)
        // The flip animates over 0.3 s (UIView.animate's default curve), from identity to the mirror.
        for _ in 0..<30 { frame(window) }
        #expect(controller.card.transform == CGAffineTransform(scaleX: -1, y: 1))
        controller.stopDisplayLink()
    }

    @Test func thePansSelectorFollowsTheFingerThroughItsStates() {
        let controller = CardViewController()
        let window = window(showing: controller)
        let start = controller.card.center
        window.handle(.pointerDown(position: start, button: .primary, time: window.engine.now))
        var finger = start
        for _ in 0..<12 {
            frame(window)
            finger.y += 5
            window.handle(.pointerMove(position: finger, buttons: [.primary], time: window.engine.now))
        }
        window.handle(.pointerUp(position: finger, button: .primary, time: window.engine.now))
        // UIKit's pan begins after 10 points, then changes with every move, then ends.
        #expect(controller.panStates == [.began] + Array(repeating: .changed, count: 10) + [.ended])
        #expect(controller.card.center == CGPoint(x: start.x, y: start.y + 60), "the card moved with the finger")
        controller.stopDisplayLink()
    }

    @Test func theDisplayLinkFiresEveryFrameWithTheWindowsTime() {
        let controller = CardViewController()
        let window = window(showing: controller)
        let before = controller.frameTimes.count
        var times: [Double] = []
        for _ in 0..<10 {
            frame(window)
            times.append(window.engine.now)
        }
        #expect(Array(controller.frameTimes.dropFirst(before)) == times)
        controller.stopDisplayLink()
        frame(window)
        frame(window)
        #expect(controller.frameTimes.count == before + 10, "an invalidated link fires no more")
    }

    @Test func aLinkRetainsItsTargetUntilInvalidatedAsOnIOS() {
        weak var released: CardViewController?
        var deinits = 0
        do {
            let controller = CardViewController()
            controller.onDeinit = { deinits += 1 }
            let window = window(showing: controller)
            frame(window)
            window.rootViewController = nil
            released = controller
            frame(window)
        }
        // The running link holds the controller, as CADisplayLink holds its target on iOS.
        #expect(released != nil)
        released?.stopDisplayLink()
        #expect(released == nil, "invalidated, the link lets the controller go")
        #expect(deinits == 1)
    }

    @Test func anOutletReadBeforeItIsSetNamesItself() {
        let previous = OutletReport.reports.sink
        let collected = Collected()
        OutletReport.reports.sink = { collected.append($0) }
        defer { OutletReport.reports.sink = previous }
        let controller = CardViewController()
        #expect(controller.card == nil)
        #expect(collected.lines.count == 1)
        #expect(collected.lines.first?.contains("the @IBOutlet CardViewController.card was read while nil") == true)
        #expect(collected.lines.first?.contains("no storyboards or XIBs") == true)
        _ = controller.view
        #expect(controller.card != nil)
        #expect(controller.badges.count == 2, "a strong outlet collection keeps what it is given")
        controller.stopDisplayLink()
    }
}
