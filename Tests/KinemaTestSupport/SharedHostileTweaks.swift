import Foundation
import KinemaScenes
import KinemaUI
import KinemaShell
import KinemaTweaks

// Hostile tweaks more than one test target takes through its own paths (the scenes' shell, the
// command line): the rest of the package is `KinemaScenesTests/HostileTweaks.swift`.

/// A `CaseIterable` whose `allCases` is empty: a pick-list of nothing.
@MainActor
public final class EmptyChoicesController: UIViewController {
    public enum Nothing: CaseIterable {
        case only
        public static var allCases: [Nothing] { [] }
    }

    @Tweak("Nothing", .only) public var nothing: Nothing
    @Tweak("Speed", 1, in: 0.5...2, step: 0.1) var speed: Double
}

/// Two tweaks with one key.
@MainActor
public final class DuplicateKeysController: UIViewController {
    @Tweak("Speed", 1, in: 0.5...2, step: 0.1) var speed: Double
    @Tweak("Also speed", 1, in: 0.5...2, step: 0.1, key: "speed") var alsoSpeed: Double
}
