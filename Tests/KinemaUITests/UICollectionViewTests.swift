import Foundation
import KinemaCore
import Testing
@testable import KinemaUI

/// A cell that counts its layout passes.
@MainActor
final class LayoutCountingCell: UICollectionViewCell {
    var layouts = 0
    override func layoutSubviews() {
        super.layoutSubviews()
        layouts += 1
    }
}

/// Items of given sizes (or the layout's), counting what the collection view asks.
@MainActor
class SizedItems: NSObject, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
    var sizes: [CGSize]
    var count: Int
    var calls: [String] = []
    init(count: Int, sizes: [CGSize] = []) {
        self.count = count
        self.sizes = sizes
    }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { count }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize {
        sizes.isEmpty ? (collectionViewLayout as! UICollectionViewFlowLayout).itemSize : sizes[indexPath.item % sizes.count]
    }
    func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) { calls.append("highlight \(indexPath.item)") }
    func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) { calls.append("unhighlight \(indexPath.item)") }
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) { calls.append("select \(indexPath.item)") }
    func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) { calls.append("deselect \(indexPath.item)") }
}

/// A base delegate and a subclass that adds the size, shaped like seed 002's presentations.
@MainActor
class BasePresentation: NSObject, UICollectionViewDelegateFlowLayout {}
@MainActor
final class WidePresentation: BasePresentation {
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize {
        CGSize(width: 300, height: 40)
    }
}
extension WidePresentation: UICollectionViewDelegateFlowLayoutSubclassing {}
@MainActor
final class UndeclaredPresentation: BasePresentation {
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize {
        CGSize(width: 300, height: 40)
    }
}

/// A flow layout that counts the questions it is asked.
@MainActor
final class CountingFlowLayout: UICollectionViewFlowLayout {
    var elementQueries = 0
    var itemQueries = 0
    var attributesReturned = 0
    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        elementQueries += 1
        let result = super.layoutAttributesForElements(in: rect)
        attributesReturned += result?.count ?? 0
        return result
    }
    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        itemQueries += 1
        return super.layoutAttributesForItem(at: indexPath)
    }
}

@MainActor
@Suite("UICollectionView and UICollectionViewFlowLayout")
struct UICollectionViewTests {
    @MainActor
    struct Setup {
        let harness = Harness()
        let layout: UICollectionViewFlowLayout
        let collection: UICollectionView
        let items: SizedItems

        init(count: Int, sizes: [CGSize] = [], layout: UICollectionViewFlowLayout = UICollectionViewFlowLayout(), configure: (UICollectionViewFlowLayout) -> Void = { _ in }) {
            self.layout = layout
            configure(layout)
            collection = UICollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: layout)
            collection.register(LayoutCountingCell.self, forCellWithReuseIdentifier: "cell")
            items = SizedItems(count: count, sizes: sizes)
            collection.dataSource = items
            collection.delegate = items
            harness.window.addSubview(collection)
            harness.advance(to: 0)
        }

