import Foundation
import UIKit
@testable import KinemaUI

/// A window showing a pasted controller, driven headless frame by frame on its own clock (the tests do
/// not service `DispatchQueue.main`: other tests' main-actor work could run re-entrantly).
enum PastedWindow {
    static func showing(_ controller: UIViewController) -> UIWindow {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.engine.drainsMainQueue = false
        window.rootViewController = controller
        window.makeKeyAndVisible()
        return window
    }

    /// Runs frames at 60 Hz until `time`.
    static func run(_ window: UIWindow, until time: Double) {
        while window.engine.now + 1e-9 < time {
            window.engine.clock.advance(to: min(time, window.engine.now + 1.0 / 60))
            _ = window.runFrame(events: [], advancingBy: 0)
        }
    }
}
