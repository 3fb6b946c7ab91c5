import Foundation

/// UIKit's keys for the two sides of a transition.
public struct UITransitionContextViewControllerKey: Hashable, Sendable, RawRepresentable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The controller on screen when the transition begins (the presenter when presenting).
    public static let from = UITransitionContextViewControllerKey(rawValue: "UITransitionContextFromViewControllerKey")
    /// The controller on screen when it ends (the presented one when presenting).
    public static let to = UITransitionContextViewControllerKey(rawValue: "UITransitionContextToViewControllerKey")
}

public struct UITransitionContextViewKey: Hashable, Sendable, RawRepresentable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let from = UITransitionContextViewKey(rawValue: "UITransitionContextFromViewKey")
    public static let to = UITransitionContextViewKey(rawValue: "UITransitionContextToViewKey")
}

/// What a transition animator is handed (UIKit's `UIViewControllerContextTransitioning`): the container
/// to animate in, both controllers and the views UIKit moves, their frames, and the calls that end it.
@MainActor
public protocol UIViewControllerContextTransitioning: AnyObject {
    /// The view the transition happens in: add the views you animate to it.
    var containerView: UIView { get }
    var isAnimated: Bool { get }
    var isInteractive: Bool { get }
    var transitionWasCancelled: Bool { get }
    var presentationStyle: UIModalPresentationStyle { get }
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
    /// The views the transition moves: for `.overFullScreen` the presenter's view stays where it is and
    /// is not handed over (nil), as in UIKit.
    func view(forKey key: UITransitionContextViewKey) -> UIView?
    func initialFrame(for viewController: UIViewController) -> CGRect
    func finalFrame(for viewController: UIViewController) -> CGRect
    /// Ends the transition: call once, when the animations are done (false when it was cancelled).
    func completeTransition(_ didComplete: Bool)
    func updateInteractiveTransition(_ percentComplete: CGFloat)
    func finishInteractiveTransition()
    func cancelInteractiveTransition()
    func pauseInteractiveTransition()
}
