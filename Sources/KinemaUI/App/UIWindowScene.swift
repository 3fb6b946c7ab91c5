import Foundation

/// UIKit's scene: one instance of the app's user interface, with its activation state.
@MainActor
open class UIScene: UIResponder {
    public enum ActivationState: Int, Sendable {
        case unattached = -1, foregroundActive, foregroundInactive, background
    }

    /// Whether the scene is on screen and taking input. Only a `.foregroundActive` scene's key window is
    /// the app's key window outside a frame.
    public internal(set) var activationState: ActivationState

    package init(activationState: ActivationState) {
        self.activationState = activationState
        super.init()
    }
}

/// UIKit's window scene: a group of windows with a key window of its own.
///
/// A window joins the scene it is made in (`UIWindow(windowScene:)`), or else the scene of the window
/// whose frame or input is being handled, or else the app's main scene. `makeKeyAndVisible()` makes a
/// window its scene's key window; `UIApplication.shared.keyWindow` is the key window of the scene whose
/// frame or input is being handled, and outside any frame that of the main scene.
///
/// Kinema makes scenes of its own beside the app's (UIKit apps cannot make scenes): a re-simulated copy
/// of a session runs in a background scene, so what its code asks of `keyWindow` is its own window and
/// never the live one, and the visualiser's panels live in scenes apart from the app's windows.
@MainActor
open class UIWindowScene: UIScene {
    private var registered: [WeakWindow] = []
    private weak var key: UIWindow?

    private struct WeakWindow {
        weak var window: UIWindow?
    }

    /// A scene of Kinema's own (see the type's note).
    package override init(activationState: ActivationState) {
        super.init(activationState: activationState)
    }

    /// The scene's windows, oldest first (those still alive).
    public var windows: [UIWindow] { registered.compactMap(\.window) }

    /// The window last made key in this scene with `makeKeyAndVisible()`, while it is still here.
    public var keyWindow: UIWindow? {
        guard let key, key.windowScene === self else { return nil }
        return key
    }

    func add(_ window: UIWindow) {
        registered.removeAll { $0.window == nil || $0.window === window }
        registered.append(WeakWindow(window: window))
    }

    func remove(_ window: UIWindow) {
        registered.removeAll { $0.window == nil || $0.window === window }
        if key === window { key = nil }
    }

    func makeKey(_ window: UIWindow) {
        key = window
    }
}
