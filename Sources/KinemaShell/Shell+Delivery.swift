import Foundation
import KinemaUI
import KinemaTweaks

/// Delivering a frame's events: each recorded, carried out, and noted in the tweaks' history.
extension Shell {
    /// One event of the frame's input, recorded as it is delivered; what it changed of the tweaks (as
    /// the tuning saw them change) goes into their history, not Ctrl+Z's own doing.
    func deliver(_ event: SessionEvent) {
        tuning.beginStep()
        let resolved = deliverUnnoted(event)
        tuning.followScene()
        let (press, action) = (resolved?.press, resolved?.action)
        guard action != .undo, action != .redo else { return tuning.endStep(continues: false, keeps: false) }
        // A handle's drag is one step, however many settings it made.
        let dragging = holdsPlotHandle
        if case .setting = event, !dragging { handleDragNoted = false }
        tuning.endStep(continues: press?.isRepeat ?? false || (dragging && handleDragNoted))
        if case .setting = event, dragging { handleDragNoted = true }
    }

    /// Delivers `event` and records it (or, for a key that loads presets or undoes, what it did); a key
    /// press is looked up in the key table once, here, and returned as resolved.
    @discardableResult
    func deliverUnnoted(_ event: SessionEvent) -> ResolvedKeyPress? {
        switch event {
        case .input(.key(let press)):
            // Only arrows on the parameter that changed last wait with it; anything else comes after it.
            if (press.key != .left && press.key != .right) || press.modifiers.contains(.control) { tuning.flushPendingChange() }
            let resolved = ResolvedKeyPress(press)
            if recordsItsDoing(resolved) {
                recordingWhatPresetsDo { carryOut(resolved) }
            } else if movesSelection(resolved) {
                recordingSelection(of: event) { carryOut(resolved) }
            } else {
                record(event)
                carryOut(resolved)
            }
            return resolved
        case .input(let input):
            tuning.flushPendingChange()
            // A replayed resize gets the live window's check: sizes it would never produce are ignored.
            if case .resize(let size) = input, !InputMapping.acceptsDeviceSize(size) { return nil }
            record(event)
            window.handle(input)
        case .setting(let key, let value):
            tuning.flushPendingChange()
            record(event)
            if let problem = tuning.set(key, to: value) { tuning.notice = "recorded setting ignored: \(problem)" }
        case .selection(let key):
            tuning.flushPendingChange()
            record(event)
            window.handlingInput { tuning.select(key: key) }
        case .plotHandle(let held):
            tuning.flushPendingChange()
            record(event)
            overlays.holdsPlotHandle = held
            handleDragNoted = false
        }
        return nil
    }

    /// Whether a plot handle is held: what `deliver` reads to make a handle's drag one step of undo.
    var holdsPlotHandle: Bool { overlays.holdsPlotHandle }
}
