import Foundation
import KinemaUI

/// Kinema's addition to the collection scene (not the seed's): B brings a blurred panel up over the
/// fruits the way tutorials do — a `UIVisualEffectView` made without an effect, its effect set to a
/// material inside a `UIViewPropertyAnimator`, so the blur grows in as the panel's text fades in — and B
/// again takes it away the same way. Off until B is pressed, so the scene's other pictures are as before.
@MainActor
final class BlurredPanel {
    /// 390 × 300 points: the panel whose cost docs/blur.md measures.
    static let size = CGSize(width: 390, height: 300)
    static let duration = 0.6

    let effectView = UIVisualEffectView(effect: nil)
    private let title = UILabel()
    private let detail = UILabel()
    private(set) var isShown = false

    init() {
        effectView.accessibilityIdentifier = "blurred-panel"
        effectView.layer.cornerRadius = 28
        effectView.clipsToBounds = true
        title.text = "Blurred panel"
        title.font = .systemFont(ofSize: 24, weight: .semibold)
        detail.text = "UIVisualEffectView, .systemMaterial"
        detail.font = .systemFont(ofSize: 14)
        detail.textColor = .secondaryLabel
        for label in [title, detail] {
            label.alpha = 0
            effectView.contentView.addSubview(label)
        }
    }

    /// Puts the panel at the bottom of `container`, over everything in it.
    func place(in container: UIView) {
        let bounds = container.bounds
        effectView.frame = CGRect(
            x: (bounds.width - Self.size.width) / 2, y: bounds.height - Self.size.height, width: Self.size.width, height: Self.size.height)
        title.frame = CGRect(x: 24, y: 28, width: Self.size.width - 48, height: 30)
        detail.frame = CGRect(x: 24, y: 64, width: Self.size.width - 48, height: 20)
        if effectView.superview !== container { container.addSubview(effectView) }
    }

    /// Blurs the panel in, or out when it is shown.
    func toggle() {
        isShown.toggle()
        let show = isShown
        let animator = UIViewPropertyAnimator(duration: Self.duration, curve: .easeOut) { [self] in
            effectView.effect = show ? UIBlurEffect(style: .systemMaterial) : nil
            title.alpha = show ? 1 : 0
            detail.alpha = show ? 1 : 0
        }
        animator.startAnimation()
    }
}
