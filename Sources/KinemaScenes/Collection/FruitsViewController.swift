import Foundation
import KinemaUI
import KinemaTweaks

// Seed 002's controller. What changed, and why:
// - the cell is registered by class (no nib), and the bar button takes a `UIAction` (no `#selector`);
// - `#imageLiteral(resourceName:)` became SF Symbol names (list, 3 × 3 grid, squares over wide rows);
// - the data-source overrides moved from an extension into the class: Swift cannot override a method
//   declared in the superclass from an extension without the Objective-C runtime;
// - `print("Item selected")` runs as written; in this file `print` also tells the scene (see below);
// - `self.` before `collectionView.reloadData()` in the batch-update closure: it escapes (its parameter is
//   optional), so Swift requires it — the article's line does not compile on iOS either.
// Kinema additions are below the article's code, marked.
final class FruitsViewController: UICollectionViewController {
    @MainActor // Kinema's UIImage belongs to the main actor (UIKit's is thread-safe)
    private enum PresentationStyle: String, CaseIterable {
        case table
        case defaultGrid
        case customGrid

        var buttonImage: UIImage {
            switch self {
            case .table: return UIImage(systemName: "list.bullet")!
            case .defaultGrid: return UIImage(systemName: "square.grid.3x3")!
            case .customGrid: return UIImage(systemName: "square.grid.3x1.below.line.grid.1x2")!
            }
        }
    }

    private var selectedStyle: PresentationStyle = .table {
        didSet { updatePresentationStyle() }
    }

    private var datasource: [Fruit] = FruitsProvider.get()

    private var styleDelegates: [PresentationStyle: CollectionViewSelectableItemDelegate] = {
        let result: [PresentationStyle: CollectionViewSelectableItemDelegate] = [
            .table: TabledContentCollectionViewDelegate(),
            .defaultGrid: DefaultGriddedContentCollectionViewDelegate(),
            .customGrid: CustomGriddedContentCollectionViewDelegate(),
        ]
        result.values.forEach {
            $0.didSelectItem = { _ in
                print("Item selected")
            }
        }
        return result
    }()

    override func viewDidLoad() {
        super.viewDidLoad()
        self.collectionView.register(FruitCollectionViewCell.self,
                                     forCellWithReuseIdentifier: FruitCollectionViewCell.reuseID)
        collectionView.contentInset = .zero
        updatePresentationStyle()

        navigationItem.rightBarButtonItem = UIBarButtonItem(image: selectedStyle.buttonImage, style: .plain, primaryAction: UIAction { [unowned self] _ in self.changeContentLayout() })
    }

    private func updatePresentationStyle() {
        collectionView.delegate = styleDelegates[selectedStyle]
        if UIAccessibility.isReduceMotionEnabled {
            // Reduce Motion (Kinema's addition to the seed): no cell travels; the new layout fades in.
            collectionView.alpha = 0
            UIView.performWithoutAnimation {
                collectionView.reloadData()
                collectionView.layoutIfNeeded()
            }
            UIView.animate(withDuration: collectionView.layoutChangeDuration) { self.collectionView.alpha = 1 }
        } else {
            collectionView.performBatchUpdates({
                self.collectionView.reloadData()
            }, completion: nil)
        }

        navigationItem.rightBarButtonItem?.image = selectedStyle.buttonImage
    }

    private func changeContentLayout() {
        let allCases = PresentationStyle.allCases
        guard let index = allCases.firstIndex(of: selectedStyle) else { return }
        let nextIndex = (index + 1) % allCases.count
        selectedStyle = allCases[nextIndex]
    }

    // MARK: UICollectionViewDataSource & UICollectionViewDelegate

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        return datasource.count
    }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        guard let cell = collectionView.dequeueReusableCell(withReuseIdentifier: FruitCollectionViewCell.reuseID,
                                                            for: indexPath) as? FruitCollectionViewCell else {
            fatalError("Wrong cell")
        }
        let fruit = datasource[indexPath.item]
        cell.update(title: fruit.name, image: fruit.icon)
        return cell
    }

    // MARK: - Kinema: what the scene drives

    /// The presentation shown: 0 table, 1 default grid, 2 custom grid.
    var presentationIndex: Int { PresentationStyle.allCases.firstIndex(of: selectedStyle) ?? 0 }

    /// What the bar button does (the scene's L key and Space).
    func cyclePresentation() { changeContentLayout() }

    /// The article's numbers, for every presentation; a change morphs the collection to them.
    var layoutTuning = FruitLayoutTuning() {
        didSet {
            guard layoutTuning != oldValue else { return }
            styleDelegates.values.forEach { ($0 as? DefaultCollectionViewDelegate)?.tuning = layoutTuning }
            guard isViewLoaded else { return }
            collectionView.performBatchUpdates({ self.collectionView.reloadData() }, completion: nil)
        }
    }

    /// Shows `count` fruits (names repeated after the first round), morphing to them.
    func setFruitCount(_ count: Int) {
        guard count != datasource.count else { return }
        datasource = FruitsProvider.get(count: count)
        guard isViewLoaded else { return }
        collectionView.performBatchUpdates({ self.collectionView.reloadData() }, completion: nil)
    }

    /// Where the article's `print` lines go besides standard output (the scene's status line).
    var printed: ((String) -> Void)?
}

/// The article prints "Item selected"; in this file `print` also hands the line to the controller of
/// the window it happens in — its scene's key window's — and so to that copy of the scene only.
@MainActor
private func print(_ items: Any..., separator: String = " ", terminator: String = "\n") {
    let line = items.map { "\($0)" }.joined(separator: separator)
    Swift.print(line, terminator: terminator)
    let navigation = UIApplication.shared.keyWindow?.rootViewController as? UINavigationController
    (navigation?.viewControllers.first as? FruitsViewController)?.printed?(line)
}
