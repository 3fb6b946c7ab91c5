/// A kept geometry's coverage, drawn once and blended wherever it goes again: a symbol that slides with
/// its row costs a mask's blend a frame, not its thousand feathered triangles.
extension TriangleGeometry {
    /// The coverage of the triangles moved by `phase` (each axis in [0, 1): where within a pixel the
    /// geometry's origin falls), and where the mask's top-left pixel lies from that pixel; nil when the
    /// geometry is empty or its mask would be larger than `largestSide` on a side.
    ///
    /// The triangles are drawn in opaque white over opaque black by the same rasteriser as the frame's
    /// triangles, so a pixel's red channel is the coverage the feathered triangles leave together: each
    /// blends over the last as it would over the frame. `scratch` is emptied and left empty.
    package func coverage(phase: (x: Float, y: Float), scratch: TriangleBatch, largestSide: Int32 = 512) -> (mask: CoverageMask, x: Int32, y: Int32)? {
        guard !indices.isEmpty, low.x <= high.x, low.y <= high.y else { return nil }
        // One clear pixel around the triangles' span, as `TriangleBatch.pixelBounds` has.
        let left = Int32((low.x + phase.x).rounded(.down)) - 1, top = Int32((low.y + phase.y).rounded(.down)) - 1
        let width = Int32((high.x + phase.x).rounded(.up)) + 1 - left, height = Int32((high.y + phase.y).rounded(.up)) + 1 - top
        guard width > 0, height > 0, width <= largestSide, height <= largestSide else { return nil }
        var pixels = [UInt32](repeating: 0xFF00_0000, count: Int(width) * Int(height))
        pixels.withUnsafeMutableBufferPointer { buffer in
            let target = PixelTarget(pixels: buffer.baseAddress!, pitch: Int(width), width: width, height: height)
            scratch.removeAll()
            scratch.add(self, offset: (phase.x - Float(left), phase.y - Float(top)), color: RasterColor(r: 255, g: 255, b: 255, a: 255))
            scratch.flush(into: SurfaceRasterizer(target: target), clip: PixelRect(x: 0, y: 0, w: width, h: height))
        }
        let coverage = pixels.map { UInt8(truncatingIfNeeded: $0 >> 16) }
        return (CoverageMask(width: width, height: height, coverage: coverage), left, top)
    }
}
