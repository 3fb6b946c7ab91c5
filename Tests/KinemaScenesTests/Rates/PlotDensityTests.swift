import Foundation
import KinemaCore
import Testing
@testable import KinemaTweaks

/// A plot's curve has about one vertex per two points of the width its samples span, whatever the
/// frame rate that sampled them: a history filling in from the right, sampled at 240 Hz, held four
/// times the vertices it held at 60 Hz (one a pixel at scale 2), each a segment to stroke every frame.
@Suite("Plot density")
struct PlotDensityTests {
    /// `seconds` of a 3-second history sampled at `rate` Hz, ending at the plot's right edge (x in 0…1).
    static func history(seconds: Double, rate: Double) -> [CGPoint] {
        let count = Int(seconds * rate)
        return (0..<count).map { index in
            let t = 3 - seconds + Double(index) / rate
            return CGPoint(x: t / 3, y: sin(t * 4))
        }
    }

    static func vertices(_ series: [CGPoint], width: CGFloat = 340) -> Int {
        PlotView.paths(gridLevels: [], series: [series], in: CGRect(x: 0, y: 0, width: width, height: 120), range: -1...1).curves[0].count
    }

    @Test(arguments: [0.5, 1.3, 3.0])
    func aHistoryHasAboutTheVerticesOfItsWidthAtEveryRate(seconds: Double) {
        let spanned = seconds / 3 * 340
        for rate in [60.0, 120, 144, 240] {
            let count = Self.vertices(Self.history(seconds: seconds, rate: rate))
            // One per two points of the spanned width, or every sample when there are fewer; the stride
            // is whole, so up to twice that, plus the last sample.
            let aim = min(Int(seconds * rate), max(8, Int(spanned / 2)))
            #expect(count >= aim && count <= 2 * aim + 1, "\(seconds) s at \(Int(rate)) Hz: \(count) vertices for \(aim)")
        }
    }

    /// The decimated curve keeps its ends: the newest sample is always its last vertex.
    @Test func theNewestSampleIsTheLastVertex() {
        let series = Self.history(seconds: 1.3, rate: 240)
        let curve = PlotView.paths(gridLevels: [], series: [series], in: CGRect(x: 0, y: 0, width: 340, height: 120), range: -1...1).curves[0]
        let last = PlotView.point(for: series[series.count - 1], in: CGRect(x: 0, y: 0, width: 340, height: 120), range: -1...1)
        #expect(curve.last == last)
        #expect(curve.first?.x == 0 + (3 - 1.3) / 3 * 340)
    }
}
