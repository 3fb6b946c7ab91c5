// The hints are inline functions in MemoryHints.h; a C target needs one source file to be built.
#include "MemoryHints.h"
