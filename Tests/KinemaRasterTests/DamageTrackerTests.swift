import Foundation
import KinemaCore
import KinemaGraphics
import KinemaUI
import Testing
@testable import KinemaRaster

/// What the software window redraws: only where the frame changed.
@Suite("Damage tracking")
struct DamageTrackerTests {
    static func composition(_ items: [DisplayItem], scale: CGFloat = 1) -> Composition {
        Composition(
            size: CGSize(width: 400 * scale, height: 400 * scale), background: RGBAColor(hex: 0xF2F2F7),
            layers: [Composition.Layer(list: DisplayList(size: CGSize(width: 400, height: 400), items: items), frame: CGRect(x: 0, y: 0, width: 400 * scale, height: 400 * scale))])
    }

    static func rect(_ frame: CGRect, opacity: Double = 1) -> DisplayItem {
        .rect(RoundedRect(rect: frame, cornerRadius: 4, color: RGBAColor(hex: 0xFF3B30), opacity: opacity))
    }

    @Test func theFirstFrameIsWholeAndAnUnchangedOneIsNothing() {
        var tracker = DamageTracker()
        let frame = Self.composition([Self.rect(CGRect(x: 10, y: 10, width: 50, height: 20))])
        #expect(tracker.damage(for: frame) == nil, "nothing to compare with: all of it")
        #expect(tracker.damage(for: frame) == [], "the same again: nothing to draw or present")
    }

    /// A moved item damages where it was and where it is (with the margin for soft edges); a fading one
    /// its own box; the others nothing.
    @Test func aMovedItemDamagesBothPlaces() {
        var tracker = DamageTracker()
        let still = Self.rect(CGRect(x: 300, y: 300, width: 50, height: 50))
        _ = tracker.damage(for: Self.composition([Self.rect(CGRect(x: 10, y: 10, width: 50, height: 20)), still]))
        let moved = tracker.damage(for: Self.composition([Self.rect(CGRect(x: 10, y: 40, width: 50, height: 20)), still]))
        #expect(moved == [CGRect(x: 7, y: 7, width: 56, height: 26), CGRect(x: 7, y: 37, width: 56, height: 26)], "\(String(describing: moved))")
        let faded = tracker.damage(for: Self.composition([Self.rect(CGRect(x: 10, y: 40, width: 50, height: 20), opacity: 0.5), still]))
        #expect(faded == [CGRect(x: 7, y: 37, width: 56, height: 26)])
        // Damage is in window pixels: the layer's scale applies.
        var scaled = DamageTracker()
        _ = scaled.damage(for: Self.composition([Self.rect(CGRect(x: 10, y: 10, width: 50, height: 20))], scale: 2))
        let twice = scaled.damage(for: Self.composition([Self.rect(CGRect(x: 10, y: 10, width: 50, height: 20), opacity: 0.5)], scale: 2))
        #expect(twice == [CGRect(x: 17, y: 17, width: 106, height: 46)])
    }

    /// A different number of items, or a changed clip, damages everything from the first difference;
    /// most of the window changed is drawn whole.
    @Test func structureChangesAndLargeDamage() {
        var tracker = DamageTracker()
        let a = Self.rect(CGRect(x: 10, y: 10, width: 20, height: 20)), b = Self.rect(CGRect(x: 100, y: 100, width: 20, height: 20))
        _ = tracker.damage(for: Self.composition([a, b]))
        let removed = tracker.damage(for: Self.composition([b]))
        // The first item differs from here on: where the removed one was, and where the rest are.
        #expect(removed == [CGRect(x: 7, y: 7, width: 26, height: 26), CGRect(x: 97, y: 97, width: 26, height: 26)], "\(String(describing: removed))")
        let huge = tracker.damage(for: Self.composition([b, Self.rect(CGRect(x: 0, y: 0, width: 400, height: 380))]))
        #expect(huge == nil, "95 % of the window: one full redraw")
        // Far-apart changes stay separate rectangles.
        _ = tracker.damage(for: Self.composition([a, b]))
        let apart = tracker.damage(for: Self.composition([Self.rect(CGRect(x: 10, y: 10, width: 20, height: 20), opacity: 0.5), Self.rect(CGRect(x: 100, y: 100, width: 20, height: 20), opacity: 0.5)]))
        #expect(apart?.count == 2)
    }

