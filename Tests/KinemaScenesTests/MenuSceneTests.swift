import Foundation
import KinemaCore
import KinemaTestSupport
import Testing
@testable import KinemaScenes
@testable import KinemaUI
@testable import KinemaShell
@testable import KinemaTweaks

/// The menu scene headless, checked through the seed's own transition manager against the spring's
/// closed form.
@MainActor
@Suite("Menu scene (seed 004)")
struct MenuSceneTests {
    /// A menu scene whose replay presents the menu at time 0.
    @MainActor
    struct Scene {
        let shell: Shell
        var run: ScriptedRun
        let tracer = Tracer()
        var scene: MenuScene { shell.scene as! MenuScene }
        var main: MainViewController { scene.controller }
        var menu: MenuViewController { main.menu! }
        var window: UIWindow { shell.window }

        init(sets: [String: String] = [:]) {
            shell = Shell(sceneName: "menu")!
            shell.window.engine.drainsMainQueue = false
            shell.window.engine.tracer = tracer
            for (key, value) in sets { _ = shell.tuning.set(key, to: value) }
            run = ScriptedRun(shell: shell, events: [])
            _ = run.advance(to: 0)
        }

        mutating func at(_ time: Double) { _ = run.advance(to: time) }
    }

    /// The seed's spring: UIKit's duration form, 0.5 s, damping 0.7, relative velocity 0.8. Reference
    /// values come from KinemaCore's closed form, itself checked against mpmath (SpringTests).
    static let spring = Spring(uikitDuration: 0.5, dampingRatio: 0.7, initialVelocity: 0.8)
    static func progress(_ t: Double) -> Double { t <= 0 ? 0 : t >= 0.5 ? 1 : spring.value(at: t, initialVelocity: 0.8) }

    /// Each outlet with the offstage offset the article gives it (left column negative).
    static func offsets(_ menu: MenuViewController, rows: [CGFloat] = [50, 150, 300]) -> [(UIView, CGFloat)] {
        [(menu.textPostIcon, -rows[0]), (menu.textPostLabel, -rows[0]), (menu.photoPostIcon, rows[0]), (menu.photoPostLabel, rows[0]),
         (menu.quotePostIcon, -rows[1]), (menu.quotePostLabel, -rows[1]), (menu.linkPostIcon, rows[1]), (menu.linkPostLabel, rows[1]),
         (menu.chatPostIcon, -rows[2]), (menu.chatPostLabel, -rows[2]), (menu.audioPostIcon, rows[2]), (menu.audioPostLabel, rows[2])]
    }

    static func tx(_ view: UIView) -> Double { Double(view.layer.presentation()!.affineTransform().tx) }

    @Test func presentingSlidesEveryRowInOnOneSpring() {
        var scene = Scene()
        let menu = scene.menu
        for (view, offset) in Self.offsets(menu) {
            #expect(Self.tx(view) == Double(offset), "offstage at t = 0")
        }
        #expect(menu.view.layer.presentation()!.opacity == 0)
        for t in [0.05, 0.1, 0.2, 0.35] {
            scene.at(t)
            let remaining = 1 - Self.progress(t)
            for (view, offset) in Self.offsets(menu) {
                expectClose(Self.tx(view), Double(offset) * remaining, tolerance: 1e-6, "t = \(t)")
            }
            expectClose(Double(menu.view.layer.presentation()!.opacity), Self.progress(t), tolerance: 1e-6, "the fade rides the spring")
        }
        // One spring, one duration: every row covers the same fraction, so in points the top row (50) is
        // nearer home than the bottom one (300) — the article's stagger.
        scene.at(0.1)
        #expect(abs(Self.tx(menu.textPostIcon)) < abs(Self.tx(menu.quotePostIcon)))
        #expect(abs(Self.tx(menu.quotePostIcon)) < abs(Self.tx(menu.chatPostIcon)))
        scene.at(0.5)
        #expect(menu.items.allSatisfy { $0.layer.presentation()!.affineTransform() == .identity && $0.transform == .identity })
        #expect(menu.view.layer.presentation()!.opacity == 1)
    }

