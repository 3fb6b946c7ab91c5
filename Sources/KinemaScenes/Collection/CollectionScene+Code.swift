import Foundation

extension CollectionScene {
    /// Seed 002's layout numbers and the layout change's animation.
    public func swiftCode() -> String? {
        let n = SwiftSource.number, w = SwiftSource.whole
        let insets = ["insetTop", "insetLeft", "insetBottom", "insetRight"].map { w(value($0)) }
        return """
            // Seed 002's gridded layout delegates
            private let itemsPerRow: CGFloat = \(w(value("perRow")))
            private let minimumItemSpacing: CGFloat = \(w(value("spacing")))
            private let sectionInsets = UIEdgeInsets(top: \(insets[0]), left: \(insets[1]), bottom: \(insets[2]), right: \(insets[3]))
            // CustomGriddedContentCollectionViewDelegate: every \(w(value("period")))th item full width, \(w(value("fullHeight"))) pt high
            if indexPath.item % \(w(value("period"))) == 0 {
                itemSize = CGSize(width: itemWidth, height: \(w(value("fullHeight"))))
            }
            // The layout change: performBatchUpdates({ reloadData() }) animates over \(n(value("duration") * (parameter("slow")!.index == 1 ? 10 : 1))) s
            collectionView.performBatchUpdates({
                self.collectionView.reloadData()
            }, completion: nil)

            """
    }
}
