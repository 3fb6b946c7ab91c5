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

/// UIKit's window scene: a group of windows with a key window, a screen and traits of its own.
///
/// A window joins the scene it is made in (`UIWindow(windowScene:)`), or else the current scene.
/// `makeKeyAndVisible()` makes a window its scene's key window. The *current* scene is the one whose
/// window's frame or input is being handled (or that runs code with `performAsCurrent`), and outside
/// any the app's main scene: `UIApplication.shared.keyWindow` and `windows`, `UIScreen.main`,
/// `UITraitCollection.current`, `UIAccessibility.isReduceMotionEnabled`, text measurement and
/// `UIImage(named:)` all answer from it (see `SceneEnvironment`).
///
/// Kinema makes scenes of its own beside the app's (UIKit apps cannot make scenes): each of the
/// visualiser's sessions runs in one, a re-simulated copy of a session in a background scene, so what
/// its code asks of `keyWindow` or `UIScreen.main` is its own and never the live session's; the
/// visualiser's panels live in scenes apart from the app's windows.
@MainActor
open class UIWindowScene: UIScene {
    private var registered: [WeakWindow] = []
    private weak var key: UIWindow?

    private struct WeakWindow {
        weak var window: UIWindow?
    }

    /// The scene's device and system settings; the screen follows its size.
    package private(set) var environment: SceneEnvironment
    /// The scene's screen (UIKit's `windowScene.screen`): what `UIScreen.main` is while the scene is current.
    public let screen: UIScreen
    /// The traits its views' colours resolve with (its environment's appearance).
    public var traitCollection: UITraitCollection { environment.traitCollection }
    /// The window's pixels per point of the scene as the visualiser shows it (its viewport's fit in the
    /// window): the grid a scroll view draws its content on (`UIScrollView.contentTransform`;
    /// `UIScreen.scale` stays 1). 1 outside the visualiser.
    package var pixelsPerPoint: CGFloat = 1 {
        didSet { if !(pixelsPerPoint.isFinite && pixelsPerPoint > 0) { pixelsPerPoint = 1 } }
    }

    /// A scene of Kinema's own (see the type's note).
    package init(activationState: ActivationState, environment: SceneEnvironment = .standard) {
        self.environment = environment
        screen = UIScreen(size: environment.screenSize)
        super.init(activationState: activationState)
    }

    /// Changes the scene's environment (the screen's size included), without notifications: whoever
    /// changes a setting tells those who care (`UIAccessibility.setReduceMotionEnabled` posts, a window's
    /// `appearanceDidChange(from:)` tells its views).
    package func updateEnvironment(_ change: (inout SceneEnvironment) -> Void) {
        change(&environment)
        screen.bounds = CGRect(origin: .zero, size: environment.screenSize)
    }

    /// Kinema: the scene's appearance changes (the visualiser's `--dark`, key D): its windows' views take
    /// their colours' values for it and hear `traitCollectionDidChange`.
    package func setAppearance(_ style: UIUserInterfaceStyle) {
        let previous = traitCollection
        guard style != previous.userInterfaceStyle else { return }
        updateEnvironment { $0.appearance = style }
        for window in windows { window.handlingInput { window.appearanceDidChange(from: previous) } }
    }

    // MARK: - The current scene

    /// The scenes running code now, innermost last.
    private static var running: [UIWindowScene] = []

    /// The scene whose window's frame or input is being handled, or that runs code with
    /// `performAsCurrent`; outside any, the app's main scene.
    package static var current: UIWindowScene { running.last ?? UIApplication.shared.mainScene }

    /// Runs `body` with this scene current (what a window's frame, input and drawing do; the visualiser
    /// makes a scene's view controllers this way).
    package func performAsCurrent<Result>(_ body: () throws -> Result) rethrows -> Result {
        Self.running.append(self)
        defer { Self.running.removeLast() }
        return try body()
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
        let waiting = displayLinksWaiting
        displayLinksWaiting = []
        for link in waiting { link.attach(to: window.engine) }
    }

    /// Display links added while the scene had no window: the first window's frames run them.
    private var displayLinksWaiting: [CADisplayLink] = []

    /// The window whose frames run what the scene starts outside any frame: the key window, or the first.
    var frameWindow: UIWindow? { keyWindow ?? windows.first }

    func waitForWindow(_ link: CADisplayLink) {
        displayLinksWaiting.append(link)
    }

    func remove(_ window: UIWindow) {
        registered.removeAll { $0.window == nil || $0.window === window }
        if key === window { key = nil }
    }

    func makeKey(_ window: UIWindow) {
        key = window
    }
}
