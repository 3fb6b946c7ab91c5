import Foundation
import KinemaCore
import KinemaTweaks

extension CollectionScene {
    /// The layout change's curve: ease-in-out over its duration.
    package var curveInFocus: (curve: CubicBezier, duration: Double)? { (.easeInEaseOut, collectionView.layoutChangeDuration) }

    /// The layout change moves and sizes every cell.
    package var exportedMotion: ExportedMotion? {
        tunedTiming.map { ExportedMotion(motion: $0, properties: [.frame]) }
    }

    /// Seed 002's layout numbers and the layout change's animation. `performBatchUpdates` has no duration
    /// of its own: run inside an animation block, it takes the block's — how the tuned duration reaches
    /// UIKit.
    package func swiftCode() -> String? {
        let n = SwiftSource.number, w = SwiftSource.whole
        let insets = [insetTop, insetLeft, insetBottom, insetRight].map(w)
        return """
            // Seed 002's gridded layout delegates
            private let itemsPerRow: CGFloat = \(String(perRow))
            private let minimumItemSpacing: CGFloat = \(w(spacing))
            private let sectionInsets = UIEdgeInsets(top: \(insets[0]), left: \(insets[1]), bottom: \(insets[2]), right: \(insets[3]))
            // CustomGriddedContentCollectionViewDelegate: every \(String(period))th item full width, \(w(fullHeight)) pt high
            if indexPath.item % \(String(period)) == 0 {
                itemSize = CGSize(width: itemWidth, height: \(w(fullHeight)))
            }
            // The layout change: performBatchUpdates takes the duration of the animation block it runs in
            UIView.animate(withDuration: \(n(collectionView.layoutChangeDuration))) {
                self.collectionView.performBatchUpdates({
                    self.collectionView.reloadData()
                }, completion: nil)
            }

            """
    }
}
