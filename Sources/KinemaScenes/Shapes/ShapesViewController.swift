import Foundation
import KinemaUI

/// A progress ring in the middle of the screen with its percentage under it.
final class ShapesViewController: UIViewController {
    private(set) var ring: ProgressRingView?
    let percentLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        percentLabel.font = .systemFont(ofSize: 28, weight: .semibold)
        percentLabel.textAlignment = .center
        percentLabel.textColor = .label
        view.addSubview(percentLabel)
        makeRing(lineWidth: 14)
    }

    /// A new ring of `lineWidth` points, 220 across, keeping the progress.
    func makeRing(lineWidth: CGFloat) {
        let progress = ring?.progress ?? 0
        ring?.removeFromSuperview()
        let ring = ProgressRingView(frame: CGRect(x: 0, y: 0, width: 220, height: 220), lineWidth: lineWidth)
        ring.accessibilityIdentifier = "ring"
        ring.progress = progress
        view.addSubview(ring)
        self.ring = ring
        view.setNeedsLayout()
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        ring?.center = CGPoint(x: view.bounds.midX, y: view.bounds.midY - 20)
        percentLabel.frame = CGRect(x: 0, y: view.bounds.midY + 110, width: view.bounds.width, height: 40)
    }

    /// Shows `progress` (0…1): the ring's stroke end and the percentage.
    func show(progress: CGFloat) {
        ring?.progress = progress
        percentLabel.text = "\(Int((progress * 100).rounded())) %"
    }
}
