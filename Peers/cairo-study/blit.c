// A 240x240 premultiplied ARGB32 bitmap (a cairo-drawn ring) onto the opaque target: pixman OVER, and
// the alternative of un-premultiplying it for a straight-alpha blitter (a 256-entry reciprocal table).
//   cc -O2 blit.c -o blit $(pkg-config --cflags --libs cairo pixman-1) -lm && ./blit over|unpremultiply FRAMES
// Counts: valgrind --tool=callgrind --toggle-collect=over (or unpremultiply) ./blit over 4
#include <cairo.h>
#include <math.h>
#include <pixman.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
static uint32_t ring[240 * 240], straight[240 * 240], target[1280 * 800];
static pixman_image_t *src, *dst;
__attribute__((noinline)) void over(void) { pixman_image_composite32(PIXMAN_OP_OVER, src, NULL, dst, 0, 0, 0, 0, 100, 100, 240, 240); }
__attribute__((noinline)) void unpremultiply(void) {
    static uint32_t reciprocal[256];
    for (int a = 1; a < 256; a++) reciprocal[a] = (255u << 16) / a;
    for (int i = 0; i < 240 * 240; i++) {
        uint32_t p = ring[i], a = p >> 24;
        if (a == 0 || a == 255) { straight[i] = p; continue; }
        uint32_t r = ((p >> 16 & 255) * reciprocal[a] + 0x8000) >> 16, g = ((p >> 8 & 255) * reciprocal[a] + 0x8000) >> 16, b = ((p & 255) * reciprocal[a] + 0x8000) >> 16;
        straight[i] = a << 24 | r << 16 | g << 8 | b;
    }
}
int main(int argc, char **argv) {
    cairo_surface_t *s = cairo_image_surface_create_for_data((unsigned char *)ring, CAIRO_FORMAT_ARGB32, 240, 240, 960);
    cairo_t *cr = cairo_create(s);
    cairo_set_source_rgb(cr, 0, 0.48, 1); cairo_set_line_width(cr, 12); cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND);
    cairo_arc(cr, 120, 120, 94, -M_PI / 2, M_PI); cairo_stroke(cr); cairo_destroy(cr); cairo_surface_flush(s);
    for (int i = 0; i < 1280 * 800; i++) target[i] = 0xFFF2F2F7;
    src = pixman_image_create_bits(PIXMAN_a8r8g8b8, 240, 240, ring, 960);
    dst = pixman_image_create_bits(PIXMAN_x8r8g8b8, 1280, 800, target, 5120);
    int frames = argc > 2 ? atoi(argv[2]) : 100;
    for (int f = 0; f < frames; f++) { if (!strcmp(argv[1], "over")) over(); else unpremultiply(); }
    printf("%s done %08x %08x\n", argv[1], target[214 * 1280 + 214], straight[120 * 240 + 26]);
    return 0;
}
