import Foundation

/// The accessibility settings apps read. As in UIKit, `isReduceMotionEnabled` is read-only to apps;
/// the system — here Kinema's shell (`--reduce-motion`, key M) — changes it with
/// `setReduceMotionEnabled(_:)`, which posts `reduceMotionStatusDidChangeNotification` as iOS does.
@MainActor
public enum UIAccessibility {
    public static var isReduceMotionEnabled: Bool { reduceMotionOverride ?? reduceMotion }
    private static var reduceMotion = false

    /// Overrides the setting for the code run inside `$reduceMotionOverride.withValue(…)` only (tests
    /// run in parallel and must not change it for each other).
    @TaskLocal public static var reduceMotionOverride: Bool?

    /// Posted on `NotificationCenter.default` when Reduce Motion is turned on or off.
    public static let reduceMotionStatusDidChangeNotification = Notification.Name("UIAccessibilityReduceMotionStatusDidChangeNotification")

    /// Kinema's stand-in for the Settings switch (UIKit has no such call): changes the setting and, if
    /// it changed, posts the notification.
    public static func setReduceMotionEnabled(_ enabled: Bool) {
        guard enabled != reduceMotion else { return }
        reduceMotion = enabled
        NotificationCenter.default.post(name: reduceMotionStatusDidChangeNotification, object: nil)
    }

    /// The setting itself (no override), changed without a notification: Kinema's shell keeps a
    /// re-simulated session's setting apart from the live one's and swaps them around each run
    /// (nothing changed for the app that runs).
    package static var setting: Bool {
        get { reduceMotion }
        set { reduceMotion = newValue }
    }
}
