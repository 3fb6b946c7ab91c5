import Foundation

extension CollectionScene {
    /// Seed 002's layout numbers and the layout change's animation.
    public func swiftCode() -> String? {
        let n = SwiftSource.number, w = SwiftSource.whole
        let insets = [insetTop, insetLeft, insetBottom, insetRight].map(w)
        return """
            // Seed 002's gridded layout delegates
            private let itemsPerRow: CGFloat = \(String(perRow))
            private let minimumItemSpacing: CGFloat = \(w(spacing))
            private let sectionInsets = UIEdgeInsets(top: \(insets[0]), left: \(insets[1]), bottom: \(insets[2]), right: \(insets[3]))
            // CustomGriddedContentCollectionViewDelegate: every \(String(period))th item full width, \(w(fullHeight)) pt high
            if indexPath.item % \(String(period)) == 0 {
                itemSize = CGSize(width: itemWidth, height: \(w(fullHeight)))
            }
            // The layout change: performBatchUpdates({ reloadData() }) animates over \(n(duration * (slow ? 10 : 1))) s
            collectionView.performBatchUpdates({
                self.collectionView.reloadData()
            }, completion: nil)

            """
    }
}
