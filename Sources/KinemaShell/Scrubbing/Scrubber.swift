import Foundation
import KinemaCore
import KinemaUI
import KinemaTweaks

/// The timeline (T) and scrubbing on it: the animations the scene started, and — while it is up —
/// re-simulations of the session parked at its last whole seconds (`ScrubCheckpoints`), from which a drag
/// on it shows any instant of them exactly (`ScrubFrames`, `SessionReplica`). Letting go hands the
/// replica on the shown frame to the shell, which goes on from there (`Shell.adoptScrub`).
@MainActor
package final class Scrubber {
    /// Whether the timeline is up, and the animations it shows (the scene's, as they start).
    package private(set) var showsTimeline = false
    /// Appended to for every animation a view starts (thousands at a stress cycle's start): unchecked for
    /// exclusivity at run time, as no access to it spans a call.
    @exclusivity(unchecked) var records: [AnimationRecord] = []
    let overlay: TimelineOverlay
    /// The session re-simulated to the time under the pointer, the frames drawn on the way, the one shown.
    private var run: SessionReplica?
    private var frames = ScrubFrames()
    private(set) var shownFrame: ScrubFrames.Frame?
    private(set) var isScrubbing = false
    /// Frames re-simulated to show scrubbed instants, in all (checkpoints' own frames not counted).
    private(set) var framesRun = 0
    /// Re-simulations parked at the last seconds while the timeline is up (what a scrub starts from).
    private(set) var checkpoints: ScrubCheckpoints?
    /// Frames (at most) and wall seconds each frame may spend making checkpoints. The window's keeps a
    /// frame on time; a headless capture gives `framesOnlyBudget`, so what the timeline shows of its
    /// checkpoints does not depend on the machine's speed.
    package var budget = (frames: 240, seconds: 0.004)
    package static let framesOnlyBudget = (frames: 240, seconds: Double.infinity)
    /// The whole second of session time the scene's views were last counted at.
    private var viewsCountedAt: Int?
    private var shownReadiness = (parked: 0, wanted: 0)
    private var shownStatus = ""
    /// Called after whole scenes were freed at once (checkpoints dropped, a scrub adopted): the window
    /// hands the freed pages back to the system there.
    package var didFreeScenes: (() -> Void)?

    init(size: CGSize, environment: SceneEnvironment) {
        overlay = TimelineOverlay(size: size, environment: environment)
    }

    /// The timeline hears of every animation `window` starts (a new scene: the list starts again).
    /// The most animations the timeline keeps; past it, the older half goes.
    static let keptRecords = 20_000

    func observe(_ window: UIWindow, keeping kept: [AnimationRecord] = []) {
        records = kept
        // One call into the scrubber per record: each use of an unowned `self` inside the closure
        // checked that it was still alive (a 10,000-cell grid reports 20,000 records a cycle).
        window.engine.animationObserver = { [unowned self] record in keep(record) }
    }

    private func keep(_ record: AnimationRecord) {
        if records.count >= Self.keptRecords { records.removeFirst(Self.keptRecords / 2) }
        // Grown to exactly what is kept, not doubled past it (a 10,000-cell grid fills it each cycle).
        if records.count == records.capacity, records.count >= Self.keptRecords / 4 { records.reserveCapacity(Self.keptRecords) }
        records.append(record)
    }

    /// T: the timeline up, or down (a drag in progress ends, what it kept goes).
    func toggle() {
        showsTimeline.toggle()
        if !showsTimeline {
            isScrubbing = false
            endScrub()
        }
    }

    /// The timeline's word on its checkpoints ("checkpoints 9/13"), made again only when the counts change.
    func checkpointStatus(present: Double) -> String {
        let readiness = checkpoints?.readiness(present: present) ?? (parked: 0, wanted: 0)
        if readiness != shownReadiness {
            shownReadiness = readiness
            shownStatus = readiness.wanted > 0 ? "checkpoints \(readiness.parked)/\(readiness.wanted)" : ""
        }
        return shownStatus
    }

    /// While the timeline is up, the last seconds' checkpoints are made, a budget at a time; without it
    /// there are none (and they cost nothing). A drag uses some up: they are made again once it ends.
    func keepCheckpoints(history: SessionHistory?, present: Double, sceneStart: Double, window: UIWindow) {
        guard showsTimeline, let history else {
            if let checkpoints {
                checkpoints.discardAll()
                self.checkpoints = nil
                didFreeScenes?()
            }
            return
        }
        guard !isScrubbing else { return }
        let checkpoints = self.checkpoints ?? ScrubCheckpoints(history: history)
        self.checkpoints = checkpoints
        // How big a checkpoint is: the scene's views, counted once a second.
        if Int(present) != viewsCountedAt {
            viewsCountedAt = Int(present)
            checkpoints.reach = ScrubCheckpoints.reach(forViews: Self.viewCount(in: window))
        }
        checkpoints.sceneStart = sceneStart
        checkpoints.keepUp(
            present: present, frameBudget: budget.frames,
            deadline: budget.seconds < 1e6 ? .now + .nanoseconds(Int64(max(0, budget.seconds) * 1e9)) : nil)
    }

    private static func viewCount(in window: UIWindow) -> Int {
        var views = 0, stack: [UIView] = [window]
        while let view = stack.popLast() {
            views += 1
            stack.append(contentsOf: view.subviews)
        }
        return views
    }

    /// What a pointer event did to the timeline.
    enum Handling: Equatable {
        /// Not the timeline's: the session gets it.
        case notMine
        /// The timeline's (a scrub moved, or a touch on it that does nothing else).
        case taken
        /// A drag on it ended: the shell adopts the frame it shows.
        case released
    }

    /// A pointer event on the timeline (at `frame` in window pixels) scrubs; a drag begun there is
    /// followed until it ends. `sceneStart` is the session time the present scene began at.
    func handle(_ event: InputEvent, frame: CGRect, history: SessionHistory?, sceneStart: Double) -> Handling {
        guard showsTimeline else { return .notMine }
        func time(_ position: CGPoint) -> Double { overlay.time(atX: position.x - frame.minX) }
        switch event {
        case .pointerDown(let position, .primary, _) where frame.contains(position):
            isScrubbing = true
            scrub(toSceneTime: time(position), history: history, sceneStart: sceneStart)
        case .pointerMove(let position, _, _) where isScrubbing:
            scrub(toSceneTime: time(position), history: history, sceneStart: sceneStart)
        case .pointerUp(let position, .primary, _) where isScrubbing:
            scrub(toSceneTime: time(position), history: history, sceneStart: sceneStart)
            isScrubbing = false
            return .released
        case .wheel(let position, let delta, _) where frame.contains(position):
            // Half a second of the axis per notch (40 points); down (or right) shows later times.
            overlay.scroll(by: Double(delta.dy + delta.dx) / 40 * 0.5)
        case .pointerDown(let position, _, _), .pointerMove(let position, _, _), .pointerUp(let position, _, _), .wheel(let position, _, _):
            return frame.contains(position) ? .taken : .notMine
        default:
            return .notMine
        }
        return .taken
    }

    /// Shows the session as it was (or would be) at media time `time` of the present scene: the frame of
    /// a re-simulation of the session — the same input, the same values, on the 60 Hz grid — at or just
    /// before that instant. Frames a scrub drew show again as they are; else the scrub's replica moves on
    /// when it is at most a second before, or the latest checkpoint at or before the instant does, or,
    /// failing both, a run from the session's start. (The shell pauses time while a scrub shows.)
    func scrub(toSceneTime time: Double, history: SessionHistory?, sceneStart: Double) {
        guard let history else { return }
        let target = sceneStart + max(0, time)
        if let frame = frames.frame(at: target) {
            shownFrame = frame
            return
        }
        let replica = replica(for: target, history: history)
        let ran = replica.framesRun
        if replica.now < target - ScrubCheckpoints.spacing {
            // A long way (no checkpoint near): only the last second's frames are kept.
            _ = replica.step(toward: target - ScrubCheckpoints.spacing)
            frames.begin(with: ScrubFrames.Frame(time: replica.now, list: replica.viewport()))
        }
        if frames.keepsFrames {
            _ = replica.step(toward: target) { [unowned self] time, list in
                frames.append(ScrubFrames.Frame(time: time, list: list))
            }
        } else {
            _ = replica.step(toward: target)
            frames.begin(with: ScrubFrames.Frame(time: replica.now, list: replica.viewport()))
        }
        shownFrame = frames.frame(at: target) ?? ScrubFrames.Frame(time: replica.now, list: replica.viewport())
        framesRun += replica.framesRun - ran
    }

    /// The replica to scrub to `target` with: the scrub's own if at most a checkpoint's spacing before
    /// it (or if nothing nearer is), else the latest checkpoint at or before it, else a fresh one.
    private func replica(for target: Double, history: SessionHistory) -> SessionReplica {
        let current = run.flatMap { $0.now <= target + 1e-9 ? $0 : nil }
        if let current, target - current.now <= ScrubCheckpoints.spacing + 1e-9 { return current }
        let parked = checkpoints?.latestTime(atOrBefore: target)
        if let current, parked.map({ $0 <= current.now }) ?? true { return current }
        let replica = checkpoints?.take(atOrBefore: target) ?? SessionReplica(history: history)
        if let run {
            // Where the scrub stopped using it, it is a checkpoint for coming back.
            if let checkpoints { checkpoints.keep(run) } else { run.discard() }
        }
        run = replica
        let ran = replica.framesRun
        frames.begin(with: ScrubFrames.Frame(time: replica.now, list: replica.viewport()))
        framesRun += replica.framesRun - ran
        return replica
    }

    /// The replica standing on the frame the scrub shows, taken from the scrubber (run to it if the
    /// scrub's own is elsewhere); nil when nothing shows. Checkpoints past it go.
    func takeReplicaOnShownFrame(history: SessionHistory?) -> SessionReplica? {
        guard let history, let shown = shownFrame else {
            endScrub()
            return nil
        }
        if run.map({ abs($0.now - shown.time) > 1e-9 }) ?? true {
            _ = replica(for: shown.time, history: history).step(toward: shown.time)
        }
        guard let taken = run, abs(taken.now - shown.time) <= 1e-9 else {
            endScrub()
            return nil
        }
        run = nil
        checkpoints?.discard(after: taken.now)
        endScrub()
        return taken
    }

    /// An event recorded during a drag happens at the paused instant: what was re-simulated past it is
    /// stale.
    func eventRecorded(at time: Double) {
        guard isScrubbing else { return }
        checkpoints?.discard(after: time)
        if let run, run.now >= time - InputRecording.timeResolution { endScrub() }
        frames.removeAll()
    }

    /// Forgets the scrub's replica and frames.
    func endScrub() {
        checkpoints?.dropLeft()
        run?.discard()
        run = nil
        frames.removeAll()
        shownFrame = nil
    }

    // For tests.

    /// The shells of every re-simulation kept: checkpoints, and the scrub's.
    var replicaShellsForTests: [Shell] { ((checkpoints?.replicasForTests ?? []) + (run.map { [$0] } ?? [])).map(\.shell) }
    /// Frames run to make checkpoints, and how many of the wanted ones are parked.
    func checkpointsForTests(present: Double) -> (framesRun: Int, parked: Int, wanted: Int)? {
        checkpoints.map { checkpoints in
            let readiness = checkpoints.readiness(present: present)
            return (checkpoints.framesRun, readiness.parked, readiness.wanted)
        }
    }
}
