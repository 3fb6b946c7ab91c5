import Foundation
import Testing
import KinemaUI
@testable import KinemaScenes
@testable import KinemaShell
@testable import KinemaTweaks

/// The curve editor: the curves scene's custom curve, once in focus, shows its two control points as
/// handles on the inspector's plot; the mouse drags them, the numbers follow (x within 0…1), each move
/// is recorded as the settings it made, and one Ctrl+Z undoes the whole drag.
@MainActor
@Suite struct CurveEditorTests {
    static func frame(_ shell: Shell, _ events: [InputEvent] = []) {
        _ = shell.frame(windowEvents: events, realDelta: 1.0 / 60)
    }

    static func value(_ shell: Shell, _ key: String) -> Double { shell.tuning.parameter(forKey: key)!.value }

    /// The curves scene with its custom curve in focus (cp1x tuned to 0.6) and its handles laid out.
    static func editor() throws -> (Shell, [CGPoint]) {
        let shell = try #require(Shell(sceneName: "curves", windowSize: CGSize(width: 1200, height: 900)))
        shell.advance(events: [.setting(key: "cp1x", value: "0.6")], realDelta: 1.0 / 60)
        frame(shell)
        let origin = shell.layout.panel.origin
        let centers = shell.panel.plotHandleCenters().map { CGPoint(x: $0.x + origin.x, y: $0.y + origin.y) }
        return (shell, centers)
    }

    @Test func draggingAControlPointRetunesTheCurve() throws {
        let (shell, handles) = try Self.editor()
        #expect(handles.count == 2)
        let start = handles[0]
        let (x0, y0) = (Self.value(shell, "cp1x"), Self.value(shell, "cp1y"))
        #expect(x0 == 0.6 && y0 == -0.55)
        Self.frame(shell, [.pointerDown(position: start, button: .primary, time: 0)])
        for step in 1...4 {
            Self.frame(shell, [.pointerMove(position: CGPoint(x: start.x + CGFloat(step) * 10, y: start.y - CGFloat(step) * 10), buttons: [.primary], time: 0)])
        }
        Self.frame(shell, [.pointerUp(position: CGPoint(x: start.x + 40, y: start.y - 40), button: .primary, time: 0)])
        let (x1, y1) = (Self.value(shell, "cp1x"), Self.value(shell, "cp1y"))
        #expect(x1 > x0 && y1 > y0, "right and up: later and higher (\(x1), \(y1))")
        // The handle followed the mouse: it is under where the mouse let go (to the setting's hundredth).
        let origin = shell.layout.panel.origin
        let moved = shell.panel.plotHandleCenters()[0]
        #expect(abs(moved.x + origin.x - (start.x + 40)) < 4 && abs(moved.y + origin.y - (start.y - 40)) < 4)
        // Each move was recorded as the settings it made.
        let settings = shell.recording.history?.log.events.filter { if case .setting(let key, _) = $0.event { key == "cp1x" || key == "cp1y" } else { false } }
        #expect((settings?.count ?? 0) >= 1 + 4 * 2, "the focusing setting, then x and y per move")
        // One Ctrl+Z undoes the drag, both numbers.
        Self.frame(shell, [.key(KeyPress(key: "z", modifiers: [.control]))])
        #expect((Self.value(shell, "cp1x"), Self.value(shell, "cp1y")) == (x0, y0))
    }

    @Test func aControlPointsTimeStaysWithinTheCurve() throws {
        let (shell, handles) = try Self.editor()
        let start = handles[1]
        Self.frame(shell, [.pointerDown(position: start, button: .primary, time: 0)])
        Self.frame(shell, [.pointerMove(position: CGPoint(x: start.x + 2000, y: start.y), buttons: [.primary], time: 0)])
        #expect(Self.value(shell, "cp2x") == 1, "x is clamped to 1")
        Self.frame(shell, [.pointerMove(position: CGPoint(x: start.x - 4000, y: start.y), buttons: [.primary], time: 0)])
        #expect(Self.value(shell, "cp2x") == 0, "and to 0")
        Self.frame(shell, [.pointerUp(position: start, button: .primary, time: 0)])
        // Away from the handles, a press in the panel drags nothing.
        let before = Self.value(shell, "cp1x")
        let elsewhere = CGPoint(x: shell.layout.panel.maxX - 5, y: shell.layout.panel.maxY - 5)
        Self.frame(shell, [.pointerDown(position: elsewhere, button: .primary, time: 0),
                           .pointerMove(position: CGPoint(x: elsewhere.x - 50, y: elsewhere.y - 50), buttons: [.primary], time: 0)])
        #expect(Self.value(shell, "cp1x") == before && shell.mapping.draggedHandle == nil)
    }

    @Test func theSpringInFocusHasNoControlPoints() throws {
        let shell = try #require(Shell(sceneName: "curves", windowSize: CGSize(width: 1200, height: 900)))
        Self.frame(shell)
        #expect(shell.scene.plot(at: 0)?.handles.isEmpty == true)
        // Its plot in the panel is the spring editor's: the duration and bounce handles.
        let shown = shell.inspectorState(time: 0).plot?.handles.map(\.drag) ?? []
        #expect(shown.count == 2 && shown.allSatisfy { if case .spring = $0 { true } else { false } })
    }
}
