import Foundation
import Testing
import UIKit
import SwiftUI

/// iOS 17's and 18's spring values as UIKit code names them through `import SwiftUI`: `.smooth`,
/// `.snappy`, `.bouncy` (0.5 s; bounce 0, 0.15, 0.3 — Apple's SwiftUI `Animation` and `Spring`
/// documentation), their `extraBounce`, and `UIView.animate(_:changes:completion:)`.
@Suite struct PastedSwiftUIAnimationTests {
    @Test func thePresetsAreSwiftUIs() {
        #expect(Spring.smooth.duration == 0.5 && abs(Spring.smooth.bounce) < 1e-12)
        #expect(abs(Spring.snappy.bounce - 0.15) < 1e-12 && abs(Spring.bouncy.bounce - 0.3) < 1e-12)
        #expect(abs(Spring.bouncy(duration: 0.8, extraBounce: 0.1).bounce - 0.4) < 1e-12)
        #expect(abs(Spring.bouncy(duration: 0.8).duration - 0.8) < 1e-12)
        // bounce 0.3: damping ratio 0.7; stiffness (2π / 0.5)².
        #expect(abs(Spring.bouncy.dampingRatio - 0.7) < 1e-12 && abs(Spring.bouncy.stiffness - pow(2 * .pi / 0.5, 2)) < 1e-9)
        #expect(abs(Spring(response: 0.5, dampingRatio: 0.7).bounce - 0.3) < 1e-12)
        #expect(abs(Spring.smooth.settlingDuration - 0.735) < 0.002)
    }

    /// iOS 18's `UIView.animate(.bouncy) { … }` moves as `UIView.animate(springDuration: 0.5, bounce: 0.3)`
    /// and completes when that does.
    @Test func uiViewAnimateTakesASwiftUIAnimation() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.engine.drainsMainQueue = false
        window.makeKeyAndVisible()
        let a = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let b = UIView(frame: CGRect(x: 0, y: 20, width: 10, height: 10))
        window.addSubview(a)
        window.addSubview(b)
        var done = (false, false)
        UIView.animate(.bouncy, changes: { a.center.x = 300 }, completion: { done.0 = true })
        UIView.animate(springDuration: 0.5, bounce: 0.3, animations: { b.center.x = 300 }, completion: { _ in done.1 = true })
        var apart = 0.0
        for _ in 0..<90 {
            window.engine.clock.advance(to: window.engine.now + 1.0 / 60)
            _ = window.runFrame(events: [], advancingBy: 0)
            apart = max(apart, abs(Double(a.layer.presentation()!.position.x - b.layer.presentation()!.position.x)))
            #expect(done.0 == done.1)
        }
        #expect(apart < 1e-9 && done.0)
        let eased = Animation.easeInOut(duration: 1).delay(0.5)
        UIView.animate(eased) { a.center.x = 0 }
        window.engine.clock.advance(to: window.engine.now + 0.5)
        _ = window.runFrame(events: [], advancingBy: 0)
        #expect(a.layer.presentation()!.position.x == 300, "waiting out its delay")
    }
}
