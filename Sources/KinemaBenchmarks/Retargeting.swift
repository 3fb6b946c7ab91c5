import Foundation
import KinemaCore
import KinemaUI

/// Retargeting one property many times in one frame (a drag that re-animates on every event, a slider
/// scrubbed fast): each `UIView.animate` block adds an animation of the same property; the frame in which
/// they all finish removes them all. Both must cost time linear in their number.
@MainActor
enum Retargeting {
    struct Figures {
        let count: Int
        /// Recording all the blocks in one frame.
        let recording: Double
        /// One frame while every one of them runs (the additive contributions are summed).
        let midFrame: Double
        /// The frame in which they all finish and complete.
        let finishingFrame: Double
    }

    static func measure(count: Int) -> Figures {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.engine.drainsMainQueue = false
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(view)
        let clock = ContinuousClock()
        var completions = 0
        let recording = clock.measure {
            for i in 0..<count {
                UIView.animate(withDuration: 0.5, animations: {
                    view.center.x = CGFloat(i % 300)  // additive: every block adds a contribution
                    view.alpha = CGFloat(i % 2)  // non-additive: each replaces the last
                }, completion: { _ in completions += 1 })
            }
        }
        window.engine.clock.advance(to: 0.25)
        let midFrame = clock.measure { _ = window.runFrame(events: [], advancingBy: 0) }
        window.engine.clock.advance(to: 0.5)
        let finishingFrame = clock.measure { _ = window.runFrame(events: [], advancingBy: 0) }
        guard completions == count, !view.hasRunningAnimations else {
            print("error: \(completions) of \(count) blocks completed")
            exit(1)
        }
        return Figures(
            count: count, recording: seconds(recording), midFrame: seconds(midFrame), finishingFrame: seconds(finishingFrame))
    }

    static func seconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    }

    static func report() {
        print("KinemaUI retargeting: N blocks animating one view's center (additive) and alpha in one frame")
        for count in [1_000, 10_000] {
            let figures = measure(count: count)
            print(String(
                format: "  %6d blocks: recording %7.2f ms, a frame while running %7.2f ms, the finishing frame %7.2f ms (%.0f ns per block)",
                count, figures.recording * 1000, figures.midFrame * 1000, figures.finishingFrame * 1000,
                figures.finishingFrame / Double(count) * 1e9))
        }
    }
}
