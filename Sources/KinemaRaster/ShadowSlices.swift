import Foundation

/// A rounded box's blurred shadow cut into nine pieces (a nine-slice), each read from one of four cached
/// corner tiles (`ShadowTiles`): the corners as they are, the edges as a tile's last column or row
/// stretched, the middle as its last pixel. Exact where the shape is large beside its blur: a pixel
/// further than the corner radius plus the blur's reach (3.2σ + 1) from both ends of an axis does not
/// change along it, so every edge pixel is its tile's last one — when the shape is wider and taller than
/// twice that, with a pixel to spare (`init` returns nil otherwise: draw the exact plan).
///
/// The tiles are keyed by the shape's edges, corner radius and `shadowRadius` in eighths of a pixel, so a
/// moving shadow finds them again: the edges are moved by up to 1/16 pixel and the radii changed by up to
/// 1/16 pixel. Against the exact plan at the shape's own position that is at most 255 × (1/16) ×
/// (2 × 0.399 + 0.242) / σ ≈ 17 / σ steps of 255 where the blur is steepest (σ in pixels: the Gaussian's
/// peak 0.399/σ per pixel moved, on each of two edges at a corner, and 0.242/σ per pixel of σ), plus one
/// step of rounding (measured: 4, 2 and 1 steps at σ = 2, 4 and 9); none but that step where the edges
/// lie on eighths (a shadow on whole pixels is the exact plan's).
package struct ShadowSlices {
    /// One axis cut in three: columns (or rows) `edges.0..<edges.1` from the near tile as they are,
    /// `edges.1..<edges.2` its last one repeated, `edges.2..<edges.3` from the far tile mirrored (the far
    /// edge, mirrored, is a near edge at `farPhase`).
    package struct Axis: Equatable {
        package let edges: (Int32, Int32, Int32, Int32)
        package let nearPhase: Int32
        package let farPhase: Int32

        /// The axis of an interval `min8`…`max8` (eighths of a pixel), nil when its middle is too short.
        init?(min8: Int, max8: Int, corner: Double, sigma: Double) {
            let nearPhase = Int32(min8 & 7), farPhase = Int32((-max8) & 7)
            let padding = ShadowTiles.padding(sigma: sigma)
            let e0 = Int32(min8 >> 3) - padding
            let e3 = -Int32((-max8) >> 3) + padding
            let e1 = e0 + ShadowTiles.length(phase: nearPhase, corner: corner, sigma: sigma)
            let e2 = e3 - ShadowTiles.length(phase: farPhase, corner: corner, sigma: sigma)
            let span = Double(max8 - min8) / 8, extent = corner + BoxShadow.reach(sigma: sigma)
            guard e1 <= e2, span > 2 * extent + 2 else { return nil }
            (edges, self.nearPhase, self.farPhase) = ((e0, e1, e2, e3), nearPhase, farPhase)
        }

        package static func == (a: Axis, b: Axis) -> Bool {
            a.edges == b.edges && a.nearPhase == b.nearPhase && a.farPhase == b.farPhase
        }

        /// Which third `p` lies in (0, 1, 2); `p` within `edges.0..<edges.3`.
        @inline(__always)
        func third(_ p: Int32) -> Int { p < edges.1 ? 0 : p < edges.2 ? 1 : 2 }

        /// `p`'s index in its third's tile (of `length` along this axis).
        @inline(__always)
        func index(_ p: Int32, third: Int, length: Int32) -> Int32 {
            third == 0 ? p - edges.0 : third == 1 ? length - 1 : edges.3 - 1 - p
        }
    }

    package let x: Axis
    package let y: Axis
    /// The corner radius and `shadowRadius` in eighths of a pixel, as the tiles are keyed.
    package let corner8: Int32
    package let radius8: Int32

    /// The slices of `shadow`, or nil when its shape is too small beside its blur (or its blur is under
    /// half a pixel: the exact plan is cheap there and the tiles would be mostly edge).
    package init?(_ shadow: BoxShadow) {
        let shape = shadow.shape
        guard shadow.sigma >= 0.5, shape.width > 0, shape.height > 0 else { return nil }
        func eighths(_ v: Double) -> Int { Int((v * 8).rounded()) }
        let radius8 = eighths(Double(shadow.radius)), corner8 = eighths(shadow.corner)
        let sigma = Double(radius8) / 8 * BoxShadow.sigmaPerShadowRadius, corner = Double(corner8) / 8
        guard radius8 < 8 * 4096,
            let x = Axis(min8: eighths(Double(shape.minX)), max8: eighths(Double(shape.maxX)), corner: corner, sigma: sigma),
            let y = Axis(min8: eighths(Double(shape.minY)), max8: eighths(Double(shape.maxY)), corner: corner, sigma: sigma)
        else { return nil }
        (self.x, self.y, self.corner8, self.radius8) = (x, y, Int32(corner8), Int32(radius8))
    }

    /// The tile of the corner on the near (0) or far (2) side of each axis; a middle third (1) reads the
    /// near side's.
    package func key(thirdX: Int, thirdY: Int) -> ShadowTiles.Key {
        ShadowTiles.Key(
            corner8: corner8, radius8: radius8, phaseX: thirdX == 2 ? x.farPhase : x.nearPhase,
            phaseY: thirdY == 2 ? y.farPhase : y.nearPhase)
    }
}
