import Foundation
import KinemaCore
import Testing
import KinemaGraphics
@testable import KinemaUI

@MainActor
@Suite("Views")
struct ViewsTests {
    @Test func hierarchyAndFrameGeometry() {
        let parent = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        let a = UIView(), b = UIView(), c = UIView()
        parent.addSubview(a)
        parent.addSubview(b)
        parent.insertSubview(c, at: 0)
        #expect(parent.subviews == [c, a, b])
        parent.bringSubviewToFront(c)
        #expect(parent.subviews == [a, b, c])
        b.removeFromSuperview()
        #expect(parent.subviews == [a, c] && b.superview == nil)
        #expect(parent.center == CGPoint(x: 60, y: 45))
        #expect(parent.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
        parent.transform = CGAffineTransform(scaleX: 2, y: 2)
        #expect(parent.frame == CGRect(x: -40, y: -5, width: 200, height: 100), "frame is the transformed bounding box")
        a.tag = 7
        #expect(parent.viewWithTag(7) === a)
        #expect(a.isDescendant(of: parent) && !parent.isDescendant(of: a))
        #expect(parent.description == "<UIView>", "an NSObject description")
        #expect(parent.isEqual(parent) && !parent.isEqual(a))
    }

    /// A view counting its layouts, which sizes its first subview when laid out (marking it).
    final class CountingView: UIView {
        var layouts = 0
        override func layoutSubviews() {
            layouts += 1
            subviews.first?.frame = CGRect(x: 0, y: 0, width: bounds.width / 2, height: bounds.height)
        }
    }

