import Foundation
import KinemaCore
import KinemaUI
import KinemaTweaks

/// One layout change as one cell lives it: where the cell was and where it goes (model frames), and how
/// far along it has been shown (presentation frame), sampled every frame for the plot.
@MainActor
struct TrackedChange {
    let item: IndexPath
    let start: Double
    let duration: Double
    let from: CGRect
    var to: CGRect
    /// (fraction of the duration, progress from `from` to `to`) as shown.
    private(set) var samples: [CGPoint] = []

    init(item: IndexPath, start: Double, duration: Double, from: CGRect, to: CGRect) {
        self.item = item
        self.start = start
        self.duration = duration
        self.from = from
        self.to = to
    }

    /// The fraction of the change's duration at `time`, 0…1.
    func fraction(at time: Double) -> Double {
        duration > 0 ? min(1, max(0, (time - start) / duration)) : 1
    }

    /// How far along the cell is shown, along whichever edge moves most.
    func progress(of shown: CGRect) -> Double? {
        let moves = [
            (from.minX, to.minX, shown.minX), (from.minY, to.minY, shown.minY),
            (from.maxX, to.maxX, shown.maxX), (from.maxY, to.maxY, shown.maxY),
        ].max { abs($0.1 - $0.0) < abs($1.1 - $1.0) }!
        let distance = moves.1 - moves.0
        guard abs(distance) > 0.5 else { return nil }
        return Double((moves.2 - moves.0) / distance)
    }

    mutating func sample(at time: Double, in collectionView: UICollectionView) {
        let fraction = fraction(at: time)
        guard time >= start, fraction <= 1, samples.last.map({ Double($0.x) < 1 }) ?? true,
            let shown = collectionView.cellForItem(at: item)?.layer.presentation()?.frame,
            let progress = progress(of: shown)
        else { return }
        if let last = samples.last, Double(last.x) >= fraction { return }
        samples.append(CGPoint(x: fraction, y: progress))
    }
}
