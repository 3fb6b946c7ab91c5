// Streaming stores for the renderer's long fills. Only KinemaRaster imports this module.
//
// A window's pixels are written once a frame and then read by the display server, after the process
// has slept through most of a 16.7-ms frame: by then the lines are no longer in this core's caches, and
// an ordinary store first reads each line it fills. A non-temporal store writes whole lines without
// that read. Swift has no such store of its own, so this module gives one to KinemaRaster.
#ifndef KINEMA_PIXEL_STORES_H
#define KINEMA_PIXEL_STORES_H
#include <stddef.h>
#include <stdint.h>
#include <wchar.h>
#if defined(__SSE2__)
#include <emmintrin.h>
#endif

/// Sets `count` 32-bit pixels from `pixels` to `value`: ordinary stores up to the first 64-byte line,
/// non-temporal stores over the whole lines (32 bytes at a time where the processor has AVX, 16
/// otherwise, chosen once when the program is loaded), ordinary stores after them. Where the processor
/// has no streaming stores, ordinary stores throughout. Pair with `kinema_stream_fence` before the
/// pixels are handed to another process.
void kinema_stream_fill(uint32_t *pixels, uint32_t value, size_t count);

/// `kinema_stream_fill` as processors without AVX run it (16-byte streaming stores), whatever this one
/// has: the tests run it beside the chosen version.
void kinema_stream_fill_sse2(uint32_t *pixels, uint32_t value, size_t count);

/// A colour at a constant alpha over a run of pixels, eight at a time where the processor has AVX2 (chosen
/// once when the program is loaded): each pixel becomes ((p & 0xFF00FF) · inverse + sourceRB, rounded by
/// /255) | ((p & 0xFF00) · inverse + sourceG, rounded) | opaque — KinemaRaster's `blendSpan`, the same
/// arithmetic. Returns how many pixels from the start it did (a multiple of eight; 0 without AVX2): the
/// caller does the rest.
size_t kinema_blend_span(uint32_t *pixels, size_t count, uint32_t sourceRB, uint32_t sourceG, uint32_t inverse, uint32_t opaque);

/// Premultiplied 0xAARRGGBB `source` faded by `opacity` (0…255) over the 0xAARRGGBB (or 0x00RRGGBB)
/// `pixels`, each result's alpha bits `opaque`; a source pixel of 0 leaves its pixel. Whole runs of
/// eight with AVX2; returns how many it did (0 without AVX2): the caller does the rest.
size_t kinema_composite_span(uint32_t *pixels, const uint32_t *source, size_t count, uint32_t opacity, uint32_t opaque);

/// A colour (`sourceRB` = its red and blue, `sourceG` its green, as `kinema_blend_span` takes them) over
/// `count` pixels, each at alpha (coverage[step × i] · scale + 2²³) >> 24 from a row of 16-bit coverage
/// (`step` 1, or −1 to read it backwards); alpha 0 leaves the pixel. Whole runs of eight with AVX2;
/// returns how many it did (0 without AVX2).
size_t kinema_blend_coverage_span(
    uint32_t *pixels, const uint16_t *coverage, ptrdiff_t step, size_t count, uint32_t scale, uint32_t sourceRB, uint32_t sourceG, uint32_t opaque);

/// A projected layer's wholly covered pixels: pixel i of `count` (whole runs of eight with AVX2) takes the
/// bilinear texel at (u, v, w) + k·(du, dv, dw) with k = first + i, the first two divided by the third
/// (`ProjectedTexture.sample` of u·(1/w), v·(1/w)), and has it composited over it, premultiplied, its
/// alpha bits `opaque` (0x..RRGGBB pixels); where w ≤ 0 the pixel is left. `texels` are 0xAARRGGBB,
/// `width` × `height`, `pitch` texels a row. Returns how many it did (0 without AVX2): the caller does
/// the rest with the same arithmetic.
size_t kinema_projected_span(
    uint32_t *pixels, size_t count, size_t first, double u, double v, double w, double du, double dv, double dw,
    const uint32_t *texels, int32_t width, int32_t height, int32_t pitch, uint32_t opaque);

