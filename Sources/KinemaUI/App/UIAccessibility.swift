import Foundation

/// The accessibility settings apps read. As in UIKit, `isReduceMotionEnabled` is read-only to apps;
/// the system — here Kinema's shell (`--reduce-motion`, key M) — changes it with
/// `setReduceMotionEnabled(_:)`, which posts `reduceMotionStatusDidChangeNotification` as iOS does.
/// The setting is the current scene's (`SceneEnvironment.reducesMotion`): a copy of a session keeps its own.
@MainActor
public enum UIAccessibility {
    public static var isReduceMotionEnabled: Bool { reduceMotionOverride ?? UIWindowScene.current.environment.reducesMotion }

    /// Overrides the setting for the code run inside `$reduceMotionOverride.withValue(…)` only (tests
    /// run in parallel and must not change it for each other).
    @TaskLocal package static var reduceMotionOverride: Bool?

    /// Posted on `NotificationCenter.default` when Reduce Motion is turned on or off.
    public static let reduceMotionStatusDidChangeNotification = Notification.Name("UIAccessibilityReduceMotionStatusDidChangeNotification")

    /// Kinema's stand-in for the Settings switch (UIKit has no such call): changes the current scene's
    /// setting and, if it changed, posts the notification.
    package static func setReduceMotionEnabled(_ enabled: Bool) {
        let scene = UIWindowScene.current
        guard enabled != scene.environment.reducesMotion else { return }
        scene.updateEnvironment { $0.reducesMotion = enabled }
        NotificationCenter.default.post(name: reduceMotionStatusDidChangeNotification, object: nil)
    }
}
