import Foundation

/// The collection view's calls to its delegate and data source, and the flow layout's calls to the
/// delegate: through their `…Subclassing` twins when they declare them (so a subclass's own methods are
/// found, as seed 002's presentations need), otherwise through the plain protocols.
extension UICollectionView {
    func collectionDelegateDidChange() {
        collectionDelegate = delegate as? UICollectionViewDelegate
        collectionDelegateTwin = delegate as? UICollectionViewDelegateSubclassing
        flowDelegate = delegate as? UICollectionViewDelegateFlowLayout
        flowDelegateTwin = delegate as? UICollectionViewDelegateFlowLayoutSubclassing
        if let flowDelegate {
            SubclassedDelegateCheck.check(
                flowDelegate, protocolName: "UICollectionViewDelegateFlowLayout",
                twinName: "UICollectionViewDelegateFlowLayoutSubclassing",
                declaresTwin: flowDelegateTwin != nil, conforms: { $0 is UICollectionViewDelegateFlowLayout.Type })
        } else if let collectionDelegate, !(collectionDelegate is UICollectionViewController) {
            // A collection view controller declares every delegate method, so its subclasses' overrides
            // are found without the twin.
            SubclassedDelegateCheck.check(
                collectionDelegate, protocolName: "UICollectionViewDelegate", twinName: "UICollectionViewDelegateSubclassing",
                declaresTwin: collectionDelegateTwin != nil, conforms: { $0 is UICollectionViewDelegate.Type })
        }
        // A flow layout's sizes come from the delegate: a new one lays out anew.
        layout.invalidateLayout()
    }

    func dataSourceDidChange() {
        dataSourceTwin = dataSource as? UICollectionViewDataSourceSubclassing
        guard let dataSource, !(dataSource is UICollectionViewController) else { return }
        SubclassedDelegateCheck.check(
            dataSource, protocolName: "UICollectionViewDataSource", twinName: "UICollectionViewDataSourceSubclassing",
            declaresTwin: dataSourceTwin != nil, conforms: { $0 is UICollectionViewDataSource.Type })
    }

    func dataSourceNumberOfSections(_ dataSource: UICollectionViewDataSource) -> Int {
        dataSourceTwin?.numberOfSections(in: self) ?? dataSource.numberOfSections(in: self)
    }

    func dataSourceSupplementaryView(_ dataSource: UICollectionViewDataSource, kind: String, at indexPath: IndexPath) -> UICollectionReusableView {
        if let twin = dataSourceTwin { return twin.collectionView(self, viewForSupplementaryElementOfKind: kind, at: indexPath) }
        return dataSource.collectionView(self, viewForSupplementaryElementOfKind: kind, at: indexPath)
    }

    // MARK: Flow layout

    func flowItemSize(at indexPath: IndexPath, layout: UICollectionViewFlowLayout) -> CGSize {
        if let twin = flowDelegateTwin { return twin.collectionView(self, layout: layout, sizeForItemAt: indexPath) }
        return flowDelegate?.collectionView(self, layout: layout, sizeForItemAt: indexPath) ?? layout.itemSize
    }

    func flowInset(forSection section: Int, layout: UICollectionViewFlowLayout) -> UIEdgeInsets {
        if let twin = flowDelegateTwin { return twin.collectionView(self, layout: layout, insetForSectionAt: section) }
        return flowDelegate?.collectionView(self, layout: layout, insetForSectionAt: section) ?? layout.sectionInset
    }

    func flowLineSpacing(forSection section: Int, layout: UICollectionViewFlowLayout) -> CGFloat {
        if let twin = flowDelegateTwin { return twin.collectionView(self, layout: layout, minimumLineSpacingForSectionAt: section) }
        return flowDelegate?.collectionView(self, layout: layout, minimumLineSpacingForSectionAt: section) ?? layout.minimumLineSpacing
    }

    func flowInteritemSpacing(forSection section: Int, layout: UICollectionViewFlowLayout) -> CGFloat {
        if let twin = flowDelegateTwin { return twin.collectionView(self, layout: layout, minimumInteritemSpacingForSectionAt: section) }
        return flowDelegate?.collectionView(self, layout: layout, minimumInteritemSpacingForSectionAt: section) ?? layout.minimumInteritemSpacing
    }

    func flowHeaderSize(forSection section: Int, layout: UICollectionViewFlowLayout) -> CGSize {
        if let twin = flowDelegateTwin { return twin.collectionView(self, layout: layout, referenceSizeForHeaderInSection: section) }
        return flowDelegate?.collectionView(self, layout: layout, referenceSizeForHeaderInSection: section) ?? layout.headerReferenceSize
    }

    func flowFooterSize(forSection section: Int, layout: UICollectionViewFlowLayout) -> CGSize {
        if let twin = flowDelegateTwin { return twin.collectionView(self, layout: layout, referenceSizeForFooterInSection: section) }
        return flowDelegate?.collectionView(self, layout: layout, referenceSizeForFooterInSection: section) ?? layout.footerReferenceSize
    }

    // MARK: Items

    func delegateWillDisplay(_ cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {
        if let twin = collectionDelegateTwin { return twin.collectionView(self, willDisplay: cell, forItemAt: indexPath) }
        collectionDelegate?.collectionView(self, willDisplay: cell, forItemAt: indexPath)
    }

    func delegateDidEndDisplaying(_ cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {
        if let twin = collectionDelegateTwin { return twin.collectionView(self, didEndDisplaying: cell, forItemAt: indexPath) }
        collectionDelegate?.collectionView(self, didEndDisplaying: cell, forItemAt: indexPath)
    }

    func delegateShouldHighlightItem(at indexPath: IndexPath) -> Bool {
        if let twin = collectionDelegateTwin { return twin.collectionView(self, shouldHighlightItemAt: indexPath) }
        return collectionDelegate?.collectionView(self, shouldHighlightItemAt: indexPath) ?? true
    }

    func delegateDidHighlightItem(at indexPath: IndexPath) {
        if let twin = collectionDelegateTwin { return twin.collectionView(self, didHighlightItemAt: indexPath) }
        collectionDelegate?.collectionView(self, didHighlightItemAt: indexPath)
    }

    func delegateDidUnhighlightItem(at indexPath: IndexPath) {
        if let twin = collectionDelegateTwin { return twin.collectionView(self, didUnhighlightItemAt: indexPath) }
        collectionDelegate?.collectionView(self, didUnhighlightItemAt: indexPath)
    }

    func delegateShouldSelectItem(at indexPath: IndexPath) -> Bool {
        if let twin = collectionDelegateTwin { return twin.collectionView(self, shouldSelectItemAt: indexPath) }
        return collectionDelegate?.collectionView(self, shouldSelectItemAt: indexPath) ?? true
    }

    func delegateDidSelectItem(at indexPath: IndexPath) {
        if let twin = collectionDelegateTwin { return twin.collectionView(self, didSelectItemAt: indexPath) }
        collectionDelegate?.collectionView(self, didSelectItemAt: indexPath)
    }

    func delegateShouldDeselectItem(at indexPath: IndexPath) -> Bool {
        if let twin = collectionDelegateTwin { return twin.collectionView(self, shouldDeselectItemAt: indexPath) }
        return collectionDelegate?.collectionView(self, shouldDeselectItemAt: indexPath) ?? true
    }

    func delegateDidDeselectItem(at indexPath: IndexPath) {
        if let twin = collectionDelegateTwin { return twin.collectionView(self, didDeselectItemAt: indexPath) }
        collectionDelegate?.collectionView(self, didDeselectItemAt: indexPath)
    }
}
