// Cairo drawing Kinema's shapes into a caller-owned 0xAARRGGBB buffer (premultiplied; opaque here).
//   cc -O2 cairo_bench.c -o cairo_bench $(pkg-config --cflags --libs cairo) -lm
//   ./cairo_bench SCENE [FRAMES] [fast|good|best|default]
// SCENE: grid40 (2,000 rounded rects 40x40 r=8, alpha 0.8), cells (2,000 cells 24x12 r=4 as the stress
// grid lays them out), rows (100 rows 350x60 r=12, alpha 0.8), ring (a 200x200 arc, width 12, round
// caps), dash (the same circle dashed 10/6, width 4), axial, radial (300x300), conic (300x300, a mesh of
// 16 sectors), star (an even-odd five-pointed star, 200x200).
// ($TOL sets cairo_set_tolerance, $PNG and $RAW write the last frame.)
// Counts: valgrind --tool=callgrind --toggle-collect=draw_frame ./cairo_bench SCENE 10
#include <cairo.h>
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static const uint32_t colors[5] = {0xFF3B30, 0xFF9500, 0xFFCC00, 0x34C759, 0x007AFF};

static void set_color(cairo_t *cr, uint32_t rgb, double alpha) {
    cairo_set_source_rgba(cr, (rgb >> 16 & 255) / 255.0, (rgb >> 8 & 255) / 255.0, (rgb & 255) / 255.0, alpha);
}

// UIBezierPath(roundedRect:cornerRadius:) as four quarter arcs.
static void rounded_rect(cairo_t *cr, double x, double y, double w, double h, double r) {
    cairo_new_sub_path(cr);
    cairo_arc(cr, x + w - r, y + r, r, -M_PI / 2, 0);
    cairo_arc(cr, x + w - r, y + h - r, r, 0, M_PI / 2);
    cairo_arc(cr, x + r, y + h - r, r, M_PI / 2, M_PI);
    cairo_arc(cr, x + r, y + r, r, M_PI, 3 * M_PI / 2);
    cairo_close_path(cr);
}

static void conic(cairo_t *cr, double cx, double cy, double radius, int sectors) {
    cairo_pattern_t *mesh = cairo_pattern_create_mesh();
    for (int i = 0; i < sectors; i++) {
        double a0 = 2 * M_PI * i / sectors, a1 = 2 * M_PI * (i + 1) / sectors, k = 4.0 / 3 * tan((a1 - a0) / 4);
        double t0 = (double)i / sectors, t1 = (double)(i + 1) / sectors;
        cairo_mesh_pattern_begin_patch(mesh);
        cairo_mesh_pattern_move_to(mesh, cx, cy);
        cairo_mesh_pattern_line_to(mesh, cx + radius * cos(a0), cy + radius * sin(a0));
        cairo_mesh_pattern_curve_to(mesh, cx + radius * (cos(a0) - k * sin(a0)), cy + radius * (sin(a0) + k * cos(a0)),
                                    cx + radius * (cos(a1) + k * sin(a1)), cy + radius * (sin(a1) - k * cos(a1)),
                                    cx + radius * cos(a1), cy + radius * sin(a1));
        cairo_mesh_pattern_line_to(mesh, cx, cy);
        // Red to blue around the circle.
        cairo_mesh_pattern_set_corner_color_rgb(mesh, 0, 1 - t0, 0, t0);
        cairo_mesh_pattern_set_corner_color_rgb(mesh, 1, 1 - t0, 0, t0);
        cairo_mesh_pattern_set_corner_color_rgb(mesh, 2, 1 - t1, 0, t1);
        cairo_mesh_pattern_set_corner_color_rgb(mesh, 3, 1 - t1, 0, t1);
        cairo_mesh_pattern_end_patch(mesh);
    }
    cairo_set_source(cr, mesh);
    cairo_rectangle(cr, cx - radius, cy - radius, 2 * radius, 2 * radius);
    cairo_fill(cr);
    cairo_pattern_destroy(mesh);
}

static const char *scene;
static cairo_antialias_t antialias = CAIRO_ANTIALIAS_DEFAULT;

