import Foundation

// C and Objective-C names iOS files use that Linux's Foundation and Glibc do not declare, as the iOS
// SDK defines them.

/// CoreFoundation's time interval, in seconds (iOS code types display-link and media times with it).
public typealias CFTimeInterval = Double
/// Objective-C's integer types.
public typealias NSInteger = Int
public typealias NSUInteger = UInt

/// Darwin's `MAXFLOAT`: the largest finite `Float`.
public let MAXFLOAT: Float = .greatestFiniteMagnitude
/// Darwin's `HUGE` (which is `MAXFLOAT`): what iOS code gives `repeatCount` to repeat "forever".
public let HUGE: Float = .greatestFiniteMagnitude

/// Darwin's time-unit constants (`DispatchTime.now() + Double(Int64(Double(NSEC_PER_SEC) * seconds))…`).
public let NSEC_PER_SEC: UInt64 = 1_000_000_000
public let NSEC_PER_MSEC: UInt64 = 1_000_000
public let NSEC_PER_USEC: UInt64 = 1_000
public let USEC_PER_SEC: UInt64 = 1_000_000

/// CoreFoundation's array, as Core Graphics' functions take it (`[…] as CFArray`): on Linux, a Swift array.
public typealias CFArray = [Any]
