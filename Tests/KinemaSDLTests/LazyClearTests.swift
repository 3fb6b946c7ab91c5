import CSDL2
import Foundation
import KinemaCore
import KinemaGraphics
import KinemaLayers
import KinemaUI
import Testing
@testable import KinemaSDL

/// The lazy clear (`ClearMap`) writes the background only where nothing covers it, and a translucent
/// rectangle over it as one value: every pixel must come out exactly as clearing first would make it.
/// Random frames of every kind of item — rounded rectangles opaque and translucent, rotated ones, text,
/// lines, symbols, images, clips and opacity groups — are drawn twice, the lazy clear on and off, whole
/// and then through damage rectangles, and compared pixel for pixel.
@MainActor
@Suite("Lazy clear", .serialized)
struct LazyClearTests {
    static let size = (width: 240, height: 180)
    static let image = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Assets/images/artwork.png").path

    static func randomItems(_ generator: inout SplitMix64, count: Int) -> [DisplayItem] {
        func number(_ range: ClosedRange<Double>) -> CGFloat { CGFloat(Double.random(in: range, using: &generator)) }
        func color() -> RGBAColor {
            RGBAColor(red: Double(number(0...1)), green: Double(number(0...1)), blue: Double(number(0...1)), alpha: Bool.random(using: &generator) ? 1 : Double(number(0.1...0.9)))
        }
        func rect() -> CGRect { CGRect(x: number(-20...220), y: number(-20...160), width: number(1...120), height: number(1...90)) }
        var items: [DisplayItem] = []
        var depth = 0, clips = 0
        for _ in 0..<count {
            switch Int.random(in: 0..<12, using: &generator) {
            case 0...4:
                items.append(.rect(RoundedRect(rect: rect(), cornerRadius: number(0...20), color: color(), opacity: Double(number(0.2...1)))))
            case 5:
                items.append(.rect(RoundedRect(rect: rect(), cornerRadius: number(0...8), color: color(), transform: CGAffineTransform(rotationAngle: number(-0.5...0.5)))))
            case 6:
                items.append(.text(TextRun(text: "Kinema \(Int.random(in: 0..<100, using: &generator))", fontSize: number(9...24), color: color(), rect: rect())))
            case 7:
                items.append(.line(LineItem(points: [CGPoint(x: number(0...240), y: number(0...180)), CGPoint(x: number(0...240), y: number(0...180))], width: number(1...4), color: color())))
            case 8:
                items.append(.symbol(SymbolItem(name: "play.fill", rect: CGRect(x: number(0...200), y: number(0...140), width: 30, height: 30), pointSize: 24, strokeWidth: 2, color: color())))
            case 9:
                items.append(.image(ImageItem(path: Self.image, rect: rect(), cornerRadius: Bool.random(using: &generator) ? 6 : 0, opacity: Double(number(0.3...1)))))
            case 10 where depth < 2:
                items.append(.beginGroup(OpacityGroup(opacity: Double(number(0.3...0.9)), bounds: rect())))
                depth += 1
            case 10, 11:
                if depth > 0, Bool.random(using: &generator) {
                    items.append(.endGroup)
                    depth -= 1
                } else if clips > 0, Bool.random(using: &generator) {
                    items.append(.popClip)
                    clips -= 1
                } else {
                    items.append(.pushClip(rect: rect(), transform: .identity, identifier: nil))
                    clips += 1
                }
            default:
                break
            }
        }
        items += Array(repeating: DisplayItem.endGroup, count: depth) + Array(repeating: DisplayItem.popClip, count: clips)
        return items
    }

    static func composition(_ items: [DisplayItem], background: RGBAColor) -> Composition {
        let size = CGSize(width: size.width, height: size.height)
        return Composition(size: size, background: background, layers: [
            Composition.Layer(list: DisplayList(size: size, items: items), frame: CGRect(origin: .zero, size: size)),
        ])
    }

