import Foundation

/// UIKit's view controller: owns a view (created by `loadView`, configured in `viewDidLoad`) and has child
/// controllers. Storyboards and XIBs do not exist here: build views in code.
@MainActor
open class UIViewController: UIResponder {
    private var loadedView: UIView?
    /// Also the title of its navigation item (as in UIKit).
    public var title: String? { didSet { storedNavigationItem?.title = title } }
    public private(set) var children: [UIViewController] = []
    public private(set) weak var parent: UIViewController?
    /// The edges along which the view extends under its container's bars (UIKit's default: all). A tab
    /// bar controller honours `.bottom`; the navigation controller keeps its content below its bar.
    public var edgesForExtendedLayout: UIRectEdge = .all
    /// Whether the view extends under an opaque bar too (UIKit's default: no; bars are translucent by
    /// default, so the view already extends under them).
    public var extendedLayoutIncludesOpaqueBars = false

    // Presentation (see UIViewController+Presentation.swift).
    /// How this controller covers its presenter when presented (UIKit's default `.automatic`).
    public var modalPresentationStyle: UIModalPresentationStyle = .automatic
    /// The built-in animation used when no transitioning delegate gives one.
    public var modalTransitionStyle: UIModalTransitionStyle = .coverVertical
    /// Hands out custom transition animators for presenting and dismissing this controller (weak, as in
    /// UIKit: keep it alive yourself).
    public weak var transitioningDelegate: UIViewControllerTransitioningDelegate?
    /// The controller this one presents, from the moment `present` begins until a dismissal completes.
    public internal(set) var presentedViewController: UIViewController?
    /// The controller that presents this one.
    public internal(set) weak var presentingViewController: UIViewController?
    public internal(set) var isBeingPresented = false
    public internal(set) var isBeingDismissed = false
    /// The container the presented controller's view lives in (UIKit's transition view).
    var presentationContainer: UIView?
    /// The presentation style in effect for the controller this one presents.
    var presentedStyle: UIModalPresentationStyle = .fullScreen
    /// Backs `tabBarItem` (UITabBarItem.swift).
    var storedTabBarItem: UITabBarItem?
    var storedNavigationItem: UINavigationItem?
    /// Where this controller's view lived before it presented full screen.
    var homeBeforePresenting = ViewHome(superview: nil, index: 0)

    /// The traits the controller's views draw with: the app's appearance (`--dark`, key D).
    public var traitCollection: UITraitCollection { UITraitCollection.current }

