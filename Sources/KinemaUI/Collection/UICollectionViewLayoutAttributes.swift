import Foundation
import KinemaCore

/// Where and how one item (or supplementary view) of a collection view is shown (UIKit's
/// `UICollectionViewLayoutAttributes`). A cell takes these values through `apply(_:)`. Plain values, so
/// not tied to the main actor (UIKit marks it so; nothing here needs it).
open class UICollectionViewLayoutAttributes: NSObject, NSCopying {
    public var indexPath: IndexPath
    public let representedElementCategory: UICollectionView.ElementCategory
    /// The supplementary view's kind (`UICollectionView.elementKindSectionHeader`…), nil for a cell.
    public let representedElementKind: String?
    public var center: CGPoint = .zero
    public var size: CGSize = .zero
    public var transform: CGAffineTransform = .identity
    public var alpha: CGFloat = 1
    public var zIndex = 0
    public var isHidden = false

    /// The rectangle before the transform: from `center` and `size`.
    public var frame: CGRect {
        get { CGRect(x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width, height: size.height) }
        set {
            center = CGPoint(x: newValue.midX, y: newValue.midY)
            size = newValue.size
        }
    }

    public var bounds: CGRect {
        get { CGRect(origin: .zero, size: size) }
        set { size = newValue.size }
    }

    public init(forCellWith indexPath: IndexPath) {
        self.indexPath = indexPath
        representedElementCategory = .cell
        representedElementKind = nil
        super.init()
    }

    public init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath) {
        self.indexPath = indexPath
        representedElementCategory = .supplementaryView
        representedElementKind = elementKind
        super.init()
    }

    /// An independent copy, as `copy() as! UICollectionViewLayoutAttributes` gives it in UIKit (layouts
    /// copy attributes before changing them).
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = representedElementKind.map { UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: $0, with: indexPath) }
            ?? UICollectionViewLayoutAttributes(forCellWith: indexPath)
        copy.center = center
        copy.size = size
        copy.transform = transform
        copy.alpha = alpha
        copy.zIndex = zIndex
        copy.isHidden = isHidden
        return copy
    }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UICollectionViewLayoutAttributes else { return false }
        return indexPath == other.indexPath && representedElementCategory == other.representedElementCategory
            && representedElementKind == other.representedElementKind && center == other.center && size == other.size
            && transform == other.transform && alpha == other.alpha && zIndex == other.zIndex && isHidden == other.isHidden
    }

    open override var description: String {
        "<attributes \(indexPath.section)-\(indexPath.item) frame \(frame) alpha \(alpha)\(isHidden ? " hidden" : "")>"
    }
}
