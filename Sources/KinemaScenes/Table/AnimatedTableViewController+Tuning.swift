import Foundation
import KinemaCore
import KinemaUI
import KinemaTweaks

/// Kinema's additions to seed 000's controller: seed 003's six animations on its second row of buttons,
/// the tuned numbers (offset, spring, row count), when rows animate and where the stagger counts from,
/// and picking and replaying from the inspector. The article's methods call in here at one line each
/// (`kinemaIndexPath(animating:at:)` in `willDisplay`, `seedButtonPicked` in `animationButtonPressed`).
extension AnimatedTableViewController {
    /// The row `willDisplay` animates `cell` as with the article's `TableViewAnimator`, or nil when
    /// Kinema has dealt with the row: it does not animate at this appearance (`tuning.moment`), or it
    /// runs on Kinema's path (seed 003's kinds, tuned numbers off the seed's, Reduce Motion). The row
    /// the delay counts from is the real one, as in the seeds, unless staggering from the screen's top.
    func kinemaIndexPath(animating cell: UITableViewCell, at realIndexPath: IndexPath) -> IndexPath? {
        guard shouldAnimate(row: realIndexPath.row) else { return nil }
        var indexPath = realIndexPath
        if tuning.staggersFromScreenTop, let top = tableView.indexPathForRow(at: CGPoint(x: 1, y: tableView.bounds.minY + 72)) {
            indexPath = IndexPath(row: max(0, realIndexPath.row - top.row), section: realIndexPath.section)
        }
        if tuning.kind.isFromSeed000 && usesSeedNumbers && !UIAccessibility.isReduceMotionEnabled { return indexPath }
        tunedAnimation()(cell, indexPath, tableView)
        return nil
    }

    /// One of seed 000's buttons was pressed: it picks the scene's animation too.
    func seedButtonPicked(_ button: UIButton) {
        guard let picked = TableAnimationKind(rawValue: button.tag - 1), picked.isFromSeed000 else { return }
        tuning.kind = picked
        tuning.onKindPicked?(picked)
    }

    /// Whether the seed 000 path gives what the parameters say (offset, damping, velocity at the seed's).
    private var usesSeedNumbers: Bool {
        let seed = tuning.kind.defaults
        return abs(Double(tuning.offsetFactor) - seed.offset) < 1e-9 && abs(Double(tuning.damping) - seed.damping) < 1e-9
            && abs(Double(tuning.velocity) - seed.velocity) < 1e-9 || tuning.kind == .fadeIn
    }

    /// Selects an animation as its button would: fills that button, empties the others, replays.
    /// With `refreshOnly`, only empties seed 003's buttons (seed 000's own code handles its four).
    func pick(_ picked: TableAnimationKind, refreshOnly: Bool = false) {
        for button in tuning.cellButtons { button.setImage(symbol(button.tag, filled: false), for: .normal) }
        if refreshOnly { return }
        if picked.isFromSeed000 {
            animationButtonPressed([button1, button2, button3, button4][picked.rawValue] as Any)
            return
        }
        for (index, button) in [button1, button2, button3, button4].enumerated() {
            button?.setImage(symbol(index + 1, filled: false), for: .normal)
        }
        tuning.cellButtons[picked.rawValue - 4].setImage(symbol(picked.number, filled: true), for: .normal)
        tuning.kind = picked
        tableViewHeaderText = picked.title
        tuning.onKindPicked?(picked)
        replay()
    }

    /// Seed 000's enum value for the current kind and tuning (its buttons build the same).
    func refreshSeedAnimation() {
        let height = TableAnimationViewCell().tableViewHeight
        switch tuning.kind {
        case .fadeIn: currentTableAnimation = .fadeIn(duration: animationDuration, delay: delay)
        case .moveUp: currentTableAnimation = .moveUp(rowHeight: height, duration: animationDuration, delay: delay)
        case .moveUpWithFade: currentTableAnimation = .moveUpWithFade(rowHeight: height, duration: animationDuration, delay: delay)
        case .moveUpBounce: currentTableAnimation = .moveUpBounce(rowHeight: height, duration: animationDuration + 0.2, delay: delay)
        default: tableViewHeaderText = tuning.kind.title
        }
    }

