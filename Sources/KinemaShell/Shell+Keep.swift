import Foundation
import KinemaUI
import KinemaTweaks

/// The window's way out keeps what was tuned (`TuningSession+Keep.swift`).
extension Shell {
    /// The window's shell keeps its tuning on the way out, as presets in `configFolder`
    /// (`$XDG_CONFIG_HOME/kinema`), and offers what the last session kept of its scene. With no
    /// configuration folder (nil) nothing is kept or offered.
    package func keepsTuning(in configFolder: URL? = ConfigFolder.url()) {
        guard !isReplica else { return }
        tuning.configFolder = configFolder
        tuning.keepsTuning = true
        tuning.refreshPresetRow()
        tuning.offerKeptTuning()
    }

    /// The way out (Q, the close button, a signal — not a `kinema watch` hand-over): the tuning is kept
    /// when anything was tuned. The one line to say on standard error, or nil when nothing was written.
    package func keepTuning() -> String? {
        switch tuning.keepTuning() {
        case nil: return nil
        case .written(let file):
            let name = TuningSession.keptPresetName(scene: scene.name)
            return "kinema: the \(scene.name) scene's tuning is kept in \(file.path) (Ctrl+O loads it next time, or --preset \(name))"
        case .failed(let problem): return "kinema: \(problem)"
        }
    }
}
