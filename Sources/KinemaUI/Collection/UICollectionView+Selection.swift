import Foundation

/// Highlight and selection by touch, and in code (UIKit's rules: a touch that lands on an item highlights
/// it if the delegate agrees, lifting it there selects it; selecting in code tells the delegate nothing).
extension UICollectionView {
    public var indexPathsForSelectedItems: [IndexPath]? {
        selectedItems.sorted()
    }

    public func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        if !allowsMultipleSelection {
            for old in selectedItems where old != indexPath { cells[old]?.isSelected = false }
            selectedItems.removeAll()
        }
        guard let indexPath else { return }
        selectedItems.insert(indexPath)
        cells[indexPath]?.isSelected = true
        if !scrollPosition.isEmpty { scrollToItem(at: indexPath, at: scrollPosition, animated: animated) }
    }

    public func deselectItem(at indexPath: IndexPath, animated: Bool) {
        guard selectedItems.remove(indexPath) != nil else { return }
        cells[indexPath]?.isSelected = false
    }

    func touchBegan(_ touches: Set<UITouch>) {
        // Only a touch on a cell, and not one that merely caught the content in flight.
        guard allowsSelection, !touchCaughtMotion, let indexPath = touches.first.flatMap(indexPathOfTouchedCell) else { return }
        guard delegateShouldHighlightItem(at: indexPath) else { return }
        highlighted = indexPath
        cells[indexPath]?.isHighlighted = true
        delegateDidHighlightItem(at: indexPath)
    }

    func touchEnded(_ touches: Set<UITouch>) {
        guard let indexPath = highlighted else { return }
        unhighlightItem()
        if allowsMultipleSelection, selectedItems.contains(indexPath) {
            guard delegateShouldDeselectItem(at: indexPath) else { return }
            deselectItem(at: indexPath, animated: false)
            delegateDidDeselectItem(at: indexPath)
            return
        }
        guard delegateShouldSelectItem(at: indexPath) else { return }
        if !allowsMultipleSelection {
            for old in selectedItems.sorted() where old != indexPath {
                selectedItems.remove(old)
                cells[old]?.isSelected = false
                delegateDidDeselectItem(at: old)
            }
        }
        selectedItems.insert(indexPath)
        cells[indexPath]?.isSelected = true
        delegateDidSelectItem(at: indexPath)
    }

    func unhighlightItem() {
        guard let indexPath = highlighted else { return }
        highlighted = nil
        cells[indexPath]?.isHighlighted = false
        delegateDidUnhighlightItem(at: indexPath)
    }

    /// The item of the cell the touch landed in, found from the touched view up.
    private func indexPathOfTouchedCell(_ touch: UITouch) -> IndexPath? {
        var view = touch.view
        while let current = view, current !== self {
            if let cell = current as? UICollectionViewCell { return indexPath(for: cell) }
            view = current.superview
        }
        return nil
    }
}
