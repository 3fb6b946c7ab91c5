import CSDL2
import Foundation
import KinemaCore
import KinemaGraphics
import KinemaRaster
import Testing
@testable import KinemaSDL

/// Symbols are tessellated once for each shape, size and turn and moved where they go
/// (`TriangleGeometry`). Moved triangles are the same triangles up to single-precision rounding of the
/// move, so every symbol of the library, at random places, sizes, turns and tints, must come out within
/// one level in 255 of tessellating in place on every channel; and a symbol that only slides must be
/// tessellated once.
@MainActor
@Suite("Symbol geometry", .serialized)
struct SymbolGeometryTests {
    static let size = (width: 300, height: 220)
    static let background = RGBAColor(red: 0.95, green: 0.95, blue: 0.97)

    @Test func movedSymbolsMatchSymbolsTessellatedInPlace() throws {
        let moved = try RendererTests.canvas(Self.size.width, Self.size.height)
        let inPlace = try RendererTests.canvas(Self.size.width, Self.size.height)
        inPlace.renderer.usesSymbolGeometry = false
        // The triangles themselves are compared: the second frame's kept symbols are not drawn from their
        // coverage (`SymbolMaskTests` compares that).
        moved.renderer.usesSymbolMasks = false
        var generator = SplitMix64(seed: 52)
        func number(_ range: ClosedRange<Double>) -> CGFloat { CGFloat(Double.random(in: range, using: &generator)) }
        var worst = 0, differing = 0, total = 0
        for names in SymbolLibrary.names.chunked(8) {
            var items: [DisplayItem] = []
            for name in names {
                let turn = Bool.random(using: &generator) ? CGAffineTransform.identity : CGAffineTransform(rotationAngle: number(-1...1))
                items.append(.symbol(SymbolItem(
                    name: name, rect: CGRect(x: number(-10...260), y: number(-10...180), width: 40, height: 40), pointSize: number(8...60),
                    strokeWidth: SymbolLibrary.strokeWidth(forWeight: number(-0.8...0.6)),
                    color: RGBAColor(red: Double(number(0...1)), green: Double(number(0...1)), blue: Double(number(0...1)), alpha: Double(number(0.4...1))),
                    transform: turn)))
            }
            // Twice: the second frame draws every symbol from kept geometry.
            for _ in 0..<2 {
                for canvas in [moved, inPlace] { canvas.drawChecked(canvas.composition(items, background: Self.background)) }
                let difference = moved.channelDifference(from: inPlace)
                (worst, differing, total) = (max(worst, difference.worst), differing + difference.differing, total + difference.total)
            }
        }
        #expect(worst <= 1, "the largest difference of a channel, in 255ths")
        #expect(differing * 10_000 < total, "\(differing) of \(total) pixels differ (at most one in ten thousand)")
        #expect(moved.renderer.symbolGeometry.count > 0)
    }

    /// A symbol sliding by fractions of a pixel, frame after frame, is tessellated once; a turn or a new
    /// size makes new triangles.
    @Test func aSlidingSymbolIsTessellatedOnce() throws {
        let canvas = try RendererTests.canvas(Self.size.width, Self.size.height)
        func symbol(x: CGFloat, size: CGFloat = 30, angle: CGFloat = 0) -> DisplayItem {
            .symbol(SymbolItem(
                name: "camera", rect: CGRect(x: x, y: 40.3, width: 40, height: 40), pointSize: size, strokeWidth: 0.1, color: RGBAColor(hex: 0xFF4A2E),
                transform: CGAffineTransform(rotationAngle: angle)))
        }
        for frame in 0..<20 { canvas.drawChecked(canvas.composition([symbol(x: 10 + CGFloat(frame) * 3.37)])) }
        #expect(canvas.renderer.symbolGeometry.count == 1)
        canvas.drawChecked(canvas.composition([symbol(x: 50, size: 31)]))
        canvas.drawChecked(canvas.composition([symbol(x: 50, angle: 0.3)]))
        #expect(canvas.renderer.symbolGeometry.count == 3)
    }
}

private extension Array {
    func chunked(_ size: Int) -> [[Element]] {
        stride(from: 0, to: count, by: size).map { Array(self[$0..<Swift.min($0 + size, count)]) }
    }
}
