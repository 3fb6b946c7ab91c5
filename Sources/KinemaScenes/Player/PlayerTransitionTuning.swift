import Foundation
import KinemaTweaks

/// The numbers of the player's transition. The article gives only the keyframe split (0.5) and
/// `scrubsLinearly = false`; the rest follow Apple's WWDC 2017 talk, and all are tunable.
struct PlayerTransitionTuning: Equatable {
    /// Seconds of the whole transition, mini player to full screen.
    var duration: TimeInterval = 0.8
    /// Damping ratio of the player's frame spring (1: no overshoot).
    var damping: CGFloat = 1
    /// A release faster than this (points per second) back against the transition cancels it; slower
    /// releases cancel when the drag covered less than half the way.
    var cancelVelocity: CGFloat = 100
    /// The fades run over this first fraction of the transition (the article: 0.5).
    var keyframeSplit: Double = 0.5
    /// Whether the fades scrub linearly (the article: false, so they scrub through their curves).
    var fadesScrubLinearly = false
    /// Kinema's option: the finishing motion starts with the gesture's velocity.
    var handsOffVelocity = false
    /// The largest relative velocity handed off (whole distances per second).
    static let maximumHandOff: CGFloat = 20
}
