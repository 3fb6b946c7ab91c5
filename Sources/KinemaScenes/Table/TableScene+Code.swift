import Foundation
import KinemaCore
import KinemaTweaks

extension TableScene {
    /// The bounces are springs (seed 000's plays 0.2 s longer than its duration).
    package var tunedSpring: TunedSpring? {
        kind.isSpring ? TunedSpring(duration: $duration, damping: $damping, velocity: $velocity, durationOffset: kind == .moveUpBounce ? 0.2 : 0) : nil
    }

    /// The other kinds run `UIView.animate`'s default curve, ease-in-out, over the duration.
    package var curveInFocus: (curve: CubicBezier, duration: Double)? {
        kind.isSpring ? nil : (.easeInEaseOut, duration)
    }

    /// The picked animation's timing, what it moves and its stagger (the delay per row).
    package var exportedMotion: ExportedMotion? {
        let note = staggersFromScreenTop ? "the row at the top of the screen counting as 0" : nil
        return tunedTiming.map { ExportedMotion(motion: $0, properties: kind.animatedProperties, stagger: MotionStagger(seconds: delay, each: "row", note: note)) }
    }

    /// The picked animation as the UIKit calls its seed makes for a row at `indexPath` (seed 000's
    /// factory, or seed 003's `UITableViewCell` extension written out), with the tuned numbers.
    package func swiftCode() -> String? {
        let n = SwiftSource.number
        let duration = self.duration, delay = n(self.delay), offset = n(self.offset)
        let rowDelay = "delay: \(delay) * Double(indexPath.row)"
        func spring(duration: Double, options: String?) -> DurationSpringCode {
            DurationSpringCode(
                duration: duration, delay: "\(delay) * Double(indexPath.row)", damping: damping, velocity: velocity,
                options: options, rule: durationSpringRule)
        }
        let home = "cell.transform = CGAffineTransform(translationX: 0, y: 0)"
        var lines = ["// \(kind.title) (\(kind.isFromSeed000 ? "seed 000's TableAnimationFactory" : "seed 003's UITableViewCell extension")), for the cell at indexPath"]
        switch kind {
        case .fadeIn:
            lines += ["cell.alpha = 0",
                      "UIView.animate(withDuration: \(n(duration)), \(rowDelay), animations: {",
                      "    cell.alpha = 1", "})"]
        case .moveUp, .moveUpWithFade:
            lines += ["cell.transform = CGAffineTransform(translationX: 0, y: rowHeight * \(offset))"]
            if kind == .moveUpWithFade { lines += ["cell.alpha = 0"] }
            lines += ["UIView.animate(withDuration: \(n(duration)), \(rowDelay), options: [.curveEaseInOut], animations: {",
                      "    \(home)"]
            if kind == .moveUpWithFade { lines += ["    cell.alpha = 1"] }
            lines += ["})"]
        case .moveUpBounce:
            // Seed 000 plays its bounce for the duration + 0.2 s.
            lines += ["cell.transform = CGAffineTransform(translationX: 0, y: rowHeight * \(offset))"]
                + spring(duration: duration + 0.2, options: "[.curveEaseInOut]").lines(body: ["    \(home)"])
        case .fade:
            lines += ["cell.alpha = 0",
                      "UIView.animate(withDuration: \(n(duration)), \(rowDelay), animations: {",
                      "    cell.alpha = 1.0", "}, completion: nil)"]
        case .bounce:
            lines += ["cell.transform = CGAffineTransform(translationX: 0, y: cell.frame.height * \(offset))"]
                + spring(duration: duration, options: nil).lines(body: ["    \(home)"])
        case .moveIn:
            lines += ["cell.alpha = 0",
                      "cell.transform = CGAffineTransform(translationX: 0, y: cell.frame.height * \(offset))",
                      "UIView.animate(withDuration: \(n(duration)), \(rowDelay), animations: {",
                      "    cell.alpha = 1", "    \(home)", "})"]
        case .rightIn, .leftIn, .side:
            let from = kind == .rightIn ? "cell.bounds.width" : kind == .leftIn ? "-cell.bounds.width" : "(indexPath.row % 2 == 0 ? -cell.bounds.width : cell.bounds.width)"
            lines += ["cell.transform = CGAffineTransform(translationX: \(from) * \(offset), y: 0)",
                      "UIView.animate(withDuration: \(n(duration)), \(rowDelay), animations: {",
                      "    \(home)", "})"]
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
