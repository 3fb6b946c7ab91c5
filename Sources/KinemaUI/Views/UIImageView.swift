import Foundation

/// How a view's content fills its bounds (UIKit's `UIView.ContentMode`).
extension UIView {
    public enum ContentMode: Int, Sendable {
        case scaleToFill, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right
    }

    /// Where content of `size` goes in `bounds` under the content mode (`.redraw` stretches, as it
    /// shows what was drawn until it is drawn again).
    func contentRect(for size: CGSize, in bounds: CGRect) -> CGRect {
        guard size.width > 0, size.height > 0 else { return bounds }
        switch contentMode {
        case .scaleToFill, .redraw:
            return bounds
        case .scaleAspectFit, .scaleAspectFill:
            let fit = min(bounds.width / size.width, bounds.height / size.height)
            let fill = max(bounds.width / size.width, bounds.height / size.height)
            let scale = contentMode == .scaleAspectFit ? fit : fill
            let scaled = CGSize(width: size.width * scale, height: size.height * scale)
            return CGRect(x: bounds.midX - scaled.width / 2, y: bounds.midY - scaled.height / 2, width: scaled.width, height: scaled.height)
        case .center:
            return CGRect(x: bounds.midX - size.width / 2, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
        case .top:
            return CGRect(x: bounds.midX - size.width / 2, y: bounds.minY, width: size.width, height: size.height)
        case .bottom:
            return CGRect(x: bounds.midX - size.width / 2, y: bounds.maxY - size.height, width: size.width, height: size.height)
        case .left:
            return CGRect(x: bounds.minX, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
        case .right:
            return CGRect(x: bounds.maxX - size.width, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
        }
    }
}

/// UIKit's image view: draws its image (a symbol in its tint colour, or a flat image) in its bounds.
@MainActor
open class UIImageView: UIView {
    public var image: UIImage? { didSet { didIntrinsicChange() } }
    public var highlightedImage: UIImage?
    public var isHighlighted = false

    public convenience init(image: UIImage?) {
        self.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        self.image = image
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    /// Kinema has no storyboards or nibs: a decoded image view is one made in code (`init(frame: .zero)`).
    public required convenience init?(coder: NSCoder) {
        self.init(frame: .zero)
    }

    private func didIntrinsicChange() {
        superview?.setNeedsLayout()
    }

    open override var intrinsicContentSize: CGSize {
        image?.size ?? CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        image?.size ?? .zero
    }

    open override func draw(in canvas: inout DisplayCanvas, bounds: CGRect, time: Double) {
        super.draw(in: &canvas, bounds: bounds, time: time)
        guard let image = (isHighlighted ? highlightedImage : nil) ?? image else { return }
        // A clipping image view cuts its picture to its (rounded) bounds, as its layer's mask does on iOS.
        let radius = clipsToBounds ? cornerRadiusTrack.presentation(at: time) : 0
        image.draw(
            in: &canvas, rect: contentRect(for: image.size, in: bounds), tint: tintColor,
            clip: clipsToBounds ? bounds : nil, cornerRadius: radius)
    }
}
