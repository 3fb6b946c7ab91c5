import Foundation
import KinemaCore

extension UIView {
    /// UIKit's animation options, with UIKit's raw values.
    ///
    /// Honoured: the four curves, `allowUserInteraction` (otherwise animating views ignore touches),
    /// `repeat`, `autoreverse`, `beginFromCurrentState` (without it a non-additive change starts from the
    /// model value it replaces, jumping an animation in flight to its target, as UIKit does; with it, from
    /// what is on screen; additive ones never need it), and `overrideInheritedDuration` / `Curve` /
    /// `Options` for blocks nested in another block (see `UIView.inherited`). Accepted and ignored:
    /// `layoutSubviews`, `allowAnimatedContent`, transitions.
    public struct AnimationOptions: OptionSet, Sendable, Hashable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
        public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
        public static let overrideInheritedDuration = AnimationOptions(rawValue: 1 << 5)
        public static let overrideInheritedCurve = AnimationOptions(rawValue: 1 << 6)
        public static let allowAnimatedContent = AnimationOptions(rawValue: 1 << 7)
        public static let showHideTransitionViews = AnimationOptions(rawValue: 1 << 8)
        public static let overrideInheritedOptions = AnimationOptions(rawValue: 1 << 9)

        public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)

        public static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 20)
        public static let transitionFlipFromRight = AnimationOptions(rawValue: 2 << 20)
        public static let transitionCurlUp = AnimationOptions(rawValue: 3 << 20)
        public static let transitionCurlDown = AnimationOptions(rawValue: 4 << 20)
        public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
        public static let transitionFlipFromTop = AnimationOptions(rawValue: 6 << 20)
        public static let transitionFlipFromBottom = AnimationOptions(rawValue: 7 << 20)

        /// The bits that select the transition (`UIView.transition`).
        static let transitionMask: UInt = 0xF << 20

        /// The bits that select the curve.
        static let curveMask: UInt = 0xF << 16

        /// The curve these options select (easeInEaseOut when none is given).
        package var curve: CubicBezier {
            UIView.AnimationCurve(optionBits: rawValue).bezier
        }
    }

    /// UIKit's named curves.
    public enum AnimationCurve: Int, Sendable, CaseIterable {
        case easeInOut = 0
        case easeIn = 1
        case easeOut = 2
        case linear = 3

        init(optionBits: UInt) {
            self = AnimationCurve(rawValue: Int((optionBits >> 16) & 0xF)) ?? .easeInOut
        }

        package var bezier: CubicBezier {
            switch self {
            case .easeInOut: return .easeInEaseOut
            case .easeIn: return .easeIn
            case .easeOut: return .easeOut
            case .linear: return .linear
            }
        }
    }

    /// UIKit's keyframe options, with UIKit's raw values. The curve bits of `AnimationOptions` may be
    /// passed through `rawValue` (as UIKit code does) to set the curve over the whole animation.
    public struct KeyframeAnimationOptions: OptionSet, Sendable, Hashable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let layoutSubviews = KeyframeAnimationOptions(rawValue: 1 << 0)
        public static let allowUserInteraction = KeyframeAnimationOptions(rawValue: 1 << 1)
        public static let beginFromCurrentState = KeyframeAnimationOptions(rawValue: 1 << 2)
        public static let `repeat` = KeyframeAnimationOptions(rawValue: 1 << 3)
        public static let autoreverse = KeyframeAnimationOptions(rawValue: 1 << 4)
        public static let overrideInheritedDuration = KeyframeAnimationOptions(rawValue: 1 << 5)
        public static let overrideInheritedOptions = KeyframeAnimationOptions(rawValue: 1 << 9)

        public static let calculationModeLinear = KeyframeAnimationOptions(rawValue: 0 << 10)
        public static let calculationModeDiscrete = KeyframeAnimationOptions(rawValue: 1 << 10)
        public static let calculationModePaced = KeyframeAnimationOptions(rawValue: 2 << 10)
        public static let calculationModeCubic = KeyframeAnimationOptions(rawValue: 3 << 10)
        public static let calculationModeCubicPaced = KeyframeAnimationOptions(rawValue: 4 << 10)

        var calculationMode: KeyframeCalculationMode {
            switch (rawValue >> 10) & 0x7 {
            case 1: return .discrete
            case 2: return .paced
            case 3: return .cubic
            case 4: return .cubicPaced
            default: return .linear
            }
        }

        /// The same bits read as animation options (curve, repeat, autoreverse, interaction).
        var animationOptions: AnimationOptions { AnimationOptions(rawValue: rawValue & ~(0x7 << 10)) }
    }
}
