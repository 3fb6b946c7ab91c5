import Foundation
import KinemaCore
import KinemaUI

/// Seed 004's menu: "+" presents a translucent menu over the feed with the article's transition manager —
/// the rows slide in from the left and right with offsets 50 / 150 / 300 under one spring, so the short
/// top row arrives first — and closing plays it back out. Changing a value replays present → hold →
/// dismiss; the plot shows each row's offset over time.
@MainActor
public final class MenuScene: Scene {
    public let name = "menu"
    public let title = "Menu transition (seed 004)"
    public let parameters: [Parameter]
    let controller = MainViewController()
    public var rootViewController: UIViewController { controller }

    /// The automatic cycle a replay runs: present, hold, dismiss.
    private var cyclePending = false
    private var dismissAt: Double?
    /// The menu a replay opened (only that one is closed after the hold, not one the user opened).
    private weak var cycleMenu: MenuViewController?
    /// When the last transition began, and which way (for the plot's playhead).
    private var lastTransition: (start: Double, presenting: Bool)?

    public init() {
        let seed = MenuTransitionTuning()
        parameters = [
            Parameter(key: "duration", label: "Duration", unit: "s", range: 0.1...3, step: 0.05, defaultValue: seed.duration),
            Parameter(key: "damping", label: "Spring damping", range: 0.05...1.5, step: 0.05, defaultValue: Double(seed.damping)),
            Parameter(key: "velocity", label: "Spring velocity", range: -2...10, step: 0.1, defaultValue: Double(seed.velocity), decimals: 1),
            Parameter(key: "top", label: "Top row offset", unit: "pt", range: 0...600, step: 10, defaultValue: Double(seed.topRowOffset), decimals: 0),
            Parameter(key: "middle", label: "Middle row offset", unit: "pt", range: 0...600, step: 10, defaultValue: Double(seed.middleRowOffset), decimals: 0),
            Parameter(key: "bottom", label: "Bottom row offset", unit: "pt", range: 0...600, step: 10, defaultValue: Double(seed.bottomRowOffset), decimals: 0),
            Parameter(key: "order", label: "Rows arrive", choices: ["top first", "bottom first"]),
            Parameter(key: "opacity", label: "Background opacity", range: 0...1, step: 0.05, defaultValue: 0.92),
            Parameter(key: "style", label: "Presentation", choices: ["over full screen", "full screen"]),
            Parameter(key: "hold", label: "Hold before closing", unit: "s", range: 0.2...5, step: 0.1, defaultValue: 1.2, decimals: 1),
        ]
        controller.loadViewIfNeeded()
        apply()
        cyclePending = true
    }

    /// The row offsets top to bottom, as the order setting arranges them.
    var rowOffsets: [CGFloat] {
        let offsets = ["top", "middle", "bottom"].map { CGFloat(value($0)) }
        return parameter("order")!.index == 1 ? offsets.reversed() : offsets
    }

    private func apply() {
        let offsets = rowOffsets
        controller.transitionManager.tuning = MenuTransitionTuning(
            duration: value("duration"), damping: CGFloat(value("damping")), velocity: CGFloat(value("velocity")),
            topRowOffset: offsets[0], middleRowOffset: offsets[1], bottomRowOffset: offsets[2])
        controller.menuBackgroundOpacity = CGFloat(value("opacity"))
        controller.menu?.backgroundOpacity = CGFloat(value("opacity"))
        controller.menuPresentationStyle = parameter("style")!.index == 1 ? .fullScreen : .overFullScreen
    }

    public func replay() {
        apply()
        cyclePending = true
        dismissAt = nil
    }

    private var isTransitioning: Bool {
        let presented = controller.presentedViewController
        return presented?.isBeingPresented == true || presented?.isBeingDismissed == true
    }
    private var isMenuShown: Bool { controller.presentedViewController != nil }

    public func tick(at time: Double) {
        guard !isTransitioning else { return }
        escapeWaits = false
        if cyclePending {
            if isMenuShown {
                close(at: time)
            } else {
                cyclePending = false
                open(at: time)
                cycleMenu = controller.menu
                // The article's spring ends exactly at its duration; then the menu holds.
                dismissAt = time + value("duration") + value("hold")
            }
            return
        }
        if let at = dismissAt, time >= at - 1e-9 {
            dismissAt = nil
            if isMenuShown, controller.menu === cycleMenu { close(at: time) }
        }
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

    public func handleKey(_ press: KeyPress) -> Bool {
        guard press.key == .escape else { return false }
        // Escape closes the menu when it is up; otherwise it quits. During a transition the first Escape
        // waits it out and a second one quits (a paused clock never ends the transition).
        guard isMenuShown else { return false }
        if isTransitioning {
            defer { escapeWaits = true }
            return !escapeWaits
        }
        if let now = controller.menu?.view.animationEngine.now {
            dismissAt = nil
            close(at: now)
            escapeWaits = true
        }
        return true
    }

    /// An Escape was taken during the transition in flight (the next one quits).
    private var escapeWaits = false

    public var keyHints: [String] { ["+ opens the menu; a tap, ✕ or Esc closes it"] }

    /// Clicks "+" and then ✕ (both at the bottom centre) every 1.5 s: present and dismiss in a loop.
    public func benchmarkInput(seconds: Double) -> [InputEvent] {
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
