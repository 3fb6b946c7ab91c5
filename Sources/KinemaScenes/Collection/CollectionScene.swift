import Foundation
import KinemaCore
import KinemaUI

/// Seed 002's fruits: one bar button (or L, or Space) cycles the collection between a table, a three-
/// column grid and a mixed grid where every 4th item is full width, each a `UICollectionViewDelegateFlowLayout`
/// subclass swapped in and animated by `performBatchUpdates({ reloadData() })`; every cell moves to its
/// new frame and its stack turns from row to column as it narrows. Changing a value morphs the collection
/// to it; the plot shows the change's timing curve and where one cell really is along it.
@MainActor
public final class CollectionScene: Scene {
    public let name = "collection"
    public let title = "Collection layouts (seed 002)"
    public let parameters: [Parameter]
    let fruits = FruitsViewController()
    let navigation: UINavigationController
    public var rootViewController: UIViewController { navigation }

    /// The last line the article's code printed, and when (shown for three seconds).
    private var printed: (text: String, time: Double)?
    private var now = 0.0
    /// The layout change the plot follows.
    var tracked: TrackedChange?

    public init() {
        let seed = FruitLayoutTuning()
        parameters = [
            Parameter(key: "duration", label: "Layout change", unit: "s", range: 0.05...3, step: 0.05, defaultValue: 0.3),
            Parameter(key: "perRow", label: "Items per row", range: 1...8, step: 1, defaultValue: Double(seed.itemsPerRow), decimals: 0),
            Parameter(key: "period", label: "Full width every", unit: "items", range: 1...12, step: 1, defaultValue: Double(seed.fullWidthPeriod), decimals: 0),
            Parameter(key: "fullHeight", label: "Full-width height", unit: "pt", range: 40...300, step: 4, defaultValue: Double(seed.fullWidthHeight), decimals: 0),
            Parameter(key: "spacing", label: "Item spacing", unit: "pt", range: 0...40, step: 1, defaultValue: Double(seed.itemSpacing), decimals: 0),
            Parameter(key: "insetTop", label: "Inset top", unit: "pt", range: 0...80, step: 1, defaultValue: Double(seed.sectionInsets.top), decimals: 0),
            Parameter(key: "insetLeft", label: "Inset left", unit: "pt", range: 0...80, step: 1, defaultValue: Double(seed.sectionInsets.left), decimals: 0),
            Parameter(key: "insetBottom", label: "Inset bottom", unit: "pt", range: 0...80, step: 1, defaultValue: Double(seed.sectionInsets.bottom), decimals: 0),
            Parameter(key: "insetRight", label: "Inset right", unit: "pt", range: 0...80, step: 1, defaultValue: Double(seed.sectionInsets.right), decimals: 0),
            Parameter(key: "fruits", label: "Fruits", range: 1...10_000, step: 1, defaultValue: Double(FruitsProvider.names.count), decimals: 0),
            Parameter(key: "slow", label: "Slow layout change", choices: ["off", "on (×0.1 time)"]),
            Parameter(key: "offset", label: "Offset on change", choices: ["kept (UIKit)", "first item anchored"]),
        ]
        fruits.title = "Fruits"
        navigation = UINavigationController(rootViewController: fruits)
        navigation.loadViewIfNeeded()
        fruits.loadViewIfNeeded()
        // The storyboard's background, behind the white cells.
        fruits.collectionView.backgroundColor = .systemGroupedBackground
        FruitsViewController.printed = printedHook
        apply()
    }

    /// Where the article's printed lines go: this scene's status line.
    private lazy var printedHook: (String) -> Void = { [weak self] line in
        guard let self else { return }
        self.printed = (line, self.now)
    }

    public func willHandleInput() {
        FruitsViewController.printed = printedHook
    }

    var collectionView: UICollectionView { fruits.collectionView }

    /// The parameters' values into the controller and its collection view (a change morphs to them).
    private func apply() {
        var tuning = FruitLayoutTuning()
        tuning.itemsPerRow = CGFloat(value("perRow").rounded())
        tuning.fullWidthPeriod = Int(value("period").rounded())
        tuning.fullWidthHeight = CGFloat(value("fullHeight"))
        tuning.itemSpacing = CGFloat(value("spacing"))
        tuning.sectionInsets = UIEdgeInsets(
            top: CGFloat(value("insetTop")), left: CGFloat(value("insetLeft")),
            bottom: CGFloat(value("insetBottom")), right: CGFloat(value("insetRight")))
        // Slow: the whole change, and the cells' own 0.3 s animation nested in it, take ten times as long.
        collectionView.layoutChangeDuration = value("duration") * (parameter("slow")!.index == 1 ? 10 : 1)
        collectionView.anchorsFirstVisibleItemOnLayoutChange = parameter("offset")!.index == 1
        let changes = fruits.layoutTuning != tuning || collectionView.numberOfItems(inSection: 0) != Int(value("fruits"))
        if changes { startTracking() }
        fruits.layoutTuning = tuning
        fruits.setFruitCount(Int(value("fruits").rounded()))
        if changes { finishTracking() }
    }

    /// Space, L or the bar button: the next presentation.
    public func replay() {
        startTracking()
        fruits.cyclePresentation()
        finishTracking()
    }

    public func parameterDidChange(_ parameter: Parameter) {
        apply()
    }

    public func handleKey(_ press: KeyPress) -> Bool {
        guard press.key == "l" else { return false }
        replay()
        return true
    }

    public func tick(at time: Double) {
        now = time
        if let shown = printed, time - shown.time > 3 { printed = nil }
        tracked?.sample(at: time, in: collectionView)
    }

    public var statusMessage: String? { printed?.text }

    public var keyHints: [String] { ["the bar button, L or Space changes the layout; tap a fruit"] }

    /// Changes the layout every second while flinging through the fruits, up for five seconds, then down.
    public func benchmarkInput(seconds: Double) -> [InputEvent] {
        var events: [InputEvent] = []
        var start = 0.5
        var up = true
        while start < seconds {
            events.append(.key(KeyPress(key: "l", time: start)))
            let x: CGFloat = 195, from: CGFloat = up ? 640 : 260
            let fling = start + 0.45
            events.append(.pointerDown(position: CGPoint(x: x, y: from), button: .primary, time: fling))
            for step in 1...6 {
                let y = from + CGFloat(step) * (up ? -40 : 40)
                events.append(.pointerMove(position: CGPoint(x: x, y: y), buttons: [.primary], time: fling + Double(step) / 60))
            }
            events.append(.pointerUp(position: CGPoint(x: x, y: from + (up ? -240 : 240)), button: .primary, time: fling + 6.0 / 60))
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
