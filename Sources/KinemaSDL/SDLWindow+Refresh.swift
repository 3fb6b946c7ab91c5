import CSDL2
import Foundation
import KinemaCore

/// The refresh rate a window's frames follow: the display's, asked of SDL when the window opens and again
/// when it moves to another display or the display's mode changes; or `--refresh`'s.
extension SDLWindow {
    /// The rate the window paces to: `--refresh`'s, else the display's, else 60.
    public var refreshRate: Double { RefreshRate.sanitized(refreshOverride ?? displayRefreshRate) }

    /// Asks SDL again for the display's rate (the window moved, or a display's mode changed); whether the
    /// rate the window paces to changed.
    @discardableResult
    public func displayMayHaveChanged() -> Bool {
        let before = refreshRate
        displayRefreshRate = readDisplayRefreshRate()
        applyRefreshOverride()
        return refreshRate != before
    }

    /// The current mode's refresh rate of the display the window is on, or nil when SDL knows none (0).
    func readDisplayRefreshRate() -> Double? {
        let display = SDL_GetWindowDisplayIndex(window)
        var mode = SDL_DisplayMode()
        guard display >= 0, SDL_GetCurrentDisplayMode(display, &mode) == 0, mode.refresh_rate > 0 else { return nil }
        return Double(mode.refresh_rate)
    }

    /// With `--refresh` at another rate than the display's, presenting must not wait for the display's
    /// refresh: vsync is turned off and the pacer keeps the rate asked for.
    func applyRefreshOverride() {
        guard vsyncBlocks, let override = refreshOverride, override != displayRefreshRate else { return }
        if SDL_RenderSetVSync(sdlRenderer, 0) == 0 { vsyncBlocks = false }
    }
}
