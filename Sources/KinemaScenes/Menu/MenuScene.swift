import Foundation
import KinemaCore
import KinemaUI
import KinemaTweaks

/// Seed 004's menu: "+" presents a translucent menu over the feed with the article's transition manager —
/// the rows slide in from the left and right with offsets 50 / 150 / 300 under one spring, so the short
/// top row arrives first — and closing plays it back out. Changing a value replays present → hold →
/// dismiss; the plot shows each row's offset over time.
@MainActor
package final class MenuScene: Scene {
    package let name = "menu"
    package let title = "Menu transition (seed 004)"
    /// The article's numbers (`MenuTransitionTuning`), tuned.
    private static let seed = MenuTransitionTuning()
    @Tweak("Duration", seed.duration, in: 0.1...3, step: 0.05, unit: .seconds, decimals: 2) var duration: Double
    @Tweak("Spring damping", Double(seed.damping), in: 0.05...1.5, step: 0.05, decimals: 2) var damping: Double
    @Tweak("Spring velocity", Double(seed.velocity), in: -2...10, step: 0.1, decimals: 1) var velocity: Double
    @Tweak("Top row offset", Double(seed.topRowOffset), in: 0...600, step: 10, unit: .points, decimals: 0) var top: Double
    @Tweak("Middle row offset", Double(seed.middleRowOffset), in: 0...600, step: 10, unit: .points, decimals: 0) var middle: Double
    @Tweak("Bottom row offset", Double(seed.bottomRowOffset), in: 0...600, step: 10, unit: .points, decimals: 0) var bottom: Double
    @Tweak("Rows arrive", .topFirst) var order: RowOrder
    @Tweak("Background opacity", 0.92, in: 0...1, step: 0.05, decimals: 2) var opacity: Double
    @Tweak("Presentation", .overFullScreen) var style: MenuPresentation
    @Tweak("Hold before closing", 1.2, in: 0.2...5, step: 0.1, unit: .seconds, decimals: 1) var hold: Double
    let controller = MainViewController()

    /// Which row comes in first (the article's last variant reverses the offsets).
    enum RowOrder: String, CaseIterable, CustomStringConvertible {
        case topFirst = "top first", bottomFirst = "bottom first"
        var description: String { rawValue }
    }

    /// How the menu is presented: over the feed (the article's) or in its place.
    enum MenuPresentation: String, CaseIterable, CustomStringConvertible {
        case overFullScreen = "over full screen", fullScreen = "full screen"
        var description: String { rawValue }
    }
    package var rootViewController: UIViewController { controller }

    /// The automatic cycle a replay runs: present, hold, dismiss.
    private var cyclePending = false
    private var dismissAt: Double?
    /// The menu a replay opened (only that one is closed after the hold, not one the user opened).
    private weak var cycleMenu: MenuViewController?
    /// When the last transition began, and which way (for the plot's playhead).
    private var lastTransition: (start: Double, presenting: Bool)?

    package init() {
        controller.loadViewIfNeeded()
        apply()
        cyclePending = true
    }

    /// The row offsets top to bottom, as the order setting arranges them.
    var rowOffsets: [CGFloat] {
        let offsets = [top, middle, bottom].map { CGFloat($0) }
        return order == .bottomFirst ? offsets.reversed() : offsets
    }

    private func apply() {
        let offsets = rowOffsets
        controller.transitionManager.tuning = MenuTransitionTuning(
            duration: duration, damping: CGFloat(damping), velocity: CGFloat(velocity),
            topRowOffset: offsets[0], middleRowOffset: offsets[1], bottomRowOffset: offsets[2])
        controller.menuBackgroundOpacity = CGFloat(opacity)
        controller.menu?.backgroundOpacity = CGFloat(opacity)
        controller.menuPresentationStyle = style == .fullScreen ? .fullScreen : .overFullScreen
    }

    package func replay() {
        apply()
        cyclePending = true
        dismissAt = nil
    }

    /// The cycle a replay runs (present, hold, dismiss) is the menu's motion until it has closed: its
    /// replay goes there and back, so ping-pong plays it as loop does.
    package var continuesMotion: Bool { cyclePending || dismissAt != nil || isTransitioning }

    private var isTransitioning: Bool {
        let presented = controller.presentedViewController
        return presented?.isBeingPresented == true || presented?.isBeingDismissed == true
    }
    private var isMenuShown: Bool { controller.presentedViewController != nil }

    package func tick(at time: Double) {
        guard !isTransitioning else { return }
        if closesWhenIn {
            closesWhenIn = false
            if isMenuShown {
                dismissAt = nil
                close(at: time)
                return
            }
        }
        if cyclePending {
            if isMenuShown {
                close(at: time)
            } else {
                cyclePending = false
                open(at: time)
                cycleMenu = controller.menu
                // The article's spring ends exactly at its duration; then the menu holds.
                dismissAt = time + duration + hold
            }
            return
        }
        if let at = dismissAt, time >= at - 1e-9 {
            dismissAt = nil
            if isMenuShown, controller.menu === cycleMenu { close(at: time) }
        }
    }

    /// What `tick` does by itself: close the menu when its hold is over (`dismissAt`), or open or close
    /// it at once for a pending cycle. While a transition runs the window is not still anyway.
    package func nextChange(after time: Double) -> Double? {
        guard !isTransitioning else { return nil }
        if closesWhenIn || cyclePending { return time }
        return dismissAt ?? .infinity
    }

    /// Which way the last transition went, and when it began (the plot follows it).
    var lastPresenting: Bool { lastTransition?.presenting ?? true }
    var lastTransitionStart: Double? { lastTransition?.start }

    private func open(at time: Double) {
        lastTransition = (time, true)
        controller.showMenu()
    }

    private func close(at time: Double) {
        lastTransition = (time, false)
        controller.unwindToMainViewController(sender: controller)
    }

    package func handleKey(_ press: KeyPress) -> Bool {
        // Escape closes the menu when it is up (the shell's Esc closes what is open; it never quits). A
        // menu still coming in closes once it is in; one already leaving is left to leave.
        guard press.key == .escape, isMenuShown else { return false }
        if isTransitioning {
            if controller.presentedViewController?.isBeingPresented == true { closesWhenIn = true }
            return true
        }
        if let now = controller.menu?.view.animationEngine.now {
            dismissAt = nil
            close(at: now)
        }
        return true
    }

    /// An Escape came while the menu was coming in: it closes once in.
    private var closesWhenIn = false

    package var keyHints: [String] { ["+ opens the menu; a tap, ✕ or Esc closes it"] }

    /// Clicks "+" and then ✕ (both at the bottom centre) every 1.5 s: present and dismiss in a loop.
    package func benchmarkInput(seconds: Double) -> [InputEvent] {
        var events: [InputEvent] = []
        var time = 0.8
        let point = CGPoint(x: 195, y: 758)
        while time < seconds {
            events.append(.pointerDown(position: point, button: .primary, time: time))
            events.append(.pointerUp(position: point, button: .primary, time: time + 0.05))
            time += 1.5
        }
        return events
    }
}
