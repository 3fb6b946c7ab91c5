import Foundation
import KinemaCore
import KinemaGraphics

/// How a projected layer (`DisplayItem.beginProjection`) is drawn: its plane drawn flat into a texture
/// at about the largest scale the perspective shows it at, then the texture mapped onto the output.
///
/// All in output pixels: `toPixels` is the group's transform followed by the layer's placement. The
/// plane is cut at W = `ProjectiveTransform.nearestW` first (what turned past the eye is left out), and
/// nothing is planned when the quad misses `clip` (a group off screen costs nothing).
package struct ProjectionPlan {
    /// The most texels a side of the texture has: a layer seen from very close is drawn coarser rather
    /// than through a texture larger than GPUs take (and the software path copies).
    package static let maximumTexels: CGFloat = 2048
    /// Transparent texels around the plane's picture: the SDL path's bilinear filter fades the quad's
    /// edges into them (anti-aliasing).
    package static let margin: CGFloat = 1

    /// The plane (group's bounds coordinates) → output pixels.
    package let toPixels: ProjectiveTransform
    /// The group's bounds, cut to the front of the eye, in plane points; and the same on the output.
    package let frontPlane: [CGPoint]
    package let polygon: [CGPoint]
    /// The polygon's box on the output, cut to the clip: the only pixels the layer can change.
    package let visibleBox: CGRect
    /// Texels per plane point.
    package let scale: CGFloat
    /// Plane points → texels, and the texture's size in texels.
    package let planeToTexel: CGAffineTransform
    package let textureWidth: Int32
    package let textureHeight: Int32
    /// Texels → output pixels, and back.
    package let texelToPixels: ProjectiveTransform
    package let pixelToTexel: ProjectiveTransform

    /// The plan for drawing `group` under `placement` (list points → output pixels) inside `clip`
    /// (output pixels), or nil when nothing of it shows.
    package init?(group: ProjectionGroup, placement: CGAffineTransform, clip: CGRect) {
        guard group.bounds.width > 0, group.bounds.height > 0 else { return nil }
        toPixels = group.transform.concatenating(placement)
        frontPlane = toPixels.frontPolygon(of: group.bounds)
        polygon = frontPlane.compactMap(toPixels.apply)
        guard polygon.count >= 3, polygon.count == frontPlane.count else { return nil }
        let box = Self.box(of: polygon).intersection(clip)
        guard !box.isNull, box.width > 0, box.height > 0 else { return nil }
        visibleBox = box
        let plane = Self.box(of: frontPlane)
        // The finest the perspective shows the plane at: the largest local scale, at a vertex (W is
        // least, and the stretch most, at one of them), capped by the texture's size.
        // Rounded up to a step, so that the texture keeps its size and map while the perspective changes
        // a little (a kept plane is not drawn again).
        let largest = Self.step(above: frontPlane.compactMap(toPixels.localScale(at:)).max() ?? 1)
        let cap = Self.maximumTexels - 2 * Self.margin
        scale = max(1e-3, min(largest, cap / max(plane.width, 1e-9), cap / max(plane.height, 1e-9)))
        planeToTexel = CGAffineTransform(
            a: scale, b: 0, c: 0, d: scale, tx: Self.margin - plane.minX * scale, ty: Self.margin - plane.minY * scale)
        textureWidth = Int32(min(Self.maximumTexels, (plane.width * scale).rounded(.up) + 2 * Self.margin))
        textureHeight = Int32(min(Self.maximumTexels, (plane.height * scale).rounded(.up) + 2 * Self.margin))
        texelToPixels = ProjectiveTransform(planeToTexel.inverted()).concatenating(toPixels)
        guard let inverse = texelToPixels.inverse else { return nil }
        pixelToTexel = inverse
    }

    /// Steps of texels per point in an octave: a plane's scale is rounded up to 2^(k / `stepsPerOctave`),
    /// at most 19 % finer than the perspective needs.
    package static let stepsPerOctave: CGFloat = 4

    /// `scale` rounded up to the nearest step (itself when it is one; as it is when not positive and finite).
    package static func step(above scale: CGFloat) -> CGFloat {
        guard scale > 0, scale.isFinite else { return scale }
        let steps = (log2(scale) * stepsPerOctave).rounded(.up)
        let stepped = pow(2, steps / stepsPerOctave)
        // log2 and pow may land a hair below: never below the scale asked for.
        return stepped >= scale ? stepped : pow(2, (steps + 1) / stepsPerOctave)
    }

    /// The texture's whole area in texels (the plane's picture and its transparent margin).
    package var texelRect: CGRect { CGRect(x: 0, y: 0, width: CGFloat(textureWidth), height: CGFloat(textureHeight)) }

    static func box(of points: [CGPoint]) -> CGRect {
        let xs = points.map(\.x), ys = points.map(\.y)
        guard let minX = xs.min(), let maxX = xs.max(), let minY = ys.min(), let maxY = ys.max() else { return .null }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}
