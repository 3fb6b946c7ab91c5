import Foundation
import KinemaCore
import KinemaTestSupport
import Testing
@testable import KinemaScenes
@testable import KinemaUI
@testable import KinemaShell
@testable import KinemaTweaks

/// A flow layout that counts what it is asked (to show a switch asks about the visible rectangle only).
@MainActor
final class QueryCountingLayout: UICollectionViewFlowLayout {
    var elementQueries = 0
    var itemQueries = 0
    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        elementQueries += 1
        return super.layoutAttributesForElements(in: rect)
    }
    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        itemQueries += 1
        return super.layoutAttributesForItem(at: indexPath)
    }
}

/// Seed 002's fruits headless: the article's presentations, cell and controller in the scene's window,
/// time stepped through the window's clock.
@MainActor
@Suite("Collection scene (seed 002)")
struct CollectionSceneTests {
    @MainActor
    struct Scene {
        let shell: Shell
        var run: ScriptedRun
        var scene: CollectionScene { shell.scene as! CollectionScene }
        var collection: UICollectionView { scene.collectionView }

        init(sets: [String: String] = [:]) {
            shell = Shell(sceneName: "collection")!
            shell.window.engine.drainsMainQueue = false
            for (key, value) in sets { _ = shell.tuning.set(key, to: value) }
            run = ScriptedRun(shell: shell, events: [])
            _ = run.advance(to: 0)
        }

        mutating func at(_ time: Double) { _ = run.advance(to: time) }
        var now: Double { shell.window.engine.now }

        func frame(_ item: Int) -> CGRect {
            collection.layoutAttributesForItem(at: IndexPath(item: item, section: 0))!.frame
        }
        func cell(_ item: Int) -> FruitCollectionViewCell? {
            collection.cellForItem(at: IndexPath(item: item, section: 0)) as? FruitCollectionViewCell
        }
        /// The device point at the middle of an item, on screen.
        func screenPoint(_ item: Int) -> CGPoint {
            let frame = frame(item)
            return collection.convert(CGPoint(x: frame.midX, y: frame.midY), to: nil)
        }
    }

    /// The frames of the seed's three presentations at 390 points, written from its formulas: insets
    /// 16 / 16 / 20 / 16; the table's rows 390 − 32 = 358 wide and 112 high, 10 apart; the grid's items
    /// (390 − 32 − 2 × 8) / 3 = 114 square, 8 apart in a row and 20 between rows; the custom grid the same
    /// but every 4th item full width and 112 high.
    @Test func theThreePresentationsPlaceItemsByTheSeedsFormulas() {
        var scene = Scene()
        #expect(scene.collection.bounds.width == 390)
        #expect(scene.scene.fruits.presentationIndex == 0)
        for item in [0, 1, 2, 7, 33] {
            let y: CGFloat = 16 + 122 * CGFloat(item)
            #expect(scene.frame(item) == CGRect(x: 16, y: y, width: 358, height: 112), "table \(item)")
        }
        let height: CGFloat = 16 + 34 * 112 + 33 * 10 + 20
        #expect(scene.collection.contentSize.height == height)
        scene.scene.replay()
        scene.at(1)
        #expect(scene.scene.fruits.presentationIndex == 1)
        for item in [0, 1, 2, 3, 4, 5, 32, 33] {
            let x: CGFloat = 16 + 122 * CGFloat(item % 3), y: CGFloat = 16 + 134 * CGFloat(item / 3)
            let expected = CGRect(x: x, y: y, width: 114, height: 114)
            #expect(scene.frame(item) == expected, "grid \(item)")
        }
        scene.scene.replay()
        scene.at(2)
        #expect(scene.scene.fruits.presentationIndex == 2)
        for item in [0, 1, 2, 3, 4, 5, 7, 32, 33] {
            let group = CGFloat(item / 4), place = item % 4
            let top: CGFloat = 16 + 266 * group
            let x: CGFloat = 16 + 122 * CGFloat(place - 1)
            let expected = place == 0
                ? CGRect(x: 16, y: top, width: 358, height: 112)
                : CGRect(x: x, y: top + 132, width: 114, height: 114)
            #expect(scene.frame(item) == expected, "custom grid \(item)")
        }
        scene.scene.replay()
        scene.at(3)
        #expect(scene.scene.fruits.presentationIndex == 0, "and back to the table")
    }

