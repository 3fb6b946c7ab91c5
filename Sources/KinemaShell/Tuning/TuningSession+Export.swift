import Foundation
import KinemaCore
import KinemaTweaks

extension TuningSession {
    /// The motion the scene tunes now (`Scene.exportedMotion`: its timing under the session's rule, what
    /// it animates and its stagger); nil when it tunes neither a spring nor a curve.
    package var exportedMotion: ExportedMotion? { scene.exportedMotion }

    /// The timing the scene tunes now: its curve, or its UIKit spring's numbers with the spring they make
    /// under the session's rule; nil when it tunes neither.
    package var tunedMotion: TunedMotion? { exportedMotion?.motion }

    /// The tuning in `dialect`, with the command line that reopens it; nil when the scene tunes no
    /// spring or curve to export (UIKit's is the scene's own code, always there): `exportProblem` says why.
    package func code(in dialect: CodeDialect) -> String? {
        guard dialect != .uikit else { return codeToCopy }
        guard let motion = exportedMotion else { return nil }
        let reopen = dialect == .css ? "/* Reopen in Kinema: \(commandLine) */" : "// Reopen in Kinema: \(commandLine)"
        return MotionExport.code(motion, as: dialect) + reopen + "\n"
    }

    /// Why the tuning cannot be written in `dialect` (any but UIKit's, when nil), in one line; nil when
    /// it can.
    package func exportProblem(in dialect: CodeDialect? = nil) -> String? {
        guard dialect != .uikit, exportedMotion == nil else { return nil }
        // A scene of one's own shows Kinema its motion through its tweaks; a built-in one has none to show.
        let seen = scene is ViewControllerScene
            ? " (Kinema sees one in a SpringAnimationTweaks or CurveAnimationTweaks, or in tweaks named duration and damping)"
            : ""
        return "the \(scene.name) scene tunes no spring or curve to write as \(dialect?.title ?? "anything but UIKit")\(seen)"
    }
}
