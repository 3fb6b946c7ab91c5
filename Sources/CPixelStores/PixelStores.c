// kinema_stream_fill, kinema_blend_span, kinema_blend_coverage_span, kinema_composite_span,
// kinema_projected_span, kinema_image_span, kinema_image_texels, kinema_straight_span, kinema_mix_span and the text spans (see include/PixelStores.h): one version per instruction set,
// the loader picking the one this processor runs (an indirect function), so that a frame's fills and
// blends take no test of their own. Kept in one file: with the projected kernel in a file of its own,
// valgrind 3.19 could not read the binary's debug information (its DWARF 5 location lists, it seemed),
// and the frame-instruction counts run under valgrind.
#include "PixelStores.h"

#if defined(__x86_64__) && defined(__ELF__)
#include <immintrin.h>

#define INLINE static inline __attribute__((always_inline))

/// The resolver `resolver` of an indirect function: `avx2` where the processor has AVX2, else `none`
/// (which does nothing and says so), chosen once when the program is loaded.
#define RESOLVE_AVX2(resolver, avx2, none) \
    static __typeof__(&avx2) resolver(void) { \
        __builtin_cpu_init(); \
        return __builtin_cpu_supports("avx2") ? avx2 : none; \
    }


/// The first whole 64-byte line at or after `pixels`.
INLINE uint32_t *firstLine(uint32_t *pixels) {
    return (uint32_t *)(((uintptr_t)pixels + 63) & ~(uintptr_t)63);
}

/// A run with no whole line, or what is left around the whole lines: ordinary 16-byte stores, the last
/// ending at `end` (over the one before it where they overlap); one pixel at a time under four.
INLINE void fillPart(uint32_t *pixels, uint32_t *end, uint32_t value, __m128i quad) {
    if (end - pixels < 4) {
#pragma clang loop vectorize(disable) unroll(disable)
        for (; pixels < end; pixels++) *pixels = value;
        return;
    }
    for (; end - pixels > 4; pixels += 4) _mm_storeu_si128((__m128i *)pixels, quad);
    _mm_storeu_si128((__m128i *)(end - 4), quad);
}

__attribute__((target("avx"))) static void fillAVX(uint32_t *pixels, uint32_t value, size_t count) {
    uint32_t *end = pixels + count, *lines = firstLine(pixels);
    __m128i quad = _mm_set1_epi32((int)value);
    if (end - lines < 16) return fillPart(pixels, end, value, quad);
    fillPart(pixels, lines, value, quad);
    __m256i lanes = _mm256_set1_epi32((int)value);
    size_t pairs = (size_t)(end - lines) / 32;
    for (size_t pair = 0; pair < pairs; pair++, lines += 32) {
        _mm256_stream_si256((__m256i *)lines, lanes);
        _mm256_stream_si256((__m256i *)(lines + 8), lanes);
        _mm256_stream_si256((__m256i *)(lines + 16), lanes);
        _mm256_stream_si256((__m256i *)(lines + 24), lanes);
    }
    if (end - lines >= 16) {
        _mm256_stream_si256((__m256i *)lines, lanes);
        _mm256_stream_si256((__m256i *)(lines + 8), lanes);
        lines += 16;
    }
    fillPart(lines, end, value, quad);
}

void kinema_stream_fill_sse2(uint32_t *pixels, uint32_t value, size_t count) {
    uint32_t *end = pixels + count, *lines = firstLine(pixels);
    __m128i lanes = _mm_set1_epi32((int)value);
    if (end - lines < 16) return fillPart(pixels, end, value, lanes);
    fillPart(pixels, lines, value, lanes);
    size_t whole = (size_t)(end - lines) / 16;
    for (size_t line = 0; line < whole; line++, lines += 16) {
        _mm_stream_si128((__m128i *)lines, lanes);
        _mm_stream_si128((__m128i *)(lines + 4), lanes);
        _mm_stream_si128((__m128i *)(lines + 8), lanes);
        _mm_stream_si128((__m128i *)(lines + 12), lanes);
    }
    fillPart(lines, end, value, lanes);
}

typedef void Fill(uint32_t *, uint32_t, size_t);

static Fill *resolveFill(void) {
    __builtin_cpu_init();
    return __builtin_cpu_supports("avx") ? fillAVX : kinema_stream_fill_sse2;
}

void kinema_stream_fill(uint32_t *pixels, uint32_t value, size_t count) __attribute__((ifunc("resolveFill")));

/// (x + ((x >> 8) & mask)) >> 8 & mask: x / 255 rounded, in each lane's field that `mask` keeps.
__attribute__((target("avx2"), always_inline)) static inline __m256i divide255(__m256i x, __m256i mask) {
    return _mm256_and_si256(_mm256_srli_epi32(_mm256_add_epi32(x, _mm256_and_si256(_mm256_srli_epi32(x, 8), mask)), 8), mask);
}

__attribute__((target("avx2"))) static size_t blendSpanAVX2(
    uint32_t *pixels, size_t count, uint32_t sourceRB, uint32_t sourceG, uint32_t inverse, uint32_t opaque
) {
    const __m256i maskRB = _mm256_set1_epi32(0x00FF00FF), maskG = _mm256_set1_epi32(0x0000FF00);
    const __m256i scale = _mm256_set1_epi32((int)inverse), addRB = _mm256_set1_epi32((int)sourceRB);
    const __m256i addG = _mm256_set1_epi32((int)sourceG), bits = _mm256_set1_epi32((int)opaque);
    size_t index = 0;
    for (; index + 8 <= count; index += 8) {
        __m256i d = _mm256_loadu_si256((const __m256i *)(pixels + index));
        __m256i rb = _mm256_add_epi32(_mm256_mullo_epi32(_mm256_and_si256(d, maskRB), scale), addRB);
        __m256i g = _mm256_add_epi32(_mm256_mullo_epi32(_mm256_and_si256(d, maskG), scale), addG);
        __m256i out = _mm256_or_si256(_mm256_or_si256(divide255(rb, maskRB), divide255(g, maskG)), bits);
        _mm256_storeu_si256((__m256i *)(pixels + index), out);
    }
    return index;
}