    @Test func dismissingMirrorsIt() {
        var scene = Scene()
        let menu = scene.menu
        scene.at(0.5)
        // Hold 1.2 s after the presentation ended, then the same spring back out.
        scene.at(1.7)
        #expect(menu.isBeingDismissed)
        let start = scene.run.now
        for d in [0.05, 0.15, 0.3] {
            scene.at(start + d)
            for (view, offset) in Self.offsets(menu) {
                expectClose(Self.tx(view), Double(offset) * Self.progress(d), tolerance: 1e-6, "d = \(d)")
            }
            expectClose(Double(menu.view.layer.presentation()!.opacity), 1 - Self.progress(d), tolerance: 1e-6)
        }
        scene.at(start + 0.5)
        #expect(scene.main.presentedViewController == nil && menu.view.window == nil)
    }

    @Test func bottomFirstFlipsWhichRowArrivesFirst() {
        var scene = Scene(sets: ["order": "bottom first"])
        scene.at(0.1)
        let menu = scene.menu
        for (view, offset) in Self.offsets(menu, rows: [300, 150, 50]) {
            expectClose(Self.tx(view), Double(offset) * (1 - Self.progress(0.1)), tolerance: 1e-6)
        }
        #expect(abs(Self.tx(menu.chatPostIcon)) < abs(Self.tx(menu.textPostIcon)), "the bottom row is nearer now")
    }

    /// The tree after each step, with the seed's re-adding of the destination view to the key window:
    /// nothing duplicated, nothing lost, the feed back alone at the end.
    @Test func overFullScreenKeepsTheFeedAndTheTreeStaysWhole() {
        var scene = Scene()
        let main = scene.main.view!, menu = scene.menu.view!, window = scene.window
        #expect(main.window === window, "over full screen: the feed stays in the window")
        scene.at(0.5)
        #expect(window.subviews.count == 2 && window.subviews[1] === menu, "the seed re-added the menu to the key window")
        #expect(window.subviews[0].subviews.map { $0 } == [main], "the feed in the container the seed moved it to")
        scene.at(1.7)
        scene.at(scene.run.now + 0.5)
        #expect(window.subviews.map { $0 } == [main])
        #expect(menu.superview == nil)
    }

