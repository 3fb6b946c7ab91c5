import Foundation
import KinemaUI
import KinemaTweaks

// Seed 002's table presentation, as written, with its 112 and 10 read from the tuning. The one line after
// the class is what Kinema asks of a subclass that adds delegate methods (see SubclassedDelegateCheck).
class TabledContentCollectionViewDelegate: DefaultCollectionViewDelegate {
    // MARK: - UICollectionViewDelegateFlowLayout
    func collectionView(_ collectionView: UICollectionView,
                        layout collectionViewLayout: UICollectionViewLayout,
                        sizeForItemAt indexPath: IndexPath) -> CGSize {
        let paddingSpace = sectionInsets.left + sectionInsets.right
        let widthPerItem = collectionView.bounds.width - paddingSpace
        return CGSize(width: widthPerItem, height: tuning.fullWidthHeight)
    }

    func collectionView(_ collectionView: UICollectionView,
                        layout collectionViewLayout: UICollectionViewLayout,
                        insetForSectionAt section: Int) -> UIEdgeInsets {
        return sectionInsets
    }

    func collectionView(_ collectionView: UICollectionView,
                        layout collectionViewLayout: UICollectionViewLayout,
                        minimumLineSpacingForSectionAt section: Int) -> CGFloat {
        return tuning.tableLineSpacing
    }
}

extension TabledContentCollectionViewDelegate: UICollectionViewDelegateFlowLayoutSubclassing {}
