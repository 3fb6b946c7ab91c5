import Foundation
import KinemaCore
import KinemaTestSupport
import KinemaUI
import Testing
@testable import KinemaScenes
@testable import KinemaShell
@testable import KinemaTweaks

/// The spring editor: while a row of the scene's spring is selected, the inspector plots the spring with
/// a duration handle (along time) and a bounce handle (the first peak, along value), and marks its
/// settling time, perceptual duration and overshoot. Dragging a handle retunes the spring in the form in
/// force (UIKit's, or SwiftUI's while one of its rows is selected); the drag is recorded as settings.
@MainActor
@Suite struct SpringEditorTests {
    static let size = CGSize(width: 1200, height: 900)

    static func frame(_ shell: Shell, _ events: [InputEvent] = []) {
        _ = shell.frame(windowEvents: events, realDelta: 1.0 / 60)
    }

    static func value(_ shell: Shell, _ key: String) -> Double { shell.tuning.tunables.first { $0.key == key }!.value }

    /// The shell's inspector plot now, and its handles' centres in window pixels (duration, bounce).
    static func editor(_ shell: Shell) -> (plot: MotionPlot?, handles: [CGPoint]) {
        frame(shell)
        let origin = shell.layout.panel.origin
        let centers = shell.panel.plotHandleCenters().map { CGPoint(x: $0.x + origin.x, y: $0.y + origin.y) }
        return (shell.inspectorState(time: shell.window.engine.now).plot, centers)
    }

    /// A press on `start`, moves by `offset` in `steps`, and the release there.
    static func drag(_ shell: Shell, from start: CGPoint, by offset: CGVector, steps: Int = 4) {
        frame(shell, [.pointerDown(position: start, button: .primary, time: 0)])
        for step in 1...steps {
            let f = CGFloat(step) / CGFloat(steps)
            frame(shell, [.pointerMove(position: CGPoint(x: start.x + offset.dx * f, y: start.y + offset.dy * f), buttons: [.primary], time: 0)])
        }
        frame(shell, [.pointerUp(position: CGPoint(x: start.x + offset.dx, y: start.y + offset.dy), button: .primary, time: 0)])
    }

    static func select(_ shell: Shell, _ key: String) {
        shell.advance(events: [.selection(key: key)], realDelta: 1.0 / 60)
    }

    @Test func theMarksAreTheSpringsSettlingPerceptualDurationAndOvershoot() throws {
        // The curves scene's spring: UIKit's 1 s at ζ 0.5, from rest.
        let shell = try #require(Shell(sceneName: "curves", windowSize: Self.size))
        let (plot, handles) = Self.editor(shell)
        let marks = try #require(plot?.marks)
        #expect(plot?.title.hasPrefix("UIKit form") == true && handles.count == 2)
        let spring = Spring(uikitDuration: 1, dampingRatio: 0.5)
        let span = SpringEditor.span(holding: [1, spring.settlingDuration(), spring.response])
        // Perceptual duration: SwiftUI's `duration` is the response 2π/ω₀ (Apple's `Spring(duration:bounce:)`).
        let perceptual = try #require(marks.first { $0.label.hasPrefix("perceptual") })
        expectClose(perceptual.position * span, 2 * Double.pi / spring.naturalFrequency, tolerance: 1e-9)
        // Overshoot from rest: the closed form e^(−ζπ/√(1−ζ²)) = 16.3 % at ζ 0.5.
        let overshoot = try #require(marks.first { $0.axis == .value })
        expectClose(overshoot.position - 1, exp(-0.5 * Double.pi / 0.75.squareRoot()), tolerance: 1e-6)
        #expect(overshoot.label == "overshoot 16.3 %")
        // Settling (0.1 %): inside the band from the mark on, outside it just before; and no later than
        // the envelope's bound ln(1/(ε√(1−ζ²)))/(ζω₀).
        let settles = try #require(marks.first { $0.label.hasPrefix("settles") }).position * span
        for i in 0...400 {
            let t = settles + Double(i) * 0.01
            #expect(abs(spring.value(at: t) - 1) <= 0.001 + 1e-12, "inside the band at \(t) s")
        }
        #expect((0..<200).contains { i in abs(spring.value(at: settles - 0.0005 * Double(i + 1)) - 1) > 0.001 })
        #expect(settles <= log(1 / (0.001 * 0.75.squareRoot())) / (0.5 * spring.naturalFrequency))
        // The bounce handle rides the first peak: at t = π/ω_d from rest.
        let bounce = try #require(plot?.handles.last)
        let peakTime = Double.pi / (spring.naturalFrequency * 0.75.squareRoot())
        expectClose(Double(bounce.point.x) * span, peakTime, tolerance: span / 240)
        expectClose(Double(bounce.point.y), 1 + exp(-0.5 * Double.pi / 0.75.squareRoot()), tolerance: 1e-6)
    }