    /// UIKit's designated initializer. Kinema has no nibs: a nib name is kept (`nibName`) but no nib is
    /// loaded, and `loadView()` builds the view as when it is nil.
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        nibName = nibNameOrNil
        nibBundle = nibBundleOrNil
        super.init()
    }

    /// UIKit's initializer for controllers decoded from a storyboard. Kinema has none, so nothing calls
    /// it; subclasses declare it as on iOS (`required init?(coder:)`), and `super.init(coder:)` gives a
    /// controller as `init()` does.
    public required init?(coder: NSCoder) {
        nibName = nil
        nibBundle = nil
        super.init()
    }

    /// A controller without a nib (UIKit's `init()` is a convenience initializer: a subclass's own
    /// initializer calls `super.init(nibName: nil, bundle: nil)`).
    public convenience override init() {
        self.init(nibName: nil, bundle: nil)
    }

    /// The nib name given to `init(nibName:bundle:)` (no nib is ever loaded).
    public let nibName: String?
    /// The bundle given to `init(nibName:bundle:)`.
    public let nibBundle: Bundle?

    /// The root view, loaded on first access.
    public var view: UIView! {
        get {
            loadViewIfNeeded()
            return loadedView
        }
        set {
            loadedView?.viewController = nil
            loadedView = newValue
            newValue?.viewController = self
        }
    }

    public var isViewLoaded: Bool { loadedView != nil }

    /// The view if it has been loaded, without loading it (UIKit's `viewIfLoaded`).
    public var viewIfLoaded: UIView? { loadedView }

    public func loadViewIfNeeded() {
        guard loadedView == nil else { return }
        loadView()
        if loadedView == nil { view = UIView(frame: UIScreen.main.bounds) }
        viewDidLoad()
    }

    /// Creates the root view; the default is a plain view the size of the screen.
    open func loadView() {
        let root = UIView(frame: UIScreen.main.bounds)
        root.backgroundColor = .systemBackground
        view = root
    }

    open func viewDidLoad() {}
    open func viewWillAppear(_ animated: Bool) {}
    open func viewDidAppear(_ animated: Bool) {}
    open func viewWillDisappear(_ animated: Bool) {}
    open func viewDidDisappear(_ animated: Bool) {}
    open func viewWillLayoutSubviews() {}
    open func viewDidLayoutSubviews() {}

    /// Insets added to the view's safe area (a custom bar of your own), in points.
    public var additionalSafeAreaInsets: UIEdgeInsets = .zero {
        didSet {
            guard additionalSafeAreaInsets != oldValue, let view = loadedView else { return }
            view.layoutState?.memberOf?.needsSolve = true
            view.setNeedsLayout()
        }
    }

    /// Whether the root view's margins are at least `systemMinimumLayoutMargins` (true, as in UIKit).
    public var viewRespectsSystemMinimumLayoutMargins = true

    /// UIKit's least margins of a controller's root view: 16 points at the sides on a phone-sized view,
    /// 20 on a wider one; none at the top and bottom.
    open var systemMinimumLayoutMargins: NSDirectionalEdgeInsets {
        let side: CGFloat = (loadedView?.bounds.width ?? 0) >= 600 ? 20 : 16
        return NSDirectionalEdgeInsets(top: 0, leading: side, bottom: 0, trailing: side)
    }

    open override var next: UIResponder? { loadedView?.superview ?? parent }

    // MARK: - Appearance

    /// Where the controller's view is in its appearance cycle.
    enum Appearance {
        case disappeared, appearing, appeared, disappearing
    }

    private(set) var appearance = Appearance.disappeared
    private var appearanceIsAnimated = false

    /// Whether appearance callbacks reach child controllers on their own (UIKit's default: true). A
    /// container that returns false calls `beginAppearanceTransition` / `endAppearanceTransition` on its
    /// children itself.
    open var shouldAutomaticallyForwardAppearanceMethods: Bool { true }

    /// Starts an appearance change: `viewWillAppear` or `viewWillDisappear`, once per change (a second call
    /// for the same change does nothing, as in UIKit), forwarded to the children whose views are in this
    /// controller's view.
    public func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        let target: Appearance = isAppearing ? .appearing : .disappearing
        switch (appearance, isAppearing) {
        case (.appearing, true), (.appeared, true), (.disappearing, false), (.disappeared, false): return
        default: break
        }
        appearance = target
        appearanceIsAnimated = animated
        traceAppearance(isAppearing ? "viewWillAppear" : "viewWillDisappear")
        if isAppearing { viewWillAppear(animated) } else { viewWillDisappear(animated) }
        for child in appearanceChildren { child.beginAppearanceTransition(isAppearing, animated: animated) }
    }

    /// Ends the change begun by `beginAppearanceTransition`: `viewDidAppear` or `viewDidDisappear`.
    public func endAppearanceTransition() {
        switch appearance {
        case .appearing:
            appearance = .appeared
            traceAppearance("viewDidAppear")
            viewDidAppear(appearanceIsAnimated)
        case .disappearing:
            appearance = .disappeared
            traceAppearance("viewDidDisappear")
            viewDidDisappear(appearanceIsAnimated)
        case .appeared, .disappeared:
            return
        }
        for child in appearanceChildren { child.endAppearanceTransition() }
    }

    /// Reports an appearance callback to the tracer of the controller's engine, under its class name, so
    /// tests can assert the order across controllers.
    private func traceAppearance(_ name: String) {
        loadedView?.animationEngine.tracer?.record(String(describing: type(of: self)), name)
    }

    /// Children that receive this controller's appearance callbacks: those whose views it shows.
    private var appearanceChildren: [UIViewController] {
        guard shouldAutomaticallyForwardAppearanceMethods, let view = loadedView else { return [] }
        return children.filter { $0.loadedView?.isDescendant(of: view) == true }
    }

    /// The root view joined or left a window: a controller that is on screen (a root, or the child of one
    /// that is) appears or disappears with it, unless a transition is already doing so.
    func viewDidMoveToWindow(_ window: UIWindow?) {
        if window != nil {
            guard appearance == .disappeared, parent.map({ $0.appearance == .appeared || $0.appearance == .appearing }) ?? true
            else { return }
            beginAppearanceTransition(true, animated: false)
            endAppearanceTransition()
        } else if appearance == .appeared {
            beginAppearanceTransition(false, animated: false)
            endAppearanceTransition()
        }
    }

    // MARK: - Children

    /// Adds a child controller, calling its `willMove(toParent:)` first as UIKit does; the caller adds the
    /// child's view and then calls `child.didMove(toParent: self)`.
    open func addChild(_ child: UIViewController) {
        guard child !== self, child.parent !== self else { return }
        child.removeFromParent()
        child.willMove(toParent: self)
        children.append(child)
        child.parent = self
    }

    /// Removes the controller from its parent, calling its `didMove(toParent: nil)` afterwards as UIKit does;
    /// the caller calls `willMove(toParent: nil)` before and removes the view.
    open func removeFromParent() {
        guard let parent else { return }
        parent.children.removeAll { $0 === self }
        self.parent = nil
        didMove(toParent: nil)
    }

    open func willMove(toParent parent: UIViewController?) {}
    open func didMove(toParent parent: UIViewController?) {}

    // MARK: - What iOS code overrides that Kinema has no use for (see UIViewController+System.swift)

    /// The status bar's style over this controller. Kinema's device has no status bar: kept for the code
    /// that overrides it, never read.
    open var preferredStatusBarStyle: UIStatusBarStyle { .default }
    /// Whether the status bar hides over this controller; never read (no status bar).
    open var prefersStatusBarHidden: Bool { false }
    open var preferredStatusBarUpdateAnimation: UIStatusBarAnimation { .fade }
    /// Sent by iOS when memory runs low; Kinema never sends it.
    open func didReceiveMemoryWarning() {}
    /// A segue is about to run; Kinema has no storyboards, so none ever does.
    open func prepare(for segue: UIStoryboardSegue, sender: Any?) {}
    /// Whether a segue may run; never asked (no storyboards).
    open func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool { true }

    /// The controller's view is about to change size (Kinema: the window was resized). The default
    /// tells the children, as UIKit's does; the coordinator runs its alongside blocks without animation.
    open func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        for child in children { child.viewWillTransition(to: size, with: coordinator) }
    }
}
