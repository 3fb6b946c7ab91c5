// Cairo's C API for Swift (Debian's libcairo2-dev). Only KinemaRaster imports this module: it draws
// paths into bitmaps. (No pkg-config: cairo's header finds its siblings under /usr/include/cairo.)
#ifndef KINEMA_CCAIRO_SHIM_H
#define KINEMA_CCAIRO_SHIM_H
#include <cairo/cairo.h>
#endif
