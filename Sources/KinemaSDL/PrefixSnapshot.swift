import Foundation
import KinemaCore
import KinemaGraphics
import KinemaRaster

/// The pixels a scene's unchanged back items drew, kept to be copied back instead of drawn again: a
/// menu's dimming fading over a screen that stays still, a sheet sliding over one. When the first
/// layer's leading items are the same as in the last two frames and this frame and the last redraw all
/// of the layer, the pixels are kept as those items leave them; while the items stay the same, each damaged rectangle
/// starts from a copy of them and draws only the items after. (The software backend's: it alone writes
/// the surface's pixels itself.)
///
/// The leading items end where nothing is left open (no clip, group, projection or mask), so the items
/// after them draw as they would after drawing them. The pixels are the items' over the background, as
/// a frame draws them in any rectangle (the damage-drawing tests hold every rectangle to the whole
/// frame's pixels).
final class PrefixSnapshot {
    /// Fewer leading items than this are drawn, not copied (a background fill is quicker to fill).
    static let fewestItems = 8

    /// What the kept pixels depend on besides the items.
    struct Setting: Equatable {
        let size: CGSize
        let background: RGBAColor
        let frame: CGRect
        let listSize: CGSize
    }

    /// The plan for one frame: copy the first `count` items' pixels in, or keep them as they are drawn.
    enum Plan: Equatable {
        case none
        case use(count: Int)
        case keep(count: Int)
    }

    private(set) var pixels = PixelSnapshot()
    /// The items the pixels hold (the first `count` of `items`), 0 when none are held.
    private(set) var count = 0
    private var items: [DisplayItem] = []
    private var setting: Setting?
    /// The first layer's items in the last frame, and how many leading items it shared with the one
    /// before (nil when that frame did not redraw the whole layer).
    private var previous: [DisplayItem] = []
    private var previousShared: Int?
    /// While a frame keeps the pixels: the pixels kept so far, and whether a rectangle started past the
    /// leading items (its pixels of them were never drawn).
    private var keptArea = 0
    private var keepFailed = false
    /// Frames that kept pixels, rectangles copied back, and those of them covered by a fill as they were
    /// copied (for tests).
    private(set) var keeps = 0, copies = 0, coveredCopies = 0

    /// The plan for a frame drawing `composition`, all of the first layer's pixels (`region`) or not
    /// (`redrawsAll`).
    func plan(for composition: Composition, region: PixelRect, redrawsAll: Bool) -> Plan {
        guard let layer = composition.layers.first, layer.isDrawable, layer.clips, !region.isEmpty else {
            reset()
            return .none
        }
        let items = layer.list.items
        defer { previous = items }
        let setting = Setting(size: composition.size, background: composition.background, frame: layer.frame, listSize: layer.list.size)
        if setting != self.setting {
            self.setting = setting
            previousShared = nil
            release()
            return .none
        }
        if count > 0, Self.same(items, self.items, upTo: count) {
            previousShared = nil
            return .use(count: count)
        }
        release()
        // Kept when this frame and the last redraw the whole layer and the leading items held still over
        // the three frames.
        guard redrawsAll else {
            previousShared = nil
            return .none
        }
        let now = Self.sharedPrefix(previous, items)
        defer { previousShared = now }
        guard let earlier = previousShared, min(now, earlier) >= Self.fewestItems else { return .none }
        let shared = min(now, earlier)
        self.items = items
        pixels.reset(to: region)
        (keptArea, keepFailed) = (0, false)
        return .keep(count: shared)
    }

    /// The frame drew `rect`'s leading items (or, with `reached` false, started past them).
    func kept(_ rect: PixelRect, reached: Bool, from target: PixelTarget?) {
        guard reached, let target else {
            keepFailed = true
            return
        }
        let part = pixels.part(of: rect)
        pixels.store(part, from: target)
        keptArea += Int(part.w) * Int(part.h)
    }

    /// The frame that kept pixels ended: they are held when every one of the region's was kept.
    func frameEnded(plan: Plan) {
        guard case .keep(let count) = plan else { return }
        let region = pixels.region
        if !keepFailed, keptArea == Int(region.w) * Int(region.h) {
            self.count = count
            keeps += 1
        } else {
            release()
        }
    }

    func noteCopy(covered: Bool = false) {
        copies += 1
        if covered { coveredCopies += 1 }
    }

    /// Forgets everything (a resize, a new scene, a frame not drawn here).
    func reset() {
        release()
        (setting, previous, previousShared) = (nil, [], nil)
    }

    private func release() {
        count = 0
        items = []
        pixels.release()
    }

    /// Whether the first `count` items of both lists are the same.
    static func same(_ a: [DisplayItem], _ b: [DisplayItem], upTo count: Int) -> Bool {
        guard a.count >= count, b.count >= count else { return false }
        return a.withUnsafeBufferPointer { a in
            b.withUnsafeBufferPointer { b in
                for index in 0..<count where a[index] != b[index] { return false }
                return true
            }
        }
    }

    /// How many leading items the lists share, ending where nothing is left open (0 when they share
    /// fewer than `fewestItems`: the nesting is read only for a prefix worth keeping).
    static func sharedPrefix(_ a: [DisplayItem], _ b: [DisplayItem]) -> Int {
        let common = min(a.count, b.count)
        return a.withUnsafeBufferPointer { a in
            b.withUnsafeBufferPointer { b in
                var shared = 0
                while shared < common, a[shared] == b[shared] { shared += 1 }
                guard shared >= fewestItems else { return 0 }
                var depth = 0, boundary = 0
                for index in 0..<shared {
                    if a[index].opensScope { depth += 1 } else if a[index].closesScope { depth -= 1 }
                    if depth == 0 { boundary = index + 1 }
                }
                return boundary
            }
        }
    }
}
