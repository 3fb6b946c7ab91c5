import Foundation
import KinemaCore
import Testing
@testable import KinemaUI

/// `CADisplayLink` on windows of different refresh rates: its `duration` is the window's period (before
/// two frames too), `targetTimestamp` is a call's worth of frames on, and a link asking for fewer frames
/// fires on whole numbers of the window's frames, at the same media times wherever the rates allow.
@MainActor
@Suite("Display links at every refresh rate")
struct DisplayLinkRateTests {
    final class Ticks: NSObject {
        var calls: [(timestamp: Double, duration: Double, target: Double)] = []

        func tick(_ link: CADisplayLink) {
            calls.append((link.timestamp, link.duration, link.targetTimestamp))
        }
    }

    /// A link added in a window running at `hertz`, asking for `preferred` calls a second (0: every
    /// frame), and its calls over the first second.
    static func calls(hertz: Double, preferred: Int = 0) -> [(timestamp: Double, duration: Double, target: Double)] {
        let harness = Harness()
        harness.window.engine.framePeriod = 1 / hertz
        let ticks = Ticks()
        let link = CADisplayLink(target: ticks, selector: Selector(kinemaName: "tick:", Ticks.tick))
        link.preferredFramesPerSecond = preferred
        harness.window.handlingInput { link.add(to: .main, forMode: .common) }
        for frame in 0...Int(hertz) { harness.advance(to: Double(frame) / hertz) }
        link.invalidate()
        return ticks.calls
    }

    @Test(arguments: [30.0, 60, 120, 144, 240])
    func everyFrameAtTheWindowsRate(hertz: Double) {
        let calls = Self.calls(hertz: hertz)
        #expect(calls.count == Int(hertz) + 1)
        for (index, call) in calls.enumerated() {
            expectClose(call.timestamp, Double(index) / hertz, tolerance: 1e-9)
            // The window's period from the first call on (before there are two frames to measure).
            expectClose(call.duration, 1 / hertz, tolerance: 1e-9)
            expectClose(call.target, call.timestamp + 1 / hertz, tolerance: 1e-9)
        }
    }

    /// 30 calls a second: every 8th frame at 240 Hz, 4th at 120, 2nd at 60, each at 30 — the same
    /// instants (k/30 s); at 144 Hz every 5th frame (28.8 a second: the whole number of frames
    /// nearest the rate asked for without exceeding it, as iOS picks a factor of the display's rate).
    @Test(arguments: [(30.0, 1), (60, 2), (120, 4), (144, 5), (240, 8)])
    func aSlowerLinkFiresOnWholeFrames(hertz: Double, framesPerCall: Int) {
        let calls = Self.calls(hertz: hertz, preferred: 30)
        let interval = Double(framesPerCall) / hertz
        #expect(calls.count == Int(1 / interval) + 1)
        for (index, call) in calls.enumerated() {
            expectClose(call.timestamp, Double(index) * interval, tolerance: 1e-9)
            expectClose(call.target, call.timestamp + interval, tolerance: 1e-9)
        }
    }
}
