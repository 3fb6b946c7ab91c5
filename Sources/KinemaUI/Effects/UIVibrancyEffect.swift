import Foundation
import KinemaCore

/// UIKit's vibrancy styles for the content of a vibrancy effect view.
public enum UIVibrancyEffectStyle: Int, Sendable {
    case label, secondaryLabel, tertiaryLabel, quaternaryLabel, fill, secondaryFill, tertiaryFill, separator
}

/// UIKit's vibrancy: the content of a `UIVisualEffectView` with it (usually inside a blur view's
/// `contentView`) is drawn so that what lies behind shows through it. iOS blends it with the blurred
/// backdrop; Kinema, as far as is simple, fades the content to a share of its opacity for the style — the
/// shares below are Kinema's choice, not Apple's numbers — and blurs nothing itself.
open class UIVibrancyEffect: UIVisualEffect {
    /// The blur the vibrancy is made for.
    let blurEffect: UIBlurEffect
    let style: UIVibrancyEffectStyle?

    public init(blurEffect: UIBlurEffect) {
        (self.blurEffect, style) = (blurEffect, nil)
        super.init()
    }

    public init(blurEffect: UIBlurEffect, style: UIVibrancyEffectStyle) {
        (self.blurEffect, self.style) = (blurEffect, style)
        super.init()
    }

    /// The content's share of its opacity: the labels' from primary to quaternary, the fills', the
    /// separator's; the classic vibrancy (no style) as the primary label.
    override var contentOpacity: CGFloat {
        switch style {
        case nil, .label: 0.85
        case .secondaryLabel: 0.6
        case .tertiaryLabel: 0.4
        case .quaternaryLabel: 0.25
        case .fill: 0.3
        case .secondaryFill: 0.2
        case .tertiaryFill: 0.15
        case .separator: 0.3
        }
    }
}
