// A 300x200 layer's pixels turned 45 degrees about its vertical axis under m34 = -1/500, drawn by
// pixman with a projective transform (exact perspective for a flat layer), bilinear, over the target.
//   cc -O2 pixman_flip.c -o pixman_flip $(pkg-config --cflags --libs pixman-1) -lm && ./pixman_flip FRAMES
#include <math.h>
#include <pixman.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
static uint32_t texture[300 * 200], target[1280 * 800];
static pixman_image_t *src, *dst;
static double H[3][3]; // layer (u, v, 1) to target (X, Y, W), column vectors
static void project(double u, double v, double *x, double *y) {
    double X = H[0][0] * u + H[0][1] * v + H[0][2], Y = H[1][0] * u + H[1][1] * v + H[1][2], W = H[2][0] * u + H[2][1] * v + H[2][2];
    *x = X / W, *y = Y / W;
}
__attribute__((noinline)) void draw_frame(void) {
    pixman_image_composite32(PIXMAN_OP_OVER, src, NULL, dst, 240, 160, 0, 0, 240, 160, 320, 280);
}
int main(int argc, char **argv) {
    int frames = argc > 1 ? atoi(argv[1]) : 100;
    for (int v = 0; v < 200; v++) for (int u = 0; u < 300; u++) texture[v * 300 + u] = ((u / 20 + v / 20) & 1) ? 0xFF007AFF : 0xFFFF9500;
    for (int i = 0; i < 1280 * 800; i++) target[i] = 0xFFF2F2F7;
    double t = M_PI / 4, s = sin(t) / 500, c = cos(t);
    double h[3][3] = {{c + 400 * s, 0, -150 * c + 400 * (1 - 150 * s)}, {300 * s, 1, -100 + 300 * (1 - 150 * s)}, {s, 0, 1 - 150 * s}};
    for (int i = 0; i < 9; i++) H[i / 3][i % 3] = h[i / 3][i % 3];
    struct pixman_f_transform forward, inverse;
    for (int i = 0; i < 9; i++) forward.m[i / 3][i % 3] = H[i / 3][i % 3];
    pixman_f_transform_invert(&inverse, &forward); // pixman maps target pixels back to the layer's
    pixman_transform_t fixed;
    pixman_transform_from_pixman_f_transform(&fixed, &inverse);
    src = pixman_image_create_bits(PIXMAN_a8r8g8b8, 300, 200, texture, 300 * 4);
    dst = pixman_image_create_bits(PIXMAN_a8r8g8b8, 1280, 800, target, 1280 * 4);
    pixman_image_set_transform(src, &fixed);
    pixman_image_set_filter(src, PIXMAN_FILTER_BILINEAR, NULL, 0);
    for (int f = 0; f < frames; f++) draw_frame();
    double x, y;
    int corners[4][2] = {{0, 0}, {300, 0}, {300, 200}, {0, 200}};
    for (int k = 0; k < 4; k++) { project(corners[k][0], corners[k][1], &x, &y); printf("corner (%d,%d) -> (%.1f, %.1f)\n", corners[k][0], corners[k][1], x, y); }
    // A texel's centre projected, and the pixel there: it should have the texel's colour.
    project(10, 10, &x, &y); printf("texel (10,10) at (%.0f,%.0f): %08x (want ff9500)\n", x, y, target[(int)y * 1280 + (int)x]);
    project(30, 10, &x, &y); printf("texel (30,10) at (%.0f,%.0f): %08x (want 007aff)\n", x, y, target[(int)y * 1280 + (int)x]);
    project(290, 190, &x, &y); printf("texel (290,190) at (%.0f,%.0f): %08x\n", x, y, target[(int)y * 1280 + (int)x]);
    return 0;
}
