import Foundation
import KinemaUI
import KinemaTweaks

// Seed 002's protocol, as written but for `class`, which Swift now spells `AnyObject`.
protocol CollectionViewSelectableItemDelegate: AnyObject, UICollectionViewDelegateFlowLayout {
    var didSelectItem: ((_ indexPath: IndexPath) -> Void)? { get set }
}
