// Seams: two opaque white shapes over black sharing an edge; prints the darkest pixel along the edge.
//   cc -O2 cairo_seam.c -o cairo_seam $(pkg-config --cflags --libs cairo)
#include <cairo.h>
#include <stdint.h>
#include <stdio.h>
static uint32_t px[100 * 100];
static cairo_t *fresh(cairo_surface_t **s) {
    for (int i = 0; i < 100 * 100; i++) px[i] = 0xFF000000;
    *s = cairo_image_surface_create_for_data((unsigned char *)px, CAIRO_FORMAT_ARGB32, 100, 100, 400);
    cairo_t *cr = cairo_create(*s);
    cairo_set_source_rgb(cr, 1, 1, 1);
    return cr;
}
static int darkest(int diagonal) { // inside the shapes' union, away from its outer edges
    int low = 255;
    for (int y = 12; y < 48; y++) for (int x = 12; x < 88; x++) {
        if (diagonal && (x > 48 || y < 12)) continue;
        int v = px[y * 100 + x] >> 16 & 255;
        if (v < low) low = v;
    }
    return low;
}
int main(void) {
    cairo_surface_t *s;
    cairo_t *cr = fresh(&s); // two rects meeting at x = 50.5, two fills
    cairo_rectangle(cr, 10.5, 10, 40, 40); cairo_fill(cr);
    cairo_rectangle(cr, 50.5, 10, 40, 40); cairo_fill(cr);
    printf("rects, two fills: darkest %d (255 = no seam)\n", darkest(0));
    cairo_destroy(cr); cairo_surface_destroy(s);
    cr = fresh(&s); // the same in one fill (one path, nonzero winding)
    cairo_rectangle(cr, 10.5, 10, 40, 40); cairo_rectangle(cr, 50.5, 10, 40, 40); cairo_fill(cr);
    printf("rects, one fill: darkest %d\n", darkest(0));
    cairo_destroy(cr); cairo_surface_destroy(s);
    cr = fresh(&s); // a square split on its diagonal into two triangles, two fills
    cairo_move_to(cr, 10, 10); cairo_line_to(cr, 50, 10); cairo_line_to(cr, 10, 50); cairo_close_path(cr); cairo_fill(cr);
    cairo_move_to(cr, 50, 10); cairo_line_to(cr, 50, 50); cairo_line_to(cr, 10, 50); cairo_close_path(cr); cairo_fill(cr);
    printf("triangles, two fills: darkest %d\n", darkest(1));
    cairo_destroy(cr); cairo_surface_destroy(s);
    cr = fresh(&s);
    cairo_move_to(cr, 10, 10); cairo_line_to(cr, 50, 10); cairo_line_to(cr, 10, 50); cairo_close_path(cr);
    cairo_move_to(cr, 50, 10); cairo_line_to(cr, 50, 50); cairo_line_to(cr, 10, 50); cairo_close_path(cr); cairo_fill(cr);
    printf("triangles, one fill: darkest %d\n", darkest(1));
    cairo_destroy(cr); cairo_surface_destroy(s);
    return 0;
}
