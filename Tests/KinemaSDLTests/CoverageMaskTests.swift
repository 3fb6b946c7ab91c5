import CSDL2
import Foundation
import KinemaCore
import KinemaGraphics
import KinemaRaster
import Testing
@testable import KinemaSDL

/// Plain text (neither scaled nor turned) is drawn by the software backend from its glyphs' coverage
/// (`CoverageMask`), with SDL's own blit arithmetic: every pixel must come out as SDL's renderer makes it.
/// Random frames of text — white and opaque (SDL's unmodulated blit), black, tinted, faded, in fading
/// groups, clipped, over random colours and half off the canvas — are drawn both ways and compared to
/// the bit, whole and through damage rectangles.
@MainActor
@Suite("Text from coverage", .serialized)
struct CoverageMaskTests {
    static let size = (width: 220, height: 160)

    static func randomFrame(_ generator: inout SplitMix64) -> [DisplayItem] {
        func number(_ range: ClosedRange<Double>) -> CGFloat { CGFloat(Double.random(in: range, using: &generator)) }
        func color() -> RGBAColor {
            switch Int.random(in: 0..<5, using: &generator) {
            case 0: return .white
            case 1: return .black
            case 2: return RGBAColor(red: 1, green: 1, blue: 1, alpha: Double(number(0.05...0.95)))
            default: return RGBAColor(red: Double(number(0...1)), green: Double(number(0...1)), blue: Double(number(0...1)), alpha: Double(number(0.3...1)))
            }
        }
        func rect() -> CGRect { CGRect(x: number(-40...200), y: number(-20...150), width: number(20...160), height: number(10...60)) }
        var items: [DisplayItem] = []
        for _ in 0..<Int.random(in: 2...6, using: &generator) {
            items.append(.rect(RoundedRect(rect: rect(), cornerRadius: number(0...10), color: color())))
        }
        var depth = 0
        for index in 0..<Int.random(in: 3...10, using: &generator) {
            switch Int.random(in: 0..<8, using: &generator) {
            case 0 where depth == 0:
                items.append(.beginGroup(OpacityGroup(opacity: Double(number(0.3...0.9)), bounds: rect())))
                depth += 1
            case 1:
                items.append(.pushClip(rect: rect(), transform: .identity, identifier: nil))
                items.append(.text(TextRun(text: "Clipped \(index) Ågy", fontSize: number(10...30), color: color(), rect: rect())))
                items.append(.popClip)
            default:
                let alignment: TextRun.Alignment = [.left, .center, .right][Int.random(in: 0..<3, using: &generator)]
                items.append(.text(TextRun(
                    text: "Kinema \(index) — fig ÅÄÖ", fontSize: number(8...36), color: color(), rect: rect(), alignment: alignment,
                    opacity: Bool.random(using: &generator) ? 1 : Double(number(0.2...1)))))
            }
        }
        return items + Array(repeating: DisplayItem.endGroup, count: depth)
    }

    @Test func plainTextComesOutAsSDLDrawsIt() throws {
        let masked = try RendererTests.canvas(Self.size.width, Self.size.height)
        let blitted = try RendererTests.canvas(Self.size.width, Self.size.height)
        blitted.renderer.usesTextMasks = false
        var generator = SplitMix64(seed: 7)
        var differing: [String] = []
        for frame in 0..<40 {
            let background = frame % 2 == 0 ? RGBAColor.white : RGBAColor(red: 0.1, green: 0.1, blue: 0.12)
            let items = Self.randomFrame(&generator)
            for canvas in [masked, blitted] { canvas.drawChecked(canvas.composition(items, background: background)) }
            let (m, b) = (masked.allPixels, blitted.allPixels)
            if let first = m.indices.first(where: { m[$0] != b[$0] }) {
                differing.append("frame \(frame) at (\(first % Self.size.width), \(first / Self.size.width)): \(String(m[first], radix: 16)) for SDL's \(String(b[first], radix: 16))")
            }
            let damage = [CGRect(x: CGFloat(frame * 5 % 150), y: CGFloat(frame * 3 % 100), width: 70, height: 50)]
            let next = Self.randomFrame(&generator)
            for canvas in [masked, blitted] { canvas.drawChecked(canvas.composition(next, background: background), damage: damage) }
            let (m2, b2) = (masked.allPixels, blitted.allPixels)
            if let first = m2.indices.first(where: { m2[$0] != b2[$0] }) {
                differing.append("frame \(frame) damaged, at (\(first % Self.size.width), \(first / Self.size.width))")
            }
        }
        #expect(differing.isEmpty, "\(differing)")
        // The frames did draw text from masks (a mask path that never ran would pass the comparison).
        #expect(masked.renderer.textCache.count > 0)
        #expect(masked.renderer.textCache.keepsMasks)
    }

    /// The mask holds the rendered line's alpha, and each row's span runs from its first covered column
    /// to its last; a clear row's span is empty.
    @Test func aMaskKnowsEachRowsCoveredColumns() {
        let coverage: [UInt8] = [0, 0, 0, 0,
                                 0, 9, 0, 255,
                                 0, 0, 0, 0,
                                 128, 0, 0, 0]
        let mask = CoverageMask(width: 4, height: 4, coverage: coverage)
        #expect(mask.rowSpans == [0..<0, 1..<4, 0..<0, 0..<1])
        var pixels: [UInt32] = [0x0000_0000, 0x1200_0000, 0xFF00_0000, 0x8012_3456]
        let read = pixels.withUnsafeMutableBufferPointer { CoverageMask(alphaOf: $0.baseAddress!, width: 2, height: 2, pitch: 2) }
        #expect(read.coverage == [0, 0x12, 0xFF, 0x80])
    }

    /// Hand-worked pixels of both of SDL's blits (see `PixelTarget.blend`), over the ARGB pixel
    /// 0xFF_40_80_C0: white at full opacity with coverage 128 gives 255·128/256 + d·127/256 on every byte
    /// (alpha 127 + 126, then 127 + 31, 127 + 63, 127 + 95); red (255, 0, 0) at alpha 200 with coverage 128 gives
    /// a = 128·200/255 = 100, then s·100/255 + d·155/255 (100 + 38, 0 + 77, 0 + 116, alpha 100 + 155).
    @Test func bothBlitsMatchHandWorkedPixels() {
        let mask = CoverageMask(width: 1, height: 1, coverage: [128])
        var pixel: UInt32 = 0xFF40_80C0
        withUnsafeMutablePointer(to: &pixel) { pointer in
            PixelTarget(pixels: pointer, pitch: 1, width: 1, height: 1)
                .blend(mask, x: 0, y: 0, color: RasterColor(r: 255, g: 255, b: 255, a: 255), clip: PixelRect(x: 0, y: 0, w: 1, h: 1))
        }
        #expect(pixel == 0xFD9E_BEDE)
        pixel = 0xFF40_80C0
        withUnsafeMutablePointer(to: &pixel) { pointer in
            PixelTarget(pixels: pointer, pitch: 1, width: 1, height: 1)
                .blend(mask, x: 0, y: 0, color: RasterColor(r: 255, g: 0, b: 0, a: 200), clip: PixelRect(x: 0, y: 0, w: 1, h: 1))
        }
        #expect(pixel == 0xFF8A_4D74)
    }
}