    /// Mid-change, a cell is between its old and new frames on the ease-in-out curve; its label's 0.8
    /// scale (the cell's own 0.3 s animation, nested) follows the same timing; at the end all is settled.
    @Test func theSwitchMorphsEveryCellOnTheCurve() {
        var scene = Scene(sets: ["duration": "0.6"])
        scene.at(0.5)
        let old = scene.frame(4)
        let label = scene.cell(4)!.titleLabel
        #expect(label.transform == .identity && scene.cell(4)!.contentStack.axis == .horizontal)
        scene.scene.replay()
        let new = scene.frame(4)
        let start = scene.now
        scene.at(start + 0.3)
        let progress = CubicBezier.easeInEaseOut.value(at: 0.5)
        let shown = scene.cell(4)!.layer.presentation()!.frame
        expectClose(shown.minX, Double(old.minX + (new.minX - old.minX) * progress), tolerance: 1e-6)
        expectClose(shown.minY, Double(old.minY + (new.minY - old.minY) * progress), tolerance: 1e-6)
        expectClose(shown.width, Double(old.width + (new.width - old.width) * progress), tolerance: 1e-6)
        // The stack is a column from the start of the change, its label scaling down over the batch's 0.6 s
        // (inherited), not its own 0.3 s.
        #expect(scene.cell(4)!.contentStack.axis == .vertical && label.transform == CGAffineTransform(scaleX: 0.8, y: 0.8))
        expectClose(label.layer.presentation()!.affineTransform().a, 1 - 0.2 * progress, tolerance: 1e-6)
        scene.at(start + 0.7)
        #expect(scene.cell(4)!.layer.presentation()!.frame == new)
        expectClose(label.layer.presentation()!.affineTransform().a, 0.8, tolerance: 1e-12)
        #expect(label.textAlignment == .center && scene.cell(4)!.contentStack.spacing == 4)
    }

    /// The seed's test is `bounds.width > 2 * bounds.height`: twice as wide as high stays a column; half a
    /// point wider is a row, with the label at full size, left-aligned, 16 points from the icon.
    @Test func theAxisSwitchFollowsTheSeedsComparison() {
        let twice = FruitCollectionViewCell(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        twice.awakeFromNib()
        twice.layoutIfNeeded()
        #expect(twice.contentStack.axis == .vertical && twice.titleLabel.transform == CGAffineTransform(scaleX: 0.8, y: 0.8))
        let wider = FruitCollectionViewCell(frame: CGRect(x: 0, y: 0, width: 200.5, height: 100))
        wider.awakeFromNib()
        wider.layoutIfNeeded()
        #expect(wider.contentStack.axis == .horizontal && wider.titleLabel.transform == .identity)
        #expect(wider.titleLabel.textAlignment == .left)
        // The XIB's rules: the stack 8 points inside; in a row the icon is as wide as the stack is high.
        #expect(wider.contentStack.frame == CGRect(x: 8, y: 8, width: 184.5, height: 84))
        #expect(wider.iconView.frame.size == CGSize(width: 84, height: 84))
        expectClose(wider.titleLabel.frame.minX, 84 + 16, tolerance: 1e-9)
    }

    /// Outside a layout change, the cell's own `UIView.animate(withDuration: 0.3)` times the label's scale.
    @Test func theLabelScalesOverTheCellsOwnDuration() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.engine.drainsMainQueue = false
        let cell = FruitCollectionViewCell(frame: CGRect(x: 0, y: 0, width: 358, height: 112))
        cell.awakeFromNib()
        window.addSubview(cell)
        window.engine.clock.advance(to: 0)
        _ = window.runFrame(events: [], advancingBy: 0)
        #expect(cell.contentStack.axis == .horizontal)
        cell.frame = CGRect(x: 0, y: 0, width: 114, height: 114)
        window.engine.clock.advance(to: 1.0 / 60)
        _ = window.runFrame(events: [], advancingBy: 0)
        let start = 1.0 / 60
        #expect(cell.contentStack.axis == .vertical)
        window.engine.clock.advance(to: start + 0.15)
        _ = window.runFrame(events: [], advancingBy: 0)
        expectClose(cell.titleLabel.layer.presentation()!.affineTransform().a, 1 - 0.2 * CubicBezier.easeInEaseOut.value(at: 0.5), tolerance: 1e-6)
        window.engine.clock.advance(to: start + 0.3)
        _ = window.runFrame(events: [], advancingBy: 0)
        expectClose(cell.titleLabel.layer.presentation()!.affineTransform().a, 0.8, tolerance: 1e-12)
    }

