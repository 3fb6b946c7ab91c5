import Foundation
import Testing
import UIKit
@testable import KinemaUI

/// A gradient button and a colour wheel written the way tutorials write them
/// (iOS/GradientButtonViewController.swift): each gradient is one path in the list, under the button's
/// title, rounded, with the colours and points the code gave.
@Suite struct PastedGradientTests {
    @Test func theButtonsGradientIsUnderItsTitle() throws {
        let controller = GradientButtonViewController()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.engine.drainsMainQueue = false
        window.rootViewController = controller
        window.makeKeyAndVisible()
        let dump = window.runFrame(events: [], advancingBy: 0).dump
        let lines = dump.split(separator: "\n")
        // The button's gradient: its bounds on the screen, from its left middle to its right middle, the
        // system purple (#af52de) to the system pink (#ff2d55).
        let button = try #require(lines.firstIndex {
            $0.contains("at (45.00, 400.00, 300.00, 56.00) gradient axial (45.00, 428.00) to (345.00, 428.00) stops #af52deff@0.00 #ff2d55ff@1.00")
        }, "\(dump)")
        let title = try #require(lines.firstIndex { $0.contains("\"Get Started\"") }, "\(dump)")
        #expect(button < title, "the gradient under the title")
        // Rounded by 28: four quarter circles (10 elements, not a rectangle's 5).
        #expect(lines[button].hasPrefix("path - 10 elements"), "\(lines[button])")
        #expect(dump.contains("at (165.00, 200.00, 60.00, 60.00) gradient conic (195.00, 230.00) to (195.00, 200.00) stops #ff0000ff@0.00 #ffff00ff@0.25"), "\(dump)")
    }
}
