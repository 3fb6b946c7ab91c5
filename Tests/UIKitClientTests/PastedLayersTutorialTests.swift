import Foundation
import Testing
import UIKit
import KinemaGraphics
@testable import KinemaUI

/// Layers written the way tutorials write them (iOS/FlipCardTutorialViewController.swift): a badge of
/// sublayers added to the view's layer, a shape-layer progress ring, a card with a shadow and a flip in
/// perspective. What the window's DisplayList shows of each, frame by frame.
@Suite struct PastedLayersTutorialTests {
    static func host() -> (FlipCardTutorialViewController, UIWindow) {
        let controller = FlipCardTutorialViewController()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.engine.drainsMainQueue = false
        window.rootViewController = controller
        window.makeKeyAndVisible()
        return (controller, window)
    }

    static func frame(_ window: UIWindow, at time: Double) -> DisplayList {
        window.engine.clock.advance(to: time)
        return window.runFrame(events: [], advancingBy: 0)
    }

    @Test func theBadgeAndTheRingAreDrawnThroughTheLayerTree() throws {
        let (controller, window) = Self.host()
        let list = Self.frame(window, at: 0)
        // The badge (green, radius 18) and its white dot, 12 points in, on top of the view's background.
        let rects = list.items.compactMap { item -> RoundedRect? in if case .rect(let rect) = item { rect } else { nil } }
        let badge = try #require(rects.first { $0.cornerRadius == 18 })
        #expect(badge.rect.applying(badge.transform) == CGRect(x: 20, y: 60, width: 120, height: 36))
        let dot = try #require(rects.first { $0.cornerRadius == 6 })
        #expect(dot.rect.applying(dot.transform) == CGRect(x: 32, y: 72, width: 12, height: 12))
        let paths = { (list: DisplayList) in list.items.compactMap { item -> PathItem? in if case .path(let path) = item { path } else { nil } } }
        #expect(paths(list).count == 1, "the track; the progress layer's strokeEnd is 0")
        // Set without an animation of its own, the drawn ring's strokeEnd animates implicitly, as on iOS:
        // 0.25 s on Core Animation's default curve.
        controller.setProgress(0.5)
        let early = paths(Self.frame(window, at: 0.1))
        #expect(early.count == 2)
        #expect(early.last.map { $0.path.length < .pi * 50 - 1 } == true, "on its way at 0.1 s")
        let half = paths(Self.frame(window, at: 0.3))
        #expect(half.last.map { $0.path.length } .map { abs($0 - .pi * 50) < 0.5 } == true, "half of the ring: π × 50 points")
    }

    /// The card's shadow is on a container with a clear background: Kinema casts its face's rounded shape
    /// while the face is flat, and none while it turns (iOS shadows the turning faces' alpha —
    /// docs/layers.md).
    @Test func theCardCastsItsShadowAndFlipsEdgeOnHalfway() throws {
        let (controller, window) = Self.host()
        let shadows = { (list: DisplayList) in list.items.compactMap { item -> ShadowItem? in if case .shadow(let s) = item { s } else { nil } } }
        let resting = shadows(Self.frame(window, at: 0))
        #expect(resting.count == 1 && resting.first?.cornerRadius == 12, "the front's rounded shape")
        controller.flip()
        let groups = { (list: DisplayList) in list.items.compactMap { item -> ProjectionGroup? in if case .beginProjection(let group) = item { group } else { nil } } }
        let early = groups(Self.frame(window, at: 0.15))
        #expect(early.count == 1, "the front alone, turning in perspective")
        #expect(early.first.map { $0.deviceBounds.width > 50 && $0.deviceBounds.width < 300 } == true, "narrower than flat")
        // Halfway through an ease-in-out half turn both faces are edge-on: neither is drawn.
        let halfway = Self.frame(window, at: 0.3)
        #expect(groups(halfway).isEmpty)
        #expect(!halfway.items.contains { if case .rect(let rect) = $0 { rect.cornerRadius == 12 } else { false } }, "no face")
        let late = groups(Self.frame(window, at: 0.45))
        #expect(late.count == 1, "only the back faces the viewer after the edge")
        let settled = Self.frame(window, at: 1)
        #expect(!settled.items.contains { if case .beginProjection = $0 { true } else { false } }, "facing again, drawn flat")
        #expect(controller.backView.layer.presentation().map { abs($0.transform.m11 - 1) < 1e-9 } == true)
    }
}
