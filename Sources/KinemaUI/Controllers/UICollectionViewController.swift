import Foundation

/// UIKit's collection view controller: its view is a collection view whose data source and delegate it
/// is. Subclasses override the data-source and delegate methods they need (`override func
/// collectionView(_:numberOfItemsInSection:)` …, as in UIKit); the controller declares them all, so a
/// subclass needs no `…Subclassing` line.
@MainActor
open class UICollectionViewController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegate {
    public let collectionViewLayout: UICollectionViewLayout

    /// The controller's view, a collection view.
    public var collectionView: UICollectionView! {
        get {
            if storedCollectionView == nil { _ = view }
            return storedCollectionView
        }
        set {
            storedCollectionView = newValue
            view = newValue
        }
    }
    private var storedCollectionView: UICollectionView?

    public init(collectionViewLayout layout: UICollectionViewLayout) {
        collectionViewLayout = layout
        super.init(nibName: nil, bundle: nil)
    }

    /// A controller with a flow layout (what a storyboard's collection view controller starts with).
    public convenience init() {
        self.init(collectionViewLayout: UICollectionViewFlowLayout())
    }

    /// A controller with a flow layout (no nib is loaded).
    public override convenience init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        self.init(collectionViewLayout: UICollectionViewFlowLayout())
    }

    /// Kinema has no storyboards: a decoded controller is one with a flow layout.
    public required convenience init?(coder: NSCoder) {
        self.init(collectionViewLayout: UICollectionViewFlowLayout())
    }

    open override func loadView() {
        let collectionView = UICollectionView(frame: UIScreen.main.bounds, collectionViewLayout: collectionViewLayout)
        collectionView.dataSource = self
        collectionView.delegate = self
        storedCollectionView = collectionView
        view = collectionView
    }

    // MARK: UICollectionViewDataSource

    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 0 }

    open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        fatalError("\(type(of: self)) must override collectionView(_:cellForItemAt:) (UIKit raises the same)")
    }

    open func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }

    open func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
        UICollectionView.noSupplementaryView
    }

    // MARK: UICollectionViewDelegate

    open func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool { true }
    open func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {}
    open func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) {}
    open func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool { true }
    open func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {}
    open func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool { true }
    open func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {}
    open func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {}
    open func collectionView(_ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {}

    // MARK: UIScrollViewDelegate

    open func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    open func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    open func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
    open func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
}
