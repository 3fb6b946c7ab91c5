import CSDL2
import KinemaRaster

/// The GPU path's end of a triangle batch: handed to SDL in one `SDL_RenderGeometryRaw` call, which reads
/// the vertices' positions, colours and texture coordinates where `RasterVertex` keeps them (the same
/// call `SDL_RenderGeometry` makes for its own vertex type).
extension TriangleBatch {
    /// Submits and empties the batch, textured with `texture` when given (see `mapTexture`). Triangles
    /// wholly outside the renderer's clip rectangle are left out: they draw nothing, and SDL's software
    /// renderer spends an error message on each (it makes a surface of the triangle's clipped bounds,
    /// which is empty: "Parameter 'width' is invalid" — formatted every time).
    func flush(_ renderer: OpaquePointer, texture: OpaquePointer? = nil) {
        guard !isEmpty else { return }
        if SDL_RenderIsClipEnabled(renderer) == SDL_TRUE {
            var clip = SDL_Rect()
            SDL_RenderGetClipRect(renderer, &clip)
            keepTriangles(touching: PixelRect(clip))
        }
        guard !isEmpty else { return removeAll() }
        let stride = Int32(MemoryLayout<RasterVertex>.stride)
        let position = MemoryLayout<RasterVertex>.offset(of: \.position)!
        let color = MemoryLayout<RasterVertex>.offset(of: \.color)!
        let texCoord = MemoryLayout<RasterVertex>.offset(of: \.texCoord)!
        withTriangles { v, i in
            let base = UnsafeRawPointer(v.baseAddress!)
            _ = SDL_RenderGeometryRaw(
                renderer, texture,
                (base + position).assumingMemoryBound(to: Float.self), stride,
                (base + color).assumingMemoryBound(to: SDL_Color.self), stride,
                texture == nil ? nil : (base + texCoord).assumingMemoryBound(to: Float.self), stride,
                Int32(v.count), i.baseAddress, Int32(i.count), 4)
        }
        removeAll()
    }
}
