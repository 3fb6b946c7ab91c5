import Foundation
import KinemaCore

/// A value-over-time plot of the motion a scene is showing, for the inspector.
package struct MotionPlot: Sendable, Equatable {
    /// What is plotted ("easeInEaseOut, 0.85 s").
    package var title: String
    /// (normalised time 0…1, value) samples; values are progress, 0 at the start and 1 at the end.
    package var samples: [CGPoint]
    /// Where the playhead is, as normalised time, or nil when nothing is playing.
    package var playhead: Double?
    /// More curves over the same time, drawn in other colours (the menu's three rows).
    package var extraSeries: [[CGPoint]]
    /// What the values are ("Progress", "x offset (pt)"): the plot's heading starts with it.
    package var quantity: String
    /// Values marked by a grid line (progress: 0 and 1).
    package var gridLevels: [Double]
    /// Stretches of normalised time to shade (the player's drags).
    package var bands: [ClosedRange<Double>] = []
    /// The series' names, `samples` first, shown in their colours in the plot's corner (none: no legend,
    /// the title says what is plotted).
    package var legend: [String] = []
    /// Points the mouse can drag (a cubic-bezier curve's control points, a spring's duration and
    /// bounce), in plot space.
    package var handles: [Handle] = []
    /// Whether the plot is the scene's tuned spring's progress (the curves' tuned lane, a spring
    /// template's): the spring editor takes its place whenever a row of the spring is selected (over
    /// other plots, once the selection was moved onto the spring).
    package var isTunedSpring = false
    /// The values the plot shows, when fixed (the spring editor's, held while a handle is dragged); nil:
    /// the curves' range with a margin.
    package var valueRange: ClosedRange<Double>?
    /// Seconds the plot's width stands for (nil: unknown, and no velocity can be shown).
    package var seconds: Double?
    /// Whether the plot's time starts when its motion does (a transition's plot; false for the player's
    /// last three seconds): the spring editor then carries the playhead over to its own axis.
    package var startsWithMotion = true
    /// Points a value of 1 stands for (the player's travel; 1 for a plot in points), and the unit the
    /// velocity is given in: points per second, or else the distance per second (UIKit's relative
    /// `initialSpringVelocity`; progress per second) for a plot of progress.
    package var pointsPerValue = 1.0
    package var velocityUnit = "distance/s"
    /// The first curve's velocity, when the plot knows it exactly (a spring's); nil: from the samples.
    package var velocities: [CGPoint]?
    /// Velocities handed to the motion, drawn as arrows from where they were handed (a release).
    package var arrows: [Arrow] = []
    /// Lines across the plot with a label (a spring's settling time, its overshoot).
    package var marks: [Mark] = []

    /// A draggable point of the plot: where it is (normalised time, value), what a drag of it sets, and
    /// the point a line is drawn to from it (a control point's curve end; itself for none).
    package struct Handle: Sendable, Equatable {
        package var point: CGPoint
        package var anchor: CGPoint
        package var drag: Drag

        /// What moving the handle sets.
        package enum Drag: Sendable, Equatable {
            /// Two tweaks, to the point's coordinates (x within 0…1).
            case point(xKey: String, yKey: String)
            /// The scene's spring, through the spring editor's reading of the point.
            case spring(SpringHandle)
        }

        package init(point: CGPoint, anchor: CGPoint, drag: Drag) {
            (self.point, self.anchor, self.drag) = (point, anchor, drag)
        }

        /// A point that sets two tweaks, to its coordinates (as before handles could set a spring).
        package init(point: CGPoint, xKey: String, yKey: String, anchor: CGPoint) {
            self.init(point: point, anchor: anchor, drag: .point(xKey: xKey, yKey: yKey))
        }

        /// A cubic-bezier curve's two control points, set by the tweaks `keys` (x1, y1, x2, y2).
        package static func controlPoints(of curve: CubicBezier, keys: [String]) -> [Handle] {
            guard keys.count == 4 else { return [] }
            return [Handle(point: CGPoint(x: curve.x1, y: curve.y1), anchor: .zero, drag: .point(xKey: keys[0], yKey: keys[1])),
                    Handle(point: CGPoint(x: curve.x2, y: curve.y2), anchor: CGPoint(x: 1, y: 1), drag: .point(xKey: keys[2], yKey: keys[3]))]
        }

        /// The settings (tweak key, value text) that put the handle at plot point `point`.
        package func settings(at point: CGPoint) -> [(key: String, value: String)] {
            switch drag {
            case .point(let xKey, let yKey):
                // x within 0…1 (a curve's time), both to the hundredth (the control points' step).
                let x = min(1, max(0, Double(point.x))), y = Double(point.y)
                return [(xKey, String(format: "%.2f", x)), (yKey, String(format: "%.2f", y))]
            case .spring(let spring):
                return spring.settings(at: point)
            }
        }
    }

    /// A velocity at a point of the plot: an arrow along it, and its label.
    package struct Arrow: Sendable, Equatable {
        /// Normalised time, value.
        package var point: CGPoint
        /// Value units per second.
        package var velocity: Double
        package var label: String

        package init(point: CGPoint, velocity: Double, label: String) {
            (self.point, self.velocity, self.label) = (point, velocity, label)
        }
    }

    /// The first curve's velocity over time, in `velocityUnit` (x normalised time): the exact one when
    /// given, else central differences of the samples (one-sided at the ends); empty without `seconds`.
    package func velocitySeries() -> [CGPoint] {
        guard let seconds, seconds > 0 else { return [] }
        if let velocities { return velocities }
        guard samples.count >= 2 else { return [] }
        return samples.indices.map { i in
            let a = samples[max(0, i - 1)], b = samples[min(samples.count - 1, i + 1)]
            let dt = Double(b.x - a.x) * seconds
            return CGPoint(x: samples[i].x, y: dt > 0 ? Double(b.y - a.y) / dt * pointsPerValue : 0)
        }
    }

    /// A labelled line across the plot: at a time (vertical) or at a value (horizontal).
    package struct Mark: Sendable, Equatable {
        package enum Axis: Sendable, Equatable { case time, value }
        package var axis: Axis
        /// Normalised time, or value.
        package var position: Double
        package var label: String

        package init(axis: Axis, position: Double, label: String) {
            (self.axis, self.position, self.label) = (axis, position, label)
        }
    }

    package init(
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
    package static func samples(of timing: ResolvedTiming, count: Int = 120) -> [CGPoint] {
        (0...count).map { i in
            let t = Double(i) / Double(count)
            return CGPoint(x: t, y: timing.progress(atFraction: t))
        }
    }
}
