import Foundation
import KinemaCore
import KinemaUI
import KinemaTweaks

/// The shell's keys carried out: `ShellCommands` says which action a press stands for (looked up once,
/// `ResolvedKeyPress`); keys that are not the shell's go to the scene. Keys with Ctrl are their own
/// (Ctrl+S is not S).
extension Shell {
    /// Applies a key press, unrecorded: the shell's keys first, then the scene's.
    package func handleKey(_ press: KeyPress) {
        // What a key did may change the scene's spring: the inspector's rows follow.
        defer { tuning.followScene() }
        carryOut(ResolvedKeyPress(press))
    }

    /// Applies a press already looked up. Keys are the window's input: what they start runs on its
    /// clock.
    func carryOut(_ resolved: ResolvedKeyPress) {
        let press = resolved.press
        window.handlingInput {
            if overlays.choosesCode { return chooseCode(press) }
            // While the key list is up, ↑/↓ scroll it (a window too short for all of it).
            if overlays.showsKeys, press.key == .up || press.key == .down { return overlays.keyList.scroll(by: press.key == .up ? -3 : 3) }
            guard let action = resolved.action else {
                // A repeat of one of the shell's toggles does nothing; Ctrl keys are never the scene's.
                if !resolved.isShellKey, !press.modifiers.contains(.control) { _ = scene.handleKey(press) }
                return
            }
            perform(action, press)
        }
    }

    private func perform(_ action: ShellAction, _ press: KeyPress) {
        switch action {
        case .selectPrevious: tuning.moveSelection(by: -1)
        case .selectNext: tuning.moveSelection(by: 1)
        case .decrease, .increase:
            let factor = press.modifiers.contains(.shift) ? 10 : press.modifiers.contains(.alt) ? 0.1 : 1
            tuning.nudgeSelection(by: (action == .decrease ? -1 : 1) * factor)
        case .reset: tuning.reset(all: false)
        case .resetAll: tuning.reset(all: true)
        case .replay: scene.replay()
        case .nextScene: switchScene(by: 1)
        case .previousScene: switchScene(by: -1)
        case .slowMotion: speed = speed == 1 ? slowSpeed : 1
        case .slower, .faster: stepSpeed(by: action == .slower ? -1 : 1)
        case .pause: togglePause()
        case .step:
            guard isPaused else { return }
            window.engine.clock.timeScale = speed
            window.engine.clock.step()
        case .copyCode: tuning.copyCode()
        case .undo, .redo: tuning.undo(redoing: action == .redo)
        case .chooseCode:
            overlays.openCodeChooser(available: Set(CodeDialect.allCases.filter { tuning.exportProblem(in: $0) == nil }), reason: tuning.exportProblem())
        case .savePreset: tuning.savePreset()
        case .loadPreset: tuning.cyclePresets()
        case .onionSkin, .onionSkinCount: tuning.notice = overlays.toggleOnionSkin(countOnly: action == .onionSkinCount)
        case .reduceMotion:
            UIAccessibility.setReduceMotionEnabled(!UIAccessibility.isReduceMotionEnabled)
            tuning.notice = UIAccessibility.isReduceMotionEnabled ? "Reduce Motion on: motion becomes fades" : "Reduce Motion off"
            scene.replay()
        case .appearance:
            let dark = windowScene.traitCollection.userInterfaceStyle != .dark
            setAppearance(dark: dark)
            tuning.notice = dark ? "dark appearance" : "light appearance"
        case .timeline, .inspector, .enlargeEditor: performLayoutAction(action)
        case .hud: overlays.showsHUD.toggle()
        case .velocity: tuning.notice = overlays.toggleVelocity()
        case .constraints: tuning.notice = overlays.toggleConstraints()
        case .loopMode: cycleLoopMode()
        case .keys: overlays.showsKeys.toggle()
        case .escape: closeWhatIsOpen(press)
        case .quit: quitRequested = true
        }
    }

    /// A key while Shift+C's chooser is up: it takes them all. 1–5 copy that language, ↑/↓ move, Enter,
    /// Space or C copy the highlighted one, Esc (or Q) closes it.
    private func chooseCode(_ press: KeyPress) {
        let all = CodeDialect.allCases
        if let digit = Int(press.key.rawValue), (1...all.count).contains(digit) {
            guard overlays.codeChooser.available.contains(all[digit - 1]) else {
                tuning.notice = tuning.exportProblem(in: all[digit - 1])
                return
            }
            tuning.copyCode(in: all[digit - 1])
            overlays.choosesCode = false
            return
        }
        switch press.key {
        case .up: overlays.codeChooser.move(by: -1)
        case .down: overlays.codeChooser.move(by: 1)
        case .enter, .space, ShellKey.c.key:
            tuning.copyCode(in: overlays.codeChooser.highlightedDialect)
            overlays.choosesCode = false
        case .escape, ShellKey.q.key: overlays.choosesCode = false
        default: break
        }
    }

    /// P: paused or running; a notice that the session is paused goes once it runs.
    private func togglePause() {
        isPaused.toggle()
        if !isPaused, tuning.notice?.hasPrefix("scrubbed to") == true { tuning.notice = nil }
    }

    /// Esc: the topmost thing open closes — the key list, the enlarged editor, the timeline, then what
    /// the scene has open (the menu). Esc never quits (Q does): with nothing open the status line says so.
    private func closeWhatIsOpen(_ press: KeyPress) {
        if overlays.showsKeys {
            overlays.showsKeys = false
        } else if panel.isEditorEnlarged {
            performLayoutAction(.enlargeEditor)
        } else if scrubber.showsTimeline {
            performLayoutAction(.timeline)
        } else if !scene.handleKey(press) {
            tuning.notice = "nothing open for Esc to close; Q quits"
        }
    }

    /// `[` / `]`: the next speed down or up (×0.1 … ×2); one below ×1 becomes the speed S slows to.
    private func stepSpeed(by step: Int) {
        let speeds = Self.speeds
        let index = speeds.lastIndex { $0 <= speed + 1e-9 } ?? 0
        speed = speeds[min(speeds.count - 1, max(0, index + step))]
        if speed < 1 { slowSpeed = speed }
        tuning.notice = InspectorPanel.speedText(speed)
    }

    /// Switches the session's appearance (key D): the scene's views and the shell's own (panel,
    /// timeline, key list) take their colours' values for it, and hear `traitCollectionDidChange`.
    package func setAppearance(dark: Bool) {
        windowScene.setAppearance(dark ? .dark : .light)
        overlaysFollowAppearance()
    }

    /// The shell's own views take the scene's appearance.
    func overlaysFollowAppearance() {
        let style = windowScene.traitCollection.userInterfaceStyle
        panel.setAppearance(style)
        scrubber.overlay.setAppearance(style)
        overlays.setAppearance(style)
    }
}