    /// Changes over most of the window, but not nearly all of it, are still drawn in pieces: drawn whole,
    /// the frame would write every pixel, where the pieces write only theirs.
    @Test func mostOfTheWindowIsStillDrawnInPieces() {
        var tracker = DamageTracker()
        func rows(opacity: Double) -> [DisplayItem] {
            (0..<4).map { Self.rect(CGRect(x: 10, y: 10 + 96 * CGFloat($0), width: 380, height: 80), opacity: opacity) }
        }
        _ = tracker.damage(for: Self.composition(rows(opacity: 1)))
        let faded = tracker.damage(for: Self.composition(rows(opacity: 0.5)))
        let area = faded.map { $0.reduce(0) { $0 + $1.width * $1.height } }
        #expect(faded?.count == 4 && area == CGFloat(4 * 386 * 86), "four rows with their margins, 83 % of the window: \(String(describing: faded))")
    }
}

/// Inside a projected layer items are in its plane: a change there damages the projected quad's box.
@Suite("Damage tracking of projected layers")
struct ProjectionDamageTests {
    /// A 100 × 100 plane shown at (200…300, 200…300), twice as large, by a map with no perspective (so
    /// its box is plain to check), holding a rect at (10, 10) in plane points.
    static func frame(inner: CGRect, after: [DisplayItem] = []) -> Composition {
        let transform = ProjectiveTransform(CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 200, ty: 200))
        return DamageTrackerTests.composition([
            .beginProjection(ProjectionGroup(transform: transform, bounds: CGRect(x: 0, y: 0, width: 100, height: 100))),
            DamageTrackerTests.rect(inner), .endProjection,
        ] + after)
    }

    @Test func aChangeInsideDamagesTheProjectedBox() {
        var tracker = DamageTracker()
        _ = tracker.damage(for: Self.frame(inner: CGRect(x: 10, y: 10, width: 20, height: 20)))
        let damage = tracker.damage(for: Self.frame(inner: CGRect(x: 10, y: 40, width: 20, height: 20)))
        // The quad's box (200…300) with the 3-pixel margin, not the plane's (10…60).
        #expect(damage == [CGRect(x: 197, y: 197, width: 106, height: 106)], "\(String(describing: damage))")
    }

    @Test func aChangeOfStructureAfterwardsDamagesItemsWhereTheyShow() {
        var tracker = DamageTracker()
        _ = tracker.damage(for: Self.frame(inner: CGRect(x: 10, y: 10, width: 20, height: 20)))
        // One item more inside the plane: from there on, everything, each where it shows on the device.
        let damage = tracker.damage(for: DamageTrackerTests.composition([
            .beginProjection(ProjectionGroup(transform: ProjectiveTransform(CGAffineTransform(translationX: 200, y: 200)), bounds: CGRect(x: 0, y: 0, width: 100, height: 100))),
            DamageTrackerTests.rect(CGRect(x: 10, y: 10, width: 20, height: 20)), DamageTrackerTests.rect(CGRect(x: 50, y: 50, width: 5, height: 5)),
            .endProjection, DamageTrackerTests.rect(CGRect(x: 0, y: 0, width: 10, height: 10)),
        ]))
        // The quad's box for what is inside; the rect after it where it is (with the margin, cut to the window).
        #expect(damage == [CGRect(x: 197, y: 197, width: 106, height: 106), CGRect(x: 0, y: 0, width: 13, height: 13)], "\(String(describing: damage))")
    }
}
