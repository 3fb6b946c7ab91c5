import Foundation
import KinemaUI
import KinemaTweaks

/// Window input to the session's events: pointer positions in window pixels become device points, a
/// touch that began in the viewport is followed wherever it goes, a click on an inspector row selects it
/// and the wheel over the panel changes it (as ←/→), and a resize lays the window out again.
struct InputMapping {
    private(set) var layout: ShellLayout
    /// Whether the current touch began in the viewport (then it is followed everywhere until it ends).
    private var touchInViewport = false
    /// The plot handle being dragged (a curve's control point), from a press on it until the release.
    private(set) var draggedHandle: MotionPlot.Handle?
    /// Where the dragged handle is taken to (plot space), and the plot point the pointer was last at: a
    /// drag moves the handle by the pointer's moves, so the handle keeps its place under the pointer
    /// (where it was taken), and by a tenth of them while `finesDrags`.
    private var dragTarget = CGPoint.zero, dragPointer: CGPoint?
    /// Whether a handle's drag moves a tenth as far as the pointer (Shift held).
    var finesDrags = false

    /// What is under a point of the panel (panel points): an inspector row's key, a plot handle, the
    /// plot-space point of the plot there.
    struct PanelTargets {
        var rowKey: (CGPoint) -> String?
        var handle: (CGPoint) -> MotionPlot.Handle? = { _ in nil }
        var plotPoint: (CGPoint) -> CGPoint? = { _ in nil }
        /// Whether a point is on the plot's title (a click there is E: the editor enlarged).
        var plotTitle: (CGPoint) -> Bool = { _ in false }
    }

    /// The smallest and largest window the shell lays out (smaller live resizes are ignored too).
    static let minimumWindowSide: CGFloat = 200
    static let maximumSide: CGFloat = 16384

    init(layout: ShellLayout) {
        self.layout = layout
    }

    /// What a window event became.
    enum Mapped: Equatable {
        /// An event for the session (device points).
        case event(SessionEvent)
        /// Settings a drag of a plot handle made (its tweaks' new values).
        case settings([SessionEvent])
        /// The window was laid out again (`layout` is new); the scene's window follows when its area is
        /// the window's (the device resize to deliver).
        case relayout(deviceResize: InputEvent?)
        /// Nothing for the session (a pointer outside the viewport, a size the shell does not take).
        case none
    }

    /// Maps `event` at scene time `now`. `panel` says what is under a panel point (a row, a plot
    /// handle); `deviceSize` and `fillsWindow` lay out a resized window.
    mutating func map(
        _ event: InputEvent, now: Double, panel: PanelTargets, deviceSize: CGSize, fillsWindow: Bool
    ) -> Mapped {
        switch event {
        case .pointerDown(let position, let button, _):
            guard layout.isInViewport(position) else { return press(at: position, button: button, panel: panel) }
            if button == .primary { touchInViewport = true }
            return .event(.input(.pointerDown(position: layout.devicePoint(fromWindow: position), button: button, time: now)))
        case .pointerMove(let position, let buttons, _):
            if let handle = draggedHandle {
                guard let point = panel.plotPoint(panelPoint(position)) else { return .none }
                let last = dragPointer ?? point, gain: CGFloat = finesDrags ? 0.1 : 1
                dragTarget = CGPoint(x: dragTarget.x + (point.x - last.x) * gain, y: dragTarget.y + (point.y - last.y) * gain)
                dragPointer = point
                return .settings(Self.settings(moving: handle, to: dragTarget))
            }
            guard touchInViewport || layout.isInViewport(position) else { return .none }
            return .event(.input(.pointerMove(position: layout.devicePoint(fromWindow: position), buttons: buttons, time: now)))
        case .pointerUp(let position, let button, _):
            if draggedHandle != nil, button == .primary {
                draggedHandle = nil
                return .event(.plotHandle(held: false))
            }
            guard touchInViewport || layout.isInViewport(position) else { return .none }
            if button == .primary { touchInViewport = false }
            return .event(.input(.pointerUp(position: layout.devicePoint(fromWindow: position), button: button, time: now)))
        case .wheel(let position, let delta, _):
            guard layout.isInViewport(position) else {
                // Over the panel, the wheel changes the selected parameter as ←/→ do (up raises it), and
                // is recorded as those keys.
                guard layout.panel.contains(position), delta.dy != 0 else { return .none }
                return .event(.input(.key(KeyPress(key: delta.dy < 0 ? .right : .left, time: now))))
            }
            return .event(.input(.wheel(position: layout.devicePoint(fromWindow: position), delta: delta, time: now)))
        case .key(let press):
            return .event(.input(.key(KeyPress(key: press.key, modifiers: press.modifiers, isRepeat: press.isRepeat, time: now))))
        case .resize(let size):
            guard size.width >= Self.minimumWindowSide, size.height >= Self.minimumWindowSide,
                size.width <= Self.maximumSide, size.height <= Self.maximumSide
            else { return .none }
            layout = layout.with(windowSize: size, deviceSize: deviceSize, fillsArea: fillsWindow)
            // The scene's viewport is the window's area: its window follows the new size.
            return .relayout(deviceResize: fillsWindow ? .resize(size: layout.deviceSize) : nil)
        }
    }

