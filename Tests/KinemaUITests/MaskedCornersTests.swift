import Foundation
import KinemaCore
import Testing
import KinemaGraphics
@testable import KinemaLayers
@testable import KinemaUI

/// `maskedCorners` as Core Animation defines it (Apple's CACornerMask: min/max x and y of the layer's
/// own coordinates, y down on iOS): a bottom sheet's top corners rounded, its bottom ones square — in
/// the background, border, shadow and the clip of `masksToBounds`.
@MainActor
@Suite("Masked corners")
struct MaskedCornersTests {
    static func paths(_ list: DisplayList, _ identifier: String) -> [PathItem] {
        list.items(identifiedBy: identifier).compactMap { if case .path(let item) = $0 { item } else { nil } }
    }

    @Test func theDefaultIsAllFourAndTheFastRoundedRect() {
        let harness = Harness()
        let sheet = UIView(frame: CGRect(x: 0, y: 400, width: 390, height: 300))
        sheet.backgroundColor = .white
        sheet.layer.cornerRadius = 20
        sheet.accessibilityIdentifier = "sheet"
        harness.window.addSubview(sheet)
        #expect(sheet.layer.maskedCorners == [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner])
        #expect(sheet.layer.cornerCurve == .circular)
        let items = harness.advance(to: 0).items(identifiedBy: "sheet")
        #expect(items.count == 1 && { if case .rect = items[0] { true } else { false } }())
    }

    @Test func aSheetsTopCornersAloneAreRounded() throws {
        let harness = Harness()
        let sheet = UIView(frame: CGRect(x: 0, y: 400, width: 390, height: 300))
        sheet.backgroundColor = .white
        sheet.layer.cornerRadius = 20
        sheet.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
        sheet.layer.borderWidth = 2
        sheet.layer.shadowOpacity = 0.3
        sheet.layer.masksToBounds = false
        sheet.accessibilityIdentifier = "sheet"
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 300))
        child.backgroundColor = .red
        sheet.addSubview(child)
        harness.window.addSubview(sheet)
        let list = harness.advance(to: 0)
        let background = try #require(Self.paths(list, "sheet").first { $0.fillColor != nil })
        // In the sheet's own coordinates: a point 2 pt in from the top-left corner is cut away by the
        // 20-point round (its distance from the arc's centre (20, 20) is 25.5), from the bottom left not.
        #expect(!background.path.contains(CGPoint(x: 2, y: 2), evenOdd: false))
        #expect(background.path.contains(CGPoint(x: 2, y: 298), evenOdd: false))
        #expect(!background.path.contains(CGPoint(x: 388, y: 2), evenOdd: false) && background.path.contains(CGPoint(x: 388, y: 298), evenOdd: false))
        #expect(Self.paths(list, "sheet").contains { $0.stroke?.width == 2 }, "the border follows the shape")
        #expect(list.items(identifiedBy: "sheet").contains { if case .shadow(let s) = $0 { s.path != nil } else { false } }, "so does the shadow")
        sheet.clipsToBounds = true
        let clipped = harness.advance(to: 0.1)
        let mask = try #require(clipped.items.compactMap { if case .beginMask(let group) = $0 { group } else { nil } }.first)
        guard case .path(let shape) = mask.items.first else { Issue.record("a path mask"); return }
        #expect(!shape.path.contains(CGPoint(x: 2, y: 2), evenOdd: false) && shape.path.contains(CGPoint(x: 2, y: 298), evenOdd: false))
    }

    @Test func aStandaloneLayerMasksItsCornersToo() throws {
        let harness = Harness()
        let host = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        harness.window.addSubview(host)
        let tag = CALayer()
        tag.frame = CGRect(x: 0, y: 0, width: 100, height: 40)
        tag.backgroundColor = UIColor.systemBlue.cgColor
        tag.cornerRadius = 12
        tag.maskedCorners = [.layerMaxXMaxYCorner]
        tag.name = "tag"
        host.layer.addSublayer(tag)
        let shape = try #require(Self.paths(harness.advance(to: 0), "tag").first)
        #expect(!shape.path.contains(CGPoint(x: 99, y: 39), evenOdd: false), "the bottom-right corner is rounded")
        #expect(shape.path.contains(CGPoint(x: 1, y: 1), evenOdd: false) && shape.path.contains(CGPoint(x: 99, y: 1), evenOdd: false))
    }

    @Test func continuousCornersAreDrawnAsTheirPath() throws {
        let harness = Harness()
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        card.backgroundColor = .white
        card.layer.cornerRadius = 100
        card.layer.cornerCurve = .continuous
        card.accessibilityIdentifier = "card"
        harness.window.addSubview(card)
        let shape = try #require(Self.paths(harness.advance(to: 0), "card").first)
        // One radius in from the left the continuous corner is still off the top edge (a circle's is on it).
        #expect(!shape.path.contains(CGPoint(x: 100.87, y: 0.4), evenOdd: false) && shape.path.contains(CGPoint(x: 100.87, y: 1.2), evenOdd: false))
        card.layer.cornerCurve = .circular
        #expect(Self.paths(harness.advance(to: 0.1), "card").isEmpty, "four circular corners: the plain rounded rect again")
    }
}
