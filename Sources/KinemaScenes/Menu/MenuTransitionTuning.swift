import Foundation
import KinemaCore
import KinemaTweaks

/// The numbers seed 004 hard-codes, tunable from the inspector; the defaults are the article's.
struct MenuTransitionTuning: Equatable {
    /// Seconds of the spring (the article's series uses 0.5 s).
    var duration: TimeInterval = 0.5
    var damping: CGFloat = 0.7
    var velocity: CGFloat = 0.8
    /// How far each row starts offstage, in points: 50 / 150 / 300 top to bottom, so with one duration the
    /// top row, having least to travel, is in place first. "Bottom first" swaps them (the article's last
    /// variant).
    var topRowOffset: CGFloat = 50
    var middleRowOffset: CGFloat = 150
    var bottomRowOffset: CGFloat = 300

    /// The offsets of the top, middle and bottom rows.
    var rowOffsets: [CGFloat] { [topRowOffset, middleRowOffset, bottomRowOffset] }

    /// The spring the article's block runs on under `rule` (the session's: UIKit's own by default).
    func timing(rule: DurationSpringRule) -> AnimationTiming {
        .dampedSpring(dampingRatio: Double(damping), initialVelocity: Double(velocity), rule: rule)
    }
}