    @Test func fullScreenTakesTheFeedOffAndBringsItBack() {
        var scene = Scene(sets: ["style": "full screen"])
        let main = scene.main.view!, menu = scene.menu.view!, window = scene.window
        scene.at(0.5)
        #expect(main.window == nil, ".fullScreen: the covered feed leaves the window")
        #expect(window.subviews.last === menu)
        scene.at(1.7)
        #expect(main.window === window, "handed back for the dismissal")
        scene.at(scene.run.now + 0.5)
        #expect(window.subviews.map { $0 } == [main])
        #expect(scene.tracer.events.filter { $0.name.hasPrefix("view") }.map(\.description) == [
            "MainViewController: viewWillDisappear", "MenuViewController: viewWillAppear",
            "MenuViewController: viewDidAppear", "MainViewController: viewDidDisappear",
            "MenuViewController: viewWillDisappear", "MainViewController: viewWillAppear",
            "MainViewController: viewDidAppear", "MenuViewController: viewDidDisappear",
        ])
    }

    @Test func overFullScreenLifecycleLeavesTheFeedAppeared() {
        var scene = Scene()
        scene.at(0.5)
        scene.at(1.7)
        scene.at(scene.run.now + 0.5)
        #expect(scene.tracer.events.filter { $0.name.hasPrefix("view") }.map(\.description) == [
            "MenuViewController: viewWillAppear", "MenuViewController: viewDidAppear",
            "MenuViewController: viewWillDisappear", "MenuViewController: viewDidDisappear",
        ])
    }

    @Test func presentingDuringTheTransitionIsRefusedWithUIKitsWarning() {
        var warnings: [String] = []
        let saved = UIViewController.reportWarning
        UIViewController.reportWarning = { warnings.append($0) }
        defer { UIViewController.reportWarning = saved }
        var scene = Scene()
        let first = scene.menu
        scene.at(0.2)
        scene.main.showMenu()
        #expect(warnings.count == 1 && warnings[0].hasSuffix("while a presentation is in progress!"), "\(warnings)")
        #expect(scene.main.presentedViewController === first)
        scene.at(0.5)
        #expect(first.view.window === scene.window && first.items.allSatisfy { $0.transform == .identity })
    }

    @Test func theButtonsTheBackgroundAndEscape() {
        var scene = Scene()
        scene.at(0.5)
        let click = CGPoint(x: 195, y: 758)  // ✕ on the menu, + on the feed
        scene.run = ScriptedRun(shell: scene.shell, events: [
            .pointerDown(position: click, button: .primary, time: 0.6), .pointerUp(position: click, button: .primary, time: 0.65),
            .pointerDown(position: click, button: .primary, time: 1.3), .pointerUp(position: click, button: .primary, time: 1.35),
        ])
        scene.at(0.7)
        #expect(scene.main.presentedViewController?.isBeingDismissed == true, "✕ closes")
        scene.at(1.25)
        #expect(scene.main.presentedViewController == nil)
        scene.at(1.9)
        #expect(scene.main.presentedViewController != nil, "+ opens, and stays open: only a replay closes by itself")
        scene.at(3.5)
        #expect(scene.main.presentedViewController != nil && !scene.scene.handleKey(KeyPress(key: .enter)))
        #expect(scene.scene.handleKey(KeyPress(key: .escape)), "Escape is the scene's while the menu is up")
        scene.at(4.1)
        #expect(scene.main.presentedViewController == nil)
        #expect(!scene.scene.handleKey(KeyPress(key: .escape)), "and is not the scene's otherwise")
    }

    /// Paused, Escape still closes the menu (its transition waits on the paused clock); more Escapes
    /// change nothing, and none quits.
    @Test func escapeClosesTheMenuWhilePausedAndNeverQuits() {
        var scene = Scene()
        scene.at(1.5)
        #expect(scene.main.presentedViewController != nil && scene.main.presentedViewController?.isBeingPresented == false, "the menu is up")
        scene.shell.handleKey(KeyPress(key: "p"))
        scene.shell.handleKey(KeyPress(key: .escape))
        scene.at(2)
        #expect(scene.main.presentedViewController?.isBeingDismissed == true && !scene.shell.quitRequested, "closing, held by the pause")
        scene.shell.handleKey(KeyPress(key: .escape))
        #expect(!scene.shell.quitRequested, "Escape never quits")
        scene.shell.handleKey(KeyPress(key: "p"))
        scene.at(3)
        #expect(scene.main.presentedViewController == nil)
    }

    /// An Escape while the menu comes in closes it once it is in.
    @Test func escapeWhileTheMenuComesInClosesItOnceIn() {
        var scene = Scene()
        scene.at(3)
        #expect(scene.main.presentedViewController == nil, "the replay's cycle is over")
        scene.scene.replay()
        scene.at(3.1)
        #expect(scene.main.presentedViewController?.isBeingPresented == true)
        #expect(scene.scene.handleKey(KeyPress(key: .escape)))
        scene.at(3.8)
        #expect(scene.main.presentedViewController?.isBeingDismissed == true || scene.main.presentedViewController == nil, "closing once in")
        scene.at(4.6)
        #expect(scene.main.presentedViewController == nil)
    }

    /// Snapshot of the menu fully on screen. Regenerate with `KINEMA_RECORD_SNAPSHOTS=1 scripts/test`.
    @Test func dumpSnapshotOfTheMenuOnScreen() throws {
        var scene = Scene()
        let list = scene.run.advance(to: 0.6).layers[0].list
        try SnapshotFile.expect(list.dump, named: "menuOnScreen")
    }
}
