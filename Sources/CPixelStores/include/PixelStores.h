// Streaming stores for the renderer's long fills. Only KinemaSDL imports this module.
//
// A window's pixels are written once a frame and then read by the display server, after the process
// has slept through most of a 16.7-ms frame: by then the lines are no longer in this core's caches, and
// an ordinary store first reads each line it fills. A non-temporal store writes whole lines without
// that read. Swift has no such store of its own, so this header gives one to KinemaSDL.
#ifndef KINEMA_PIXEL_STORES_H
#define KINEMA_PIXEL_STORES_H
#include <stddef.h>
#include <stdint.h>
#if defined(__SSE2__)
#include <emmintrin.h>
#endif

/// Sets `count` 32-bit pixels from `pixels` to `value`: ordinary stores up to the first 64-byte line,
/// non-temporal stores over the whole lines, ordinary stores after them. Where the processor has no
/// streaming stores, ordinary stores throughout. Pair with `kinema_stream_fence` before the pixels are
/// handed to another process.
static inline void kinema_stream_fill(uint32_t *pixels, uint32_t value, size_t count) {
    uint32_t *end = pixels + count;
#if defined(__SSE2__)
    while (pixels < end && ((uintptr_t)pixels & 63) != 0) *pixels++ = value;
    __m128i lanes = _mm_set1_epi32((int)value);
    for (; end - pixels >= 16; pixels += 16) {
        _mm_stream_si128((__m128i *)pixels, lanes);
        _mm_stream_si128((__m128i *)(pixels + 4), lanes);
        _mm_stream_si128((__m128i *)(pixels + 8), lanes);
        _mm_stream_si128((__m128i *)(pixels + 12), lanes);
    }
#endif
    while (pixels < end) *pixels++ = value;
}

/// Orders every streaming store before the stores and system calls after it (they are weakly ordered).
static inline void kinema_stream_fence(void) {
#if defined(__SSE2__)
    _mm_sfence();
#endif
}

#endif
