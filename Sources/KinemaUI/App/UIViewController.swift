import Foundation

/// UIKit's view controller: owns a view (created by `loadView`, configured in `viewDidLoad`) and has child
/// controllers. Storyboards and XIBs do not exist here: build views in code.
@MainActor
open class UIViewController: UIResponder {
    private var loadedView: UIView?
    public var title: String?
    public private(set) var children: [UIViewController] = []
    public private(set) weak var parent: UIViewController?

    public override init() {
        super.init()
    }

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

    open override var next: UIResponder? { loadedView?.superview ?? parent }

    // MARK: - Children

    public func addChild(_ child: UIViewController) {
        child.removeFromParent()
        children.append(child)
        child.parent = self
    }

    public func removeFromParent() {
        parent?.children.removeAll { $0 === self }
        parent = nil
    }

    open func willMove(toParent parent: UIViewController?) {}
    open func didMove(toParent parent: UIViewController?) {}
}