    /// UIKit keeps the content offset through a change (clamped to the new content); the Kinema option
    /// keeps the first visible item where it was.
    @Test func theOffsetIsKeptOrTheFirstItemAnchored() {
        var kept = Scene()
        kept.collection.contentOffset = CGPoint(x: 0, y: 500)
        kept.at(0.5)
        kept.scene.replay()
        #expect(kept.collection.contentOffset.y == 500)
        kept.at(1.5)
        #expect(kept.collection.contentOffset.y == 500)
        // Back to the table, scrolled further down than the grid reaches: the switch clamps the offset to
        // the grid's end (16 + 12 rows of 114 with 11 gaps of 20 + 20, less the 753-point view).
        kept.scene.replay()
        kept.scene.replay()
        kept.at(2.5)
        kept.collection.contentOffset = CGPoint(x: 0, y: 1500)
        kept.at(2.6)
        kept.scene.replay()
        kept.at(3.5)
        let end: CGFloat = 16 + 12 * 114 + 11 * 20 + 20 - kept.collection.bounds.height
        #expect(kept.collection.contentOffset.y == end)
        var anchored = Scene(sets: ["offset": "2"])
        anchored.collection.contentOffset = CGPoint(x: 0, y: 1220)
        anchored.at(0.5)
        let first = anchored.collection.indexPathsForVisibleItems.first { anchored.frame($0.item).maxY > 1220 }!
        #expect(first.item == 9)
        anchored.scene.replay()
        anchored.at(1.5)
        let now = anchored.collection.indexPathsForVisibleItems.filter { anchored.frame($0.item).intersects(anchored.collection.bounds) }
        let onScreen: CGFloat = 16 + 122 * 9 - 1220
        #expect(now.min()?.item == 9 && anchored.frame(9).minY - anchored.collection.contentOffset.y == onScreen)
    }

    /// With 10,000 fruits only the visible items are cells, and a switch asks the layout about the visible
    /// rectangle (and single items only for cells leaving the view).
    @Test func tenThousandFruitsStayCheap() {
        let layout = QueryCountingLayout()
        let controller = FruitsViewController(collectionViewLayout: layout)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.engine.drainsMainQueue = false
        window.rootViewController = controller
        controller.setFruitCount(10_000)
        window.engine.clock.advance(to: 0)
        _ = window.runFrame(events: [], advancingBy: 0)
        window.engine.clock.advance(to: 0.5)
        _ = window.runFrame(events: [], advancingBy: 0)
        let collection = controller.collectionView!
        #expect(collection.numberOfItems(inSection: 0) == 10_000)
        #expect(collection.visibleCells.count == 7 && collection.cellsCreated <= 14)
        let before = (layout.elementQueries, layout.itemQueries)
        controller.cyclePresentation()
        var time = 0.5
        while time < 1.2 {
            time += 1.0 / 60
            window.engine.clock.advance(to: time)
            _ = window.runFrame(events: [], advancingBy: 0)
        }
        #expect(layout.elementQueries - before.0 <= 3, "\(layout.elementQueries - before.0) rectangle queries")
        #expect(layout.itemQueries - before.1 <= 7, "only the cells that left: \(layout.itemQueries - before.1)")
        // Seven rows of the grid fit the 844-point window (the last one from 820 down).
        #expect(collection.visibleCells.count == 21 && collection.cellsCreated <= 7 + 21)
    }