/// A scaled image's run of pixels (`ScaledImage`): pixel i of `count` takes the straight-alpha 0xAARRGGBB
/// rows `top` and `bottom` mixed by `rowWeight` (0…256 in both 16-bit halves) at columns[i] and
/// columns[i] + 1 (increasing), those two mixed by weights[i] (likewise), each channel rounded; then the
/// pixel (0x..RRGGBB) becomes pixel + (texel − pixel)·a / 255 per channel, rounded, with a the texel's
/// alpha times `alpha` / 255, rounded, and `opaque`'s bits. `scratch` holds the rows' mix over the
/// columns read (room for their span). Whole runs of eight with AVX2; returns how many it did (0
/// without AVX2): the caller does the rest with the same arithmetic.
size_t kinema_image_span(
    uint32_t *pixels, size_t count, const int32_t *columns, const uint32_t *weights, const uint32_t *top, const uint32_t *bottom,
    uint32_t rowWeight, uint32_t alpha, uint32_t opaque, uint32_t *scratch);

/// `kinema_image_span`'s texels themselves (no pixel beneath): texels[i] is pixel i's filtered texel.
size_t kinema_image_texels(
    uint32_t *texels, size_t count, const int32_t *columns, const uint32_t *weights, const uint32_t *top, const uint32_t *bottom,
    uint32_t rowWeight, uint32_t *scratch);

/// Straight-alpha 0xAARRGGBB `texels` over `count` 0x..RRGGBB pixels as `kinema_image_span` blends its
/// texels (at `alpha`, with `opaque`'s bits). Whole runs of eight with AVX2; returns how many it did.
size_t kinema_straight_span(uint32_t *pixels, const uint32_t *texels, size_t count, uint32_t alpha, uint32_t opaque);

/// An opacity group's pixels mixed with what was behind them: each of `count` pixels of `row` becomes
/// behind + (row − behind)·w/255 per channel, rounded to nearest, alpha opaque, with w `weight` (0…255)
/// or, with a `mask`, `weight` × mask[i] / 255 rounded (`GroupCompositor.mix` and `masked`). Whole runs
/// of eight with AVX2; returns how many it did (0 without AVX2).
size_t kinema_mix_span(uint32_t *row, const uint32_t *behind, const uint8_t *mask, size_t count, uint32_t weight);

/// Text coverage over 0xAARRGGBB (or 0x00RRGGBB, `opaque` 0) pixels in `color` (0xAARRGGBB), as SDL's
/// modulating blit does it (`PixelTarget.blend`): a = c·α/255, each channel s·a/255 + d·(255 − a)/255,
/// the alpha channel with s 255 (none when `opaque` is 0), every division truncated; a of 0 leaves the
/// pixel. Whole runs of eight with AVX2; returns how many it did (0 without AVX2).
size_t kinema_text_span(uint32_t *line, const uint8_t *coverage, size_t count, uint32_t color, uint32_t opaque);

/// White text at full opacity, as SDL's per-pixel-alpha blit does it: c of 0 leaves the pixel, 255 makes
/// it 0xFFFFFFFF, else each byte (255·c >> 8) + (d·(255 − c) >> 8). Whole runs of eight with AVX2.
size_t kinema_text_white_span(uint32_t *line, const uint8_t *coverage, size_t count);

/// Asks for the cache line holding `pixel` to be fetched, for writing, without waiting for it (a hint:
/// nothing changes but when the line arrives).
static inline void kinema_prefetch_for_write(const uint32_t *pixel) {
    __builtin_prefetch(pixel, 1, 3);
}

/// Sets `count` 32-bit pixels from `pixels` to `value` with ordinary stores: the C library's wide-character
/// fill (vectorised; `wchar_t` is 32 bits on the platforms Kinema builds for).
static inline void kinema_fill(uint32_t *pixels, uint32_t value, size_t count) {
    _Static_assert(sizeof(wchar_t) == sizeof(uint32_t), "wchar_t is 32 bits");
    wmemset((wchar_t *)pixels, (wchar_t)value, count);
}

/// Orders every streaming store before the stores and system calls after it (they are weakly ordered).
static inline void kinema_stream_fence(void) {
#if defined(__SSE2__)
    _mm_sfence();
#endif
}

#endif
