import Foundation
import KinemaCore
import Testing
@testable import KinemaUI

/// A property's one animation of a block without a completion, time-driven and not additive (an alpha
/// fade in a grid's staggered entrance), is held in its track rather than in a list. Everything a program
/// can see is as for any animation: each case below goes through the held form and checks what shows.
@MainActor
@Suite("An animation held in its track")
struct PlainTrackEntryTests {
    /// A 10 × 10 view in a fresh harness's window, faded to 0 over 1 s linearly by a block without a
    /// completion (delay 0.5 s, `options` added).
    static func fading(_ options: UIView.AnimationOptions = []) -> (Harness, UIView) {
        let (harness, view) = CompletionlessBlockTests.viewInWindow()
        UIView.animate(withDuration: 1, delay: 0.5, options: options.union(.curveLinear), animations: { view.alpha = 0 })
        return (harness, view)
    }

    static func opacity(_ view: UIView) -> Double { Double(view.layer.presentation()!.opacity) }

    @Test func itShowsWhatAListedEntryWould() {
        let (harness, view) = Self.fading()
        #expect(view.alphaTrack.holdsPlainAnimation)
        #expect(view.alphaTrack.entries.count == 1 && view.alphaTrack.entries[0].group == nil, "seen as one entry without a group")
        // Linear from 1 to 0 between 0.5 and 1.5 s; it shows its start while it waits.
        for (time, expected) in [(0.25, 1.0), (0.5, 1.0), (0.75, 0.75), (1.0, 0.5), (1.4, 0.1)] {
            harness.advance(to: time)
            expectClose(Self.opacity(view), expected, tolerance: 1e-6, "t = \(time)")
        }
        harness.advance(to: 1.5)
        #expect(!view.hasRunningAnimations && !view.alphaTrack.holdsPlainAnimation, "taken off at its end")
        #expect(Self.opacity(view) == 0)
    }

