// Cache hints for KinemaUI's walk over a view tree. Only KinemaUI imports this module.
//
// Building a frame's DisplayList reads every view of the window, and a grid of thousands of views
// spends most of that walk waiting for each view's object to arrive from memory: the views lie apart
// in the heap, and the process slept through most of the frame before, so little of them is still in
// the caches. An ordinary load cannot be issued far ahead (the processor retires it in order and stalls
// behind it); a prefetch can, and Swift has none of its own.
#ifndef KINEMA_MEMORY_HINTS_H
#define KINEMA_MEMORY_HINTS_H
#include <stddef.h>
#include <stdint.h>

/// Asks for the cache lines holding the `bytes` bytes from `object` to be fetched for reading, without
/// waiting for them (a hint: nothing changes but when the lines arrive, and an address that is not
/// mapped is ignored).
static inline void kinema_prefetch(const void *object, size_t bytes) {
    if (bytes == 0) return;
    const uintptr_t line = 64;
    uintptr_t first = (uintptr_t)object & ~(line - 1), last = ((uintptr_t)object + bytes - 1) & ~(line - 1);
    for (uintptr_t address = first; address <= last; address += line) {
        __builtin_prefetch((const void *)address, 0, 3);
    }
}

#endif
