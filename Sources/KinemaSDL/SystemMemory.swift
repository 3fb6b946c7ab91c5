import CSDL2

/// The process's memory, as the C library manages it.
public enum SystemMemory {
    /// Hands pages freed in bulk (textures of a window since shrunk, evicted text) back to the system:
    /// glibc otherwise keeps freed heap pages for reuse, and the process's RSS never comes down. Costs a
    /// walk of the heap; call it after freeing much, not every frame.
    public static func returnFreedPages() {
        #if os(Linux)
        _ = malloc_trim(0)
        #endif
    }
}
