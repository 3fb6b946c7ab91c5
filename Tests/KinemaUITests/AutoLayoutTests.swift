import Foundation
import KinemaCore
import Testing
@testable import KinemaUI

/// Auto Layout through UIKit's API. Reference frames are derived by hand from the constraints (each
/// test's comment gives the arithmetic); the solver itself is checked against kiwisolver in
/// KinemaLayoutTests.
@MainActor
@Suite("Auto Layout")
struct AutoLayoutTests {
    /// A view with a fixed intrinsic size, so references are exact.
    final class Sized: UIView {
        var size: CGSize
        init(_ width: CGFloat, _ height: CGFloat) {
            size = CGSize(width: width, height: height)
            super.init(frame: .zero)
            translatesAutoresizingMaskIntoConstraints = false
        }
        required init?(coder: NSCoder) { nil }
        override var intrinsicContentSize: CGSize { size }
    }

    /// Auto Layout's reports, collected from when it is made until `stop()`.
    @MainActor
    final class HeardReports {
        let heard = LayerClassTests.Heard()
        let previous = LayoutReport.reports.sink
        init() { LayoutReport.reports.sink = { [heard] in heard.add($0) } }
        func stop() { LayoutReport.reports.sink = previous }
        var text: String { heard.messages.joined() }
    }

    func container(_ width: CGFloat = 300, _ height: CGFloat = 400) -> UIView {
        UIView(frame: CGRect(x: 0, y: 0, width: width, height: height))
    }

    func child(of parent: UIView) -> UIView {
        let view = UIView()
        view.translatesAutoresizingMaskIntoConstraints = false
        parent.addSubview(view)
        return view
    }