    /// Plays the animation again: a reload, as the seed's buttons do.
    func replay() {
        refreshSeedAnimation()
        tableView.reloadData()
    }

    private func shouldAnimate(row: Int) -> Bool {
        let reloading = tableView.isDisplayingReload
        if reloading {
            // A new reload pass: "first appearance" starts over, and the playhead starts here.
            let frame = tableView.animationEngine.clock.frameCount
            if frame != tuning.lastReloadFrame {
                tuning.lastReloadFrame = frame
                tuning.animatedRows.removeAll()
                tuning.reloadDisplayTime = tableView.animationEngine.now
            }
        }
        switch tuning.moment {
        case .everyAppearance:
            return true
        case .firstAppearance:
            return tuning.animatedRows.insert(row).inserted
        case .afterReload:
            return reloading
        }
    }

    /// The current kind with the tuned numbers.
    private func tunedAnimation() -> TableCellAnimation {
        let height = TableAnimationViewCell().tableViewHeight
        let (duration, delay, offset) = (animationDuration, self.delay, tuning.offsetFactor)
        let (damping, velocity) = (tuning.damping, tuning.velocity)
        // Reduce Motion (Apple's guidance: replace motion with a fade): every kind fades its rows in
        // place, with its own duration and stagger, without moving or bouncing.
        if UIAccessibility.isReduceMotionEnabled {
            return TableAnimationFactory.makeFadeAnimation(duration: duration, delayFactor: delay)
        }
        switch tuning.kind {
        case .fadeIn:
            return TableAnimationFactory.makeFadeAnimation(duration: duration, delayFactor: delay)
        case .moveUp:
            return TableAnimationFactory.makeMoveUpAnimation(rowHeight: height, duration: duration, delayFactor: delay, offsetFactor: offset)
        case .moveUpWithFade:
            return TableAnimationFactory.makeMoveUpWithFadeAnimation(rowHeight: height, duration: duration, delayFactor: delay, offsetFactor: offset)
        case .moveUpBounce:
            return TableAnimationFactory.makeMoveUpBounceAnimation(
                rowHeight: height, duration: duration + 0.2, delayFactor: delay, offsetFactor: offset, damping: damping, velocity: velocity)
        case .fade:
            return { cell, indexPath, _ in cell.fadeInAnimation(withDuration: duration, withDelay: delay, forIndex: indexPath.row) }
        case .bounce:
            return { cell, indexPath, _ in
                cell.bouncingAnimation(withDuration: duration, withDelay: delay, forIndex: indexPath.row, offsetFactor: offset, damping: damping, velocity: velocity)
            }
        case .moveIn:
            return { cell, indexPath, _ in cell.moveInAnimation(withDuration: duration, withDelay: delay, forIndex: indexPath.row, offsetFactor: offset) }
        case .rightIn:
            return { cell, indexPath, _ in cell.rightInAnimation(withDuration: duration, withDelay: delay, forIndex: indexPath.row, offsetFactor: offset) }
        case .leftIn:
            return { cell, indexPath, _ in cell.leftInAnimation(withDuration: duration, withDelay: delay, forIndex: indexPath.row, offsetFactor: offset) }
        case .side:
            // Seed 003's "side": even rows from the left, odd rows from the right.
            return { cell, indexPath, _ in
                if (indexPath.row % 2 == 0){
                    cell.leftInAnimation(withDuration: duration, withDelay: delay, forIndex: indexPath.row, offsetFactor: offset)
                }else{
                    cell.rightInAnimation(withDuration: duration, withDelay: delay, forIndex: indexPath.row, offsetFactor: offset)
                }
            }
        }
    }

    /// `rowCount` colours: the seed's five, then shuffled copies of them.
    func rebuildColors() {
        var generator = Self.shuffleGenerator()
        let base = TableTuning.baseColors
        var result = base
        while result.count < tuning.rowCount { result.append(contentsOf: base.shuffled(using: &generator)) }
        colors = Array(result.prefix(max(1, tuning.rowCount)))
    }

    /// A fixed-seed generator, so "shuffled" colours are the same in every run and capture.
    static func shuffleGenerator() -> SplitMix64 { SplitMix64(seed: 0x4B69_6E65_6D61) }
}
