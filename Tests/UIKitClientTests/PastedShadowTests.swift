import Foundation
import Testing
import UIKit
@testable import KinemaUI

/// A card with a drop shadow written the way tutorials write it (iOS/ShadowCardViewController.swift):
/// its shadow is in the list before its background, and lifts when the card does.
@Suite struct PastedShadowTests {
    @Test func theShadowIsDrawnAndLifts() throws {
        let controller = ShadowCardViewController()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.engine.drainsMainQueue = false
        window.rootViewController = controller
        window.makeKeyAndVisible()
        let first = window.runFrame(events: [], advancingBy: 0).dump
        let lines = first.split(separator: "\n")
        let shadow = try #require(lines.firstIndex { $0.hasPrefix("shadow") }, "\(first)")
        let card = try #require(lines.firstIndex { $0.hasPrefix("rect") && $0.contains("radius 16.00") }, "\(first)")
        #expect(shadow < card, "the shadow under the card")
        // Black at 0.15 (0x26 of 0xff), blur 8, 4 points down.
        #expect(lines[shadow].contains("of (40.00, 160.00, 310.00, 180.00) radius 16.00 offset 0.00,4.00 blur 8.00 color #00000026"), "\(lines[shadow])")
        controller.lift()
        window.engine.clock.advance(to: window.engine.now + 1.0 / 60)
        let second = window.runFrame(events: [], advancingBy: 0).dump
        #expect(second.contains("offset 0.00,12.00 blur 20.00 color #00000040"), "\(second)")
    }
}
