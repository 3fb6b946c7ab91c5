import Foundation
import KinemaCore
import Testing
import KinemaGraphics
@testable import KinemaLayers
@testable import KinemaUI

/// UIKit's view transitions and snapshots, iOS 17's springs and the awaited animation forms, on a
/// window's clock.
@MainActor
@Suite("View transitions, snapshots, iOS 17 springs")
struct TransitionsAndSpringsTests {
    static func tile(_ harness: Harness, color: UIColor = .red) -> UIView {
        let tile = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
        tile.backgroundColor = color
        tile.accessibilityIdentifier = "tile"
        harness.window.addSubview(tile)
        return tile
    }

    /// A snapshot draws what its view draws, at the origin.
    @Test func aSnapshotShowsTheViewAsItIs() throws {
        let harness = Harness()
        let tile = Self.tile(harness)
        let dot = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        dot.backgroundColor = .blue
        tile.addSubview(dot)
        let snapshot = try #require(tile.snapshotView(afterScreenUpdates: false))
        #expect(snapshot.frame == CGRect(x: 0, y: 0, width: 100, height: 100))
        snapshot.accessibilityIdentifier = "snap"
        snapshot.frame.origin = CGPoint(x: 200, y: 300)
        harness.window.addSubview(snapshot)
        let list = harness.advance(to: 0.1)
        let boxes = list.drawnItems(identifiedBy: "snap").compactMap(\.item.deviceBounds)
        #expect(boxes.contains(CGRect(x: 200, y: 300, width: 100, height: 100)))
        #expect(boxes.contains(CGRect(x: 210, y: 310, width: 20, height: 20)), "its subview too")
        #expect(UIView(frame: .zero).snapshotView(afterScreenUpdates: true) == nil)
    }

    /// `.transitionCrossDissolve`: the old look fades out over the new, over the duration on the
    /// default curve (ease in, ease out: half way at half time); the completion runs at the end.
    @Test func crossDissolveFadesTheOldLookOut() throws {
        let harness = Harness()
        let tile = Self.tile(harness)
        var finished: Bool?
        UIView.transition(with: tile, duration: 1, options: .transitionCrossDissolve, animations: {
            tile.backgroundColor = .green
        }, completion: { finished = $0 })
        #expect(tile.backgroundColor == .green, "changed at once")
        let cover = try #require(tile.subviews.first)
        harness.advance(to: 0.5)
        #expect(abs(Double(try #require(cover.layer.presentation()).opacity) - 0.5) < 1e-6)
        harness.advance(to: 1.01)
        #expect(finished == true && tile.subviews.isEmpty)
    }

    /// `transition(from:to:)` puts the new view where the old one was, in its superview; with
    /// `.showHideTransitionViews` it hides one and shows the other instead.
    @Test func fromToReplacesOrHides() {
        let harness = Harness()
        let container = Self.tile(harness)
        let old = UIView(frame: container.bounds)
        container.addSubview(old)
        let new = UIView(frame: container.bounds)
        UIView.transition(from: old, to: new, duration: 0.3, options: .transitionFlipFromRight)
        #expect(old.superview == nil && new.superview === container)
        harness.run(until: 0.4)
        #expect(container.subviews == [new])
        let shown = UIView(frame: container.bounds)
        shown.isHidden = true
        container.addSubview(shown)
        UIView.transition(from: new, to: shown, duration: 0, options: [.showHideTransitionViews])
        #expect(new.isHidden && !shown.isHidden && new.superview === container)
    }

