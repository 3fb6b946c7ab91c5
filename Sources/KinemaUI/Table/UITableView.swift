import Foundation
import KinemaCore
import KinemaGraphics

/// UIKit's table: one column of rows in sections, scrolled by `UIScrollView`, with only the visible rows
/// realised as cells and a small pool of cells waiting for reuse.
///
/// As in UIKit, `reloadData()` takes effect at the next layout pass (every frame lays out), and
/// `tableView(_:willDisplay:forRowAt:)` runs for each row as it becomes visible — after a reload and while
/// scrolling — with the cell already at its frame. Section headers float at the top of their section
/// (the plain style). Cells leaving the screen lose their running animations, showing their model values
/// when reused. `delegate` is `UIScrollView`'s property: assign a `UITableViewDelegate` to it.
@MainActor
open class UITableView: UIScrollView {
    public enum Style: Int, Sendable {
        case plain, grouped, insetGrouped
    }

    public enum ScrollPosition: Int, Sendable {
        case none, top, middle, bottom
    }

    /// UIKit's `UITableView.automaticDimension` (Kinema uses the table's `rowHeight` for it).
    public static let automaticDimension: CGFloat = -1

    public let style: Style
    public weak var dataSource: UITableViewDataSource? {
        didSet {
            dataSourceDidChange()
            reloadData()
        }
    }
    public var rowHeight: CGFloat = 44 { didSet { reloadData() } }
    public var sectionHeaderHeight: CGFloat = 28 { didSet { reloadData() } }
    // The separators are drawn from these (`drawOverlay`): each change counts (see `StillFrame`).
    public var separatorStyle: UITableViewCell.SeparatorStyle = .singleLine {
        didSet { if separatorStyle != oldValue { Self.viewDisplayChanges &+= 1 } }
    }
    public var separatorColor: UIColor? = .separator {
        didSet { if separatorColor != oldValue { Self.viewDisplayChanges &+= 1 } }
    }
    public var separatorInset = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0) {
        didSet { if separatorInset != oldValue { Self.viewDisplayChanges &+= 1 } }
    }
    public var allowsSelection = true
    /// How many idle cells of each reuse identifier are kept at least. The pool grows to the most rows
    /// ever visible at once, so even a jump that replaces every row creates no cells: live cells stay
    /// under twice a screenful whatever the row count.
    package var reusePoolLimit: Int {
        get { pool.minimumCapacity }
        set { pool.minimumCapacity = newValue }
    }

    private struct Section {
        var top: CGFloat
        var headerHeight: CGFloat
        /// Offsets of each row's top from the section's first row, plus the end: count + 1 values.
        var rowOffsets: [CGFloat]
        var rowsTop: CGFloat { top + headerHeight }
        var bottom: CGFloat { rowsTop + (rowOffsets.last ?? 0) }
        var rowCount: Int { rowOffsets.count - 1 }
    }

    private var sections: [Section] = []
    private var needsReload = true
    /// Set by `reloadData()`, cleared by the layout pass that displays the reloaded rows (queries such as
    /// `numberOfRows(inSection:)` may rebuild the geometry earlier without clearing it).
    private var reloadAwaitsDisplay = true
    private var cells: [IndexPath: UITableViewCell] = [:]
    private var headers: [Int: UIView] = [:]
    private let pool = ReusePool<UITableViewCell>()
    private var highlighted: IndexPath?
    public private(set) var indexPathForSelectedRow: IndexPath?
    /// The selected rows; nil when none (Kinema's table selects one row at a time, UIKit's default).
    public var indexPathsForSelectedRows: [IndexPath]? { indexPathForSelectedRow.map { [$0] } }

    /// Cells created since the table was made (reuse keeps this small).
    package var cellsCreated: Int { pool.created }
    /// True while the layout pass that follows `reloadData()` displays rows (a Kinema addition: lets a
    /// delegate tell rows shown by a reload from rows scrolled into view).
    package private(set) var isDisplayingReload = false

    public init(frame: CGRect, style: Style) {
        self.style = style
        super.init(frame: frame)
        alwaysBounceVertical = true
        backgroundColor = .systemBackground
    }

    public convenience override init(frame: CGRect) {
        self.init(frame: frame, style: .plain)
    }

    /// The delegate as a table delegate, and as its `…Subclassing` twin when it declares one (asked first).
    weak var tableDelegate: UITableViewDelegate?
    weak var tableDelegateTwin: UITableViewDelegateSubclassing?
    weak var dataSourceTwin: UITableViewDataSourceSubclassing?

    override func delegateDidChange() {
        scrollDelegateTwin = delegate as? UIScrollViewDelegateSubclassing
        tableDelegateDidChange()
    }

    // MARK: - Cells

    public func register(_ cellClass: UITableViewCell.Type, forCellReuseIdentifier identifier: String) {
        pool.register(identifier) { cellClass.init(style: .default, reuseIdentifier: $0) }
    }

    /// A cell for `identifier`: a pooled one (after `prepareForReuse()`), or a new one of the registered
    /// class (after `awakeFromNib()`). An unregistered identifier stops the program, as UIKit raises.
    public func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        if let cell = dequeueReusableCell(withIdentifier: identifier) { return cell }
        fatalError("unable to dequeue a cell with identifier \(identifier) - must register a nib or a class for the identifier")
    }

    /// A pooled or newly made cell for `identifier`, or nil when nothing is registered for it.
    public func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
        pool.dequeue(identifier)
    }

    /// Idle cells waiting for reuse.
    package var pooledCellCount: Int { pool.idleCount }

    public func reloadData() {
        needsReload = true
        reloadAwaitsDisplay = true
        setNeedsLayout()
    }

    public var numberOfSections: Int {
        reloadGeometryIfNeeded()
        return sections.count
    }

    public func numberOfRows(inSection section: Int) -> Int {
        reloadGeometryIfNeeded()
        return sections.indices.contains(section) ? sections[section].rowCount : 0
    }

    public var visibleCells: [UITableViewCell] {
        cells.sorted { $0.key < $1.key }.map(\.value)
    }

    public var indexPathsForVisibleRows: [IndexPath]? {
        cells.keys.sorted()
    }

    public func cellForRow(at indexPath: IndexPath) -> UITableViewCell? {
        cells[indexPath]
    }

    public func indexPath(for cell: UITableViewCell) -> IndexPath? {
        cells.first { $0.value === cell }?.key
    }

    public func rectForRow(at indexPath: IndexPath) -> CGRect {
        reloadGeometryIfNeeded()
        guard sections.indices.contains(indexPath.section) else { return .zero }
        let section = sections[indexPath.section]
        guard indexPath.row >= 0, indexPath.row < section.rowCount else { return .zero }
        let top = section.rowsTop + section.rowOffsets[indexPath.row]
        return CGRect(x: 0, y: top, width: bounds.width, height: section.rowOffsets[indexPath.row + 1] - section.rowOffsets[indexPath.row])
    }

    /// The row at a point in the table's (content) coordinates.
    public func indexPathForRow(at point: CGPoint) -> IndexPath? {
        reloadGeometryIfNeeded()
        for (index, section) in sections.enumerated() where point.y >= section.rowsTop && point.y < section.bottom {
            let row = Self.rowIndex(containing: point.y - section.rowsTop, in: section.rowOffsets)
            return IndexPath(row: row, section: index)
        }
        return nil
    }

    public func scrollToRow(at indexPath: IndexPath, at position: ScrollPosition, animated: Bool) {
        let rect = rectForRow(at: indexPath)
        var y: CGFloat
        switch position {
        case .top, .none: y = rect.minY - (sections.indices.contains(indexPath.section) ? sections[indexPath.section].headerHeight : 0)
        case .middle: y = rect.midY - bounds.height / 2
        case .bottom: y = rect.maxY - bounds.height
        }
        let range = offsetRange.y
        y = CGFloat(min(range.upperBound, max(range.lowerBound, Double(y))))
        setContentOffset(CGPoint(x: contentOffset.x, y: y), animated: animated)
    }

    // MARK: - Selection

    public func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        if let old = indexPathForSelectedRow { cells[old]?.setSelected(false, animated: animated) }
        indexPathForSelectedRow = indexPath
        if let indexPath { cells[indexPath]?.setSelected(true, animated: animated) }
        if let indexPath, scrollPosition != .none { scrollToRow(at: indexPath, at: scrollPosition, animated: animated) }
    }

    public func deselectRow(at indexPath: IndexPath, animated: Bool) {
        guard indexPathForSelectedRow == indexPath else { return }
        cells[indexPath]?.setSelected(false, animated: animated)
        indexPathForSelectedRow = nil
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        // Only a touch on a cell selects (not on a header floating over the rows), and not one that
        // merely caught the content in flight.
        guard allowsSelection, !touchCaughtMotion, let indexPath = touches.first.flatMap(indexPathOfTouchedCell) else { return }
        guard delegateShouldHighlightRow(at: indexPath) else { return }
        highlighted = indexPath
        cells[indexPath]?.setHighlighted(true, animated: false)
        delegateDidHighlightRow(at: indexPath)
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}

    /// The row of the cell the touch landed in, found from the touched view up.
    private func indexPathOfTouchedCell(_ touch: UITouch) -> IndexPath? {
        var view = touch.view
        while let current = view, current !== self {
            if let cell = current as? UITableViewCell { return indexPath(for: cell) }
            view = current.superview
        }
        return nil
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let indexPath = highlighted else { return }
        unhighlight()
        if let old = indexPathForSelectedRow, old != indexPath {
            cells[old]?.setSelected(false, animated: false)
            indexPathForSelectedRow = nil
            delegateDidDeselectRow(at: old)
        }
        indexPathForSelectedRow = indexPath
        cells[indexPath]?.setSelected(true, animated: false)
        delegateDidSelectRow(at: indexPath)
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        unhighlight()
    }

    private func unhighlight() {
        guard let indexPath = highlighted else { return }
        highlighted = nil
        cells[indexPath]?.setHighlighted(false, animated: false)
        delegateDidUnhighlightRow(at: indexPath)
    }

    // MARK: - Layout

    private func reloadGeometryIfNeeded() {
        guard needsReload else { return }
        needsReload = false
        for (indexPath, cell) in cells { enqueue(cell, from: indexPath, notify: false) }
        cells.removeAll()
        headers.values.forEach { $0.removeFromSuperview() }
        headers.removeAll()
        highlighted = nil
        sections = []
        guard let dataSource else {
            contentSize = CGSize(width: bounds.width, height: 0)
            return
        }
        var top: CGFloat = 0
        for section in 0..<max(0, dataSourceNumberOfSections(dataSource)) {
            let count = max(0, dataSource.tableView(self, numberOfRowsInSection: section))
            let header = max(0, delegateHeightForHeader(inSection: section))
            var offsets = [CGFloat](repeating: 0, count: count + 1)
            var y: CGFloat = 0
            for row in 0..<count {
                var height = delegateHeightForRow(at: IndexPath(row: row, section: section))
                if height < 0 || !height.isFinite { height = rowHeight > 0 ? rowHeight : 44 }
                y += height
                offsets[row + 1] = y
            }
            let geometry = Section(top: top, headerHeight: header.isFinite ? header : 0, rowOffsets: offsets)
            sections.append(geometry)
            top = geometry.bottom
        }
        contentSize = CGSize(width: bounds.width, height: top)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        isDisplayingReload = reloadAwaitsDisplay
        reloadAwaitsDisplay = false
        defer { isDisplayingReload = false }
        reloadGeometryIfNeeded()
        guard let dataSource else { return }
        let visible = bounds
        var wanted: [IndexPath: CGRect] = [:]
        for (index, section) in sections.enumerated() {
            guard section.bottom > visible.minY, section.top < visible.maxY else { continue }
            guard section.rowCount > 0 else { continue }
            let first = Self.rowIndex(containing: max(0, visible.minY - section.rowsTop), in: section.rowOffsets)
            var row = first
            while row < section.rowCount, section.rowsTop + section.rowOffsets[row] < visible.maxY {
                let top = section.rowsTop + section.rowOffsets[row]
                let height = section.rowOffsets[row + 1] - section.rowOffsets[row]
                if top + height > visible.minY {
                    wanted[IndexPath(row: row, section: index)] = CGRect(x: 0, y: top, width: bounds.width, height: height)
                }
                row += 1
            }
        }
        pool.noteVisible(max(wanted.count, cells.count))
        // Rows that left.
        for indexPath in cells.keys.sorted() where wanted[indexPath] == nil {
            let cell = cells.removeValue(forKey: indexPath)!
            enqueue(cell, from: indexPath, notify: true)
        }
        // Rows that stay, and rows that arrive (in order, so willDisplay runs top to bottom).
        for indexPath in wanted.keys.sorted() {
            let frame = wanted[indexPath]!
            if let cell = cells[indexPath] {
                if cell.frame != frame { cell.frame = frame }
                continue
            }
            let cell = dataSource.tableView(self, cellForRowAt: indexPath)
            UIView.performWithoutAnimation { cell.frame = frame }
            cell.setSelected(indexPath == indexPathForSelectedRow, animated: false)
            insertSubview(cell, at: 0)
            cell.layoutIfNeeded()
            cells[indexPath] = cell
            delegateWillDisplay(cell, forRowAt: indexPath)
        }
        layoutHeaders(in: visible)
    }

    private func layoutHeaders(in visible: CGRect) {
        for (index, section) in sections.enumerated() {
            let height = section.headerHeight
            // Plain style: the header floats at the top while its section scrolls by.
            let y = min(max(section.top, visible.minY), section.bottom - height)
            let frame = CGRect(x: 0, y: y, width: bounds.width, height: height)
            let shows = height > 0 && frame.maxY > visible.minY && frame.minY < visible.maxY
            if shows {
                if headers[index] == nil, let header = delegateViewForHeader(inSection: index) {
                    headers[index] = header
                    addSubview(header)
                }
                if let header = headers[index], header.frame != frame {
                    UIView.performWithoutAnimation { header.frame = frame }
                }
            } else if let header = headers.removeValue(forKey: index) {
                header.removeFromSuperview()
            }
        }
    }

    private func enqueue(_ cell: UITableViewCell, from indexPath: IndexPath, notify: Bool) {
        cell.removeFromSuperview()
        // Off screen, a cell's animations are gone (Core Animation drops them with the layer); reused, it
        // shows its model values.
        Self.removeAnimations(in: cell)
        cell.setHighlighted(false, animated: false)
        if notify { delegateDidEndDisplaying(cell, forRowAt: indexPath) }
        pool.enqueue(cell)
    }

    private static func removeAnimations(in view: UIView) {
        view.removeAllAnimations()
        for subview in view.subviews { removeAnimations(in: subview) }
    }

    /// The row whose [top, bottom) holds `y` (clamped to the rows), by binary search.
    static func rowIndex(containing y: CGFloat, in offsets: [CGFloat]) -> Int {
        var low = 0, high = offsets.count - 2
        guard high >= 0 else { return 0 }
        while low < high {
            let mid = (low + high + 1) / 2
            if offsets[mid] <= y { low = mid } else { high = mid - 1 }
        }
        return low
    }

    // MARK: - Separators

    open override func drawOverlay(in canvas: inout DisplayCanvas, bounds: CGRect, time: Double) {
        super.drawOverlay(in: &canvas, bounds: bounds, time: time)
        guard separatorStyle != .none, let color = separatorColor?.rgba else { return }
        for (indexPath, cell) in cells where cell.alpha > 0 {
            let frame = cell.frame
            guard indexPath.row < (sections[indexPath.section].rowCount - 1) else { continue }
            canvas.fill(CGRect(x: separatorInset.left, y: frame.maxY - 0.5, width: frame.width - separatorInset.left - separatorInset.right, height: 0.5), color: color)
        }
    }
}
