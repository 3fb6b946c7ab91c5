import Foundation

/// UIKit's light and dark appearances.
public enum UIUserInterfaceStyle: Int, Sendable {
    case unspecified, light, dark
}

/// The traits colours resolve with. Kinema's app has one appearance for all its windows — the system's,
/// as it were: light, or dark with `--dark` or key D — set in `current` (UIKit sets `current` while it
/// draws a view; Kinema's frame loop is the only thread that reads it).
public final class UITraitCollection: NSObject, Sendable {
    public let userInterfaceStyle: UIUserInterfaceStyle

    public init(userInterfaceStyle: UIUserInterfaceStyle) {
        self.userInterfaceStyle = userInterfaceStyle
    }

    public static let light = UITraitCollection(userInterfaceStyle: .light)
    public static let dark = UITraitCollection(userInterfaceStyle: .dark)

    /// The appearance now: a test's own override, else the app's.
    public static var current: UITraitCollection {
        get { override ?? app }
        set { app = newValue }
    }
    nonisolated(unsafe) private static var app = UITraitCollection.light

    /// The app's appearance itself (no override): what Kinema's shell swaps around a re-simulated run.
    package static var appAppearance: UITraitCollection {
        get { app }
        set { app = newValue }
    }

    /// Overrides `current` for the code run inside `$override.withValue(…)` only (tests run in parallel).
    @TaskLocal public static var override: UITraitCollection?
}
