import Foundation
import KinemaUI
import KinemaTweaks

/// Nothing tuned is lost on the way out of the window (Q, its close button, SIGINT or SIGTERM, a switch
/// to another scene): values tuned away from what the scene started with — its defaults, or the preset
/// last loaded or saved — are kept as the preset `<scene>-last-session` in the user's presets folder.
/// The next start of that scene offers it on the status line, and Ctrl+O loads it first; it is not
/// loaded by itself, so a scene always opens as its defaults (or `--preset`, `--set`) say.
///
/// Only the window keeps tuning (`keepsTuning`): a headless run (capture, bench, code), a replica and
/// a `kinema watch` hand-over write nothing.
extension TuningSession {
    /// The kept preset's name for `scene`: `<scene>-last-session` (the scene's name as a file name).
    package static func keptPresetName(scene: String) -> String { "\(PresetStore.fileName(scene))-last-session" }

    /// Where the tuning of the session's scene is kept; nil with no configuration folder.
    var keptPresetFile: URL? {
        configFolder.map {
            PresetStore.userFolder(scene: scene.name, configFolder: $0).appendingPathComponent(Self.keptPresetName(scene: scene.name) + ".json")
        }
    }

    /// The present values are the new baseline (the scene came, a preset was loaded, saved or kept).
    func markBaseline() {
        baseline = Preset(of: self)
    }

    /// Whether anything was tuned away from the baseline.
    var isTunedSinceBaseline: Bool { Preset(of: self) != baseline }

    /// What keeping the tuning did: the file written, or why it could not be.
    package enum Kept: Equatable, Sendable {
        case written(URL)
        case failed(String)
    }

    /// Keeps the tuning as `<scene>-last-session` when it was tuned since the baseline (and the session
    /// keeps tuning at all); nil when there was nothing to keep.
    func keepTuning() -> Kept? {
        guard keepsTuning, writesPresets, isTunedSinceBaseline, let file = keptPresetFile else { return nil }
        do throws(ConfigFolder.WriteError) {
            try ConfigFolder.write(Preset(of: self).encoded(), to: file)
        } catch {
            return .failed("the \(scene.name) scene's tuning could not be kept: \(file.path) \(error.reason)")
        }
        markBaseline()
        refreshPresetRow()
        return .written(file)
    }

    /// At a scene's start in the window: the tuning kept last time, when there is one and it is not what
    /// the scene shows already, offered on the status line.
    func offerKeptTuning() {
        guard keepsTuning, let file = keptPresetFile, let data = FileManager.default.contents(atPath: file.path),
            let kept = try? Preset.decode(data, file: file.path), kept.scene == scene.name
        else { return }
        let present = Preset(of: self)
        guard kept.settings != present.settings || (kept.springRule != nil && kept.springRule != present.springRule) else { return }
        presetCursor = nil
        notice = "last session's tuning kept: Ctrl+O loads it"
    }
}
