import Foundation
import KinemaScenes
import KinemaUI
import KinemaShell
import KinemaTweaks

/// Scrubbing the timeline of a long session (`kinema-benchmarks scrub`): the player scene plays its
/// benchmark gestures as a live window would (one frame per 1/60 s, input delivered as it comes), then
/// the playhead is dragged back over the last ten seconds, one live frame between two drag events.
/// Timed: a live frame with the timeline up (checkpoints kept) and without it, and each drag event —
/// from checkpoints (timeline up) and re-simulated from the session's start (no checkpoints).
@MainActor
enum Scrubbing {
    /// A live player session of `seconds`, the timeline up from the start when `timeline`; returns the
    /// shell and the wall seconds of each frame of its last ten seconds.
    static func session(seconds: Double, timeline: Bool) -> (Shell, [Double]) {
        let shell = Shell(sceneName: "player", catalog: .kinema)!
        var pending = shell.scene.benchmarkInput(seconds: seconds)
        if timeline { pending.insert(.key(KeyPress(key: "t", time: 0.05)), at: 0) }
        pending.sort { ($0.time ?? 0) < ($1.time ?? 0) }
        var times: [Double] = []
        let clock = ContinuousClock()
        _ = shell.step(deviceEvents: [], realDelta: 0)
        while shell.sessionTime < seconds {
            var due: [InputEvent] = []
            while let next = pending.first, (next.time ?? 0) <= shell.sessionTime + 0.0005 {
                due.append(next.stamped(shell.window.engine.now))
                pending.removeFirst()
            }
            let timed = shell.sessionTime >= seconds - 10
            let elapsed = clock.measure { _ = shell.step(deviceEvents: due, realDelta: 1.0 / 60) }
            if timed { times.append(Retargeting.seconds(elapsed)) }
        }
        return (shell, times)
    }

    /// Wall seconds of each of `events` drag events sweeping back from the present over ten seconds
    /// (the scrub alone), and of the live frame before each, while the pointer is held on the timeline.
    static func sweep(_ shell: Shell, events: Int) -> (scrubs: [Double], frames: [Double]) {
        let present = shell.window.engine.now
        let clock = ContinuousClock()
        var scrubs: [Double] = [], frames: [Double] = []
        let press = CGPoint(x: shell.timelineFrame.maxX - 14, y: shell.timelineFrame.midY)
        if shell.scrubber.showsTimeline {
            _ = shell.frame(windowEvents: [.pointerDown(position: press, button: .primary, time: 0)], realDelta: 1.0 / 60)
        }
        for index in 1...events {
            let target = present - 10 * Double(index) / Double(events)
            frames.append(Retargeting.seconds(clock.measure { _ = shell.step(deviceEvents: [], realDelta: 1.0 / 60) }))
            scrubs.append(Retargeting.seconds(clock.measure { shell.scrub(toSceneTime: target) }))
        }
        if shell.scrubber.showsTimeline {
            _ = shell.frame(windowEvents: [.pointerUp(position: press, button: .primary, time: 0)], realDelta: 1.0 / 60)
        }
        return (scrubs, frames)
    }

    /// The process's resident memory now (Linux), in MB.
    static func residentMegabytes() -> Double {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
            let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmRSS:") }),
            let kilobytes = Double(line.split(separator: " ").dropFirst().first ?? "")
        else { return .nan }
        return kilobytes / 1024
    }

    static func report() {
        print("Scrubbing the player's timeline (live frames at 60 Hz; wall ms: median / max)")
        func figures(_ samples: [Double]) -> String {
            let sorted = samples.sorted()
            return String(format: "%7.2f / %7.2f ms", sorted[sorted.count / 2] * 1000, sorted.last! * 1000)
        }
        let clock = ContinuousClock()
        for name in SceneCatalog.kinema.names {
            let made = (0..<5).map { _ in Retargeting.seconds(clock.measure { _ = Shell(sceneName: name, catalog: .kinema) }) }
            print(String(format: "  a shell of the %@ scene (what each checkpoint starts as): %.2f ms", name, made.sorted()[2] * 1000))
        }
        for minutes in [1.0, 5.0] {
            let seconds = minutes * 60
            let (without, framesWithout) = session(seconds: seconds, timeline: false)
            let residentWithout = residentMegabytes()
            let (withTimeline, framesWith) = session(seconds: seconds, timeline: true)
            let residentWith = residentMegabytes()
            print(String(format: "  %.0f-minute session (resident: %.1f MB, %.1f MB with the timeline's checkpoints)",
                         minutes, residentWithout, residentWith))
            print("    live frame, timeline hidden              " + figures(framesWithout))
            print("    live frame, timeline up (checkpoints)    " + figures(framesWith))
            let fromCheckpoints = sweep(withTimeline, events: 120)
            print("    drag event, from checkpoints             " + figures(fromCheckpoints.scrubs))
            print("    live frame while dragging                " + figures(fromCheckpoints.frames))
            print("    drag event, from the session's start     " + figures(sweep(without, events: 12).scrubs))
        }
    }
}
