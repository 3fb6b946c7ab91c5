import Foundation
import KinemaCore
import KinemaRaster
import KinemaGraphics

extension DisplayListRenderer {
    /// A layer's border, as feathered triangles in the frame's batch: drawn by KinemaRaster's triangle
    /// rasteriser on the software backend and in SDL's geometry call on the other, like every stroke.
    func drawBorder(_ border: BorderItem, placement: CGAffineTransform, layerScale: CGFloat) {
        guard border.width > 0 else { return }
        let m = border.transform.concatenating(placement)
        batch.roundedRing(
            border.rect, radius: border.cornerRadius, width: border.width, transform: m,
            pixelScale: layerScale * Self.scale(of: border.transform),
            color: Self.color(border.color, border.opacity * opacityScale))
    }
}