    /// A press outside the viewport: on a plot handle, it takes it; on a row, it selects its parameter
    /// (each an event of its own, recorded).
    private mutating func press(at position: CGPoint, button: InputEvent.PointerButton, panel: PanelTargets) -> Mapped {
        guard layout.panel.contains(position) else { return .none }
        // A click on the collapsed panel's strip is I, on the plot's title E (recorded as those keys).
        if layout.panelIsCollapsed { return button == .primary ? .event(.input(.key(KeyPress(key: "i")))) : .none }
        if button == .primary, panel.plotTitle(panelPoint(position)) { return .event(.input(.key(KeyPress(key: "e")))) }
        if button == .primary, let handle = panel.handle(panelPoint(position)) {
            draggedHandle = handle
            (dragTarget, dragPointer) = (handle.point, panel.plotPoint(panelPoint(position)))
            return .event(.plotHandle(held: true))
        }
        guard let key = panel.rowKey(panelPoint(position)) else { return .none }
        return .event(.selection(key: key))
    }

    /// The window laid out again with `options` (I, T); the device resize a scene that fills the window
    /// takes, if its area changed.
    mutating func relayout(options: ShellLayout.Options, deviceSize: CGSize, fillsWindow: Bool) -> InputEvent? {
        let before = layout.deviceSize
        layout = layout.with(deviceSize: deviceSize, options: options, fillsArea: fillsWindow)
        return fillsWindow && layout.deviceSize != before ? .resize(size: layout.deviceSize) : nil
    }

    /// A new scene: laid out for it, no touch in progress.
    mutating func reset(layout: ShellLayout) {
        self.layout = layout
        touchInViewport = false
        draggedHandle = nil
    }

    /// The settings that put `handle` at plot point `point`, as setting events.
    static func settings(moving handle: MotionPlot.Handle, to point: CGPoint) -> [SessionEvent] {
        handle.settings(at: point).map { .setting(key: $0.key, value: $0.value) }
    }

    /// A window-pixel position in the panel's points (1 point = 1 pixel there).
    private func panelPoint(_ position: CGPoint) -> CGPoint {
        CGPoint(x: position.x - layout.panel.minX, y: position.y - layout.panel.minY)
    }

    /// Whether a device area of `size` points could come from a window the shell accepts (a replayed
    /// resize gets the live window's check).
    static func acceptsDeviceSize(_ size: CGSize) -> Bool {
        size.width.isFinite && size.height.isFinite && size.width >= 100 && size.height >= 100
            && size.width <= maximumSide && size.height <= maximumSide
    }
}
