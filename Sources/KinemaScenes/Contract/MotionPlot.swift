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
    /// Points the mouse can drag (a cubic-bezier curve's control points), in plot space.
    public var handles: [Handle] = []

    /// A draggable point of the plot: where it is (normalised time, value), the tweaks its two
    /// coordinates set, and the end of the curve it is drawn to (a control point's line).
    public struct Handle: Sendable, Equatable {
        public var point: CGPoint
        public var xKey: String
        public var yKey: String
        public var anchor: CGPoint

        public init(point: CGPoint, xKey: String, yKey: String, anchor: CGPoint) {
            (self.point, self.xKey, self.yKey, self.anchor) = (point, xKey, yKey, anchor)
        }

        /// A cubic-bezier curve's two control points, set by the tweaks `keys` (x1, y1, x2, y2).
        public static func controlPoints(of curve: CubicBezier, keys: [String]) -> [Handle] {
            guard keys.count == 4 else { return [] }
            return [Handle(point: CGPoint(x: curve.x1, y: curve.y1), xKey: keys[0], yKey: keys[1], anchor: .zero),
                    Handle(point: CGPoint(x: curve.x2, y: curve.y2), xKey: keys[2], yKey: keys[3], anchor: CGPoint(x: 1, y: 1))]
        }
    }

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