// One frame: a context over the surface, the scene's shapes, the context gone.
__attribute__((noinline)) void draw_frame(cairo_surface_t *surface) {
    cairo_t *cr = cairo_create(surface);
    cairo_set_antialias(cr, antialias);
    if (getenv("TOL")) cairo_set_tolerance(cr, atof(getenv("TOL")));
    if (!strcmp(scene, "grid40")) {
        for (int i = 0; i < 2000; i++) {
            set_color(cr, colors[i % 5], 0.8);
            rounded_rect(cr, 44 * (i % 50), 44 * (i / 50), 40, 40, 8);
            cairo_fill(cr);
        }
    } else if (!strcmp(scene, "cells")) {
        for (int i = 0; i < 2000; i++) {
            set_color(cr, colors[i % 5], 1);
            rounded_rect(cr, 80 + 28 * (i % 40) + 2, 16 * (i / 40) + 2, 24, 12, 4);
            cairo_fill(cr);
        }
    } else if (!strcmp(scene, "rows")) {
        for (int i = 0; i < 100; i++) {
            set_color(cr, colors[i % 5], 0.8);
            rounded_rect(cr, 25, 64 * i + 2, 350, 60, 12);
            cairo_fill(cr);
        }
    } else if (!strcmp(scene, "ring") || !strcmp(scene, "dash")) {
        int dashed = !strcmp(scene, "dash");
        set_color(cr, colors[4], 1);
        cairo_set_line_width(cr, dashed ? 4 : 12);
        cairo_set_line_cap(cr, dashed ? CAIRO_LINE_CAP_BUTT : CAIRO_LINE_CAP_ROUND);
        if (dashed) cairo_set_dash(cr, (double[]){10, 6}, 2, 0);
        cairo_arc(cr, 120, 120, 94, -M_PI / 2, dashed ? 3 * M_PI / 2 : M_PI); // three quarters of a ring
        cairo_stroke(cr);
    } else if (!strcmp(scene, "axial") || !strcmp(scene, "radial")) {
        cairo_pattern_t *p = !strcmp(scene, "axial") ? cairo_pattern_create_linear(10, 10, 310, 310)
                                                     : cairo_pattern_create_radial(160, 160, 0, 160, 160, 150);
        cairo_pattern_add_color_stop_rgb(p, 0, 1, 0.23, 0.19);
        cairo_pattern_add_color_stop_rgb(p, 0.5, 1, 0.8, 0);
        cairo_pattern_add_color_stop_rgb(p, 1, 0, 0.48, 1);
        cairo_set_source(cr, p);
        cairo_rectangle(cr, 10, 10, 300, 300);
        cairo_fill(cr);
        cairo_pattern_destroy(p);
    } else if (!strcmp(scene, "conic")) {
        conic(cr, 160, 160, 150, 16);
    } else if (!strcmp(scene, "star")) {
        set_color(cr, colors[1], 1);
        cairo_set_fill_rule(cr, CAIRO_FILL_RULE_EVEN_ODD);
        for (int k = 0; k < 5; k++) {
            double a = -M_PI / 2 + k * 4 * M_PI / 5;
            if (k == 0) cairo_move_to(cr, 120 + 100 * cos(a), 120 + 100 * sin(a));
            else cairo_line_to(cr, 120 + 100 * cos(a), 120 + 100 * sin(a));
        }
        cairo_close_path(cr);
        cairo_fill(cr);
    }
    cairo_destroy(cr);
}

int main(int argc, char **argv) {
    scene = argc > 1 ? argv[1] : "grid40";
    int frames = argc > 2 ? atoi(argv[2]) : 100;
    if (argc > 3) {
        if (!strcmp(argv[3], "fast")) antialias = CAIRO_ANTIALIAS_FAST;
        if (!strcmp(argv[3], "good")) antialias = CAIRO_ANTIALIAS_GOOD;
        if (!strcmp(argv[3], "best")) antialias = CAIRO_ANTIALIAS_BEST;
    }
    int width = 1280, height = 800;
    if (!strcmp(scene, "grid40")) width = 2200, height = 1760;
    if (!strcmp(scene, "rows")) width = 400, height = 6400;
    int stride = cairo_format_stride_for_width(CAIRO_FORMAT_ARGB32, width);
    uint32_t *pixels = malloc((size_t)stride * height); // the caller's buffer, as a PixelTarget's
    cairo_surface_t *surface = cairo_image_surface_create_for_data((unsigned char *)pixels, CAIRO_FORMAT_ARGB32, width, height, stride);
    struct timespec t0, t1;
    double total = 0;
    for (int f = 0; f < frames; f++) {
        for (size_t i = 0; i < (size_t)stride / 4 * height; i++) pixels[i] = 0xFFF2F2F7; // the scene's background
        cairo_surface_mark_dirty(surface);
        clock_gettime(CLOCK_MONOTONIC, &t0);
        draw_frame(surface);
        cairo_surface_flush(surface);
        clock_gettime(CLOCK_MONOTONIC, &t1);
        total += (t1.tv_sec - t0.tv_sec) * 1e6 + (t1.tv_nsec - t0.tv_nsec) / 1e3;
    }
    uint64_t sum = 0;
    for (size_t i = 0; i < (size_t)stride / 4 * height; i++) sum += pixels[i];
    printf("%s %d frames: %.1f us a frame (checksum %llx)\n", scene, frames, total / frames, (unsigned long long)sum);
    if (getenv("PNG")) cairo_surface_write_to_png(surface, getenv("PNG"));
    if (getenv("RAW")) { FILE *f = fopen(getenv("RAW"), "wb"); fwrite(pixels, 1, (size_t)stride * height, f); fclose(f); }
    cairo_surface_destroy(surface);
    free(pixels);
    return 0;
}
