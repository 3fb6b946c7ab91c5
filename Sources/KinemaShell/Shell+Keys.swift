import Foundation
import KinemaCore
import KinemaUI
import KinemaTweaks

/// The shell's keys carried out: `ShellCommands` says which action a press stands for; keys that are
/// not the shell's go to the scene. Keys with Ctrl are their own (Ctrl+S is not S).
extension Shell {
    /// Applies a key press: the shell's keys first, then the scene's. Keys are the window's input: what
    /// they start runs on its clock.
    package func handleKey(_ press: KeyPress) {
        // What a key did may change the scene's spring: the inspector's rows follow.
        defer { tuning.followScene() }
        window.handlingInput {
            if choosesCode { return chooseCode(press) }
            // While the key list is up, ↑/↓ scroll it (a window too short for all of it).
            if showsKeys, press.key == .up || press.key == .down { return keyOverlay.scroll(by: press.key == .up ? -3 : 3) }
            guard let action = ShellCommands.action(for: press) else {
                // A repeat of one of the shell's toggles does nothing; Ctrl keys are never the scene's.
                if !ShellCommands.isShellKey(press), !press.modifiers.contains(.control) { _ = scene.handleKey(press) }
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
            codeChooser.open(available: Set(CodeDialect.allCases.filter { tuning.exportProblem(in: $0) == nil }), reason: tuning.exportProblem())
            choosesCode = true
        case .savePreset: tuning.savePreset()
        case .loadPreset: tuning.cyclePresets()
        case .onionSkin, .onionSkinCount: toggleOnionSkin(countOnly: action == .onionSkinCount)
        case .reduceMotion:
            UIAccessibility.setReduceMotionEnabled(!UIAccessibility.isReduceMotionEnabled)
            tuning.notice = UIAccessibility.isReduceMotionEnabled ? "Reduce Motion on: motion becomes fades" : "Reduce Motion off"
            scene.replay()
        case .appearance:
            let dark = windowScene.traitCollection.userInterfaceStyle != .dark
            setAppearance(dark: dark)
            tuning.notice = dark ? "dark appearance" : "light appearance"
        case .timeline, .inspector, .enlargeEditor: performLayoutAction(action)
        case .hud: showsHUD.toggle()
        case .velocity: toggleVelocity()
        case .loopMode: cycleLoopMode()
        case .keys: showsKeys.toggle()
        case .escape: closeWhatIsOpen(press)
        case .quit: quitRequested = true
        }
    }

    /// A key while Shift+C's chooser is up: it takes them all. 1–5 copy that language, ↑/↓ move, Enter,
    /// Space or C copy the highlighted one, Esc (or Q) closes it.
    private func chooseCode(_ press: KeyPress) {
        let all = CodeDialect.allCases
        if let digit = Int(press.key.rawValue), (1...all.count).contains(digit) {
            guard codeChooser.available.contains(all[digit - 1]) else {
                tuning.notice = tuning.exportProblem(in: all[digit - 1])
                return
            }
            tuning.copyCode(in: all[digit - 1])
            choosesCode = false
            return
        }
        switch press.key {
        case .up: codeChooser.move(by: -1)
        case .down: codeChooser.move(by: 1)
        case .enter, .space, KeyPress.Key(rawValue: "c"):
            tuning.copyCode(in: codeChooser.highlightedDialect)
            choosesCode = false
        case .escape, KeyPress.Key(rawValue: "q"): choosesCode = false
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
        if showsKeys {
            showsKeys = false
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

    /// O: the onion skin on or off; Shift-O: how many earlier moments (and on).
    private func toggleOnionSkin(countOnly: Bool) {
        if countOnly {
            let counts = OnionSkin.counts
            onionSkin.setCount(counts.first { $0 > onionSkin.count } ?? counts[0])
            onionSkin.isOn = true
        } else {
            onionSkin.isOn.toggle()
            if !onionSkin.isOn { onionSkin.clear() }
        }
        tuning.notice = onionSkin.isOn ? "onion skin: \(onionSkin.count) earlier moments, every \(onionSkin.every) frames" : "onion skin off"
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
        keyOverlay.setAppearance(style)
        codeChooser.setAppearance(style)
    }

    // MARK: - Recording what keys do

    /// Whether what `press` does is recorded rather than the key: loading or saving presets (Ctrl+O,
    /// Ctrl+S, ←/→ on the presets row: presets live outside the window), undo and redo (their history
    /// is this session's, not a replay's).
    func recordsItsDoing(_ press: KeyPress) -> Bool {
        let action = ShellCommands.action(for: press)
        if action == .loadPreset || action == .savePreset || action == .undo || action == .redo { return true }
        return tuning.selectedParameter === tuning.presetRow && (action == .decrease || action == .increase)
    }

    /// Runs `body` and records the values it changed as settings (a preset loaded), so that a replay
    /// sets them alike without the preset's file.
    func recordingWhatPresetsDo(_ body: () -> Void) {
        let before = tuning.sceneParameters.map(\.value), ruleBefore = tuning.springRule
        body()
        for (parameter, old) in zip(tuning.sceneParameters, before) where parameter.value != old {
            record(.setting(key: parameter.key, value: parameter.commandLineValue))
        }
        if tuning.springRule != ruleBefore { record(.setting(key: tuning.springRuleRow.key, value: tuning.springRule.rawValue)) }
    }

    /// V: the velocity over the plot, on or off.
    func toggleVelocity() {
        showsVelocity.toggle()
        tuning.notice = showsVelocity ? "velocity shown over the plot (red)" : "velocity hidden"
    }

    /// Writes `event` to the recording and the session's history, at the session's time.
    func record(_ event: SessionEvent) {
        recording.record(event, at: sessionTime)
        scrubber.eventRecorded(at: sessionTime)
    }

    /// Records every event into `file` (`--record`). If the file cannot be written any more, the
    /// recording stops — said in the status line and on stderr — and everything else goes on. A
    /// recording begins with the session's spring rule when it is not UIKit's, so it replays alike.
    package func startRecording(to file: RecordingFile) {
        let rule = tuning.springRule
        let firstLines = rule == .uikit ? [] : [InputRecording.encode(.setting(key: tuning.springRuleRow.key, value: rule.rawValue), at: 0)]
        recording.start(into: file, firstLines: firstLines)
    }
}
