import Foundation
import KinemaCore
import KinemaGraphics

/// UIKit's base of the visual effects a `UIVisualEffectView` shows (`UIBlurEffect`, `UIVibrancyEffect`).
/// Holds nothing itself; an effect is immutable, so the one a view was given is the one it hands back.
open class UIVisualEffect: NSObject {
    public override init() {
        super.init()
    }

    /// What the effect does to what lies behind the view, in the appearance of `traits` (Kinema's; none
    /// for an effect that blurs nothing).
    func backdropFilter(in traits: UITraitCollection) -> BackdropFilter { .none }

    /// The share of its opacity the content view's content keeps (Kinema's vibrancy; 1 for a blur).
    var contentOpacity: CGFloat { 1 }
}
