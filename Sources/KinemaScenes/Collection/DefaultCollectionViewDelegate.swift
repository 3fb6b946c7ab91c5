import Foundation
import KinemaUI
import KinemaTweaks

// Seed 002's base presentation, as written, except that `sectionInsets` reads the scene's tuning (its
// default is the article's 16 / 16 / 20 / 16) and `tuning` is added for the subclasses' numbers.
class DefaultCollectionViewDelegate: NSObject, CollectionViewSelectableItemDelegate {
    var didSelectItem: ((_ indexPath: IndexPath) -> Void)?
    var sectionInsets: UIEdgeInsets { tuning.sectionInsets }

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        didSelectItem?(indexPath)
    }

    func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {
        let cell = collectionView.cellForItem(at: indexPath)
        cell?.backgroundColor = UIColor.clear
    }

    func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) {
        let cell = collectionView.cellForItem(at: indexPath)
        cell?.backgroundColor = UIColor.white
    }

    /// Kinema: the article's numbers, tunable (`FruitLayoutTuning`).
    var tuning = FruitLayoutTuning()
}
