import Foundation
import KinemaGraphics

/// The status bar, storyboards and segues, as iOS code touches them. Kinema's device has no status bar,
/// and Kinema has no storyboards (views are built in code): these compile, do what UIKit does in code,
/// and say so where UIKit would do something Kinema cannot.
extension UIViewController {
    /// Asks for the status bar's appearance to be read again; Kinema has no status bar to update.
    public func setNeedsStatusBarAppearanceUpdate() {}

    /// The storyboard the controller came from: always nil (Kinema has no storyboards).
    public var storyboard: UIStoryboard? { nil }

    /// Runs the storyboard segue named `identifier`. Kinema has no storyboards, so there is none: the
    /// call is reported once per identifier on standard error and nothing happens (present or push the
    /// controller in code instead).
    public func performSegue(withIdentifier identifier: String, sender: Any?) {
        SegueReport.missing(identifier, in: self)
    }
}

/// The status bar's style (UIKit's names; Kinema draws no status bar).
public enum UIStatusBarStyle: Int, Sendable {
    case `default` = 0, lightContent = 1, darkContent = 3
}

/// How the status bar animates its changes (UIKit's names; Kinema draws no status bar).
public enum UIStatusBarAnimation: Int, Sendable {
    case none, fade, slide
}

/// A storyboard. Kinema has none, so a controller's `storyboard` is always nil and none can be loaded
/// (its initializer is unavailable, with the reason).
@MainActor
open class UIStoryboard: NSObject {
    private override init() {}
}

/// A storyboard segue: made and run in code, as UIKit allows (`perform()` does nothing by itself; a
/// subclass overrides it); no storyboard ever makes one.
@MainActor
open class UIStoryboardSegue: NSObject {
    public let identifier: String?
    public let source: UIViewController
    public let destination: UIViewController

    public init(identifier: String?, source: UIViewController, destination: UIViewController) {
        self.identifier = identifier
        self.source = source
        self.destination = destination
    }

    open func perform() {}
}

/// The coordinator a controller is given in `viewWillTransition(to:with:)`: Kinema's size changes are
/// a window resized, not animated, so alongside blocks run at once (in the new size) and completions after.
@MainActor
public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext {
    @discardableResult
    func animate(
        alongsideTransition animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool
}

/// What a transition's blocks are told about it.
@MainActor
public protocol UIViewControllerTransitionCoordinatorContext: AnyObject {
    var isAnimated: Bool { get }
    var isCancelled: Bool { get }
    var transitionDuration: TimeInterval { get }
    var containerView: UIView { get }
}

/// The coordinator of a window resize: its blocks are collected, then run once the new size is set.
@MainActor
final class SizeChangeCoordinator: UIViewControllerTransitionCoordinator {
    let containerView: UIView
    var isAnimated: Bool { false }
    var isCancelled: Bool { false }
    var transitionDuration: TimeInterval { 0 }
    private var alongside: [(UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var completions: [(UIViewControllerTransitionCoordinatorContext) -> Void] = []

    init(containerView: UIView) {
        self.containerView = containerView
    }

    func animate(
        alongsideTransition animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool {
        if let animation { alongside.append(animation) }
        if let completion { completions.append(completion) }
        return true
    }

    /// The size is set: alongside blocks, then completions.
    func finish() {
        for block in alongside { block(self) }
        for block in completions { block(self) }
    }
}

/// Reports a segue that cannot run, once per identifier.
@MainActor
enum SegueReport {
    static let reports = ReportedOnce()

    static func missing(_ identifier: String, in controller: UIViewController) {
        reports.report(identifier, """
            Kinema: \(type(of: controller)) performed the segue "\(identifier)", but Kinema has no storyboards, so \
            there is no segue to run. Make the destination controller in code and present or push it \
            (docs/pasted-code.md#storyboards-and-outlets).
            """)
    }
}
