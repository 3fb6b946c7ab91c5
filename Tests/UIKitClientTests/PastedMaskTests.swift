import Foundation
import Testing
import UIKit
import KinemaGraphics
@testable import KinemaUI

/// Masks and a shadow path written the way tutorials write them (iOS/CircleRevealViewController.swift):
/// each masked view is drawn inside a mask of what its mask draws, the reveal grows frame by frame, and
/// the card's shadow takes its oval path.
@Suite struct PastedMaskTests {
    @Test func masksAndTheShadowPathAreDrawnAndTheRevealGrows() throws {
        let controller = CircleRevealViewController()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.engine.drainsMainQueue = false
        window.rootViewController = controller
        window.makeKeyAndVisible()
        let list = window.runFrame(events: [], advancingBy: 0)
        let masks = list.items.compactMap { item -> MaskGroup? in if case .beginMask(let mask) = item { mask } else { nil } }
        #expect(masks.count == 3, "\(list.dump)")
        // The reveal: the circle view's rounded background, 20 points across the photo's centre.
        #expect(masks.first?.bounds == CGRect(x: 110, y: 150, width: 20, height: 20), "\(list.dump)")
        // The avatar: the shape layer's oval over the avatar's frame; the strip: the gradient over it.
        #expect(masks.dropFirst().first?.bounds == CGRect(x: 240, y: 60, width: 120, height: 120))
        #expect(masks.last?.bounds == CGRect(x: 20, y: 300, width: 340, height: 40))
        #expect(list.dump.contains("mask") && list.dump.contains("end-mask"))
        let shadow = try #require(list.items.compactMap { item -> ShadowItem? in if case .shadow(let s) = item { s } else { nil } }.first)
        #expect(shadow.path != nil, "an oval is not a rounded rectangle: the path's own shadow")
        #expect(shadow.rect == CGRect(x: 20, y: 150, width: 260, height: 24))

        controller.reveal()
        var widths: [CGFloat] = []
        for _ in 0..<40 {
            window.engine.clock.advance(to: window.engine.now + 1.0 / 60)
            let frame = window.runFrame(events: [], advancingBy: 0)
            if case .beginMask(let mask)? = frame.items.first(where: { if case .beginMask = $0 { true } else { false } }) {
                widths.append(mask.bounds.width)
            }
        }
        #expect(widths.count == 40)
        #expect(zip(widths, widths.dropFirst()).allSatisfy { $0 <= $1 }, "the circle only grows: \(widths)")
        #expect(abs((widths.last ?? 0) - 300) < 1e-6, "20 points × 15 once the animation is over: \(widths.last ?? 0)")
    }
}
