import Foundation
import KinemaCore
import Testing
import KinemaGraphics
@testable import KinemaLayers
@testable import KinemaUI

/// `CALayer.borderWidth` and `borderColor` on a view's layer: what the DisplayList says of them.
@MainActor
@Suite("Layer borders")
struct LayerBorderTests {
    static let red = RGBAColor(red: 1, green: 0, blue: 0)

    /// A 100 × 60 card at (20, 100) with corner radius 12, a blue background and a green subview.
    static func card(_ harness: Harness, clips: Bool = false) -> UIView {
        let card = UIView(frame: CGRect(x: 20, y: 100, width: 100, height: 60))
        card.backgroundColor = .systemBlue
        card.layer.cornerRadius = 12
        card.clipsToBounds = clips
        card.accessibilityIdentifier = "card"
        let inner = UIView(frame: CGRect(x: -10, y: 10, width: 50, height: 20))
        inner.backgroundColor = .systemGreen
        inner.accessibilityIdentifier = "inner"
        card.addSubview(inner)
        harness.window.addSubview(card)
        return card
    }

    static func borders(_ list: DisplayList) -> [BorderItem] {
        list.items.compactMap { if case .border(let border) = $0 { return border } else { return nil } }
    }

    @Test func defaultsAreNoBorderInOpaqueBlack() {
        let harness = Harness()
        let card = Self.card(harness)
        #expect(card.layer.borderWidth == 0)
        #expect(card.layer.borderColor == RGBAColor.black)
        #expect(Self.borders(harness.advance(to: 0)).isEmpty)
        card.layer.borderWidth = 2
        #expect(Self.borders(harness.advance(to: 0.1)).map(\.color) == [RGBAColor.black], "the default colour draws")
    }

    @Test func borderComesAfterBackgroundAndSubviewsOutsideTheClip() throws {
        for clips in [false, true] {
            let harness = Harness()
            let card = Self.card(harness, clips: clips)
            card.layer.borderWidth = 4
            card.layer.borderColor = Self.red
            let list = harness.advance(to: 0)
            let index = { (predicate: (DisplayItem) -> Bool) in list.items.firstIndex(where: predicate) }
            let background = try #require(index { if case .rect = $0 { $0.identifier == "card" } else { false } })
            let subview = try #require(index { $0.identifier == "inner" })
            let border = try #require(index { if case .border = $0 { true } else { false } })
            #expect(background < subview && subview < border, "background, subviews, then the border (clips \(clips))")
            if clips {
                let popClip = try #require(list.items.lastIndex(of: .popClip))
                #expect(popClip < border, "the border is not inside the view's own clip")
            }
            let item = try #require(Self.borders(list).first)
            #expect(item.rect == CGRect(x: 0, y: 0, width: 100, height: 60), "the bounds: the outer edge")
            #expect(item.cornerRadius == 12 && item.innerCornerRadius == 8 && item.width == 4)
            #expect(item.transform == CGAffineTransform(translationX: 20, y: 100))
            #expect(item.identifier == "card" && item.color == Self.red)
            #expect(list.dump.contains(
                "border #card at (20.00, 100.00, 100.00, 60.00) radius 12.00 inner 8.00 width 4.00 color #ff0000ff opacity 1.00"))
        }
    }

    @Test func innerRadiusIsNeverNegative() throws {
        let harness = Harness()
        let card = Self.card(harness)
        card.layer.cornerRadius = 3
        card.layer.borderWidth = 5
        let item = try #require(Self.borders(harness.advance(to: 0)).first)
        #expect(item.cornerRadius == 3 && item.innerCornerRadius == 0)
    }

    @Test func zeroNegativeOrNaNWidthAndNilColourDrawNothing() {
        let harness = Harness()
        let card = Self.card(harness)
        var time = 0.0
        for width in [0, -3, CGFloat.nan] {
            card.layer.borderWidth = width
            #expect(card.layer.borderWidth == 0, "width \(width) is kept as 0")
            time += 0.1
            #expect(Self.borders(harness.advance(to: time)).isEmpty, "width \(width)")
        }
        card.layer.borderWidth = 4
        card.layer.borderColor = nil
        #expect(card.layer.borderColor == nil)
        #expect(Self.borders(harness.advance(to: time + 0.1)).isEmpty, "nil colour")
        card.layer.borderColor = Self.red
        #expect(Self.borders(harness.advance(to: time + 0.2)).count == 1, "drawn once it has a colour again")
    }

    @Test func presentationAndStandaloneLayersKeepTheValues() {
        let harness = Harness()
        let card = Self.card(harness)
        card.layer.borderWidth = 3
        card.layer.borderColor = Self.red
        UIView.animate(withDuration: 1) { card.layer.borderWidth = 9 }
        let presented = card.layer.presentation()
        #expect(presented?.borderWidth == 9, "UIView.animate does not animate it: the new value shows at once")
        #expect(presented?.borderColor == Self.red)
        let layer = CALayer()
        layer.borderWidth = 2
        layer.borderColor = nil
        #expect(layer.borderWidth == 2 && layer.borderColor == nil)
    }

    @Test func aBorderOnAViewThatDrewNothingShows() {
        // Enough clear subviews for their superview to leave out those that drew nothing (`CulledSubviews`).
        let harness = Harness()
        let row = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 100))
        let cells = (0..<(CulledSubviews.fewestSubviews + 4)).map { UIView(frame: CGRect(x: CGFloat($0) * 10, y: 0, width: 10, height: 10)) }
        cells.forEach(row.addSubview)
        harness.window.addSubview(row)
        harness.advanceChecking(to: 0)
        harness.advanceChecking(to: 0.1)
        cells[3].layer.borderWidth = 1
        let list = harness.advanceChecking(to: 0.2)
        #expect(Self.borders(list).map(\.transform.tx) == [30])
    }
}
