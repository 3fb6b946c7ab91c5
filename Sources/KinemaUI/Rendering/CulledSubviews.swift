import Foundation
import KinemaCore

/// What a view with many subviews (a scroll view's content: a grid's thousands of cells) remembers of
/// the subviews that drew nothing in the last walk — hidden, transparent, or wholly outside the clip —
/// so that the next frames leave them out again without reading them.
///
/// Reading a view costs its object from memory: the walk over a grid of 10,000 cells spent a third of
/// the frame waiting for the 8,000 below the fold, each to learn again that it draws nothing. A slot
/// here is a few bytes in one array, read in order.
///
/// A slot holds while nothing the outcome follows from has changed:
/// - the container's transform, clip box and opacity (the walk they were judged in: otherwise every
///   slot goes, as when the content scrolls);
/// - the subview's own state: a change to one of its tracks, to `isHidden` or to its subviews forgets
///   its slot (`UIView.subviewMayDrawAgain`), and a change to the container's subviews forgets them all;
/// - the time: a slot holds over the span in which the subview's presentation values hold (the same
///   span the still-frame check narrows to, which a skipped subview narrows it to as well).
///
/// Only plain `UIView`s are kept: any other class may draw from state Kinema does not watch.
@MainActor
final class CulledSubviews {
    /// A subview's slot: the span of media time over which it draws nothing (empty when it is not kept).
    struct Slot {
        var from: Double
        var until: Double

        static var none: Slot { Slot(from: .infinity, until: -.infinity) }
    }

    /// The walk the slots were judged in: the container's transform, clip box and opacity.
    @exclusivity(unchecked) private var walk: Walk
    /// One per subview while the walks are alike; none otherwise (a container that scrolls or moves is
    /// judged afresh every frame, and keeps nothing). In memory the memo allocates and frees itself: the
    /// walk writes a slot for each subview it reads, and a write into an array held here cost a retain
    /// and release of the memo and a check that the array was not shared, every one. (Not isolated, so
    /// that `deinit` may free it; only the main actor's walk reads and writes it.)
    @exclusivity(unchecked) nonisolated(unsafe) private var slots = UnsafeMutableBufferPointer<Slot>(start: nil, count: 0)

    struct Walk: Equatable {
        var transform: CGAffineTransform
        var clipBox: CGRect?
        var opacity: Double
    }

    /// Fewer subviews than this are read every frame as before (a memo would save little).
    static var fewestSubviews: Int { 64 }

    init(_ walk: Walk) {
        self.walk = walk
    }

    deinit {
        slots.deallocate()
    }

    /// Counts the slots' replacements. A walk uses only the slots it began with: a subview's drawing may
    /// change its container's subviews in the middle of the walk (which drops them) and even walk the
    /// window again (which makes new ones, for the new order), and the walk's indices then no longer
    /// name the same subviews.
    @exclusivity(unchecked) private(set) var generation = 0

    /// `count` slots, all empty, in place of the ones before.
    private func replaceSlots(count: Int) {
        generation &+= 1
        slots.deallocate()
        slots = UnsafeMutableBufferPointer(start: nil, count: 0)
        guard count > 0 else { return }
        slots = UnsafeMutableBufferPointer<Slot>.allocate(capacity: count)
        slots.initialize(repeating: .none)
    }

    /// Whether the slots can be used in `walk` over `count` subviews: when it is like the walk before.
    /// A walk like the one before keeps the slots (all empty when they are made for a new count);
    /// another one drops them. The walk then passes `generation` with each use of a slot.
    func begin(_ walk: Walk, count: Int) -> Bool {
        guard walk == self.walk else {
            self.walk = walk
            replaceSlots(count: 0)
            return false
        }
        if slots.count != count { replaceSlots(count: count) }
        return true
    }

    /// The span over which subview `index` draws nothing, if it is kept and holds at `time`.
    @inline(__always)
    func skipped(_ index: Int, at time: Double, walk: Int) -> Slot? {
        guard walk == generation else { return nil }
        assert(slots.indices.contains(index), "a walk reads only the slots it began with")
        let slot = slots[index]
        guard time >= slot.from && time < slot.until else { return nil }
        skips &+= 1
        return slot
    }

    /// How many subviews were left out unread, over every walk (for the tests).
    @exclusivity(unchecked) private(set) var skips = 0

    /// Subview `index` drew nothing, and will not over `from..<until` while it does not change. (Ignored,
    /// as in `skipped` and `forget`, when the slots are no longer the ones `walk` began with: false then.)
    @discardableResult
    func keep(_ index: Int, from: Double, until: Double, walk: Int) -> Bool {
        guard walk == generation else { return false }
        assert(slots.indices.contains(index), "a walk keeps only the slots it began with")
        slots[index] = Slot(from: from, until: until)
        return true
    }

    /// Subview `index` of the walk that began with `walk` is read again from now on.
    func forget(_ index: Int, walk: Int) {
        guard walk == generation else { return }
        assert(slots.indices.contains(index), "a walk forgets only the slots it began with")
        slots[index] = .none
    }

    /// Subview `index` is read again from now on (it changed, outside any walk).
    func forget(_ index: Int) {
        guard slots.indices.contains(index) else { return }
        slots[index] = .none
    }

    /// Every subview is read again (the container's subviews changed).
    func forgetAll() {
        replaceSlots(count: 0)
    }

    // MARK: - Invariants

    /// The memo's promises, checked the long way: each slot that holds at `time` names, at its index
    /// among `container`'s subviews, a plain `UIView` of `container` that names the slot back (so that a
    /// change to it forgets the slot) and that, worked out from its tracks, draws nothing at `time` in
    /// the walk the slots were judged in. One line per broken promise; none when the memo holds.
    func checkInvariants(in container: UIView, at time: Double) -> [String] {
        guard !slots.isEmpty else { return [] }
        let subviews = container.subviews
        guard slots.count == subviews.count else {
            return ["\(container.invariantName): \(slots.count) slots for \(subviews.count) subviews"]
        }
        var violations: [String] = []
        for index in slots.indices where time >= slots[index].from && time < slots[index].until {
            let subview = subviews[index], slot = slots[index]
            let name = "\(container.invariantName), slot \(index) (\(subview.invariantName))"
            if type(of: subview) != UIView.self {
                violations.append("\(name): keeps a \(type(of: subview)), which may draw from state Kinema does not watch")
            }
            if subview.superview !== container { violations.append("\(name): the subview is not the container's") }
            if subview.walkFields.culledSlot != index {
                violations.append("\(name): the subview names slot \(subview.walkFields.culledSlot), so its changes would not forget this one")
            }
            if !subview.drawsNothingTheLongWay(at: time, in: walk) {
                violations.append("\(name): kept as drawing nothing over \(slot.from)..<\(slot.until), but draws at \(time)")
            }
        }
        return violations
    }
}
