import Foundation

/// The device screen: Kinema's device viewport. Each window scene has its own (`UIWindowScene.screen`,
/// sized by its `SceneEnvironment`: 390 × 844 points, an iPhone 13/14, unless the visualiser gives
/// another); `UIScreen.main` is the current scene's.
@MainActor
public final class UIScreen: NSObject {
    /// The current scene's screen (UIKit's `main`, deprecated there in favour of `windowScene.screen`).
    public static var main: UIScreen { UIWindowScene.current.screen }
    /// The screen in points.
    public internal(set) var bounds: CGRect
    /// Device pixels per point (the renderer's business; 1 here).
    public var scale: CGFloat { 1 }
    /// The most frames a second the screen shows: the window's refresh rate (the display's, `--refresh`,
    /// or capture's `--fps`), rounded; 60 until a frame loop says otherwise.
    public package(set) var maximumFramesPerSecond = 60

    init(size: CGSize) {
        bounds = CGRect(origin: .zero, size: size)
    }
}
