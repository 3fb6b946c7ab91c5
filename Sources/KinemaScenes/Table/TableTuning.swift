import Foundation
import KinemaCore
import KinemaUI
import KinemaTweaks

/// The table scene's numbers and state beside seed 000's own (`AnimatedTableViewController.tuning`).
@MainActor
struct TableTuning {
    /// Seed 003's buttons (tags 5…10).
    var cellButtons: [UIButton] = []
    var kind: TableAnimationKind = .fadeIn
    var offsetFactor: CGFloat = 0
    var damping: CGFloat = 0.6
    var velocity: CGFloat = 0.1
    var rowCount = 10
    var moment: RowAnimationMoment = .everyAppearance
    /// Stagger by position on screen instead of by row index (the seeds' way: row 200 scrolled into view
    /// waits 200 × the delay before it appears).
    var staggersFromScreenTop = false
    /// Called when a button picks an animation (the scene mirrors it in its tweaks).
    var onKindPicked: ((TableAnimationKind) -> Void)?
    /// Media time of the layout pass that showed the rows after the last reload.
    var reloadDisplayTime: Double?
    var animatedRows = Set<Int>()
    var lastReloadFrame = -1
    /// The shuffle of the seed's colours, seeded so captures repeat (the seed's `shuffled()` is random).
    var shuffle = AnimatedTableViewController.shuffleGenerator()
    /// The seed's five colours.
    static let baseColors = [UIColor.systemRed, UIColor.systemBlue, UIColor.systemOrange, UIColor.systemPurple, UIColor.systemGreen]
}
