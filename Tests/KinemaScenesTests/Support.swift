import Foundation
@testable import KinemaScenes

extension Shell {
    /// The value of the scene's tweak with key `key` (as `--set` and presets name it).
    func value(_ key: String) -> Double { parameter(forKey: key)!.value }
}
