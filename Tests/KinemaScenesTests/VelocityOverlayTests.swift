import Foundation
import KinemaCore
import KinemaTestSupport
import KinemaUI
import Testing
@testable import KinemaScenes
@testable import KinemaShell
@testable import KinemaTweaks

/// V: the plotted motion's velocity over its value curve (points per second where the plot knows its
/// points, else the distance per second), and a drag's release velocity as an arrow on the player's plot.
@MainActor
@Suite struct VelocityOverlayTests {
    static func step(_ shell: Shell, _ events: [InputEvent] = []) {
        _ = shell.step(deviceEvents: events, realDelta: 1.0 / 60)
    }

    static func plotView(_ shell: Shell) -> PlotView {
        shell.panel.windowForTests.subviews.first { $0.accessibilityIdentifier == "panel-plot" } as! PlotView
    }

    @Test func differencesOfTheSamplesGiveTheVelocityInTheirUnit() {
        // 0 → 1 over a plot of 2 s that stands for 300 points: 150 pt/s throughout.
        var plot = MotionPlot(title: "line", samples: (0...20).map { CGPoint(x: Double($0) / 20, y: Double($0) / 20) }, playhead: nil)
        #expect(plot.velocitySeries().isEmpty, "no velocity without the plot's seconds")
        (plot.seconds, plot.pointsPerValue) = (2, 300)
        let velocity = plot.velocitySeries()
        #expect(velocity.count == 21 && velocity.allSatisfy { abs(Double($0.y) - 150) < 1e-9 })
    }

    @Test func theSpringEditorsVelocityIsTheSpringsDerivative() throws {
        // The curves scene's spring, from rest: x'(t) = ω₀/√(1−ζ²) · e^(−ζω₀t) · sin(ω_d t) until UIKit's
        // duration (1 s), where the animation ends; 0 after it.
        let shell = try #require(Shell(sceneName: "curves", windowSize: CGSize(width: 1200, height: 900)))
        let plot = try #require(shell.inspectorState(time: 0).plot)
        let spring = Spring(uikitDuration: 1, dampingRatio: 0.5)
        let (omega, zeta) = (spring.naturalFrequency, 0.5)
        let seconds = try #require(plot.seconds)
        #expect(plot.velocityUnit == "distance/s")
        for point in plot.velocitySeries() {
            let t = Double(point.x) * seconds
            let expected = t < 1 ? omega / (1 - zeta * zeta).squareRoot() * exp(-zeta * omega * t) * sin(omega * (1 - zeta * zeta).squareRoot() * t) : 0
            expectClose(Double(point.y), expected, tolerance: 1e-9 * max(1, omega), "at \(t) s")
        }
    }

    @Test func vTogglesTheOverlayAndIsRecorded() throws {
        let shell = try #require(Shell(sceneName: "menu", windowSize: CGSize(width: 1200, height: 900)))
        shell.advance(events: [.selection(key: "top")], realDelta: 1.0 / 60)
        Self.step(shell)
        #expect(Self.plotView(shell).velocity.isEmpty)
        Self.step(shell, [.key(KeyPress(key: "v"))])
        #expect(shell.overlays.showsVelocity && shell.tuning.notice == "velocity shown over the plot (red)")
        Self.step(shell)
        // The menu's rows in points: the top row's velocity in pt/s, as the differences of its offsets.
        let shown = Self.plotView(shell).velocity
        let plot = try #require(shell.scene.plot(at: shell.window.engine.now))
        #expect(!shown.isEmpty && shown == plot.velocitySeries() && plot.velocityUnit == "pt/s")
        #expect(shell.composition().layers[1].list.dump.contains("pt/s"))
        Self.step(shell, [.key(KeyPress(key: "v"))])
        Self.step(shell)
        #expect(!shell.overlays.showsVelocity && Self.plotView(shell).velocity.isEmpty)
        #expect(shell.recording.history?.log.events.contains { $0.event == .input(.key(KeyPress(key: "v"))) } == true)
    }

    /// A flick up the mini player at 840 pt/s (14 points a frame), released while moving.
    static func flick(_ shell: Shell) {
        var y: CGFloat = 729
        let now = { shell.window.engine.now }
        step(shell, [.pointerDown(position: CGPoint(x: 120, y: y), button: .primary, time: now())])
        for _ in 0..<14 {
            y -= 14
            step(shell, [.pointerMove(position: CGPoint(x: 120, y: y), buttons: [.primary], time: now())])
        }
        step(shell, [.pointerUp(position: CGPoint(x: 120, y: y), button: .primary, time: now())])
    }

