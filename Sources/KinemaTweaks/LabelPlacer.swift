import Foundation

/// Places a plot's labels so that none overlaps another or leaves the plot: each goes where it asks
/// (moved sideways into the plot if it sticks out), else a line further up or down — `rising` labels
/// (a time mark's, at the bottom) try upwards first — and a label that fits nowhere is left out rather
/// than drawn over another.
struct LabelPlacer {
    let bounds: CGRect
    /// The frames given out so far.
    private(set) var placed: [CGRect] = []
    /// How far one try moves a label.
    static let lineStep: CGFloat = 12

    init(bounds: CGRect) {
        self.bounds = bounds
        placed.reserveCapacity(8)
    }

    /// A frame of `size` near `origin` inside the bounds and clear of every label placed, or nil. (It
    /// runs for every label of a plot redrawn every frame: no allocation but the list's.)
    mutating func place(_ size: CGSize, at origin: CGPoint, rising: Bool = false) -> CGRect? {
        guard size.width <= bounds.width - 2, size.height <= bounds.height else { return nil }
        let x = min(max(bounds.minX + 1, origin.x), bounds.maxX - size.width - 1)
        let tries = Int(bounds.height / Self.lineStep) + 1
        // 0, then ±1, ±2…: a rising label tries upwards first.
        for index in 0...(2 * tries) {
            let distance = (index + 1) / 2, upwards = (index % 2 == 1) == rising
            let step = index == 0 ? 0 : upwards ? -distance : distance
            let y = min(max(bounds.minY, origin.y + CGFloat(step) * Self.lineStep), bounds.maxY - size.height)
            let frame = CGRect(x: x, y: y, width: size.width, height: size.height)
            if !overlapsPlaced(frame) {
                placed.append(frame)
                return frame
            }
        }
        return nil
    }

    private func overlapsPlaced(_ frame: CGRect) -> Bool {
        for other in placed where other.intersects(frame) { return true }
        return false
    }
}