static size_t blendSpanNone(uint32_t *pixels, size_t count, uint32_t sourceRB, uint32_t sourceG, uint32_t inverse, uint32_t opaque) {
    (void)pixels, (void)count, (void)sourceRB, (void)sourceG, (void)inverse, (void)opaque;
    return 0;
}

RESOLVE_AVX2(resolveBlendSpan, blendSpanAVX2, blendSpanNone)

size_t kinema_blend_span(uint32_t *pixels, size_t count, uint32_t sourceRB, uint32_t sourceG, uint32_t inverse, uint32_t opaque)
    __attribute__((ifunc("resolveBlendSpan")));

/// Premultiplied 0xAARRGGBB `source` pixels faded by `opacity` over `count` pixels, eight at a time: the
/// channel-by-channel over of `PixelTarget.composite` (each channel c·o/255 rounded, then s + d·(255 − a)/255
/// rounded, at most 255), its alpha bits `opaque`; a source pixel of 0 leaves the pixel as it is.
__attribute__((target("avx2"))) static size_t compositeSpanAVX2(
    uint32_t *pixels, const uint32_t *source, size_t count, uint32_t opacity, uint32_t opaque
) {
    const __m256i maskRB = _mm256_set1_epi32(0x00FF00FF), maskLow = _mm256_set1_epi32(0x000000FF);
    const __m256i half = _mm256_set1_epi32(0x00800080), halfLow = _mm256_set1_epi32(0x80);
    const __m256i fade = _mm256_set1_epi32((int)opacity), bits = _mm256_set1_epi32((int)opaque);
    const __m256i full = _mm256_set1_epi32(255), zero = _mm256_setzero_si256();
    size_t index = 0;
    for (; index + 8 <= count; index += 8) {
        __m256i s = _mm256_loadu_si256((const __m256i *)(source + index));
        __m256i d = _mm256_loadu_si256((const __m256i *)(pixels + index));
        __m256i rbS = _mm256_and_si256(s, maskRB), agS = _mm256_and_si256(_mm256_srli_epi32(s, 8), maskRB);
        if (opacity < 255) {
            rbS = divide255(_mm256_add_epi32(_mm256_mullo_epi32(rbS, fade), half), maskRB);
            agS = divide255(_mm256_add_epi32(_mm256_mullo_epi32(agS, fade), half), maskRB);
        }
        __m256i inverse = _mm256_sub_epi32(full, _mm256_srli_epi32(agS, 16));
        __m256i rb = divide255(_mm256_add_epi32(_mm256_mullo_epi32(_mm256_and_si256(d, maskRB), inverse), half), maskRB);
        __m256i g = divide255(_mm256_add_epi32(_mm256_mullo_epi32(_mm256_and_si256(_mm256_srli_epi32(d, 8), maskLow), inverse), halfLow), maskLow);
        rb = _mm256_min_epu16(_mm256_add_epi32(rb, rbS), maskRB);
        g = _mm256_min_epu16(_mm256_add_epi32(g, _mm256_and_si256(agS, maskLow)), maskLow);
        __m256i out = _mm256_or_si256(_mm256_or_si256(rb, _mm256_slli_epi32(g, 8)), bits);
        out = _mm256_blendv_epi8(out, d, _mm256_cmpeq_epi32(s, zero));
        _mm256_storeu_si256((__m256i *)(pixels + index), out);
    }
    return index;
}

/// A colour over `count` pixels, each at its own alpha from a row of 16-bit coverage (`coverage[step × i]`,
/// `step` 1 or −1), eight at a time: alpha = (coverage · scale + 2²³) >> 24, then `kinema_blend_span`'s
/// arithmetic at that alpha; a pixel at alpha 0 is left as it is. KinemaRaster's `blendSliced`, the same.
__attribute__((target("avx2"))) static size_t blendCoverageSpanAVX2(
    uint32_t *pixels, const uint16_t *coverage, ptrdiff_t step, size_t count, uint32_t scale, uint32_t sourceRB, uint32_t sourceG, uint32_t opaque
) {
    const __m256i maskRB = _mm256_set1_epi32(0x00FF00FF), maskG = _mm256_set1_epi32(0x0000FF00);
    const __m256i halfRB = _mm256_set1_epi32(0x00800080), halfG = _mm256_set1_epi32(0x00008000);
    const __m256i rbS = _mm256_set1_epi32((int)sourceRB), gS = _mm256_set1_epi32((int)sourceG), bits = _mm256_set1_epi32((int)opaque);
    const __m256i fixedScale = _mm256_set1_epi32((int)scale), round = _mm256_set1_epi32(1 << 23);
    const __m256i full = _mm256_set1_epi32(255), zero = _mm256_setzero_si256();
    const __m128i reverse = _mm_setr_epi8(14, 15, 12, 13, 10, 11, 8, 9, 6, 7, 4, 5, 2, 3, 0, 1);
    size_t index = 0;
    for (; index + 8 <= count; index += 8) {
        __m128i words = step > 0 ? _mm_loadu_si128((const __m128i *)(coverage + index))
                                 : _mm_shuffle_epi8(_mm_loadu_si128((const __m128i *)(coverage - (ptrdiff_t)index - 7)), reverse);
        __m256i alpha = _mm256_srli_epi32(_mm256_add_epi32(_mm256_mullo_epi32(_mm256_cvtepu16_epi32(words), fixedScale), round), 24);
        __m256i inverse = _mm256_sub_epi32(full, alpha);
        __m256i d = _mm256_loadu_si256((const __m256i *)(pixels + index));
        __m256i rb = _mm256_add_epi32(_mm256_add_epi32(_mm256_mullo_epi32(_mm256_and_si256(d, maskRB), inverse), _mm256_mullo_epi32(rbS, alpha)), halfRB);
        __m256i g = _mm256_add_epi32(_mm256_add_epi32(_mm256_mullo_epi32(_mm256_and_si256(d, maskG), inverse), _mm256_mullo_epi32(gS, alpha)), halfG);
        __m256i out = _mm256_or_si256(_mm256_or_si256(divide255(rb, maskRB), divide255(g, maskG)), bits);
        out = _mm256_blendv_epi8(out, d, _mm256_cmpeq_epi32(alpha, zero));
        _mm256_storeu_si256((__m256i *)(pixels + index), out);
    }
    return index;
}

