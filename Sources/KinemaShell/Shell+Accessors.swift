import Foundation
import KinemaCore
import KinemaUI
import KinemaTweaks

/// The shell's parts as callers (the app's commands, tests) reach them: what they hold, under the
/// shell's name.
extension Shell {
    // MARK: - Tuning

    /// A message of the shell's own for the status line (a recording that had to stop, code copied).
    package var notice: String? {
        get { tuning.notice }
        set { tuning.notice = newValue }
    }
    package var springRule: DurationSpringRule { tuning.springRule }
    package var selectedParameter: Parameter? { tuning.selectedParameter }
    package var tunables: [Parameter] { tuning.tunables }
    package var sceneParameters: [Parameter] { tuning.sceneParameters }
    var springForms: SpringForms? { tuning.springForms }
    package var tweakProblems: [String] { tuning.tweakProblems }
    package func parameter(forKey key: String) -> Parameter? { tuning.parameter(forKey: key) }
    /// Sets a tweak (or the spring rule) by key from text (`--set key=value`). Nil, or a one-line reason.
    package func set(_ key: String, to text: String) -> String? { tuning.set(key, to: text) }
    package var commandLine: String { tuning.commandLine }
    package var codeToCopy: String { tuning.codeToCopy }
    package var copiedText: String? { tuning.copiedText }
    /// Puts text on the system clipboard (the window sets it; headless, nothing does).
    package var clipboard: ((String) -> Void)? {
        get { tuning.clipboard }
        set { tuning.clipboard = newValue }
    }
    /// Whether Ctrl+S writes preset files (the window's does; a headless replay's only when asked).
    package var writesPresets: Bool {
        get { tuning.writesPresets }
        set { tuning.writesPresets = newValue && !isReplica }
    }
    package func savePreset() { tuning.savePreset() }
    package func cyclePresets() { tuning.cyclePresets() }
    /// Puts `rule` in force for the session (the scene plays again).
    package func useSpringRule(_ rule: DurationSpringRule) { tuning.useSpringRule(rule) }

    // MARK: - Recording

    /// Receives every event the session gets, as a JSON line stamped in session time (`--record`).
    package var recorder: ((String) -> Void)? {
        get { recording.recorder }
        set { recording.recorder = newValue }
    }
    /// How the session began and its events since.
    var history: SessionHistory? { recording.history }

    // MARK: - Timeline and scrubbing

    package var showsTimeline: Bool { scrubber.showsTimeline }
    package var timelineRecords: [AnimationRecord] { scrubber.records }
    package var isScrubbing: Bool { scrubber.isScrubbing }
    /// Frames (at most) and wall seconds each frame may spend making checkpoints. The window's keeps a
    /// frame on time; a headless capture gives `framesOnlyCheckpointBudget`, so what the timeline shows
    /// of its checkpoints does not depend on the machine's speed.
    package var checkpointBudget: (frames: Int, seconds: Double) {
        get { scrubber.budget }
        set { scrubber.budget = newValue }
    }
    package static let framesOnlyCheckpointBudget = (frames: 240, seconds: Double.infinity)
    /// Called after whole scenes were freed at once (the timeline's checkpoints dropped, a scrub adopted):
    /// the window hands the freed pages back to the system there.
    package var didFreeScenes: (() -> Void)? {
        get { scrubber.didFreeScenes }
        set { scrubber.didFreeScenes = newValue }
    }

    // For tests.

    /// Frames re-simulated to show scrubbed instants, in all.
    var scrubFramesRun: Int { scrubber.framesRun }
    /// The scene time the scrub shows.
    var scrubTimeForTests: Double { scrubber.shownFrame.map { $0.time - earlierScenesTime } ?? window.engine.now }
    var replicaShellsForTests: [Shell] { scrubber.replicaShellsForTests }
    var checkpointsForTests: (framesRun: Int, parked: Int, wanted: Int)? { scrubber.checkpointsForTests(present: sessionTime) }
}
