import CSDL2
import Foundation
import KinemaGraphics
import KinemaUI

/// Key presses from SDL's two kinds of key event, each press once, on any keyboard layout.
///
/// - Named keys (arrows, Tab, Space, Enter, Esc, Backspace) arrive from SDL_KEYDOWN at once.
/// - A key that types (letters, digits, symbols) waits for the SDL_TEXTINPUT it types, which SDL queues
///   right after it: a letter or digit typed arrives as its key ("z" with Shift, not "Z"; Alt and
///   AltGr as held); anything else typed arrives as the character itself, with the modifiers held but
///   the Shift and AltGr that chose it — `?` from Shift+/ (US) or Shift+ß (German), `[` from AltGr+8 —
///   and the key's own repeat flag. No text (a dead key, text input off): a letter or digit still
///   arrives from its key, a symbol key as its unshifted character ("/", "."), so nothing is lost.
/// - With Ctrl held SDL types no text (or a stray one, dropped): the key arrives from its keycode at
///   once, as its unshifted character. So Ctrl+Z is `z` with Ctrl on every layout, and a symbol typed
///   with Ctrl is its key's ("Ctrl+?" on a US keyboard is `/` with Ctrl and Shift). The shell binds no
///   symbol with Ctrl; `ShellCommands` documents it.
struct TypedKeys {
    private enum Waiting {
        /// A key that types: its own name (nil: none, as a modifier key or F1), its modifiers, its repeat.
        case key(KeyPress.Key?, KeyPress.Modifiers, typingModifiers: KeyPress.Modifiers, isRepeat: Bool)
        /// A key with Ctrl, already delivered: any text it types is dropped.
        case delivered
    }

    private var waiting: Waiting?

    mutating func keyDown(_ keycode: SDL_Keycode, modifiers mod: UInt16, isRepeat: Bool) -> [InputEvent] {
        var events = flush()
        let modifiers = EventTranslator.modifiers(mod)
        let name = EventTranslator.keyName(keycode)
        if EventTranslator.isNamedKey(keycode), let name {
            events.append(.key(KeyPress(key: name, modifiers: modifiers, isRepeat: isRepeat)))
        } else if modifiers.contains(.control) {
            if let name { events.append(.key(KeyPress(key: name, modifiers: modifiers, isRepeat: isRepeat))) }
            waiting = .delivered
        } else {
            waiting = .key(name, modifiers, typingModifiers: Self.typingModifiers(mod), isRepeat: isRepeat)
        }
        return events
    }

    /// The text a key typed (a composed character, or an input method's several).
    mutating func text(_ text: String) -> [InputEvent] {
        let typed = text.filter { !$0.isWhitespace && !$0.unicodeScalars.contains { $0.properties.generalCategory == .control } }
        defer { waiting = nil }
        switch waiting {
        case .delivered:
            return []
        case .key(let name, let modifiers, let typingModifiers, let isRepeat):
            // One press: the first character typed is it (a dead key's accent and a letter come as one).
            guard let character = typed.first else { return [] }
            if character.isLetter || character.isNumber, let name {
                return [.key(KeyPress(key: name, modifiers: modifiers, isRepeat: isRepeat))]
            }
            return [.key(KeyPress(key: Self.key(character), modifiers: modifiers.subtracting(typingModifiers), isRepeat: isRepeat))]
        case nil:
            // Text no key announced (an input method's): each character, as typed.
            return typed.map { .key(KeyPress(key: Self.key($0))) }
        }
    }

    /// The key waiting for text that never came arrives from its key.
    mutating func flush() -> [InputEvent] {
        defer { waiting = nil }
        guard case .key(let name?, let modifiers, _, let isRepeat) = waiting else { return [] }
        return [.key(KeyPress(key: name, modifiers: modifiers, isRepeat: isRepeat))]
    }

    private static func key(_ character: Character) -> KeyPress.Key {
        KeyPress.Key(rawValue: character.isLetter ? String(character).lowercased() : String(character))
    }

    /// The modifiers that choose a key's character rather than a command: Shift, and AltGr (right Alt,
    /// or SDL's Mode) when left Alt is not held too.
    static func typingModifiers(_ mod: UInt16) -> KeyPress.Modifiers {
        let m = UInt32(mod)
        var typing: KeyPress.Modifiers = [.shift]
        let altGr = m & (UInt32(KMOD_RALT.rawValue) | UInt32(KMOD_MODE.rawValue)) != 0
        if altGr && m & UInt32(KMOD_LALT.rawValue) == 0 { typing.insert(.alt) }
        return typing
    }
}
