import Foundation
import KinemaCore
import KinemaUI
import KinemaTweaks

extension CollectionScene {
    /// The layout change's ease-in-out curve over its duration, and where the followed cell really was
    /// along it, frame by frame: the cells ride the curve.
    package func plot(at time: Double) -> MotionPlot? {
        let duration = collectionView.layoutChangeDuration
        let curve = (0...90).map { i -> CGPoint in
            let t = Double(i) / 90
            return CGPoint(x: t, y: CubicBezier.easeInEaseOut.value(at: t))
        }
        let shown = tracked?.samples ?? []
        var plot = MotionPlot(
            title: String(format: "ease in–out, %.2f s", duration), samples: curve,
            playhead: tracked.map { $0.fraction(at: time) }, extraSeries: [shown])
        plot.seconds = duration
        plot.legend = ["curve", tracked.map { "item \($0.item.item + 1) on screen" } ?? "a cell on screen"]
        return plot
    }
}
