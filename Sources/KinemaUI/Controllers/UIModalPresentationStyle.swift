import Foundation

/// How a presented controller covers its presenter (UIKit's `UIModalPresentationStyle`).
///
/// Kinema has the full-screen styles: `.fullScreen` (the presenter's view leaves the window when the
/// presentation completes and comes back on dismissal), `.overFullScreen` (it stays visible underneath),
/// `.automatic` (behaves as `.fullScreen` here, where there are no sheets). `.overCurrentContext` and
/// `.custom` keep the presenter visible like `.overFullScreen`; the sheet and popover styles behave as
/// `.fullScreen`.
public enum UIModalPresentationStyle: Int, Sendable {
    case fullScreen = 0, pageSheet, formSheet, currentContext, custom, overFullScreen, overCurrentContext, popover
    case none = -1
    case automatic = -2

    /// What Kinema does for this style: keep the presenter on screen, or take it off.
    var keepsPresenterVisible: Bool { self == .overFullScreen || self == .overCurrentContext || self == .custom }
}

/// The built-in animation of a presentation without a transitioning delegate (UIKit's
/// `UIModalTransitionStyle`): `.coverVertical` slides up from the bottom, `.crossDissolve` fades. The
/// other two are accepted and cover vertically.
public enum UIModalTransitionStyle: Int, Sendable {
    case coverVertical = 0, flipHorizontal, crossDissolve, partialCurl
}
