import CSDL2
import Foundation
import KinemaCore
import KinemaGraphics
import KinemaUI

/// SDL events → `InputEvent`s (positions in window pixels; times are stamped later, in scene time).
///
/// The left button is the finger (primary); the wheel scrolls 40 points per notch, positive when the
/// content should move up; keys are named as `KeyPress.Key` ("up", "tab", "s", "?"), with Shift, Ctrl,
/// Alt and GUI as modifiers.
///
/// Keys on any layout (`TypedKeys`): letters, digits and named keys come from their keys (SDL_KEYDOWN's
/// keycode, which follows the layout: a German keyboard's Z is z), symbols from the text they type
/// (SDL_TEXTINPUT: the layout, Shift and AltGr applied — `?` is Shift+/ on a US keyboard, Shift+ß on a
/// German one, `[` AltGr+8 there). Each press arrives once.
public enum EventTranslator {
    public static let pointsPerWheelNotch: CGFloat = 40

    /// Drains SDL's queue. (A key's KEYDOWN and the TEXTINPUT it typed are queued together, by one
    /// system event: a drain never splits them.)
    public static func poll() -> WindowInput {
        var input = WindowInput()
        var event = SDL_Event()
        while SDL_PollEvent(&event) != 0 { add(event, to: &input) }
        input.heldModifiers = modifiers(UInt16(truncatingIfNeeded: SDL_GetModState().rawValue))
        input.finishKeys()
        return input
    }

    /// The input of `events`, as one drain of the queue gives it.
    static func input(from events: [SDL_Event]) -> WindowInput {
        var input = WindowInput()
        for event in events { add(event, to: &input) }
        input.finishKeys()
        return input
    }

    /// Waits up to `seconds` for an event (any: input, a window event, the window closing), leaving it
    /// queued for `poll()`; the X connection wakes it, nothing else does.
    static func waitForEvent(seconds: Double) {
        let milliseconds = Int32(max(0, min(seconds, 3600)) * 1000)
        guard milliseconds > 0 else { return }
        _ = SDL_WaitEventTimeout(nil, milliseconds)
    }

    /// Adds one SDL event to a frame's input (a key that types waits for its text: `finishKeys` ends
    /// the drain).
    static func add(_ event: SDL_Event, to input: inout WindowInput) {
        switch SDL_EventType(event.type) {
        case SDL_KEYDOWN:
            let keysym = event.key.keysym
            input.events += input.typing.keyDown(keysym.sym, modifiers: keysym.mod, isRepeat: event.key.repeat != 0)
            return
        case SDL_TEXTINPUT:
            input.events += input.typing.text(text(of: event))
            return
        case SDL_TEXTEDITING, SDL_KEYUP:
            return
        default:
            // Any other event comes after the key waiting for its text.
            input.events += input.typing.flush()
        }
        if event.type == SDL_QUIT.rawValue {
            input.quit = true
            return
        }
        if event.type == SDL_WINDOWEVENT.rawValue, losesPixels(SDL_WindowEventID(UInt32(event.window.event))) {
            input.needsFullRedraw = true
        }
        if event.type == SDL_DISPLAYEVENT.rawValue
            || (event.type == SDL_WINDOWEVENT.rawValue && movesDisplay(SDL_WindowEventID(UInt32(event.window.event)))) {
            input.displayMayHaveChanged = true
        }
        if let translated = translate(event) { input.events.append(translated) }
    }

    /// Whether after this window event the window may be on another display (or its display changed).
    static func movesDisplay(_ kind: SDL_WindowEventID) -> Bool {
        [SDL_WINDOWEVENT_DISPLAY_CHANGED, SDL_WINDOWEVENT_MOVED].contains(kind)
    }

    /// Whether after this window event the window's pixels must be drawn again: a new surface (any
    /// change of size — even back to the size the shell last laid out, after sizes it ignored), or
    /// pixels the system threw away (exposed, shown, restored).
    static func losesPixels(_ kind: SDL_WindowEventID) -> Bool {
        [SDL_WINDOWEVENT_SIZE_CHANGED, SDL_WINDOWEVENT_RESIZED, SDL_WINDOWEVENT_EXPOSED, SDL_WINDOWEVENT_SHOWN,
         SDL_WINDOWEVENT_RESTORED, SDL_WINDOWEVENT_MAXIMIZED].contains(kind)
    }

