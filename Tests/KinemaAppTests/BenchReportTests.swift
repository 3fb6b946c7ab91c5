import Foundation
import Testing
@testable import KinemaApp
@testable import KinemaScenes

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
}
