import Foundation
import KinemaUI

/// The app-wide settings a scene reads besides its own objects: Reduce Motion, the appearance and the
/// screen's bounds. A re-simulated session (a scrub, a checkpoint) keeps its own, swapped in while it
/// runs, so replaying a key M or D of the past never changes the live session's.
@MainActor
struct SessionEnvironment: Equatable {
    var reducesMotion: Bool
    var isDark: Bool
    var screenBounds: CGRect

    /// The settings in force now (the app's own: a test's task-local override stays outside).
    static var current: SessionEnvironment {
        SessionEnvironment(
            reducesMotion: UIAccessibility.setting,
            isDark: UITraitCollection.appAppearance.userInterfaceStyle == .dark,
            screenBounds: UIScreen.main.bounds)
    }

    /// Puts these settings in force (without notifications: nothing changed for the app that runs).
    func makeCurrent() {
        UIAccessibility.setting = reducesMotion
        UITraitCollection.appAppearance = isDark ? .dark : .light
        UIScreen.main.bounds = screenBounds
    }

    /// Runs `body` with these settings in force, keeping what it changed, then puts the earlier ones back.
    mutating func within<T>(_ body: () -> T) -> T {
        let outside = Self.current
        makeCurrent()
        defer {
            self = Self.current
            outside.makeCurrent()
        }
        return body()
    }
}