static size_t blendCoverageSpanNone(
    uint32_t *pixels, const uint16_t *coverage, ptrdiff_t step, size_t count, uint32_t scale, uint32_t sourceRB, uint32_t sourceG, uint32_t opaque
) {
    (void)pixels, (void)coverage, (void)step, (void)count, (void)scale, (void)sourceRB, (void)sourceG, (void)opaque;
    return 0;
}

RESOLVE_AVX2(resolveBlendCoverageSpan, blendCoverageSpanAVX2, blendCoverageSpanNone)

size_t kinema_blend_coverage_span(
    uint32_t *pixels, const uint16_t *coverage, ptrdiff_t step, size_t count, uint32_t scale, uint32_t sourceRB, uint32_t sourceG, uint32_t opaque
) __attribute__((ifunc("resolveBlendCoverageSpan")));

static size_t compositeSpanNone(uint32_t *pixels, const uint32_t *source, size_t count, uint32_t opacity, uint32_t opaque) {
    (void)pixels, (void)source, (void)count, (void)opacity, (void)opaque;
    return 0;
}

RESOLVE_AVX2(resolveCompositeSpan, compositeSpanAVX2, compositeSpanNone)

size_t kinema_composite_span(uint32_t *pixels, const uint32_t *source, size_t count, uint32_t opacity, uint32_t opaque)
    __attribute__((ifunc("resolveCompositeSpan")));

// The projected layers' kernel: KinemaRaster's `drawProjectedRow` step for step — the same doubles in the
// same order, the same integer rounding — so the pixels are the same whichever does them.
#define AVX2 __attribute__((target("avx2"), always_inline)) static inline

/// `value` within 0…`limit`, NaN as `limit`: value < limit ? (value > 0 ? value : 0) : limit.
AVX2 __m256d clampFixed(__m256d value, __m256d limit) {
    __m256d positive = _mm256_blendv_pd(_mm256_setzero_pd(), value, _mm256_cmp_pd(value, _mm256_setzero_pd(), _CMP_GT_OQ));
    return _mm256_blendv_pd(limit, positive, _mm256_cmp_pd(value, limit, _CMP_LT_OQ));
}

/// Eight texel coordinates (1/256ths of a texel from texel centres, offset by 16 texels) from two halves
/// of four: ((t + 15.5) · 256 + 0.5), clamped, truncated.
AVX2 __m256i fixedCoordinates(__m256d low, __m256d high, __m256d limit) {
    const __m256d offset = _mm256_set1_pd(15.5), steps = _mm256_set1_pd(256), half = _mm256_set1_pd(0.5);
    low = clampFixed(_mm256_add_pd(_mm256_mul_pd(_mm256_add_pd(low, offset), steps), half), limit);
    high = clampFixed(_mm256_add_pd(_mm256_mul_pd(_mm256_add_pd(high, offset), steps), half), limit);
    return _mm256_set_m128i(_mm256_cvttpd_epi32(high), _mm256_cvttpd_epi32(low));
}

/// a + (b − a)·w/256 per channel, rounded, with `weights` holding w in both 16-bit halves of each lane
/// (0…255): `ProjectedTexture.mix`.
AVX2 __m256i mix(__m256i a, __m256i b, __m256i weights) {
    const __m256i lanes = _mm256_set1_epi32(0x00FF00FF), half = _mm256_set1_epi32(0x00800080);
    const __m256i rest = _mm256_sub_epi16(_mm256_set1_epi16(256), weights);
    __m256i rb = _mm256_add_epi16(_mm256_add_epi16(_mm256_mullo_epi16(_mm256_and_si256(a, lanes), rest),
                                                   _mm256_mullo_epi16(_mm256_and_si256(b, lanes), weights)), half);
    __m256i ag = _mm256_add_epi16(_mm256_add_epi16(_mm256_mullo_epi16(_mm256_and_si256(_mm256_srli_epi32(a, 8), lanes), rest),
                                                   _mm256_mullo_epi16(_mm256_and_si256(_mm256_srli_epi32(b, 8), lanes), weights)), half);
    return _mm256_or_si256(_mm256_and_si256(_mm256_srli_epi16(rb, 8), lanes), _mm256_slli_epi32(_mm256_and_si256(_mm256_srli_epi16(ag, 8), lanes), 8));
}

