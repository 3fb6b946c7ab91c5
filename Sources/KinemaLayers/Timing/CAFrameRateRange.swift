import Foundation

/// The frame rates a display link (or an animation) would like, in frames per second (iOS 15).
/// `preferred` nil means the maximum; a `maximum` of 0 means the display's own rate.
public struct CAFrameRateRange: Equatable, Hashable, Sendable {
    public var minimum: Float
    public var maximum: Float
    public var preferred: Float?

    public init(minimum: Float, maximum: Float, preferred: Float? = nil) {
        (self.minimum, self.maximum, self.preferred) = (minimum, maximum, preferred)
    }

    /// The display's own rate, whatever it is.
    public static let `default` = CAFrameRateRange(minimum: 0, maximum: 0, preferred: 0)

    /// Whether two ranges are the same (Core Animation's equality function).
    public func isEqual(to range: CAFrameRateRange) -> Bool { self == range }

    /// The rate asked for: `preferred`, else `maximum`; 0 (or less, or not a number) leaves the display's.
    package var requestedRate: Double {
        let rate = Double(preferred.map { $0 > 0 ? $0 : maximum } ?? maximum)
        return rate.isFinite && rate > 0 ? rate : 0
    }
}