    static func pixels(_ canvas: OffscreenCanvas) -> [UInt32] {
        var all: [UInt32] = []
        for y in 0..<size.height { for x in 0..<size.width { all.append(canvas.pixel(x: x, y: y)) } }
        return all
    }

    /// Two canvases of the test's size: one with the lazy clear, one clearing first.
    static func canvases() throws -> (lazy: OffscreenCanvas, eager: OffscreenCanvas) {
        let lazy = try RendererTests.canvas(size.width, size.height)
        let eager = try RendererTests.canvas(size.width, size.height)
        eager.renderer.usesLazyClear = false
        return (lazy, eager)
    }

    @Test func framesComeOutAsIfClearedFirst() throws {
        let (lazy, eager) = try Self.canvases()
        var generator = SplitMix64(seed: 2026)
        var differing: [Int] = []
        for frame in 0..<60 {
            let background = frame % 3 == 0 ? RGBAColor.white : RGBAColor(red: 0.85, green: 0.85, blue: 0.87)
            let first = Self.randomItems(&generator, count: 4 + frame % 14)
            for canvas in [lazy, eager] { canvas.drawChecked(Self.composition(first, background: background)) }
            if Self.pixels(lazy) != Self.pixels(eager) { differing.append(frame) }
            // The next frame through damage rectangles over what the first left.
            let second = Self.randomItems(&generator, count: 3 + frame % 9)
            var damage: [CGRect] = []
            for _ in 0..<(1 + frame % 3) {
                damage.append(CGRect(
                    x: CGFloat(Int.random(in: 0..<200, using: &generator)), y: CGFloat(Int.random(in: 0..<150, using: &generator)),
                    width: CGFloat(Int.random(in: 5..<120, using: &generator)), height: CGFloat(Int.random(in: 5..<90, using: &generator))))
            }
            for canvas in [lazy, eager] { canvas.drawChecked(Self.composition(second, background: background), damage: damage) }
            if Self.pixels(lazy) != Self.pixels(eager) { differing.append(1000 + frame) }
        }
        #expect(differing.isEmpty, "frames that differ (1000 + n: the damaged redraw of frame n): \(differing)")
    }

    /// An opaque rectangle across rows that a rounded one left partly plain and partly mixed, then a
    /// translucent one reaching into what had been the plain part: composed over the opaque one's
    /// colour. (The opaque run was copied without the map knowing, and the translucent one's run was
    /// composed over the rounded one's colour; found by the occlusion tests.)
    @Test func aRunOverAPartlyPlainRowTellsTheMap() throws {
        let (lazy, eager) = try Self.canvases()
        lazy.renderer.usesOcclusion = false
        let items: [DisplayItem] = [
            .rect(RoundedRect(rect: CGRect(x: 23, y: 11.5, width: 194, height: 157), cornerRadius: 37, color: RGBAColor(hex: 0x929FA5))),
            .rect(RoundedRect(rect: CGRect(x: 0, y: 0, width: 240, height: 180), cornerRadius: 0, color: RGBAColor(hex: 0xF42ABE))),
            .rect(RoundedRect(rect: CGRect(x: 14, y: 72.5, width: 23.3, height: 89.3), cornerRadius: 19.5, color: RGBAColor(hex: 0x6E5DCC), opacity: 0.52)),
        ]
        for canvas in [lazy, eager] { canvas.drawChecked(Self.composition(items, background: .white)) }
        let (l, e) = (Self.pixels(lazy), Self.pixels(eager))
        let differing = l.indices.filter { l[$0] != e[$0] }
        #expect(differing.isEmpty, "\(differing.count) pixels differ, the first at \(differing.first.map { ($0 % Self.size.width, $0 / Self.size.width) } as Any)")
    }