/// The premultiplied texel over the 0x..RRGGBB pixel, rounded to nearest, saturated, with `opaque`'s
/// bits; a texel of alpha 0 leaves the pixel: `SurfaceRasterizer.over`'s packed arithmetic.
AVX2 __m256i over(__m256i texel, __m256i pixel, __m256i opaque) {
    const __m256i lanes = _mm256_set1_epi32(0x00FF00FF), low = _mm256_set1_epi32(0xFF);
    const __m256i halfRB = _mm256_set1_epi32(0x00800080), halfG = _mm256_set1_epi32(0x80);
    __m256i alpha = _mm256_srli_epi32(texel, 24);
    __m256i rest = _mm256_sub_epi32(low, alpha);
    rest = _mm256_or_si256(rest, _mm256_slli_epi32(rest, 16));
    __m256i rb = _mm256_add_epi16(_mm256_mullo_epi16(_mm256_and_si256(pixel, lanes), rest), halfRB);
    rb = _mm256_and_si256(_mm256_srli_epi16(_mm256_add_epi16(rb, _mm256_and_si256(_mm256_srli_epi16(rb, 8), lanes)), 8), lanes);
    __m256i g = _mm256_add_epi16(_mm256_mullo_epi16(_mm256_and_si256(_mm256_srli_epi32(pixel, 8), low), rest), halfG);
    g = _mm256_srli_epi16(_mm256_add_epi16(g, _mm256_srli_epi16(g, 8)), 8);
    rb = _mm256_min_epu16(_mm256_add_epi16(rb, _mm256_and_si256(texel, lanes)), lanes);
    g = _mm256_min_epu16(_mm256_add_epi16(g, _mm256_and_si256(_mm256_srli_epi32(texel, 8), low)), low);
    __m256i out = _mm256_or_si256(_mm256_or_si256(rb, _mm256_slli_epi32(g, 8)), opaque);
    return _mm256_blendv_epi8(out, pixel, _mm256_cmpeq_epi32(alpha, _mm256_setzero_si256()));
}

/// Index `i` clamped to 0…`last`, per lane.
AVX2 __m256i clampIndex(__m256i i, __m256i last) {
    return _mm256_max_epi32(_mm256_setzero_si256(), _mm256_min_epi32(i, last));
}

/// The homogeneous coordinate at pixels k…k+3 of the row: start + k·step, multiplied then added.
AVX2 __m256d along(double start, double step, __m256d k) {
    return _mm256_add_pd(_mm256_set1_pd(start), _mm256_mul_pd(k, _mm256_set1_pd(step)));
}

/// Eight pixels' texel pairs at `offsets` (texels from `texels`) and a row below (`pitch` on), each pair
/// one unaligned 64-bit load, mixed across by `weights`: the upper and lower rows of the bilinear sample.
AVX2 void pairRows(const uint32_t *texels, __m256i offsets, int32_t pitch, __m256i *upper, __m256i *lower, __m256i weights) {
    int32_t at[8];
    _mm256_storeu_si256((__m256i *)at, offsets);
    uint64_t pair[16];
    for (int lane = 0; lane < 8; lane++) {
        __builtin_memcpy(&pair[lane], texels + at[lane], 8);
        __builtin_memcpy(&pair[8 + lane], texels + at[lane] + pitch, 8);
    }
    // Pairs (a, b) of pixels 0–3 and 4–7 → the a's and the b's, in pixel order.
    for (int row = 0; row < 2; row++) {
        __m256 low = _mm256_castsi256_ps(_mm256_loadu_si256((const __m256i *)(pair + 8 * row)));
        __m256 high = _mm256_castsi256_ps(_mm256_loadu_si256((const __m256i *)(pair + 8 * row + 4)));
        __m256i a = _mm256_permute4x64_epi64(_mm256_castps_si256(_mm256_shuffle_ps(low, high, 0x88)), 0xD8);
        __m256i b = _mm256_permute4x64_epi64(_mm256_castps_si256(_mm256_shuffle_ps(low, high, 0xDD)), 0xD8);
        *(row == 0 ? upper : lower) = mix(a, b, weights);
    }
}

__attribute__((target("avx2"))) static size_t projectedSpanAVX2(
    uint32_t *pixels, size_t count, size_t first, double u, double v, double w, double du, double dv, double dw,
    const uint32_t *texels, int32_t width, int32_t height, int32_t pitch, uint32_t opaque
) {
    const __m256d limitX = _mm256_set1_pd((double)(width + 16) * 256), limitY = _mm256_set1_pd((double)(height + 16) * 256);
    const __m256d one = _mm256_set1_pd(1), counting = _mm256_setr_pd(0, 1, 2, 3);
    const __m256i lastX = _mm256_set1_epi32(width - 1), lastY = _mm256_set1_epi32(height - 1), rowStep = _mm256_set1_epi32(pitch);
    const __m256i sixteen = _mm256_set1_epi32(16), oneIndex = _mm256_set1_epi32(1), fraction = _mm256_set1_epi32(255);
    const __m256i bits = _mm256_set1_epi32((int)opaque);
    size_t index = 0;
    for (; index + 8 <= count; index += 8) {
        __m256d k0 = _mm256_add_pd(_mm256_set1_pd((double)(first + index)), counting), k1 = _mm256_add_pd(k0, _mm256_set1_pd(4));
        __m256d w0 = along(w, dw, k0), w1 = along(w, dw, k1);
        __m256d r0 = _mm256_div_pd(one, w0), r1 = _mm256_div_pd(one, w1);
        __m256i fixedX = fixedCoordinates(_mm256_mul_pd(along(u, du, k0), r0), _mm256_mul_pd(along(u, du, k1), r1), limitX);
        __m256i fixedY = fixedCoordinates(_mm256_mul_pd(along(v, dv, k0), r0), _mm256_mul_pd(along(v, dv, k1), r1), limitY);
        // Where w ≤ 0 (behind the eye, or NaN) the pixel is left as it is.
        __m256i front = _mm256_set_m128i(
            _mm256_castsi256_si128(_mm256_permutevar8x32_epi32(_mm256_castpd_si256(_mm256_cmp_pd(w1, _mm256_setzero_pd(), _CMP_GT_OQ)), _mm256_setr_epi32(0, 2, 4, 6, 1, 3, 5, 7))),
            _mm256_castsi256_si128(_mm256_permutevar8x32_epi32(_mm256_castpd_si256(_mm256_cmp_pd(w0, _mm256_setzero_pd(), _CMP_GT_OQ)), _mm256_setr_epi32(0, 2, 4, 6, 1, 3, 5, 7))));
        __m256i ix = _mm256_sub_epi32(_mm256_srai_epi32(fixedX, 8), sixteen), iy = _mm256_sub_epi32(_mm256_srai_epi32(fixedY, 8), sixteen);
        __m256i wx = _mm256_and_si256(fixedX, fraction), wy = _mm256_and_si256(fixedY, fraction);
        wx = _mm256_or_si256(wx, _mm256_slli_epi32(wx, 16));
        wy = _mm256_or_si256(wy, _mm256_slli_epi32(wy, 16));
        __m256i x0 = clampIndex(ix, lastX), x1 = clampIndex(_mm256_add_epi32(ix, oneIndex), lastX);
        __m256i top = _mm256_mullo_epi32(clampIndex(iy, lastY), rowStep), bottom = _mm256_mullo_epi32(clampIndex(_mm256_add_epi32(iy, oneIndex), lastY), rowStep);
        __m256i upper, lower;
        // Where no lane is clamped (x1 = x0 + 1, y1 = y0 + 1), each pixel's two texels of a row are one
        // 64-bit load, two a pixel: gathers, a load a texel, took most of the kernel's time.
        __m256i inside = _mm256_and_si256(_mm256_and_si256(_mm256_cmpgt_epi32(ix, _mm256_set1_epi32(-1)), _mm256_cmpgt_epi32(lastX, ix)),
                                          _mm256_and_si256(_mm256_cmpgt_epi32(iy, _mm256_set1_epi32(-1)), _mm256_cmpgt_epi32(lastY, iy)));
        if (_mm256_movemask_epi8(inside) == -1) {
            pairRows(texels, _mm256_add_epi32(top, x0), pitch, &upper, &lower, wx);
        } else {
            const int *base = (const int *)texels;
            upper = mix(_mm256_i32gather_epi32(base, _mm256_add_epi32(top, x0), 4), _mm256_i32gather_epi32(base, _mm256_add_epi32(top, x1), 4), wx);
            lower = mix(_mm256_i32gather_epi32(base, _mm256_add_epi32(bottom, x0), 4), _mm256_i32gather_epi32(base, _mm256_add_epi32(bottom, x1), 4), wx);
        }
        __m256i texel = mix(upper, lower, wy);
        __m256i pixel = _mm256_loadu_si256((const __m256i *)(pixels + index));
        __m256i out = _mm256_blendv_epi8(pixel, over(texel, pixel, bits), front);
        _mm256_storeu_si256((__m256i *)(pixels + index), out);
    }
    return index;
}

