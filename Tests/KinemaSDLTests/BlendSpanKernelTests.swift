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
}
