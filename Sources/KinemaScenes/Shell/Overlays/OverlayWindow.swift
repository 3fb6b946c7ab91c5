import Foundation
import KinemaUI

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
}
