import Foundation
import KinemaCore
import KinemaTweaks
import KinemaUI

/// A shape layer's stroke drawing itself: a progress ring whose `strokeEnd` follows the time, from
/// empty to full over `duration` on an ease-in-out curve, held for `pause`, then again, on a gradient
/// card (axial, with a radial glow); under it, marching dashes, an even-odd star, miter joins and a
/// conic colour wheel. Paths and gradients are drawn by cairo (see docs/paths.md); the ring's bitmap
/// is drawn again each frame its end moves.
@MainActor
package final class ShapesScene: Scene {
    package let name = "shapes"
    package let title = "A shape layer drawing its stroke"
    @Tweak("Duration", 2, in: 0.2...10, step: 0.1, unit: .seconds, decimals: 1) var duration: Double
    @Tweak("Line width", 14, in: 1...60, step: 1, decimals: 0) var lineWidth: Double
    @Tweak("Pause between runs", 0.8, in: 0...3, step: 0.1, unit: .seconds, decimals: 1) var pause: Double
    let controller = ShapesViewController()
    package var rootViewController: UIViewController { controller }
    /// When the ring started filling (nil: at the next tick).
    private var start: Double?

    package init() {
        $lineWidth.onChange { [unowned self] width in controller.makeRing(lineWidth: CGFloat(width)) }
    }

    package func replay() {
        start = nil
    }

    package func tick(at time: Double) {
        let begin = start ?? time
        start = begin
        start = LoopRound.start(from: begin, length: duration + pause, at: time)
        let elapsed = max(0, time - (start ?? time))
        let t = min(1, elapsed / max(duration, 1e-6))
        // The dashes march 20 points a second, whatever the ring does.
        controller.show(progress: CGFloat(CubicBezier.easeInEaseOut.value(at: t)), dashPhase: CGFloat(-20 * time))
    }
}
