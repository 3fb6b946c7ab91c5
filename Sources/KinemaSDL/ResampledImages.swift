import CSDL2
import Foundation
import KinemaRaster

/// Image levels resampled at the sizes they are shown at (in whole pixels), for the software backend's
/// own copies (`ScaledImage`): a picture shown at the same size frame after frame — a fading cell's
/// icon, the rows of a list as it scrolls — is resampled once and then blended from that copy, with no
/// rows mixed and no texels gathered (a plain copy when opaque at full alpha). A size is kept the second
/// time it is asked for (in the same frame or the next), so an image resized every frame (a layout
/// change, a drag) is resampled straight onto the frame and keeps nothing. The copy is the pixels
/// resampling gives (`ScaledImage` samples by the distance from its origin, a whole pixel), so drawing
/// from it is drawing the image. Entries go when they hold more than `byteBudget` bytes (the least
/// recently drawn half) and when not drawn for `idleFrames` frames.
final class ResampledImages {
    /// A level's part (texels) at a size in whole pixels: the copy's whole identity, wherever it is put.
    struct Key: Hashable {
        let level: OpaquePointer
        let x: Double, y: Double, w: Double, h: Double
        let width: Int32, height: Int32
    }

    /// A kept copy: `stride` × `rows` texels, its first on the pixel one up and one left of the image's
    /// origin (room for a region rounded outwards, as a rounded image's is).
    final class Copy {
        let texels: UnsafeMutablePointer<UInt32>
        let stride: Int
        let rows: Int
        let isOpaque: Bool
        var lastUse: Int

        init(stride: Int, rows: Int, lastUse: Int, fill: (UnsafeMutablePointer<UInt32>) -> Void) {
            (self.stride, self.rows, self.lastUse) = (stride, rows, lastUse)
            texels = .allocate(capacity: stride * rows)
            fill(texels)
            var all: UInt32 = 0xFFFF_FFFF
            for index in 0..<(stride * rows) { all &= texels[index] }
            isOpaque = all >> 24 == 0xFF
        }

        /// `image` resampled over its pixels and one more each side (room for a region rounded outwards).
        convenience init(resampling image: ScaledImage, lastUse: Int, scratch: ImageColumns) {
            let (width, height) = image.size
            self.init(stride: Int(width) + 2, rows: Int(height) + 2, lastUse: lastUse) { texels in
                image.resample(into: texels, columns: -1..<width + 1, rows: -1..<height + 1, scratch: scratch)
            }
        }

        /// Whether it holds `region` of a frame, `image` put where it is.
        func holds(_ region: PixelRect, of image: ScaledImage) -> Bool {
            let (x, y) = (image.origin.x - 1, image.origin.y - 1)
            return region.x >= x && region.y >= y && region.x + region.w <= x + Int32(stride) && region.y + region.h <= y + Int32(rows)
        }

        deinit { texels.deallocate() }

        var bytes: Int { stride * rows * 4 }
    }

    let byteBudget: Int
    let idleFrames: Int
    private var copies: [Key: Copy] = [:]
    /// Sizes asked for and not kept: in this frame and in the one before.
    private var missed: Set<Key> = [], missedBefore: Set<Key> = []
    private var frame = 0
    private(set) var bytes = 0
    /// Copies made so far (for tests: a steady picture makes none after its second frame).
    private(set) var resamplings = 0
    /// The column taps copies are made with.
    private let columns = ImageColumns()

    init(byteBudget: Int = 8 << 20, idleFrames: Int = 120) {
        self.byteBudget = max(1 << 16, byteBudget)
        self.idleFrames = max(1, idleFrames)
    }

    var count: Int { copies.count }

    /// The copy of `image` (part `part` of `level`), kept or made now; nil the first time its size is
    /// asked for, or when the copy would take more than half the budget.
    func copy(of image: ScaledImage, level: OpaquePointer, part: CGRect) -> Copy? {
        let key = Key(
            level: level, x: Double(part.minX), y: Double(part.minY), w: Double(part.width), h: Double(part.height),
            width: image.size.width, height: image.size.height)
        if let copy = copies[key] {
            copy.lastUse = frame
            return copy
        }
        // A pixel more each side: a rounded image's region is the box's pixels rounded outwards.
        guard (Int(image.size.width) + 2) * (Int(image.size.height) + 2) * 4 <= byteBudget / 2 else { return nil }
        guard missed.contains(key) || missedBefore.contains(key) else {
            missed.insert(key)
            return nil
        }
        let copy = Copy(resampling: image, lastUse: frame, scratch: columns)
        resamplings += 1
        if bytes + copy.bytes > byteBudget { evict(makingRoomFor: copy.bytes) }
        copies[key] = copy
        bytes += copy.bytes
        return copy
    }

    /// Call once a frame is drawn.
    func frameEnded() {
        defer { frame += 1 }
        (missedBefore, missed) = (missed, missedBefore)
        missed.removeAll(keepingCapacity: true)
        guard frame % 16 == 0 else { return }
        remove(copies.filter { frame - $0.value.lastUse > idleFrames }.map(\.key))
    }

    func removeAll() {
        copies.removeAll()
        missed.removeAll()
        missedBefore.removeAll()
        bytes = 0
    }

    /// Drops the least recently drawn copies down to half the budget (with room for `incoming`).
    private func evict(makingRoomFor incoming: Int) {
        remove(CacheEviction.leastRecentlyUsed(copies, lastUse: \.lastUse, bytes: \.bytes, total: bytes) { _, kept in
            kept + incoming <= byteBudget / 2
        })
    }

    private func remove(_ keys: [Key]) {
        guard !keys.isEmpty else { return }
        for key in keys {
            guard let copy = copies.removeValue(forKey: key) else { continue }
            bytes -= copy.bytes
        }
        SystemMemory.returnFreedPages()
    }
}
