import Foundation
import Testing
import KinemaUI
@testable import KinemaScenes

/// Shift+C's chooser, driven by keys as the window delivers them (so a recording replays it).
@MainActor
@Suite struct CodeChooserTests {
    static func press(_ shell: Shell, _ key: String, _ modifiers: KeyPress.Modifiers = []) {
        _ = shell.step(deviceEvents: [.key(KeyPress(key: KeyPress.Key(rawValue: key), modifiers: modifiers))], realDelta: 1.0 / 60)
    }

    @Test func aDigitCopiesThatLanguageAndClosesTheChooser() throws {
        let shell = try #require(Shell(sceneName: "menu"))
        Self.press(shell, "c", .shift)
        #expect(shell.choosesCode)
        let picture = shell.composition()
        let chooser = try #require(picture.layers.last).list.dump
        for title in ["Copy the motion as", "1   UIKit", "2   SwiftUI", "3   Core Animation", "4   CSS", "5   Jetpack Compose"] {
            #expect(chooser.contains(title), "\(title)")
        }
        Self.press(shell, "2")
        #expect(!shell.choosesCode)
        #expect(shell.tuning.copiedText == shell.tuning.code(in: .swiftui))
        #expect(shell.tuning.notice?.hasPrefix("copied as SwiftUI: withAnimation(.spring(duration: ") == true)
        #expect(shell.composition().layers.count == picture.layers.count - 1, "the chooser is gone")
    }

    @Test func arrowsMoveTheHighlightAndEnterCopiesIt() throws {
        let shell = try #require(Shell(sceneName: "menu"))
        Self.press(shell, "c", .shift)
        for key in ["down", "down", "down", "up"] { Self.press(shell, key) }
        #expect(shell.codeChooser.highlightedDialect == .coreanimation)
        // The chooser takes every key: S does not slow the scene, ← does not tune it.
        Self.press(shell, "s")
        Self.press(shell, "left")
        #expect(!shell.isSlowMotion && shell.tuning.copiedText == nil)
        Self.press(shell, "enter")
        #expect(shell.tuning.copiedText?.contains("CASpringAnimation") == true && !shell.choosesCode)
        // Esc closes without copying; C alone still copies UIKit.
        Self.press(shell, "c", .shift)
        Self.press(shell, "escape")
        #expect(!shell.choosesCode && !shell.quitRequested)
        Self.press(shell, "c")
        #expect(shell.tuning.copiedText == shell.tuning.codeToCopy)
    }

    @Test func aSceneWithoutASpringOrCurveOffersOnlyUIKit() throws {
        let shell = try #require(Shell(sceneName: "stress"))
        Self.press(shell, "c", .shift)
        #expect(shell.codeChooser.available == [.uikit])
        Self.press(shell, "down")
        #expect(shell.codeChooser.highlightedDialect == .uikit, "the highlight skips what cannot be copied")
        Self.press(shell, "4")
        #expect(shell.choosesCode && shell.tuning.copiedText == nil)
        #expect(shell.tuning.notice == "CSS: this scene tunes no spring or curve to write in it")
        Self.press(shell, "1")
        #expect(shell.tuning.copiedText == shell.tuning.codeToCopy)
    }
}
