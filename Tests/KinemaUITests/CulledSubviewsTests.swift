import Foundation
import KinemaCore
import Testing
import KinemaGraphics
@testable import KinemaUI

/// The walk that leaves out, unread, the subviews that drew nothing and have not changed
/// (`CulledSubviews`) builds the same DisplayList and the same still span as the long way, frame by
/// frame, through every kind of change that can make such a subview draw again; after every frame the
/// memo itself is checked against the long way (`Harness.advanceChecking`).
@MainActor
@Suite("Culled subviews")
struct CulledSubviewsTests {
    /// A window with a clipping scroll view of 100 cells, 10 to a row 50 points apart: rows 0–7 inside
    /// its 400 points, rows 8–9 below them; cells 30–39 transparent, 40–44 hidden.
    @MainActor
    struct Scene {
        let harness: Harness
        let scroll: UIScrollView
        var cells: [UIView] = []

        init(leavesOut: Bool) {
            harness = Harness()
            scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 400))
            harness.window.leavesOutQuietSubviews = leavesOut
            scroll.contentSize = CGSize(width: 390, height: 1000)
            harness.window.addSubview(scroll)
            for index in 0..<100 {
                let cell = UIView(frame: CGRect(x: 5 + 38 * CGFloat(index % 10), y: 10 + 50 * CGFloat(index / 10), width: 30, height: 20))
                cell.backgroundColor = .systemBlue
                cell.accessibilityIdentifier = "cell \(index)"
                if (30..<40).contains(index) { cell.alpha = 0 }
                if (40..<45).contains(index) { cell.isHidden = true }
                scroll.addSubview(cell)
                cells.append(cell)
            }
        }
    }

    /// The changes, each made to both scenes at its moment: after each, the list shows it at once.
    static let changes: [(time: Double, name: String, change: @MainActor (Scene) -> Void)] = [
        (0.3, "a cell below the fold animated in after a delay", { scene in
            UIView.animate(withDuration: 0.4, delay: 0.3, options: [.curveEaseInOut]) { scene.cells[95].center.y -= 300 }
        }),
        (0.5, "a cell below the fold moved in", { $0.cells[91].center.y -= 300 }),
        (0.6, "a hidden cell shown", { $0.cells[41].isHidden = false }),
        (0.7, "a transparent cell made opaque", { $0.cells[32].alpha = 1 }),
        (0.8, "a transparent cell faded in after a delay", { scene in
            UIView.animate(withDuration: 0.3, delay: 0.2) { scene.cells[35].alpha = 1 }
        }),
        (1.0, "a subview reaching into view added to a cell below the fold", { scene in
            let inner = UIView(frame: CGRect(x: 0, y: -300, width: 10, height: 10))
            inner.backgroundColor = .systemRed
            inner.accessibilityIdentifier = "inner"
            scene.cells[87].addSubview(inner)
        }),
        (1.2, "a cell below the fold brought to the front and moved in", { scene in
            scene.scroll.bringSubviewToFront(scene.cells[96])
            scene.cells[96].center.y -= 350
        }),
        (1.4, "a transparent cell given a colour (it stays transparent)", { $0.cells[33].backgroundColor = .systemRed }),
        (1.6, "the content scrolled", { $0.scroll.contentOffset = CGPoint(x: 0, y: 120) }),
        (1.9, "a cell below the fold taken out and put in the window", { scene in
            let cell = scene.cells[98]
            cell.removeFromSuperview()
            scene.harness.window.addSubview(cell)
        }),
        (2.1, "a cell hidden and its neighbour below the fold moved in", { scene in
            scene.cells[12].isHidden = true
            scene.cells[93].center.y -= 300
        }),
    ]

    @Test func leavingOutQuietSubviewsChangesNothingDrawn() {
        let fast = Scene(leavesOut: true), reference = Scene(leavesOut: false)
        var pending = Self.changes
        var frame = 0
        var differences: [String] = []
        var lastChange = "none yet"
        while Double(frame) / 60 < 2.6 {
            let time = Double(frame) / 60
            while let change = pending.first, change.time <= time + 1e-9 {
                change.change(fast)
                change.change(reference)
                lastChange = change.name
                pending.removeFirst()
            }
            let list = fast.harness.advanceChecking(to: time), still = fast.harness.window.stillUntil
            let expected = reference.harness.advanceChecking(to: time), expectedStill = reference.harness.window.stillUntil
            if list != expected { differences.append("list at \(time), after \(lastChange)") }
            if still != expectedStill {
                differences.append("still span at \(time), after \(lastChange): \(String(describing: still)) ≠ \(String(describing: expectedStill))")
            }
            frame += 1
        }
        #expect(differences.isEmpty, "\(differences.prefix(5))")
        // The changes showed (the reference is the long way, so this checks the scene, not the memo).
        let last = reference.harness.advanceChecking(to: 2.6)
        for identifier in ["cell 95", "cell 91", "cell 41", "cell 32", "cell 35", "inner", "cell 96", "cell 93"] {
            #expect(!last.items(identifiedBy: identifier).isEmpty, "\(identifier) drawn")
        }
        // The memo did leave subviews out (the cells below the fold, hidden and transparent ones).
        #expect((fast.scroll.culledSubviews?.skips ?? 0) > 1000)
        #expect((reference.scroll.culledSubviews?.skips ?? 0) == 0)
    }

    /// A walk unlike the one before (the content scrolls every frame) keeps no slots: nothing is left
    /// out, and what is drawn follows the scroll.
    @Test func aWalkThatChangesEveryFrameKeepsNothing() {
        let scene = Scene(leavesOut: true)
        for frame in 0..<30 {
            scene.scroll.contentOffset = CGPoint(x: 0, y: Double(frame) * 10)
            let list = scene.harness.advanceChecking(to: Double(frame) / 60)
            let shown = FramePathTests.drawn("cell 90", in: list)
            // Row 9 (y 460 in the content) shows once the offset brings it above 400.
            #expect((shown != nil) == (460 - Double(frame) * 10 < 400 + 2), "frame \(frame)")
        }
        #expect((scene.scroll.culledSubviews?.skips ?? 0) == 0)
    }

    /// A subview that adds a view to its container while it draws (UIKit lets drawing code change the
    /// hierarchy): the container's memo is dropped in the middle of the walk that reads it. The walk
    /// goes on over the subviews it began with, leaving none out and keeping none, and the view added
    /// is drawn from the next frame.
    @Test func aSubviewChangingItsContainerWhileDrawingDropsTheMemoMidWalk() {
        let scene = Scene(leavesOut: true)
        let changer = ContainerChanger(frame: CGRect(x: 5, y: 10, width: 30, height: 20))
        changer.backgroundColor = .systemGreen
        scene.scroll.insertSubview(changer, at: 0)
        for frame in 0..<3 { _ = scene.harness.advanceChecking(to: Double(frame) / 60) }
        let skipsBefore = scene.scroll.culledSubviews?.skips ?? 0
        #expect(skipsBefore > 0, "the memo is in use before the change")
        let added = UIView(frame: CGRect(x: 200, y: 300, width: 30, height: 20))
        added.backgroundColor = .systemRed
        added.accessibilityIdentifier = "added"
        changer.adding = added
        changer.backgroundColor = .systemOrange  // a change, so the window walks its views again
        let during = scene.harness.advanceChecking(to: 3.0 / 60)
        #expect(added.superview === scene.scroll)
        #expect(scene.scroll.culledSubviews?.skips == skipsBefore, "nothing left out after the memo was dropped")
        #expect(!during.items(identifiedBy: "cell 0").isEmpty, "the walk went on past the change")
        #expect(during.items(identifiedBy: "added").isEmpty, "the view added is not in the walk that added it")
        let next = scene.harness.advanceChecking(to: 4.0 / 60)
        #expect(!next.items(identifiedBy: "added").isEmpty)
        #expect(!next.items(identifiedBy: "cell 0").isEmpty)
    }

    /// A subview in the middle that, while drawing, puts a view first among its container's subviews
    /// and walks the window again: the walk inside makes new slots for the new order, and the walk
    /// around it, whose indices now name other subviews, keeps none of its own in them (nor names them
    /// to its subviews). Every frame from then on draws what the long way draws.
    @Test func aWalkInsideAWalkLeavesTheOuterWalksSlotsAlone() {
        let fast = Scene(leavesOut: true), reference = Scene(leavesOut: false)
        var changers: [ContainerChanger] = []
        for scene in [fast, reference] {
            let changer = ContainerChanger(frame: CGRect(x: 5, y: 110, width: 30, height: 20))
            changer.backgroundColor = .systemGreen
            changer.walksTheWindowAgain = true
            scene.scroll.insertSubview(changer, at: 50)
            changers.append(changer)
        }
        for frame in 0..<3 {
            let same = fast.harness.advanceChecking(to: Double(frame) / 60) == reference.harness.advanceChecking(to: Double(frame) / 60)
            #expect(same, "frame \(frame)")
        }
        for (scene, changer) in zip([fast, reference], changers) {
            let added = UIView(frame: CGRect(x: 200, y: 300, width: 30, height: 20))
            added.backgroundColor = .systemRed
            added.accessibilityIdentifier = "added"
            changer.adding = added
            changer.inserts = true
            changer.backgroundColor = .systemOrange
            _ = scene.harness.advanceChecking(to: 3.0 / 60)
            #expect(scene.scroll.subviews.first === added)
        }
        for frame in 4..<8 {
            let time = Double(frame) / 60
            // A cell below the fold that the walk inside kept moves into view: its slot must be the one
            // it forgets (the walk around it once named the slot before, and the cell stayed left out).
            if frame == 6 { for scene in [fast, reference] { scene.cells[85].center.y -= 300 } }
            let list = fast.harness.advanceChecking(to: time), expected = reference.harness.advanceChecking(to: time)
            let same = list == expected
            #expect(same, "frame \(frame): the list differs from the long way's")
            #expect(!list.items(identifiedBy: "cell 29").isEmpty && !list.items(identifiedBy: "added").isEmpty, "frame \(frame)")
        }
        #expect((fast.scroll.culledSubviews?.skips ?? 0) > 0, "the memo is in use again")
    }

    /// Adds `adding` to its superview the next time it draws (first among its subviews when `inserts`),
    /// and then, when `walksTheWindowAgain`, builds its window's list from inside its own drawing.
    /// Draws from state of its own (what to add), so its window walks it at every frame.
    final class ContainerChanger: UIView {
        var adding: UIView?
        var inserts = false
        var walksTheWindowAgain = false

        override init(frame: CGRect) {
            super.init(frame: frame)
            drawsFromUnwatchedState = true
        }

        required init?(coder: NSCoder) { nil }

        override func draw(in canvas: inout DisplayCanvas, bounds: CGRect, time: Double) {
            super.draw(in: &canvas, bounds: bounds, time: time)
            guard let adding else { return }
            self.adding = nil
            if inserts { superview?.insertSubview(adding, at: 0) } else { superview?.addSubview(adding) }
            if walksTheWindowAgain { _ = window?.displayList() }
        }
    }
}
