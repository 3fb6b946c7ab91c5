import Foundation
import Testing
import UIKit
@testable import KinemaUI

/// A controller written the way Auto Layout tutorials write it (iOS/ExpandingPanelViewController.swift):
/// anchors activated in viewDidLoad, a stored height constraint animated with layoutIfNeeded() in a spring
/// block, a stack view whose arranged subview hides inside an animation.
@Suite struct PastedAutoLayoutTests {
    /// The standard scene's screen is an iPhone 14's: safe area 47 points at the top.
    @Test func anchorsLayTheControllerOut() {
        let controller = ExpandingPanelViewController()
        let window = PastedWindow.showing(controller)
        PastedWindow.run(window, until: 0.1)
        #expect(controller.view.safeAreaInsets == UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        let header = controller.headerLabel.frame
        #expect(header.origin == CGPoint(x: 20, y: 63), "safe area 47 + 16, leading 20")
        #expect(header.size == controller.headerLabel.intrinsicContentSize, "a label takes its intrinsic size")
        #expect(controller.panel.frame == CGRect(x: 20, y: header.maxY + 16, width: 350, height: 120))
        // Three equal buttons in 350 points, 12 apart: (350 − 24) / 3 each.
        let buttons = [controller.detailsButton, controller.shareButton, controller.deleteButton]
        #expect(controller.buttonStack.frame == CGRect(x: 20, y: controller.panel.frame.maxY + 20, width: 350, height: 44))
        for (index, button) in buttons.enumerated() {
            #expect(abs(button.frame.minX - CGFloat(index) * (326.0 / 3 + 12)) < 1e-9)
            #expect(abs(button.frame.width - 326.0 / 3) < 1e-9)
        }
    }

    /// The panel grows with the block's spring; the stack below it rides along; the model is final at once.
    @Test func theHeightConstraintAnimatesWithTheSpring() {
        let controller = ExpandingPanelViewController()
        let window = PastedWindow.showing(controller)
        PastedWindow.run(window, until: 0.1)
        let stackTop = controller.buttonStack.frame.minY
        controller.togglePanel()
        #expect(controller.panel.frame.height == 360 && controller.buttonStack.frame.minY == stackTop + 240)
        var heights: [CGFloat] = []
        for time in stride(from: 0.15, through: 0.9, by: 0.05) {
            PastedWindow.run(window, until: time)
            heights.append(controller.panel.layer.presentation()!.bounds.height)
            let stackY = controller.buttonStack.layer.presentation()!.frame.minY
            #expect(abs(stackY - heights.last! - (stackTop - 120)) < 1e-6, "the stack stays 20 below the panel at \(time)")
        }
        #expect(heights.first! > 120 && heights.first! < 360, "under way")
        #expect(heights.max()! > 360, "damping 0.8 overshoots a little")
        PastedWindow.run(window, until: 3)
        #expect(controller.panel.layer.presentation()!.bounds.height == 360)
    }

    /// Hidden inside an animation, the arranged button collapses with the block (drawn until it has) and
    /// the other two share the row.
    @Test func hidingAnArrangedSubviewCollapsesIt() {
        let controller = ExpandingPanelViewController()
        let window = PastedWindow.showing(controller)
        PastedWindow.run(window, until: 0.1)
        controller.hideDelete()
        #expect(controller.deleteButton.isHidden, "hidden to code at once")
        #expect(abs(controller.shareButton.frame.width - (350 - 12) / 2) < 1e-9, "the other two share the row")
        PastedWindow.run(window, until: 0.25)
        let width = controller.deleteButton.layer.presentation()!.bounds.width
        #expect(width > 0 && width < 326.0 / 3, "collapsing: \(width)")
        #expect(window.displayList().dump.contains("Delete"), "still drawn while it collapses")
        PastedWindow.run(window, until: 0.6)
        #expect(!window.displayList().dump.contains("Delete"), "hidden once collapsed")
    }
}
