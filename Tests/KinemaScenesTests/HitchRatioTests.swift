import Foundation
import Testing
import KinemaUI
@testable import KinemaScenes
@testable import KinemaShell
@testable import KinemaTweaks

/// The hitch time ratio: milliseconds a frame came late per second, against Apple's bands ("Understanding
/// hitches in your app": under 5 ms/s good, 5–10 a warning, over 10 critical).
@MainActor
@Suite struct HitchRatioTests {
    @Test func aFrameLateByOneRefreshInASecondIs16_7MillisecondsPerSecond() {
        var statistics = FrameStatistics()
        for _ in 0..<60 { statistics.record(interval: 1.0 / 60) }
        #expect(statistics.hitchMillisecondsPerSecond == 0)
        // 58 frames on time and one that took two refreshes: one second, late by one refresh.
        var late = FrameStatistics()
        for _ in 0..<58 { late.record(interval: 1.0 / 60) }
        late.record(interval: 2.0 / 60)
        #expect(abs(late.hitchMillisecondsPerSecond - 1000.0 / 60) < 1e-9)
        #expect(abs(late.hitchMillisecondsPerSecondTotal - 1000.0 / 60) < 1e-9)
        #expect(FrameStatistics.HitchBand(millisecondsPerSecond: late.hitchMillisecondsPerSecond) == .critical)
        // The pacer's jitter (17–20 ms) is not a missed refresh.
        var jitter = FrameStatistics()
        for index in 0..<60 { jitter.record(interval: index.isMultiple(of: 2) ? 0.0165 : 0.020) }
        #expect(jitter.hitchMillisecondsPerSecond == 0)
    }

    @Test func theBandsAreApples() {
        let bands = [0, 4.99, 5, 10, 10.01, 50].map { FrameStatistics.HitchBand(millisecondsPerSecond: $0) }
        #expect(bands == [.good, .good, .warning, .warning, .critical, .critical])
    }

    @Test func theHUDShowsTheRatioInItsBandsColour() throws {
        let shell = try #require(Shell(sceneName: "table"))
        for _ in 0..<(FrameStatistics.warmupFrames + 30) { _ = shell.step(deviceEvents: [], realDelta: 1.0 / 60) }
        #expect(shell.composition().layers[1].list.dump.contains("hitches 0.0 ms/s, good"))
        // One missed refresh after 30 frames, then 15 more: 16.7 ms late in 47/60 s = 1000/47 = 21.3 ms/s,
        // critical, shown at the HUD's next update.
        _ = shell.step(deviceEvents: [], realDelta: 2.0 / 60)
        for _ in 0..<15 { _ = shell.step(deviceEvents: [], realDelta: 1.0 / 60) }
        let dump = shell.composition().layers[1].list.dump
        #expect(dump.contains("\"1 dropped · hitches 21.3 ms/s, critical\""), "\(dump.split(separator: "\n").filter { $0.contains("hitches") })")
    }
}
