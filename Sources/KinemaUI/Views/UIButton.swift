import Foundation

/// UIKit's button: an image and/or a title per control state, centred side by side, in the tint colour
/// for the system type. Highlighted, the content dims as a system button's does.
@MainActor
open class UIButton: UIControl {
    public enum ButtonType: Int, Sendable {
        case custom, system, detailDisclosure, infoLight, infoDark, contactAdd, close
    }

    public let buttonType: ButtonType
    public let imageView: UIImageView? = UIImageView()
    public let titleLabel: UILabel? = UILabel()
    private var images: [UInt: UIImage] = [:]
    private var titles: [UInt: String] = [:]
    private var titleColors: [UInt: UIColor] = [:]
    /// Space between the image and the title, in points.
    package var imageTitleSpacing: CGFloat = 6

    public init(type: ButtonType) {
        buttonType = type
        super.init(frame: .zero)
        setUpContent()
    }

    public override init(frame: CGRect) {
        buttonType = .system
        super.init(frame: frame)
        setUpContent()
    }

    /// Kinema has no storyboards or nibs: a decoded button is one made in code (`init(frame: .zero)`).
    public required convenience init?(coder: NSCoder) {
        self.init(frame: .zero)
    }

    /// A system button that runs `primaryAction` on touch-up-inside (UIKit's iOS 14 initialiser).
    public convenience init(primaryAction: UIAction?) {
        self.init(type: .system)
        if let primaryAction {
            addAction(primaryAction, for: .primaryActionTriggered)
            setTitle(primaryAction.title.isEmpty ? nil : primaryAction.title, for: .normal)
            if let image = primaryAction.image { setImage(image, for: .normal) }
        }
    }

    private func setUpContent() {
        titleLabel?.font = .systemFont(ofSize: 17)
        titleLabel?.textAlignment = .center
        if let imageView { addSubview(imageView) }
        if let titleLabel { addSubview(titleLabel) }
        refreshContent()
    }

    public func setImage(_ image: UIImage?, for state: UIControl.State) {
        images[state.rawValue] = image
        refreshContent()
    }

    public func setTitle(_ title: String?, for state: UIControl.State) {
        titles[state.rawValue] = title
        refreshContent()
    }

    public func setTitleColor(_ color: UIColor?, for state: UIControl.State) {
        titleColors[state.rawValue] = color
        refreshContent()
    }

    public func image(for state: UIControl.State) -> UIImage? { images[state.rawValue] ?? images[0] }
    public func title(for state: UIControl.State) -> String? { titles[state.rawValue] ?? titles[0] }
    public func titleColor(for state: UIControl.State) -> UIColor? { titleColors[state.rawValue] ?? titleColors[0] }

    public var currentImage: UIImage? { image(for: state) }
    public var currentTitle: String? { title(for: state) }

    package override func stateDidChange() {
        refreshContent()
    }

    private func refreshContent() {
        imageView?.image = currentImage
        imageView?.isHidden = currentImage == nil
        titleLabel?.text = currentTitle
        titleLabel?.isHidden = currentTitle == nil
        titleLabel?.textColor = titleColor(for: state) ?? (buttonType == .system ? tintColor : .white)
        let dim: CGFloat = isHighlighted && buttonType == .system ? 0.2 : (isEnabled ? 1 : 0.35)
        UIView.performWithoutAnimation {
            imageView?.alpha = dim
            titleLabel?.alpha = dim
        }
        setNeedsLayout()
    }

    open override var intrinsicContentSize: CGSize {
        let image = currentImage?.size ?? .zero
        let title = currentTitle == nil ? .zero : (titleLabel?.intrinsicContentSize ?? .zero)
        let gap = image.width > 0 && title.width > 0 ? imageTitleSpacing : 0
        return CGSize(width: image.width + gap + title.width, height: max(image.height, title.height))
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    open override func layoutSubviews() {
        let image = currentImage?.size ?? .zero
        let title = currentTitle == nil ? .zero : (titleLabel?.intrinsicContentSize ?? .zero)
        let gap = image.width > 0 && title.width > 0 ? imageTitleSpacing : 0
        var x = bounds.midX - (image.width + gap + title.width) / 2
        imageView?.frame = CGRect(x: x, y: bounds.midY - image.height / 2, width: image.width, height: image.height)
        x += image.width + gap
        titleLabel?.frame = CGRect(x: x, y: bounds.midY - title.height / 2, width: title.width, height: title.height)
    }
}
