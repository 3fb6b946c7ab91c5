import Foundation
import KinemaUI
import KinemaTweaks

/// What the inspector shows at a frame: the scene, the status line's state, the rows with the selection
/// and what each says beside its value, the line under them, the plot and the HUD's figures. The shell
/// makes one a frame; the panel re-renders only what changed in it.
@MainActor
struct InspectorState {
    var sceneName: String
    var sceneTitle: String
    var keyHints: [String]
    /// Scene time shown (the scrubbed instant's while scrubbing).
    var time: Double
    var isPaused: Bool
    var isScrubbing: Bool
    /// Media seconds per real second (1; below 1 slow motion).
    var speed: Double
    var reducesMotion: Bool
    /// The notice, or the scene's last printed line.
    var message: String?
    var rows: [Parameter]
    var selectedIndex: Int
    /// What a row says beside its value ("behaves as 1 (UIKit)").
    var note: (Parameter) -> String?
    /// The line under the rows for the selected one (its range, or its spring's settling).
    var rangeText: () -> String?
    var plot: MotionPlot?
    var showsHUD: Bool
    /// Whether the plot shows its motion's velocity (V).
    var showsVelocity = false
    var statistics: FrameStatistics
}
