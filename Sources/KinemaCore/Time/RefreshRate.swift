import Foundation

/// Display refresh rates, in frames a second: what a window paces its frames to (the display's, or
/// `--refresh`), and what `capture` and a headless `bench` step at (`--fps`).
public enum RefreshRate {
    /// The rates Kinema takes from a display.
    public static let accepted: ClosedRange<Double> = 1...1000
    /// The rates the command line takes (`--refresh`, `--fps`).
    public static let rates: ClosedRange<Double> = 1...500
    /// The rate when the display reports none (SDL's 0), and an iPhone's without ProMotion.
    public static let standard = 60.0

    /// `hertz` when it is a rate Kinema takes, else the standard rate.
    public static func sanitized(_ hertz: Double?) -> Double {
        guard let hertz, accepted.contains(hertz) else { return standard }
        return hertz
    }
}
