import Foundation
import KinemaCore
import KinemaTweaks
import KinemaUI

/// Core Animation layers in motion: a card lifting on its shadow and settling again, and a card
/// flipping in perspective to its back and over again, one after the other in a cycle; a cube of layers
/// in a transform layer turns half over with each flip (a whole turn a cycle, so it starts again seamlessly).
@MainActor
package final class LayersScene: Scene {
    package let name = "layers"
    package let title = "A shadow lifting, a card flipping in 3-D"
    @Tweak("Lift duration", 0.6, in: 0.1...3, step: 0.05, unit: .seconds, decimals: 2) var liftDuration: Double
    @Tweak("Flip duration", 0.9, in: 0.1...3, step: 0.05, unit: .seconds, decimals: 2) var flipDuration: Double
    @Tweak("Perspective distance", 600, in: 100...3000, step: 50, decimals: 0) var distance: Double
    @Tweak("Pause between runs", 0.6, in: 0...3, step: 0.1, unit: .seconds, decimals: 1) var pause: Double
    let controller = LayersViewController()
    package var rootViewController: UIViewController { controller }
    /// When the cycle started (nil: at the next tick), and how many flips it has started.
    private var start: Double?
    private var flipsStarted = 0

    package init() {
        $distance.onChange { [unowned self] value in controller.setPerspective(distance: CGFloat(value)) }
    }

    package func replay() {
        start = nil
    }

    /// One cycle: the card lifts and settles (`liftDuration` each way, eased), then the flip card turns
    /// over and back (`flipDuration` each), with `pause` after each part.
    package func tick(at time: Double) {
        if start == nil || time >= (start ?? time) + cycleLength {
            start = LoopRound.start(from: start ?? time, length: cycleLength, at: time)
            flipsStarted = 0
        }
        let elapsed = time - (start ?? time)
        let lift = elapsed / max(liftDuration, 1e-6)
        let up = lift <= 1 ? lift : max(0, 2 - lift)
        controller.lift(to: CGFloat(CubicBezier.easeInEaseOut.value(at: min(1, max(0, up)))))
        let flipStart = 2 * liftDuration + pause
        let due = elapsed < flipStart ? 0 : (elapsed < flipStart + flipDuration + pause ? 1 : 2)
        controller.turnCube(to: cubeAngle(at: elapsed - flipStart))
        while flipsStarted < due {
            // Each flip begins when it is due, whatever the frame rate.
            let begins = (start ?? time) + flipStart + Double(flipsStarted) * (flipDuration + pause)
            controller.view.animationEngine.performing(asOf: begins) { controller.flip(duration: flipDuration) }
            flipsStarted += 1
        }
    }

    /// The cube's turn `elapsed` seconds after the first flip began: a half turn, eased, with each flip
    /// (a standalone layer has no implicit animation, so the scene sets its transform each frame).
    private func cubeAngle(at elapsed: Double) -> CGFloat {
        let step = flipDuration + pause
        let turns = (0..<2).reduce(0.0) { sum, index in
            let progress = (elapsed - Double(index) * step) / max(flipDuration, 1e-6)
            return sum + CubicBezier.easeInEaseOut.value(at: min(1, max(0, progress)))
        }
        return CGFloat(turns * .pi)
    }

    /// The lift up and down, a pause, two flips each with a pause.
    private var cycleLength: Double { 2 * liftDuration + pause + 2 * (flipDuration + pause) }
}
