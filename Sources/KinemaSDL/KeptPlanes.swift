import Foundation
import KinemaCore
import KinemaGraphics
import KinemaRaster

/// Projected layers' planes as the software backend maps them (premultiplied texels read back from the
/// plane's texture), kept while what the plane holds and how it is drawn stay the same: a card flipping
/// in perspective changes only its map onto the screen, and its plane was drawn by SDL and read back
/// every frame — more than a third of a 4K frame of the flip. A plane is found again by its items (the
/// whole list between its `beginProjection` and `endProjection`, nested planes included), its texture's
/// size and its plane-to-texel map; `ProjectionPlan` rounds its scale to steps so that the map stays the
/// same while the perspective changes.
///
/// Planes not drawn for `idleFrames` frames go; what is kept stays under `byteBudget` (a plane that would
/// pass it is drawn, used and not kept).
final class KeptPlanes {
    /// A plane's picture: `width` × `height` texels at `texels`, `width` a row.
    final class Plane {
        fileprivate(set) var items: [DisplayItem] = []
        fileprivate(set) var width: Int32 = 0
        fileprivate(set) var height: Int32 = 0
        fileprivate(set) var planeToTexel = CGAffineTransform.identity
        /// Room for `capacity` texels, not written beforehand: the system gives a page when a read first
        /// writes it, so room beyond what was read costs no memory (an array, zeroed whole when made,
        /// faulted in every page at once — a flip's frame that grew its plane spent milliseconds there).
        private(set) var texels: UnsafeMutablePointer<UInt32>?
        private(set) var capacity = 0
        /// The most texels read into it (its pages written).
        fileprivate var written = 0
        fileprivate var lastUse = 0

        fileprivate var bytes: Int { written * 4 }

        /// Room for at least `count` texels; what it held is gone when it must grow.
        fileprivate func makeRoom(for count: Int) {
            guard count > capacity else { return }
            texels?.deallocate()
            // Twice and a quarter the area: two steps of the scale's growth (19 % each way a step).
            capacity = count + count * 5 / 4
            texels = .allocate(capacity: capacity)
            written = 0
        }

        deinit { texels?.deallocate() }

        fileprivate func matches(_ plane: ArraySlice<DisplayItem>, _ plan: ProjectionPlan) -> Bool {
            width == plan.textureWidth && height == plan.textureHeight && planeToTexel == plan.planeToTexel && items.elementsEqual(plane)
        }
    }

    let byteBudget: Int
    let idleFrames: Int
    private var planes: [Plane] = []
    private var frame = 0
    /// Planes mapped from what was kept, and planes drawn and read (for tests).
    private(set) var reuses = 0
    private(set) var reads = 0

    static let defaultBudget = 48 << 20

    init(byteBudget: Int = defaultBudget, idleFrames: Int = 30) {
        (self.byteBudget, self.idleFrames) = (byteBudget, max(1, idleFrames))
    }

    var bytes: Int { planes.reduce(0) { $0 + $1.bytes } }
    var count: Int { planes.count }

    /// The kept picture of `plane` drawn by `plan`, or nil.
    func plane(for plane: ArraySlice<DisplayItem>, plan: ProjectionPlan) -> Plane? {
        guard let kept = planes.first(where: { $0.matches(plane, plan) }) else { return nil }
        kept.lastUse = frame
        reuses += 1
        return kept
    }

    /// A plane to read `plan`'s texture into by `read` (which writes width × height texels from the
    /// pointer and returns whether it could), kept for `items` when it fits the budget; nil when reading
    /// failed.
    func reading(_ items: ArraySlice<DisplayItem>, plan: ProjectionPlan, read: (UnsafeMutablePointer<UInt32>) -> Bool) -> Plane? {
        let count = Int(plan.textureWidth) * Int(plan.textureHeight)
        // A plane not drawn in this frame lends its memory (its pages are written already: new ones cost
        // a fault each): the same items at the last scale first (a turning card's plane at its new step),
        // else one drawn in neither this frame nor the last. It matches nothing until the read is done.
        let plane = planes.first(where: { $0.lastUse != frame && $0.items.elementsEqual(items) })
            ?? planes.first(where: { $0.lastUse < frame - 1 }) ?? Plane()
        (plane.width, plane.height) = (0, 0)
        plane.makeRoom(for: count)
        guard let texels = plane.texels, read(texels) else { return nil }
        reads += 1
        plane.written = max(plane.written, count)
        (plane.width, plane.height, plane.planeToTexel, plane.lastUse) = (plan.textureWidth, plan.textureHeight, plan.planeToTexel, frame)
        plane.items.removeAll(keepingCapacity: true)
        plane.items.append(contentsOf: items)
        if !planes.contains(where: { $0 === plane }) {
            guard bytes + plane.bytes <= byteBudget else { return plane }
            planes.append(plane)
        }
        return plane
    }

    /// Call once a frame is drawn: planes not drawn for `idleFrames` frames go.
    func frameEnded() {
        planes.removeAll { frame - $0.lastUse >= idleFrames }
        frame += 1
    }

    func removeAll() {
        planes.removeAll()
    }
}
