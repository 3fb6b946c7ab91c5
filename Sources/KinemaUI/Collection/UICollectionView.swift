import Foundation
import KinemaCore

/// UIKit's collection view: items placed by a `UICollectionViewLayout`, scrolled by `UIScrollView`, with
/// only the items in view realised as cells and a small pool of cells waiting for reuse.
///
/// As in UIKit, `reloadData()` and layout invalidations take effect at the next layout pass (every frame
/// lays out), and the layout is asked only about the visible rectangle, once per change of that
/// rectangle or of the layout. `performBatchUpdates(_:completion:)` and
/// `setCollectionViewLayout(_:animated: true)` animate every cell visible before or after from its old
/// attributes to its new ones (see `UICollectionView+Updates.swift`). `delegate` is `UIScrollView`'s
/// property: assign a `UICollectionViewDelegate` (or `…DelegateFlowLayout`) to it.
@MainActor
open class UICollectionView: UIScrollView {
    public enum ElementCategory: Int, Sendable {
        case cell, supplementaryView, decorationView
    }

    /// Where `scrollToItem(at:at:animated:)` puts the item.
    public struct ScrollPosition: OptionSet, Sendable, Hashable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let top = ScrollPosition(rawValue: 1 << 0)
        public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
        public static let bottom = ScrollPosition(rawValue: 1 << 2)
        public static let left = ScrollPosition(rawValue: 1 << 3)
        public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
        public static let right = ScrollPosition(rawValue: 1 << 5)
    }

    public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
    public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"
    /// What the data source's default `viewForSupplementaryElementOfKind` returns: no view.
    static let noSupplementaryView = UICollectionReusableView(frame: .zero)

    /// The layout; setting it swaps layouts without animation (`setCollectionViewLayout(_:animated:)`).
    public var collectionViewLayout: UICollectionViewLayout {
        get { layout }
        set { setCollectionViewLayout(newValue, animated: false) }
    }
    var layout: UICollectionViewLayout

    public weak var dataSource: UICollectionViewDataSource? {
        didSet {
            dataSourceDidChange()
            reloadData()
        }
    }
    public var allowsSelection = true
    public var allowsMultipleSelection = false

    /// Kinema: how long a layout change (`performBatchUpdates`, `setCollectionViewLayout(_:animated: true)`)
    /// animates, ease in–out. UIKit does not document its default; 0.3 s matches what it shows. Inside a
    /// `UIView.animate` block the block's timing is used instead, as in UIKit.
    public var layoutChangeDuration: TimeInterval = 0.3
    /// Kinema option (off: UIKit's behaviour, the content offset is kept, clamped to the new content):
    /// on, a layout change scrolls so the first visible item stays where it was on screen.
    public var anchorsFirstVisibleItemOnLayoutChange = false

    /// How many idle cells of each reuse identifier are kept at least (the pool grows to the most cells
    /// ever visible at once).
    package var reusePoolLimit: Int {
        get { pool.minimumCapacity }
        set { pool.minimumCapacity = newValue }
    }
    /// Cells created since the collection view was made (reuse keeps this small).
    package var cellsCreated: Int { pool.created }
    /// Idle cells waiting for reuse.
    package var pooledCellCount: Int { pool.idleCount }

    // MARK: State

    /// Item counts per section, as last read from the data source.
    var itemCounts: [Int] = []
    var countsNeedReload = true
    /// True while `performBatchUpdates` runs its block: `reloadData()` then keeps the cells.
    var isPerformingUpdates = false
    var cells: [IndexPath: UICollectionViewCell] = [:]
    /// The attributes each visible cell was last given.
    var appliedAttributes: [IndexPath: UICollectionViewLayoutAttributes] = [:]
    var supplementaryViews: [SupplementaryKey: UICollectionReusableView] = [:]
    let pool = ReusePool<UICollectionViewCell>()
    var supplementaryPools: [String: ReusePool<UICollectionReusableView>] = [:]
    /// The rectangle and layout generation the visible cells were last computed for.
    var shownFor: (rect: CGRect, generation: Int)?
    var layoutGeneration = 0
    /// Bounds the layout was last prepared or checked against (for `shouldInvalidateLayout`).
    var boundsSeenByLayout: CGRect?
    /// Cells a layout change is animating: kept, and left alone by the visible-cell pass, until it ends.
    var animatingItems: Set<IndexPath> = []
    var highlighted: IndexPath?
    var selectedItems: Set<IndexPath> = []

    struct SupplementaryKey: Hashable {
        var kind: String
        var indexPath: IndexPath
    }

    /// The delegate as a collection delegate and a flow-layout delegate, and their `…Subclassing` twins.
    weak var collectionDelegate: UICollectionViewDelegate?
    weak var collectionDelegateTwin: UICollectionViewDelegateSubclassing?
    weak var flowDelegate: UICollectionViewDelegateFlowLayout?
    weak var flowDelegateTwin: UICollectionViewDelegateFlowLayoutSubclassing?
    weak var dataSourceTwin: UICollectionViewDataSourceSubclassing?

    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        self.layout = layout
        super.init(frame: frame)
        layout.collectionView = self
        layout.invalidateLayout()
        alwaysBounceVertical = (layout as? UICollectionViewFlowLayout)?.scrollDirection != .horizontal
        alwaysBounceHorizontal = !alwaysBounceVertical
        backgroundColor = .systemBackground
    }

    public convenience override init(frame: CGRect) {
        self.init(frame: frame, collectionViewLayout: UICollectionViewFlowLayout())
    }

    override func delegateDidChange() {
        scrollDelegateTwin = delegate as? UIScrollViewDelegateSubclassing
        collectionDelegateDidChange()
    }

    // MARK: - Data

    /// Reads the data again at the next layout pass: every cell goes back to the pool and the layout is
    /// invalidated. Inside `performBatchUpdates` the cells stay and the change animates.
    public func reloadData() {
        countsNeedReload = true
        layout.invalidateLayout()
        if !isPerformingUpdates {
            for (indexPath, cell) in cells { enqueue(cell, from: indexPath, notify: false) }
            cells.removeAll()
            appliedAttributes.removeAll()
            animatingItems.removeAll()
            for view in supplementaryViews.values { enqueueSupplementary(view) }
            supplementaryViews.removeAll()
            highlighted = nil
        }
        shownFor = nil
        setNeedsLayout()
    }

    public var numberOfSections: Int {
        reloadCountsIfNeeded()
        return itemCounts.count
    }

    public func numberOfItems(inSection section: Int) -> Int {
        reloadCountsIfNeeded()
        return itemCounts.indices.contains(section) ? itemCounts[section] : 0
    }

    func reloadCountsIfNeeded() {
        guard countsNeedReload else { return }
        countsNeedReload = false
        guard let dataSource else {
            itemCounts = []
            return
        }
        let sections = max(0, dataSourceNumberOfSections(dataSource))
        itemCounts = (0..<sections).map { max(0, dataSource.collectionView(self, numberOfItemsInSection: $0)) }
    }

    func itemExists(_ indexPath: IndexPath, in counts: [Int]) -> Bool {
        counts.indices.contains(indexPath.section) && indexPath.item >= 0 && indexPath.item < counts[indexPath.section]
    }

    // MARK: - Queries

    public var visibleCells: [UICollectionViewCell] {
        cells.sorted { $0.key < $1.key }.map(\.value)
    }

    public var indexPathsForVisibleItems: [IndexPath] {
        cells.keys.sorted()
    }

    public func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? {
        cells[indexPath]
    }

    public func indexPath(for cell: UICollectionViewCell) -> IndexPath? {
        cells.first { $0.value === cell }?.key
    }

    public func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        prepareLayoutIfNeeded()
        return layout.layoutAttributesForItem(at: indexPath)
    }

    /// The item at a point in the collection view's (content) coordinates.
    public func indexPathForItem(at point: CGPoint) -> IndexPath? {
        prepareLayoutIfNeeded()
        let probe = CGRect(x: point.x, y: point.y, width: 1, height: 1)
        return (layout.layoutAttributesForElements(in: probe) ?? [])
            .filter { $0.representedElementCategory == .cell && !$0.isHidden && $0.frame.contains(point) }
            .max { $0.zIndex < $1.zIndex }?.indexPath
    }

    /// Scrolls so the item sits at `scrollPosition` (top, centre or bottom; left, centre or right),
    /// clamped to the content.
    public func scrollToItem(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        guard let frame = layoutAttributesForItem(at: indexPath)?.frame else { return }
        var offset = contentOffset
        if scrollPosition.contains(.top) { offset.y = frame.minY }
        if scrollPosition.contains(.centeredVertically) { offset.y = frame.midY - bounds.height / 2 }
        if scrollPosition.contains(.bottom) { offset.y = frame.maxY - bounds.height }
        if scrollPosition.contains(.left) { offset.x = frame.minX }
        if scrollPosition.contains(.centeredHorizontally) { offset.x = frame.midX - bounds.width / 2 }
        if scrollPosition.contains(.right) { offset.x = frame.maxX - bounds.width }
        setContentOffset(clamped(offset), animated: animated)
    }

    /// `offset` kept within the content.
    func clamped(_ offset: CGPoint) -> CGPoint {
        let range = offsetRange
        return CGPoint(
            x: CGFloat(min(range.x.upperBound, max(range.x.lowerBound, Double(offset.x)))),
            y: CGFloat(min(range.y.upperBound, max(range.y.lowerBound, Double(offset.y)))))
    }

    // MARK: - Touches (UICollectionView+Selection.swift)

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { touchBegan(touches) }
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { touchEnded(touches) }
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { unhighlightItem() }

    // MARK: - Layout pass

    /// Prepares the layout if it was invalidated, and takes its content size.
    func prepareLayoutIfNeeded() {
        reloadCountsIfNeeded()
        if let seen = boundsSeenByLayout, seen != bounds, layout.shouldInvalidateLayout(forBoundsChange: bounds) {
            layout.needsPrepare = true
        }
        boundsSeenByLayout = bounds
        guard layout.needsPrepare else { return }
        layout.prepareIfNeeded()
        layoutGeneration += 1
        let size = layout.collectionViewContentSize
        if contentSize != size { contentSize = size }
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        prepareLayoutIfNeeded()
        showElements(in: bounds)
    }

    /// Realises the cells (and headers/footers) the layout puts in `rect`, reusing cells that left.
    func showElements(in rect: CGRect) {
        guard shownFor.map({ $0.rect != rect || $0.generation != layoutGeneration }) ?? true else { return }
        shownFor = (rect, layoutGeneration)
        let all = dataSource == nil ? [] : (layout.layoutAttributesForElements(in: rect) ?? [])
        var wanted: [IndexPath: UICollectionViewLayoutAttributes] = [:]
        var wantedSupplementary: [SupplementaryKey: UICollectionViewLayoutAttributes] = [:]
        for attributes in all where attributes.frame.intersects(rect) {
            switch attributes.representedElementCategory {
            case .cell:
                if itemExists(attributes.indexPath, in: itemCounts) { wanted[attributes.indexPath] = attributes }
            case .supplementaryView:
                if let kind = attributes.representedElementKind {
                    wantedSupplementary[SupplementaryKey(kind: kind, indexPath: attributes.indexPath)] = attributes
                }
            case .decorationView: break
            }
        }
        pool.noteVisible(max(wanted.count, cells.count))
        for indexPath in cells.keys.sorted() where wanted[indexPath] == nil && !animatingItems.contains(indexPath) {
            let cell = cells.removeValue(forKey: indexPath)!
            appliedAttributes[indexPath] = nil
            enqueue(cell, from: indexPath, notify: true)
        }
        for indexPath in wanted.keys.sorted() {
            let attributes = wanted[indexPath]!
            if cells[indexPath] != nil {
                guard !animatingItems.contains(indexPath), appliedAttributes[indexPath] !== attributes else { continue }
                apply(attributes, to: indexPath, animated: false)
                continue
            }
            _ = realiseCell(at: indexPath, startingWith: attributes)
        }
        showSupplementaryViews(wantedSupplementary)
    }

    /// Asks the data source for the cell at `indexPath`, places it with `attributes` (no animation) and
    /// tells the delegate it will be displayed.
    @discardableResult
    func realiseCell(at indexPath: IndexPath, startingWith attributes: UICollectionViewLayoutAttributes) -> UICollectionViewCell? {
        guard let dataSource else { return nil }
        let cell = dataSource.collectionView(self, cellForItemAt: indexPath)
        cells[indexPath] = cell
        UIView.performWithoutAnimation {
            cell.isSelected = selectedItems.contains(indexPath)
            cell.isHighlighted = false
            cell.apply(attributes)
            appliedAttributes[indexPath] = attributes
            if cell.superview !== self { insertSubview(cell, at: 0) }
            cell.layoutIfNeeded()
        }
        delegateWillDisplay(cell, forItemAt: indexPath)
        return cell
    }

    /// Gives a visible cell new attributes, animated when inside an animation block.
    func apply(_ attributes: UICollectionViewLayoutAttributes, to indexPath: IndexPath, animated: Bool) {
        guard let cell = cells[indexPath] else { return }
        appliedAttributes[indexPath] = attributes
        if animated {
            cell.apply(attributes)
            cell.layoutIfNeeded()
        } else {
            UIView.performWithoutAnimation {
                cell.apply(attributes)
                cell.layoutIfNeeded()
            }
        }
    }

    private func showSupplementaryViews(_ wanted: [SupplementaryKey: UICollectionViewLayoutAttributes]) {
        for key in supplementaryViews.keys where wanted[key] == nil {
            enqueueSupplementary(supplementaryViews.removeValue(forKey: key)!)
        }
        guard let dataSource else { return }
        for (key, attributes) in wanted {
            if let view = supplementaryViews[key] {
                UIView.performWithoutAnimation { view.apply(attributes) }
                continue
            }
            let view = dataSourceSupplementaryView(dataSource, kind: key.kind, at: key.indexPath)
            guard view !== Self.noSupplementaryView else { continue }
            UIView.performWithoutAnimation {
                view.apply(attributes)
                addSubview(view)
                view.layoutIfNeeded()
            }
            supplementaryViews[key] = view
        }
    }

    func enqueue(_ cell: UICollectionViewCell, from indexPath: IndexPath, notify: Bool) {
        cell.removeFromSuperview()
        // Off screen a cell's animations are gone (Core Animation drops them with the layer).
        Self.removeAnimations(in: cell)
        cell.isHighlighted = false
        if notify { delegateDidEndDisplaying(cell, forItemAt: indexPath) }
        pool.enqueue(cell)
    }

    private func enqueueSupplementary(_ view: UICollectionReusableView) {
        view.removeFromSuperview()
        Self.removeAnimations(in: view)
        if let kind = supplementaryPools.first(where: { $0.value.isRegistered(view.reuseIdentifier ?? "") })?.key {
            supplementaryPools[kind]?.enqueue(view)
        }
    }

    static func removeAnimations(in view: UIView) {
        view.removeAllAnimations()
        for subview in view.subviews { removeAnimations(in: subview) }
    }
}

extension UICollectionView {
    /// The direction a flow layout lines its items up in (`UICollectionViewFlowLayout.scrollDirection`).
    public enum ScrollDirection: Int, Sendable {
        case vertical, horizontal
    }
}
