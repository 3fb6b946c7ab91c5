import Foundation
import KinemaCore
import KinemaGraphics
import Testing
@testable import KinemaRaster

/// Scrolled content moved on screen (`ScrollShift`): when the tracker finds it, what it leaves damaged,
/// and when it must not find it. A list of rows inside a clip over an opaque background, 400 × 400
/// points drawn at `scale` pixels a point.
@Suite("Scroll shifts")
struct ScrollShiftTests {
    static let clip = CGRect(x: 0, y: 50, width: 400, height: 300)

    /// The background, the clip and rows 60 points apart scrolled by `offset` (rows wholly outside the
    /// clip are not drawn, as a table's are not), then `after` on top.
    static func items(offset: CGFloat, cover: RGBAColor = RGBAColor(hex: 0xF2F2F7), after: [DisplayItem] = []) -> [DisplayItem] {
        var items: [DisplayItem] = [.rect(RoundedRect(rect: clip, cornerRadius: 0, color: cover))]
        items.append(.pushClip(rect: clip, transform: .identity, identifier: nil))
        for row in 0..<20 {
            let frame = CGRect(x: 10, y: clip.minY + CGFloat(row) * 60 - offset, width: 380, height: 50)
            guard frame.maxY > clip.minY, frame.minY < clip.maxY else { continue }
            items.append(.rect(RoundedRect(rect: frame, cornerRadius: 4, color: RGBAColor(hex: 0xFFFFFF))))
            items.append(.text(TextRun(text: "Row \(row)", fontSize: 17, color: .black, rect: frame.insetBy(dx: 12, dy: 0))))
        }
        items.append(.popClip)
        return items + after
    }

    static func composition(_ items: [DisplayItem], scale: CGFloat = 1, more: [Composition.Layer] = []) -> Composition {
        let size = CGSize(width: 400 * scale, height: 400 * scale)
        return Composition(
            size: CGSize(width: size.width + 200, height: size.height), background: RGBAColor(hex: 0xD8D8DE),
            layers: [Composition.Layer(list: DisplayList(size: CGSize(width: 400, height: 400), items: items), frame: CGRect(origin: .zero, size: size))] + more)
    }

    static func changes(from: CGFloat, to: CGFloat, scale: CGFloat = 1, cover: RGBAColor = RGBAColor(hex: 0xF2F2F7),
                        after: [DisplayItem] = [], more: [Composition.Layer] = [], allowing: Bool = true) -> DamageTracker.Changes {
        var tracker = DamageTracker()
        _ = tracker.changes(for: composition(items(offset: from, cover: cover, after: after), scale: scale, more: more), allowingShifts: allowing)
        return tracker.changes(for: composition(items(offset: to, cover: cover, after: after), scale: scale, more: more), allowingShifts: allowing)
    }

    static func area(_ rects: [CGRect]?) -> CGFloat { (rects ?? []).reduce(0) { $0 + $1.width * $1.height } }

    /// Scrolled 7 points down the rows: the clip's pixels move up 7, and only the strip that comes in at
    /// the bottom (and the row that entered there) is drawn, not the 400 × 300 region.
    @Test func aScrollMovesTheClipsPixelsAndDrawsTheStripItUncovers() throws {
        let changes = Self.changes(from: 100, to: 107)
        let shift = try #require(changes.shift)
        #expect(shift.region == PixelRect(x: 0, y: 50, w: 400, h: 300))
        #expect((shift.dx, shift.dy) == (0, -7))
        #expect(changes.damage?.contains { $0.minY <= 343 && $0.maxY >= 350 } == true, "the uncovered strip: \(changes.damage ?? [])")
        #expect(Self.area(changes.damage) < 400 * 300 / 3, "\(changes.damage ?? [])")
        #expect(changes.presented?.contains(shift.regionRect) == true, "what moved is put on screen")
        // Without shifts the same frame redraws every moved row: most of the region.
        let plain = Self.changes(from: 100, to: 107, allowing: false)
        #expect(plain.shift == nil)
        #expect(Self.area(plain.damage) > 400 * 250, "\(plain.damage ?? [])")
    }

