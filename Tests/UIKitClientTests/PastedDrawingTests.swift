import Foundation
import KinemaCore
import Testing
import UIKit
import KinemaGraphics
@testable import KinemaUI

/// Custom drawing written the way Core Graphics tutorials write it (iOS/PushButtonView.swift): what each
/// view's `draw(_:)` and the image renderer drew reaches the DisplayList, where the code put it.
@MainActor
@Suite struct PastedDrawingTests {
    static func paths(_ list: DisplayList, in box: CGRect) -> [PathItem] {
        list.items.compactMap { item in
            guard case .path(let path) = item, box.contains(path.bounds.applying(path.transform)) else { return nil }
            return path
        }
    }

    @Test func theTutorialsViewsDrawWhatTheirCodeSays() throws {
        let controller = BadgeViewController()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.engine.drainsMainQueue = false
        window.rootViewController = controller
        window.makeKeyAndVisible()
        let list = window.runFrame(events: [], advancingBy: 0)
        // The button: a green disc filling its 100-point square at (145, 500), and the plus, two white
        // 3-wide lines 60 long through its centre (shifted half a point).
        let button = Self.paths(list, in: CGRect(x: 144, y: 499, width: 102, height: 102))
        try #require(button.count == 2, "\(list.dump)")
        #expect(button[0].fillColor == UIColor.systemGreen.cgColor && button[0].path.bounds.applying(button[0].transform) == CGRect(x: 145, y: 500, width: 100, height: 100))
        #expect(button[1].stroke?.color == .white && button[1].stroke?.width == 3)
        #expect(button[1].path.bounds == CGRect(x: 20.5, y: 20.5, width: 60, height: 60))
        // The panel: a gradient from red at its top to orange at its bottom filling its rounded clip
        // (continuous corners, as UIBezierPath's: a move, four times an edge, three cubics and the two
        // short lines between them, a close — 26 elements), the turned line, the title.
        let panel = Self.paths(list, in: CGRect(x: 19, y: 99, width: 352, height: 202))
        try #require(panel.count == 2, "\(list.dump)")
        let gradient = try #require(panel[0].fillGradient)
        #expect(gradient.start == .zero && gradient.end == CGPoint(x: 0, y: 200) && panel[0].path.elements.count == 26)
        #expect(gradient.color(at: 0) == UIColor.red.cgColor && gradient.color(at: 0.999).alpha == 1 && gradient.color(at: 1.01) == .clear)
        let end = CGPoint(x: 40, y: 0).applying(panel[1].transform)
        // (20, 100) from the panel's corner, then 40 along −45°: (20 + 28.28, 100 − 28.28) + (20, 100).
        #expect(abs(end.x - 68.28) < 0.01 && abs(end.y - 171.72) < 0.01, "\(end)")
        #expect(list.dump.contains("\"Graph\""), "\(list.dump)")
        // The badge: drawn at 32 points, shown in a 64-point image view: every item scaled by 2.
        let badge = Self.paths(list, in: CGRect(x: 19, y: 319, width: 66, height: 66))
        try #require(badge.count == 2, "\(list.dump)")
        #expect(badge[0].transform == CGAffineTransform(a: 2, b: 0, c: 0, d: 2, tx: 20, ty: 320))
        #expect(badge[0].fillColor == UIColor.systemRed.cgColor && badge[1].stroke?.width == 2)
        let seven = list.items.compactMap { if case .text(let run) = $0, run.text == "7" { run } else { nil } }
        #expect(seven.count == 1 && seven.first?.transform.a == 2)
    }

    @Test func thePanelDrawsAgainWhenItsSizeChanges() throws {
        let panel = GraphPanelView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.engine.drainsMainQueue = false
        window.addSubview(panel)
        _ = window.runFrame(events: [], advancingBy: 0)
        panel.frame = CGRect(x: 0, y: 0, width: 300, height: 150)
        let list = window.runFrame(events: [], advancingBy: 1.0 / 60)
        let gradient = try #require(Self.paths(list, in: CGRect(x: -1, y: -1, width: 302, height: 152)).first?.fillGradient)
        #expect(gradient.end == CGPoint(x: 0, y: 150), "drawn again for the new height (contentMode .redraw)")
    }
}
