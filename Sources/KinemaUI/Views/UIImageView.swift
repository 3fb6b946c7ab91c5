import Foundation
import KinemaGraphics

/// UIKit's image view: draws its image (a symbol in its tint colour, or a flat image) in its bounds.
@MainActor
open class UIImageView: UIView {
    public var image: UIImage? {
        didSet {
            didIntrinsicChange()
            guard image != oldValue else { return }
            Self.viewDisplayChanges &+= 1
            // A file is decoded ahead (off the main thread in the visualiser), before its first drawing.
            if let url = image?.fileURL { UIWindowScene.current.environment.prepareImage?(url) }
        }
    }
    public var highlightedImage: UIImage? { didSet { if highlightedImage != oldValue { Self.viewDisplayChanges &+= 1 } } }
    public var isHighlighted = false { didSet { if isHighlighted != oldValue { Self.viewDisplayChanges &+= 1 } } }

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
        // An animation of the layer's `contents` (a cross-fade between two `cgImage`s) is the image view's
        // picture while it runs, as its layer's contents are on iOS.
        if walkFields.hasLayerContents, hasExplicitAnimations, explicitlyAnimatedValues(at: time).snapshot.contents.image != nil {
            return
        }
        guard let image = (isHighlighted ? highlightedImage : nil) ?? image else { return }
        // A clipping image view cuts its picture to its (rounded) bounds, as its layer's mask does on iOS.
        let radius = clipsToBounds ? cornerRadiusTrack.presentation(at: time) : 0
        let placement = ImagePlacement(
            rect: contentRect(for: image.size, in: bounds), clip: clipsToBounds ? bounds : nil, cornerRadius: radius)
        image.draw(in: &canvas, placement: placement, tint: tintColor)
    }
}
