import Foundation
import KinemaCore
import KinemaUI

/// The one-finger fling the scrolling scenes' benchmark gestures are made of (`kinema bench`'s default
/// input for the table and the collection): a press, six moves of 40 points a frame (1/60 s apart) and
/// a lift 240 points on — fast enough that the scroll view decelerates on its own after it.
enum BenchmarkFling {
    /// The fling's events: pressed at (`x`, `y`) at `time`, moving up the screen when `up` (down when not).
    static func events(x: CGFloat, from y: CGFloat, up: Bool, at time: Double) -> [InputEvent] {
        let step: CGFloat = up ? -40 : 40
        var events: [InputEvent] = [.pointerDown(position: CGPoint(x: x, y: y), button: .primary, time: time)]
        for frame in 1...6 {
            let position = CGPoint(x: x, y: y + CGFloat(frame) * step)
            events.append(.pointerMove(position: position, buttons: [.primary], time: time + Double(frame) / 60))
        }
        events.append(.pointerUp(position: CGPoint(x: x, y: y + 6 * step), button: .primary, time: time + 6.0 / 60))
        return events
    }
}
