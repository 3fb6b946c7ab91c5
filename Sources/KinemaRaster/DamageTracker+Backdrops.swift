import Foundation
import KinemaCore
import KinemaGraphics

extension DamageTracker {
    /// Where a backdrop blur depends on what lies beneath it: each backdrop whose read area (its shape
    /// grown by the blur's reach, `BackdropItem.readBounds`) a damaged box touches is damaged over all of
    /// that area, until no more are (one backdrop's area may reach another's). A backdrop redrawn in
    /// part would blur, at the part's edge, pixels it blurred the frame before; redrawn with all it reads,
    /// it reads only what this frame drew. Inside a projected layer the plane is drawn whole, so a
    /// backdrop there needs nothing more.
    static func addBackdropReads(of composition: Composition, to boxes: inout [CGRect]) {
        guard !boxes.isEmpty else { return }
        var reads: [CGRect] = []
        for layer in composition.layers { collectBackdropReads(layer.list.items, placement: layer.placement, into: &reads) }
        guard !reads.isEmpty else { return }
        var added = true
        while added {
            added = false
            for index in reads.indices.reversed() where boxes.contains(where: { $0.intersects(reads[index]) }) {
                boxes.append(reads.remove(at: index))
                added = true
            }
        }
    }

    /// The read areas (window pixels) of the backdrops in `items` outside every projected layer.
    private static func collectBackdropReads(_ items: [DisplayItem], placement: CGAffineTransform, into reads: inout [CGRect]) {
        items.withUnsafeBufferPointer { buffer in
            var depth = 0
            // By index, in place: a copy of each item would retain its text and identifier.
            for index in buffer.indices {
                switch buffer[index] {
                case .beginProjection: depth += 1
                case .endProjection: depth -= 1
                case .backdrop(let backdrop) where depth == 0:
                    reads.append(backdrop.readBounds.applying(backdrop.transform).applying(placement))
                default: continue
                }
            }
        }
    }
}
