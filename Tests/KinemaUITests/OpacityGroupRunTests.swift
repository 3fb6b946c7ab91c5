import Foundation
import KinemaCore
import KinemaGraphics
import Testing

/// A translucent view groups only the runs of its items that overlap one another (iOS's group opacity
/// where it shows), from the first to the last of each set; the rest keep their own opacity times the
/// view's, which looks the same and is no pass over pixels.
@Suite("Opacity group runs")
struct OpacityGroupRunTests {
    static func rect(_ x: CGFloat, _ y: CGFloat, _ w: CGFloat = 40, _ h: CGFloat = 40) -> DisplayItem {
        .rect(RoundedRect(rect: CGRect(x: x, y: y, width: w, height: h), color: .black))
    }

    /// The items' layout as letters: `[` a group opening, `]` its end, `c`/`)` a clip, `s` a symbol, `r`
    /// another drawn item, with each drawn item's opacity.
    static func shape(_ items: [DisplayItem]) -> String {
        items.map { item -> String in
            switch item {
            case .beginGroup(let group): return "[\(group.opacity)"
            case .endGroup: return "]"
            case .pushClip: return "c"
            case .popClip: return ")"
            case .symbol: return "s\(item.opacity!)"
            default: return "r\(item.opacity!)"
            }
        }.joined(separator: " ")
    }

    static func grouped(_ items: [DisplayItem], opacity: Double = 0.5) -> [DisplayItem] {
        var items = items
        for index in items.indices { items[index].divideOpacity(by: 1 / opacity) }
        DisplayCanvas.groupIfOverlapping(&items, from: 0, opacity: opacity, identifier: .none, behind: nil)
        return items
    }

    @Test func onlyTheOverlappingRunIsGrouped() {
        // A placeholder under its picture, a title beside them, a button far away.
        let items = Self.grouped([Self.rect(0, 0), Self.rect(10, 10), Self.rect(100, 0), Self.rect(200, 200)])
        #expect(Self.shape(items) == "[0.5 r1.0 r1.0 ] r0.5 r0.5")
        guard case .beginGroup(let group) = items[0] else { return }
        #expect(group.bounds == CGRect(x: 0, y: 0, width: 50, height: 50), "the group's box is its run's, not the view's")
    }

    @Test func runsThatCrossAreJoined() {
        // A overlaps C and B overlaps D: the runs A…C and B…D cross, so one group holds A…D.
        let items = Self.grouped([Self.rect(0, 0), Self.rect(100, 0), Self.rect(20, 20), Self.rect(120, 20), Self.rect(300, 300)])
        #expect(Self.shape(items) == "[0.5 r1.0 r1.0 r1.0 r1.0 ] r0.5")
    }

    @Test func separateRunsAreSeparateGroups() {
        let items = Self.grouped([Self.rect(0, 0), Self.rect(10, 10), Self.rect(200, 0), Self.rect(210, 10), Self.rect(400, 0)])
        #expect(Self.shape(items) == "[0.5 r1.0 r1.0 ] [0.5 r1.0 r1.0 ] r0.5")
    }

    @Test func aClipIsGroupedWholeWhenItsItemsOverlapOrItOverlapsAnother() {
        let clip = DisplayItem.pushClip(rect: CGRect(x: 0, y: 0, width: 100, height: 100), transform: .identity, identifier: nil)
        // Its own items overlap: the clip and all it holds are grouped, never cut apart.
        let inside = Self.grouped([clip, Self.rect(0, 0), Self.rect(10, 10), .popClip, Self.rect(300, 0)])
        #expect(Self.shape(inside) == "[0.5 c r1.0 r1.0 ) ] r0.5")
        // A rect over what the clip holds: grouped with the clip.
        let over = Self.grouped([clip, Self.rect(0, 0), .popClip, Self.rect(300, 0), Self.rect(20, 20)])
        #expect(Self.shape(over) == "[0.5 c r1.0 ) r1.0 r1.0 ]")
        // Nothing overlaps: no group.
        let apart = Self.grouped([clip, Self.rect(0, 0), .popClip, Self.rect(300, 0)])
        #expect(Self.shape(apart) == "c r0.5 ) r0.5")
    }

    /// A symbol's strokes overlap where they join: alone or beside others, it is composited as a layer.
    @Test func aSymbolIsGroupedEvenAlone() {
        let chevron = DisplayItem.symbol(SymbolItem(name: "chevron.down", rect: CGRect(x: 0, y: 0, width: 24, height: 24), pointSize: 20, strokeWidth: 2, color: .white))
        #expect(Self.shape(Self.grouped([chevron])) == "[0.5 s1.0 ]")
        #expect(Self.shape(Self.grouped([chevron, Self.rect(100, 0)])) == "[0.5 s1.0 ] r0.5")
    }

    @Test func pastTheCheckLimitEverythingIsOneGroup() {
        let items = Self.grouped((0..<70).map { Self.rect(CGFloat($0) * 100, 0) })
        #expect(items.count == 72)
        #expect(Self.shape(Array(items.prefix(2))) == "[0.5 r1.0")
    }
}
