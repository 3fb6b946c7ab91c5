import Foundation
import KinemaUI
import KinemaTweaks

/// The inspector's plot: the scene's motion or the spring editor, with its handles.
extension InspectorPanel {
    /// What the plot's velocity was worked out from.
    struct VelocitySource: Equatable {
        var samples: [CGPoint], exact: [CGPoint]?, seconds: Double?, pointsPerValue: Double

        init(_ plot: MotionPlot) {
            (samples, exact, seconds, pointsPerValue) = (plot.samples, plot.velocities, plot.seconds, plot.pointsPerValue)
        }
    }

    /// The plot's curves' area in its own points (under its legend).
    private var curveBounds: CGRect { plot.curveBounds(in: CGRect(origin: .zero, size: plot.frame.size)) }

    /// The plot's handle under a panel point, if the plot shows one there.
    func plotHandle(at point: CGPoint) -> MotionPlot.Handle? {
        guard !plot.isHidden, !isCollapsed else { return nil }
        return plot.handle(at: CGPoint(x: point.x - plot.frame.minX, y: point.y - plot.frame.minY), in: curveBounds)
    }

    /// The plot-space point (normalised time, value) under a panel point, while the plot shows.
    func plotPoint(at point: CGPoint) -> CGPoint? {
        guard !plot.isHidden, !isCollapsed else { return nil }
        return plot.plotPoint(at: CGPoint(x: point.x - plot.frame.minX, y: point.y - plot.frame.minY), in: curveBounds)
    }

    /// Where the plot's handles are, in panel points (for a test's mouse).
    func plotHandleCenters() -> [CGPoint] {
        let bounds = curveBounds
        return plot.handles.map { plot.center(of: $0, in: bounds) }.map { CGPoint(x: $0.x + plot.frame.minX, y: $0.y + plot.frame.minY) }
    }

    /// The plot's height in panel points (the spring editor's, for tests).
    var plotHeight: CGFloat { plot.isHidden ? 0 : curveBounds.height }

    func updatePlot(_ motion: MotionPlot?, showsVelocity: Bool) {
        guard let motion else {
            shownPlotTitle = nil
            plotTitle.text = nil
            plot.isHidden = true
            return
        }
        if motion.title != shownPlotTitle {
            shownPlotTitle = motion.title
            plotTitle.text = "\(motion.quantity) over time: \(motion.title)"
            plot.legend = motion.legend
        }
        if plot.samples != motion.samples { plot.samples = motion.samples }
        if plot.extraSeries != motion.extraSeries { plot.extraSeries = motion.extraSeries }
        if plot.gridLevels != motion.gridLevels { plot.gridLevels = motion.gridLevels }
        plot.bands = motion.bands
        if plot.handles != motion.handles { plot.handles = motion.handles }
        if plot.marks != motion.marks { plot.marks = motion.marks }
        if plot.fixedRange != motion.valueRange { plot.fixedRange = motion.valueRange }
        plot.seconds = motion.seconds
        plot.velocityUnit = motion.velocityUnit
        // The velocity is worked out again only when what it comes from changed (not every frame).
        let source = showsVelocity ? VelocitySource(motion) : nil
        if source != shownVelocitySource {
            shownVelocitySource = source
            plot.velocity = showsVelocity ? motion.velocitySeries() : []
        }
        let arrows = showsVelocity ? motion.arrows : []
        if plot.arrows != arrows { plot.arrows = arrows }
        plot.playhead = motion.playhead
        plot.isHidden = frames.plot.height == 0
    }
}
