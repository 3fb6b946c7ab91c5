import Foundation

/// UIKit's flow layout: items in lines across the scroll direction, wrapping to the next line when one
/// is full, sections one after another with their insets, headers and footers.
///
/// How a line is placed, as UIKit does: items go into a line while they fit (with at least
/// `minimumInteritemSpacing` between them); a full line is justified — its first item at the leading
/// inset, its last at the trailing one, the leftover shared equally between the gaps; a line that holds
/// one item centres it; the last line of a section is placed as if it were filled with more items the
/// size of its last, so a short last line keeps to the columns above it. Items shorter than their line
/// are centred across it. Sizes and spacings come from the delegate's `UICollectionViewDelegateFlowLayout`
/// methods when it has them, from the properties otherwise. `estimatedItemSize` is accepted and ignored
/// (Kinema has no self-sizing cells).
@MainActor
open class UICollectionViewFlowLayout: UICollectionViewLayout {
    /// UIKit's `automaticSize` for `estimatedItemSize` (ignored by Kinema).
    public static let automaticSize = CGSize(width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude)

    public var scrollDirection: UICollectionView.ScrollDirection = .vertical { didSet { invalidateLayout() } }
    public var itemSize = CGSize(width: 50, height: 50) { didSet { invalidateLayout() } }
    public var estimatedItemSize: CGSize = .zero
    public var minimumLineSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
    public var minimumInteritemSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
    public var sectionInset: UIEdgeInsets = .zero { didSet { invalidateLayout() } }
    public var headerReferenceSize: CGSize = .zero { didSet { invalidateLayout() } }
    public var footerReferenceSize: CGSize = .zero { didSet { invalidateLayout() } }

    /// One line of a section: its items and where it spans along the scroll axis.
    struct Line {
        var items: Range<Int>
        var start: CGFloat
        var end: CGFloat
    }

    /// One section's geometry.
    struct Section {
        var frames: [CGRect] = []
        var lines: [Line] = []
        var header: CGRect = .zero
        var footer: CGRect = .zero
        /// The section's extent along the scroll axis, header to footer.
        var start: CGFloat = 0
        var end: CGFloat = 0
    }

    private(set) var sections: [Section] = []
    private var contentSize: CGSize = .zero
    /// Attributes handed out since the last `prepare()`, by section and item.
    private var itemCache: [IndexPath: UICollectionViewLayoutAttributes] = [:]

    open override var collectionViewContentSize: CGSize { contentSize }

    open override func prepare() {
        super.prepare()
        itemCache.removeAll(keepingCapacity: true)
        sections = []
        guard let collectionView else {
            contentSize = .zero
            return
        }
        var position: CGFloat = 0
        for index in 0..<collectionView.numberOfSections {
            sections.append(layOutSection(index, in: collectionView, from: &position))
        }
        let size = collectionView.bounds.size
        contentSize = scrollDirection == .vertical ? CGSize(width: size.width, height: position) : CGSize(width: position, height: size.height)
    }

    /// Section `index` laid out from `position` along the scroll direction, which it moves past the
    /// section: header, inset, lines of items, inset, footer.
    private func layOutSection(_ index: Int, in collectionView: UICollectionView, from position: inout CGFloat) -> Section {
        let vertical = scrollDirection == .vertical
        let width = collectionView.bounds.width, height = collectionView.bounds.height
        var section = Section()
        section.start = position
        let inset = collectionView.flowInset(forSection: index, layout: self)
        let header = collectionView.flowHeaderSize(forSection: index, layout: self)
        let footer = collectionView.flowFooterSize(forSection: index, layout: self)
        if vertical {
            section.header = CGRect(x: 0, y: position, width: width, height: max(0, header.height))
            position += section.header.height + inset.top
        } else {
            section.header = CGRect(x: position, y: 0, width: max(0, header.width), height: height)
            position += section.header.width + inset.left
        }
        let sizes = (0..<collectionView.numberOfItems(inSection: index)).map { item -> CGSize in
            let size = collectionView.flowItemSize(at: IndexPath(item: item, section: index), layout: self)
            return CGSize(width: Self.clean(size.width), height: Self.clean(size.height))
        }
        // Along a line (across the scroll direction): the room between the insets.
        let spacing = (
            line: collectionView.flowLineSpacing(forSection: index, layout: self),
            interitem: collectionView.flowInteritemSpacing(forSection: index, layout: self))
        layOutLines(
            of: sizes, in: &section, from: &position, room: vertical ? width - inset.left - inset.right : height - inset.top - inset.bottom,
            leading: vertical ? inset.left : inset.top, spacing: spacing)
        if vertical {
            position += inset.bottom
            section.footer = CGRect(x: 0, y: position, width: width, height: max(0, footer.height))
            position += section.footer.height
        } else {
            position += inset.right
            section.footer = CGRect(x: position, y: 0, width: max(0, footer.width), height: height)
            position += section.footer.width
        }
        section.end = position
        return section
    }

