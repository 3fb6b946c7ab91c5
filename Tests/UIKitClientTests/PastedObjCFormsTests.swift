import Foundation
import Testing
import UIKit
@testable import KinemaUI

/// Every rewrite of the port step, running: the selector forms, @objc optional requirements across
/// files, selector observers, timers and delayed performs, #keyPath.
@Suite struct PastedObjCFormsTests {
    @Test func everySelectorFormReachesItsMethod() {
        let forms = SelectorForms()
        forms.button.sendActions(for: .touchDown)
        forms.button.sendActions(for: .touchUpInside)
        #expect(forms.calls == ["touchedDown", "tap", "press(sender:) UIButton", "tapped(_:event:)"])
        forms.item.trigger()
        #expect(forms.calls.last == "done Done")
    }

    @Test func keyPathsAreTheirStrings() {
        #expect(SelectorForms().keyPaths() == ["position", "layer.cornerRadius", "calls"])
    }

    @Test func respondsToAsksTheMethodsType() {
        let answer = SelectorForms().responds()
        #expect(answer.0)
        #expect(!answer.1, "SelectorForms is not a UIView")
    }

    @Test func removingATargetStopsItsAction() {
        let forms = SelectorForms()
        forms.button.removeTarget(forms, action: nil, for: .touchUpInside)
        forms.button.sendActions(for: .touchUpInside)
        #expect(forms.calls.isEmpty)
        #expect(forms.button.allTargets.count == 1, "the touch-down pair is still there")
    }

    @Test func optionalRequirementsAreCalledWhenImplementedAndSkippedWhenNot() {
        let deck = CardDeck()
        let observer = DeckObserver()
        deck.delegate = observer
        #expect(deck.flip() == "untitled of 52", "the title is optional and not implemented: nil")
        #expect(observer.events == ["flipped"])
        final class Titled: CardDelegate {
            func cardTitle(for card: UIView) -> String? { "Ace" }
            func cardCount() -> Int { 1 }
        }
        let titled = Titled()
        deck.delegate = titled
        #expect(deck.flip() == "Ace of 1")
    }

    @Test func aSelectorObserverHearsNotificationsUntilRemoved() {
        let observer = DeckObserver()
        observer.observe()
        NotificationCenter.default.post(name: DeckObserver.shuffled, object: "riffle")
        #expect(observer.events == ["shuffled riffle"])
        observer.stopObserving()
        NotificationCenter.default.post(name: DeckObserver.shuffled, object: "again")
        #expect(observer.events == ["shuffled riffle"])
    }

    @Test func aTimersSelectorGetsTheTimer() {
        let observer = DeckObserver()
        observer.startTimer()
        observer.timer?.fire()
        #expect(observer.events == ["tick"])
    }

    @Test func aDelayedPerformSendsItsArgumentAndCanBeCancelled() {
        let observer = DeckObserver()
        let before = DelayedPerforms.pendingTimers.count
        observer.performLater()
        #expect(DelayedPerforms.pendingTimers.count == before + 1)
        DelayedPerforms.pendingTimers.last?.fire()
        #expect(observer.events == ["later soon"])
        observer.performLater()
        NSObject.cancelPreviousPerformRequests(withTarget: observer)
        #expect(DelayedPerforms.pendingTimers.count == before)
    }
}
