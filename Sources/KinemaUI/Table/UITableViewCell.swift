import Foundation
import KinemaCore

/// UIKit's table cell: a `contentView` for the cell's views, highlight and selection styling, and reuse.
///
/// Cells registered by class are created with `init(style:reuseIdentifier:)` and then receive
/// `awakeFromNib()`, so cell code written for a XIB (outlets set up in `awakeFromNib`) runs unchanged once
/// its views are built in code. Reused cells receive `prepareForReuse()` before the data source sees them.
@MainActor
open class UITableViewCell: UIView, ReusableView {
    /// How a table draws the lines between its cells (`UITableView.separatorStyle`).
    public enum SeparatorStyle: Int, Sendable {
        case none, singleLine, singleLineEtched
    }

    public enum CellStyle: Int, Sendable {
        case `default`, value1, value2, subtitle
    }

    public enum SelectionStyle: Int, Sendable {
        case none, blue, gray, `default`
    }

    public let contentView = UIView()
    public let reuseIdentifier: String?
    public var selectionStyle: SelectionStyle = .default { didSet { refreshHighlight() } }
    /// Setting it calls `setSelected(_:animated: false)`, as in UIKit.
    public var isSelected: Bool {
        get { selectedState }
        set { setSelected(newValue, animated: false) }
    }
    /// Setting it calls `setHighlighted(_:animated: false)`, as in UIKit.
    public var isHighlighted: Bool {
        get { highlightedState }
        set { setHighlighted(newValue, animated: false) }
    }
    private var selectedState = false
    private var highlightedState = false
    /// The basic style's label, created on first use (UIKit's `textLabel`).
    public var textLabel: UILabel? {
        if let label = createdTextLabel { return label }
        let label = UILabel()
        label.font = .systemFont(ofSize: 17)
        contentView.addSubview(label)
        createdTextLabel = label
        setNeedsLayout()
        return label
    }
    private var createdTextLabel: UILabel?
    private let highlightView = UIView()

    public required init(style: CellStyle, reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        backgroundColor = .systemBackground
        highlightView.isHidden = true
        highlightView.backgroundColor = .systemGray4
        addSubview(highlightView)
        addSubview(contentView)
    }

    /// Kinema has no storyboards or nibs: a decoded cell is one made in code (`.default`, no identifier).
    public required convenience init?(coder: NSCoder) {
        self.init(style: .default, reuseIdentifier: nil)
    }

    public convenience override init(frame: CGRect) {
        self.init(style: .default, reuseIdentifier: nil)
        self.frame = frame
    }

    /// Called once after a registered cell is created (Kinema's stand-in for loading it from a nib).
    open override func awakeFromNib() {}

    /// Called before a cell is handed out again by `dequeueReusableCell`.
    open func prepareForReuse() {}

    open override func layoutSubviews() {
        super.layoutSubviews()
        contentView.frame = bounds
        highlightView.frame = bounds
        createdTextLabel?.frame = bounds.insetBy(dx: 16, dy: 0)
    }

    /// Selects or deselects the cell and shows it (the selection background unless `selectionStyle` is
    /// `.none`). Override to style selection yourself; call super to keep the state.
    open func setSelected(_ selected: Bool, animated: Bool) {
        selectedState = selected
        refreshHighlight()
    }

    /// Highlights the cell while a touch is on it. Override to style the highlight; call super.
    open func setHighlighted(_ highlighted: Bool, animated: Bool) {
        highlightedState = highlighted
        refreshHighlight()
    }

    private func refreshHighlight() {
        highlightView.isHidden = selectionStyle == .none || !(selectedState || highlightedState)
    }
}
