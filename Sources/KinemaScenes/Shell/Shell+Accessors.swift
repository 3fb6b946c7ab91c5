import Foundation
import KinemaCore
import KinemaUI

/// The shell's parts as callers (the app's commands, tests) reach them: what they hold, under the
/// shell's name.
extension Shell {
    // MARK: - Tuning

    /// A message of the shell's own for the status line (a recording that had to stop, code copied).
    public var notice: String? {
        get { tuning.notice }
        set { tuning.notice = newValue }
    }
    public var springRule: DurationSpringRule { tuning.springRule }
    public var selectedParameter: Parameter? { tuning.selectedParameter }
    public var tunables: [Parameter] { tuning.tunables }
    public var sceneParameters: [Parameter] { tuning.sceneParameters }
    var springForms: SpringForms? {
        _ = tuning.tunables
        return tuning.springForms
    }
    public var tweakProblems: [String] { tuning.tweakProblems }
    public func parameter(forKey key: String) -> Parameter? { tuning.parameter(forKey: key) }
    /// Sets a tweak (or the spring rule) by key from text (`--set key=value`). Nil, or a one-line reason.
    public func set(_ key: String, to text: String) -> String? { tuning.set(key, to: text) }
    public var commandLine: String { tuning.commandLine }
    public var codeToCopy: String { tuning.codeToCopy }
    public var copiedText: String? { tuning.copiedText }
    /// Puts text on the system clipboard (the window sets it; headless, nothing does).
    public var clipboard: ((String) -> Void)? {
        get { tuning.clipboard }
        set { tuning.clipboard = newValue }
    }
    /// Whether Ctrl+S writes preset files (the window's does; a headless replay's only when asked).
    public var writesPresets: Bool {
        get { tuning.writesPresets }
        set { tuning.writesPresets = newValue && !isReplica }
    }
    public func savePreset() { tuning.savePreset() }
    public func cyclePresets() { tuning.cyclePresets() }
    /// Puts `rule` in force for the session (the scene plays again).
    public func useSpringRule(_ rule: DurationSpringRule) { tuning.useSpringRule(rule) }

    // MARK: - Recording

    /// Receives every event the session gets, as a JSON line stamped in session time (`--record`).
    public var recorder: ((String) -> Void)? {
        get { recording.recorder }
        set { recording.recorder = newValue }
    }
    /// How the session began and its events since.
    var history: SessionHistory? { recording.history }

    // MARK: - Timeline and scrubbing

    public var showsTimeline: Bool { scrubber.showsTimeline }
    public var timelineRecords: [AnimationRecord] { scrubber.records }
    public var isScrubbing: Bool { scrubber.isScrubbing }
    /// Frames (at most) and wall seconds each frame may spend making checkpoints. The window's keeps a
    /// frame on time; a headless capture gives `framesOnlyCheckpointBudget`, so what the timeline shows
    /// of its checkpoints does not depend on the machine's speed.
    public var checkpointBudget: (frames: Int, seconds: Double) {
        get { scrubber.budget }
        set { scrubber.budget = newValue }
    }
    public static let framesOnlyCheckpointBudget = (frames: 240, seconds: Double.infinity)
    /// Called after whole scenes were freed at once (the timeline's checkpoints dropped, a scrub adopted):
    /// the window hands the freed pages back to the system there.
    public var didFreeScenes: (() -> Void)? {
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
