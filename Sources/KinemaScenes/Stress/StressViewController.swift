import Foundation
import KinemaCore
import KinemaLayers
import KinemaUI
import KinemaTweaks

/// The stress workload written the way an iOS developer would: plain `UIView`s in a scroll view, each
/// entrance a `UIView.animate` with a delay. `startCycle()` puts the entering items at their start (no
/// animation) and animates them in.
final class StressViewController: UIViewController {
    private(set) var workload = StressWorkload()
    private let scrollView = UIScrollView()
    private(set) var items: [UIView] = []

    override func loadView() {
        let root = UIView(frame: UIScreen.main.bounds)
        root.backgroundColor = StressWorkload.background
        scrollView.frame = root.bounds
        scrollView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        scrollView.backgroundColor = StressWorkload.background
        scrollView.alwaysBounceVertical = true
        root.addSubview(scrollView)
        view = root
    }

    /// Rebuilds the items for `workload` (only what changed: count, layout or canvas width).
    func apply(_ workload: StressWorkload) {
        let rebuild = workload.count != self.workload.count || workload.layout != self.workload.layout || items.isEmpty
        self.workload = workload
        if rebuild {
            // Last first: each removal is then at the end of the scroll view's subviews (20,000 items
            // removed first to last took a minute).
            items.reversed().forEach { $0.removeFromSuperview() }
            items = (0..<workload.count).map { index in
                let item = UIView()
                item.backgroundColor = StressWorkload.colors[index % StressWorkload.colors.count]
                item.layer.cornerRadius = 4
                if workload.layout == .shadows { Self.makeCard(item) }
                if workload.layout == .flips { item.layer.cornerRadius = StressWorkload.Card.cornerRadius }
                return item
            }
            items.forEach(scrollView.addSubview)
        }
        layoutItems()
    }

    private func layoutItems() {
        let width = scrollView.bounds.width
        UIView.performWithoutAnimation {
            for (index, item) in items.enumerated() {
                let frame = workload.frame(of: index, width: width)
                // Transforms are about the centre: place by centre and size, not by frame.
                item.center = CGPoint(x: frame.midX, y: frame.midY)
                item.bounds = CGRect(origin: .zero, size: frame.size)
            }
        }
        scrollView.contentSize = CGSize(width: width, height: workload.contentHeight(width: width))
    }

    /// A card of the shadows layout, as a card design writes it.
    private static func makeCard(_ card: UIView) {
        typealias Card = StressWorkload.Card
        card.layer.cornerRadius = Card.cornerRadius
        card.layer.shadowColor = UIColor.black.cgColor
        card.layer.shadowOpacity = Card.shadowOpacity
        card.layer.shadowRadius = Card.shadowRadius
        card.layer.shadowOffset = Card.shadowOffset
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        if scrollView.contentSize.width != scrollView.bounds.width { layoutItems() }
    }

    /// One cycle: the entering items jump to their start — transparent, 86.8 points low — and rise into
    /// place, each after its delay (or, flipping, turned 80° in perspective, and turn to face).
    func startCycle() {
        let entrances = workload.entrances(visible: scrollView.bounds)
        if workload.layout == .flips { return flipIn(entrances) }
        // Reduce Motion: the items fade in where they are.
        let rise = UIAccessibility.isReduceMotionEnabled ? .identity : CGAffineTransform(translationX: 0, y: StressWorkload.rise)
        UIView.performWithoutAnimation {
            for entrance in entrances {
                items[entrance.index].alpha = 0
                items[entrance.index].transform = rise
            }
        }
        for entrance in entrances {
            let item = items[entrance.index]
            animateEntrance(after: entrance.delay) {
                item.alpha = 1
                item.transform = .identity
            }
        }
    }

    /// One item's entrance: `animations` after `delay`, on the workload's curve or spring.
    func animateEntrance(after delay: Double, _ animations: @escaping () -> Void) {
        if workload.usesSpring {
            UIView.animate(
                withDuration: workload.duration, delay: delay, usingSpringWithDamping: StressWorkload.springDamping, initialSpringVelocity: 0,
                options: [], animations: animations)
        } else {
            UIView.animate(withDuration: workload.duration, delay: delay, options: [.curveEaseInOut], animations: animations)
        }
    }
}

extension StressViewController {
    /// The flips layout's cycle: each entering card jumps to transparent and turned (`Card.flipStart`),
    /// and turns to face while it fades in, after its delay — a `UIView.animate` on `layer.transform`.
    func flipIn(_ entrances: [(index: Int, delay: Double)]) {
        UIView.performWithoutAnimation {
            for entrance in entrances {
                items[entrance.index].alpha = 0
                items[entrance.index].layer.transform = StressWorkload.Card.flipStart
            }
        }
        for entrance in entrances {
            let item = items[entrance.index]
            animateEntrance(after: entrance.delay) {
                item.alpha = 1
                item.layer.transform = CATransform3DIdentity
            }
        }
    }
}