    /// The items of `sizes` in lines from `position`: each line filled while items fit in `room`, its
    /// leftover spread between them (one item alone is centred; the last line is spaced as if filled
    /// with more of its last item), items centred across the line's thickness.
    private func layOutLines(
        of sizes: [CGSize], in section: inout Section, from position: inout CGFloat, room: CGFloat, leading: CGFloat,
        spacing: (line: CGFloat, interitem: CGFloat)
    ) {
        let vertical = scrollDirection == .vertical, interitem = spacing.interitem, count = sizes.count
        section.frames = [CGRect](repeating: .zero, count: count)
        var first = 0
        while first < count {
            var used = Self.along(sizes[first], vertical)
            var next = first + 1
            while next < count, used + interitem + Self.along(sizes[next], vertical) <= room + 0.0001 {
                used += interitem + Self.along(sizes[next], vertical)
                next += 1
            }
            var slots = next - first
            var leftover = room - used
            if next == count {
                let filler = interitem + Self.along(sizes[next - 1], vertical)
                while leftover >= filler - 0.0001 {
                    leftover -= filler
                    slots += 1
                }
            }
            let thickness = (first..<next).map { Self.across(sizes[$0], vertical) }.max() ?? 0
            var offset = leading + (slots == 1 ? leftover / 2 : 0)
            let gap = interitem + (slots > 1 ? leftover / CGFloat(slots - 1) : 0)
            for item in first..<next {
                let size = sizes[item]
                let centring = (thickness - Self.across(size, vertical)) / 2
                section.frames[item] = vertical
                    ? CGRect(x: offset, y: position + centring, width: size.width, height: size.height)
                    : CGRect(x: position + centring, y: offset, width: size.width, height: size.height)
                offset += Self.along(size, vertical) + gap
            }
            section.lines.append(Line(items: first..<next, start: position, end: position + thickness))
            position += thickness
            first = next
            if first < count { position += spacing.line }
        }
    }

    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        let vertical = scrollDirection == .vertical
        let low = vertical ? rect.minY : rect.minX, high = vertical ? rect.maxY : rect.maxX
        var result: [UICollectionViewLayoutAttributes] = []
        let firstSection = Self.firstIndex(in: sections.count) { self.sections[$0].end > low }
        for index in firstSection..<sections.count {
            let section = sections[index]
            guard section.start < high else { break }
            if section.header.intersects(rect), let header = headerAttributes(index) { result.append(header) }
            let firstLine = Self.firstIndex(in: section.lines.count) { section.lines[$0].end > low }
            for line in section.lines[firstLine...] {
                guard line.start < high else { break }
                for item in line.items where section.frames[item].intersects(rect) {
                    result.append(attributes(item: item, section: index))
                }
            }
            if section.footer.intersects(rect), let footer = footerAttributes(index) { result.append(footer) }
        }
        return result
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard sections.indices.contains(indexPath.section), sections[indexPath.section].frames.indices.contains(indexPath.item) else { return nil }
        return attributes(item: indexPath.item, section: indexPath.section)
    }

    open override func layoutAttributesForSupplementaryView(
        ofKind elementKind: String, at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        guard sections.indices.contains(indexPath.section) else { return nil }
        switch elementKind {
        case UICollectionView.elementKindSectionHeader: return headerAttributes(indexPath.section)
        case UICollectionView.elementKindSectionFooter: return footerAttributes(indexPath.section)
        default: return nil
        }
    }

    /// A flow layout lays out again when the length across its lines changes.
    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        guard let collectionView else { return false }
        return scrollDirection == .vertical
            ? newBounds.width != collectionView.bounds.width : newBounds.height != collectionView.bounds.height
    }

    /// Appearing items start at their place, transparent (UIKit's flow layout fades them in).
    open override func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard let attributes = layoutAttributesForItem(at: itemIndexPath)?.copy() as? UICollectionViewLayoutAttributes else { return nil }
        attributes.alpha = 0
        return attributes
    }

    override func itemGeometry() -> ((IndexPath) -> UICollectionViewLayoutAttributes?)? {
        let frames = sections.map(\.frames)
        return { indexPath in
            guard frames.indices.contains(indexPath.section), frames[indexPath.section].indices.contains(indexPath.item) else { return nil }
            let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
            attributes.frame = frames[indexPath.section][indexPath.item]
            return attributes
        }
    }

    private func attributes(item: Int, section: Int) -> UICollectionViewLayoutAttributes {
        let indexPath = IndexPath(item: item, section: section)
        if let cached = itemCache[indexPath] { return cached }
        let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
        attributes.frame = sections[section].frames[item]
        itemCache[indexPath] = attributes
        return attributes
    }

    private func headerAttributes(_ section: Int) -> UICollectionViewLayoutAttributes? {
        supplementary(UICollectionView.elementKindSectionHeader, sections[section].header, section)
    }

    private func footerAttributes(_ section: Int) -> UICollectionViewLayoutAttributes? {
        supplementary(UICollectionView.elementKindSectionFooter, sections[section].footer, section)
    }

    private func supplementary(_ kind: String, _ frame: CGRect, _ section: Int) -> UICollectionViewLayoutAttributes? {
        guard frame.width > 0, frame.height > 0 else { return nil }
        let attributes = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: kind, with: IndexPath(item: 0, section: section))
        attributes.frame = frame
        return attributes
    }

    private static func along(_ size: CGSize, _ vertical: Bool) -> CGFloat { vertical ? size.width : size.height }
    private static func across(_ size: CGSize, _ vertical: Bool) -> CGFloat { vertical ? size.height : size.width }

    /// A size component the layout can use: negative, NaN and infinite count as 0.
    private static func clean(_ value: CGFloat) -> CGFloat { value.isFinite ? max(0, value) : 0 }

    /// The first index in 0..<count for which `isAfter` holds (it must hold from some index on).
    static func firstIndex(in count: Int, where isAfter: (Int) -> Bool) -> Int {
        var low = 0, high = count
        while low < high {
            let mid = (low + high) / 2
            if isAfter(mid) { high = mid } else { low = mid + 1 }
        }
        return low
    }
}
