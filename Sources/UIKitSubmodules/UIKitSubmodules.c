// A C target needs a source file; the module map beside include/ is what matters.
