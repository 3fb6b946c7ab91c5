import Foundation
import KinemaCore
import KinemaGraphics

/// UIKit's visual effect view: with a `UIBlurEffect` it blurs what lies behind it, inside its bounds
/// rounded by `layer.cornerRadius`; with a `UIVibrancyEffect` its content shows the backdrop through it.
///
/// `effect` animates: set inside `UIView.animate` or a `UIViewPropertyAnimator`, the blur goes from the
/// old effect's recipe to the new one's component by component (`BackdropFilter`), so fading a blur in
/// from nil and scrubbing `fractionComplete` to 0.5 shows half the radius — the tutorials' partial blur.
/// Subviews go into `contentView`, which fills the view; one added to the view itself is drawn over the
/// effect with a warning (UIKit raises an exception).
@MainActor
open class UIVisualEffectView: UIView {
    /// Where the view's subviews go; it fills the view.
    public let contentView: UIView

    /// The effect as it animates (see the type's note).
    private let filterTrack = PropertyTrack<BackdropFilter>(.none, kind: .effect)
    private var effectStorage: UIVisualEffect?

    /// Warnings of subviews added to the view itself (tests collect them).
    package static let reports = ReportedOnce()

    /// The effect the view shows; nil shows none. Animatable.
    public var effect: UIVisualEffect? {
        get { effectStorage }
        set {
            effectStorage = newValue
            applyEffect()
        }
    }

    public init(effect: UIVisualEffect?) {
        contentView = VisualEffectContentView(frame: .zero)
        effectStorage = effect
        super.init(frame: .zero)
        // Its effect animates on a track of its own, which the kept presentation values do not follow.
        drawsFromUnwatchedState = true
        filterTrack.owner = self
        addSubview(contentView)
        UIView.performWithoutAnimation { applyEffect() }
    }

    /// Kinema has no storyboards or nibs: a decoded effect view is one without an effect.
    public required convenience init?(coder: NSCoder) {
        self.init(effect: nil)
    }

    isolated deinit {
        filterTrack.owner = nil
    }

    override var effectTrack: PropertyTrack<BackdropFilter>? { filterTrack }

    /// The blur of the effect as the appearance has it, recorded (animated inside an animation block).
    private func applyEffect() {
        let filter = effectStorage?.backdropFilter(in: traitCollection) ?? .none
        record(filterTrack, filter, additive: false, keyPath: \.requiredEffectTrack)
        (contentView as? VisualEffectContentView)?.share = effectStorage?.contentOpacity ?? 1
    }

    open override func boundsDidChange() {
        super.boundsDidChange()
        contentView.frame = bounds
    }

    /// The materials that follow the appearance take its recipe at once, as a background colour does.
    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        UIView.performWithoutAnimation { applyEffect() }
    }

    open override func didMoveToWindow() {
        super.didMoveToWindow()
        if window != nil { UIView.performWithoutAnimation { applyEffect() } }
    }

    open override func didAddSubview(_ subview: UIView) {
        super.didAddSubview(subview)
        guard subview !== contentView else { return }
        Self.reports.report(
            "\(ObjectIdentifier(self)) \(ObjectIdentifier(subview))",
            "Kinema: \(subview) has been added as a subview to \(self). Do not add subviews directly to the visual effect "
                + "view itself, instead add them to the -contentView. (UIKit raises an exception here; Kinema draws it over the effect.)")
    }

    /// The background, then the blur of everything beneath (the background included), in the bounds
    /// rounded as the layer is.
    open override func draw(in canvas: inout DisplayCanvas, bounds: CGRect, time: Double) {
        super.draw(in: &canvas, bounds: bounds, time: time)
        canvas.blurBehind(bounds, cornerRadius: cornerRadiusTrack.presentation(at: time), filter: filterTrack.presentation(at: time))
    }
}

extension UIView {
    /// The effect track of a view that has one (the key path an effect's animation is recorded under).
    var requiredEffectTrack: PropertyTrack<BackdropFilter> { effectTrack! }
}

/// A visual effect view's `contentView`: a plain view whose drawn opacity is its `alpha` times the
/// effect's share (`UIVibrancyEffect`; 1 for a blur). Its `alpha` reads what was set.
final class VisualEffectContentView: UIView {
    private var assignedAlpha: CGFloat = 1
    var share: CGFloat = 1 {
        didSet { if share != oldValue { UIView.performWithoutAnimation { applyAlpha() } } }
    }

    override var alpha: CGFloat {
        get { assignedAlpha }
        set {
            assignedAlpha = min(1, max(0, newValue))
            applyAlpha()
        }
    }

    private func applyAlpha() {
        super.alpha = assignedAlpha * share
    }
}