    @Test func theDurationHandleSetsUIKitsDurationAndTheAxisHoldsDuringTheDrag() throws {
        let shell = try #require(Shell(sceneName: "curves", windowSize: Self.size))
        let (before, handles) = Self.editor(shell)
        let span = SpringEditor.span(holding: [1, shell.tuning.springForms!.settling, shell.tuning.springForms!.tunedSpring.response])
        let width = shell.panel.windowForTests.subviews.first { $0.accessibilityIdentifier == "panel-plot" }!.bounds.width
        let ratio = Self.value(shell, "damping")
        // 30 pixels to the right: the duration grows by 30/width of the axis.
        let start = handles[0]
        Self.frame(shell, [.pointerDown(position: start, button: .primary, time: 0)])
        for step in 1...3 {
            Self.frame(shell, [.pointerMove(position: CGPoint(x: start.x + CGFloat(step) * 10, y: start.y), buttons: [.primary], time: 0)])
            // The axis holds: the handle stays under the mouse all along (it would run away otherwise).
            let moved = Self.editor(shell).handles[0]
            #expect(abs(moved.x - (start.x + CGFloat(step) * 10)) < 1.5, "step \(step): \(moved.x)")
        }
        Self.frame(shell, [.pointerUp(position: CGPoint(x: start.x + 30, y: start.y), button: .primary, time: 0)])
        // To the hundredth the duration's row shows (half a hundredth at most from the exact drag).
        expectClose(Self.value(shell, "duration"), 1 + 30 / Double(width) * span, tolerance: 0.005)
        #expect(abs(Self.value(shell, "duration") * 100 - (Self.value(shell, "duration") * 100).rounded()) < 1e-9)
        #expect(Self.value(shell, "damping") == ratio, "the damping ratio is kept")
        #expect(before != Self.editor(shell).plot)
        // One Ctrl+Z undoes the drag.
        Self.frame(shell, [.key(KeyPress(key: "z", modifiers: [.control]))])
        #expect(Self.value(shell, "duration") == 1)
    }

    @Test func theBounceHandleSetsTheDampingRatioThatOvershootsAsFarAsTheMouse() throws {
        let shell = try #require(Shell(sceneName: "curves", windowSize: Self.size))
        let handles = Self.editor(shell).handles
        let start = handles[1]
        Self.frame(shell, [.pointerDown(position: start, button: .primary, time: 0),
                           .pointerMove(position: CGPoint(x: start.x, y: start.y - 8), buttons: [.primary], time: 0)])
        // While the mouse holds it, the axes hold and the handle is under the mouse.
        let held = Self.editor(shell)
        #expect(abs(held.handles[1].y - (start.y - 8)) < 1.5, "\(held.handles[1].y) vs \(start.y - 8)")
        Self.frame(shell, [.pointerUp(position: CGPoint(x: start.x, y: start.y - 8), button: .primary, time: 0)])
        let ratio = Self.value(shell, "damping")
        #expect(ratio < 0.5, "higher peak, less damping (\(ratio))")
        #expect(Self.value(shell, "duration") == 1, "UIKit's form keeps the duration")
        // The new spring overshoots as far as the handle now shows.
        let after = Self.editor(shell)
        let overshoot = Spring(uikitDuration: 1, dampingRatio: ratio).overshoot()
        expectClose(Double(after.plot!.handles[1].point.y), 1 + overshoot, tolerance: 1e-9)
        // Dragged far down, the ratio stops at critical damping (no overshoot from rest).
        Self.drag(shell, from: after.handles[1], by: CGVector(dx: 0, dy: 300))
        #expect(Self.value(shell, "damping") == 1)
    }

