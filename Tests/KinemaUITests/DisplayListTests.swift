import Foundation
import KinemaCore
import Testing
import KinemaGraphics
@testable import KinemaUI

@MainActor
@Suite("DisplayList")
struct DisplayListTests {
    /// A card with a label and a symbol, fading in, in a window.
    static func card(_ harness: Harness) -> UIView {
        let card = UIView(frame: CGRect(x: 20, y: 100, width: 350, height: 62))
        card.backgroundColor = .systemBlue
        card.layer.cornerRadius = 4
        card.accessibilityIdentifier = "card"
        let label = UILabel(frame: CGRect(x: 12, y: 10, width: 280, height: 42))
        label.text = "Move-Up Animation"
        label.font = .systemFont(ofSize: 26, weight: .medium)
        label.textColor = .white
        label.accessibilityIdentifier = "title"
        card.addSubview(label)
        let icon = UIImageView(image: UIImage(systemName: "1.circle.fill", withConfiguration: .init(pointSize: 26, weight: .semibold, scale: .large)))
        icon.frame.origin = CGPoint(x: 300, y: 10)
        icon.tintColor = .white
        card.addSubview(icon)
        harness.window.addSubview(card)
        return card
    }

    @Test func itemsCarryFinalTransformOpacityAndIdentifier() {
        let harness = Harness()
        let card = Self.card(harness)
        card.alpha = 0
        card.transform = CGAffineTransform(translationX: 0, y: 62)
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
            card.alpha = 1
            card.transform = .identity
        })
        let list = harness.advance(to: 0.25)
        let rects = list.items(identifiedBy: "card").compactMap { item -> RoundedRect? in
            if case .rect(let rect) = item { return rect } else { return nil }
        }
        guard let background = rects.first, let shown = list.drawnItems(identifiedBy: "card").first?.opacity
        else {
            Issue.record("no background for the card")
            return
        }
        // The translucent card's parts overlap: it is one opacity group of 0.25, its parts opaque in it.
        guard case .beginGroup(let group)? = list.items.first(where: { $0.identifier == "card" }) else {
            Issue.record("the card is not a group")
            return
        }
        expectClose(group.opacity, 0.25, tolerance: 1e-9)
        expectClose(background.opacity, 1, tolerance: 1e-9)
        expectClose(shown, 0.25, tolerance: 1e-9)
        #expect(background.cornerRadius == 4)
        #expect(background.rect == CGRect(x: 0, y: 0, width: 350, height: 62), "local coordinates")
        let onScreen = background.rect.applying(background.transform)
        expectClose(onScreen.minY, 100 + 62 * 0.75, tolerance: 1e-9)
        guard case .text(let title)? = list.items(identifiedBy: "title").first else {
            Issue.record("no title")
            return
        }
        expectClose(title.opacity, 1, tolerance: 1e-9, "relative to the group")
        #expect(title.text == "Move-Up Animation" && title.fontSize == 26 && !title.isBold)
        let symbols = list.items(identifiedBy: "card").compactMap { item -> SymbolItem? in
            if case .symbol(let symbol) = item { return symbol }
            return nil
        }
        #expect(symbols.map(\.name) == ["1.circle.fill"], "subviews without an identifier carry their parent's")
        #expect(symbols.first?.knockoutColor == UIColor.systemBlue.rgba, "the digit is cut out of the blue card")
    }

    /// iOS's group opacity: a translucent view whose parts overlap fades as one layer. Parts that do not
    /// overlap keep their own opacities (same look, no offscreen work); `allowsGroupOpacity = false` or
    /// an opaque view never groups; groups nest with relative opacities.
    /// A line's bounds: the box of its points, grown by half its width, under its transform — the box
    /// `CGRect.union` of the points makes (to 1e-9 of a point), for points in any order and sign, and none
    /// for no points.
    @Test func aLinesBoundsHoldItsPointsAndHalfItsWidth() {
        var generator = SplitMix64(seed: 312)
        for count in 1...40 {
            let points = (0..<count).map { _ in
                CGPoint(x: CGFloat(Double.random(in: -500...500, using: &generator)), y: CGFloat(Double.random(in: -500...500, using: &generator)))
            }
            let transform = CGAffineTransform(translationX: 7, y: -3).scaledBy(x: 2, y: 0.5)
            let line = DisplayItem.line(LineItem(points: points, width: 4, color: .black, transform: transform))
            let union = points.dropFirst().reduce(CGRect(origin: points[0], size: .zero)) { $0.union(CGRect(origin: $1, size: .zero)) }
            let expected = union.insetBy(dx: -2, dy: -2).applying(transform), bounds = line.deviceBounds ?? .null
            // The union's width is made up step by step; the bounds' in one subtraction: the same to the last bits.
            for (got, want) in [(bounds.minX, expected.minX), (bounds.minY, expected.minY), (bounds.maxX, expected.maxX), (bounds.maxY, expected.maxY)] {
                #expect(abs(got - want) <= 1e-9, "\(count) points")
            }
        }
        #expect(DisplayItem.line(LineItem(points: [], width: 2, color: .black)).deviceBounds == nil)
    }

    @Test func translucentViewsWithOverlappingPartsAreOpacityGroups() {
        let harness = Harness()
        let card = Self.card(harness)
        card.alpha = 0.5
        func groups(_ list: DisplayList) -> [OpacityGroup] {
            list.items.compactMap { if case .beginGroup(let group) = $0 { return group } else { return nil } }
        }
        var list = harness.advance(to: 0)
        #expect(groups(list).map(\.opacity) == [0.5])
        #expect(groups(list).first?.bounds == CGRect(x: 20, y: 100, width: 350, height: 62))
        #expect(list.drawnItems(identifiedBy: "title").map(\.opacity) == [0.5])
        card.layer.allowsGroupOpacity = false
        list = harness.advance(to: 0)
        #expect(groups(list).isEmpty)
        #expect(list.items(identifiedBy: "title").compactMap(\.opacity) == [0.5], "each part fades on its own")
        card.layer.allowsGroupOpacity = true
        // Side-by-side parts on a clear background do not overlap: no group.
        let strip = UIView(frame: CGRect(x: 0, y: 300, width: 200, height: 20))
        strip.alpha = 0.5
        for x in [0, 100] {
            let part = UIView(frame: CGRect(x: CGFloat(x), y: 0, width: 100, height: 20))
            part.backgroundColor = .systemRed
            part.accessibilityIdentifier = "part"
            strip.addSubview(part)
        }
        harness.window.addSubview(strip)
        list = harness.advance(to: 0)
        #expect(groups(list).count == 1, "only the card")
        #expect(list.items(identifiedBy: "part").compactMap(\.opacity) == [0.5, 0.5])
        // Nested: a translucent badge with a background and a label inside the translucent card.
        let badge = UILabel(frame: CGRect(x: 10, y: 10, width: 40, height: 20))
        badge.text = "9"
        badge.backgroundColor = .systemRed
        badge.alpha = 0.5
        badge.accessibilityIdentifier = "badge"
        card.addSubview(badge)
        list = harness.advance(to: 0)
        #expect(groups(list).map(\.opacity) == [0.5, 0.5])
        #expect(list.drawnItems(identifiedBy: "badge").map(\.opacity) == [0.25, 0.25], "relative opacities multiply back")
        #expect(list.items(identifiedBy: "badge").compactMap(\.opacity) == [1, 1])
    }

    /// A fading row whose background is the colour of the opaque table behind it looks the same as a
    /// group without one (the background is invisible at any opacity): no offscreen pass. Over another
    /// colour, or with something under it, it is a group.
    @Test func aBackgroundInTheColourBehindNeedsNoGroup() {
        let harness = Harness()
        let table = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 300))
        table.backgroundColor = .white
        table.clipsToBounds = true
        harness.window.addSubview(table)
        func row(at y: CGFloat) -> UIView {
            let row = UIView(frame: CGRect(x: 0, y: y, width: 390, height: 62))
            row.backgroundColor = .white
            row.alpha = 0.4
            let container = UIView(frame: CGRect(x: 12, y: 5, width: 366, height: 52))
            container.backgroundColor = .systemRed
            row.addSubview(container)
            table.addSubview(row)
            return row
        }
        func groupCount() -> Int {
            harness.advance(to: 0).items.filter { if case .beginGroup = $0 { return true } else { return false } }.count
        }
        let first = row(at: 0)
        _ = row(at: 62)
        _ = row(at: 280)  // partly outside the table, which clips it
        #expect(groupCount() == 0)
        table.backgroundColor = .systemGray6
        #expect(groupCount() == 3, "the rows' white shows over grey")
        table.backgroundColor = .white
        first.frame.origin.y = 30  // now over the second row's top
        #expect(groupCount() == 1, "the second row's white covers the first row's container")
    }

    @Test func hiddenAndTransparentSubtreesAreLeftOut() {
        let harness = Harness()
        let card = Self.card(harness)
        card.isHidden = true
        #expect(harness.advance(to: 0).items(identifiedBy: "card").isEmpty)
        card.isHidden = false
        card.alpha = 0
        #expect(harness.advance(to: 0).items(identifiedBy: "title").isEmpty)
    }

    @Test func clipsWrapSubviews() {
        let harness = Harness()
        let card = Self.card(harness)
        card.clipsToBounds = true
        let items = harness.advance(to: 0).items
        let push = items.firstIndex { if case .pushClip = $0 { return true } else { return false } }
        let pop = items.firstIndex { if case .popClip = $0 { return true } else { return false } }
        let title = items.firstIndex { $0.identifier == "title" }
        #expect(push != nil && pop != nil && title != nil)
        if let push, let pop, let title { #expect(push < title && title < pop) }
    }

    /// Snapshot of the text dump. Regenerate with `KINEMA_RECORD_SNAPSHOTS=1 scripts/test`; a missing
    /// reference is recorded and reported as a failure, so it is never silently accepted.
    @Test func dumpSnapshot() throws {
        let harness = Harness()
        let card = Self.card(harness)
        card.transform = CGAffineTransform(translationX: -350, y: 0)
        UIView.animate(withDuration: 0.5, delay: 0, options: .curveEaseOut, animations: { card.transform = .identity })
        let dump = harness.advance(to: 0.125).dump
        try SnapshotFile.expect(dump, named: "displayListDump")
    }
}
