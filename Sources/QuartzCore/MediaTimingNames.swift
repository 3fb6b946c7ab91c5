import Foundation

// Core Animation's names for fill modes and transitions, and the constants timing functions' names had
// before Swift 4.2 (deprecated, with Xcode's fix-it). The animations that take them come with Kinema's
// Core Animation work; until then they are names only. (`CAMediaTimingFunctionName` is KinemaLayers'.)

/// What an animation shows outside its active time (`fillMode`).
public struct CAMediaTimingFillMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let forwards = CAMediaTimingFillMode(rawValue: "forwards")
    public static let backwards = CAMediaTimingFillMode(rawValue: "backwards")
    public static let both = CAMediaTimingFillMode(rawValue: "both")
    public static let removed = CAMediaTimingFillMode(rawValue: "removed")
}

/// A layer transition's type (`CATransition.type`).
public struct CATransitionType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let fade = CATransitionType(rawValue: "fade")
    public static let moveIn = CATransitionType(rawValue: "moveIn")
    public static let push = CATransitionType(rawValue: "push")
    public static let reveal = CATransitionType(rawValue: "reveal")
}

/// A layer transition's direction (`CATransition.subtype`).
public struct CATransitionSubtype: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let fromRight = CATransitionSubtype(rawValue: "fromRight")
    public static let fromLeft = CATransitionSubtype(rawValue: "fromLeft")
    public static let fromTop = CATransitionSubtype(rawValue: "fromTop")
    public static let fromBottom = CATransitionSubtype(rawValue: "fromBottom")
}

@available(*, deprecated, renamed: "CAMediaTimingFunctionName.linear")
public let kCAMediaTimingFunctionLinear = CAMediaTimingFunctionName.linear
@available(*, deprecated, renamed: "CAMediaTimingFunctionName.easeIn")
public let kCAMediaTimingFunctionEaseIn = CAMediaTimingFunctionName.easeIn
@available(*, deprecated, renamed: "CAMediaTimingFunctionName.easeOut")
public let kCAMediaTimingFunctionEaseOut = CAMediaTimingFunctionName.easeOut
@available(*, deprecated, renamed: "CAMediaTimingFunctionName.easeInEaseOut")
public let kCAMediaTimingFunctionEaseInEaseOut = CAMediaTimingFunctionName.easeInEaseOut
@available(*, deprecated, renamed: "CAMediaTimingFunctionName.default")
public let kCAMediaTimingFunctionDefault = CAMediaTimingFunctionName.default
@available(*, deprecated, renamed: "CAMediaTimingFillMode.forwards")
public let kCAFillModeForwards = CAMediaTimingFillMode.forwards
@available(*, deprecated, renamed: "CAMediaTimingFillMode.backwards")
public let kCAFillModeBackwards = CAMediaTimingFillMode.backwards
@available(*, deprecated, renamed: "CAMediaTimingFillMode.both")
public let kCAFillModeBoth = CAMediaTimingFillMode.both
@available(*, deprecated, renamed: "CAMediaTimingFillMode.removed")
public let kCAFillModeRemoved = CAMediaTimingFillMode.removed
@available(*, deprecated, renamed: "CATransitionType.fade")
public let kCATransitionFade = CATransitionType.fade
@available(*, deprecated, renamed: "CATransitionType.moveIn")
public let kCATransitionMoveIn = CATransitionType.moveIn
@available(*, deprecated, renamed: "CATransitionType.push")
public let kCATransitionPush = CATransitionType.push
@available(*, deprecated, renamed: "CATransitionType.reveal")
public let kCATransitionReveal = CATransitionType.reveal
@available(*, deprecated, renamed: "CATransitionSubtype.fromRight")
public let kCATransitionFromRight = CATransitionSubtype.fromRight
@available(*, deprecated, renamed: "CATransitionSubtype.fromLeft")
public let kCATransitionFromLeft = CATransitionSubtype.fromLeft
@available(*, deprecated, renamed: "CATransitionSubtype.fromTop")
public let kCATransitionFromTop = CATransitionSubtype.fromTop
@available(*, deprecated, renamed: "CATransitionSubtype.fromBottom")
public let kCATransitionFromBottom = CATransitionSubtype.fromBottom
