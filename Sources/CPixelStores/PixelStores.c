// kinema_stream_fill (see include/PixelStores.h): one version per instruction set, the loader picking
// the one this processor runs (an indirect function), so that a frame's fills take no test of their own.
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

#else

void kinema_stream_fill(uint32_t *pixels, uint32_t value, size_t count) {
    for (size_t i = 0; i < count; i++) pixels[i] = value;
}

void kinema_stream_fill_sse2(uint32_t *pixels, uint32_t value, size_t count) {
    kinema_stream_fill(pixels, value, count);
}

#endif
