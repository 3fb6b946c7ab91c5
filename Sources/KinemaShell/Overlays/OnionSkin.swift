import Foundation
import KinemaGraphics
import KinemaUI
import KinemaTweaks

/// Onion skin (key O): the scene's last few moments drawn faintly over the present one, so spacing —
/// ease, overshoot, stagger — shows in a still frame. A moment is kept every `every` frames (4: at
/// 60 fps, six moments span 0.4 s); the oldest is the faintest. Still parts look the same (a ghost of an
/// unchanged pixel is that pixel); moving ones leave a trail.
package struct OnionSkin: Sendable {
    package var isOn = false
    /// How many earlier moments show (1…24).
    package private(set) var count = 6
    package let every = 4
    private var moments: [DisplayList] = []
    private var lastTime: Double?

    package init() {}

    /// The counts Shift+O steps through.
    package static let counts = [2, 4, 6, 8, 12]

    package mutating func setCount(_ count: Int) {
        self.count = min(24, max(1, count))
        if moments.count > self.count { moments.removeFirst(moments.count - self.count) }
    }

    package mutating func clear() {
        moments.removeAll()
        lastTime = nil
    }

    /// `present` with the earlier moments over it, then keeps `present` as a moment if this is one of
    /// every `every` frames and time moved.
    mutating func compose(_ present: DisplayList, frame: Int, time: Double) -> DisplayList {
        guard isOn else { return present }
        var items = present.items
        let bounds = CGRect(origin: .zero, size: present.size)
        for (index, moment) in moments.enumerated() where moment.size == present.size {
            // Each moment as one layer at low opacity (an offscreen group): a still pixel's ghost is the
            // pixel itself, so only what moved shows a trail.
            items.append(.beginGroup(OpacityGroup(opacity: 0.4 * Double(index + 1) / Double(moments.count + 1), bounds: bounds, identifier: "onion-\(index)")))
            items += moment.items
            items.append(.endGroup)
        }
        if frame % every == 0, time != lastTime {
            moments.append(present)
            if moments.count > count { moments.removeFirst() }
            lastTime = time
        }
        return DisplayList(size: present.size, items: items)
    }
}
