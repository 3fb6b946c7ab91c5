import Foundation
import KinemaCore
import KinemaUI
import KinemaTweaks

// Seed 002's cell. The class body is the article's, except that the XIB is built in code: the outlets are
// plain properties (no Interface Builder on Linux) holding the views made in `init(frame:)` (`required`,
// as Kinema makes registered cells by class), and the nib is gone (`register(FruitCollectionViewCell.self,
// …)`). The XIB's constraints are made in code, as Auto Layout constraints (the scene lays its cells out
// with Auto Layout): in a row the image is as wide as the stack is high and the label takes the rest; in a
// column the label keeps its height and the image is square, or smaller where the cell is too low. A name
// wider than a grid cell's stack ("Strawberry") makes the label's required compression resistance conflict
// with the stack's width: Kinema logs it as UIKit does and breaks the label's content-size constraint, so
// the name is truncated ("Straw…").
class FruitCollectionViewCell: UICollectionViewCell {
    static let reuseID = String(describing: FruitCollectionViewCell.self)

    private weak var stackView: UIStackView!

    private weak var ibImageView: UIImageView!
    private weak var ibLabel: UILabel!

    override func awakeFromNib() {
        super.awakeFromNib()
        backgroundColor = .white
        clipsToBounds = true
        layer.cornerRadius = 4
        ibLabel.font = UIFont.systemFont(ofSize: 18)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        updateContentStyle()
    }

    func update(title: String, image: UIImage) {
        ibImageView.image = image
        ibLabel.text = title
    }

    private func updateContentStyle() {
        let isHorizontalStyle = bounds.width > 2 * bounds.height
        let oldAxis = stackView.axis
        let newAxis: NSLayoutConstraint.Axis = isHorizontalStyle ? .horizontal : .vertical
        guard oldAxis != newAxis else { return }

        stackView.axis = newAxis
        stackView.spacing = isHorizontalStyle ? 16 : 4
        ibLabel.textAlignment = isHorizontalStyle ? .left : .center
        let fontTransform: CGAffineTransform = isHorizontalStyle ? .identity : CGAffineTransform(scaleX: 0.8, y: 0.8)

        UIView.animate(withDuration: 0.3) {
            self.ibLabel.transform = fontTransform
            self.layoutIfNeeded()
        }
    }

    // MARK: - The XIB, in code

    /// The views and constraints the XIB held (the outlets are weak, as in the article; the hierarchy keeps
    /// them): a container filling the content view, the stack filling the container inset by 8 points,
    /// the label resisting compression at 1000 on both axes and the image view's 1 : 1 aspect ratio at 750
    /// (the article's steps 1–5).
    required init(frame: CGRect) {
        super.init(frame: frame)
        let container = UIView()
        container.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(container)
        let image = FruitIconView(frame: .zero)
        image.contentMode = .scaleAspectFit
        let label = UILabel()
        // The cell is white in both appearances (the article's `backgroundColor = .white`), so its text
        // is black in both. (The article's XIB label has the default `labelColor`: white on white in
        // dark mode, on iOS too.)
        label.textColor = .black
        label.setContentCompressionResistancePriority(.required, for: .horizontal)
        label.setContentCompressionResistancePriority(.required, for: .vertical)
        let stack = UIStackView(arrangedSubviews: [image, label])
        // The XIB's stack: a row, 16 apart, the label left-aligned (the article's horizontal style); the
        // first layout turns it into a column in a cell not twice as wide as high.
        stack.axis = .horizontal
        stack.spacing = 16
        label.textAlignment = .left
        stack.alignment = .fill
        stack.distribution = .fill
        stack.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(stack)
        let aspectRatio = image.widthAnchor.constraint(equalTo: image.heightAnchor)
        aspectRatio.priority = .defaultHigh
        NSLayoutConstraint.activate([
            container.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
            container.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
            container.topAnchor.constraint(equalTo: contentView.topAnchor),
            container.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
            stack.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 8),
            stack.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -8),
            stack.topAnchor.constraint(equalTo: container.topAnchor, constant: 8),
            stack.bottomAnchor.constraint(equalTo: container.bottomAnchor, constant: -8),
            aspectRatio,
        ])
        stackView = stack
        ibImageView = image
        ibLabel = label
        accessibilityIdentifier = "fruit-cell"
    }

    /// The fruit shown (for tests and the scene).
    var shownTitle: String? { ibLabel.text }
    var titleLabel: UILabel { ibLabel }
    var contentStack: UIStackView { stackView }
    var iconView: UIImageView { ibImageView }
}

/// The XIB's image view. Its picture's own size never sizes it (Kinema gives it no intrinsic size): the
/// aspect ratio and the label do — square beside the label in a row, and in a column what the label's
/// required height leaves, the icon fitted.
final class FruitIconView: UIImageView {
    override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }
}