    @Test func pinnedEdges() {
        // leading 20, trailing −20 of 300 → x 20, width 260; top 40, height 100.
        let root = container()
        let view = child(of: root)
        NSLayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            view.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -20),
            view.topAnchor.constraint(equalTo: root.topAnchor, constant: 40),
            view.heightAnchor.constraint(equalToConstant: 100),
        ])
        root.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 20, y: 40, width: 260, height: 100))
        #expect(root.constraints.count == 3 && view.constraints.count == 1, "installed on the nearest common ancestor")
    }

    @Test func centringAndAspectRatio() {
        // width = 0.5 × 300 = 150, height = 2 × width − 20 = 280; centred: x = (300 − 150) / 2 = 75,
        // y = (400 − 280) / 2 = 60.
        let root = container()
        let view = child(of: root)
        NSLayoutConstraint.activate([
            view.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 0.5),
            view.heightAnchor.constraint(equalTo: view.widthAnchor, multiplier: 2, constant: -20),
            view.centerXAnchor.constraint(equalTo: root.centerXAnchor),
            view.centerYAnchor.constraint(equalTo: root.centerYAnchor),
        ])
        root.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 75, y: 60, width: 150, height: 280))
    }

    @Test func inequalitiesWithPriorities() {
        // width ≥ 100 (required), == 50 @750, == 300 @250: the required floor holds; of the optional ones the
        // higher priority is kept as close as it can be, so 100. Without the floor 50 wins; with the 750 one
        // lowered to 200, 300 wins.
        let root = container()
        let view = child(of: root)
        let floor = view.widthAnchor.constraint(greaterThanOrEqualToConstant: 100)
        let high = view.widthAnchor.constraint(equalToConstant: 50)
        high.priority = .defaultHigh
        let low = view.widthAnchor.constraint(equalToConstant: 300)
        low.priority = .defaultLow
        NSLayoutConstraint.activate([floor, high, low, view.heightAnchor.constraint(equalToConstant: 10)])
        root.layoutIfNeeded()
        #expect(view.frame.width == 100)
        floor.isActive = false
        root.layoutIfNeeded()
        #expect(view.frame.width == 50)
        high.priority = UILayoutPriority(200)
        root.layoutIfNeeded()
        #expect(view.frame.width == 300)
    }

    @Test func huggingAndCompressionBetweenTwoViews() {
        // Two views of intrinsic widths 80 and 100 in a row 8 apart, pinned to both edges of a 300-wide
        // container: the one hugging less (the second, 250 < 251) takes the extra 300 − 8 − 80 = 212. In
        // a 120-wide container the one resisting less (the first, 750 < 751) gives way: 120 − 8 − 100 = 12.
        let root = container()
        let first = Sized(80, 20), second = Sized(100, 20)
        root.addSubview(first)
        root.addSubview(second)
        first.setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)
        second.setContentCompressionResistancePriority(UILayoutPriority(751), for: .horizontal)
        NSLayoutConstraint.activate([
            first.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            second.leadingAnchor.constraint(equalTo: first.trailingAnchor, constant: 8),
            second.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            first.topAnchor.constraint(equalTo: root.topAnchor),
            second.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        root.layoutIfNeeded()
        #expect(first.frame == CGRect(x: 0, y: 0, width: 80, height: 20))
        #expect(second.frame == CGRect(x: 88, y: 0, width: 212, height: 20))
        root.frame.size.width = 120
        root.layoutIfNeeded()
        #expect(first.frame.width == 12 && second.frame == CGRect(x: 20, y: 0, width: 100, height: 20))
        second.size.width = 20
        second.invalidateIntrinsicContentSize()
        root.layoutIfNeeded()
        #expect(first.frame.width == 80 && second.frame.width == 32, "measured again: 80 + 8 + 20 fits, the second takes 120 − 8 − 80")
    }

    @Test func changedConstantAnimatesInsideABlock() {
        // The tutorials' idiom: a stored height constraint's constant changes, then layoutIfNeeded() in a
        // linear 1 s block: the model is the new frame at once, on screen it is half way at 0.5 s, and the
        // view pinned 10 below it follows.
        let harness = Harness()
        let (root, panel, below, height) = AutoLayoutAnimationTests().scene(harness)
        #expect(panel.frame.height == 100 && below.frame.minY == 110)
        height.constant = 300
        #expect(panel.frame.height == 100, "nothing moves before a layout pass")
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear]) { root.layoutIfNeeded() }
        #expect(panel.frame.height == 300 && below.frame.minY == 310, "the model is the solved frame at once")
        harness.advance(to: 0.6)
        expectClose(panel.layer.presentation()!.bounds.height, 200, tolerance: 1e-6)
        expectClose(below.layer.presentation()!.position.y, 210 + 25, tolerance: 1e-6)
        harness.advance(to: 1.2)
        #expect(panel.layer.presentation()!.bounds.height == 300)
    }

    @Test func constantEditsEqualAFreshSolve() {
        // A constant edited in place, step after step, lands where a hierarchy built with the final
        // constant does.
        func build(_ constant: CGFloat) -> (UIView, NSLayoutConstraint, [UIView]) {
            let root = container(600, 600)
            var views: [UIView] = []
            var previous: UIView = root
            for index in 0..<10 {
                let view = Sized(CGFloat(20 + index * 3), 30)
                root.addSubview(view)
                NSLayoutConstraint.activate([
                    view.leadingAnchor.constraint(equalTo: previous === root ? root.leadingAnchor : previous.trailingAnchor, constant: 4),
                    view.topAnchor.constraint(greaterThanOrEqualTo: root.topAnchor, constant: CGFloat(index)),
                ])
                views.append(view)
                previous = view
            }
            let edge = views[9].trailingAnchor.constraint(lessThanOrEqualTo: root.trailingAnchor, constant: -constant)
            edge.isActive = true
            return (root, edge, views)
        }
        let (root, edge, views) = build(0)
        for constant in [100, 300, 450, 120, 333] as [CGFloat] {
            edge.constant = -constant
            root.layoutIfNeeded()
            let (fresh, _, freshViews) = build(constant)
            fresh.layoutIfNeeded()
            #expect(views.map(\.frame) == freshViews.map(\.frame), "constant \(constant)")
        }
    }

    @Test func unsatisfiableConstraintsAreLoggedAndOneIsBroken() {
        let heard = HeardReports()
        defer { heard.stop() }
        let root = container()
        let view = child(of: root)
        view.accessibilityIdentifier = "box"
        let narrow = view.widthAnchor.constraint(equalToConstant: 100)
        let wide = view.widthAnchor.constraint(equalToConstant: 200)
        NSLayoutConstraint.activate([narrow, wide, view.heightAnchor.constraint(equalToConstant: 10)])
        root.layoutIfNeeded()
        #expect(view.frame.width == 100, "the constraint added last is broken; the first holds")
        #expect(wide.isActive, "a broken constraint stays active, as in UIKit")
        let log = heard.text
        #expect(log.contains("Unable to simultaneously satisfy constraints."))
        #expect(log.contains("\"<NSLayoutConstraint UIView'box'.width == 200   (active)>\",\n    \"<NSLayoutConstraint UIView'box'.width == 100   (active)>\""), "\(log)")
        #expect(log.contains("Will attempt to recover by breaking constraint\n<NSLayoutConstraint UIView'box'.width == 200   (active)>"))
    }

    @Test func aRequiredIntrinsicSizeGivesWayBeforeYourConstraintsAndFrames() {
        // A 120-wide content view resisting compression at 1000, pinned inside an 80-wide frame-placed box:
        // the content-size constraint is broken (not the box's frame, not the pins), so it is 80 wide.
        let heard = HeardReports()
        defer { heard.stop() }
        let root = container()
        let box = UIView(frame: CGRect(x: 10, y: 10, width: 80, height: 40))
        root.addSubview(box)
        let content = Sized(120, 20)
        content.setContentCompressionResistancePriority(.required, for: .horizontal)
        box.addSubview(content)
        NSLayoutConstraint.activate([
            content.leadingAnchor.constraint(equalTo: box.leadingAnchor), content.trailingAnchor.constraint(equalTo: box.trailingAnchor),
            content.topAnchor.constraint(equalTo: box.topAnchor),
        ])
        root.layoutIfNeeded()
        #expect(box.frame == CGRect(x: 10, y: 10, width: 80, height: 40) && content.frame == CGRect(x: 0, y: 0, width: 80, height: 20))
        #expect(heard.text.contains("Will attempt to recover by breaking constraint\n<NSContentSizeLayoutConstraint width compression>"))
    }

    @Test func aMultiLineLabelWrapsAtTheWidthItIsGiven() {
        // Pinned 20 from each side of 300: 260 wide, and as high as its text wrapped at 260 (UIKit's second
        // pass); with a preferredMaxLayoutWidth of 100 it is measured at 100 instead (taller), still 260 wide.
        let root = container()
        let label = UILabel()
        label.numberOfLines = 0
        label.text = "one two three four five six seven eight nine ten eleven twelve thirteen"
        label.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            label.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -20),
            label.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        root.layoutIfNeeded()
        let wrapped = label.sizeThatFits(CGSize(width: 260, height: CGFloat.greatestFiniteMagnitude)).height
        #expect(label.frame.width == 260 && label.frame.height == wrapped)
        #expect(wrapped > label.font.lineHeight * 1.5, "more than one line")
        label.preferredMaxLayoutWidth = 100
        root.layoutIfNeeded()
        #expect(label.frame.height == label.sizeThatFits(CGSize(width: 100, height: CGFloat.greatestFiniteMagnitude)).height && label.frame.height > wrapped)
    }

    @Test func aConflictingConstantIsLoggedAndALoweredPriorityHeals() {
        // width ≤ 100 (required) and width == 50: raising the second's constant to 150 conflicts — logged,
        // and the edited constraint (yours, the newest) is broken, so the width stays 100; lowered to 999 it
        // is tried again and kept as close as it can be (100).
        let heard = HeardReports()
        defer { heard.stop() }
        let root = container()
        let view = child(of: root)
        let cap = view.widthAnchor.constraint(lessThanOrEqualToConstant: 100)
        let width = view.widthAnchor.constraint(equalToConstant: 50)
        NSLayoutConstraint.activate([cap, width, view.heightAnchor.constraint(equalToConstant: 10)])
        root.layoutIfNeeded()
        #expect(view.frame.width == 50)
        width.constant = 150
        root.layoutIfNeeded()
        #expect(view.frame.width == 100 && heard.text.contains("Unable to simultaneously satisfy constraints"))
        width.priority = UILayoutPriority(999)
        root.layoutIfNeeded()
        #expect(view.frame.width == 100 && !root.layoutState!.engine!.isBroken(width))
    }

    @Test func viewsThatTakeNoPartComeAndGoWithoutARebuild() throws {
        let root = container()
        let view = child(of: root)
        NSLayoutConstraint.activate([view.widthAnchor.constraint(equalToConstant: 10), view.heightAnchor.constraint(equalToConstant: 10)])
        root.layoutIfNeeded()
        let engine = try #require(root.layoutState?.engine)
        let plain = UIView(frame: CGRect(x: 0, y: 0, width: 5, height: 5))
        root.addSubview(plain)
        plain.removeFromSuperview()
        #expect(!engine.needsRebuild && plain.layoutState == nil, "a plain view is no business of the engine's")
    }

    @Test func autoresizingMaskFollowsAConstrainedSuperview() {
        // A constrained panel 40 from each edge of a 300-wide root (so 220 wide); inside it a view framed
        // when the panel was 100 wide, 10 from each side, with a flexible width: as the panel goes to 220
        // its margins stay 10, so it is 220 − 10 − 10 = 200 wide.
        let root = container()
        let panel = child(of: root)
        let inner = UIView(frame: CGRect(x: 10, y: 10, width: 80, height: 20))
        inner.autoresizingMask = [.flexibleWidth]
        panel.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        panel.addSubview(inner)
        NSLayoutConstraint.activate([
            panel.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 40),
            panel.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -40),
            panel.topAnchor.constraint(equalTo: root.topAnchor), panel.heightAnchor.constraint(equalToConstant: 100),
            inner.topAnchor.constraint(equalTo: panel.topAnchor, constant: 10),
        ])
        root.layoutIfNeeded()
        #expect(panel.frame == CGRect(x: 40, y: 0, width: 220, height: 100))
        #expect(inner.frame == CGRect(x: 10, y: 10, width: 200, height: 20))
    }

    @Test func fittingSizeAndAmbiguity() {
        // A card with a 120 × 40 content view 16 inside each edge: compressed, 152 × 72.
        let card = UIView()
        let content = Sized(120, 40)
        card.addSubview(content)
        NSLayoutConstraint.activate([
            content.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 16),
            content.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -16),
            content.topAnchor.constraint(equalTo: card.topAnchor, constant: 16),
            content.bottomAnchor.constraint(equalTo: card.bottomAnchor, constant: -16),
        ])
        #expect(card.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == CGSize(width: 152, height: 72))
        #expect(card.systemLayoutSizeFitting(
            CGSize(width: 300, height: 0), withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
            == CGSize(width: 300, height: 72))
        let root = container()
        let loose = child(of: root)
        NSLayoutConstraint.activate([loose.widthAnchor.constraint(equalToConstant: 10), loose.heightAnchor.constraint(equalToConstant: 10)])
        root.layoutIfNeeded()
        #expect(loose.hasAmbiguousLayout, "no position")
        loose.leadingAnchor.constraint(equalTo: root.leadingAnchor).isActive = true
        loose.topAnchor.constraint(equalTo: root.topAnchor).isActive = true
        #expect(!loose.hasAmbiguousLayout)
    }

    @Test func removingAViewRemovesTheConstraintsThatReachIt() {
        let root = container()
        let view = child(of: root)
        let pin = view.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 5)
        let width = view.widthAnchor.constraint(equalToConstant: 50)
        NSLayoutConstraint.activate([pin, width])
        view.removeFromSuperview()
        #expect(!pin.isActive && width.isActive, "UIKit's rule: constraints from outside go, the view's own stay")
        root.addSubview(view)
        view.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 7).isActive = true
        root.layoutIfNeeded()
        #expect(view.frame.minX == 7 && view.frame.width == 50)
    }
}
