import Foundation
import KinemaUI

/// Auto Layout through KinemaUI: a screen of cards, each a title, a subtitle and a badge placed by
/// anchors (8 constraints a card, with the labels' hugging and compression resistance on top), in a
/// column whose cards hang one below the other. Timed: the first layout pass (the engine built and
/// solved, every frame applied) with about 1,000 constraints; and a pan frame with about 500 — the top
/// card's height constraint's constant moved, then `layoutIfNeeded()` (the incremental edit, the solve
/// and every card below moved), as a pan gesture driving a constraint does.
@MainActor
enum AutoLayoutBenchmarks {
    @MainActor
    struct Screen {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 20_000))
        var constraints: [NSLayoutConstraint] = []
        var height: NSLayoutConstraint!

        init(cards: Int) {
            var above: NSLayoutYAxisAnchor = root.topAnchor
            for index in 0..<cards {
                let card = UIView(), title = UILabel(), subtitle = UILabel(), badge = UIView()
                title.text = "Card \(index)"
                subtitle.text = "A subtitle"
                for view in [title, subtitle, badge] { card.addSubview(view) }
                root.addSubview(card)
                for view in [card, title, subtitle, badge] { view.translatesAutoresizingMaskIntoConstraints = false }
                let cardHeight = card.heightAnchor.constraint(equalToConstant: 80)
                if index == 0 { height = cardHeight }
                constraints += [
                    card.topAnchor.constraint(equalTo: above, constant: 8), cardHeight,
                    card.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
                    card.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16),
                    title.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 12),
                    title.topAnchor.constraint(equalTo: card.topAnchor, constant: 12),
                    subtitle.leadingAnchor.constraint(equalTo: title.leadingAnchor),
                    subtitle.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 4),
                    badge.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -12),
                    badge.centerYAnchor.constraint(equalTo: card.centerYAnchor),
                    badge.widthAnchor.constraint(equalToConstant: 24), badge.heightAnchor.constraint(equalTo: badge.widthAnchor),
                ]
                above = card.bottomAnchor
            }
            NSLayoutConstraint.activate(constraints)
        }
    }

    static func microseconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) * 1e6 + Double(duration.components.attoseconds) / 1e12
    }

    /// Median microseconds of the first layout pass of a fresh screen of `cards` cards.
    static func firstPass(cards: Int) -> (microseconds: Double, constraints: Int) {
        let clock = ContinuousClock()
        var count = 0
        let times = (0..<7).map { _ in
            let screen = Screen(cards: cards)
            count = screen.constraints.count
            return microseconds(clock.measure { screen.root.layoutIfNeeded() })
        }
        return (times.sorted()[times.count / 2], count)
    }

    /// Median, 99th-percentile and worst microseconds of a pan frame over 600 frames.
    static func panFrames(cards: Int) -> (median: Double, p99: Double, worst: Double, constraints: Int) {
        let screen = Screen(cards: cards)
        screen.root.layoutIfNeeded()
        let clock = ContinuousClock()
        var times: [Double] = []
        for frame in 0..<600 {
            let constant = 80 + 200 * (0.5 - 0.5 * cos(Double(frame) / 60 * 2 * .pi))
            times.append(microseconds(clock.measure {
                screen.height.constant = constant
                screen.root.layoutIfNeeded()
            }))
        }
        times.sort()
        return (times[times.count / 2], times[times.count * 99 / 100], times[times.count - 1], screen.constraints.count)
    }

    static func report() {
        print("KinemaUI Auto Layout: cards placed by anchors (12 constraints a card, plus the labels' content sizes)")
        let first = firstPass(cards: 84)
        print(String(format: "  first layout pass, %4d constraints: %9.1f µs (median of 7)", first.constraints, first.microseconds))
        let pan = panFrames(cards: 42)
        print(String(format: "  a pan frame (constant + layoutIfNeeded), %d constraints, 600 frames: median %.1f µs, 99th %.1f µs, worst %.1f µs",
                     pan.constraints, pan.median, pan.p99, pan.worst))
    }
}