    @Test func inSwiftUIsFormTheHandlesKeepTheOtherSwiftUINumber() throws {
        let shell = try #require(Shell(sceneName: "curves", windowSize: Self.size))
        Self.select(shell, "bounce")
        let (plot, handles) = Self.editor(shell)
        #expect(plot?.title.hasPrefix("SwiftUI form") == true)
        let (response, fraction) = (Self.value(shell, "response"), Self.value(shell, "dampingFraction"))
        // The duration handle is the response (SwiftUI's duration): dragged right, the response grows
        // and the damping fraction stays; the UIKit duration follows.
        Self.drag(shell, from: handles[0], by: CGVector(dx: 20, dy: 0))
        #expect(Self.value(shell, "response") > response + 0.01)
        expectClose(Self.value(shell, "dampingFraction"), fraction, tolerance: 1e-3)
        #expect(Self.value(shell, "duration") > 1)
        // The bounce handle is the damping fraction: up, less damping, the response kept.
        let kept = Self.value(shell, "response")
        Self.drag(shell, from: Self.editor(shell).handles[1], by: CGVector(dx: 0, dy: -6))
        #expect(Self.value(shell, "dampingFraction") < fraction - 0.01)
        // Kept to what the rows' hundredths allow: the duration written to its hundredth moves the
        // response by about as much.
        expectClose(Self.value(shell, "response"), kept, tolerance: 0.006)
    }

