import Foundation
import KinemaCore
import Testing
import KinemaGraphics
@testable import KinemaUI

/// The frame path's shortcuts show exactly what the long way shows: a view's kept presentation values
/// (`PresentedCache`) and the plain views left out where a clipping ancestor hides them. After every
/// frame each shortcut's structure is checked against the long way too (`Harness.advanceChecking`).
@MainActor
@Suite("Frame path")
struct FramePathTests {
    /// The box of the one rounded rectangle `identifier` draws, in device points, and its opacity.
    static func drawn(_ identifier: String, in list: DisplayList) -> (box: CGRect, opacity: Double)? {
        for (item, opacity) in list.drawnItems(identifiedBy: identifier) {
            if case .rect(let rect) = item { return (rect.rect.applying(rect.transform), opacity) }
        }
        return nil
    }

    static func cell(_ identifier: String, in parent: UIView, frame: CGRect) -> UIView {
        let cell = UIView(frame: frame)
        cell.backgroundColor = .systemBlue
        cell.accessibilityIdentifier = identifier
        parent.addSubview(cell)
        return cell
    }

    /// A delayed entrance shows its start through the delay (kept between frames), moves from the
    /// frame its delay ends, and shows the model once its block is over: frame by frame, the same as a
    /// view that is worked out afresh every frame (the reference: the animation's own values).
    @Test func aWaitingAnimationShowsItsStartThenMoves() {
        let harness = Harness()
        let cell = Self.cell("cell", in: harness.window, frame: CGRect(x: 10, y: 100, width: 40, height: 20))
        UIView.performWithoutAnimation {
            cell.alpha = 0
            cell.transform = CGAffineTransform(translationX: 0, y: 80)
        }
        harness.advanceChecking(to: 0)
        UIView.animate(withDuration: 0.5, delay: 0.25, options: [.curveLinear]) {
            cell.alpha = 1
            cell.transform = .identity
        }
        var frames: [(time: Double, alpha: Double, y: CGFloat)] = []
        var time = 0.0
        while time < 0.9 {
            time += 1.0 / 60
            let list = harness.advanceChecking(to: time)
            let shown = Self.drawn("cell", in: list)
            frames.append((time, shown?.opacity ?? 0, shown?.box.minY ?? .nan))
        }
        for frame in frames {
            // Linear curve: the expected values are the line itself (tolerance: float rounding).
            let progress = min(1, max(0, (frame.time - 0.25) / 0.5))
            expectClose(frame.alpha, progress, tolerance: 1e-9, "alpha at \(frame.time)")
            if progress > 0.001 {
                expectClose(Double(frame.y), 100 + 80 * (1 - progress), tolerance: 1e-9, "y at \(frame.time)")
            }
        }
        // The waiting frames drew nothing (alpha 0); the first frame past the delay draws the cell.
        #expect(frames.first { $0.alpha > 0 }.map { $0.time > 0.25 } == true)
    }

    /// A property set while the view's values are kept shows at the next frame: the change count
    /// drops what was kept, whether the set animates or not.
    @Test func aChangeWhileWaitingShowsAtOnce() {
        let harness = Harness()
        let cell = Self.cell("cell", in: harness.window, frame: CGRect(x: 10, y: 100, width: 40, height: 20))
        UIView.animate(withDuration: 0.5, delay: 10) { cell.backgroundColor = .systemRed }
        let before = harness.advanceChecking(to: 1)
        #expect(Self.drawn("cell", in: before)?.box.minX == 10)
        #expect(Self.drawn("cell", in: harness.advanceChecking(to: 2))?.box.minX == 10)
        cell.center.x += 100
        #expect(Self.drawn("cell", in: harness.advanceChecking(to: 3))?.box.minX == 110)
        cell.layer.cornerRadius = 6
        let list = harness.advanceChecking(to: 4)
        guard case .rect(let rect)? = list.items(identifiedBy: "cell").first else {
            Issue.record("the cell drew no rectangle")
            return
        }
        #expect(rect.cornerRadius == 6)
    }

    /// A paused property animator scrubbed by `fractionComplete` moves its views without touching their
    /// properties: its animations are never kept between frames.
    @Test func aScrubbedAnimatorIsNeverKept() {
        let harness = Harness()
        let cell = Self.cell("cell", in: harness.window, frame: CGRect(x: 0, y: 100, width: 40, height: 20))
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { cell.center.x += 200 }
        animator.pauseAnimation()
        var xs: [CGFloat] = []
        for (step, fraction) in [0.0, 0.25, 0.5, 0.25].enumerated() {
            animator.fractionComplete = fraction
            xs.append(Self.drawn("cell", in: harness.advanceChecking(to: Double(step) + 1))?.box.minX ?? .nan)
        }
        #expect(xs == [0, 50, 100, 50])
    }

