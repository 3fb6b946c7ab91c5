import Foundation

/// UIKit's application object, as far as animation code reaches for it: the windows and the key window.
@MainActor
public final class UIApplication: NSObject {
    public static let shared = UIApplication()

    private var registered: [WeakWindow] = []
    private weak var key: UIWindow?

    private struct WeakWindow {
        weak var window: UIWindow?
    }

    /// The app's windows, oldest first (those still alive).
    public var windows: [UIWindow] { registered.compactMap(\.window) }

    /// The window last made key with `makeKeyAndVisible()`, or the first window while none was.
    public var keyWindow: UIWindow? { key ?? windows.first }

    func register(_ window: UIWindow) {
        registered.removeAll { $0.window == nil }
        registered.append(WeakWindow(window: window))
    }

    func makeKey(_ window: UIWindow) {
        key = window
    }
}
