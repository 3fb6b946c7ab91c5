import Foundation

/// Animated layout changes: `performBatchUpdates(_:completion:)` and `setCollectionViewLayout(_:animated:)`.
///
/// Every cell visible before or after moves from its old attributes to its new ones in one
/// `UIView.animate` block (`layoutChangeDuration`, ease in–out; inside another animation block, that
/// block's timing, as UIKit nests). A cell's `layoutSubviews` runs inside the block, so what it changes
/// there animates with it, and a `UIView.animate` it starts inherits the block's timing. Items that come
/// into view start where the old layout had them (off screen); items that are new fade in from the
/// layout's `initialLayoutAttributesForAppearingItem(at:)`; items that are gone fade out to
/// `finalLayoutAttributesForDisappearingItem(at:)`. The content offset is kept, clamped to the new
/// content, unless `anchorsFirstVisibleItemOnLayoutChange`. The layout is asked about the new visible
/// rectangle, and about single items only for the cells that leave the view.
extension UICollectionView {
    /// Runs `updates`, then animates every cell to the layout's new attributes. `reloadData()` inside
    /// `updates` re-reads the counts and keeps the cells (items keep their index paths), as seed 002
    /// uses it to animate a change of presentation.
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        let before = shownAttributes()
        let oldGeometry = layout.itemGeometry()
        let oldCounts = itemCounts
        isPerformingUpdates = true
        updates?()
        isPerformingUpdates = false
        countsNeedReload = true
        layout.invalidateLayout()
        prepareLayoutIfNeeded()
        animateLayoutChange(from: before, oldCounts: oldCounts, old: { oldGeometry?($0) }, completion: completion)
    }

    /// Changes the layout; animated, every cell moves to the new layout's attributes (the old layout says
    /// where items that come into view start). `completion` runs when the change ends.
    public func setCollectionViewLayout(
        _ newLayout: UICollectionViewLayout, animated: Bool, completion: ((Bool) -> Void)? = nil
    ) {
        guard newLayout !== layout else {
            completion?(true)
            return
        }
        let before = shownAttributes()
        let oldLayout = layout
        oldLayout.collectionView = nil
        layout = newLayout
        newLayout.collectionView = self
        newLayout.invalidateLayout()
        boundsSeenByLayout = nil
        prepareLayoutIfNeeded()
        guard animated else {
            shownFor = nil
            setNeedsLayout()
            completion?(true)
            return
        }
        animateLayoutChange(
            from: before, oldCounts: itemCounts, old: { oldLayout.layoutAttributesForItem(at: $0) }, completion: completion)
    }

    public func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool) {
        setCollectionViewLayout(layout, animated: animated, completion: nil)
    }

    /// The visible cells' attributes as last applied (what is on screen, at rest).
    private func shownAttributes() -> [IndexPath: UICollectionViewLayoutAttributes] {
        appliedAttributes.filter { cells[$0.key] != nil }
    }

    private func animateLayoutChange(
        from before: [IndexPath: UICollectionViewLayoutAttributes], oldCounts: [Int],
        old: (IndexPath) -> UICollectionViewLayoutAttributes?, completion: ((Bool) -> Void)?
    ) {
        let offset = clamped(targetOffset(from: before))
        let rect = CGRect(origin: offset, size: bounds.size)
        var after: [IndexPath: UICollectionViewLayoutAttributes] = [:]
        if dataSource != nil {
            for attributes in layout.layoutAttributesForElements(in: rect) ?? []
            where attributes.representedElementCategory == .cell && attributes.frame.intersects(rect)
                && itemExists(attributes.indexPath, in: itemCounts) {
                after[attributes.indexPath] = attributes
            }
        }
        // Cells that come into view start where they were, or fade in where they are going.
        for indexPath in after.keys.sorted() where cells[indexPath] == nil {
            let start: UICollectionViewLayoutAttributes
            if itemExists(indexPath, in: oldCounts), let was = before[indexPath] ?? old(indexPath) {
                start = was
            } else {
                start = layout.initialLayoutAttributesForAppearingItem(at: indexPath) ?? Self.faded(after[indexPath]!)
            }
            realiseCell(at: indexPath, startingWith: start)
        }
        // Cells that leave the view go where the new layout puts them, or fade out where they were.
        var leaving: [IndexPath: UICollectionViewLayoutAttributes] = [:]
        for indexPath in cells.keys where after[indexPath] == nil {
            if itemExists(indexPath, in: itemCounts), let destination = layout.layoutAttributesForItem(at: indexPath) {
                leaving[indexPath] = destination
            } else if let was = before[indexPath] ?? appliedAttributes[indexPath] {
                leaving[indexPath] = layout.finalLayoutAttributesForDisappearingItem(at: indexPath) ?? Self.faded(was)
            }
        }
        animatingItems = Set(cells.keys)
        shownFor = (rect, layoutGeneration)
        let moveOffset = offset != contentOffset
        UIView.animate(withDuration: layoutChangeDuration, delay: 0, options: [.curveEaseInOut]) {
            if moveOffset { self.bounds = CGRect(origin: offset, size: self.bounds.size) }
            for indexPath in after.keys.sorted() { self.apply(after[indexPath]!, to: indexPath, animated: true) }
            for indexPath in leaving.keys.sorted() { self.apply(leaving[indexPath]!, to: indexPath, animated: true) }
        } completion: { finished in
            self.animatingItems.removeAll()
            self.shownFor = nil
            self.setNeedsLayout()
            completion?(finished)
        }
    }

    /// Where the content offset goes: kept (UIKit), or moved so the first visible item stays put on screen.
    private func targetOffset(from before: [IndexPath: UICollectionViewLayoutAttributes]) -> CGPoint {
        var offset = contentOffset
        guard anchorsFirstVisibleItemOnLayoutChange,
            let first = before.keys.filter({ before[$0]!.frame.intersects(bounds) }).min(),
            let was = before[first], let now = layout.layoutAttributesForItem(at: first)
        else { return offset }
        let vertical = (layout as? UICollectionViewFlowLayout)?.scrollDirection != .horizontal
        if vertical {
            offset.y = now.frame.minY - (was.frame.minY - contentOffset.y)
        } else {
            offset.x = now.frame.minX - (was.frame.minX - contentOffset.x)
        }
        return offset
    }

    static func faded(_ attributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
        let copy = attributes.copy() as! UICollectionViewLayoutAttributes
        copy.alpha = 0
        return copy
    }
}