    /// At two pixels a point, a 7-point scroll is 14 pixels; half a point is a whole pixel too.
    @Test func theMoveIsInWindowPixels() throws {
        #expect(Self.changes(from: 100, to: 107, scale: 2).shift.map { ($0.dx, $0.dy) } ?? (0, 0) == (0, -14))
        #expect(Self.changes(from: 100, to: 100.5, scale: 2).shift.map { ($0.dx, $0.dy) } ?? (0, 0) == (0, -1))
        // Half a pixel is not moved on screen: drawn again, as before.
        #expect(Self.changes(from: 100, to: 100.5).shift == nil)
    }

    /// Nothing moves on screen where the pixels beneath the rows would not move with them, or something
    /// else is drawn over the region.
    @Test func noShiftWithoutAnOpaqueCoverOrUnderAnotherLayer() {
        #expect(Self.changes(from: 100, to: 107, cover: RGBAColor(red: 0.9, green: 0.9, blue: 0.9, alpha: 0.5)).shift == nil, "a translucent background")
        let panel = Composition.Layer(list: DisplayList(size: CGSize(width: 100, height: 100)), frame: CGRect(x: 300, y: 300, width: 200, height: 100))
        #expect(Self.changes(from: 100, to: 107, more: [panel]).shift == nil, "a layer drawn over the region")
        let beside = Composition.Layer(list: DisplayList(size: CGSize(width: 100, height: 100)), frame: CGRect(x: 400, y: 0, width: 200, height: 400))
        #expect(Self.changes(from: 100, to: 107, more: [beside]).shift != nil, "a layer beside it changes nothing")
    }

    /// An item drawn after the clip over the region (a scroll indicator, a floating button) is drawn
    /// again where it is and where the move carried its old pixels.
    @Test func whatIsDrawnOverTheRegionIsDrawnAgainWhereTheMoveCarriedIt() throws {
        let button = DisplayItem.rect(RoundedRect(rect: CGRect(x: 300, y: 200, width: 40, height: 40), cornerRadius: 20, color: RGBAColor(hex: 0x007AFF)))
        let changes = Self.changes(from: 100, to: 130, after: [button])
        let shift = try #require(changes.shift)
        #expect(shift.dy == -30)
        let damage = changes.damage ?? []
        #expect(damage.contains { $0.contains(CGRect(x: 300, y: 200, width: 40, height: 40)) }, "where it is: \(damage)")
        #expect(damage.contains { $0.contains(CGRect(x: 300, y: 170, width: 40, height: 40)) }, "where its old pixels went: \(damage)")
    }

    /// Rows cut by the region's edge are drawn again whole, not moved (drawn cut, a text is blitted
    /// another way than whole); rows wholly inside move.
    @Test func rowsAtTheEdgeAreDrawnAgain() throws {
        // At offset 100, row 1 (y 10…60) is cut by the clip's top (50): scrolled 7 more (3…53) it still
        // is, and what shows of it is damaged.
        let changes = Self.changes(from: 100, to: 107)
        let damage = changes.damage ?? []
        #expect(damage.contains { $0.minY <= 50 && $0.maxY >= 53 && $0.minX <= 10 && $0.maxX >= 390 }, "the row cut at the top: \(damage)")
        // Row 4 (183…233), moved whole, is in no damaged rectangle.
        #expect(!damage.contains { $0.intersects(CGRect(x: 10, y: 183, width: 380, height: 50)) }, "\(damage)")
    }

