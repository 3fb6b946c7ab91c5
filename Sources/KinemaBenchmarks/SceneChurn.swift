import Foundation
import KinemaScenes
import KinemaUI
import KinemaShell
import KinemaTweaks

/// Leaks by count (`kinema-benchmarks churn [SCENE]`): makes a shell of the scene 200 times, runs each for
/// a second with a key of the scene (L: the collection's layout change) and drops it, printing the RSS
/// every 50 shells, freed pages handed back first. A scene that leaks grows by what one copy leaves; the
/// timeline's scrub checkpoints make a copy of the scene every second, so one that does is felt there.
@MainActor
enum SceneChurn {
    static func report(scene: String) {
        guard SceneCatalog.kinema.names.contains(scene) else {
            print("error: no scene '\(scene)' (scenes: \(SceneCatalog.kinema.names.joined(separator: ", ")))")
            exit(2)
        }
        print("Making and dropping shells of the \(scene) scene (RSS after malloc_trim)")
        for index in 1...200 {
            do {
                let shell = Shell(sceneName: scene, catalog: .kinema)!
                _ = shell.step(deviceEvents: [], realDelta: 0)
                for frame in 0..<60 {
                    let events: [InputEvent] = frame == 5 ? [.key(KeyPress(key: "l", time: shell.window.engine.now))] : []
                    _ = shell.step(deviceEvents: events, realDelta: 1.0 / 60)
                }
                shell.window.discard()
            }
            if index % 50 == 0 {
                returnFreedPages()
                print(String(format: "  %3d shells: %.1f MB", index, Scrubbing.residentMegabytes()))
            }
        }
    }

    /// glibc's malloc_trim, looked up at run time (no C module here).
    private static func returnFreedPages() {
        typealias Trim = @convention(c) (Int) -> Int32
        if let symbol = dlsym(nil, "malloc_trim") { _ = unsafeBitCast(symbol, to: Trim.self)(0) }
    }
}
