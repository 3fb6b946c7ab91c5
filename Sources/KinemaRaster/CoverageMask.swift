/// A shape's coverage — a line of text's glyphs, a symbol's triangles (`TriangleGeometry.coverage`):
/// `width` × `height` bytes, 0 (clear) to 255 (wholly inside), rows packed, with each row's first and
/// last covered column so drawing skips the clear margin and the empty rows. The software path draws
/// plain text and kept symbols from it (`PixelTarget.blend(_:x:y:color:clip:)`); other paths draw the
/// same line from a texture, the same symbol as triangles.
package final class CoverageMask {
    package let width: Int32
    package let height: Int32
    package let coverage: [UInt8]
    /// Per row, the columns from the first covered one up to (not including) the end of the last; an
    /// empty range for a clear row.
    package let rowSpans: [Range<Int32>]

    package init(width: Int32, height: Int32, coverage: [UInt8]) {
        precondition(width >= 0 && height >= 0 && coverage.count == Int(width) * Int(height), "a mask's coverage fills its size")
        (self.width, self.height, self.coverage) = (width, height, coverage)
        rowSpans = (0..<Int(height)).map { y in
            let row = coverage[(y * Int(width))..<((y + 1) * Int(width))]
            guard let first = row.firstIndex(where: { $0 != 0 }), let last = row.lastIndex(where: { $0 != 0 }) else { return 0..<0 }
            return Int32(first - y * Int(width))..<Int32(last - y * Int(width) + 1)
        }
    }

    /// The coverage of 32-bit pixels whose alpha is the top byte (SDL_ttf's blended text), read `pitch`
    /// pixels a row.
    package convenience init(alphaOf pixels: UnsafePointer<UInt32>, width: Int32, height: Int32, pitch: Int) {
        var coverage = [UInt8](repeating: 0, count: Int(width) * Int(height))
        for y in 0..<Int(height) {
            for x in 0..<Int(width) { coverage[y * Int(width) + x] = UInt8(pixels[y * pitch + x] >> 24) }
        }
        self.init(width: width, height: height, coverage: coverage)
    }

    /// Bytes held (the coverage).
    package var bytes: Int { coverage.count }
}
