import Foundation
import Testing
import UIKit
@testable import KinemaUI

/// A badge outlined the way tutorials write it (iOS/OutlinedBadgeViewController.swift): its layer's
/// border is drawn inside its bounds, above its background, with the inner radius Core Animation gives.
@Suite struct PastedBorderTests {
    @Test func theOutlineIsDrawnAndFollowsItsChanges() throws {
        let controller = OutlinedBadgeViewController()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.engine.drainsMainQueue = false
        window.rootViewController = controller
        window.makeKeyAndVisible()
        let first = window.runFrame(events: [], advancingBy: 0).dump
        let border = try #require(first.split(separator: "\n").first { $0.hasPrefix("border") }, "\(first)")
        // Outer radius 22, inner 22 − 2 = 20, white, over the badge's frame.
        #expect(border.contains("at (100.00, 200.00, 120.00, 44.00) radius 22.00 inner 20.00 width 2.00 color #ffffffff"), "\(border)")
        controller.highlight()
        window.engine.clock.advance(to: window.engine.now + 1.0 / 60)
        let second = window.runFrame(events: [], advancingBy: 0).dump
        #expect(second.contains("radius 22.00 inner 18.00 width 4.00"), "\(second)")
    }
}
