import Foundation
import KinemaCore

/// Registering cell and supplementary view classes, and dequeueing reused ones.
extension UICollectionView {
    public func register(_ cellClass: UICollectionViewCell.Type, forCellWithReuseIdentifier identifier: String) {
        pool.register(identifier) { identifier in
            let cell = cellClass.init(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
            cell.reuseIdentifier = identifier
            return cell
        }
    }

    public func register(
        _ viewClass: UICollectionReusableView.Type, forSupplementaryViewOfKind kind: String, withReuseIdentifier identifier: String
    ) {
        let pool = supplementaryPools[kind] ?? ReusePool<UICollectionReusableView>()
        pool.register(identifier) { identifier in
            let view = viewClass.init(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
            view.reuseIdentifier = identifier
            return view
        }
        supplementaryPools[kind] = pool
    }

    /// A cell for `identifier`: a pooled one (after `prepareForReuse()`), or a new one of the registered
    /// class (after `awakeFromNib()`). An unregistered identifier stops the program, as UIKit raises.
    public func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionViewCell {
        if let cell = pool.dequeue(identifier) { return cell }
        fatalError("could not dequeue a view of kind: UICollectionElementKindCell with identifier \(identifier) - must register a nib or a class for the identifier")
    }

    public func dequeueReusableSupplementaryView(
        ofKind kind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath
    ) -> UICollectionReusableView {
        if let view = supplementaryPools[kind]?.dequeue(identifier) { return view }
        fatalError("could not dequeue a view of kind: \(kind) with identifier \(identifier) - must register a nib or a class for the identifier")
    }
}