static size_t projectedSpanNone(
    uint32_t *pixels, size_t count, size_t first, double u, double v, double w, double du, double dv, double dw,
    const uint32_t *texels, int32_t width, int32_t height, int32_t pitch, uint32_t opaque
) {
    (void)pixels, (void)count, (void)first, (void)u, (void)v, (void)w, (void)du, (void)dv, (void)dw, (void)texels, (void)width, (void)height, (void)pitch, (void)opaque;
    return 0;
}

RESOLVE_AVX2(resolveProjectedSpan, projectedSpanAVX2, projectedSpanNone)

size_t kinema_projected_span(
    uint32_t *pixels, size_t count, size_t first, double u, double v, double w, double du, double dv, double dw,
    const uint32_t *texels, int32_t width, int32_t height, int32_t pitch, uint32_t opaque
) __attribute__((ifunc("resolveProjectedSpan")));

/// `ProjectedTexture.mix` for one pixel: a + (b − a)·w/256 per channel, rounded (w 0…256).
static inline uint32_t mixOne(uint32_t a, uint32_t b, uint32_t w) {
    uint32_t rest = 256 - w, lanes = 0x00FF00FF, half = 0x00800080;
    uint32_t rb = (((a & lanes) * rest + (b & lanes) * w + half) >> 8) & lanes;
    uint32_t ag = ((((a >> 8) & lanes) * rest + ((b >> 8) & lanes) * w + half) >> 8) & lanes;
    return rb | (ag << 8);
}

/// The row a scaled image's row reads across from: `top` and `bottom` mixed by `rowWeight` into `scratch`
/// over texels first…first + span − 1 (returned from `first` on), or the one row itself at weight 0 or 256.
AVX2 const uint32_t *mixedRow(const uint32_t *top, const uint32_t *bottom, uint32_t rowWeight, int32_t first, size_t span, uint32_t *scratch) {
    uint32_t weight = rowWeight & 0x1FF;
    if (weight == 0 || weight == 256) return (weight == 0 ? top : bottom) + first;
    const __m256i down = _mm256_set1_epi32((int)rowWeight);
    size_t i = 0;
    for (; i + 8 <= span; i += 8) {
        __m256i t = _mm256_loadu_si256((const __m256i *)(top + first + i)), b = _mm256_loadu_si256((const __m256i *)(bottom + first + i));
        _mm256_storeu_si256((__m256i *)(scratch + i), mix(t, b, down));
    }
    for (; i < span; i++) scratch[i] = mixOne(top[first + i], bottom[first + i], weight);
    return scratch;
}

/// Eight pixels' texels: each pixel's two neighbours in the mixed row (`columns` less `first`, and the
/// next) mixed across by `weights`.
AVX2 __m256i sampleAcross(const uint32_t *source, const int32_t *columns, const uint32_t *weights, __m256i first) {
    __m256i at = _mm256_sub_epi32(_mm256_loadu_si256((const __m256i *)columns), first);
    __m256i left = _mm256_i32gather_epi32((const int *)source, at, 4);
    __m256i right = _mm256_i32gather_epi32((const int *)source, _mm256_add_epi32(at, _mm256_set1_epi32(1)), 4);
    return mix(left, right, _mm256_loadu_si256((const __m256i *)weights));
}

