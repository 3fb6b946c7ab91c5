import Foundation
import KinemaCore
import KinemaLayers
import KinemaUI

/// Two Core Animation looks written as iOS code writes them: a card that lifts on its shadow (its
/// `shadowRadius`, `shadowOffset` and `shadowOpacity` growing as it rises), and a card that flips in
/// perspective — a front and a back, each single-sided, turning together inside a container whose
/// `sublayerTransform` gives them one perspective — and a cube of six layers in a `CATransformLayer`,
/// which keeps their depth, turning half over with each flip.
final class LayersViewController: UIViewController {
    let liftCard = UIView()
    let flipContainer = UIView()
    let front = UIView()
    let back = UIView()
    /// What each card shows, under it.
    let liftCaption = UILabel()
    let flipCaption = UILabel()
    let cubeCaption = UILabel()
    /// The cube's stage (its perspective) and the cube itself.
    let cubeStage = CALayer()
    let cube = CATransformLayer()
    /// The cube's turn about its vertical axis (NaN until first set).
    var cubeAngle = CGFloat.nan
    /// Whether the card shows its back (the last flip's end).
    private(set) var showsBack = false

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground
        liftCard.backgroundColor = .secondarySystemGroupedBackground
        liftCard.layer.cornerRadius = 16
        liftCard.layer.shadowColor = UIColor.black.cgColor
        liftCard.accessibilityIdentifier = "lift-card"
        liftCard.addSubview(Self.label("Lift", color: .label))
        view.addSubview(liftCard)
        flipContainer.accessibilityIdentifier = "flip"
        for (face, title, color) in [(back, "Back", UIColor.systemOrange), (front, "Front", UIColor.systemBlue)] {
            face.backgroundColor = color
            face.layer.cornerRadius = 16
            face.layer.isDoubleSided = false
            face.accessibilityIdentifier = "flip-" + title.lowercased()
            face.addSubview(Self.label(title, color: .white))
            flipContainer.addSubview(face)
        }
        back.layer.transform = CATransform3DMakeRotation(-.pi, 0, 1, 0)
        view.addSubview(flipContainer)
        makeCube()
        for (caption, text) in [(liftCaption, "shadowRadius, shadowOffset, shadowOpacity"), (flipCaption, "sublayerTransform.m34, isDoubleSided = false"),
                                (cubeCaption, "CATransformLayer: six faces kept in depth")] {
            caption.text = text
            caption.font = .systemFont(ofSize: 13)
            caption.textColor = .secondaryLabel
            caption.textAlignment = .center
            view.addSubview(caption)
        }
        setPerspective(distance: 600)
        lift(to: 0)
    }

    static func label(_ text: String, color: UIColor) -> UILabel {
        let label = UILabel()
        label.text = text
        label.font = .systemFont(ofSize: 28, weight: .bold)
        label.textColor = color
        label.textAlignment = .center
        label.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        return label
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let width = min(view.bounds.width - 80, 300)
        liftCard.bounds = CGRect(x: 0, y: 0, width: width, height: 150)
        liftCard.center = CGPoint(x: view.bounds.midX, y: view.bounds.height * 0.28)
        flipContainer.frame = CGRect(x: (view.bounds.width - width) / 2, y: view.bounds.height * 0.52, width: width, height: 190)
        liftCaption.frame = CGRect(x: 0, y: liftCard.center.y + 100, width: view.bounds.width, height: 20)
        flipCaption.frame = CGRect(x: 0, y: flipContainer.frame.maxY + 24, width: view.bounds.width, height: 20)
        let side = Self.cubeSide
        cubeStage.frame = CGRect(x: view.bounds.midX - side, y: flipCaption.frame.maxY + 16, width: 2 * side, height: 2 * side)
        cube.frame = CGRect(x: side / 2, y: side / 2, width: side, height: side)
        cubeCaption.frame = CGRect(x: 0, y: cubeStage.frame.maxY + 4, width: view.bounds.width, height: 20)
        for face in [front, back] {
            face.bounds = flipContainer.bounds
            face.center = CGPoint(x: flipContainer.bounds.midX, y: flipContainer.bounds.midY)
            face.subviews.first?.frame = face.bounds
        }
    }

    /// The shared perspective: the eye `distance` points in front of the container (m34 = −1/d).
    func setPerspective(distance: CGFloat) {
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / max(distance, 1)
        flipContainer.layer.sublayerTransform = perspective
        cubeStage.sublayerTransform = perspective
    }

    /// The lift card `amount` (0…1) of the way up: raised and slightly larger, its shadow wider, softer
    /// and further below it, as a card lifted towards the light.
    func lift(to amount: CGFloat) {
        let t = min(1, max(0, amount))
        liftCard.transform = CGAffineTransform(translationX: 0, y: -10 * t).scaledBy(x: 1 + 0.04 * t, y: 1 + 0.04 * t)
        liftCard.layer.shadowOpacity = Float(0.12 + 0.16 * t)
        liftCard.layer.shadowRadius = 3 + 15 * t
        liftCard.layer.shadowOffset = CGSize(width: 0, height: 2 + 12 * t)
    }

    /// Turns the card over: a half turn about y, animated by the block as Core Animation animates a
    /// layer's transform (through the edge-on position). The back stays a half turn behind the front
    /// (−π … 0 as the front goes 0 … π), so both turn the same way: a half turn between two matrices
    /// may go either way, and these pairs go the way the angles do.
    func flip(duration: Double) {
        showsBack.toggle()
        let angle: CGFloat = showsBack ? .pi : 0
        UIView.animate(withDuration: duration, delay: 0, options: [.curveEaseInOut]) {
            self.front.layer.transform = CATransform3DMakeRotation(angle, 0, 1, 0)
            self.back.layer.transform = CATransform3DMakeRotation(angle - .pi, 0, 1, 0)
        }
    }
}
