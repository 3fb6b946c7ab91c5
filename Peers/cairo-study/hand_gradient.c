// Hand-written gradients for comparison with cairo's: a 1,024-entry colour table along t, per pixel
// t from the geometry (axial: a running sum; radial: a square root; conic: atan2f), written opaque.
//   cc -O2 hand_gradient.c -o hand_gradient -lm && ./hand_gradient axial|radial|conic FRAMES
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
static uint32_t table[1024], pixels[1280 * 800];
static uint32_t mix(uint32_t a, uint32_t b, double t) {
    uint32_t out = 0xFF000000;
    for (int s = 0; s < 24; s += 8) out |= (uint32_t)(((a >> s & 255) * (1 - t) + (b >> s & 255) * t) + 0.5) << s;
    return out;
}
__attribute__((noinline)) void draw_frame(const char *kind) {
    const uint32_t stops[3] = {0xFF3B30, 0xFFCC00, 0x007AFF};
    for (int i = 0; i < 1024; i++) { double t = i / 1023.0; table[i] = t < 0.5 ? mix(stops[0], stops[1], 2 * t) : mix(stops[1], stops[2], 2 * t - 1); }
    for (int y = 10; y < 310; y++) {
        uint32_t *row = pixels + y * 1280;
        double py = y + 0.5 - 160;
        if (!strcmp(kind, "axial")) { // from (10,10) to (310,310): t = ((x-10)+(y-10))/600
            float t = (10.5f - 10 + (float)(y + 0.5 - 10)) / 600, dt = 1.0f / 600;
            for (int x = 10; x < 310; x++, t += dt) row[x] = table[(int)(fminf(fmaxf(t, 0), 1) * 1023 + 0.5f)];
        } else if (!strcmp(kind, "radial")) {
            for (int x = 10; x < 310; x++) { float px = x + 0.5f - 160, t = sqrtf(px * px + (float)(py * py)) / 150; row[x] = table[(int)(fminf(t, 1) * 1023 + 0.5f)]; }
        } else {
            for (int x = 10; x < 310; x++) { float t = atan2f((float)py, x + 0.5f - 160) * (float)(0.5 / M_PI); if (t < 0) t += 1; row[x] = table[(int)(t * 1023 + 0.5f)]; }
        }
    }
}
int main(int argc, char **argv) {
    int frames = argc > 2 ? atoi(argv[2]) : 100;
    for (int f = 0; f < frames; f++) draw_frame(argv[1]);
    uint64_t sum = 0; for (int i = 0; i < 1280 * 800; i++) sum += pixels[i];
    if (getenv("RAW")) { FILE *f = fopen(getenv("RAW"), "wb"); fwrite(pixels, 4, 1280 * 800, f); fclose(f); }
    printf("%s checksum %llx\n", argv[1], (unsigned long long)sum);
    return 0;
}
