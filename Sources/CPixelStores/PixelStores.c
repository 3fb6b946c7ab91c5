// The functions are inline in include/PixelStores.h; a C target needs one source file.
#include "PixelStores.h"
