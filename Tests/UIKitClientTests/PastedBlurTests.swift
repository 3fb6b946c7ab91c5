import Foundation
import Testing
import UIKit
@testable import KinemaUI

/// A blurred overlay written the way tutorials write it (iOS/BlurOverlayViewController.swift): the
/// effect view's backdrop comes after what it blurs, its label in its content view above it, and the
/// blur animates in through the property animator — half way, half the light recipe (radius 30, white
/// at 0.3, saturation 1.8, from Apple's image-effects sample); a paused animator scrubbed to 0.5 shows
/// half the dark one.
@MainActor
@Suite struct PastedBlurTests {
    static func window(with controller: UIViewController) -> UIWindow {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.engine.drainsMainQueue = false
        window.rootViewController = controller
        window.makeKeyAndVisible()
        return window
    }

    static func backdropLine(_ dump: String) -> String? {
        dump.split(separator: "\n").first { $0.trimmingCharacters(in: .whitespaces).hasPrefix("backdrop") }.map(String.init)
    }

    @Test func theBlurAnimatesInThroughTheAnimator() throws {
        let controller = BlurOverlayViewController()
        let window = Self.window(with: controller)
        let still = window.runFrame(events: [], advancingBy: 0).dump
        #expect(Self.backdropLine(still) == nil, "no effect, no blur: \(still)")
        controller.showBlur()
        _ = window.runFrame(events: [], advancingBy: 0)
        // Half way through the ease in–out, half the recipe.
        let half = window.runFrame(events: [], advancingBy: 0.25).dump
        let line = try #require(Self.backdropLine(half), "\(half)")
        #expect(line.contains("at (20.00, 200.00, 350.00, 240.00) radius 20.00 blur 15.00 saturation 1.40 tint #ffffff26"), "\(line)")
        let lines = half.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        let backdrop = try #require(lines.firstIndex { $0.hasPrefix("backdrop") })
        let stripe = try #require(lines.firstIndex { $0.hasPrefix("rect") && $0.contains("(0.00, 300.00, 390.00, 40.00)") })
        let label = try #require(lines.firstIndex { $0.hasPrefix("text") && $0.contains("Hello, blur") })
        #expect(stripe < backdrop && backdrop < label, "what it blurs beneath it, its content above")
        let done = window.runFrame(events: [], advancingBy: 0.5).dump
        #expect(Self.backdropLine(done)?.contains("blur 30.00 saturation 1.80 tint #ffffff4d") == true, "\(done)")
    }

    @Test func aPausedAnimatorScrubsAPartialBlur() throws {
        let controller = BlurOverlayViewController()
        let window = Self.window(with: controller)
        controller.prepareScrubbing()
        controller.setBlur(amount: 0.5)
        let dump = window.runFrame(events: [], advancingBy: 1.0 / 60).dump
        // The dark recipe: radius 20, white 0.11 (0x1c) at 0.73 — half: 10, at 0.365 (0x5d).
        let line = try #require(Self.backdropLine(dump), "\(dump)")
        #expect(line.contains("blur 10.00 saturation 1.40 tint #1c1c1c5d"), "\(line)")
    }
}
