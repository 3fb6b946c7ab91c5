// kinema_stream_fill, kinema_blend_span, kinema_blend_coverage_span and kinema_composite_span (see
// include/PixelStores.h): one version per instruction set,
// the loader picking the one this processor runs (an indirect function), so that a frame's fills and
// blends take no test of their own.
#include "PixelStores.h"

#if defined(__x86_64__) && defined(__ELF__)
#include <immintrin.h>

#define INLINE static inline __attribute__((always_inline))

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

typedef size_t BlendSpan(uint32_t *, size_t, uint32_t, uint32_t, uint32_t, uint32_t);

static BlendSpan *resolveBlendSpan(void) {
    __builtin_cpu_init();
    return __builtin_cpu_supports("avx2") ? blendSpanAVX2 : blendSpanNone;
}

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

typedef size_t BlendCoverageSpan(uint32_t *, const uint16_t *, ptrdiff_t, size_t, uint32_t, uint32_t, uint32_t, uint32_t);

static BlendCoverageSpan *resolveBlendCoverageSpan(void) {
    __builtin_cpu_init();
    return __builtin_cpu_supports("avx2") ? blendCoverageSpanAVX2 : blendCoverageSpanNone;
}

size_t kinema_blend_coverage_span(
    uint32_t *pixels, const uint16_t *coverage, ptrdiff_t step, size_t count, uint32_t scale, uint32_t sourceRB, uint32_t sourceG, uint32_t opaque
) __attribute__((ifunc("resolveBlendCoverageSpan")));

static size_t compositeSpanNone(uint32_t *pixels, const uint32_t *source, size_t count, uint32_t opacity, uint32_t opaque) {
    (void)pixels, (void)source, (void)count, (void)opacity, (void)opaque;
    return 0;
}

typedef size_t CompositeSpan(uint32_t *, const uint32_t *, size_t, uint32_t, uint32_t);

static CompositeSpan *resolveCompositeSpan(void) {
    __builtin_cpu_init();
    return __builtin_cpu_supports("avx2") ? compositeSpanAVX2 : compositeSpanNone;
}

size_t kinema_composite_span(uint32_t *pixels, const uint32_t *source, size_t count, uint32_t opacity, uint32_t opaque)
    __attribute__((ifunc("resolveCompositeSpan")));

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

#endif
