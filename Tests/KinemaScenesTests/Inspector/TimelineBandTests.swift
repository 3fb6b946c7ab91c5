import Foundation
import Testing
@testable import KinemaScenes
import KinemaCore
import KinemaGraphics
import KinemaUI
@testable import KinemaShell
@testable import KinemaTweaks

/// The timeline (T) in its own band under the device, with time ticks, an axis that holds still while
/// paused and scrolls back over the session with the wheel.
@MainActor
@Suite struct TimelineBandTests {
    static func frame(_ shell: Shell, _ events: [InputEvent] = [], seconds: Double = 1.0 / 60) -> Composition {
        shell.step(deviceEvents: events, realDelta: seconds)
    }

    static func texts(_ list: DisplayList) -> [String] {
        list.items.compactMap { if case .text(let run) = $0 { run.text } else { nil } }
    }

    @Test func theTimelineHasABandOfItsOwnUnderTheDevice() throws {
        let shell = try #require(Shell(sceneName: "table", windowSize: CGSize(width: 1366, height: 768)))
        let before = shell.layout.viewport
        _ = Self.frame(shell, [.key(KeyPress(key: "t"))])
        let band = shell.timelineFrame
        #expect(band.height >= 120 && band.maxY == 768 && band.minX == 0 && band.maxX == shell.layout.panel.minX)
        #expect(!band.intersects(shell.layout.viewport), "the device is not covered: \(band) \(shell.layout.viewport)")
        #expect(shell.layout.viewport.height < before.height, "the device made room")
        // The labels are readable (11 points), and the axis has ticks with their times.
        var composition = Self.frame(shell, [.key(KeyPress(key: "2"))])
        for _ in 0..<40 { composition = Self.frame(shell) }
        let list = try #require(composition.layers.last?.list)
        let runs = list.items.compactMap { if case .text(let run) = $0 { run } else { nil } }
        #expect(runs.allSatisfy { $0.fontSize >= 10 }, "\(runs.map { ($0.text, $0.fontSize) })")
        #expect(runs.contains { $0.text == "row-0" && $0.fontSize >= 11 })
        #expect(list.items(identifiedBy: "timeline-tick").count >= 3)
        #expect(Self.texts(list).contains("0.5 s") && Self.texts(list).contains("1 s"))
        // T again: the band goes and the device has the height back.
        _ = Self.frame(shell, [.key(KeyPress(key: "t"))])
        #expect(shell.layout.viewport == before && shell.timelineFrame.height == 0)
    }

    @Test func theAxisHoldsStillWhilePausedAndScrollsBackOverTheSession() throws {
        let shell = try #require(Shell(sceneName: "table", windowSize: CGSize(width: 1366, height: 768)))
        _ = Self.frame(shell, [.key(KeyPress(key: "t"))])
        // Three seconds of animations, one every second.
        for second in 0..<12 {
            _ = Self.frame(shell, [.key(KeyPress(key: second % 2 == 0 ? "2" : "3"))])
            for _ in 0..<59 { _ = Self.frame(shell) }
        }
        let overlay = shell.scrubber.overlay
        let live = overlay.axis
        #expect(live.lowerBound >= 4, "the axis followed the present: \(live)")
        _ = Self.frame(shell, [.key(KeyPress(key: "p"))])
        for _ in 0..<120 { _ = Self.frame(shell) }
        #expect(overlay.axis == live, "paused, the axis holds still")
        // The wheel over the band: four notches up is two seconds back, and it stays there.
        let point = CGPoint(x: shell.timelineFrame.midX, y: shell.timelineFrame.midY)
        for _ in 0..<4 { _ = shell.frame(windowEvents: [.wheel(position: point, delta: CGVector(dx: 0, dy: -40), time: 0)], realDelta: 1.0 / 60) }
        #expect(abs(overlay.axis.lowerBound - (live.lowerBound - 2)) < 1e-9 && overlay.scrolledAxis != nil)
        _ = Self.frame(shell, [.key(KeyPress(key: "p"))])
        for _ in 0..<60 { _ = Self.frame(shell) }
        #expect(abs(overlay.axis.lowerBound - (live.lowerBound - 2)) < 1e-9, "scrolled back, it stays while time runs")
        // Back to the session's start, never before it.
        for _ in 0..<40 { _ = shell.frame(windowEvents: [.wheel(position: point, delta: CGVector(dx: 0, dy: -40), time: 0)], realDelta: 1.0 / 60) }
        #expect(overlay.axis.lowerBound == 0)
        // Forward to the present: it follows the present again.
        for _ in 0..<40 { _ = shell.frame(windowEvents: [.wheel(position: point, delta: CGVector(dx: 0, dy: 40), time: 0)], realDelta: 1.0 / 60) }
        #expect(overlay.scrolledAxis == nil && overlay.axis.upperBound >= shell.window.engine.now)
    }

    @Test func resumingEndsTheScrubbedNotice() throws {
        let shell = try #require(Shell(sceneName: "curves", windowSize: CGSize(width: 1366, height: 768)))
        _ = Self.frame(shell, [.key(KeyPress(key: "t"))])
        for _ in 0..<60 { _ = Self.frame(shell) }
        let band = shell.timelineFrame
        let x = band.minX + shell.scrubber.overlay.x(for: 0.4)
        _ = shell.frame(windowEvents: [.pointerDown(position: CGPoint(x: x, y: band.midY), button: .primary, time: 0)], realDelta: 1.0 / 60)
        _ = shell.frame(windowEvents: [.pointerUp(position: CGPoint(x: x, y: band.midY), button: .primary, time: 0)], realDelta: 1.0 / 60)
        #expect(shell.tuning.notice?.hasPrefix("scrubbed to") == true && shell.isPaused)
        _ = Self.frame(shell, [.key(KeyPress(key: "p"))])
        #expect(shell.tuning.notice == nil && !shell.isPaused)
    }
}
