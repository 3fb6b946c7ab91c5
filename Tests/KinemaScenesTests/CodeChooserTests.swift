import Foundation
import Testing
import KinemaUI
@testable import KinemaScenes
@testable import KinemaShell
@testable import KinemaTweaks

/// Shift+C's chooser, driven by keys as the window delivers them (so a recording replays it).
@MainActor
@Suite struct CodeChooserTests {
    static func press(_ shell: Shell, _ key: String, _ modifiers: KeyPress.Modifiers = []) {
        _ = shell.step(deviceEvents: [.key(KeyPress(key: KeyPress.Key(rawValue: key), modifiers: modifiers))], realDelta: 1.0 / 60)
    }

    @Test func aDigitCopiesThatLanguageAndClosesTheChooser() throws {
        let shell = try #require(Shell(sceneName: "menu"))
        Self.press(shell, "c", .shift)
        #expect(shell.overlays.choosesCode)
        let picture = shell.composition()
        let chooser = try #require(picture.layers.last).list.dump
        for title in ["Copy the motion as", "1   UIKit", "2   SwiftUI", "3   Core Animation", "4   CSS", "5   Jetpack Compose"] {
            #expect(chooser.contains(title), "\(title)")
        }
        Self.press(shell, "2")
        #expect(!shell.overlays.choosesCode)
        #expect(shell.tuning.copiedText == shell.tuning.code(in: .swiftui))
        #expect(shell.tuning.notice?.hasPrefix("copied as SwiftUI: withAnimation(.spring(duration: ") == true)
        #expect(shell.composition().layers.count == picture.layers.count - 1, "the chooser is gone")
    }

    @Test func arrowsMoveTheHighlightAndEnterCopiesIt() throws {
        let shell = try #require(Shell(sceneName: "menu"))
        Self.press(shell, "c", .shift)
        for key in ["down", "down", "down", "up"] { Self.press(shell, key) }
        #expect(shell.overlays.codeChooser.highlightedDialect == .coreanimation)
        // The chooser takes every key: S does not slow the scene, ← does not tune it.
        Self.press(shell, "s")
        Self.press(shell, "left")
        #expect(!shell.isSlowMotion && shell.tuning.copiedText == nil)
        Self.press(shell, "enter")
        #expect(shell.tuning.copiedText?.contains("CASpringAnimation") == true && !shell.overlays.choosesCode)
        // Esc closes without copying; C alone still copies UIKit.
        Self.press(shell, "c", .shift)
        Self.press(shell, "escape")
        #expect(!shell.overlays.choosesCode && !shell.quitRequested)
        Self.press(shell, "c")
        #expect(shell.tuning.copiedText == shell.tuning.codeToCopy)
    }

    /// A scene whose tweaks are no motion (a corner radius) has only its UIKit code, its constants: the
    /// other languages are dimmed, the chooser says why under them, and a digit for one says it again.
    @Test func aSceneWithoutASpringOrCurveOffersOnlyUIKitAndSaysWhy() throws {
        let name = "corner-\(UUID().uuidString.prefix(8))"
        let catalog = SceneCatalog.kinema.registering(name) { ViewControllerScene(name: name, title: "Corner", rootViewController: CornerController()) }
        let shell = try #require(Shell(sceneName: name, catalog: catalog))
        Self.press(shell, "c", .shift)
        #expect(shell.overlays.codeChooser.available == [.uikit])
        let why = "tunes no spring or curve to write as"
        let chooser = try #require(shell.composition().layers.last).list.dump
        #expect(chooser.contains("#code-chooser-reason") && chooser.contains("Dimmed: the \(name) scene"), "\(chooser)")
        #expect(shell.overlays.codeChooser.reason == "the \(name) scene \(why) anything but UIKit (Kinema sees one in a SpringAnimationTweaks "
            + "or CurveAnimationTweaks, or in tweaks named duration and damping)")
        Self.press(shell, "down")
        #expect(shell.overlays.codeChooser.highlightedDialect == .uikit, "the highlight skips what cannot be copied")
        Self.press(shell, "4")
        #expect(shell.overlays.choosesCode && shell.tuning.copiedText == nil)
        #expect(shell.tuning.notice?.hasPrefix("the \(name) scene \(why) CSS (Kinema sees one in ") == true, "\(shell.tuning.notice ?? "")")
        Self.press(shell, "1")
        #expect(shell.tuning.copiedText == shell.tuning.codeToCopy)
        #expect(shell.tuning.copiedText?.hasPrefix("// Corner: the tweaks in force\nlet cornerRadius: CGFloat = 30\n") == true)
    }

    /// Every built-in scene tunes a spring or a curve: every language can be copied, nothing is dimmed.
    @Test(arguments: ["collection", "curves", "menu", "player", "stress", "table"])
    func everyBuiltInSceneOffersEveryLanguage(_ scene: String) throws {
        let shell = try #require(Shell(sceneName: scene))
        Self.press(shell, "c", .shift)
        #expect(shell.overlays.codeChooser.available == Set(CodeDialect.allCases) && shell.overlays.codeChooser.reason == nil)
    }
}

/// A controller whose one tweak moves nothing.
@MainActor
final class CornerController: UIViewController {
    @Tweak("Corner radius", 30, in: 0...60, step: 1, unit: .points) var cornerRadius: CGFloat
}