    @Test func aReleaseIsAnArrowOfItsVelocityAndSaysWhetherTheSpringGotIt() throws {
        for handsOff in [false, true] {
            let shell = try #require(Shell(sceneName: "player", windowSize: CGSize(width: 1200, height: 900)))
            if handsOff { shell.advance(events: [.setting(key: "handoff", value: "2")], realDelta: 1.0 / 60) }
            Self.flick(shell)
            Self.step(shell)
            let scene = try #require(shell.scene as? PlayerScene)
            let plot = try #require(scene.plot(at: shell.window.engine.now))
            let arrow = try #require(plot.arrows.first)
            #expect(plot.arrows.count == 1 && plot.velocityUnit == "pt/s")
            let release = try #require(scene.history.releases.first)
            // Toward open, about the finger's speed (the pan's estimate smooths over its last samples).
            #expect(release.pointsPerSecond > 600 && release.pointsPerSecond < 900, "\(release.pointsPerSecond)")
            let distance = Double(scene.coordinator.totalAnimationDistance)
            expectClose(arrow.velocity, release.pointsPerSecond / distance, tolerance: 1e-12)
            // Where the frame was when the finger let go, and what the spring was handed.
            expectClose(Double(arrow.point.y), release.frame, tolerance: 1e-12)
            #expect(arrow.label.hasSuffix(handsOff ? String(format: " → spring, v %.2f", release.handedOff ?? .nan) : ", not handed on"), "\(arrow.label)")
            #expect((release.handedOff != nil) == handsOff)
        }
    }

    @Test func aTapIsNoRelease() throws {
        // A flick opens the player with the velocity handed on; Space closes it; a tap on the mini player
        // opens it again — its touch ends the pan too, but it is no drag's release.
        let shell = try #require(Shell(sceneName: "player", windowSize: CGSize(width: 1200, height: 900)))
        shell.advance(events: [.setting(key: "handoff", value: "2")], realDelta: 1.0 / 60)
        Self.flick(shell)
        for _ in 0..<60 { Self.step(shell) }
        Self.step(shell, [.key(KeyPress(key: "space"))])
        for _ in 0..<60 { Self.step(shell) }
        let scene = try #require(shell.scene as? PlayerScene)
        #expect(scene.coordinator.currentState == .closed && scene.history.releases.count == 1)
        let tap = CGPoint(x: 120, y: 729)
        Self.step(shell, [.pointerDown(position: tap, button: .primary, time: shell.window.engine.now)])
        Self.step(shell, [.pointerUp(position: tap, button: .primary, time: shell.window.engine.now)])
        for _ in 0..<10 { Self.step(shell) }
        #expect(scene.coordinator.currentState == .open, "the tap opened it")
        #expect(scene.history.releases.count == 1, "and made no arrow")
    }

    @Test func theScaleSaysItsLargerSideAndZeroAtRest() {
        let view = PlotView()
        let bounds = CGRect(x: 0, y: 0, width: 300, height: 100)
        view.velocityUnit = "pt/s"
        // Going down at up to 300 pt/s: the scale's bottom, −500, is labelled.
        view.velocity = (0...10).map { CGPoint(x: Double($0) / 10, y: -30 * Double($0)) }
        _ = view.velocityPath(in: bounds)
        #expect(view.velocityScale.label == "-500 pt/s" && view.velocityScale.bottom == -500)
        // Up to 120 pt/s and down to 40: the top, 200, is labelled, the bottom at −50.
        view.velocity = [CGPoint(x: 0, y: 0), CGPoint(x: 0.5, y: 120), CGPoint(x: 1, y: -40)]
        _ = view.velocityPath(in: bounds)
        #expect(view.velocityScale.label == "200 pt/s" && view.velocityScale.top == 200 && view.velocityScale.bottom == -50)
        // At rest: "0", not a tiny number.
        view.velocity = [CGPoint(x: 0, y: 0), CGPoint(x: 1, y: 0)]
        _ = view.velocityPath(in: bounds)
        #expect(view.velocityScale.label == "0 pt/s")
    }
}