    /// Cells side by side along the same pixel rows (a grid: each finds the row plain beyond the cells
    /// before it, and mixed where they were), drawn left to right and in shuffled order, at fractional
    /// positions, with and without corners: every pixel as clearing first would make it.
    @Test func gridCellsAlongARowComeOutAsIfClearedFirst() throws {
        let (lazy, eager) = try Self.canvases()
        var generator = SplitMix64(seed: 40)
        var differing: [Int] = []
        for frame in 0..<24 {
            var cells: [DisplayItem] = []
            for index in 0..<40 {
                let x = CGFloat(index % 10) * 24 + CGFloat(Double.random(in: -3...3, using: &generator))
                let y = CGFloat(index / 10) * 40 + CGFloat(Double.random(in: 0...12, using: &generator))
                let color = RGBAColor(red: 0.2 + 0.02 * Double(index), green: 0.5, blue: 0.9 - 0.01 * Double(index), alpha: 1)
                cells.append(.rect(RoundedRect(
                    rect: CGRect(x: x, y: y, width: 20 + CGFloat(frame % 4), height: 28), cornerRadius: CGFloat(frame % 3) * 3.3,
                    color: color, opacity: frame % 5 == 0 ? 1 : Double.random(in: 0.05...0.95, using: &generator))))
            }
            if frame % 2 == 1 { cells.shuffle(using: &generator) }
            for canvas in [lazy, eager] { canvas.drawChecked(Self.composition(cells, background: frame % 3 == 0 ? .white : RGBAColor(red: 0.1, green: 0.1, blue: 0.12))) }
            if Self.pixels(lazy) != Self.pixels(eager) { differing.append(frame) }
        }
        #expect(differing.isEmpty, "frames that differ: \(differing)")
    }

    /// A translucent row over the cleared background is one fill: nothing pending is left under it, and
    /// what it does not cover is the background.
    @Test func aTranslucentRowOverTheBackgroundIsOneValue() throws {
        let canvas = try RendererTests.canvas(Self.size.width, Self.size.height)
        canvas.drawChecked(Self.composition([.rect(RoundedRect(rect: CGRect(x: 10, y: 20, width: 200, height: 40), color: RendererTests.red, opacity: 0.5))], background: .white))
        #expect(!canvas.renderer.clearMap.isTracking, "the frame's end wrote the rest")
        let inside = (12..<208).map { canvas.pixel(x: $0, y: 40) }
        #expect(Set(inside).count == 1)
        RendererTests.expectColor(inside[0], (255, 127, 127), tolerance: 1, "red at half over white")
        RendererTests.expectColor(canvas.pixel(x: 230, y: 100), (255, 255, 255), tolerance: 0, "the background around it")
    }

    /// The straight rows of a translucent shape over plain rows compose one value, kept while the rows
    /// below find the same colour (`ClearMap.composed`): over bands of another colour, and after another
    /// shape of the same colour and opacity over another band, each row takes its own.
    @Test func aKeptCompositionIsNotTakenOverAnotherColour() throws {
        let (lazy, eager) = try Self.canvases()
        let width = CGFloat(Self.size.width)
        let bands: [DisplayItem] = [0xFF3B30, 0x34C759, 0x007AFF, 0xFF3B30].enumerated().map { index, hex in
            .rect(RoundedRect(rect: CGRect(x: 0, y: CGFloat(index) * 40, width: width, height: 40), color: RGBAColor(hex: UInt32(hex))))
        }
        let veil = { (y: CGFloat) in
            DisplayItem.rect(RoundedRect(rect: CGRect(x: 20, y: y, width: 200, height: 70), color: RGBAColor(hex: 0xFFCC00), opacity: 0.4))
        }
        let items = bands + [veil(10), veil(25), veil(100)]
        for canvas in [lazy, eager] { canvas.drawChecked(Self.composition(items, background: .white)) }
        let (l, e) = (Self.pixels(lazy), Self.pixels(eager))
        let differing = l.indices.filter { l[$0] != e[$0] }
        #expect(differing.isEmpty, "\(differing.count) pixels differ, the first at \(differing.first.map { ($0 % Self.size.width, $0 / Self.size.width) } as Any)")
        // The veils did compose over plain rows: a row inside the first veil, over the red band alone, is
        // one value.
        let row = (30..<210).map { lazy.pixel(x: $0, y: 12) }
        #expect(Set(row).count == 1)
    }
}
