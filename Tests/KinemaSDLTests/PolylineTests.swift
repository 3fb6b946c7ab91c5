import CSDL2
import Foundation
import KinemaCore
import KinemaGraphics
import KinemaRaster
import Testing
@testable import KinemaSDL

/// Polylines on the software path are stroked by their pixels' distance to the line
/// (`SurfaceRasterizer.strokePolyline`) instead of feathered triangles: the same one-pixel feather, so
/// the two agree but at joints (round here, mitred there) and thin lines' ends; each pixel is covered
/// once however many segments reach it.
@MainActor
@Suite("Polylines", .serialized)
struct PolylineTests {
    static let size = (width: 240, height: 180)

    /// Random plots (smooth curves of many short segments), straight lines and steps, from a tenth of a
    /// pixel to 8 pixels wide, opaque and translucent, beside the triangles: at most 0.3 % of the pixels
    /// differ by more than 8 % (20 levels) — the e2e's GPU parity allows 0.6 % — and none by more than
    /// half (the joints' and thin ends' shapes differ by under a pixel's worth of coverage).
    @Test func polylinesAgreeWithTheTriangles() throws {
        let distance = try RendererTests.canvas(Self.size.width, Self.size.height)
        let triangles = try RendererTests.canvas(Self.size.width, Self.size.height)
        triangles.renderer.usesPolylines = false
        var generator = SplitMix64(seed: 8)
        func number(_ range: ClosedRange<Double>) -> CGFloat { CGFloat(Double.random(in: range, using: &generator)) }
        var (total, over8, over50) = (0, 0, 0)
        for _ in 0..<30 {
            var items: [DisplayItem] = []
            for _ in 0..<4 {
                let count = Int.random(in: 2...60, using: &generator)
                let (x0, y0, amplitude, phase) = (number(-20...120), number(20...160), number(0...60), number(0...6))
                let step = number(0.5...6)
                let points = (0..<count).map { i in CGPoint(x: x0 + CGFloat(i) * step, y: y0 + amplitude * sin(phase + CGFloat(i) * 0.15)) }
                let color = RGBAColor(red: Double(number(0...1)), green: Double(number(0...0.6)), blue: Double(number(0...1)), alpha: Bool.random(using: &generator) ? 1 : 0.5)
                items.append(.line(LineItem(points: points, width: number(0.1...8), color: color)))
            }
            for canvas in [distance, triangles] { canvas.drawChecked(canvas.composition(items)) }
            for y in 0..<Self.size.height {
                for x in 0..<Self.size.width {
                    let (p, q) = (distance.pixel(x: x, y: y), triangles.pixel(x: x, y: y))
                    total += 1
                    let worst = [0, 8, 16].map { (shift: UInt32) in abs(Int((p >> shift) & 0xFF) - Int((q >> shift) & 0xFF)) }.max()!
                    if worst > 20 { over8 += 1 }
                    if worst > 128 { over50 += 1 }
                }
            }
        }
        #expect(over8 * 1000 <= total * 3, "\(over8) of \(total) pixels differ by more than 8 %")
        #expect(over50 == 0, "pixels that differ by more than half")
    }

    /// A black line 2 pixels wide along y = 10.25 over white, hand-worked: the rows' centres are 0.75
    /// (row 9), 0.25 (row 10) and 1.25 (row 11) from it, covered 1.5 − d: 0.75, 1 and 0.25 — levels 191,
    /// 255 and 64 — so 64, 0 and 191 left of white; row 8 (1.75 away) untouched. Its butt ends stop half
    /// a pixel past the end points, feathered: the pixel centred on the end (x = 40.5 for an end at 40.5)
    /// takes half.
    @Test func aLineCoversPixelsByTheirDistance() throws {
        let canvas = try RendererTests.canvas(60, 20)
        let line = DisplayItem.line(LineItem(points: [CGPoint(x: 10, y: 10.25), CGPoint(x: 40.5, y: 10.25)], width: 2, color: .black))
        canvas.drawChecked(canvas.composition([line]))
        func red(_ x: Int, _ y: Int) -> Int { Int((canvas.pixel(x: x, y: y) >> 16) & 0xFF) }
        let column: [Int] = (8...12).map { red(25, $0) }
        #expect(column == [255, 64, 0, 191, 255])
        #expect(red(40, 10) == 127 || red(40, 10) == 128, "the end's pixel takes half: \(red(40, 10))")
        #expect(red(41, 10) == 255 && red(8, 10) == 255)
    }

    /// A translucent zigzag: where segments meet, a pixel is covered once (the mask keeps the most any
    /// segment gives it), so none is darker than one pass of the line's colour.
    @Test func jointsAreCoveredOnce() throws {
        let canvas = try RendererTests.canvas(Self.size.width, Self.size.height)
        let points = (0..<12).map { i in CGPoint(x: 20 + CGFloat(i) * 17, y: i % 2 == 0 ? 40 : 140) }
        canvas.drawChecked(canvas.composition([.line(LineItem(points: points, width: 9, color: RGBAColor(red: 0, green: 0, blue: 0, alpha: 0.3)))]))
        var darkest = 255
        for y in 0..<Self.size.height { for x in 0..<Self.size.width { darkest = min(darkest, Int(canvas.pixel(x: x, y: y) & 0xFF)) } }
        // One pass of 30 % black over white: 255 · 0.7, within a level of rounding.
        #expect(darkest >= 178, "the darkest pixel: \(darkest)")
        #expect(darkest <= 179, "the line was drawn: \(darkest)")
    }
}
