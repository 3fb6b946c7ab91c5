import Foundation
import KinemaCore
import Testing
import UIKit
@testable import KinemaUI

/// Storyboard-free boilerplate and the everyday odds, in UIKit's order and values.
@Suite struct PastedSystemTests {
    @Test func aViewHearsItsMovesInUIKitsOrder() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let container = UIView()
        window.addSubview(container)
        let view = OddsView(frame: .zero)
        container.addSubview(view)
        #expect(view.moves == ["willMove(toSuperview:) view", "willMove(toWindow:) window", "didMoveToWindow", "didMoveToSuperview"])
        view.removeFromSuperview()
        #expect(Array(view.moves.dropFirst(4)) == ["willMove(toSuperview:) nil", "willMove(toWindow:) nil", "didMoveToWindow", "didMoveToSuperview"])
    }

    @Test func aDecodedViewIsAViewMadeInCode() {
        let view = OddsView(coder: NSKeyedArchiver(requiringSecureCoding: false))
        #expect(view?.frame == .zero)
    }

    @Test func aResizedWindowTellsTheControllerFirst() {
        let controller = OddsViewController()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = controller
        window.handle(.resize(size: CGSize(width: 844, height: 390)))
        #expect(controller.sizes == [CGSize(width: 844, height: 390)])
        #expect(controller.alongside == 1)
        #expect(controller.view.bounds.size == CGSize(width: 844, height: 390))
    }

    @Test func theOddsHaveTheirIOSValues() {
        let controller = OddsViewController()
        #expect(controller.odds() == ["0.25 3 \(CGPoint(x: 3, y: 4)) true 6 2", "storyboard nil"])
        #expect(UIColor.orange.rgba == RGBAColor(red: 1, green: 0.5, blue: 0, alpha: 1))
        #expect(controller.preferredStatusBarStyle == .lightContent)
    }

    @Test func aLayersAnimationsCanBeRemovedFromADeinit() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(view)
        var controller: PulseController? = PulseController(layer: view.layer)
        UIView.animate(withDuration: 1) { view.alpha = 0 }
        #expect(view.hasRunningAnimations)
        controller = nil
        #expect(controller == nil)
        #expect(!view.hasRunningAnimations, "the deinit removed them")
    }

    @Test func aLayerSubclassKeepsItsValuesAndCopies() {
        let badge = BadgeLayer()
        badge.count = 3
        badge.opacity = 0.5
        let copy = BadgeLayer(layer: badge)
        #expect(badge.cornerRadius == 8)
        #expect(copy.count == 3 && copy.opacity == 0.5 && copy.cornerRadius == 8)
    }

    @Test func aSegueSaysThereAreNoStoryboards() {
        let previous = SegueReport.reports.sink
        let collected = Collected()
        SegueReport.reports.sink = { collected.append($0) }
        defer { SegueReport.reports.sink = previous }
        let controller = OddsViewController()
        controller.performSegue(withIdentifier: "showDetail", sender: nil)
        controller.performSegue(withIdentifier: "showDetail", sender: nil)
        #expect(collected.lines.count == 1)
        #expect(collected.lines.first?.contains(#"performed the segue "showDetail", but Kinema has no storyboards"#) == true)
    }
}

/// Kinema's closure forms for recognizers, through the file an iOS app adds for them
/// (Examples/iOS/KinemaClosureActions.swift, in this target's iOS/ folder): the same gesture code runs.
@Suite struct ClosureActionsFileTests {
    @Test func closureRecognizersFireThroughTargetAction() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.engine.drainsMainQueue = false
        let view = ClosureGesturesView(frame: window.bounds)
        window.addSubview(view)
        func frame() { window.engine.clock.advance(to: window.engine.now + 1.0 / 60); _ = window.runFrame(events: [], advancingBy: 0) }
        window.handle(.pointerDown(position: CGPoint(x: 100, y: 100), button: .primary, time: window.engine.now))
        frame()
        window.handle(.pointerUp(position: CGPoint(x: 100, y: 100), button: .primary, time: window.engine.now))
        frame()
        #expect(view.taps == 1)
        var finger = CGPoint(x: 100, y: 400)
        window.handle(.pointerDown(position: finger, button: .primary, time: window.engine.now))
        for _ in 0..<6 {
            frame()
            finger.y -= 5
            window.handle(.pointerMove(position: finger, buttons: [.primary], time: window.engine.now))
        }
        window.handle(.pointerUp(position: finger, button: .primary, time: window.engine.now))
        #expect(view.panStates == [.began, .changed, .changed, .changed, .changed, .ended])
    }
}