    /// A pass walks only subtrees with a marked view, and still lays out every marked one: deep down,
    /// marked by a layout above it in the same pass, or moved under a new parent while marked.
    @Test func layoutReachesEveryMarkedViewAndOnlyThose() {
        let root = CountingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let middle = CountingView(), leaf = CountingView(), other = CountingView()
        root.addSubview(middle)
        middle.addSubview(leaf)
        root.addSubview(other)
        root.layoutIfNeeded()
        #expect([root.layouts, middle.layouts, leaf.layouts, other.layouts] == [1, 1, 1, 1] as [Int],
                "the first pass lays out each once (middle, sized by root first, is laid out after)")
        #expect(middle.frame.width == 50 && leaf.frame.width == 25, "sizes flowed down in the same pass")
        root.layoutIfNeeded()
        #expect([root.layouts, middle.layouts, leaf.layouts, other.layouts] == [1, 1, 1, 1] as [Int], "nothing marked: nothing laid out")
        leaf.setNeedsLayout()
        root.layoutIfNeeded()
        #expect([root.layouts, middle.layouts, leaf.layouts, other.layouts] == [1, 1, 2, 1] as [Int], "a deep mark reached from the root")
        let moved = CountingView()
        let child = CountingView()
        moved.addSubview(child)
        moved.layoutIfNeeded()
        child.setNeedsLayout()
        other.addSubview(moved)
        root.layoutIfNeeded()
        #expect(child.layouts == 2, "a marked view moved under another parent is reached")
        #expect(other.layouts == 2, "adding a subview marks the parent, as in UIKit")
    }

    /// A subview kept alive past its superview's end reads no superview (and no window) after it, as
    /// UIKit's cleared superview pointer does: the reference is not weak, so the superview clears it.
    @Test func aSubviewOutlivingItsSuperviewHasNone() {
        let child = UIView(), grandchild = UIView()
        weak var gone: UIView?
        do {
            let parent = UIView()
            parent.addSubview(child)
            child.addSubview(grandchild)
            gone = parent
            #expect(child.superview === parent)
        }
        #expect(gone == nil, "the superview ended")
        #expect(child.superview == nil && child.window == nil)
        #expect(grandchild.superview === child, "deeper links stay")
        child.removeFromSuperview()
        #expect(child.superview == nil)
    }

    @Test func nonFiniteGeometryIsIgnored() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.frame = CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10)
        view.center = CGPoint(x: CGFloat.infinity, y: 0)
        view.transform = CGAffineTransform(scaleX: .nan, y: 1)
        #expect(view.frame == CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(view.transform == .identity)
    }

    @Test func stackViewDistributions() {
        // Seed 000's row of four symbol buttons: 342 points wide, 42 high, spacing 6.
        let stack = UIStackView(frame: CGRect(x: 0, y: 0, width: 342, height: 42))
        let config = UIImage.SymbolConfiguration(pointSize: 26, weight: .semibold, scale: .large)
        let buttons = (1...4).map { n -> UIButton in
            let button = UIButton(type: .system)
            button.setImage(UIImage(systemName: "\(n).circle", withConfiguration: config), for: .normal)
            return button
        }
        #expect(buttons[0].intrinsicContentSize == CGSize(width: 41, height: 41))
        buttons.forEach(stack.addArrangedSubview)
        stack.distribution = .fillEqually
        stack.spacing = 6
        stack.layoutIfNeeded()
        #expect(buttons.map(\.frame.minX) == [0, 87, 174, 261])
        #expect(buttons.allSatisfy { $0.frame.width == 81 && $0.frame.height == 42 })
        stack.distribution = .equalSpacing
        stack.alignment = .center
        stack.layoutIfNeeded()
        let gap = (342.0 - 4 * 41) / 3
        for (index, button) in buttons.enumerated() {
            expectClose(button.frame.minX, Double(index) * (41 + gap), tolerance: 1e-9)
            #expect(button.frame.size == CGSize(width: 41, height: 41) && button.frame.minY == 0.5)
        }
        buttons[1].isHidden = true
        stack.distribution = .fillEqually
        stack.layoutIfNeeded()
        #expect(buttons[2].frame.minX == 116, "hidden views take no space")
        stack.axis = .vertical
        stack.frame = CGRect(x: 0, y: 0, width: 100, height: 300)
        stack.alignment = .fill
        stack.layoutIfNeeded()
        #expect(buttons[3].frame == CGRect(x: 0, y: 204, width: 100, height: 96))
    }

    @Test func stackViewFillGivesLeftoverToViewsWithoutIntrinsicSize() {
        let stack = UIStackView(frame: CGRect(x: 0, y: 0, width: 300, height: 60))
        let image = UIImageView(image: UIImage(systemName: "play.fill", withConfiguration: .init(pointSize: 40)))
        let flexible = UIView()
        stack.addArrangedSubview(image)
        stack.addArrangedSubview(flexible)
        stack.spacing = 16
        stack.layoutIfNeeded()
        #expect(image.frame.width == 48)
        #expect(flexible.frame == CGRect(x: 64, y: 0, width: 236, height: 60))
    }

    @Test func labelMeasuresWithInterAdvances() {
        let label = UILabel()
        label.text = "Hello"
        label.font = .systemFont(ofSize: 20)
        // Inter Display (20 pt and up) advances, of 2048 units (fonttools, InterDisplay-Regular.otf's
        // hmtx): H 1364, e 1076, l 392, l 392, o 1128 = 4352 → 42.5 pt; line height (1974 + 502) / 2048
        // × 20 = 24.2 pt.
        #expect(label.intrinsicContentSize == CGSize(width: 43, height: 25))
        label.font = .systemFont(ofSize: 20, weight: .semibold)
        #expect(label.intrinsicContentSize.width > 43, "semibold draws with the bold face")
        // Inter (text, below 20 pt), of 2816 units: H 2084, e 1640, l 668, l 668, o 1680 = 6740 → 45.5 pt
        // at 19 pt; line height (2728 + 680) / 2816 × 19 = 23.0 pt.
        label.font = .systemFont(ofSize: 19)
        #expect(label.intrinsicContentSize == CGSize(width: 46, height: 23))
    }

    @Test func buttonTracksTouchesAndSendsActions() {
        let harness = Harness()
        var events: [String] = []
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 100, y: 100, width: 80, height: 42)
        button.setImage(UIImage(systemName: "2.circle"), for: .normal)
        button.addAction(UIAction { _ in events.append("down") }, for: .touchDown)
        button.addAction(UIAction { action in
            events.append("up inside from \((action.sender as? UIButton) === button ? "button" : "?")")
        }, for: .touchUpInside)
        button.addAction(UIAction { _ in events.append("up outside") }, for: .touchUpOutside)
        harness.window.addSubview(button)
        harness.send(.pointerDown(position: CGPoint(x: 140, y: 120), button: .primary, time: 0))
        #expect(button.isHighlighted)
        #expect(button.imageView?.alpha == 0.2, "a highlighted system button dims its content")
        harness.send(.pointerUp(position: CGPoint(x: 140, y: 121), button: .primary, time: 0.1))
        harness.send(.pointerDown(position: CGPoint(x: 140, y: 120), button: .primary, time: 0.2))
        harness.send(.pointerMove(position: CGPoint(x: 140, y: 400), buttons: [.primary], time: 0.3))
        #expect(!button.isHighlighted, "dragged more than 70 points away")
        harness.send(.pointerUp(position: CGPoint(x: 140, y: 400), button: .primary, time: 0.4))
        #expect(events == ["down", "up inside from button", "down", "up outside"])
        button.isEnabled = false
        #expect(harness.window.hitTest(CGPoint(x: 140, y: 120), with: nil) === harness.window)
    }

    @Test func symbolsKnownAndUnknown() {
        for name in ["1.circle", "9.circle.fill", "plus", "xmark", "play.fill", "pause.fill", "backward.fill",
                     "forward.fill", "chevron.down", "list.bullet", "square.grid.2x2", "square.grid.3x3"] {
            #expect(UIImage(systemName: name) != nil, "\(name)")
            #expect(SymbolLibrary.shapes(for: name, strokeWidth: 0.1)?.isEmpty == false)
        }
        #expect(UIImage(systemName: "no.such.symbol") == nil, "unknown names give nil, as in UIKit")
        let config = UIImage.SymbolConfiguration(pointSize: 26, weight: .semibold, scale: .large)
        #expect(UIImage(systemName: "1.circle.fill", withConfiguration: config)?.size == CGSize(width: 41, height: 41))
        guard case .glyph(let digit, _, _, _, let knockout)? = SymbolLibrary.shapes(for: "4.circle.fill", strokeWidth: 0.1)?.last else {
            Issue.record("no digit")
            return
        }
        #expect(digit == "4" && knockout)
    }
}
