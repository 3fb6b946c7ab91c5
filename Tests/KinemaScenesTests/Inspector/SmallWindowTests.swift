import Foundation
import Testing
@testable import KinemaScenes
import KinemaCore
import KinemaUI
@testable import KinemaShell
@testable import KinemaTweaks

/// Windows below 800×560: the panel folds to a strip and the device fills the window; I (or a click on
/// the strip) brings it back. The default window fits the screen it opens on.
@MainActor
@Suite struct SmallWindowTests {
    @Test func belowTheCompactSizeThePanelIsAStripThatIBringsBack() throws {
        let shell = try #require(Shell(sceneName: "table", windowSize: CGSize(width: 700, height: 480)))
        #expect(shell.layout.panelIsCollapsed && shell.layout.panel.width == ShellLayout.stripWidth)
        // The device has the window but the strip: it is as tall as the window allows.
        #expect(abs(shell.layout.viewport.height - (480 - 2 * ShellLayout.margin)) < 0.5)
        let folded = shell.step(deviceEvents: [], realDelta: 1.0 / 60)
        let strip = try #require(folded.layers.last)
        #expect(strip.frame == shell.layout.panel)
        let texts = strip.list.items.compactMap { if case .text(let run) = $0 { run.text } else { nil } }
        #expect(texts == ["I  inspector"], "the strip says how to bring the panel back: \(texts)")
        // I: the panel is back (the device is smaller); I again folds it.
        _ = shell.step(deviceEvents: [.key(KeyPress(key: "i"))], realDelta: 1.0 / 60)
        #expect(!shell.layout.panelIsCollapsed && shell.layout.panel.width > 300)
        _ = shell.step(deviceEvents: [.key(KeyPress(key: "i"))], realDelta: 1.0 / 60)
        #expect(shell.layout.panelIsCollapsed)
        // A click on the strip brings it back too.
        let click = CGPoint(x: shell.layout.panel.midX, y: 200)
        _ = shell.frame(windowEvents: [.pointerDown(position: click, button: .primary, time: 0)], realDelta: 1.0 / 60)
        #expect(!shell.layout.panelIsCollapsed)
        // Made bigger than the compact size, the choice holds; a new shell that big shows the panel.
        _ = shell.frame(windowEvents: [.resize(size: CGSize(width: 1000, height: 700))], realDelta: 1.0 / 60)
        #expect(!shell.layout.panelIsCollapsed)
        #expect(!(try #require(Shell(sceneName: "table", windowSize: CGSize(width: 800, height: 560)))).layout.panelIsCollapsed)
    }

    @Test func aSceneThatFillsTheWindowTakesTheStripsRoom() throws {
        let shell = try #require(Shell(sceneName: "stress", windowSize: CGSize(width: 640, height: 480)))
        #expect(shell.layout.deviceSize.width == 640 - ShellLayout.stripWidth)
        _ = shell.step(deviceEvents: [.key(KeyPress(key: "i"))], realDelta: 1.0 / 60)
        #expect(shell.layout.deviceSize.width == 640 - shell.layout.panel.width && shell.window.bounds.width == shell.layout.deviceSize.width)
    }

    @Test func theWindowFitsTheScreenItOpensOn() {
        // A 1366×768 laptop's screen under a 32-pixel top bar: the default 1200×900 window does not fit.
        let laptop = CGRect(x: 0, y: 32, width: 1366, height: 736)
        let fitted = WindowPlacement.fitted(size: ShellLayout.defaultWindowSize, position: nil, scale: 1, in: laptop)
        #expect(fitted.size == CGSize(width: 1200, height: 736) && fitted.position == nil)
        // At 2 pixels per point, the points that fit are half.
        #expect(WindowPlacement.fitted(size: CGSize(width: 1200, height: 900), position: nil, scale: 2, in: CGRect(x: 0, y: 0, width: 2560, height: 1440)).size
                == CGSize(width: 1200, height: 720))
        // A remembered place inside the screen is kept; one that would hang off it is not.
        #expect(WindowPlacement.fitted(size: CGSize(width: 900, height: 600), position: CGPoint(x: 100, y: 80), scale: 1, in: laptop).position
                == CGPoint(x: 100, y: 80))
        #expect(WindowPlacement.fitted(size: CGSize(width: 900, height: 600), position: CGPoint(x: 900, y: 80), scale: 1, in: laptop).position == nil)
        // Never below the smallest window, however small the screen.
        #expect(WindowPlacement.fitted(size: CGSize(width: 1200, height: 900), position: nil, scale: 1, in: CGRect(x: 0, y: 0, width: 320, height: 240)).size
                == CGSize(width: 480, height: 400))
    }
}