    /// Plain views wholly outside a scroll view (which clips) are left out; one that reaches into it by
    /// a pixel, and a subclass (which may draw anywhere), are kept.
    @Test func plainViewsOutsideAClipAreLeftOut() {
        let harness = Harness()
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 400))
        harness.window.addSubview(scroll)
        _ = Self.cell("inside", in: scroll, frame: CGRect(x: 10, y: 10, width: 40, height: 20))
        _ = Self.cell("below", in: scroll, frame: CGRect(x: 10, y: 500, width: 40, height: 20))
        _ = Self.cell("edge", in: scroll, frame: CGRect(x: 10, y: 399, width: 40, height: 20))
        let label = UILabel(frame: CGRect(x: 10, y: 600, width: 200, height: 20))
        label.text = "below the fold"
        label.accessibilityIdentifier = "label"
        scroll.addSubview(label)
        let list = harness.advanceChecking(to: 0)
        #expect(!list.items(identifiedBy: "inside").isEmpty)
        #expect(!list.items(identifiedBy: "edge").isEmpty)
        #expect(list.items(identifiedBy: "below").isEmpty)
        #expect(!list.items(identifiedBy: "label").isEmpty)
        // Scrolled into view, it is drawn again.
        scroll.contentSize = CGSize(width: 390, height: 1000)
        scroll.contentOffset = CGPoint(x: 0, y: 300)
        #expect(Self.drawn("below", in: harness.advanceChecking(to: 4))?.box.minY == 200)
    }

    /// The address of a list's items: the same for a list handed out again.
    static func storage(_ list: DisplayList) -> UnsafeRawPointer? {
        list.items.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) }
    }

    /// A window where nothing can change hands out its last list again (the renderer then neither draws
    /// nor presents); each kind of change — a property, the hierarchy, hiding, clipping, an identifier,
    /// a waiting animation's start — brings a new list showing it.
    @Test func aStillWindowHandsOutItsListAgain() {
        let harness = Harness()
        let cell = Self.cell("cell", in: harness.window, frame: CGRect(x: 10, y: 100, width: 40, height: 20))
        var last = harness.advanceChecking(to: 0)
        func expectReused(at time: Double, _ comment: Comment) {
            let list = harness.advanceChecking(to: time)
            #expect(Self.storage(list) == Self.storage(last), comment)
            last = list
        }
        func expectFresh(at time: Double, _ comment: Comment, showing check: (DisplayList) -> Bool) {
            let list = harness.advanceChecking(to: time)
            #expect(Self.storage(list) != Self.storage(last), comment)
            #expect(check(list), comment)
            last = list
        }
        expectReused(at: 0.1, "nothing changed")
        cell.center.x += 50
        expectFresh(at: 0.2, "a property set") { Self.drawn("cell", in: $0)?.box.minX == 60 }
        expectReused(at: 0.3, "still again")
        let other = Self.cell("other", in: harness.window, frame: CGRect(x: 200, y: 100, width: 40, height: 20))
        expectFresh(at: 0.4, "a subview added") { !$0.items(identifiedBy: "other").isEmpty }
        other.isHidden = true
        expectFresh(at: 0.5, "a view hidden") { $0.items(identifiedBy: "other").isEmpty }
        // Values set again as they are (what a panel refreshed every frame does) change nothing.
        other.isHidden = true
        cell.isHidden = false
        cell.clipsToBounds = false
        expectReused(at: 0.55, "values set again as they were")
        cell.accessibilityIdentifier = "renamed"
        expectFresh(at: 0.6, "an identifier set") { !$0.items(identifiedBy: "renamed").isEmpty }
        harness.window.clipsToBounds = true
        expectFresh(at: 0.7, "a clip set") { $0.items.contains { if case .pushClip = $0 { true } else { false } } }
        UIView.animate(withDuration: 0.5, delay: 1) { cell.alpha = 0.5 }
        expectFresh(at: 0.8, "an animation added") { Self.drawn("renamed", in: $0)?.opacity == 1 }
        expectReused(at: 1.5, "waiting out its delay")
        expectFresh(at: 1.9, "the animation under way") { (Self.drawn("renamed", in: $0)?.opacity ?? 1) < 1 }
        expectFresh(at: 2.0, "still moving") { (Self.drawn("renamed", in: $0)?.opacity ?? 1) < 1 }
        _ = harness.advanceChecking(to: 2.4)
        last = harness.advanceChecking(to: 5.5)
        expectReused(at: 2.6, "over and completed")
        #expect(Self.drawn("renamed", in: last)?.opacity == 0.5)
    }

    /// Labels, image views and tab bars keep their picture until a property they draw changes (each
    /// setter counts a display change), as every view's content does on iOS until `setNeedsDisplay()`:
    /// the list is handed out again while nothing changes, and each change brings a new one (checked
    /// the long way at every frame). A view that draws from state of its own is drawn every frame; so
    /// is a scroll view's indicator while it fades after a scroll.
    @Test func labelsAndImageViewsKeepTheirPictureUntilTheyChange() {
        let harness = Harness()
        let label = UILabel(frame: CGRect(x: 10, y: 10, width: 300, height: 60))
        label.text = "steady"
        let image = UIImageView(frame: CGRect(x: 10, y: 100, width: 40, height: 40))
        image.image = UIImage(systemName: "play.fill")
        let bar = UITabBar(frame: CGRect(x: 0, y: 700, width: 390, height: 83))
        let item = UITabBarItem(title: "Home", image: UIImage(systemName: "house.fill"), tag: 0)
        bar.items = [item, UITabBarItem(title: "Search", image: UIImage(systemName: "magnifyingglass"), tag: 1)]
        for view in [label, image, bar] { harness.window.addSubview(view) }
        let first = harness.advanceChecking(to: 0)
        #expect(Self.storage(harness.advanceChecking(to: 0.1)) == Self.storage(first), "nothing changed: the same list")
        let changes: [(String, () -> Void)] = [
            ("text", { label.text = "changed" }), ("font", { label.font = .boldSystemFont(ofSize: 22) }),
            ("textColor", { label.textColor = .systemRed }), ("textAlignment", { label.textAlignment = .center }),
            ("numberOfLines", { label.text = "a text long enough to wrap onto a second line of the label"; label.numberOfLines = 2 }),
            ("highlightedTextColor", { label.highlightedTextColor = .systemGreen; label.isHighlighted = true }),
            ("image", { image.image = UIImage(systemName: "pause.fill") }), ("tintColor", { image.tintColor = .systemPink }),
            ("highlightedImage", { image.highlightedImage = UIImage(systemName: "backward.fill"); image.isHighlighted = true }),
            ("a tab's title", { item.title = "Start" }), ("the selected tab", { bar.selectedItem = item }),
            ("unselectedItemTintColor", { bar.unselectedItemTintColor = .systemOrange }),
        ]
        var time = 0.2
        for (name, change) in changes {
            let before = harness.advanceChecking(to: time)
            change()
            let after = harness.advanceChecking(to: time + 0.05)
            #expect(after != before, "\(name) changed the picture")
            #expect(Self.storage(harness.advanceChecking(to: time + 0.1)) == Self.storage(after), "\(name): still again")
            time += 0.2
        }
        label.drawsFromUnwatchedState = true
        let unwatched = harness.advanceChecking(to: time)
        #expect(Self.storage(harness.advanceChecking(to: time + 0.1)) != Self.storage(unwatched), "drawn from its own state: every frame")
        for view in [label, image, bar] { view.removeFromSuperview() }
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 400))
        scroll.contentSize = CGSize(width: 390, height: 2000)
        harness.window.addSubview(scroll)
        _ = harness.advanceChecking(to: 4)
        let settled = harness.advanceChecking(to: 4.1)
        #expect(Self.storage(harness.advanceChecking(to: 4.2)) == Self.storage(settled), "no indicator: still")
        scroll.contentOffset = CGPoint(x: 0, y: 100)
        let scrolled = harness.advanceChecking(to: 4.3)
        let fading = harness.advanceChecking(to: 4.7)
        #expect(Self.storage(fading) != Self.storage(scrolled), "the indicator fades")
        let gone = harness.advanceChecking(to: 5.5)
        #expect(Self.storage(harness.advanceChecking(to: 5.6)) == Self.storage(gone), "faded: still again")
    }

    /// The frame path reads an entry's animation at the entry's own address: it must come first, for
    /// every value type a view animates.
    @Test func anEntrysAnimationComesFirst() {
        #expect(MemoryLayout<TrackEntry<CGFloat>>.offset(of: \.animation) == 0)
        #expect(MemoryLayout<TrackEntry<CGPoint>>.offset(of: \.animation) == 0)
        #expect(MemoryLayout<TrackEntry<CGRect>>.offset(of: \.animation) == 0)
        #expect(MemoryLayout<TrackEntry<RGBAColor>>.offset(of: \.animation) == 0)
        #expect(MemoryLayout<TrackEntry<CGAffineTransform.Decomposition>>.offset(of: \.animation) == 0)
        #expect(TrackEntry<CGFloat>.animationOffset == 0)
    }
}
