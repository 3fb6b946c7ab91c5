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
    /// The positions' bounds.
    let low: RasterVertex.Point, high: RasterVertex.Point

    package var vertexCount: Int { positions.count }
}

extension TriangleBatch {
    /// Tessellates what `body` adds to the batch (in opaque white, at the origin) as a geometry, and
    /// takes it back out of the batch.
    package func recordGeometry(_ body: () -> Void) -> TriangleGeometry {
        let (firstVertex, firstIndex, bounds) = (vertices.count, indices.count, (low, high))
        (low, high) = (RasterVertex.Point(x: .infinity, y: .infinity), RasterVertex.Point(x: -.infinity, y: -.infinity))
        body()
        let made = vertices[firstVertex...]
        let geometry = TriangleGeometry(
            positions: made.map(\.position), alphas: made.map(\.color.a), indices: indices[firstIndex...].map { $0 - Int32(firstVertex) },
            low: low, high: high)
        vertices.removeSubrange(firstVertex...)
        indices.removeSubrange(firstIndex...)
        (low, high) = bounds
        return geometry
    }

    /// Adds `geometry` moved by `offset` (pixels, finite), in `color`: each vertex takes the colour's
    /// alpha scaled by its own.
    package func add(_ geometry: TriangleGeometry, offset: (x: Float, y: Float), color: RasterColor) {
        guard color.a > 0, !geometry.indices.isEmpty, offset.x.isFinite, offset.y.isFinite else { return }
        let first = Int32(vertices.count)
        let limit = Float(PixelBounds.limit)
        // Clamped a vertex at a time only when the moved bounds reach past the limit (as `add(_:_:)`).
        let moved = (
            low: RasterVertex.Point(x: geometry.low.x + offset.x, y: geometry.low.y + offset.y),
            high: RasterVertex.Point(x: geometry.high.x + offset.x, y: geometry.high.y + offset.y))
        let clamps = moved.low.x < -limit || moved.low.y < -limit || moved.high.x > limit || moved.high.y > limit
        (low.x, low.y) = (min(low.x, max(-limit, moved.low.x)), min(low.y, max(-limit, moved.low.y)))
        (high.x, high.y) = (max(high.x, min(limit, moved.high.x)), max(high.y, min(limit, moved.high.y)))
        let clear = RasterColor(r: color.r, g: color.g, b: color.b, a: 0)
        // Written in place into new room at the end (not appended one by one: each append checks the
        // array's room and uniqueness).
        let count = geometry.positions.count
        vertices.append(contentsOf: repeatElement(RasterVertex(position: RasterVertex.Point(x: 0, y: 0), color: clear), count: count))
        vertices.withUnsafeMutableBufferPointer { all in
            geometry.positions.withUnsafeBufferPointer { positions in
                geometry.alphas.withUnsafeBufferPointer { alphas in
                    let made = all.baseAddress! + Int(first)
                    for index in 0..<count {
                        var position = RasterVertex.Point(x: positions[index].x + offset.x, y: positions[index].y + offset.y)
                        if clamps { position = RasterVertex.Point(x: min(limit, max(-limit, position.x)), y: min(limit, max(-limit, position.y))) }
                        let alpha = alphas[index]
                        made[index].position = position
                        made[index].color = alpha == 255 ? color : alpha == 0 ? clear
                            : RasterColor(r: color.r, g: color.g, b: color.b, a: UInt8((Int(color.a) * Int(alpha) + 127) / 255))
                    }
                }
            }
        }
        let start = indices.count, made = geometry.indices.count
        indices.append(contentsOf: repeatElement(0, count: made))
        indices.withUnsafeMutableBufferPointer { all in
            geometry.indices.withUnsafeBufferPointer { kept in
                for index in 0..<made { all[start + index] = first + kept[index] }
            }
        }
    }
}
