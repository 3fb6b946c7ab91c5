import Foundation
import KinemaCore
import KinemaUI
import KinemaTweaks

// Seed 002's cell. The class body is the article's, except that the XIB is built in code: the outlets are
// plain properties (no Interface Builder on Linux) holding the views made in `init(frame:)` (`required`,
// as Kinema makes registered cells by class), and the nib is gone (`register(FruitCollectionViewCell.self,
// …)`). The XIB's constraints become frame rules:
// - a container view fills the content view, and the stack view fills the container inset by 8 points
//   (autoresizing masks, so they follow the cell's size, inside a layout-change animation too);
// - the image view's 1 : 1 aspect ratio at priority 750 and the label's compression resistance 1000:
//   in a row the image is as wide as the stack is high and the label takes the rest; in a column the
//   label keeps its height and the image takes the rest, its icon fitted (`FruitIconView`).
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

    /// The views the XIB held (the outlets are weak, as in the article; the hierarchy keeps them).
    required init(frame: CGRect) {
        super.init(frame: frame)
        let container = UIView(frame: contentView.bounds)
        container.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        contentView.addSubview(container)
        let image = FruitIconView(frame: .zero)
        image.contentMode = .scaleAspectFit
        let label = UILabel()
        // The cell is white in both appearances (the article's `backgroundColor = .white`), so its text
        // is black in both. (The article's XIB label has the default `labelColor`: white on white in
        // dark mode, on iOS too.)
        label.textColor = .black
        let stack = UIStackView(arrangedSubviews: [image, label])
        // The XIB's stack: a row, 16 apart, the label left-aligned (the article's horizontal style); the
        // first layout turns it into a column in a cell not twice as wide as high.
        stack.axis = .horizontal
        stack.spacing = 16
        label.textAlignment = .left
        stack.alignment = .fill
        stack.distribution = .fill
        stack.frame = container.bounds.insetBy(dx: 8, dy: 8)
        stack.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        container.addSubview(stack)
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

/// The XIB's image view with its 1 : 1 aspect ratio (priority 750): square beside the label in a row, so
/// its width is the stack's height; in a column the label's required height wins and it takes what is left.
final class FruitIconView: UIImageView {
    override var intrinsicContentSize: CGSize {
        guard let stack = superview as? UIStackView, stack.axis == .horizontal else {
            return CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
        }
        return CGSize(width: stack.bounds.height, height: UIView.noIntrinsicMetric)
    }
}