    /// Lists of very different lengths inside the clip (a scroll view filled all at once, or emptied)
    /// are compared without trouble: the search looks only where both have items.
    @Test func listsOfVeryDifferentLengthsAreCompared() {
        func rows(_ count: Int, offset: CGFloat) -> [DisplayItem] {
            let clip = Self.clip
            var items: [DisplayItem] = [.rect(RoundedRect(rect: clip, cornerRadius: 0, color: RGBAColor(hex: 0xF2F2F7))), .pushClip(rect: clip, transform: .identity, identifier: nil)]
            for row in 0..<count {
                items.append(.rect(RoundedRect(rect: CGRect(x: 10, y: clip.minY + CGFloat(row) * 2 - offset, width: 380, height: 1), cornerRadius: 0, color: RGBAColor(hex: 0xFFFFFF))))
            }
            return items + [.popClip]
        }
        for (before, after) in [(2, 140), (140, 2), (0, 60), (60, 0)] {
            var tracker = DamageTracker()
            _ = tracker.changes(for: Self.composition(rows(before, offset: 0)), allowingShifts: true)
            let changes = tracker.changes(for: Self.composition(rows(after, offset: 1)), allowingShifts: true)
            // Rows that went are drawn over where the move took them (two rows left of 140 moved up a
            // point: the 138 others' place, 52…330, is drawn again).
            #expect(changes.damage != [], "\(before) rows, then \(after)")
            if before == 140, after == 2 { #expect(changes.damage?.contains { $0.minY <= 60 && $0.maxY >= 320 } == true, "\(changes)") }
        }
    }

    /// A grid of cells alike (four colours over and over) at rest but a few rising: nothing scrolled,
    /// though each cell's neighbour of its colour is it moved by whole pixels. No shift (once one was
    /// found, the whole region's pixels were moved every frame), and only the rising cells are drawn.
    @Test func aGridOfCellsAlikeAtRestIsNotAScroll() throws {
        func grid(rising: CGFloat) -> [DisplayItem] {
            let clip = Self.clip
            var items: [DisplayItem] = [.rect(RoundedRect(rect: clip, cornerRadius: 0, color: RGBAColor(hex: 0xF2F2F7))), .pushClip(rect: clip, transform: .identity, identifier: nil)]
            let colours = [0xFF3B30, 0x34C759, 0x007AFF, 0xFF9500].map { RGBAColor(hex: UInt32($0)) }
            for cell in 0..<400 {
                let (column, row) = (CGFloat(cell % 40), CGFloat(cell / 40))
                let lift: CGFloat = cell >= 50 && cell < 56 ? rising : 0
                let box = CGRect(x: column * 10, y: clip.minY + row * 10 - lift, width: 8, height: 8)
                items.append(.rect(RoundedRect(rect: box, cornerRadius: 2, color: colours[cell % 4])))
            }
            return items + [.popClip]
        }
        var tracker = DamageTracker()
        _ = tracker.changes(for: Self.composition(grid(rising: 3.3)), allowingShifts: true)
        let changes = tracker.changes(for: Self.composition(grid(rising: 4.1)), allowingShifts: true)
        #expect(changes.shift == nil)
        #expect(Self.area(changes.damage) < 60 * 20, "the six rising cells: \(changes.damage ?? [])")
    }

    /// The region's pixels move as `ScrollShift.apply` says: each takes the one the move's length before
    /// it; the uncovered strip keeps what it held.
    @Test func applyMovesTheRegionsPixels() {
        let width = 6, height = 6
        var pixels = (0..<(width * height)).map { UInt32($0) }
        let shift = ScrollShift(region: PixelRect(x: 1, y: 1, w: 4, h: 4), dx: 0, dy: -2)
        pixels.withUnsafeMutableBufferPointer { shift.apply(to: $0.baseAddress!, pitch: width) }
        for y in 0..<height {
            for x in 0..<width {
                let inRegion = (1..<5).contains(x) && (1..<5).contains(y)
                let expected = inRegion && y < 3 ? UInt32((y + 2) * width + x) : UInt32(y * width + x)
                #expect(pixels[y * width + x] == expected, "(\(x), \(y))")
            }
        }
        var across = (0..<(width * height)).map { UInt32($0) }
        ScrollShift(region: PixelRect(x: 1, y: 1, w: 4, h: 4), dx: 1, dy: 1).apply(to: &across, pitch: width)
        #expect(across[4 * width + 4] == UInt32(3 * width + 3), "down and right: from up and left")
        #expect(across[1 * width + 1] == UInt32(1 * width + 1), "the uncovered corner keeps its pixel")
    }
}
