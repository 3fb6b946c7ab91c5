import Foundation
import KinemaCore
import KinemaUI

/// Scrubbing the timeline: the session re-simulated to the time under the pointer, from the checkpoints
/// kept while the timeline is up (`ScrubCheckpoints`), the frames a drag drew (`ScrubFrames`), or its start.
extension Shell {
    /// While the timeline is up, the last seconds' checkpoints are made, a budget at a time; without it
    /// there are none (and they cost nothing). A drag uses some up: they are made again once it ends
    /// (holding the playhead still costs nothing; the frames it drew and the replicas it left serve
    /// meanwhile).
    func keepCheckpoints() {
        guard showsTimeline, !isReplica, let history else {
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
        if Int(sessionTime) != viewsCountedAt {
            viewsCountedAt = Int(sessionTime)
            var views = 0, stack: [UIView] = [window]
            while let view = stack.popLast() {
                views += 1
                stack.append(contentsOf: view.subviews)
            }
            checkpoints.reach = ScrubCheckpoints.reach(forViews: views)
        }
        checkpoints.sceneStart = earlierScenesTime
        checkpoints.keepUp(
            present: sessionTime, frameBudget: checkpointBudget.frames,
            deadline: checkpointBudget.seconds < 1e6 ? .now + .nanoseconds(Int64(max(0, checkpointBudget.seconds) * 1e9)) : nil)
    }

    /// A pointer event on the timeline scrubs (a drag begun there is followed until it ends); true when
    /// it was the timeline's.
    func handleTimeline(_ event: InputEvent) -> Bool {
        guard showsTimeline else { return false }
        let frame = timelineFrame
        switch event {
        case .pointerDown(let position, .primary, _) where frame.contains(position):
            isScrubbing = true
            scrub(toSceneTime: timeline.time(atX: position.x - frame.minX))
        case .pointerMove(let position, _, _) where isScrubbing:
            scrub(toSceneTime: timeline.time(atX: position.x - frame.minX))
        case .pointerUp(let position, .primary, _) where isScrubbing:
            scrub(toSceneTime: timeline.time(atX: position.x - frame.minX))
            isScrubbing = false
            adoptScrub()
        case .pointerDown(let position, _, _), .pointerMove(let position, _, _), .pointerUp(let position, _, _), .wheel(let position, _, _):
            return frame.contains(position)
        default:
            return false
        }
        return true
    }

    /// Shows the session as it was (or would be) at media time `time` of the present scene: time pauses
    /// and the frame of a re-simulation of the session — the same input, the same values, on the 60 Hz
    /// grid — at or just before that instant shows. Frames a scrub drew show again as they are; else
    /// the scrub's replica moves on when it is at most a second before, or the latest checkpoint at or
    /// before the instant does (the timeline keeps one every second), or, failing both, a run from the
    /// session's start.
    public func scrub(toSceneTime time: Double) {
        guard let history else { return }
        let target = earlierScenesTime + max(0, time)
        isPaused = true
        if let frame = scrubFrames.frame(at: target) {
            scrubbedFrame = frame
            return
        }
        let replica = scrubReplica(for: target, history: history)
        let ran = replica.framesRun
        if replica.now < target - ScrubCheckpoints.spacing {
            // A long way (no checkpoint near): only the last second's frames are kept.
            _ = replica.step(toward: target - ScrubCheckpoints.spacing)
            scrubFrames.begin(with: ScrubFrames.Frame(time: replica.now, list: replica.viewport()))
        }
        if scrubFrames.keepsFrames {
            _ = replica.step(toward: target) { [unowned self] time, list in
                scrubFrames.append(ScrubFrames.Frame(time: time, list: list))
            }
        } else {
            _ = replica.step(toward: target)
            scrubFrames.begin(with: ScrubFrames.Frame(time: replica.now, list: replica.viewport()))
        }
        scrubbedFrame = scrubFrames.frame(at: target) ?? ScrubFrames.Frame(time: replica.now, list: replica.viewport())
        scrubFramesRun += replica.framesRun - ran
    }

    /// The replica to scrub to `target` with: the scrub's own if at most a checkpoint's spacing before
    /// it (or if nothing nearer is), else the latest checkpoint at or before it, else a fresh one.
    private func scrubReplica(for target: Double, history: SessionHistory) -> SessionReplica {
        let current = scrubRun.flatMap { $0.now <= target + 1e-9 ? $0 : nil }
        if let current, target - current.now <= ScrubCheckpoints.spacing + 1e-9 { return current }
        let parked = checkpoints?.latestTime(atOrBefore: target)
        if let current, parked.map({ $0 <= current.now }) ?? true { return current }
        let replica = checkpoints?.take(atOrBefore: target) ?? SessionReplica(history: history)
        if let scrubRun {
            // Where the scrub stopped using it, it is a checkpoint for coming back.
            if let checkpoints { checkpoints.keep(scrubRun) } else { scrubRun.discard() }
        }
        scrubRun = replica
        let ran = replica.framesRun
        scrubFrames.begin(with: ScrubFrames.Frame(time: replica.now, list: replica.viewport()))
        scrubFramesRun += replica.framesRun - ran
        return replica
    }

    /// The scene time the scrub shows (for tests).
    var scrubTimeForTests: Double { scrubbedFrame.map { $0.time - earlierScenesTime } ?? window.engine.now }
    /// The shells of every re-simulation kept: checkpoints, and the scrub's (for tests).
    var replicaShellsForTests: [Shell] { ((checkpoints?.replicasForTests ?? []) + (scrubRun.map { [$0] } ?? [])).map(\.shell) }
    /// Frames run to make checkpoints, and how many of the wanted ones are parked (for tests).
    var checkpointsForTests: (framesRun: Int, parked: Int, wanted: Int)? {
        checkpoints.map { checkpoints in
            let readiness = checkpoints.readiness(present: sessionTime)
            return (checkpoints.framesRun, readiness.parked, readiness.wanted)
        }
    }

    /// Scrubbing ended: the session goes on from the frame it shows, paused (P resumes); its history
    /// now ends there.
    func adoptScrub() {
        guard let history, let shown = scrubbedFrame else { return endScrub() }
        // The replica on the frame that shows: the scrub's own when it stands there, else one run to it.
        if scrubRun.map({ abs($0.now - shown.time) > 1e-9 }) ?? true {
            _ = scrubReplica(for: shown.time, history: history).step(toward: shown.time)
        }
        guard let other = scrubRun, abs(other.now - shown.time) <= 1e-9 else { return endScrub() }
        scrubRun = nil
        let time = other.now
        let previous = UITraitCollection.current
        window.discard()
        other.settings.makeCurrent()
        (scene, window) = (other.shell.scene, other.shell.window)
        // The replica's window comes into the live session's scene, as its key window.
        window.windowScene = windowScene
        window.makeKeyAndVisible()
        adoptSpringRule(other.shell.springRule)
        earlierScenesTime = other.shell.earlierScenesTime
        let dropped = history.log.removeEvents(after: time)
        checkpoints?.discard(after: time)
        if recorder != nil {
            // The recording's last lines are the session's last events: they go too.
            if history.log.count + dropped < SessionHistory.limit, dropped <= recordedLines, let recordingRewinder {
                recordedLines -= dropped
                recordingRewinder(recordedLines)
            } else {
                stopRecording(because: "recording stopped: the session is too long to cut the recording back to the scrub")
            }
        }
        // The history decides slow motion; the scrub leaves time paused, which the history (and so a
        // replay of the recording) must say too.
        isSlowMotion = other.shell.isSlowMotion
        if !other.shell.isPaused { record(InputRecording.TimedEvent(time: sessionTime, event: .key(KeyPress(key: "p")))) }
        let records = other.shell.timelineRecords
        observeAnimations()
        timelineRecords = records
        endScrub()
        isPaused = true
        onionSkin.clear()
        springForms = nil
        if previous.userInterfaceStyle != UITraitCollection.current.userInterfaceStyle {
            panel.appearanceDidChange(from: previous)
            timeline.appearanceDidChange(from: previous)
            keyOverlay.appearanceDidChange(from: previous)
        }
        panel.rebuild(for: self)
        didFreeScenes?()
        notice = String(format: "scrubbed to %.2f s: paused (P resumes)", window.engine.now)
    }

    /// Forgets the scrub's replica and frames.
    func endScrub() {
        checkpoints?.dropLeft()
        scrubRun?.discard()
        scrubRun = nil
        scrubFrames.removeAll()
        scrubbedFrame = nil
    }
}
