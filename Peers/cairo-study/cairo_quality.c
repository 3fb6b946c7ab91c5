// Coverage of one rounded rect (white over black, 100x100 pixels) against an exact reference (256x256
// samples a pixel), for cairo's antialias modes and for a 100x100 raw ARGB file (KinemaRaster's).
//   cc -O2 cairo_quality.c -o cairo_quality $(pkg-config --cflags --libs cairo) -lm
//   ./cairo_quality X Y W H R [kinema.raw]   (TOL=0.01 sets cairo_set_tolerance; WHERE=1 prints the worst pixels)
#include <cairo.h>
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
static double X, Y, W, H, R;
static int inside(double px, double py) {
    double cx = fmin(fmax(px, X + R), X + W - R), cy = fmin(fmax(py, Y + R), Y + H - R);
    return px >= X && px <= X + W && py >= Y && py <= Y + H && (px - cx) * (px - cx) + (py - cy) * (py - cy) <= R * R;
}
static void report(const char *name, const uint32_t *p, const double *ref) {
    double worst = 0, sum = 0; int n = 0, off = 0;
    for (int i = 0; i < 100 * 100; i++) {
        double d = fabs((p[i] >> 16 & 255) - ref[i]);
        if (ref[i] > 0 && ref[i] < 255) { sum += d; n++; }
        if (d > worst) { worst = d; if (getenv("WHERE")) printf("  %s (%d,%d) got %d want %.1f\n", name, i % 100, i / 100, p[i] >> 16 & 255, ref[i]); }
        if (d > 1.0) off++;
    }
    printf("%-8s max %.1f/255, mean over edge pixels %.2f, pixels off by more than 1: %d\n", name, worst, sum / n, off);
}
int main(int argc, char **argv) {
    X = atof(argv[1]), Y = atof(argv[2]), W = atof(argv[3]), H = atof(argv[4]), R = atof(argv[5]);
    static double ref[100 * 100];
    for (int y = 0; y < 100; y++) for (int x = 0; x < 100; x++) {
        int hits = 0;
        for (int j = 0; j < 256; j++) for (int i = 0; i < 256; i++) hits += inside(x + (i + 0.5) / 256, y + (j + 0.5) / 256);
        ref[y * 100 + x] = 255.0 * hits / 65536;
    }
    const char *names[] = {"default", "fast", "good", "best", "none"};
    cairo_antialias_t modes[] = {CAIRO_ANTIALIAS_DEFAULT, CAIRO_ANTIALIAS_FAST, CAIRO_ANTIALIAS_GOOD, CAIRO_ANTIALIAS_BEST, CAIRO_ANTIALIAS_NONE};
    static uint32_t px[100 * 100];
    for (int m = 0; m < 5; m++) {
        for (int i = 0; i < 100 * 100; i++) px[i] = 0xFF000000;
        cairo_surface_t *s = cairo_image_surface_create_for_data((unsigned char *)px, CAIRO_FORMAT_ARGB32, 100, 100, 400);
        cairo_t *cr = cairo_create(s);
        cairo_set_antialias(cr, modes[m]);
        if (getenv("TOL")) cairo_set_tolerance(cr, atof(getenv("TOL")));
        cairo_set_source_rgb(cr, 1, 1, 1);
        cairo_new_sub_path(cr);
        cairo_arc(cr, X + W - R, Y + R, R, -M_PI / 2, 0);
        cairo_arc(cr, X + W - R, Y + H - R, R, 0, M_PI / 2);
        cairo_arc(cr, X + R, Y + H - R, R, M_PI / 2, M_PI);
        cairo_arc(cr, X + R, Y + R, R, M_PI, 3 * M_PI / 2);
        cairo_close_path(cr);
        cairo_fill(cr);
        cairo_destroy(cr);
        cairo_surface_destroy(s);
        report(names[m], px, ref);
    }
    if (argc > 6) {
        FILE *f = fopen(argv[6], "rb");
        if (fread(px, 4, 100 * 100, f) != 100 * 100) return 1;
        fclose(f);
        report("kinema", px, ref);
    }
    return 0;
}