    static func translate(_ event: SDL_Event) -> InputEvent? {
        switch SDL_EventType(event.type) {
        case SDL_MOUSEBUTTONDOWN, SDL_MOUSEBUTTONUP:
            guard let button = button(event.button.button) else { return nil }
            let position = CGPoint(x: Int(event.button.x), y: Int(event.button.y))
            return event.type == SDL_MOUSEBUTTONDOWN.rawValue
                ? .pointerDown(position: position, button: button, time: 0)
                : .pointerUp(position: position, button: button, time: 0)
        case SDL_MOUSEMOTION:
            return .pointerMove(
                position: CGPoint(x: Int(event.motion.x), y: Int(event.motion.y)), buttons: buttons(held: event.motion.state), time: 0)
        case SDL_MOUSEWHEEL:
            return .wheel(
                position: CGPoint(x: Int(event.wheel.mouseX), y: Int(event.wheel.mouseY)),
                delta: wheelDelta(notchesX: event.wheel.preciseX, notchesY: event.wheel.preciseY,
                                  flipped: event.wheel.direction == UInt32(SDL_MOUSEWHEEL_FLIPPED.rawValue)),
                time: 0)
        case SDL_WINDOWEVENT:
            let kind = SDL_WindowEventID(UInt32(event.window.event))
            guard kind == SDL_WINDOWEVENT_SIZE_CHANGED else { return nil }
            return .resize(size: CGSize(width: Int(event.window.data1), height: Int(event.window.data2)))
        default:
            return nil
        }
    }

    /// The buttons held during a motion, from SDL's button mask (SDL_BUTTON(n) = 1 << (n − 1): left 1,
    /// middle 2, right 3).
    static func buttons(held mask: UInt32) -> Set<InputEvent.PointerButton> {
        var buttons = Set<InputEvent.PointerButton>()
        if mask & 1 != 0 { buttons.insert(.primary) }
        if mask & 4 != 0 { buttons.insert(.secondary) }
        if mask & 2 != 0 { buttons.insert(.middle) }
        return buttons
    }

    /// Wheel notches (SDL: positive y away from the user) → scroll points, positive y showing later
    /// content, so wheel up shows earlier content; a "flipped" (natural scrolling) device is turned back.
    static func wheelDelta(notchesX: Float, notchesY: Float, flipped: Bool) -> CGVector {
        let sign: CGFloat = flipped ? -1 : 1
        return CGVector(dx: sign * CGFloat(notchesX) * pointsPerWheelNotch, dy: -sign * CGFloat(notchesY) * pointsPerWheelNotch)
    }

    static func button(_ sdlButton: UInt8) -> InputEvent.PointerButton? {
        switch Int32(sdlButton) {
        case SDL_BUTTON_LEFT: return .primary
        case SDL_BUTTON_RIGHT: return .secondary
        case SDL_BUTTON_MIDDLE: return .middle
        default: return nil
        }
    }

    static func keyName(_ keycode: SDL_Keycode) -> KeyPress.Key? {
        switch keycode {
        case SDL_Keycode(SDLK_UP.rawValue): return .up
        case SDL_Keycode(SDLK_DOWN.rawValue): return .down
        case SDL_Keycode(SDLK_LEFT.rawValue): return .left
        case SDL_Keycode(SDLK_RIGHT.rawValue): return .right
        case SDL_Keycode(SDLK_TAB.rawValue): return .tab
        case SDL_Keycode(SDLK_SPACE.rawValue): return .space
        case SDL_Keycode(SDLK_RETURN.rawValue), SDL_Keycode(SDLK_KP_ENTER.rawValue): return .enter
        case SDL_Keycode(SDLK_ESCAPE.rawValue): return .escape
        case SDL_Keycode(SDLK_BACKSPACE.rawValue): return .backspace
        case SDL_Keycode(SDLK_KP_PERIOD.rawValue): return "."
        default:
            // A key of text is its character (letters in lower case): the keycodes below SDL's scancode
            // range are the characters the layout puts on the key unshifted ("z", "ß", "/", "8").
            guard keycode > 32, keycode < 1 << 30, keycode != 127, let scalar = UnicodeScalar(UInt32(keycode)),
                !scalar.properties.isWhitespace, scalar.properties.generalCategory != .control
            else { return nil }
            return KeyPress.Key(rawValue: String(Character(scalar)).lowercased())
        }
    }

    /// Whether `keycode` is one of the keys named by what they do (arrows, Tab, Space, Enter, Esc,
    /// Backspace): they arrive from their keys alone, whatever text they type.
    static func isNamedKey(_ keycode: SDL_Keycode) -> Bool {
        guard let name = keyName(keycode) else { return false }
        return [.up, .down, .left, .right, .tab, .space, .enter, .escape, .backspace].contains(name)
    }

    /// A TEXTINPUT's text (UTF-8, up to 32 bytes, NUL-terminated).
    static func text(of event: SDL_Event) -> String {
        var bytes = event.text.text
        return withUnsafeBytes(of: &bytes) { raw in
            let end = raw.firstIndex(of: 0) ?? raw.count
            return String(decoding: raw[..<end], as: UTF8.self)
        }
    }

    static func modifiers(_ mod: UInt16) -> KeyPress.Modifiers {
        var modifiers: KeyPress.Modifiers = []
        let m = UInt32(mod)
        if m & UInt32(KMOD_SHIFT.rawValue) != 0 { modifiers.insert(.shift) }
        if m & UInt32(KMOD_CTRL.rawValue) != 0 { modifiers.insert(.control) }
        if m & UInt32(KMOD_ALT.rawValue) != 0 { modifiers.insert(.alt) }
        if m & UInt32(KMOD_GUI.rawValue) != 0 { modifiers.insert(.command) }
        return modifiers
    }
}
