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

    public init(size: CGSize, background: RGBAColor, layers: [Layer]) {
        self.size = size
        self.background = background
        self.layers = layers
    }
}
