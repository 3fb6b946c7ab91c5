import Foundation
import KinemaCore
import KinemaUI
import KinemaTweaks

/// Seed 002's fruits: one bar button (or L, or Space) cycles the collection between a table, a three-
/// column grid and a mixed grid where every 4th item is full width, each a `UICollectionViewDelegateFlowLayout`
/// subclass swapped in and animated by `performBatchUpdates({ reloadData() })`; every cell moves to its
/// new frame and its stack turns from row to column as it narrows. Changing a value morphs the collection
/// to it; the plot shows the change's timing curve and where one cell really is along it.
@MainActor
package final class CollectionScene: Scene {
    package let name = "collection"
    package let title = "Collection layouts (seed 002)"
    private static let seed = FruitLayoutTuning()
    @Tweak("Layout change", 0.3, in: 0.05...3, step: 0.05, unit: .seconds, decimals: 2) var duration: Double
    @Tweak("Items per row", Int(seed.itemsPerRow), in: 1...8) var perRow: Int
    @Tweak("Full width every", seed.fullWidthPeriod, in: 1...12, unit: .items) var period: Int
    @Tweak("Full-width height", Double(seed.fullWidthHeight), in: 40...300, step: 4, unit: .points, decimals: 0) var fullHeight: Double
    @Tweak("Item spacing", Double(seed.itemSpacing), in: 0...40, step: 1, unit: .points, decimals: 0) var spacing: Double
    @Tweak("Inset top", Double(seed.sectionInsets.top), in: 0...80, step: 1, unit: .points, decimals: 0) var insetTop: Double
    @Tweak("Inset left", Double(seed.sectionInsets.left), in: 0...80, step: 1, unit: .points, decimals: 0) var insetLeft: Double
    @Tweak("Inset bottom", Double(seed.sectionInsets.bottom), in: 0...80, step: 1, unit: .points, decimals: 0) var insetBottom: Double
    @Tweak("Inset right", Double(seed.sectionInsets.right), in: 0...80, step: 1, unit: .points, decimals: 0) var insetRight: Double
    @Tweak("Fruits", FruitsProvider.names.count, in: 1...10_000, key: "fruits") var fruitCount: Int
    @Tweak("Slow layout change", false, on: "on (×0.1 time)") var slow: Bool
    @Tweak("Offset on change", false, off: "kept (UIKit)", on: "first item anchored", key: "offset") var anchorsFirstItem: Bool
    let fruits = FruitsViewController()
    let navigation: UINavigationController
    package var rootViewController: UIViewController { navigation }

    /// The last line the article's code printed, and when (shown for three seconds).
    private var printed: (text: String, time: Double)?
    private var now = 0.0
    /// The layout change the plot follows.
    var tracked: TrackedChange?
    /// B's blurred panel (Kinema's addition; see `BlurredPanel`).
    let panel = BlurredPanel()

    package init() {
        fruits.title = "Fruits"
        navigation = UINavigationController(rootViewController: fruits)
        navigation.loadViewIfNeeded()
        fruits.loadViewIfNeeded()
        // The storyboard's background, behind the white cells.
        fruits.collectionView.backgroundColor = .systemGroupedBackground
        apply()
        // Where the article's printed lines go: this scene's status line.
        fruits.printed = { [weak self] line in
            guard let self else { return }
            self.printed = (line, self.now)
        }
    }

    var collectionView: UICollectionView { fruits.collectionView }

    /// The parameters' values into the controller and its collection view (a change morphs to them).
    private func apply() {
        var tuning = FruitLayoutTuning()
        tuning.itemsPerRow = CGFloat(perRow)
        tuning.fullWidthPeriod = period
        tuning.fullWidthHeight = CGFloat(fullHeight)
        tuning.itemSpacing = CGFloat(spacing)
        tuning.sectionInsets = UIEdgeInsets(top: CGFloat(insetTop), left: CGFloat(insetLeft), bottom: CGFloat(insetBottom), right: CGFloat(insetRight))
        // Slow: the whole change, and the cells' own 0.3 s animation nested in it, take ten times as long.
        collectionView.layoutChangeDuration = duration * (slow ? 10 : 1)
        collectionView.anchorsFirstVisibleItemOnLayoutChange = anchorsFirstItem
        let changes = fruits.layoutTuning != tuning || collectionView.numberOfItems(inSection: 0) != fruitCount
        if changes { startTracking() }
        fruits.layoutTuning = tuning
        fruits.setFruitCount(fruitCount)
        if changes { finishTracking() }
    }

    /// Space, L or the bar button: the next presentation.
    package func replay() {
        startTracking()
        fruits.cyclePresentation()
        finishTracking()
    }

    package func tweakDidChange(_ tweak: AnyTweak) {
        apply()
    }

    package func handleKey(_ press: KeyPress) -> Bool {
        if press.key == "b" {
            // Not in the key hints: the scene's pictures stay as they were (docs/blur.md says where it is).
            panel.place(in: navigation.view)
            panel.toggle()
            printed = (panel.isShown ? "B: the panel's effect animates from nil to .systemMaterial" : "B: the panel's effect animates to nil", now)
            return true
        }
        guard press.key == "l" else { return false }
        replay()
        return true
    }

    package func tick(at time: Double) {
        now = time
        if let shown = printed, time - shown.time > 3 { printed = nil }
        tracked?.sample(at: time, in: collectionView)
    }

    package var statusMessage: String? { printed?.text }

    /// By itself the scene only takes a printed line off its status line, three seconds on (the
    /// followed cell's samples are taken while it moves, which the window knows about).
    package func nextChange(after time: Double) -> Double? { printed.map { $0.time + 3 } ?? .infinity }

    package var keyHints: [String] { ["the bar button, L or Space changes the layout; tap a fruit"] }

    /// Changes the layout every second while flinging through the fruits, up for five seconds, then down.
    package func benchmarkInput(seconds: Double) -> [InputEvent] {
        var events: [InputEvent] = []
        var start = 0.5
        var up = true
        while start < seconds {
            events.append(.key(KeyPress(key: "l", time: start)))
            events += BenchmarkFling.events(x: 195, from: up ? 640 : 260, up: up, at: start + 0.45)
            start += 1.0
            if Int(start) % 5 == 0 { up.toggle() }
        }
        return events
    }

    // MARK: - Following a change for the plot

    private func startTracking() {
        let visible = collectionView.indexPathsForVisibleItems
        guard let item = visible.first(where: { collectionView.cellForItem(at: $0)!.frame.intersects(collectionView.bounds) }),
            let cell = collectionView.cellForItem(at: item)
        else {
            tracked = nil
            return
        }
        tracked = TrackedChange(item: item, start: now, duration: collectionView.layoutChangeDuration, from: cell.frame, to: cell.frame)
    }

    private func finishTracking() {
        guard let change = tracked, let cell = collectionView.cellForItem(at: change.item) else { return }
        tracked?.to = cell.frame
    }
}
