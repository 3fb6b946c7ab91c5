import Foundation
import Testing
@testable import KinemaApp
@testable import KinemaScenes
import KinemaSDL
@testable import KinemaShell
@testable import KinemaTweaks

/// bench refuses to report figures when it measured nothing.
@MainActor
@Suite("Bench report")
struct BenchReportTests {
    @Test func onlyTheWarmUpIsNothingMeasured() {
        let warmup = FrameStatistics.warmupFrames
        #expect(BenchCommand.nothingMeasured(frames: warmup, seconds: 2) == "bench measured no frame: only \(warmup) of the \(warmup) warm-up frames ran in 2 s; give it more time (--seconds) or a lighter --input")
        #expect(BenchCommand.nothingMeasured(frames: 3, seconds: 1.5)?.hasPrefix("bench measured no frame: only 3 of") == true)
        #expect(BenchCommand.nothingMeasured(frames: warmup + 1, seconds: 2) == nil, "one measured frame is a figure")
    }

    /// The paced sleeps' lateness: kept only after the warm-up and only where the pacer slept, and
    /// reported as nearest-rank percentiles in milliseconds.
    @Test func wakeLatenessIsKeptAfterTheWarmUpAndReportedAsPercentiles() {
        var timings = WindowLoop.Timings()
        timings.record(wakeLateness: 0.004, frame: 3, warmupFrames: 30)
        timings.record(wakeLateness: nil, frame: 31, warmupFrames: 30)
        for (index, late) in [0.0002, 0.0001, 0.0015, 0.0003].enumerated() {
            timings.record(wakeLateness: late, frame: 31 + index, warmupFrames: 30)
        }
        #expect(timings.wakeLateness == [0.0002, 0.0001, 0.0015, 0.0003], "neither the warm-up's sleep nor a frame that did not sleep")
        // Four values: the median is the second smallest, the 99th the largest.
        #expect(BenchCommand.percentiles(timings.wakeLateness) == "{\"p50\":0.20,\"p99\":1.50,\"max\":1.50}")
        #expect(BenchCommand.percentiles([]) == "{\"p50\":0.00,\"p99\":0.00,\"max\":0.00}")
        let hundred = (1...100).map { Double($0) / 1000 }
        #expect(BenchCommand.percentile(99, ofSorted: hundred) == 0.099)
        #expect(BenchCommand.percentile(50, ofSorted: hundred) == 0.050)
    }
}
