import Foundation
import KinemaRaster
import Testing
@testable import KinemaSDL

/// The software path's group mix (`GroupCompositor.mix`), red and blue in one word, against the
/// channel-by-channel form: equal for every weight and backdrop value of a channel, over group values a
/// fifth of them apart (0, 5, … 255; all of them take 10 s in a debug build), with the three channels of
/// a pixel different.
@Suite struct GroupMixTests {
    @Test func theSharedWordMixEqualsTheChannelByChannelMixEverywhere() {
        var mismatches = 0
        for weight in 0...255 {
            for behind in UInt32(0)...255 {
                for group in stride(from: UInt32(0), through: 255, by: 5) {
                    // Each channel's value in its own place, and the others different (the lanes must
                    // not leak into each other).
                    let b = behind << 16 | (255 - behind) << 8 | (behind ^ 0x5A)
                    let g = group | (255 - group) << 16 | (group ^ 0xA5) << 8
                    if GroupCompositor.mix(b, g, weight: weight) != GroupCompositor.mixReference(b, g, weight: weight) { mismatches += 1 }
                }
            }
        }
        #expect(mismatches == 0)
        // And its ends: weight 0 keeps the backdrop, 255 takes the group, both opaque.
        #expect(GroupCompositor.mix(0x0012_3456, 0x80AB_CDEF, weight: 0) == 0xFF12_3456)
        #expect(GroupCompositor.mix(0x0012_3456, 0x80AB_CDEF, weight: 255) == 0xFFAB_CDEF)
    }

    /// The row mix (eight lanes at a time, then one by one) is the pixel mix at every position, for rows
    /// of every length up to 40 (whole lane blocks and the tails after them) and several weights.
    @Test func theRowMixIsThePixelMixAtEveryPosition() {
        var random = SystemRandomNumberGenerator()
        for count in 1...40 {
            for weight in [0, 1, 77, 128, 200, 254, 255] {
                let behind = (0..<count).map { _ in UInt32.random(in: 0...UInt32.max, using: &random) }
                let group = (0..<count).map { _ in UInt32.random(in: 0...UInt32.max, using: &random) }
                var row = group
                behind.withUnsafeBufferPointer { below in
                    row.withUnsafeMutableBufferPointer { GroupCompositor.mixRow($0.baseAddress!, behind: below.baseAddress!, count: count, weight: weight) }
                }
                let expected = zip(behind, group).map { GroupCompositor.mixReference($0, $1, weight: weight) }
                #expect(row == expected, "\(count) pixels at weight \(weight)")
            }
        }
    }

    /// The masked mix eight at a time (`MixSpan`, a mask's group: a rounded cover) is the pixel mix at
    /// the masked weight, at every position of rows up to 40 long; with AVX2 it does every whole block.
    @Test func theMaskedSpanIsThePixelMixAtTheMaskedWeight() {
        var random = SystemRandomNumberGenerator()
        for count in 1...40 {
            for weight in [0, 1, 77, 128, 254, 255] {
                let behind = (0..<count).map { _ in UInt32.random(in: 0...UInt32.max, using: &random) }
                let group = (0..<count).map { _ in UInt32.random(in: 0...UInt32.max, using: &random) }
                let mask = (0..<count).map { index in index % 5 == 0 ? UInt8(index % 2 == 0 ? 0 : 255) : UInt8.random(in: 0...255, using: &random) }
                var row = group
                let done = behind.withUnsafeBufferPointer { below in
                    mask.withUnsafeBufferPointer { alpha in
                        row.withUnsafeMutableBufferPointer { MixSpan.mix($0.baseAddress!, behind: below.baseAddress!, mask: alpha.baseAddress!, count: count, weight: weight) }
                    }
                }
                #expect(done == 0 || done == count & ~7)
                let expected = (0..<done).map { GroupCompositor.mixReference(behind[$0], group[$0], weight: GroupCompositor.masked(weight, mask[$0])) }
                #expect(Array(row[0..<done]) == expected, "\(count) pixels at weight \(weight)")
            }
        }
    }
}
