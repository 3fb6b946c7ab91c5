import Foundation
import KinemaCore

/// A value-over-time plot of the motion a scene is showing, for the inspector.
public struct MotionPlot: Sendable, Equatable {
    /// What is plotted ("easeInEaseOut, 0.85 s").
    public var title: String
    /// (normalised time 0…1, value) samples; values are progress, 0 at the start and 1 at the end.
    public var samples: [CGPoint]
    /// Where the playhead is, as normalised time, or nil when nothing is playing.
    public var playhead: Double?
    /// More curves over the same time, drawn in other colours (the menu's three rows).
    public var extraSeries: [[CGPoint]]
    /// What the values are ("Progress", "x offset (pt)"): the plot's heading starts with it.
    public var quantity: String
    /// Values marked by a grid line (progress: 0 and 1).
    public var gridLevels: [Double]
    /// Stretches of normalised time to shade (the player's drags).
    public var bands: [ClosedRange<Double>] = []
    /// The series' names, `samples` first, shown in their colours in the plot's corner (none: no legend,
    /// the title says what is plotted).
    public var legend: [String] = []

    public init(
        title: String, samples: [CGPoint], playhead: Double?, extraSeries: [[CGPoint]] = [],
        quantity: String = "Progress", gridLevels: [Double] = [0, 1]
    ) {
        self.title = title
        self.samples = samples
        self.playhead = playhead
        self.extraSeries = extraSeries
        self.quantity = quantity
        self.gridLevels = gridLevels
    }

    /// Samples of a timing over its duration.
    public static func samples(of timing: ResolvedTiming, count: Int = 120) -> [CGPoint] {
        (0...count).map { i in
            let t = Double(i) / Double(count)
            return CGPoint(x: t, y: timing.progress(atFraction: t))
        }
    }
}