/// The group mix with per-lane weights (0…255 in both 16-bit halves): behind + (group − behind)·w/255
/// per channel, rounded to nearest, with `bits` set — `GroupCompositor.mix`'s arithmetic.
AVX2 __m256i mixWeighted(__m256i behind, __m256i group, __m256i w, __m256i bits) {
    const __m256i lanes = _mm256_set1_epi32(0x00FF00FF), low = _mm256_set1_epi32(0xFF), half = _mm256_set1_epi32(0x00800080);
    __m256i rest = _mm256_sub_epi16(_mm256_set1_epi16(255), w);
    __m256i rb = _mm256_add_epi16(_mm256_add_epi16(_mm256_mullo_epi16(_mm256_and_si256(behind, lanes), rest),
                                                   _mm256_mullo_epi16(_mm256_and_si256(group, lanes), w)), half);
    rb = _mm256_and_si256(_mm256_srli_epi16(_mm256_add_epi16(rb, _mm256_srli_epi16(rb, 8)), 8), lanes);
    __m256i g = _mm256_add_epi16(_mm256_add_epi16(_mm256_mullo_epi16(_mm256_and_si256(_mm256_srli_epi32(behind, 8), low), rest),
                                                  _mm256_mullo_epi16(_mm256_and_si256(_mm256_srli_epi32(group, 8), low), w)), half);
    g = _mm256_and_si256(_mm256_srli_epi16(_mm256_add_epi16(g, _mm256_srli_epi16(g, 8)), 8), low);
    return _mm256_or_si256(_mm256_or_si256(rb, _mm256_slli_epi32(g, 8)), bits);
}

/// Straight-alpha texels over 0x..RRGGBB pixels: pixel + (texel − pixel)·a/255 per channel, rounded,
/// a = texel alpha × `mod` / 255 rounded, with `bits` set.
AVX2 __m256i blendStraight(__m256i texel, __m256i pixel, __m256i mod, __m256i bits) {
    __m256i a = _mm256_add_epi32(_mm256_mullo_epi16(_mm256_srli_epi32(texel, 24), mod), _mm256_set1_epi32(128));
    a = _mm256_srli_epi32(_mm256_add_epi32(a, _mm256_srli_epi32(a, 8)), 8);
    return mixWeighted(pixel, texel, _mm256_or_si256(a, _mm256_slli_epi32(a, 16)), bits);
}

__attribute__((target("avx2"))) static size_t imageSpanAVX2(
    uint32_t *pixels, size_t count, const int32_t *columns, const uint32_t *weights, const uint32_t *top, const uint32_t *bottom,
    uint32_t rowWeight, uint32_t alpha, uint32_t opaque, uint32_t *scratch
) {
    size_t whole = count & ~(size_t)7;
    if (whole == 0) return 0;
    const __m256i mod = _mm256_set1_epi32((int)alpha), bits = _mm256_set1_epi32((int)opaque), first = _mm256_set1_epi32(columns[0]);
    const uint32_t *source = mixedRow(top, bottom, rowWeight, columns[0], (size_t)(columns[whole - 1] + 2 - columns[0]), scratch);
    for (size_t index = 0; index < whole; index += 8) {
        __m256i texel = sampleAcross(source, columns + index, weights + index, first);
        __m256i pixel = _mm256_loadu_si256((const __m256i *)(pixels + index));
        _mm256_storeu_si256((__m256i *)(pixels + index), blendStraight(texel, pixel, mod, bits));
    }
    return whole;
}

__attribute__((target("avx2"))) static size_t imageTexelsAVX2(
    uint32_t *texels, size_t count, const int32_t *columns, const uint32_t *weights, const uint32_t *top, const uint32_t *bottom,
    uint32_t rowWeight, uint32_t *scratch
) {
    size_t whole = count & ~(size_t)7;
    if (whole == 0) return 0;
    const __m256i first = _mm256_set1_epi32(columns[0]);
    const uint32_t *source = mixedRow(top, bottom, rowWeight, columns[0], (size_t)(columns[whole - 1] + 2 - columns[0]), scratch);
    for (size_t index = 0; index < whole; index += 8) {
        _mm256_storeu_si256((__m256i *)(texels + index), sampleAcross(source, columns + index, weights + index, first));
    }
    return whole;
}

__attribute__((target("avx2"))) static size_t straightSpanAVX2(uint32_t *pixels, const uint32_t *texels, size_t count, uint32_t alpha, uint32_t opaque) {
    const __m256i mod = _mm256_set1_epi32((int)alpha), bits = _mm256_set1_epi32((int)opaque);
    size_t index = 0;
    for (; index + 8 <= count; index += 8) {
        __m256i texel = _mm256_loadu_si256((const __m256i *)(texels + index)), pixel = _mm256_loadu_si256((const __m256i *)(pixels + index));
        _mm256_storeu_si256((__m256i *)(pixels + index), blendStraight(texel, pixel, mod, bits));
    }
    return index;
}

__attribute__((target("avx2"))) static size_t mixSpanAVX2(uint32_t *row, const uint32_t *behind, const uint8_t *mask, size_t count, uint32_t weight) {
    const __m256i flat = _mm256_set1_epi32((int)(weight | weight << 16)), scale = _mm256_set1_epi32((int)weight);
    const __m256i opaque = _mm256_set1_epi32((int)0xFF000000);
    size_t index = 0;
    for (; index + 8 <= count; index += 8) {
        __m256i w = flat;
        if (mask) {
            // weight × mask / 255, rounded: (t + (t >> 8)) >> 8 with t = weight · mask + 128.
            __m256i m = _mm256_cvtepu8_epi32(_mm_loadl_epi64((const __m128i *)(mask + index)));
            __m256i t = _mm256_add_epi32(_mm256_mullo_epi16(m, scale), _mm256_set1_epi32(128));
            t = _mm256_srli_epi32(_mm256_add_epi32(t, _mm256_srli_epi32(t, 8)), 8);
            w = _mm256_or_si256(t, _mm256_slli_epi32(t, 16));
        }
        __m256i b = _mm256_loadu_si256((const __m256i *)(behind + index)), g = _mm256_loadu_si256((const __m256i *)(row + index));
        _mm256_storeu_si256((__m256i *)(row + index), mixWeighted(b, g, w, opaque));
    }
    return index;
}

