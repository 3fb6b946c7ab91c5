import Foundation
import KinemaCore
import Testing
import KinemaGraphics
@testable import KinemaLayers
@testable import KinemaUI

/// `CALayer.shadowColor`, `shadowOpacity`, `shadowOffset` and `shadowRadius`: their defaults, and what
/// the DisplayList says of them.
@MainActor
@Suite("Layer shadows")
struct LayerShadowTests {
    static func shadows(_ list: DisplayList) -> [ShadowItem] {
        list.items.compactMap { if case .shadow(let shadow) = $0 { return shadow } else { return nil } }
    }

    /// Apple's documentation of CALayer: shadowColor "an opaque black color", shadowOpacity 0.0,
    /// shadowOffset (0.0, -3.0), shadowRadius 3.0 — on a view's layer and on a layer of its own.
    @Test func defaultsAreApples() {
        let harness = Harness()
        let card = LayerBorderTests.card(harness)
        for layer in [card.layer, CALayer()] {
            #expect(layer.shadowColor == RGBAColor.black)
            #expect(layer.shadowOpacity == 0)
            #expect(layer.shadowOffset == CGSize(width: 0, height: -3))
            #expect(layer.shadowRadius == 3)
        }
        #expect(Self.shadows(harness.advance(to: 0)).isEmpty, "opacity 0 draws none")
        #expect(ShadowItem.sigmaPerShadowRadius == 1, "σ = shadowRadius (see its sources)")
    }

    /// The tutorials' shadow: the card's shadow first, then its background, then its subviews.
    @Test func aShadowComesBeforeTheBackgroundAndTheSubviews() throws {
        let harness = Harness()
        let card = LayerBorderTests.card(harness)
        card.layer.shadowColor = UIColor.black.cgColor
        card.layer.shadowOpacity = 0.3
        card.layer.shadowOffset = CGSize(width: 0, height: 4)
        card.layer.shadowRadius = 8
        let list = harness.advance(to: 0)
        let mine = list.items.enumerated().filter { $0.element.identifier == "card" || $0.element.identifier == "inner" }
        let kinds = mine.map { item -> String in
            switch item.element {
            case .shadow: "shadow"
            case .rect: item.element.identifier == "card" ? "background" : "subview"
            default: "other"
            }
        }
        #expect(kinds == ["shadow", "background", "subview"])
        let shadow = try #require(Self.shadows(list).first)
        #expect(shadow.rect == CGRect(x: 0, y: 0, width: 100, height: 60) && shadow.cornerRadius == 12)
        #expect(shadow.offset == CGSize(width: 0, height: 4) && shadow.radius == 8)
        #expect(shadow.color == RGBAColor(red: 0, green: 0, blue: 0, alpha: Double(Float(0.3))), "the opacity (a Float) folded into the colour")
        #expect(shadow.transform == CGAffineTransform(translationX: 20, y: 100))
        // Grown by 3.2σ + 1 = 26.6 points and moved by the offset.
        let bounds = try #require(DisplayItem.shadow(shadow).deviceBounds)
        #expect(abs(bounds.minY - (100 + 4 - 26.6)) < 1e-9 && abs(bounds.width - (100 + 2 * 26.6)) < 1e-9)
        #expect(list.dump.contains("shadow #card of (20.00, 100.00, 100.00, 60.00) radius 12.00 offset 0.00,4.00 blur 8.00 color #0000004d"))
    }

