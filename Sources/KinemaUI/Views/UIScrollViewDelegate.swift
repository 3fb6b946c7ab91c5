import Foundation

/// Receives a scroll view's events (UIKit's `UIScrollViewDelegate`; every method is optional).
@MainActor
public protocol UIScrollViewDelegate: AnyObject {
    func scrollViewDidScroll(_ scrollView: UIScrollView)
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView)
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView)
}

extension UIScrollViewDelegate {
    public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
    public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
}

/// Kinema: declared by a subclass of a `UIScrollViewDelegate` class so the methods it adds are called
/// (see `SubclassedDelegateCheck`); the same methods as `UIScrollViewDelegate`, whose defaults serve it too (one body each: Swift takes them as the twin's witnesses).
@MainActor
public protocol UIScrollViewDelegateSubclassing: AnyObject {
    func scrollViewDidScroll(_ scrollView: UIScrollView)
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView)
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView)
}

extension UIScrollView {
    /// Calls a delegate method through the `…Subclassing` twin when the delegate declares it.
    func tellDelegate(
        _ twin: (UIScrollViewDelegateSubclassing) -> Void, plain: (UIScrollViewDelegate) -> Void
    ) {
        if let subclassing = scrollDelegateTwin {
            twin(subclassing)
        } else if let delegate {
            plain(delegate)
        }
    }
}
