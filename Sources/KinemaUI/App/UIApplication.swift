import Foundation

/// UIKit's application object, as far as animation code reaches for it: the windows and the key window.
///
/// Both answer for the scene whose frame or input is being handled (see `UIWindowScene`), and outside
/// any frame for the app's main scene: code running in a re-simulated copy of a session sees that copy's
/// windows, and the live session never sees the copy's.
@MainActor
public final class UIApplication: NSObject {
    public static let shared = UIApplication()

    /// The scene the app's windows join unless they are made in another.
    package let mainScene = UIWindowScene(activationState: .foregroundActive)

    /// The scene `keyWindow` and `windows` answer for: the running window's, else the main one.
    private var currentScene: UIWindowScene {
        AnimationEngine.ambientWindow?.windowScene ?? mainScene
    }

    /// The scene's windows, oldest first (those still alive).
    public var windows: [UIWindow] { currentScene.windows }

    /// The window last made key with `makeKeyAndVisible()` in the current scene, or its first window
    /// while none was.
    public var keyWindow: UIWindow? {
        let scene = currentScene
        return scene.keyWindow ?? scene.windows.first
    }
}
