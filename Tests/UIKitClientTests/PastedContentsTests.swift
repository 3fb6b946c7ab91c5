import Foundation
import Testing
import UIKit
@testable import KinemaUI

/// Layer contents set the way tutorials write them (iOS/PhotoCardViewController.swift): a photo filling
/// a rounded view through its layer, and a sprite sheet's frames through a standalone layer's
/// `contentsRect`. The artwork is Kinema's own 600 × 600-pixel picture.
@Suite struct PastedContentsTests {
    @Test func thePhotoAndTheSpriteFramesAreDrawn() throws {
        let controller = PhotoCardViewController()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.engine.drainsMainQueue = false
        window.rootViewController = controller
        window.makeKeyAndVisible()
        let first = window.runFrame(events: [], advancingBy: 0).dump
        // Aspect fill of 600 × 600 in 240 × 160: 240 × 240 from y = −40, cut to the rounded bounds.
        #expect(first.contains("image - artwork.png at (40.00, 120.00, 240.00, 160.00) clipped radius 16.00 opacity 1.00"), "\(first)")
        // The sprite layer: 300 / 4.6875 = 64 points square, the sheet's top-left quarter fitted in it.
        #expect(first.contains("image - artwork.png at (40.00, 320.00, 64.00, 64.00) source (0.00, 0.00, 0.50, 0.50) opacity 1.00"), "\(first)")
        controller.showFrame(3)
        window.engine.clock.advance(to: window.engine.now + 1.0 / 60)
        let second = window.runFrame(events: [], advancingBy: 0).dump
        #expect(second.contains("at (40.00, 320.00, 64.00, 64.00) source (0.50, 0.50, 0.50, 0.50)"), "\(second)")
    }
}
