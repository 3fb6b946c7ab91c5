import Foundation
import KinemaTweaks

/// Where things go in the window: the device viewport scaled to fit on the left, the inspector panel on
/// the right, the timeline (T) in a band under the viewport, in window pixels. Without the panel the
/// viewport has the whole window; a scene that fills its area (the stress scene) gets a viewport the size
/// of that area at one pixel per point, and the timeline over the area's bottom (a band would resize the
/// scene).
///
/// Below `compactSize` the panel collapses to a strip at the right edge (key I, or a click on the strip,
/// brings it back), so the device keeps the window; above it, I collapses it too.
package struct ShellLayout: Sendable, Equatable {
    package static let panelWidth: CGFloat = 380
    /// The collapsed panel's strip.
    package static let stripWidth: CGFloat = 24
    package static let margin: CGFloat = 16
    /// The window opened when no size is given or remembered (made smaller to fit its screen).
    package static let defaultWindowSize = CGSize(width: 1200, height: 900)
    /// The smallest window the panel shows in unless asked for (I).
    package static let compactSize = CGSize(width: 800, height: 560)

    /// What the window shows besides the device.
    package struct Options: Sendable, Equatable {
        /// Whether there is an inspector at all (`--no-panel`: none, not even its strip).
        package var showsPanel = true
        /// Whether the panel is collapsed to its strip; nil: collapsed when the window is below
        /// `compactSize` (the choice made with I wins).
        package var collapsesPanel: Bool?
        /// Whether the timeline's band is up.
        package var showsTimeline = false

        package init(showsPanel: Bool = true, collapsesPanel: Bool? = nil, showsTimeline: Bool = false) {
            (self.showsPanel, self.collapsesPanel, self.showsTimeline) = (showsPanel, collapsesPanel, showsTimeline)
        }
    }

    package let windowSize: CGSize
    /// The scene's screen in points: the device's, or the area's for a scene that fills it.
    package let deviceSize: CGSize
    /// The device asked for (what `deviceSize` is unless the scene fills the area).
    let requestedDeviceSize: CGSize
    package let options: Options
    package let fillsArea: Bool
    /// The viewport in window pixels.
    package let viewport: CGRect
    /// The panel in window pixels (panel points = pixels): the strip when collapsed.
    package let panel: CGRect
    /// The timeline's band in window pixels (empty when it is down).
    package let timeline: CGRect
    /// Pixels per device point.
    package let scale: CGFloat

    /// Whether the inspector panel is shown (its strip or the whole of it).
    package var showsPanel: Bool { options.showsPanel }
    /// Whether the panel is down to its strip.
    package var panelIsCollapsed: Bool { options.showsPanel && (options.collapsesPanel ?? Self.isCompact(windowSize)) }

    package init(windowSize: CGSize, deviceSize: CGSize, showsPanel: Bool = true, fillsArea: Bool = false) {
        self.init(windowSize: windowSize, deviceSize: deviceSize, options: Options(showsPanel: showsPanel), fillsArea: fillsArea)
    }

    package init(windowSize: CGSize, deviceSize: CGSize, options: Options, fillsArea: Bool = false) {
        (self.windowSize, self.options, self.fillsArea, requestedDeviceSize) = (windowSize, options, fillsArea, deviceSize)
        let collapsed = options.showsPanel && (options.collapsesPanel ?? Self.isCompact(windowSize))
        let panelWidth = !options.showsPanel ? 0 : collapsed ? Self.stripWidth : min(Self.panelWidth, max(0, windowSize.width * 0.45))
        panel = CGRect(x: windowSize.width - panelWidth, y: 0, width: panelWidth, height: windowSize.height)
        let areaWidth = windowSize.width - panelWidth
        let band = options.showsTimeline ? Self.timelineHeight(windowHeight: windowSize.height) : 0
        guard !fillsArea else {
            self.deviceSize = CGSize(width: areaWidth, height: windowSize.height)
            scale = 1
            viewport = CGRect(origin: .zero, size: self.deviceSize)
            timeline = CGRect(x: 0, y: windowSize.height - band, width: areaWidth, height: band)
            return
        }
        let area = CGRect(x: 0, y: 0, width: areaWidth, height: windowSize.height - band)
        timeline = CGRect(x: 0, y: area.maxY, width: areaWidth, height: band)
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

    /// The same layout for another window size, device or options.
    func with(windowSize: CGSize? = nil, deviceSize: CGSize? = nil, options: Options? = nil, fillsArea: Bool? = nil) -> ShellLayout {
        ShellLayout(
            windowSize: windowSize ?? self.windowSize, deviceSize: deviceSize ?? requestedDeviceSize,
            options: options ?? self.options, fillsArea: fillsArea ?? self.fillsArea)
    }

    /// Whether a window of `size` is below `compactSize` (its panel collapses unless asked for).
    package static func isCompact(_ size: CGSize) -> Bool {
        size.width < compactSize.width || size.height < compactSize.height
    }

    /// The timeline band's height: 30 % of the window, 120 to 240 pixels.
    static func timelineHeight(windowHeight: CGFloat) -> CGFloat {
        min(240, max(120, (windowHeight * 0.3).rounded()))
    }

    /// A window-pixel position in device points.
    package func devicePoint(fromWindow point: CGPoint) -> CGPoint {
        CGPoint(x: (point.x - viewport.minX) / scale, y: (point.y - viewport.minY) / scale)
    }

    package func isInViewport(_ point: CGPoint) -> Bool {
        viewport.contains(point)
    }
}