static size_t mixSpanNone(uint32_t *row, const uint32_t *behind, const uint8_t *mask, size_t count, uint32_t weight) {
    (void)row, (void)behind, (void)mask, (void)count, (void)weight;
    return 0;
}

RESOLVE_AVX2(resolveMixSpan, mixSpanAVX2, mixSpanNone)

size_t kinema_mix_span(uint32_t *row, const uint32_t *behind, const uint8_t *mask, size_t count, uint32_t weight)
    __attribute__((ifunc("resolveMixSpan")));

/// x / 255 truncated in each 16-bit lane, for x ≤ 65,280: (x + 1 + (x >> 8)) >> 8.
AVX2 __m256i divide255Down(__m256i x) {
    return _mm256_srli_epi16(_mm256_add_epi16(_mm256_add_epi16(x, _mm256_set1_epi16(1)), _mm256_srli_epi16(x, 8)), 8);
}

/// Text in a colour, eight pixels at a time: SDL's modulating blit (`PixelTarget.blend`'s tinted form).
__attribute__((target("avx2"))) static size_t textSpanAVX2(uint32_t *line, const uint8_t *coverage, size_t count, uint32_t color, uint32_t opaque) {
    const __m256i lanes = _mm256_set1_epi32(0x00FF00FF), top = _mm256_set1_epi16(255);
    const __m256i alpha = _mm256_set1_epi32((int)(color >> 24));
    const __m256i sourceRB = _mm256_set1_epi32((int)(color & 0x00FF00FF)), sourceAG = _mm256_set1_epi32((int)(0x00FF0000 | ((color >> 8) & 0xFF)));
    const __m256i keepBits = _mm256_set1_epi32(opaque ? (int)0xFFFFFFFF : 0x00FFFFFF);
    size_t index = 0;
    for (; index + 8 <= count; index += 8) {
        __m256i c = _mm256_cvtepu8_epi32(_mm_loadl_epi64((const __m128i *)(coverage + index)));
        __m256i a = divide255Down(_mm256_mullo_epi16(c, alpha));
        __m256i w = _mm256_or_si256(a, _mm256_slli_epi32(a, 16)), keep = _mm256_sub_epi16(top, w);
        __m256i d = _mm256_loadu_si256((const __m256i *)(line + index));
        __m256i rb = _mm256_add_epi16(divide255Down(_mm256_mullo_epi16(sourceRB, w)), divide255Down(_mm256_mullo_epi16(_mm256_and_si256(d, lanes), keep)));
        __m256i ag = _mm256_add_epi16(divide255Down(_mm256_mullo_epi16(sourceAG, w)),
                                      divide255Down(_mm256_mullo_epi16(_mm256_and_si256(_mm256_srli_epi32(d, 8), lanes), keep)));
        rb = _mm256_min_epu16(rb, top);
        ag = _mm256_min_epu16(ag, top);
        __m256i out = _mm256_and_si256(_mm256_or_si256(rb, _mm256_slli_epi32(ag, 8)), keepBits);
        // Where a is 0 the pixel is left as it was.
        out = _mm256_blendv_epi8(out, d, _mm256_cmpeq_epi32(a, _mm256_setzero_si256()));
        _mm256_storeu_si256((__m256i *)(line + index), out);
    }
    return index;
}

/// White text at full opacity, eight pixels at a time: SDL's per-pixel-alpha blit on all four bytes.
__attribute__((target("avx2"))) static size_t textWhiteSpanAVX2(uint32_t *line, const uint8_t *coverage, size_t count) {
    const __m256i lanes = _mm256_set1_epi32(0x00FF00FF), top = _mm256_set1_epi16(255), full = _mm256_set1_epi32(255);
    size_t index = 0;
    for (; index + 8 <= count; index += 8) {
        __m256i c = _mm256_cvtepu8_epi32(_mm_loadl_epi64((const __m128i *)(coverage + index)));
        __m256i both = _mm256_or_si256(c, _mm256_slli_epi32(c, 16)), keep = _mm256_sub_epi16(top, both);
        __m256i lift = _mm256_srli_epi16(_mm256_mullo_epi16(both, top), 8);
        __m256i d = _mm256_loadu_si256((const __m256i *)(line + index));
        __m256i rb = _mm256_add_epi16(lift, _mm256_srli_epi16(_mm256_mullo_epi16(_mm256_and_si256(d, lanes), keep), 8));
        __m256i ag = _mm256_add_epi16(lift, _mm256_srli_epi16(_mm256_mullo_epi16(_mm256_and_si256(_mm256_srli_epi32(d, 8), lanes), keep), 8));
        __m256i out = _mm256_or_si256(rb, _mm256_slli_epi32(ag, 8));
        out = _mm256_blendv_epi8(out, _mm256_set1_epi32((int)0xFFFFFFFF), _mm256_cmpeq_epi32(c, full));
        out = _mm256_blendv_epi8(out, d, _mm256_cmpeq_epi32(c, _mm256_setzero_si256()));
        _mm256_storeu_si256((__m256i *)(line + index), out);
    }
    return index;
}

static size_t textSpanNone(uint32_t *line, const uint8_t *coverage, size_t count, uint32_t color, uint32_t opaque) {
    (void)line, (void)coverage, (void)count, (void)color, (void)opaque;
    return 0;
}

static size_t textWhiteSpanNone(uint32_t *line, const uint8_t *coverage, size_t count) {
    (void)line, (void)coverage, (void)count;
    return 0;
}

RESOLVE_AVX2(resolveTextSpan, textSpanAVX2, textSpanNone)

RESOLVE_AVX2(resolveTextWhiteSpan, textWhiteSpanAVX2, textWhiteSpanNone)

size_t kinema_text_span(uint32_t *line, const uint8_t *coverage, size_t count, uint32_t color, uint32_t opaque)
    __attribute__((ifunc("resolveTextSpan")));

