import Foundation
import KinemaUI
import KinemaTweaks

/// The window an overlay (inspector, timeline, key list) draws into: Kinema's own, in a scene apart from
/// the session's — never its key window, nor among its windows — with the session's environment (its
/// text measurement, its appearance), on a clock of its own that runs no main-queue work.
@MainActor
enum OverlayWindow {
    static func make(size: CGSize, environment: SceneEnvironment) -> UIWindow {
        let scene = UIWindowScene(activationState: .foregroundInactive, environment: environment)
        let window = UIWindow(frame: CGRect(origin: .zero, size: size), engine: AnimationEngine(), windowScene: scene)
        window.engine.drainsMainQueue = false
        return window
    }

    /// An overlay over the whole window, dimmed by `dimming`, with a rounded panel in the system
    /// background colour (the key list, Shift+C's chooser): the window, and the panel to lay out.
    static func makeDimmed(size: CGSize, environment: SceneEnvironment, dimming: CGFloat, panelIdentifier: String) -> (UIWindow, UIView) {
        let root = make(size: size, environment: environment)
        root.backgroundColor = UIColor.black.withAlphaComponent(dimming)
        let panel = UIView()
        panel.backgroundColor = .systemBackground
        panel.layer.cornerRadius = 14
        panel.accessibilityIdentifier = panelIdentifier
        root.addSubview(panel)
        return (root, panel)
    }
}
