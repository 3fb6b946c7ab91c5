import Foundation

/// Decides where a collection view's items go (UIKit's abstract `UICollectionViewLayout`). Subclasses
/// override `prepare()`, `collectionViewContentSize`, `layoutAttributesForElements(in:)` and
/// `layoutAttributesForItem(at:)`; the collection view asks for the visible rectangle only.
///
/// `invalidateLayout()` marks the layout for a new `prepare()` at the collection view's next layout pass
/// (or at once when it is asked for attributes).
@MainActor
open class UICollectionViewLayout: NSObject {
    /// The collection view using this layout (set when the layout is given to one).
    public internal(set) weak var collectionView: UICollectionView?
    /// Whether `prepare()` must run before attributes are asked for.
    var needsPrepare = true

    public override init() {
        super.init()
    }

    /// Computes the layout; called before the first query after an invalidation.
    open func prepare() {}

    /// The size of the whole content, after `prepare()`.
    open var collectionViewContentSize: CGSize { .zero }

    /// The attributes of every element that intersects `rect`.
    open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { nil }

    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    open func layoutAttributesForSupplementaryView(
        ofKind elementKind: String, at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? { nil }

    /// Marks the layout as out of date: the collection view lays out again, and `prepare()` runs first.
    open func invalidateLayout() {
        needsPrepare = true
        collectionView?.setNeedsLayout()
    }

    /// Whether a change of the visible bounds (a scroll, a resize) invalidates the layout. False here.
    open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { false }

    /// Where an item that appears in an animated update starts; nil: at its final place, faded in.
    open func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// Where an item that disappears in an animated update ends; nil: at its old place, faded out.
    open func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// Runs `prepare()` if the layout was invalidated.
    func prepareIfNeeded() {
        guard needsPrepare else { return }
        needsPrepare = false
        prepare()
    }

    /// Kinema: the layout's item frames as they are now, kept for animating from them after the layout is
    /// invalidated (a flow layout keeps its whole geometry; others answer nil and items that were off
    /// screen start where they end).
    func itemGeometry() -> ((IndexPath) -> UICollectionViewLayoutAttributes?)? { nil }
}
