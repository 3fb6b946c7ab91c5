import Foundation
import KinemaCore
import KinemaUI
import KinemaTweaks

/// Input events as JSON lines, stamped in scene (media) time, positions in device points:
///
///     {"t":0.516,"type":"down","x":195,"y":760,"button":"primary"}
///     {"t":0.533,"type":"move","x":195,"y":750,"buttons":["primary"]}
///     {"t":0.700,"type":"up","x":195,"y":560,"button":"primary"}
///     {"t":1.200,"type":"wheel","x":195,"y":400,"dx":0,"dy":40}
///     {"t":2.000,"type":"key","key":"s","mods":["shift"],"repeat":false}
///     {"key":"damping","t":2.5,"type":"set","value":"0.3"}
///     {"key":"cp1y","t":3.1,"type":"select"}
///
/// (the last two: a setting made outside the window, a row clicked in the inspector — `SessionEvent`).
/// `kinema --record FILE` writes them; `capture` and `bench` replay them with `--input FILE`, so a real
/// gesture becomes a reproducible test.
package enum InputRecording {
    /// Recorded times are rounded to this many seconds (a millisecond).
    package static let timeResolution = 0.001

    /// The longest recording `--input` takes, in events: as many as a session's history keeps (past
    /// that a session cannot be re-simulated exactly either).
    package static let maximumEvents = 500_000
    /// And in bytes, looked at before the file is read (an event's line is 40 to 90 bytes).
    package static let maximumFileBytes = 64_000_000

    struct Line: Codable {
        var t: Double
        var type: String
        var x: Double?
        var y: Double?
        var button: String?
        var buttons: [String]?
        var dx: Double?
        var dy: Double?
        var key: String?
        var mods: [String]?
        var `repeat`: Bool?
        var width: Double?
        var height: Double?
        var value: String?
    }

    /// A tweak or session setting made by something whose cause lives outside the window (a preset
    /// loaded from disk): recorded as what it did, `{"key":"damping","t":1.2,"type":"set","value":"0.3"}`.
    package static func encodeSetting(key: String, value: String, at time: Double) -> String {
        encode(.setting(key: key, value: value), at: time)
    }

    package struct ParseError: Error, CustomStringConvertible {
        package let line: Int
        package let reason: String
        package var description: String { "line \(line): \(reason)" }
    }

    /// One event as a JSON line (no newline), with `time` as its stamp: a setting as
    /// `{"key":…,"type":"set","value":…}`, a row clicked in the panel as `{"key":…,"type":"select"}`, a
    /// plot handle taken and let go as `{"type":"grab"}` and `{"type":"drop"}`.
    package static func encode(_ event: SessionEvent, at time: Double) -> String {
        var line = Line(t: (time / timeResolution).rounded() / (1 / timeResolution), type: "")
        switch event {
        case .input(let input): describe(input, in: &line)
        case .setting(let key, let value): (line.type, line.key, line.value) = ("set", key, value)
        case .selection(let key): (line.type, line.key) = ("select", key)
        case .plotHandle(let held): line.type = held ? "grab" : "drop"
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return String(decoding: (try? encoder.encode(line)) ?? Data(), as: UTF8.self)
    }

    /// An input event's fields of its line.
    private static func describe(_ event: InputEvent, in line: inout Line) {
        switch event {
        case .pointerDown(let p, let button, _):
            (line.type, line.x, line.y, line.button) = ("down", rounded(p.x), rounded(p.y), button.rawValue)
        case .pointerMove(let p, let buttons, _):
            (line.type, line.x, line.y) = ("move", rounded(p.x), rounded(p.y))
            line.buttons = buttons.map(\.rawValue).sorted()
        case .pointerUp(let p, let button, _):
            (line.type, line.x, line.y, line.button) = ("up", rounded(p.x), rounded(p.y), button.rawValue)
        case .wheel(let p, let delta, _):
            (line.type, line.x, line.y, line.dx, line.dy) = ("wheel", rounded(p.x), rounded(p.y), rounded(delta.dx), rounded(delta.dy))
        case .key(let press):
            (line.type, line.key, line.repeat) = ("key", press.key.rawValue, press.isRepeat)
            line.mods = modifierNames(press.modifiers)
        case .resize(let size):
            (line.type, line.width, line.height) = ("resize", rounded(size.width), rounded(size.height))
        }
    }

    /// Parses a whole recording into its events (`decodeTimed` keeps each line's time, which a resize
    /// carries nowhere else).
    package static func decode(_ text: String) throws(ParseError) -> [SessionEvent] {
        try decodeTimed(text).map(\.event)
    }

    /// An event with the time its line gives: media time in the recording session (across scene
    /// switches it keeps counting, from the time of the switch).
    package struct TimedEvent: Sendable, Equatable {
        package var time: Double
        package var event: SessionEvent
        package init(time: Double, event: SessionEvent) {
            self.time = time
            self.event = event
        }

        /// An input event at `time`.
        package init(time: Double, input: InputEvent) {
            self.init(time: time, event: .input(input))
        }
    }

    /// Parses a whole recording. Blank lines are skipped; times must not go backwards. Windows line
    /// endings and a UTF-8 byte-order mark are accepted.
    package static func decodeTimed(_ text: String) throws(ParseError) -> [TimedEvent] {
        var events: [TimedEvent] = []
        let decoder = JSONDecoder()
        var last = -Double.infinity
        let text = text.hasPrefix("\u{FEFF}") ? String(text.dropFirst()) : text
        // Split on scalars: Swift treats "\r\n" as one Character, which a split on "\n" would miss.
        let lines = text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false).map { String(String.UnicodeScalarView($0)) }
        for (number, raw) in lines.enumerated() {
            let trimmed = raw.trimmingCharacters(in: .whitespacesAndNewlines)
            guard !trimmed.isEmpty else { continue }
            guard let line = try? decoder.decode(Line.self, from: Data(trimmed.utf8)) else {
                throw ParseError(line: number + 1, reason: "not a JSON event object")
            }
            guard line.t.isFinite, line.t >= 0 else { throw ParseError(line: number + 1, reason: "t must be a time ≥ 0") }
            guard line.t >= last else { throw ParseError(line: number + 1, reason: "times go backwards") }
            last = line.t
            events.append(TimedEvent(time: line.t, event: try event(from: line, number: number + 1)))
        }
        return events
    }

    private static func event(from line: Line, number: Int) throws(ParseError) -> SessionEvent {
        switch line.type {
        case "set":
            guard let key = line.key, !key.isEmpty, let value = line.value else {
                throw ParseError(line: number, reason: "set needs a parameter key and a value")
            }
            return .setting(key: key, value: value)
        case "select":
            guard let key = line.key, !key.isEmpty else { throw ParseError(line: number, reason: "select needs a parameter key") }
            return .selection(key: key)
        case "grab", "drop":
            return .plotHandle(held: line.type == "grab")
        default:
            return .input(try input(from: line, number: number))
        }
    }

    private static func input(from line: Line, number: Int) throws(ParseError) -> InputEvent {
        func point() throws(ParseError) -> CGPoint {
            guard let x = line.x, let y = line.y, x.isFinite, y.isFinite else {
                throw ParseError(line: number, reason: "\(line.type) needs finite x and y")
            }
            return CGPoint(x: x, y: y)
        }
        func button(_ name: String?) throws(ParseError) -> InputEvent.PointerButton {
            guard let button = InputEvent.PointerButton(rawValue: name ?? "primary") else {
                throw ParseError(line: number, reason: "unknown button '\(name ?? "")'")
            }
            return button
        }
        switch line.type {
        case "down": return .pointerDown(position: try point(), button: try button(line.button), time: line.t)
        case "up": return .pointerUp(position: try point(), button: try button(line.button), time: line.t)
        case "move":
            var buttons = Set<InputEvent.PointerButton>()
            for name in line.buttons ?? [] { buttons.insert(try button(name)) }
            return .pointerMove(position: try point(), buttons: buttons, time: line.t)
        case "wheel":
            return .wheel(position: try point(), delta: CGVector(dx: line.dx ?? 0, dy: line.dy ?? 0), time: line.t)
        case "key":
            guard let key = line.key, !key.isEmpty else { throw ParseError(line: number, reason: "key needs a key name") }
            return .key(KeyPress(key: KeyPress.Key(rawValue: key), modifiers: try modifiers(line.mods ?? [], number: number), isRepeat: line.repeat ?? false, time: line.t))
        case "resize":
            guard let width = line.width, let height = line.height, width > 0, height > 0 else {
                throw ParseError(line: number, reason: "resize needs a positive width and height")
            }
            return .resize(size: CGSize(width: width, height: height))
        default:
            throw ParseError(line: number, reason: "unknown event type '\(line.type)'")
        }
    }

    private static func rounded(_ value: CGFloat) -> Double { (Double(value) * 100).rounded() / 100 }

    static func modifierNames(_ modifiers: KeyPress.Modifiers) -> [String] {
        var names: [String] = []
        if modifiers.contains(.shift) { names.append("shift") }
        if modifiers.contains(.control) { names.append("control") }
        if modifiers.contains(.alt) { names.append("alt") }
        if modifiers.contains(.command) { names.append("command") }
        return names
    }

    /// The modifiers a key line names; a name the format does not know is refused (dropping it would
    /// replay Ctrl+Z as Z).
    static func modifiers(_ names: [String], number: Int) throws(ParseError) -> KeyPress.Modifiers {
        var modifiers: KeyPress.Modifiers = []
        for name in names {
            switch name {
            case "shift": modifiers.insert(.shift)
            case "control": modifiers.insert(.control)
            case "alt": modifiers.insert(.alt)
            case "command": modifiers.insert(.command)
            default:
                throw ParseError(line: number, reason: "unknown modifier '\(name.prefix(40))' (modifiers: shift, control, alt, command)")
            }
        }
        return modifiers
    }
}