    /// A touch clears the cell's background (the seed's highlight), lifting it restores white and selects:
    /// the article prints "Item selected", shown on the status line. The bar button and L cycle.
    @Test func highlightSelectionAndTheBarButton() {
        var scene = Scene()
        scene.at(0.5)
        let point = scene.screenPoint(1)
        _ = scene.shell.step(deviceEvents: [.pointerDown(position: point, button: .primary, time: scene.now)], realDelta: 1.0 / 60)
        #expect(scene.cell(1)!.backgroundColor == .clear)
        _ = scene.shell.step(deviceEvents: [.pointerUp(position: point, button: .primary, time: scene.now)], realDelta: 1.0 / 60)
        #expect(scene.cell(1)!.backgroundColor == .white)
        #expect(scene.scene.statusMessage == "Item selected")
        #expect(scene.collection.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)])
        // The bar button: its symbol names the presentation shown.
        let bar = scene.scene.navigation.navigationBar
        #expect(scene.scene.fruits.navigationItem.rightBarButtonItem?.image?.symbolName == "list.bullet")
        let button = CGPoint(x: 390 - 8 - 22, y: bar.frame.midY)
        _ = scene.shell.step(deviceEvents: [.pointerDown(position: button, button: .primary, time: scene.now)], realDelta: 1.0 / 60)
        _ = scene.shell.step(deviceEvents: [.pointerUp(position: button, button: .primary, time: scene.now)], realDelta: 1.0 / 60)
        #expect(scene.scene.fruits.presentationIndex == 1)
        #expect(scene.scene.fruits.navigationItem.rightBarButtonItem?.image?.symbolName == "square.grid.3x3")
        scene.shell.handleKey(KeyPress(key: "l"))
        #expect(scene.scene.fruits.presentationIndex == 2)
        #expect(scene.scene.fruits.navigationItem.rightBarButtonItem?.image?.symbolName == "square.grid.3x1.below.line.grid.1x2")
        scene.at(scene.now + 4)
        #expect(scene.scene.statusMessage == nil, "the message goes after three seconds")
    }

    /// The tuning reaches the seed's presentations: four per row and every 3rd full width; more fruits
    /// than names repeat them numbered; no subclass warning is printed.
    @Test func tuningReshapesThePresentations() {
        var reports: [String] = []
        let saved = SubclassedDelegateCheck.report
        SubclassedDelegateCheck.report = { reports.append($0) }
        defer { SubclassedDelegateCheck.report = saved }
        var scene = Scene(sets: ["perRow": "4", "period": "3", "fruits": "40"])
        scene.scene.replay()
        scene.scene.replay()
        scene.at(1)
        // (390 − 32 − 3 × 8) / 4 = 83.5
        let second: CGFloat = 16 + 112 + 20, third: CGFloat = second + 83.5 + 20
        #expect(scene.frame(1) == CGRect(x: 16, y: second, width: 83.5, height: 83.5))
        #expect(scene.frame(3) == CGRect(x: 16, y: third, width: 358, height: 112))
        #expect(scene.collection.numberOfItems(inSection: 0) == 40)
        scene.collection.scrollToItem(at: IndexPath(item: 39, section: 0), at: .bottom, animated: false)
        scene.at(1.5)
        #expect(scene.cell(39)?.shownTitle == "Orange 2" && scene.cell(34)?.shownTitle == "Apple 2")
        #expect(reports.isEmpty, "\(reports)")
    }
}
