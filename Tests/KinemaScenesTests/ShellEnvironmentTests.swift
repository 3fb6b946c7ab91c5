import Foundation
import Testing
import KinemaCore
@testable import KinemaScenes
@testable import KinemaUI
@testable import KinemaShell
@testable import KinemaTweaks

/// A shell's settings are a value it is made with (`SceneEnvironment`) and live in its own window scene:
/// two shells side by side — a phone in light and an iPad in dark — each see only their own, and what
/// one changes (M, D) never reaches the other.
@MainActor
@Suite struct ShellEnvironmentTests {
    static let ipad = Device.all.first { $0.name == "ipad" }!

    @Test func twoShellsSeeTheirOwnDeviceAppearanceAndMotion() throws {
        let phone = Shell(sceneName: "menu")!
        let tablet = Shell(sceneName: "menu", environment: SceneEnvironment(screenSize: Self.ipad.size, appearance: .dark, reducesMotion: true))!
        for shell in [phone, tablet] { shell.window.engine.drainsMainQueue = false }
        // What each scene's code reads of UIKit's app-wide objects, in its own input.
        func seen(_ shell: Shell) -> (CGSize, UIUserInterfaceStyle, Bool) {
            shell.window.handlingInput { (UIScreen.main.bounds.size, UITraitCollection.current.userInterfaceStyle, UIAccessibility.isReduceMotionEnabled) }
        }
        #expect(seen(phone) == (CGSize(width: 390, height: 844), .light, false))
        #expect(seen(tablet) == (Self.ipad.size, .dark, true))
        #expect(phone.window.bounds.size == CGSize(width: 390, height: 844) && tablet.window.bounds.size == Self.ipad.size, "each laid out on its device")
        // The views' colours resolve in their own scene's appearance.
        let background = { (shell: Shell) in shell.composition().layers[0].list.items.first { if case .rect = $0 { true } else { false } } }
        #expect(background(phone).map { "\($0)" } != background(tablet).map { "\($0)" }, "light and dark backgrounds")
        // The inspector too: its views were made outside its window's scene and take that scene's colours.
        let panelBackground = { (shell: Shell) in
            shell.composition().layers[1].list.items.compactMap { item -> RGBAColor? in if case .rect(let rect) = item { rect.color } else { nil } }.first
        }
        #expect(panelBackground(phone) == UIColor.systemGray6.resolvedColor(with: .light).rgba)
        #expect(panelBackground(tablet) == UIColor.systemGray6.resolvedColor(with: .dark).rgba, "a dark session's panel is dark")
        // D and M in one leave the other as it was.
        _ = phone.step(deviceEvents: [.key(KeyPress(key: "d")), .key(KeyPress(key: "m"))], realDelta: 1.0 / 60)
        #expect(seen(phone) == (CGSize(width: 390, height: 844), .dark, true))
        #expect(seen(tablet) == (Self.ipad.size, .dark, true))
        _ = tablet.step(deviceEvents: [.key(KeyPress(key: "d"))], realDelta: 1.0 / 60)
        #expect(seen(tablet).1 == .light && seen(phone).1 == .dark)
        // Outside any frame the app's main scene answers, which neither shell changed.
        #expect(UIScreen.main.bounds.size == SceneEnvironment.standard.screenSize && UITraitCollection.current.userInterfaceStyle == .light)
    }

    /// A view made outside any window takes its window's scene's appearance when it joins it (UIKit
    /// resolves a view's colours with its own traits).
    @Test func aViewTakesItsWindowsAppearance() {
        let dark = UIWindowScene(activationState: .foregroundActive, environment: SceneEnvironment(appearance: .dark))
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100), windowScene: dark)
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.backgroundColor = .systemBackground
        #expect(view.traitCollection.userInterfaceStyle == .light, "in no window: the main scene's")
        window.addSubview(view)
        #expect(view.traitCollection.userInterfaceStyle == .dark)
        let colors = window.displayList().items.compactMap { item -> RGBAColor? in if case .rect(let rect) = item { rect.color } else { nil } }
        #expect(colors == [UIColor.systemBackground.resolvedColor(with: .dark).rgba, UIColor.systemBackground.resolvedColor(with: .dark).rgba],
                "the window and the view, both dark: \(colors)")
    }

    /// Labels measure text as their scene's environment says (the window gives its fonts' measurement).
    @Test func labelsMeasureWithTheirScenesMetrics() {
        let wide = UIWindowScene(activationState: .foregroundActive, environment: SceneEnvironment(measureText: { text, font in
            CGSize(width: CGFloat(text.count) * 100, height: font.lineHeight)
        }))
        let label = UILabel()
        label.text = "Kinema"
        let standard = label.intrinsicContentSize.width
        let measured = wide.performAsCurrent { label.intrinsicContentSize.width }
        #expect(measured == 600 && standard < 100, "\(measured) in the wide scene, \(standard) in the main one")
    }

    /// A replica starts from the session's settings at its start, whatever the live session changed since.
    @Test func aReplicaStartsFromTheSessionsStart() throws {
        let shell = Shell(sceneName: "curves", environment: SceneEnvironment(appearance: .dark))!
        shell.window.engine.drainsMainQueue = false
        _ = shell.step(deviceEvents: [], realDelta: 0)
        _ = shell.step(deviceEvents: [.key(KeyPress(key: "d"))], realDelta: 1.0 / 60)
        #expect(shell.windowScene.traitCollection.userInterfaceStyle == .light)
        let replica = SessionReplica(history: try #require(shell.recording.history))
        #expect(replica.shell.windowScene.traitCollection.userInterfaceStyle == .dark, "the session began dark")
        #expect(replica.shell.windowScene !== shell.windowScene && replica.shell.windowScene.activationState == .background)
        _ = replica.step(toward: shell.sessionTime + 0.05)
        #expect(replica.shell.windowScene.traitCollection.userInterfaceStyle == .light, "its history's D turned it light")
        #expect(shell.windowScene.traitCollection.userInterfaceStyle == .light)
        replica.discard()
    }
}
