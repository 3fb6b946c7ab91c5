import Foundation

/// UIKit's light and dark appearances.
public enum UIUserInterfaceStyle: Int, Sendable {
    case unspecified, light, dark
}

/// The traits colours resolve with. `current` is the current scene's (`UIWindowScene.traitCollection`:
/// light, or dark with `--dark` or key D in the visualiser), as UIKit sets `current` to the traits of
/// the view it draws.
public final class UITraitCollection: NSObject, Sendable {
    public let userInterfaceStyle: UIUserInterfaceStyle

    public init(userInterfaceStyle: UIUserInterfaceStyle) {
        self.userInterfaceStyle = userInterfaceStyle
    }

    /// Whether the device senses touch pressure: a desktop's pointer does not.
    public var forceTouchCapability: UIForceTouchCapability { .unavailable }

    package static let light = UITraitCollection(userInterfaceStyle: .light)
    package static let dark = UITraitCollection(userInterfaceStyle: .dark)

    /// The appearance now: a test's own override, else the current scene's. (UIKit lets code set it for
    /// the thread; Kinema's appearance is the scene's, changed by whoever owns the scene.)
    @MainActor public static var current: UITraitCollection { override ?? UIWindowScene.current.traitCollection }

    /// Overrides `current` for the code run inside `$override.withValue(…)` only (tests run in parallel).
    @TaskLocal package static var override: UITraitCollection?
}

/// Whether touches report their pressure (UIKit's names): never on Kinema's pointer.
public enum UIForceTouchCapability: Int, Sendable {
    case unknown, unavailable, available
}
