import Foundation
import KinemaUI
import KinemaTweaks

/// Presets in the session: Ctrl+S saves the scene's values, Ctrl+O (and the inspector's last row)
/// loads them; what loading did is the session's to record (the shell records the settings it made).
extension TuningSession {
    static func presetRow(names: [String]) -> Parameter {
        Parameter(key: "preset", label: "Preset", choices: ["(as tuned)"] + names)
    }

    /// Reads the scene's presets again (after a scene switch or a save).
    func refreshPresetRow() {
        presetFiles = PresetStore.all(scene: scene.name, configFolder: configFolder)
        presetRow = Self.presetRow(names: presetFiles.map { $0.deletingPathExtension().lastPathComponent })
        followScene()
    }

    /// The presets row moved to a preset: it loads.
    func presetRowChanged() {
        guard presetRow.index > 0, presetFiles.indices.contains(presetRow.index - 1) else { return }
        let file = presetFiles[presetRow.index - 1]
        do {
            let warnings = try PresetStore.load(file, into: self)
            notice = "preset \(file.deletingPathExtension().lastPathComponent)" + (warnings.first.map { "; \($0)" } ?? "")
        } catch {
            notice = "\(error); the values stay as they were"
        }
    }

    /// Saves the scene's values as a new preset (Ctrl+S) and says where. A session that does not write
    /// presets (a headless replay without `--write-presets`, a re-simulation) says so and writes nothing:
    /// a render never changes the user's files.
    package func savePreset() {
        guard writesPresets else {
            notice = "preset not written: a replay writes no presets (capture --write-presets writes them)"
            return
        }
        guard let configFolder else {
            notice = "preset not written: \(ConfigFolder.missing)"
            return
        }
        do {
            let saved = try PresetStore.save(Preset(of: self), numberedFrom: nextPresetNumber, configFolder: configFolder)
            nextPresetNumber = saved.number + 1
            markBaseline()
            presetCursor = nil
            refreshPresetRow()
            notice = "saved preset \(saved.url.deletingPathExtension().lastPathComponent) (\(saved.url.path))"
        } catch {
            notice = "could not save the preset: \(error)"
        }
    }

    /// Loads the next saved preset of this scene (Ctrl+O): the user's, then the shipped ones, round.
    package func cyclePresets() {
        let files = PresetStore.all(scene: scene.name, configFolder: configFolder)
        guard !files.isEmpty else {
            notice = "no presets for \(scene.name) yet: Ctrl+S saves one"
            return
        }
        let next = presetCursor.map { ($0 + 1) % files.count } ?? 0
        presetCursor = next
        do {
            let warnings = try PresetStore.load(files[next], into: self)
            notice = "preset \(files[next].deletingPathExtension().lastPathComponent) (\(next + 1) of \(files.count))"
                + (warnings.first.map { "; \($0)" } ?? "")
        } catch {
            notice = "\(error); the values stay as they were"
        }
    }
}
