import Foundation

/// Core Animation's media time now, in seconds: the clock of the window whose frame is running (or the
/// current scene's window outside a frame) — the clock display links stamp their frames with and
/// animations run on, so `CACurrentMediaTime() - start` measures what the animations see (slow motion
/// and pause included). Off the main thread, or with no window yet, the shared engine's clock (0 until
/// something advances it).
public func CACurrentMediaTime() -> TimeInterval {
    guard Thread.isMainThread else { return 0 }
    return MainActor.assumeIsolated {
        (AnimationEngine.ambientWindow?.engine ?? UIWindowScene.current.frameWindow?.engine ?? AnimationEngine.shared).now
    }
}
