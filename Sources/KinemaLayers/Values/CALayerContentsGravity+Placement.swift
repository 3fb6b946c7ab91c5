import Foundation

extension CALayerContentsGravity {
    /// Where contents of `size` (points) go in `bounds` under this gravity.
    ///
    /// The resizing gravities ignore `size` but for its aspect: `.resize` fills `bounds`, `.resizeAspect`
    /// fits inside it and `.resizeAspectFill` covers it, both centred. The others keep `size` and pin
    /// the contents to an edge or corner, centred along the other axis.
    ///
    /// Vertical names follow Core Animation's unflipped axis, y pointing up (Apple: "the naming of
    /// contents gravity constants is based on the direction of the vertical axis"; check
    /// `contentsAreFlipped()`, false by default). An iOS layer's y points down and its contents are not
    /// flipped, so `.top` lies along the bounds' maximum y — the bottom on screen — and `.bottom` along
    /// the minimum y, as iOS shows them. An unknown gravity is `.resize`.
    package func rect(for size: CGSize, in bounds: CGRect) -> CGRect {
        switch self {
        case .resizeAspect, .resizeAspectFill:
            guard size.width > 0, size.height > 0 else { return bounds }
            let fit = min(bounds.width / size.width, bounds.height / size.height)
            let fill = max(bounds.width / size.width, bounds.height / size.height)
            let scale = self == .resizeAspect ? fit : fill
            let scaled = CGSize(width: size.width * scale, height: size.height * scale)
            return CGRect(x: bounds.midX - scaled.width / 2, y: bounds.midY - scaled.height / 2, width: scaled.width, height: scaled.height)
        case .center, .top, .bottom, .left, .right, .topLeft, .topRight, .bottomLeft, .bottomRight:
            let (h, v) = alignment
            let x = bounds.minX + (bounds.width - size.width) * h
            let y = bounds.minY + (bounds.height - size.height) * v
            return CGRect(x: x, y: y, width: size.width, height: size.height)
        default:
            return bounds
        }
    }

    /// Whether the contents are scaled to the bounds (`contentsScale` then plays no part, and
    /// `contentsCenter` slices them).
    package var resizes: Bool { !Self.pinned.contains(self) }

    /// The gravities that keep the contents' size.
    private static let pinned: Set<CALayerContentsGravity> = [
        .center, .top, .bottom, .left, .right, .topLeft, .topRight, .bottomLeft, .bottomRight,
    ]

    /// Where a pinned gravity puts the contents: 0 at the bounds' minimum, ½ centred, 1 at the maximum,
    /// horizontally and vertically (in the layer's coordinates, y down: see `rect(for:in:)`).
    private var alignment: (CGFloat, CGFloat) {
        switch self {
        case .top: return (0.5, 1)
        case .bottom: return (0.5, 0)
        case .left: return (0, 0.5)
        case .right: return (1, 0.5)
        case .topLeft: return (0, 1)
        case .topRight: return (1, 1)
        case .bottomLeft: return (0, 0)
        case .bottomRight: return (1, 0)
        default: return (0.5, 0.5)
        }
    }
}
