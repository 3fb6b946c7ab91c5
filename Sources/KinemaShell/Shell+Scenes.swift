import Foundation
import KinemaCore
import KinemaGraphics
import KinemaUI
import KinemaTweaks

/// The shell's scenes: made in the shell's window scene (their views are sized from its screen), and
/// switched with Tab.
extension Shell {
    /// Makes the scene and its window in `windowScene`, sized by `layout` (recomputed for a scene that
    /// fills the window).
    static func load(
        _ name: String, from catalog: SceneCatalog, layout: inout ShellLayout, springRule: DurationSpringRule, in windowScene: UIWindowScene, deviceSize: CGSize,
        deviceInsets: UIEdgeInsets
    ) -> (Scene, UIWindow)? {
        // Scenes build their views as they are made, sized from the screen: a phone's, unless the scene
        // fills the window (then its window and screen take the area's size below).
        windowScene.updateEnvironment { $0.screenSize = deviceSize; $0.safeAreaInsets = deviceInsets }
        guard let scene = windowScene.performAsCurrent({ catalog.make(name) }) else { return nil }
        layout = layout.with(deviceSize: deviceSize, fillsArea: scene.fillsWindow)
        let size = layout.deviceSize
        // A scene that fills the window has no device around it, so no safe area.
        windowScene.updateEnvironment { $0.screenSize = size; if scene.fillsWindow { $0.safeAreaInsets = .zero } }
        let window = UIWindow(frame: CGRect(origin: .zero, size: size), windowScene: windowScene)
        window.engine.durationSpringRule = springRule
        window.rootViewController = scene.rootViewController
        window.makeKeyAndVisible()
        return (scene, window)
    }

    /// Moves to the next (or previous) scene in the catalogue, fresh.
    package func switchScene(by offset: Int) {
        let names = catalog.names
        guard let current = names.firstIndex(of: scene.name) else { return }
        // Leaving the scene is a way out of it: what was tuned is kept.
        let left = scene.name, kept = keepTuning()
        if let kept { StandardError.writeLine(kept) }
        let next = names[((current + offset) % names.count + names.count) % names.count]
        var layout = self.layout
        guard let loaded = Self.load(next, from: catalog, layout: &layout, springRule: tuning.springRule, in: windowScene, deviceSize: deviceSize,
                                      deviceInsets: environment.safeAreaInsets)
        else { return }
        earlierScenesTime += window.engine.now
        window.discard()
        (scene, window) = loaded
        mapping.reset(layout: layout)
        tuning.attach(scene: scene, window: window)
        if kept != nil { tuning.notice = tuning.notice ?? "\(left)'s tuning kept as \(TuningSession.keptPresetName(scene: left))" }
        overlays.sceneChanged(restartsLoop: true)
        panel.rebuild(for: inspectorState(time: 0))
        scrubber.observe(window)
    }
}
