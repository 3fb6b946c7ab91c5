import Foundation

/// An object holding tweaks that Kinema looks inside when it gathers a controller's (or a scene's)
/// tweaks: the templates (`SpringAnimationTweaks`, `CurveAnimationTweaks`), or a store of your own —
///
///     final class CardTweaks: TweakGroup {
///         @Tweak("Duration", 0.8, in: 0.1...3, unit: .seconds) var duration: TimeInterval
///     }
///
/// Its tweaks' keys are their property names, after `keyPrefix` ("" unless the group says otherwise).
@MainActor
public protocol TweakGroup: AnyObject {
    /// Put before each of the group's keys: two groups of one template in one controller need one.
    var keyPrefix: String { get }
}

extension TweakGroup {
    public var keyPrefix: String { "" }
}