        func frame(_ item: Int) -> CGRect { layout.layoutAttributesForItem(at: IndexPath(item: item, section: 0))!.frame }
        func shown(_ item: Int) -> CGRect? { collection.cellForItem(at: IndexPath(item: item, section: 0))?.layer.presentation()?.frame }
    }

    /// Full lines are justified (first item at the left inset, last at the right), a line holding one item
    /// centres it, the last line keeps to the columns above, shorter items are centred in their line.
    @Test func linesArePlacedAsUIKitPlacesThem() {
        let setup = Setup(count: 5) {
            $0.itemSize = CGSize(width: 100, height: 50)
            $0.sectionInset = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
            $0.minimumInteritemSpacing = 10
            $0.minimumLineSpacing = 20
        }
        // Room 370: three items (320 with two minimum gaps) leave 50, 25 more per gap.
        let expected: [CGRect] = [
            CGRect(x: 10, y: 10, width: 100, height: 50), CGRect(x: 145, y: 10, width: 100, height: 50),
            CGRect(x: 280, y: 10, width: 100, height: 50),
            CGRect(x: 10, y: 80, width: 100, height: 50), CGRect(x: 145, y: 80, width: 100, height: 50),
        ]
        let frames = (0..<5).map { setup.frame($0) }
        #expect(frames == expected)
        #expect(setup.layout.collectionViewContentSize == CGSize(width: 390, height: 140))
        // A wide item alone in its line is centred; a short one is centred across its line.
        let mixed = Setup(count: 4, sizes: [CGSize(width: 300, height: 50), CGSize(width: 100, height: 80), CGSize(width: 100, height: 50), CGSize(width: 100, height: 80)]) {
            $0.sectionInset = UIEdgeInsets(top: 0, left: 10, bottom: 0, right: 10)
            $0.minimumInteritemSpacing = 10
        }
        #expect(mixed.frame(0) == CGRect(x: 45, y: 0, width: 300, height: 50))
        #expect(mixed.frame(1) == CGRect(x: 10, y: 60, width: 100, height: 80))
        #expect(mixed.frame(2) == CGRect(x: 145, y: 75, width: 100, height: 50), "centred in the 80-point line")
        #expect(mixed.frame(3) == CGRect(x: 280, y: 60, width: 100, height: 80))
    }

    @Test func horizontalFlowFillsColumns() {
        let setup = Setup(count: 20) {
            $0.scrollDirection = .horizontal
            $0.itemSize = CGSize(width: 100, height: 200)
            $0.minimumInteritemSpacing = 10
            $0.minimumLineSpacing = 10
        }
        // 844 points hold four items a column (830 with gaps), 14 left over: 14/3 more per gap.
        #expect(setup.frame(0) == CGRect(x: 0, y: 0, width: 100, height: 200))
        expectClose(setup.frame(1).minY, 200 + 10 + 14.0 / 3, tolerance: 1e-9)
        #expect(setup.frame(4).minX == 110)
        #expect(setup.layout.collectionViewContentSize == CGSize(width: 5 * 100 + 4 * 10, height: 844))
    }

    /// Only the visible items become cells; scrolling reuses them; the layout is asked once per change of
    /// the visible rectangle, about that rectangle only.
    @Test func onlyVisibleItemsBecomeCells() {
        let layout = CountingFlowLayout()
        let setup = Setup(count: 10_000, layout: layout) { $0.itemSize = CGSize(width: 390, height: 100); $0.minimumLineSpacing = 0 }
        #expect(setup.collection.indexPathsForVisibleItems.map(\.item) == Array(0...8))
        #expect(setup.collection.cellsCreated == 9)
        #expect(layout.itemQueries == 0)
        let queries = layout.elementQueries
        setup.harness.advance(to: 1.0 / 60)
        #expect(layout.elementQueries == queries, "nothing changed: no question")
        for step in 1...60 {
            setup.collection.contentOffset = CGPoint(x: 0, y: 50 * CGFloat(step))
            setup.harness.advance(to: Double(step + 1) / 60)
        }
        #expect(setup.collection.indexPathsForVisibleItems.first?.item == 30)
        #expect(setup.collection.cellsCreated <= 10, "reused: \(setup.collection.cellsCreated)")
        #expect(layout.elementQueries == queries + 60)
        #expect(layout.attributesReturned <= 61 * 10)
        #expect(setup.collection.indexPathForItem(at: CGPoint(x: 100, y: 3050)) == IndexPath(item: 30, section: 0))
    }

    /// A batch update moves each cell from its old frame to its new one on the ease-in-out curve over
    /// 0.3 s; the content offset stays where it was.
    @Test func batchUpdatesAnimateCellsToTheNewLayout() {
        let setup = Setup(count: 30) { $0.itemSize = CGSize(width: 100, height: 100) }
        setup.collection.contentOffset = CGPoint(x: 0, y: 110)
        setup.harness.advance(to: 1.0 / 60)
        let old = setup.frame(7)
        setup.collection.performBatchUpdates { setup.layout.itemSize = CGSize(width: 390, height: 60) }
        let new = setup.frame(7)
        #expect(old != new && setup.collection.contentOffset == CGPoint(x: 0, y: 110))
        let start = setup.harness.now
        setup.harness.advance(to: start + 0.1)
        let progress = CubicBezier.easeInEaseOut.value(at: 0.1 / 0.3)
        let shown = setup.shown(7)!
        expectClose(shown.minX, Double(old.minX + (new.minX - old.minX) * progress), tolerance: 1e-6)
        expectClose(shown.minY, Double(old.minY + (new.minY - old.minY) * progress), tolerance: 1e-6)
        expectClose(shown.width, Double(old.width + (new.width - old.width) * progress), tolerance: 1e-6)
        setup.harness.run(until: start + 0.4)
        #expect(setup.shown(7) == new)
        // Cells that left the view went back to the pool; those in view are the new layout's.
        let visible = setup.collection.indexPathsForVisibleItems.map(\.item)
        #expect(visible.allSatisfy { setup.frame($0).intersects(setup.collection.bounds) })
    }

    /// Items that come into view start where the old layout had them; new items fade in; removed ones
    /// fade out; an offset past the new content is clamped.
    @Test func appearingAndDisappearingItems() {
        let setup = Setup(count: 12) { $0.itemSize = CGSize(width: 390, height: 100); $0.minimumLineSpacing = 0 }
        setup.collection.contentOffset = CGPoint(x: 0, y: 300)
        setup.harness.advance(to: 1.0 / 60)
        #expect(setup.collection.indexPathsForVisibleItems.map(\.item) == Array(3...11))
        // Two columns and four fewer items: the content is 400 high, so the offset goes back to 0.
        setup.items.count = 8
        setup.collection.performBatchUpdates({
            setup.layout.itemSize = CGSize(width: 195, height: 100)
            setup.layout.minimumInteritemSpacing = 0
            setup.collection.reloadData()
        })
        #expect(setup.collection.contentOffset == .zero)
        let start = setup.harness.now
        setup.harness.advance(to: start + 1.0 / 60)
        // Item 0 was off screen at (0, 0): it starts there, not faded.
        let first = setup.collection.cellForItem(at: IndexPath(item: 0, section: 0))!
        #expect(first.alpha == 1)
        // Item 10 is gone: it fades out where it was.
        let gone = setup.collection.cellForItem(at: IndexPath(item: 10, section: 0))!
        #expect(gone.alpha == 0 && gone.frame == CGRect(x: 0, y: 1000, width: 390, height: 100))
        #expect(gone.layer.presentation()!.opacity > 0.9)
        setup.harness.run(until: start + 0.5)
        #expect(setup.collection.indexPathsForVisibleItems.map(\.item) == Array(0...7))
        #expect(gone.superview == nil)
        // More items than before: the new ones fade in at their places.
        setup.items.count = 10
        setup.collection.performBatchUpdates({ setup.collection.reloadData() })
        setup.harness.advance(to: setup.harness.now + 0.1)
        let arriving = setup.collection.cellForItem(at: IndexPath(item: 9, section: 0))!
        #expect(arriving.frame == setup.frame(9))
        let opacity = Double(arriving.layer.presentation()!.opacity)
        expectClose(opacity, CubicBezier.easeInEaseOut.value(at: 0.1 / 0.3), tolerance: 1e-6, "fading in")
    }

    /// With the Kinema option, the first visible item keeps its place on screen.
    @Test func anchoringKeepsTheFirstVisibleItem() {
        let setup = Setup(count: 60) { $0.itemSize = CGSize(width: 390, height: 100); $0.minimumLineSpacing = 0 }
        setup.collection.anchorsFirstVisibleItemOnLayoutChange = true
        setup.collection.contentOffset = CGPoint(x: 0, y: 1250)
        setup.harness.advance(to: 1.0 / 60)
        #expect(setup.collection.indexPathsForVisibleItems.first?.item == 12)
        setup.collection.performBatchUpdates { setup.layout.itemSize = CGSize(width: 120, height: 120) }
        // Item 12 was 50 points above the top; in three columns it is in line 4 (y 520): offset 570.
        #expect(setup.collection.contentOffset.y == setup.frame(12).minY + 50)
        setup.harness.run(until: setup.harness.now + 0.4)
        #expect(setup.collection.indexPathsForVisibleItems.first?.item == 12)
    }

    @Test func settingALayoutAnimatesFromTheOldOne() {
        let setup = Setup(count: 20) { $0.itemSize = CGSize(width: 390, height: 100); $0.minimumLineSpacing = 0 }
        let grid = UICollectionViewFlowLayout()
        grid.itemSize = CGSize(width: 100, height: 100)
        var done: [Bool] = []
        setup.collection.setCollectionViewLayout(grid, animated: true) { done.append($0) }
        #expect(grid.collectionView === setup.collection && setup.layout.collectionView == nil)
        let start = setup.harness.now
        setup.harness.advance(to: start + 0.15)
        // Item 9 was off screen (y 900 in the list); in the grid it is on screen: it comes from there.
        let shown = setup.shown(9)!
        let new = grid.layoutAttributesForItem(at: IndexPath(item: 9, section: 0))!.frame
        let progress = CubicBezier.easeInEaseOut.value(at: 0.5)
        expectClose(shown.minY, 900 + Double(new.minY - 900) * progress, tolerance: 1e-6)
        setup.harness.run(until: start + 0.4)
        #expect(done == [true])
        #expect(setup.shown(9) == new)
    }

    /// A subclass's `sizeForItemAt` is used when it declares the twin; without it, it is reported.
    @Test func subclassDelegateMethodsAreCalled() {
        var reports: [String] = []
        let saved = SubclassedDelegateCheck.report
        SubclassedDelegateCheck.report = { reports.append($0) }
        defer { SubclassedDelegateCheck.report = saved }
        let setup = Setup(count: 3)
        let wide = WidePresentation()
        setup.collection.delegate = wide
        setup.harness.advance(to: 1.0 / 60)
        #expect(setup.frame(0).size == CGSize(width: 300, height: 40))
        #expect(reports.isEmpty)
        let undeclared = UndeclaredPresentation()
        setup.collection.delegate = undeclared
        setup.harness.advance(to: 2.0 / 60)
        #expect(setup.frame(0).size == CGSize(width: 50, height: 50), "the base's default, as Swift dispatches")
        #expect(reports.count == 1 && reports[0].contains("extension UndeclaredPresentation: UICollectionViewDelegateFlowLayoutSubclassing {}"), "\(reports)")
    }

    /// A touch highlights the item under it; lifting it there selects it; another selection deselects it.
    @Test func touchesHighlightAndSelect() {
        let setup = Setup(count: 6) { $0.itemSize = CGSize(width: 100, height: 100) }
        let point = CGPoint(x: setup.frame(1).midX, y: setup.frame(1).midY)
        setup.harness.send(.pointerDown(position: point, button: .primary, time: setup.harness.now))
        #expect(setup.collection.cellForItem(at: IndexPath(item: 1, section: 0))!.isHighlighted)
        setup.harness.send(.pointerUp(position: point, button: .primary, time: setup.harness.now))
        let cell = setup.collection.cellForItem(at: IndexPath(item: 1, section: 0))!
        #expect(!cell.isHighlighted && cell.isSelected)
        let other = CGPoint(x: setup.frame(4).midX, y: setup.frame(4).midY)
        setup.harness.send(.pointerDown(position: other, button: .primary, time: setup.harness.now))
        setup.harness.send(.pointerUp(position: other, button: .primary, time: setup.harness.now))
        #expect(setup.items.calls == ["highlight 1", "unhighlight 1", "select 1", "highlight 4", "unhighlight 4", "deselect 1", "select 4"])
        #expect(setup.collection.indexPathsForSelectedItems == [IndexPath(item: 4, section: 0)] && !cell.isSelected)
    }

    @Test func attributesCopyAndCellsApplyThem() {
        let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 2, section: 0))
        attributes.frame = CGRect(x: 10, y: 20, width: 30, height: 40)
        attributes.alpha = 0.5
        let copy = attributes.copy() as! UICollectionViewLayoutAttributes
        copy.alpha = 1
        #expect(copy !== attributes && copy.frame == attributes.frame && attributes.alpha == 0.5)
        #expect(copy.isEqual(copy.copy()) && !copy.isEqual(attributes))
        let cell = UICollectionViewCell()
        cell.apply(attributes)
        #expect(cell.frame == CGRect(x: 10, y: 20, width: 30, height: 40) && cell.alpha == 0.5)
    }

    /// Springs and struts: a flexible width and height follow the superview; flexible margins share the
    /// change with the width in proportion to their lengths.
    @Test func autoresizingMasksFollowTheSuperview() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let filling = UIView(frame: CGRect(x: 10, y: 10, width: 180, height: 80))
        filling.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        let centred = UIView(frame: CGRect(x: 50, y: 0, width: 100, height: 20))
        centred.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin]
        let shared = UIView(frame: CGRect(x: 20, y: 0, width: 60, height: 20))
        shared.autoresizingMask = [.flexibleLeftMargin, .flexibleWidth]
        [filling, centred, shared].forEach(parent.addSubview)
        parent.frame = CGRect(x: 0, y: 0, width: 300, height: 150)
        #expect(filling.frame == CGRect(x: 10, y: 10, width: 280, height: 130))
        #expect(centred.frame == CGRect(x: 100, y: 0, width: 100, height: 20))
        #expect(shared.frame == CGRect(x: 45, y: 0, width: 135, height: 20), "100 shared 20 : 60")
    }
}
