import Foundation
import KinemaUI

/// A view controller of your own as a scene: the shell shows it on the device, with the inspector's time
/// controls, timeline, onion skin and capture. It has no parameters of its own; Space (replay) calls
/// `replay` with the controller, when given.
@MainActor
public final class ViewControllerScene: Scene {
    public let name: String
    public let title: String
    public let rootViewController: UIViewController
    public let parameters: [Parameter] = []
    private let replayAction: ((UIViewController) -> Void)?

    public init(name: String, title: String, rootViewController: UIViewController, replay: ((UIViewController) -> Void)? = nil) {
        self.name = name
        self.title = title
        self.rootViewController = rootViewController
        replayAction = replay
    }

    public func replay() {
        replayAction?(rootViewController)
    }

    public var keyHints: [String] { replayAction == nil ? [] : ["Space replays"] }
}
