import Foundation
import KinemaUI
import KinemaTweaks

/// The numbers seed 002 hard-codes in its three presentations, as defaulted values the scene tunes.
struct FruitLayoutTuning: Equatable {
    /// `DefaultCollectionViewDelegate.sectionInsets`: 16 / 16 / 20 / 16.
    var sectionInsets = UIEdgeInsets(top: 16.0, left: 16.0, bottom: 20.0, right: 16.0)
    /// The grids' `itemsPerRow`: 3.
    var itemsPerRow: CGFloat = 3
    /// The grids' `minimumItemSpacing`: 8.
    var itemSpacing: CGFloat = 8
    /// The height of the table's rows and of the custom grid's full-width items: 112.
    var fullWidthHeight: CGFloat = 112
    /// Every how many items the custom grid puts a full-width one (`indexPath.item % 4 == 0`).
    var fullWidthPeriod = 4
    /// The table's line spacing (10) and the grids' (20).
    var tableLineSpacing: CGFloat = 10
    var gridLineSpacing: CGFloat = 20
}
