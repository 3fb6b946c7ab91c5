import Foundation

/// Where things go in the window: the device viewport scaled to fit on the left, the inspector panel on
/// the right, in window pixels. Without the panel the viewport has the whole window; a scene that fills
/// its area (the stress scene) gets a viewport the size of that area at one pixel per point.
public struct ShellLayout: Sendable, Equatable {
    public static let panelWidth: CGFloat = 380
    public static let margin: CGFloat = 16
    public static let defaultWindowSize = CGSize(width: 1200, height: 900)

    public let windowSize: CGSize
    public let deviceSize: CGSize
    /// The viewport in window pixels.
    public let viewport: CGRect
    /// The panel in window pixels (panel points = pixels).
    public let panel: CGRect
    /// Pixels per device point.
    public let scale: CGFloat

    /// Whether the inspector panel is shown.
    public let showsPanel: Bool

    public init(windowSize: CGSize, deviceSize: CGSize, showsPanel: Bool = true, fillsArea: Bool = false) {
        self.windowSize = windowSize
        self.showsPanel = showsPanel
        let panelWidth = showsPanel ? min(Self.panelWidth, max(0, windowSize.width * 0.45)) : 0
        panel = CGRect(x: windowSize.width - panelWidth, y: 0, width: panelWidth, height: windowSize.height)
        let area = CGRect(x: 0, y: 0, width: windowSize.width - panelWidth, height: windowSize.height)
        guard !fillsArea else {
            self.deviceSize = area.size
            scale = 1
            viewport = area
            return
        }
        self.deviceSize = deviceSize
        let fit = min(
            (area.width - 2 * Self.margin) / deviceSize.width,
            (area.height - 2 * Self.margin) / deviceSize.height)
        scale = max(0.05, fit)
        let size = CGSize(width: deviceSize.width * scale, height: deviceSize.height * scale)
        viewport = CGRect(
            x: (area.width - size.width) / 2, y: (area.height - size.height) / 2,
            width: size.width, height: size.height)
    }

    /// A window-pixel position in device points.
    public func devicePoint(fromWindow point: CGPoint) -> CGPoint {
        CGPoint(x: (point.x - viewport.minX) / scale, y: (point.y - viewport.minY) / scale)
    }

    public func isInViewport(_ point: CGPoint) -> Bool {
        viewport.contains(point)
    }
}
