import CPixelStores
import Foundation
import Testing

/// The AVX2 kernel of translucent spans (`kinema_blend_span`) against the arithmetic it stands for,
/// pixel by pixel: the same numbers for every alpha, over random pixels, for runs of every length from 1
/// to 40 (whole blocks of eight, and what is left for the caller). On a processor without AVX2 it does
/// nothing, and says so.
@Suite("Translucent span kernel")
struct BlendSpanKernelTests {
    static func reference(_ d: UInt32, sourceRB: UInt32, sourceG: UInt32, inverse: UInt32, opaque: UInt32) -> UInt32 {
        var rb = (d & 0x00FF_00FF) &* inverse &+ sourceRB
        rb = ((rb &+ ((rb >> 8) & 0x00FF_00FF)) >> 8) & 0x00FF_00FF
        var g = (d & 0x0000_FF00) &* inverse &+ sourceG
        g = ((g &+ ((g >> 8) & 0x0000_FF00)) >> 8) & 0x0000_FF00
        return rb | g | opaque
    }

    @Test func theKernelIsTheSpanArithmeticOnEveryPixelItDoes() {
        var random = SystemRandomNumberGenerator()
        var checked = 0
        for alpha in UInt32(0)...255 {
            let source = UInt32.random(in: 0...UInt32.max, using: &random)
            let sourceRB = (source & 0x00FF_00FF) * alpha + 0x0080_0080, sourceG = (source & 0x0000_FF00) * alpha + 0x0000_8000
            let count = 1 + Int(alpha % 40), opaque: UInt32 = alpha % 2 == 0 ? 0xFF00_0000 : 0
            let before = (0..<count).map { _ in UInt32.random(in: 0...UInt32.max, using: &random) }
            var pixels = before
            let done = pixels.withUnsafeMutableBufferPointer {
                kinema_blend_span($0.baseAddress!, count, sourceRB, sourceG, 255 - alpha, opaque)
            }
            #expect(done % 8 == 0 && done <= count)
            #expect(done == 0 || done == count - count % 8, "a processor with AVX2 does every whole block")
            for index in 0..<count {
                let expected = index < done
                    ? Self.reference(before[index], sourceRB: sourceRB, sourceG: sourceG, inverse: 255 - alpha, opaque: opaque) : before[index]
                #expect(pixels[index] == expected, "alpha \(alpha), pixel \(index) of \(count)")
                if index < done { checked += 1 }
            }
        }
        print("blend span kernel: \(checked) pixels checked")
    }

    /// The shadows' kernel (`kinema_blend_coverage_span`): each pixel at its own alpha from a row of
    /// 16-bit coverage, read forwards and backwards (a shadow's far side mirrors its tile), against the
    /// same arithmetic written out: alpha (c · scale + 2²³) >> 24, then the span's blend; alpha 0 leaves
    /// the pixel, top byte and all.
    @Test func theShadowKernelIsTheCoverageArithmeticOnEveryPixelItDoes() {
        var random = SystemRandomNumberGenerator()
        var checked = 0
        for trial in 0..<400 {
            let source = UInt32.random(in: 0...UInt32.max, using: &random)
            let (sourceRB, sourceG) = (source & 0x00FF_00FF, source & 0x0000_FF00)
            let scale = UInt32(min(255.0 / 65535, Double.random(in: 0...0.005, using: &random)) * 16_777_216 + 0.5)
            let count = 1 + trial % 40, step = trial % 2 == 0 ? 1 : -1, opaque: UInt32 = trial % 3 == 0 ? 0 : 0xFF00_0000
            let coverage = (0..<(count + 1)).map { index in index % 5 == 0 ? 0 : UInt16.random(in: 0...UInt16.max, using: &random) }
            let before = (0..<count).map { _ in UInt32.random(in: 0...UInt32.max, using: &random) }
            var pixels = before
            let done = coverage.withUnsafeBufferPointer { line in
                pixels.withUnsafeMutableBufferPointer {
                    kinema_blend_coverage_span($0.baseAddress!, line.baseAddress! + (step > 0 ? 0 : count - 1), step, count, scale, sourceRB, sourceG, opaque)
                }
            }
            #expect(done == 0 || done == count - count % 8, "a processor with AVX2 does every whole block")
            for index in 0..<done {
                let c = UInt64(coverage[step > 0 ? index : count - 1 - index])
                let alpha = UInt32((c * UInt64(scale) + 8_388_608) >> 24)
                let expected = alpha == 0 ? before[index]
                    : Self.reference(before[index], sourceRB: sourceRB &* alpha &+ 0x0080_0080, sourceG: sourceG &* alpha &+ 0x0000_8000, inverse: 255 - alpha, opaque: opaque)
                #expect(pixels[index] == expected, "trial \(trial), pixel \(index) of \(count)")
                checked += 1
            }
        }
        print("shadow kernel: \(checked) pixels checked")
    }
}
