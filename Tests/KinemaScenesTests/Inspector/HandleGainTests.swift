import Foundation
import Testing
@testable import KinemaScenes
import KinemaCore
import KinemaUI
import KinemaTestSupport
@testable import KinemaShell
@testable import KinemaTweaks

/// The spring editor's handles at a laptop's window: a plot tall enough to tune by hand, a handle that
/// keeps its place under the pointer (where it was taken, not its centre), Shift for a tenth of the
/// motion, and values rounded to what the rows show.
@MainActor
@Suite struct HandleGainTests {
    static let size = CGSize(width: 1366, height: 768)

    static func handles(_ shell: Shell) -> [CGPoint] {
        _ = shell.step(deviceEvents: [], realDelta: 1.0 / 60)
        return shell.panel.plotHandleCenters().map { CGPoint(x: $0.x + shell.layout.panel.minX, y: $0.y + shell.layout.panel.minY) }
    }

    static func drag(_ shell: Shell, from start: CGPoint, by offset: CGVector, shift: Bool = false) {
        let modifiers: KeyPress.Modifiers = shift ? [.shift] : []
        _ = shell.frame(windowEvents: [.pointerDown(position: start, button: .primary, time: 0)], realDelta: 1.0 / 60, heldModifiers: modifiers)
        for step in 1...4 {
            let point = CGPoint(x: start.x + offset.dx * CGFloat(step) / 4, y: start.y + offset.dy * CGFloat(step) / 4)
            _ = shell.frame(windowEvents: [.pointerMove(position: point, buttons: [.primary], time: 0)], realDelta: 1.0 / 60, heldModifiers: modifiers)
        }
        let end = CGPoint(x: start.x + offset.dx, y: start.y + offset.dy)
        _ = shell.frame(windowEvents: [.pointerUp(position: end, button: .primary, time: 0)], realDelta: 1.0 / 60, heldModifiers: modifiers)
    }

    @Test func theEditorIsTallEnoughToTuneByHand() throws {
        let shell = try #require(Shell(sceneName: "curves", windowSize: Self.size))
        _ = shell.step(deviceEvents: [], realDelta: 1.0 / 60)
        // The report: an 80-point plot, where 26 points of the bounce handle took damping 0.55 → 1.00.
        #expect(shell.panel.plotHeight >= 110, "\(shell.panel.plotHeight)")
        _ = shell.step(deviceEvents: [.key(KeyPress(key: "e"))], realDelta: 1.0 / 60)
        #expect(shell.panel.plotHeight >= 400, "enlarged: \(shell.panel.plotHeight)")
        let damping = shell.value("damping")
        let bounce = Self.handles(shell)[1]
        Self.drag(shell, from: bounce, by: CGVector(dx: 0, dy: 26))
        let moved = shell.value("damping") - damping
        #expect(moved > 0 && moved < 0.2, "26 points down: \(damping) → \(shell.value("damping"))")
        #expect(abs(shell.value("damping") * 100 - (shell.value("damping") * 100).rounded()) < 1e-9, "to the row's hundredth")
    }

    @Test func theHandleKeepsItsPlaceUnderThePointerAndShiftIsFine() throws {
        let shell = try #require(Shell(sceneName: "curves", windowSize: Self.size))
        let duration = Self.handles(shell)[0]
        // Taken 4 points right of its centre and moved 60 to the right: it is 4 points left of the pointer.
        let grab = CGPoint(x: duration.x + 4, y: duration.y)
        Self.drag(shell, from: grab, by: CGVector(dx: 60, dy: 0))
        let after = Self.handles(shell)[0]
        // Within half the row's hundredth of a second, in points.
        let step = shell.layout.panel.width / 1.5 * 0.005 + 0.5
        #expect(abs(after.x - (grab.x + 60 - 4)) <= step, "\(after.x) vs \(grab.x + 56)")
        let plain = shell.value("duration") - 1
        // With Shift, the same 60 points move it a tenth as far.
        _ = shell.step(deviceEvents: [.key(KeyPress(key: "r"))], realDelta: 1.0 / 60)
        #expect(shell.value("duration") == 1)
        Self.drag(shell, from: Self.handles(shell)[0], by: CGVector(dx: 60, dy: 0), shift: true)
        expectClose(shell.value("duration") - 1, plain / 10, tolerance: 0.011)
        #expect(shell.value("duration") > 1, "Shift still moves it")
    }
}
