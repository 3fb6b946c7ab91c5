import CPixelStores
import Foundation
import KinemaCore
import KinemaGraphics
import KinemaUI
import Testing
@testable import KinemaSDL

/// Long runs of the lazy clear are written with streaming stores (`kinema_stream_fill`): whole cache
/// lines without reading them first, ordinary stores before the first whole line and after the last.
/// The fill must write exactly its pixels wherever the run starts and ends in a line, and frames wide
/// enough to stream must come out as clearing first would make them.
@MainActor
@Suite("Streamed fills", .serialized)
struct StreamedFillTests {
    /// Every start within a cache line (16 pixels) and lengths around the line boundaries, through the
    /// version this processor runs and the one without AVX: the run's pixels take the value, the pixels
    /// around it keep theirs.
    @Test func aStreamedFillWritesExactlyItsPixels() {
        typealias Fill = @convention(c) (UnsafeMutablePointer<UInt32>?, UInt32, Int) -> Void
        for (version, fill) in [("chosen", kinema_stream_fill), ("without AVX", kinema_stream_fill_sse2)] as [(String, Fill)] {
            expectExactPixels(version, fill)
        }
    }

    private func expectExactPixels(_ version: String, _ fill: @convention(c) (UnsafeMutablePointer<UInt32>?, UInt32, Int) -> Void) {
        let capacity = 1024, sentinel: UInt32 = 0xDEAD_BEEF, value: UInt32 = 0xFF12_3456
        let buffer = UnsafeMutablePointer<UInt32>.allocate(capacity: capacity)
        defer { buffer.deallocate() }
        // The buffer's own alignment is the allocator's: find the first pixel of a cache line, so that
        // the starts below cover every position in a line.
        let lineStart = (0..<16).first { (Int(bitPattern: buffer + $0) & 63) == 0 } ?? 0
        var wrong: [String] = []
        for offset in 0..<16 {
            for count in [0, 1, 15, 16, 17, 31, 32, 33, 63, 64, 65, 255, 256, 257, 511, 700] {
                buffer.initialize(repeating: sentinel, count: capacity)
                let start = 16 + lineStart + offset
                fill(buffer + start, value, count)
                kinema_stream_fence()
                let bad = (0..<capacity).filter { buffer[$0] != ((start..<(start + count)).contains($0) ? value : sentinel) }
                if !bad.isEmpty { wrong.append("offset \(offset), count \(count): \(bad.count) pixels, the first \(bad[0])") }
            }
        }
        #expect(wrong.isEmpty, "\(version): \(wrong.count) runs wrong, the first: \(wrong.prefix(4))")
    }

    /// Rows wide enough to stream (translucent and opaque, with and without corners, at fractional
    /// positions), text over some of them, whole frames and then damaged ones: every pixel as clearing
    /// first would make it.
    @Test func wideRowsComeOutAsIfClearedFirst() throws {
        let (width, height) = (720, 140)
        let lazy = try RendererTests.canvas(width, height), eager = try RendererTests.canvas(width, height)
        eager.renderer.usesLazyClear = false
        var generator = SplitMix64(seed: 26)
        func number(_ range: ClosedRange<Double>) -> CGFloat { CGFloat(Double.random(in: range, using: &generator)) }
        func frame() -> Composition {
            var items: [DisplayItem] = []
            for index in 0..<Int.random(in: 2...6, using: &generator) {
                let rect = CGRect(x: number(-8...90), y: number(-6...120), width: number(260...720), height: number(3...40))
                let color = RGBAColor(red: Double(number(0...1)), green: Double(number(0...1)), blue: Double(number(0...1)))
                items.append(.rect(RoundedRect(rect: rect, cornerRadius: number(0...6), color: color, opacity: index % 3 == 0 ? 1 : Double(number(0.05...0.95)))))
                if index % 2 == 1 {
                    items.append(.text(TextRun(text: "Row \(index)", fontSize: 14, color: .black, rect: rect.insetBy(dx: 4, dy: 0))))
                }
            }
            let size = CGSize(width: width, height: height)
            return Composition(size: size, background: RGBAColor(red: 0.95, green: 0.95, blue: 0.97), layers: [
                Composition.Layer(list: DisplayList(size: size, items: items), frame: CGRect(origin: .zero, size: size)),
            ])
        }
        func pixels(_ canvas: OffscreenCanvas) -> [UInt32] {
            (0..<height).flatMap { y in (0..<width).map { canvas.pixel(x: $0, y: y) } }
        }
        var differing: [Int] = []
        for index in 0..<30 {
            let whole = frame()
            for canvas in [lazy, eager] { canvas.drawChecked(whole) }
            if pixels(lazy) != pixels(eager) { differing.append(index) }
            let damaged = frame()
            let damage = (0..<(1 + index % 3)).map { _ in
                CGRect(x: number(0...200).rounded(), y: number(0...100).rounded(), width: number(5...720).rounded(), height: number(5...60).rounded())
            }
            for canvas in [lazy, eager] { canvas.drawChecked(damaged, damage: damage) }
            if pixels(lazy) != pixels(eager) { differing.append(1000 + index) }
        }
        #expect(differing.isEmpty, "frames that differ (1000 + n: the damaged redraw of frame n): \(differing)")
    }
}
