import Foundation
import KinemaLayers
import KinemaUI

/// A progress ring in the middle of the screen with its percentage under it, on a gradient card, and
/// three small shape layers and a colour wheel below.
final class ShapesViewController: UIViewController {
    private(set) var ring: ProgressRingView?
    let percentLabel = UILabel()
    /// The card behind the ring and the percentage: gradient layers in a plain view.
    let card = UIView()
    private(set) var samples: [(view: ShapeLayerView, label: UILabel)] = []
    static let sampleSide: CGFloat = 76

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        card.frame = CGRect(origin: .zero, size: ShapeGradients.cardSize)
        for gradient in ShapeGradients.card() { card.layer.addSublayer(gradient) }
        view.addSubview(card)
        percentLabel.font = .systemFont(ofSize: 28, weight: .semibold)
        percentLabel.textAlignment = .center
        percentLabel.textColor = .label
        view.addSubview(percentLabel)
        for (sample, caption) in ShapeSamples.make(side: Self.sampleSide) {
            let label = UILabel()
            label.text = caption
            label.font = .systemFont(ofSize: 13)
            label.textColor = .secondaryLabel
            label.textAlignment = .center
            view.addSubview(sample)
            view.addSubview(label)
            samples.append((sample, label))
        }
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
        let middle = view.bounds.midY - 70
        ring?.center = CGPoint(x: view.bounds.midX, y: middle)
        percentLabel.frame = CGRect(x: 0, y: middle + 120, width: view.bounds.width, height: 40)
        card.frame.origin = CGPoint(x: view.bounds.midX - ShapeGradients.ringCentre.x, y: middle - ShapeGradients.ringCentre.y)
        let count = CGFloat(samples.count)
        let gap = (view.bounds.width - count * Self.sampleSide) / (count + 1)
        for (index, sample) in samples.enumerated() {
            let x = gap + CGFloat(index) * (Self.sampleSide + gap)
            sample.view.frame = CGRect(x: x, y: middle + 190, width: Self.sampleSide, height: Self.sampleSide)
            sample.label.frame = CGRect(x: x - gap / 2, y: middle + 194 + Self.sampleSide, width: Self.sampleSide + gap, height: 20)
        }
    }

    /// Shows `progress` (0…1) — the ring's stroke end and the percentage — and marches the dashes on
    /// by `dashPhase` points: set every frame, so without Core Animation's implicit animations (which
    /// would trail each value by 0.25 s), as iOS code driving a layer frame by frame turns them off.
    func show(progress: CGFloat, dashPhase: CGFloat) {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        ring?.progress = progress
        percentLabel.text = "\(Int((progress * 100).rounded())) %"
        samples.first?.view.shapeLayers.first?.lineDashPhase = dashPhase
        CATransaction.commit()
    }
}