size_t kinema_text_white_span(uint32_t *line, const uint8_t *coverage, size_t count) __attribute__((ifunc("resolveTextWhiteSpan")));

static size_t imageTexelsNone(
    uint32_t *texels, size_t count, const int32_t *columns, const uint32_t *weights, const uint32_t *top, const uint32_t *bottom,
    uint32_t rowWeight, uint32_t *scratch
) {
    (void)texels, (void)count, (void)columns, (void)weights, (void)top, (void)bottom, (void)rowWeight, (void)scratch;
    return 0;
}

static size_t straightSpanNone(uint32_t *pixels, const uint32_t *texels, size_t count, uint32_t alpha, uint32_t opaque) {
    (void)pixels, (void)texels, (void)count, (void)alpha, (void)opaque;
    return 0;
}

RESOLVE_AVX2(resolveImageTexels, imageTexelsAVX2, imageTexelsNone)

RESOLVE_AVX2(resolveStraightSpan, straightSpanAVX2, straightSpanNone)

size_t kinema_image_texels(
    uint32_t *texels, size_t count, const int32_t *columns, const uint32_t *weights, const uint32_t *top, const uint32_t *bottom,
    uint32_t rowWeight, uint32_t *scratch
) __attribute__((ifunc("resolveImageTexels")));

size_t kinema_straight_span(uint32_t *pixels, const uint32_t *texels, size_t count, uint32_t alpha, uint32_t opaque)
    __attribute__((ifunc("resolveStraightSpan")));

static size_t imageSpanNone(
    uint32_t *pixels, size_t count, const int32_t *columns, const uint32_t *weights, const uint32_t *top, const uint32_t *bottom,
    uint32_t rowWeight, uint32_t alpha, uint32_t opaque, uint32_t *scratch
) {
    (void)pixels, (void)count, (void)columns, (void)weights, (void)top, (void)bottom, (void)rowWeight, (void)alpha, (void)opaque, (void)scratch;
    return 0;
}

RESOLVE_AVX2(resolveImageSpan, imageSpanAVX2, imageSpanNone)

size_t kinema_image_span(
    uint32_t *pixels, size_t count, const int32_t *columns, const uint32_t *weights, const uint32_t *top, const uint32_t *bottom,
    uint32_t rowWeight, uint32_t alpha, uint32_t opaque, uint32_t *scratch
) __attribute__((ifunc("resolveImageSpan")));

#else

size_t kinema_blend_coverage_span(
    uint32_t *pixels, const uint16_t *coverage, ptrdiff_t step, size_t count, uint32_t scale, uint32_t sourceRB, uint32_t sourceG, uint32_t opaque
) {
    (void)pixels, (void)coverage, (void)step, (void)count, (void)scale, (void)sourceRB, (void)sourceG, (void)opaque;
    return 0;
}

size_t kinema_composite_span(uint32_t *pixels, const uint32_t *source, size_t count, uint32_t opacity, uint32_t opaque) {
    (void)pixels, (void)source, (void)count, (void)opacity, (void)opaque;
    return 0;
}

size_t kinema_blend_span(uint32_t *pixels, size_t count, uint32_t sourceRB, uint32_t sourceG, uint32_t inverse, uint32_t opaque) {
    (void)pixels, (void)count, (void)sourceRB, (void)sourceG, (void)inverse, (void)opaque;
    return 0;
}

void kinema_stream_fill(uint32_t *pixels, uint32_t value, size_t count) {
    for (size_t i = 0; i < count; i++) pixels[i] = value;
}

void kinema_stream_fill_sse2(uint32_t *pixels, uint32_t value, size_t count) {
    kinema_stream_fill(pixels, value, count);
}

size_t kinema_projected_span(
    uint32_t *pixels, size_t count, size_t first, double u, double v, double w, double du, double dv, double dw,
    const uint32_t *texels, int32_t width, int32_t height, int32_t pitch, uint32_t opaque
) {
    (void)pixels, (void)count, (void)first, (void)u, (void)v, (void)w, (void)du, (void)dv, (void)dw, (void)texels, (void)width, (void)height, (void)pitch, (void)opaque;
    return 0;
}

size_t kinema_image_span(
    uint32_t *pixels, size_t count, const int32_t *columns, const uint32_t *weights, const uint32_t *top, const uint32_t *bottom,
    uint32_t rowWeight, uint32_t alpha, uint32_t opaque, uint32_t *scratch
) {
    (void)pixels, (void)count, (void)columns, (void)weights, (void)top, (void)bottom, (void)rowWeight, (void)alpha, (void)opaque, (void)scratch;
    return 0;
}

size_t kinema_image_texels(
    uint32_t *texels, size_t count, const int32_t *columns, const uint32_t *weights, const uint32_t *top, const uint32_t *bottom,
    uint32_t rowWeight, uint32_t *scratch
) {
    (void)texels, (void)count, (void)columns, (void)weights, (void)top, (void)bottom, (void)rowWeight, (void)scratch;
    return 0;
}

size_t kinema_straight_span(uint32_t *pixels, const uint32_t *texels, size_t count, uint32_t alpha, uint32_t opaque) {
    (void)pixels, (void)texels, (void)count, (void)alpha, (void)opaque;
    return 0;
}

size_t kinema_mix_span(uint32_t *row, const uint32_t *behind, const uint8_t *mask, size_t count, uint32_t weight) {
    (void)row, (void)behind, (void)mask, (void)count, (void)weight;
    return 0;
}

size_t kinema_text_span(uint32_t *line, const uint8_t *coverage, size_t count, uint32_t color, uint32_t opaque) {
    (void)line, (void)coverage, (void)count, (void)color, (void)opaque;
    return 0;
}

size_t kinema_text_white_span(uint32_t *line, const uint8_t *coverage, size_t count) {
    (void)line, (void)coverage, (void)count;
    return 0;
}

#endif
