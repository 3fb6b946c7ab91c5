import Foundation

/// UIKit's application object, as far as animation code reaches for it: the windows and the key window.
///
/// Both answer for the current scene (see `UIWindowScene`): the one whose window's frame or input is
/// being handled, outside any the app's main scene. Code running in a re-simulated copy of a session
/// sees that copy's windows, and the live session never sees the copy's.
@MainActor
public final class UIApplication: NSObject {
    public static let shared = UIApplication()

    /// The scene windows join outside any other (an app of plain windows; tests), with the standard
    /// environment.
    package let mainScene = UIWindowScene(activationState: .foregroundActive)

    private var currentScene: UIWindowScene { UIWindowScene.current }

    /// The scene's windows, oldest first (those still alive).
    public var windows: [UIWindow] { currentScene.windows }

    /// The window last made key with `makeKeyAndVisible()` in the current scene, or its first window
    /// while none was.
    public var keyWindow: UIWindow? {
        let scene = currentScene
        return scene.keyWindow ?? scene.windows.first
    }
}
