/// Triangles made once and put in a batch again wherever they go: a shape tessellated at the origin in
/// white (`TriangleBatch.recordGeometry`), kept, and added to a batch moved by a translation and tinted
/// (`TriangleBatch.add(_:offset:color:)`). The feathered edges' geometry does not change when a shape
/// only moves, so a symbol sliding across the screen is tessellated once. Drawn this way every time —
/// kept or just made — the triangles depend only on the shape and where it goes, never on what the
/// cache held.
package struct TriangleGeometry {
    /// Positions from the translation's origin, in pixels.
    let positions: [RasterVertex.Point]
    /// Each vertex's alpha as made in opaque white: 255 inside, 0 on the feather's outer ring, between
    /// for lines thinner than a pixel.
    let alphas: [UInt8]
    /// Three a triangle, from the first position.
    let indices: [Int32]

    package var vertexCount: Int { positions.count }
}

extension TriangleBatch {
    /// Tessellates what `body` adds to the batch (in opaque white, at the origin) as a geometry, and
    /// takes it back out of the batch.
    package func recordGeometry(_ body: () -> Void) -> TriangleGeometry {
        let (firstVertex, firstIndex, bounds) = (vertices.count, indices.count, (low, high))
        body()
        let made = vertices[firstVertex...]
        let geometry = TriangleGeometry(
            positions: made.map(\.position), alphas: made.map(\.color.a), indices: indices[firstIndex...].map { $0 - Int32(firstVertex) })
        vertices.removeSubrange(firstVertex...)
        indices.removeSubrange(firstIndex...)
        (low, high) = bounds
        return geometry
    }

    /// Adds `geometry` moved by `offset` (pixels), in `color`: each vertex takes the colour's alpha
    /// scaled by its own.
    package func add(_ geometry: TriangleGeometry, offset: (x: Float, y: Float), color: RasterColor) {
        guard color.a > 0, !geometry.indices.isEmpty else { return }
        let first = Int32(vertices.count)
        let limit = Float(PixelBounds.limit)
        for index in geometry.positions.indices {
            let at = geometry.positions[index]
            let position = RasterVertex.Point(x: min(limit, max(-limit, at.x + offset.x)), y: min(limit, max(-limit, at.y + offset.y)))
            (low.x, low.y) = (min(low.x, position.x), min(low.y, position.y))
            (high.x, high.y) = (max(high.x, position.x), max(high.y, position.y))
            let alpha = geometry.alphas[index]
            let tint = alpha == 255 ? color : RasterColor(r: color.r, g: color.g, b: color.b, a: UInt8((Int(color.a) * Int(alpha) + 127) / 255))
            vertices.append(RasterVertex(position: position, color: tint))
        }
        for index in geometry.indices { indices.append(first + index) }
    }
}
