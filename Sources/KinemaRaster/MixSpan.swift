import CPixelStores

/// An opacity group's pixels mixed with what was behind them, eight at a time where the processor has
/// AVX2 (`kinema_mix_span`): `GroupCompositor.mix` on each pixel, at `weight` (0…255) or at `weight`
/// times each byte of `mask` / 255, rounded. The Swift lanes it replaces were built for the baseline
/// instruction set, whose 32-bit multiplies are emulated: 16 instructions a pixel for a masked group
/// (the player's rounded cover), 1.5 here.
package enum MixSpan {
    /// Mixes the pixels from the start of `row` it can; returns how many (a multiple of eight; 0
    /// without AVX2): the caller mixes the rest.
    @inline(__always)
    package static func mix(_ row: UnsafeMutablePointer<UInt32>, behind: UnsafePointer<UInt32>, mask: UnsafePointer<UInt8>?, count: Int, weight: Int) -> Int {
        kinema_mix_span(row, behind, mask, count, UInt32(max(0, min(255, weight))))
    }
}