    /// What draws none: opacity 0, a clear or nil colour, a view that clips to its bounds (as
    /// masksToBounds clips it on iOS); a clear background casts its subviews' shapes instead.
    @Test func whatDrawsNoShadow() {
        let harness = Harness()
        let card = LayerBorderTests.card(harness)
        card.layer.shadowOpacity = 1
        #expect(Self.shadows(harness.advance(to: 0)).count == 1)
        card.layer.shadowColor = nil
        #expect(Self.shadows(harness.advance(to: 0.1)).isEmpty, "nil colour")
        card.layer.shadowColor = RGBAColor.clear
        #expect(Self.shadows(harness.advance(to: 0.2)).isEmpty, "clear colour")
        card.layer.shadowColor = RGBAColor.black
        card.backgroundColor = .clear
        #expect(Self.shadows(harness.advance(to: 0.3)).map(\.rect) == [CGRect(x: 0, y: 0, width: 50, height: 20)],
                "a clear background: its subview's shape casts it instead (docs/layers.md)")
        card.backgroundColor = UIColor(white: 0, alpha: 0.5)
        #expect(Self.shadows(harness.advance(to: 0.4)).map(\.color.alpha) == [0.5], "a translucent background's alpha scales it")
        card.clipsToBounds = true
        #expect(Self.shadows(harness.advance(to: 0.5)).isEmpty, "clipped away")
    }

    /// Values as Core Animation keeps them (opacity clamped, NaN as 0; a negative radius as 0); plain
    /// values that `UIView.animate` does not animate and `presentation()` copies; a standalone layer keeps them.
    @Test func valuesAreKeptAsCoreAnimationKeepsThem() {
        let harness = Harness()
        let card = LayerBorderTests.card(harness)
        card.layer.shadowOpacity = 1.7
        #expect(card.layer.shadowOpacity == 1)
        card.layer.shadowOpacity = .nan
        #expect(card.layer.shadowOpacity == 0)
        card.layer.shadowRadius = -4
        #expect(card.layer.shadowRadius == 0)
        card.layer.shadowOpacity = 0.2
        UIView.animate(withDuration: 1) {
            card.layer.shadowRadius = 12
            card.layer.shadowOffset = CGSize(width: 2, height: 9)
        }
        let presented = card.layer.presentation()
        #expect(presented?.shadowRadius == 12 && presented?.shadowOffset == CGSize(width: 2, height: 9) && presented?.shadowOpacity == 0.2)
        let layer = CALayer()
        layer.shadowOpacity = 0.4
        layer.shadowColor = nil
        layer.shadowRadius = 6
        #expect(layer.shadowOpacity == 0.4 && layer.shadowColor == nil && layer.shadowRadius == 6)
        #expect(layer.presentation()?.shadowRadius == 6)
    }

    /// A plain view with a shadow just outside a clipping ancestor is still drawn: its shadow reaches in.
    @Test func aShadowReachesPastTheCulling() {
        let harness = Harness()
        let clip = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        clip.clipsToBounds = true
        let chip = UIView(frame: CGRect(x: 0, y: 210, width: 50, height: 20))
        chip.backgroundColor = .systemRed
        clip.addSubview(chip)
        harness.window.addSubview(clip)
        #expect(Self.shadows(harness.advance(to: 0)).isEmpty)
        chip.layer.shadowOpacity = 0.5
        chip.layer.shadowRadius = 6
        #expect(Self.shadows(harness.advance(to: 0.1)).count == 1, "10 points below the clip, within 3.2 × 6 + 1 + 3")
    }

    /// A translucent view fades as one group with its shadow (which lies under its background): the
    /// shadow does not show through the card, as on iOS.
    @Test func aFadingViewIsOneGroupWithItsShadow() throws {
        let harness = Harness()
        let card = LayerBorderTests.card(harness)
        card.layer.shadowOpacity = 0.5
        card.alpha = 0.5
        let items = harness.advance(to: 0).items
        let group = try #require(items.firstIndex { if case .beginGroup = $0 { true } else { false } })
        let shadow = try #require(items.firstIndex { if case .shadow = $0 { true } else { false } })
        #expect(group < shadow)
        guard case .beginGroup(let opacityGroup) = items[group], case .shadow(let item) = items[shadow] else { return }
        #expect(opacityGroup.opacity == 0.5 && item.opacity == 1, "the shadow's opacity is the group's")
        #expect(opacityGroup.bounds.contains(try #require(DisplayItem.shadow(item).deviceBounds)), "the group holds the shadow's reach")
    }
}
