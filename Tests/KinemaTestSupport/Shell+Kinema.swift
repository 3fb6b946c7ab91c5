import Foundation
import KinemaScenes
import KinemaShell
import KinemaUI

extension Shell {
    /// A shell over Kinema's own scenes, as `kinema` opens them: what most tests look at.
    package convenience init?(
        sceneName: String, windowSize: CGSize = ShellLayout.defaultWindowSize, showsPanel: Bool = true, environment: SceneEnvironment = .standard
    ) {
        self.init(sceneName: sceneName, catalog: .kinema, windowSize: windowSize, showsPanel: showsPanel, environment: environment)
    }
}
