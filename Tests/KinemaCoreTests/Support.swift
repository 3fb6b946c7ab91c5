import Foundation
import Testing
import KinemaCore
@_exported import KinemaTestSupport

/// The deterministic generator for law tests over many generated cases.
typealias SeededGenerator = SplitMix64