    @Test func aNewerBlockWithoutACompletionReplacesItInPlace() {
        let (harness, view) = Self.fading()
        harness.advance(to: 1)
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { view.alpha = 1 })
        #expect(view.alphaTrack.holdsPlainAnimation && view.alphaTrack.entries.count == 1, "still one, held")
        // From the model it replaced (0, UIKit's jump to the old target), to 1 over 1 s.
        harness.advance(to: 1.25)
        expectClose(Self.opacity(view), 0.25, tolerance: 1e-6)
        harness.advance(to: 1.5)
        #expect(view.hasRunningAnimations, "the replaced block's end does not take the newer animation off")
        harness.advance(to: 2)
        #expect(!view.hasRunningAnimations)
        #expect(harness.window.engine.runningGroupCount == 0)
    }

    @Test func aBlockWithACompletionReplacesItAndFinishes() {
        let (harness, view) = Self.fading()
        harness.advance(to: 1)
        var finished: [Bool] = []
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { view.alpha = 0.5 }, completion: { finished.append($0) })
        #expect(!view.alphaTrack.holdsPlainAnimation, "a block with a completion is listed")
        #expect(view.alphaTrack.entries.count == 1 && view.alphaTrack.entries[0].group != nil, "and the held one is gone")
        harness.advance(to: 1.5)
        expectClose(Self.opacity(view), 0.25, tolerance: 1e-6, "from 0 to 0.5, half way")
        harness.advance(to: 2)
        #expect(finished == [true])
        #expect(!view.hasRunningAnimations)
    }

    @Test func aHeldAnimationReplacesAListedOneWhoseBlockIsInterrupted() {
        let (harness, view) = CompletionlessBlockTests.viewInWindow()
        var finished: [Bool] = []
        UIView.animate(withDuration: 1, animations: { view.alpha = 0 }, completion: { finished.append($0) })
        harness.advance(to: 0.5)
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { view.alpha = 1 })
        #expect(view.alphaTrack.holdsPlainAnimation, "the list emptied, the newer one is held")
        harness.advance(to: 1)
        #expect(finished == [false], "interrupted, as in UIKit")
        expectClose(Self.opacity(view), 0.5, tolerance: 1e-6)
    }

    @Test func aPropertyAnimatorTakesItOver() {
        let (harness, view) = Self.fading()
        harness.advance(to: 1)
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.alpha = 1 }
        animator.fractionComplete = 0.5
        #expect(!view.alphaTrack.holdsPlainAnimation)
        #expect(view.alphaTrack.entries.count == 1, "the animator's replaces the held one")
        harness.advance(to: 1.1)
        expectClose(Self.opacity(view), 0.75, tolerance: 1e-6, "from what was on screen (0.5) half way to 1")
        animator.stopAnimation(true)
    }

    @Test func itMovesWithItsViewToAnotherWindowKeepingItsProgress() {
        let window = WindowTimeTests.window()
        WindowTimeTests.frames(30, window)
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { view.alpha = 0 })
        #expect(view.alphaTrack.holdsPlainAnimation)
        window.addSubview(view)
        #expect(view.alphaTrack.holdsPlainAnimation, "moved, still held")
        #expect(window.engine.runningGroupCount == 1, "the window's engine sweeps it")
        WindowTimeTests.frames(30, window)
        expectClose(Self.opacity(view), 0.5, tolerance: 1e-6, "half way on the window's clock")
        WindowTimeTests.frames(30, window)
        #expect(!view.hasRunningAnimations, "swept at its end there")
    }

    @Test func itBlocksTouchesUnlessItsBlockLetThemThrough() {
        for (options, blocks) in [(UIView.AnimationOptions(), true), (.allowUserInteraction, false)] {
            let (harness, view) = Self.fading(options)
            #expect(view.isAnimatingWithoutInteraction == blocks, "waiting out its delay: \(options)")
            harness.advance(to: 1)
            #expect(view.isAnimatingWithoutInteraction == blocks, "moving: \(options)")
            harness.advance(to: 1.5)
            #expect(!view.isAnimatingWithoutInteraction, "ended")
        }
    }

    @Test func removingAllAnimationsShowsTheModel() {
        let (harness, view) = Self.fading()
        harness.advance(to: 1)
        view.layer.removeAllAnimations()
        #expect(!view.hasRunningAnimations && !view.alphaTrack.holdsPlainAnimation)
        _ = harness.advance(to: 1.1)
        #expect(Self.opacity(view) == 0)
    }

    /// UIKit's properties are each additive or not, so an additive change never joins a held animation
    /// through them; the track's own rule is checked directly: the held one becomes the listed base.
    @Test func anAdditiveAnimationJoiningItListsBoth() {
        let track = PropertyTrack<CGFloat>(1, kind: .alpha)
        let timing = AnimationTiming.curve(.linear).resolved(duration: 1)
        track.addPlain(Animation(path: .line(from: 1, to: 0), timing: timing, beginTime: 0), allowsUserInteraction: false)
        #expect(track.holdsPlainAnimation)
        track.add(TrackEntry(
            animation: Animation(path: .line(from: 0.2, to: 0), timing: timing, beginTime: 0), group: nil, part: nil,
            isAdditive: true, allowsUserInteraction: false, driver: .time))
        #expect(!track.holdsPlainAnimation && track.entries.count == 2)
        #expect(track.entries.map(\.isAdditive) == [false, true], "the held one first, as the base")
        expectClose(Double(track.presentation(at: 0.5)), 0.5 + 0.1, tolerance: 1e-12, "base plus the additive offset")
        // A newer non-additive one replaces the base and keeps the additive one: listed, not held.
        track.addPlain(Animation(path: .line(from: 0, to: 1), timing: timing, beginTime: 0.5), allowsUserInteraction: false)
        #expect(!track.holdsPlainAnimation && track.entries.map(\.isAdditive) == [true, false])
        expectClose(Double(track.presentation(at: 1)), 0.5 + 0, tolerance: 1e-12)
    }

    @Test func itIsReleasedWhenReplacedAndWithItsTrack() {
        let timing = AnimationTiming.curve(.linear).resolved(duration: 1)
        /// Holds a new animation in `track`, answering a weak reference to it.
        func hold(in track: PropertyTrack<CGFloat>) -> () -> Animation<CGFloat>? {
            let animation = Animation<CGFloat>(path: .line(from: 1, to: 0), timing: timing, beginTime: 0)
            track.addPlain(animation, allowsUserInteraction: false)
            return { [weak animation] in animation }
        }
        var track: PropertyTrack<CGFloat>? = PropertyTrack<CGFloat>(1, kind: .alpha)
        let first = hold(in: track!)
        #expect(first() != nil, "held")
        let second = hold(in: track!)
        #expect(first() == nil, "the replaced one is let go at once")
        #expect(second() != nil)
        track = nil
        #expect(second() == nil, "and the held one with the track")
    }
}
