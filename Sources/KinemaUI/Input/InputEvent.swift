import Foundation
import KinemaCore

/// The only input KinemaUI sees: what a window system reports, in device points and media time.
///
/// The mouse is one finger: a button press is a touch down, motion with the button held is a touch
/// moving, release is a touch up. Positions are in the device viewport's points (the visualiser converts
/// window pixels); `time` is media time in seconds from the `FrameClock`.
public enum InputEvent: Sendable, Equatable {
    case pointerDown(position: CGPoint, button: PointerButton, time: Double)
    case pointerMove(position: CGPoint, buttons: Set<PointerButton>, time: Double)
    case pointerUp(position: CGPoint, button: PointerButton, time: Double)
    /// A wheel or trackpad scroll; `delta` in points, positive y scrolls content up (toward later rows).
    case wheel(position: CGPoint, delta: CGVector, time: Double)
    case key(KeyPress)
    case resize(size: CGSize)

    public enum PointerButton: String, Sendable, Hashable, CaseIterable {
        case primary, secondary, middle
    }

    /// Media time of the event, or nil for events that carry none.
    public var time: Double? {
        switch self {
        case .pointerDown(_, _, let time), .pointerMove(_, _, let time), .pointerUp(_, _, let time),
            .wheel(_, _, let time):
            return time
        case .key(let press): return press.time
        case .resize: return nil
        }
    }

    /// The same event at media time `time` (a resize carries none and is unchanged).
    /// The event with its positions and size divided by `scale` (window pixels → window points on a
    /// HiDPI display); wheel deltas are in points already.
    public func unscaled(by scale: CGFloat) -> InputEvent {
        guard scale != 1, scale > 0 else { return self }
        func point(_ p: CGPoint) -> CGPoint { CGPoint(x: p.x / scale, y: p.y / scale) }
        switch self {
        case .pointerDown(let position, let button, let time): return .pointerDown(position: point(position), button: button, time: time)
        case .pointerMove(let position, let buttons, let time): return .pointerMove(position: point(position), buttons: buttons, time: time)
        case .pointerUp(let position, let button, let time): return .pointerUp(position: point(position), button: button, time: time)
        case .wheel(let position, let delta, let time): return .wheel(position: point(position), delta: delta, time: time)
        case .key: return self
        case .resize(let size): return .resize(size: CGSize(width: size.width / scale, height: size.height / scale))
        }
    }

    public func stamped(_ time: Double) -> InputEvent {
        switch self {
        case .pointerDown(let position, let button, _): return .pointerDown(position: position, button: button, time: time)
        case .pointerMove(let position, let buttons, _): return .pointerMove(position: position, buttons: buttons, time: time)
        case .pointerUp(let position, let button, _): return .pointerUp(position: position, button: button, time: time)
        case .wheel(let position, let delta, _): return .wheel(position: position, delta: delta, time: time)
        case .key(let press): return .key(KeyPress(key: press.key, modifiers: press.modifiers, isRepeat: press.isRepeat, time: time))
        case .resize: return self
        }
    }
}

/// A key press (or auto-repeat) with its modifiers.
public struct KeyPress: Sendable, Equatable {
    /// Keys by name: letters and digits as themselves ("a", "1"), others as in `Key`.
    public let key: Key
    public let modifiers: Modifiers
    public let isRepeat: Bool
    public let time: Double

    public init(key: Key, modifiers: Modifiers = [], isRepeat: Bool = false, time: Double = 0) {
        self.key = key
        self.modifiers = modifiers
        self.isRepeat = isRepeat
        self.time = time
    }

    public struct Key: RawRepresentable, Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(stringLiteral value: String) { rawValue = value }
        public var description: String { rawValue }

        public static let up: Key = "up"
        public static let down: Key = "down"
        public static let left: Key = "left"
        public static let right: Key = "right"
        public static let tab: Key = "tab"
        public static let space: Key = "space"
        public static let enter: Key = "enter"
        public static let escape: Key = "escape"
        public static let backspace: Key = "backspace"
    }

    public struct Modifiers: OptionSet, Hashable, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let shift = Modifiers(rawValue: 1)
        public static let control = Modifiers(rawValue: 2)
        public static let alt = Modifiers(rawValue: 4)
        public static let command = Modifiers(rawValue: 8)
    }
}
