import Foundation
import Testing
@testable import KinemaUI

@MainActor
@Suite("UIAccessibility")
struct UIAccessibilityTests {
    /// Changing Reduce Motion posts UIKit's notification once per change, and apps read the new value.
    /// (Synchronous on the main actor: no other test runs while it is briefly on.)
    @Test func reduceMotionChangesPostTheNotification() {
        var seen: [Bool] = []
        let observer = NotificationCenter.default.addObserver(
            forName: UIAccessibility.reduceMotionStatusDidChangeNotification, object: nil, queue: nil
        ) { _ in MainActor.assumeIsolated { seen.append(UIAccessibility.isReduceMotionEnabled) } }
        defer { NotificationCenter.default.removeObserver(observer) }
        #expect(!UIAccessibility.isReduceMotionEnabled)
        UIAccessibility.setReduceMotionEnabled(true)
        UIAccessibility.setReduceMotionEnabled(true)
        UIAccessibility.setReduceMotionEnabled(false)
        #expect(seen == [true, false], "once per change")
        UIAccessibility.$reduceMotionOverride.withValue(true) {
            #expect(UIAccessibility.isReduceMotionEnabled, "a test's own override")
        }
        #expect(!UIAccessibility.isReduceMotionEnabled)
    }
}
