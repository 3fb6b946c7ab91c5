import Foundation

/// The device screen: Kinema's device viewport, 390 × 844 points (an iPhone 13/14) unless the shell
/// chooses another size before creating windows.
@MainActor
public final class UIScreen: NSObject {
    public static let main = UIScreen()
    /// The viewport in points.
    public var bounds = CGRect(x: 0, y: 0, width: 390, height: 844)
    /// Device pixels per point (the renderer's business; 1 here).
    public var scale: CGFloat { 1 }
}
