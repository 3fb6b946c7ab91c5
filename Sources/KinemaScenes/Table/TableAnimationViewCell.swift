import Foundation
import KinemaUI
import KinemaTweaks

// Seed 000's cell, as the article writes it. Replaced: the XIB. Its one view, `containerView`, is built in
// code and kept inset 5 points top and bottom and 12 leading and trailing, as the XIB's constraints did.

class TableAnimationViewCell: UITableViewCell {
    override class func description() -> String {
        return "TableAnimationViewCell"
    }

    // Отметка:- точки выхода для viewController
    /*@IBOutlet*/ weak var containerView: UIView!

    // свойства для tableViewCell
    var tableViewHeight: CGFloat = 62
    var color = UIColor.white {
        didSet {
            self.containerView.backgroundColor = color
        }
    }

    override func awakeFromNib() {
        super.awakeFromNib()
        self.selectionStyle = .none
        self.containerView.layer.cornerRadius = 4
    }

    // MARK: - In place of the XIB

    private let container = UIView()

    required init(style: CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        contentView.addSubview(container)
        containerView = container
    }

    /// A cell made outside a table (the seed reads `TableAnimationViewCell().tableViewHeight`).
    convenience init() {
        self.init(style: .default, reuseIdentifier: nil)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        container.frame = contentView.bounds.inset(by: UIEdgeInsets(top: 5, left: 12, bottom: 5, right: 12))
    }
}