    /// iOS 17's spring: the motion of SwiftUI's `Spring(duration:bounce:)`, and the block completes when
    /// Core Animation's settling estimate says (a critically damped 0.5 s spring: 0.8 s, not 0.735 s).
    @Test func springDurationBounceMovesAndCompletesAsUIKit() throws {
        let harness = Harness()
        let tile = Self.tile(harness)
        var completedAt: Double?
        UIView.animate(springDuration: 0.5, bounce: 0, animations: { tile.center.x = 250 }, completion: { _ in completedAt = harness.now })
        harness.advance(to: 0.2)
        let expected = 150 + 100 * Spring(duration: 0.5, bounce: 0).value(at: 0.2)
        #expect(abs(try #require(tile.layer.presentation()).position.x - expected) < 1e-9)
        harness.run(until: 0.79)
        #expect(completedAt == nil, "not yet at 0.79 s: Core Animation times it 0.8 s")
        harness.run(until: 0.82)
        #expect(abs(try #require(completedAt) - 0.8) < 1.0 / 60 + 1e-9)
    }

    /// The awaited forms return whether the animation finished.
    @Test func awaitedAnimationsSayWhetherTheyFinished() async {
        let harness = Harness()
        let tile = Self.tile(harness)
        let run = Task { @MainActor in await UIView.animate(withDuration: 0.2) { tile.alpha = 0 } }
        await Task.yield()
        harness.run(until: 0.25)
        #expect(await run.value == true)
        let interrupted = Task { @MainActor in await UIView.animate(withDuration: 1, delay: 0, options: []) { tile.alpha = 1 } }
        await Task.yield()
        harness.advance(to: 0.3)
        tile.layer.removeAllAnimations()
        harness.advance(to: 0.35)
        #expect(await interrupted.value == false)
    }
}

/// `CATransition` on a view's layer (Apple's `CATransition` reference: fade, push, moveIn, reveal, with the
/// four subtypes): the look before the change and the look after, moved or faded over the duration.
@MainActor
@Suite("Layer transitions")
struct LayerTransitionTests {
    /// Push from the right, linear over 1 s: half way, the old look is half out to the left and the new
    /// half in from the right; the delegate hears of the end, and the looks are gone.
    @Test func pushFromTheRightMovesBothLooks() throws {
        let harness = Harness()
        let tile = TransitionsAndSpringsTests.tile(harness)
        harness.advance(to: 0.1)
        let push = CATransition()
        push.type = .push
        push.subtype = .fromRight
        push.duration = 1
        tile.layer.add(push, forKey: kCATransitionKey)
        tile.backgroundColor = .blue
        #expect(tile.layer.animation(forKey: kCATransitionKey) is CATransition)
        harness.advance(to: 0.6)
        let looks = tile.subviews
        #expect(looks.count == 2)
        let shifts = try looks.map { try #require($0.layer.presentation()).transform.m41 }
        #expect(abs(shifts[0] + 50) < 1e-6 && abs(shifts[1] - 50) < 1e-6, "old −50, new +50: \(shifts)")
        harness.advance(to: 1.2)
        #expect(tile.subviews.isEmpty && tile.layer.animationKeys() == nil)
    }

    /// A fade: the old look fades out over the new; moveIn: the new slides in over the still old one;
    /// reveal: the old slides away from over the new.
    @Test func fadeMoveInAndReveal() throws {
        let harness = Harness()
        let tile = TransitionsAndSpringsTests.tile(harness)
        harness.advance(to: 0.1)
        let kinds: [(CATransitionType, Int)] = [(.fade, 1), (.moveIn, 2), (.reveal, 1)]
        var time = 0.1
        for (type, count) in kinds {
            let transition = CATransition()
            transition.type = type
            transition.subtype = .fromTop
            transition.duration = 0.5
            tile.layer.add(transition, forKey: nil)
            time += 0.25
            harness.advance(to: time)
            #expect(tile.subviews.count == count, "\(type.rawValue)")
            let moving = try #require(tile.subviews.last?.layer.presentation())
            switch type {
            case .fade: #expect(abs(moving.opacity - 0.5) < 0.02)
            case .moveIn: #expect(abs(moving.transform.m42 + 50) < 3, "the new look half way down from the top")
            default: #expect(abs(moving.transform.m42 - 50) < 3, "the old look half way out at the bottom")
            }
            time += 0.4
            harness.advance(to: time)
            #expect(tile.subviews.isEmpty)
        }
    }

    private let kCATransitionKey = "transition"
}
