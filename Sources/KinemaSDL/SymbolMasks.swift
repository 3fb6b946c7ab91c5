import Foundation
import KinemaRaster

/// Symbols' coverage, for the software backend: a symbol's kept triangles (`TriangleGeometry`) drawn once
/// in white for each quarter-pixel position they land on, and the symbol blended from that coverage in
/// its tint — a mask's blend a frame instead of a thousand feathered triangles. A glyph cache places text
/// the same way: the symbol moves by at most an eighth of a pixel, and one on a quarter pixel (every
/// whole or half point at 1× and 2×) lies where its triangles would. A translucent symbol is one shape,
/// as on iOS: drawn as triangles in its tint, their overlaps (a stroke's joins) were blended twice.
final class SymbolMasks {
    /// Quarter pixels: where within a pixel a mask's origin can fall, on each axis.
    static let steps: Float = 4
    /// Past this many bytes of coverage the masks are let go (a new size, a scene's every symbol).
    static let byteLimit = 4 << 20

    struct Key: Hashable {
        let geometry: DisplayListRenderer.SymbolGeometryKey
        let phaseX: Int8, phaseY: Int8
    }

    /// A mask and its top-left pixel.
    struct Placed {
        let mask: CoverageMask
        let x: Int32, y: Int32
    }

    /// The masks by shape and phase, each placed from the pixel its geometry's origin falls in.
    private var masks: [Key: Placed] = [:]
    private var bytes = 0
    private let scratch = TriangleBatch()
    /// Masks drawn from their triangles, kept or not (for tests).
    private(set) var made = 0

    /// Masks kept.
    var count: Int { masks.count }

    /// The coverage of `geometry` (under `key`) moved by `offset` pixels, the offset taken to the nearest
    /// quarter pixel; nil when the mask would be too large or the offset is out of reach. Kept only when
    /// `keeps` (the geometry itself was kept: a symbol turning frame by frame, new triangles each time,
    /// leaves no masks to crowd out the others).
    func mask(of geometry: TriangleGeometry, key: DisplayListRenderer.SymbolGeometryKey, offset: (x: Float, y: Float), keeps: Bool) -> Placed? {
        let quarters = (x: (offset.x * Self.steps).rounded(), y: (offset.y * Self.steps).rounded())
        // Within the pixels' reach (`PixelBounds.limit`), where the whole part is exact in a Float.
        guard abs(quarters.x) < 4_000_000, abs(quarters.y) < 4_000_000 else { return nil }
        let whole = (x: (quarters.x / Self.steps).rounded(.down), y: (quarters.y / Self.steps).rounded(.down))
        let phase = (x: Int8(quarters.x - whole.x * Self.steps), y: Int8(quarters.y - whole.y * Self.steps))
        let at = Key(geometry: key, phaseX: phase.x, phaseY: phase.y)
        let placed: Placed
        if let found = masks[at] {
            placed = found
        } else {
            guard let drawn = geometry.coverage(phase: (Float(phase.x) / Self.steps, Float(phase.y) / Self.steps), scratch: scratch) else { return nil }
            placed = Placed(mask: drawn.mask, x: drawn.x, y: drawn.y)
            made += 1
            if keeps {
                if bytes + drawn.mask.bytes > Self.byteLimit { removeAll() }
                masks[at] = placed
                bytes += drawn.mask.bytes
            }
        }
        return Placed(mask: placed.mask, x: Int32(whole.x) + placed.x, y: Int32(whole.y) + placed.y)
    }

    func removeAll() {
        masks.removeAll()
        bytes = 0
    }
}
