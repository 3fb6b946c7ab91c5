import Foundation
import KinemaCore
import Testing
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
        let label = UILabel(frame: CGRect(x: 12, y: 10, width: 200, height: 42))
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
        guard case .rect(let background)? = list.items(identifiedBy: "card").first else {
            Issue.record("no background for the card")
            return
        }
        expectClose(background.opacity, 0.25, tolerance: 1e-9)
        #expect(background.cornerRadius == 4)
        #expect(background.rect == CGRect(x: 0, y: 0, width: 350, height: 62), "local coordinates")
        let onScreen = background.rect.applying(background.transform)
        expectClose(onScreen.minY, 100 + 62 * 0.75, tolerance: 1e-9)
        guard case .text(let title)? = list.items(identifiedBy: "title").first else {
            Issue.record("no title")
            return
        }
        expectClose(title.opacity, 0.25, tolerance: 1e-9, "opacity multiplies down the tree")
        #expect(title.text == "Move-Up Animation" && title.fontSize == 26 && !title.isBold)
        let symbols = list.items(identifiedBy: "card").compactMap { item -> SymbolItem? in
            if case .symbol(let symbol) = item { return symbol }
            return nil
        }
        #expect(symbols.map(\.name) == ["1.circle.fill"], "subviews without an identifier carry their parent's")
        #expect(symbols.first?.knockoutColor == UIColor.systemBlue.rgba, "the digit is cut out of the blue card")
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
