import Foundation
import KinemaCore

/// A whole window's picture: DisplayLists placed side by side (the device viewport, the inspector panel),
/// in window pixels. What the renderer draws each frame.
public struct Composition: Sendable, Equatable {
    /// One DisplayList drawn into `frame`: its `size` (points) is scaled to the frame (pixels).
    public struct Layer: Sendable, Equatable {
        public var list: DisplayList
        public var frame: CGRect
        /// Clip the layer's drawing to its frame.
        public var clips: Bool

        public init(list: DisplayList, frame: CGRect, clips: Bool = true) {
            self.list = list
            self.frame = frame
            self.clips = clips
        }

        /// Points of the list → window pixels.
        public var placement: CGAffineTransform {
            let sx = list.size.width > 0 ? frame.width / list.size.width : 1
            let sy = list.size.height > 0 ? frame.height / list.size.height : 1
            return CGAffineTransform(scaleX: sx, y: sy).concatenating(CGAffineTransform(translationX: frame.minX, y: frame.minY))
        }
    }

    /// Window size in pixels.
    public var size: CGSize
    public var background: RGBAColor
    public var layers: [Layer]

    /// The same picture at `scale` times the pixels (a HiDPI display, `capture --scale 2`): every layer's
    /// frame grows, its DisplayList does not, so the renderer rasterises text and shapes at the larger
    /// size instead of enlarging pixels.
    /// A size in points drawn at `scale` pixels a point, in whole pixels (what `scaled(by:)` gives).
    public static func pixelSize(of size: CGSize, scale: CGFloat) -> CGSize {
        guard scale != 1, scale.isFinite, scale > 0 else { return size }
        return CGSize(width: (size.width * scale).rounded(), height: (size.height * scale).rounded())
    }

    public func scaled(by scale: CGFloat) -> Composition {
        guard scale != 1, scale.isFinite, scale > 0 else { return self }
        func grown(_ rect: CGRect) -> CGRect {
            CGRect(x: rect.minX * scale, y: rect.minY * scale, width: rect.width * scale, height: rect.height * scale)
        }
        return Composition(
            size: Self.pixelSize(of: size, scale: scale), background: background,
            layers: layers.map { Layer(list: $0.list, frame: grown($0.frame), clips: $0.clips) })
    }

    public init(size: CGSize, background: RGBAColor, layers: [Layer]) {
        self.size = size
        self.background = background
        self.layers = layers
    }
}