    @Test func aDragIsRecordedAsSettingsAndReplaysToTheSameSpring() throws {
        let shell = try #require(Shell(sceneName: "menu", windowSize: Self.size))
        let text = try shell.recording {
            Self.select(shell, "damping")
            let handles = Self.editor(shell).handles
            Self.drag(shell, from: handles[1], by: CGVector(dx: 0, dy: -5))
            Self.drag(shell, from: Self.editor(shell).handles[0], by: CGVector(dx: 15, dy: 0))
        }
        #expect(text.contains(#""key":"damping""#) && text.contains(#""key":"duration""#))
        let replayed = try #require(Shell(sceneName: "menu", windowSize: Self.size))
        var run = ScriptedRun(shell: replayed, recording: try InputRecording.decodeTimed(text))
        _ = run.advance(to: shell.sessionTime + 0.1)
        for key in ["duration", "damping"] { #expect(Self.value(replayed, key) == Self.value(shell, key), "\(key)") }
    }

    @Test func offTheSpringTheScenesOwnPlotShows() throws {
        let shell = try #require(Shell(sceneName: "menu", windowSize: Self.size))
        // The menu opens on its own plot, its Duration (the spring's) selected; ↓ and ↑ bring the editor.
        #expect(Self.editor(shell).plot?.legend == ["top row", "middle row", "bottom row"])
        for key in ["down", "up"] { Self.frame(shell, [.key(KeyPress(key: KeyPress.Key(rawValue: key)))]) }
        #expect(Self.editor(shell).plot?.title.hasPrefix("UIKit form") == true)
        Self.select(shell, "top")
        let (plot, handles) = Self.editor(shell)
        #expect(plot?.legend == ["top row", "middle row", "bottom row"] && handles.isEmpty)
        // With the custom curve in focus, the curves scene shows the curve's handles, not the spring's.
        let curves = try #require(Shell(sceneName: "curves", windowSize: Self.size))
        curves.advance(events: [.setting(key: "cp1x", value: "0.6"), .selection(key: "duration")], realDelta: 1.0 / 60)
        #expect(Self.editor(curves).plot?.handles.map(\.drag) == [.point(xKey: "cp1x", yKey: "cp1y"), .point(xKey: "cp2x", yKey: "cp2y")])
    }

    @Test func thePlayheadIsTheScenesOnTheEditorsAxis() throws {
        // The curves race started at 0: 0.4 s in, the editor's playhead is at 0.4 s of its own span; the
        // player's plot (its last three seconds) gives none.
        let shell = try #require(Shell(sceneName: "curves", windowSize: Self.size))
        for _ in 0..<24 { Self.frame(shell) }
        let now = shell.window.engine.now
        let scenePlot = try #require(shell.scene.plot(at: now))
        let plot = try #require(shell.inspectorState(time: now).plot)
        let seconds = try #require(scenePlot.playhead) * (try #require(scenePlot.seconds))
        expectClose(try #require(plot.playhead) * (plot.seconds ?? .nan), seconds, tolerance: 1e-9)
        expectClose(seconds, now, tolerance: 0.02, "the race began at the start")
        let player = try #require(Shell(sceneName: "player", windowSize: Self.size))
        player.advance(events: [.selection(key: "damping")], realDelta: 1.0 / 60)
        #expect(Self.editor(player).plot?.title.hasPrefix("UIKit form") == true && Self.editor(player).plot?.playhead == nil)
    }

    /// Drags the SwiftUI form's duration handle right 4 points a frame, `steps` times; returns how many
    /// moves the response followed, checking each: where it moved it is the mouse's, and never past the
    /// plot.
    static func dragResponse(_ shell: Shell, steps: Int) throws -> Int {
        let (plot, handles) = editor(shell)
        let span = try #require(plot?.seconds)
        let plotView = try #require(shell.panel.windowForTests.subviews.first { $0.accessibilityIdentifier == "panel-plot" })
        let (left, width) = (shell.layout.panel.minX + plotView.frame.minX, Double(plotView.bounds.width))
        let start = handles[0]
        frame(shell, [.pointerDown(position: start, button: .primary, time: 0)])
        var (followed, last) = (0, value(shell, "response"))
        for step in 1...steps {
            let x = start.x + CGFloat(step * 4)
            frame(shell, [.pointerMove(position: CGPoint(x: x, y: start.y), buttons: [.primary], time: 0)])
            let response = value(shell, "response")
            if abs(response - last) > 1e-9 {
                followed += 1
                // The spring rows are rounded to the thousandth, the duration setting too.
                expectClose(response, span * Double(x - left) / width, tolerance: 0.006 * span, "step \(step)")
            }
            #expect(response <= span, "step \(step): \(response) s, past the plot's \(span) s")
            last = response
        }
        frame(shell, [.pointerUp(position: CGPoint(x: start.x + CGFloat(steps * 4), y: start.y), button: .primary, time: 0)])
        return followed
    }

    @Test func withAVelocityTheSwiftUIHandlesKeepTheirWordOrStay() throws {
        // The menu's spring starts at 0.8 distances a second: the response follows the mouse.
        let menu = try #require(Shell(sceneName: "menu", windowSize: Self.size))
        Self.select(menu, "response")
        #expect(try Self.dragResponse(menu, steps: 10) == 10)
        // At damping 0.3 and 1 s, UIKit's rule (twelve Newton steps from 5/d, as UIKit takes them) gives
        // no spring with a response between about 0.44 and 2.3 s at any duration: there the handle stays
        // where it was rather than leap past the plot.
        let shell = try #require(Shell(sceneName: "menu", windowSize: Self.size))
        shell.advance(events: [.setting(key: "damping", value: "0.3"), .setting(key: "duration", value: "1"), .selection(key: "response")],
                      realDelta: 1.0 / 60)
        #expect(try Self.dragResponse(shell, steps: 40) >= 1)
        // The bounce handle with the velocity: the written spring overshoots as far as the plot says.
        Self.drag(shell, from: Self.editor(shell).handles[1], by: CGVector(dx: 0, dy: 6))
        let damping = Self.value(shell, "damping"), duration = Self.value(shell, "duration")
        let written = Spring(uikitDuration: duration, dampingRatio: damping, initialVelocity: 0.8)
        let shown = try #require(Self.editor(shell).plot?.marks.first { $0.axis == .value }).position - 1
        expectClose(written.overshoot(initialVelocity: 0.8), shown, tolerance: 1e-9)
    }

    @Test func aHeldHandleIsRecordedSoAReplayHoldsTheSameAxes() throws {
        let shell = try #require(Shell(sceneName: "curves", windowSize: Self.size))
        var held: MotionPlot?, heldAt = 0.0
        let text = try shell.recording {
            let start = Self.editor(shell).handles[0]
            Self.frame(shell, [.pointerDown(position: start, button: .primary, time: 0)])
            // Far right: the spring outgrows the held axis (the handle waits at its edge).
            for step in 1...6 { Self.frame(shell, [.pointerMove(position: CGPoint(x: start.x + CGFloat(step * 40), y: start.y), buttons: [.primary], time: 0)]) }
            (held, heldAt) = (shell.inspectorState(time: shell.window.engine.now).plot, shell.sessionTime)
            Self.frame(shell, [.pointerUp(position: CGPoint(x: start.x + 240, y: start.y), button: .primary, time: 0)])
        }
        // Let go, the axis is chosen again for the longer spring: holding it made a difference.
        #expect(Self.editor(shell).plot?.seconds != held?.seconds)
        #expect(text.contains(#""type":"grab""#) && text.contains(#""type":"drop""#))
        let replayed = try #require(Shell(sceneName: "curves", windowSize: Self.size))
        var run = ScriptedRun(shell: replayed, recording: try InputRecording.decodeTimed(text))
        _ = run.advance(to: heldAt)
        let again = replayed.inspectorState(time: replayed.window.engine.now).plot
        #expect(again?.seconds == held?.seconds && again?.handles == held?.handles, "the replay holds the axes as the drag did")
        _ = run.advance(to: shell.sessionTime + 0.1)
        #expect(replayed.overlays.holdsPlotHandle == false && Self.value(replayed, "duration") == Self.value(shell, "duration"))
    }
}
