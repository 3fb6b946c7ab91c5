import CSDL2
import Foundation
import KinemaUI
import Testing
@testable import KinemaScenes
@testable import KinemaSDL
@testable import KinemaShell
@testable import KinemaTweaks

/// Every key and combination the command table names, pressed on a real keyboard — as the SDL events
/// SDL 2 under X11 makes of it (a KEYDOWN with the layout's keycode, the physical scancode and the
/// modifiers held, then the TEXTINPUT of what it typed, if it typed anything) — on a US and a German
/// layout, through the window's translator and the shell's action lookup.
enum Modifier {
    static let shift: UInt16 = 0x1, control: UInt16 = 0x40, leftAlt: UInt16 = 0x100, altGr: UInt16 = 0x200
}

/// Where a layout puts what it types: the key (keycode and scancode) and the modifiers it takes.
struct Layout: Sendable {
    let name: String
    /// Symbols: the key that types each, and its modifiers.
    let symbols: [Character: (keycode: Int32, scancode: Int32, mod: UInt16)]
    /// The scancode of each letter's key (the keycode is the letter).
    let letterScancode: @Sendable (Character) -> Int32

    static let us = Layout(
        name: "US",
        symbols: ["?": (slash, 56, Modifier.shift), "/": (slash, 56, 0), "[": (91, 47, 0), "]": (93, 48, 0), ".": (46, 55, 0)],
        letterScancode: { Int32($0.asciiValue! - 97 + 4) })
    /// German (de): ? is Shift+ß (the key right of 0, scancode MINUS), / is Shift+7, [ and ] AltGr+8
    /// and AltGr+9; Z and Y trade places.
    static let german = Layout(
        name: "German",
        symbols: ["?": (0xDF, 45, Modifier.shift), "/": (55, 36, Modifier.shift), "[": (56, 37, Modifier.altGr), "]": (57, 38, Modifier.altGr), ".": (46, 55, 0)],
        letterScancode: { letter in
            letter == "z" ? 28 : letter == "y" ? 29 : Int32(letter.asciiValue! - 97 + 4)
        })

    static let slash: Int32 = 47

    /// The events of typing `key` with Shift and Ctrl as given (a held key's repeat when `isRepeat`).
    func events(for key: KeyPress.Key, shift: Bool, control: Bool, isRepeat: Bool) -> [SDL_Event] {
        var mod: UInt16 = (shift ? Modifier.shift : 0) | (control ? Modifier.control : 0)
        let named: [KeyPress.Key: (Int32, Int32, String?)] = [
            .up: (82 | 1 << 30, 82, nil), .down: (81 | 1 << 30, 81, nil), .left: (80 | 1 << 30, 80, nil),
            .right: (79 | 1 << 30, 79, nil), .tab: (9, 43, nil), .space: (32, 44, " "), .enter: (13, 40, nil),
            .escape: (27, 41, nil), .backspace: (8, 42, nil),
        ]
        if let (keycode, scancode, text) = named[key] {
            // Tab, Return and Esc type control characters, which SDL drops; Space types " ".
            return [KeyboardLayoutTests.keyDown(keycode, scancode, mod, isRepeat)] + (control ? [] : text.map { [KeyboardLayoutTests.textInput($0)] } ?? [])
        }
        let character = Character(key.rawValue)
        if let symbol = symbols[character] {
            mod |= symbol.mod
            // With Ctrl held X11 types no text (a control character, dropped by SDL).
            return [KeyboardLayoutTests.keyDown(symbol.keycode, symbol.scancode, mod, isRepeat)] + (control ? [] : [KeyboardLayoutTests.textInput(String(character))])
        }
        precondition(character.isLetter, "the table names \(key)")
        let typed = shift ? String(character).uppercased() : String(character)
        return [KeyboardLayoutTests.keyDown(Int32(character.asciiValue!), letterScancode(character), mod, isRepeat)] + (control ? [] : [KeyboardLayoutTests.textInput(typed)])
    }
}


@MainActor
@Suite("Keys on keyboard layouts")
struct KeyboardLayoutTests {
    // SDL's scancodes (SDL_scancode.h): letters A = 4 …, digits 1 = 30 … 0 = 39, Return 40, Escape 41,
    // Backspace 42, Tab 43, Space 44, Minus 45, Leftbracket 47, Rightbracket 48, Period 55, Slash 56,
    // Right 79, Left 80, Down 81, Up 82. Modifiers: LSHIFT 0x1, LCTRL 0x40, LALT 0x100, RALT 0x200 (AltGr).
    static let shift = Modifier.shift, control = Modifier.control, leftAlt = Modifier.leftAlt, altGr = Modifier.altGr

    nonisolated static func keyDown(_ keycode: Int32, _ scancode: Int32, _ mod: UInt16, _ isRepeat: Bool = false) -> SDL_Event {
        var event = SDL_Event()
        event.type = SDL_KEYDOWN.rawValue
        event.key.state = UInt8(SDL_PRESSED)
        event.key.repeat = isRepeat ? 1 : 0
        event.key.keysym.sym = keycode
        event.key.keysym.scancode = SDL_Scancode(UInt32(scancode))
        event.key.keysym.mod = mod
        return event
    }

    nonisolated static func textInput(_ text: String) -> SDL_Event {
        var event = SDL_Event()
        event.type = SDL_TEXTINPUT.rawValue
        withUnsafeMutableBytes(of: &event.text.text) { raw in
            for (index, byte) in text.utf8.enumerated() { raw[index] = byte }
        }
        return event
    }

    static func keyUp(_ keycode: Int32, _ scancode: Int32) -> SDL_Event {
        var event = keyDown(keycode, scancode, 0)
        event.type = SDL_KEYUP.rawValue
        return event
    }

    /// The presses the translator makes of `events`.
    static func presses(_ events: [SDL_Event]) -> [KeyPress] {
        EventTranslator.input(from: events).events.compactMap { if case .key(let press) = $0 { press } else { nil } }
    }

    @Test(arguments: [Layout.us, Layout.german].map { ($0.name, $0) })
    func everyCommandArrivesFromTheKeyboard(_ named: (String, Layout)) {
        let layout = named.1
        for command in ShellCommands.table {
            for binding in command.bindings {
                let shift = binding.modifiers == .shift || binding.modifiers == .controlShift
                let control = binding.modifiers == .control || binding.modifiers == .controlShift
                let label = "\(layout.name): \(command.keys) — \(binding.key)\(shift ? " Shift" : "")\(control ? " Ctrl" : "")"
                let presses = Self.presses(layout.events(for: binding.key.key, shift: shift, control: control, isRepeat: false))
                #expect(presses.count == 1, "\(label): one press, got \(presses)")
                #expect(presses.first.flatMap(ShellCommands.action(for:)) == binding.action, "\(label): \(presses)")
                // Held: a repeating binding acts again, a toggle does not.
                let held = Self.presses(layout.events(for: binding.key.key, shift: shift, control: control, isRepeat: true))
                #expect(held.count == 1 && held.first?.isRepeat == true, "\(label) held: \(held)")
                #expect(held.first.flatMap(ShellCommands.action(for:)) == (binding.repeats ? binding.action : nil), "\(label) held")
            }
        }
    }

    /// The same keys through the whole shell: ? opens the key list, Esc closes it, [ and ] change the
    /// speed, . steps, Ctrl+Z undoes — on each layout.
    @Test(arguments: [Layout.us, Layout.german].map { ($0.name, $0) })
    func theShellHearsThem(_ named: (String, Layout)) {
        let layout = named.1
        let shell = Shell(sceneName: "curves")!
        shell.window.engine.drainsMainQueue = false
        func type(_ key: KeyPress.Key, shift: Bool = false, control: Bool = false) {
            let input = EventTranslator.input(from: layout.events(for: key, shift: shift, control: control, isRepeat: false))
            _ = shell.step(deviceEvents: input.events, realDelta: 1.0 / 60)
        }
        type("?")
        #expect(shell.overlays.showsKeys, "\(layout.name): ?")
        type(.escape)
        #expect(!shell.overlays.showsKeys && !shell.quitRequested, "\(layout.name): Esc closes the key list")
        type("/")
        #expect(shell.overlays.showsKeys, "\(layout.name): /")
        type(.escape)
        type("[")
        #expect(shell.speed == 0.5, "\(layout.name): [")
        type("]")
        type("]")
        #expect(shell.speed == 2, "\(layout.name): ] ]")
        type("p")
        let before = shell.window.engine.now
        type(".")
        #expect(shell.window.engine.now > before, "\(layout.name): . steps")
        type(.right)
        #expect(shell.tuning.parameter(forKey: "duration")?.value == 1.05)
        type("z", control: true)
        #expect(shell.tuning.parameter(forKey: "duration")?.value == 1, "\(layout.name): Ctrl+Z undoes")
        type("z", shift: true, control: true)
        #expect(shell.tuning.parameter(forKey: "duration")?.value == 1.05, "\(layout.name): Ctrl+Shift+Z redoes")
        type("y")
        #expect(shell.tuning.notice?.hasPrefix("loop") == true, "\(layout.name): Y loops: \(shell.tuning.notice ?? "")")
        type("q")
        #expect(shell.quitRequested)
    }

    /// Each press once: a symbol's key never arrives besides the symbol it typed.
    @Test func aSymbolArrivesOnceAsWhatItTyped() {
        // US Shift+/ types ?; German AltGr+8 types [ (not 8 with Alt, which a scene would take).
        #expect(Self.presses([Self.keyDown(47, 56, Self.shift), Self.textInput("?")]) == [KeyPress(key: "?")])
        #expect(Self.presses([Self.keyDown(56, 37, Self.altGr), Self.textInput("[")]) == [KeyPress(key: "[")])
        // German AltGr+Q types @: no Q (no quit).
        #expect(Self.presses([Self.keyDown(113, 20, Self.altGr), Self.textInput("@")]) == [KeyPress(key: "@")])
        // Shift+1 types !: the symbol typed, not the digit.
        #expect(Self.presses([Self.keyDown(49, 30, Self.shift), Self.textInput("!")]) == [KeyPress(key: "!")])
        // Left Alt is a command's modifier and stays: Alt+. is "." with Alt; Alt+A is "a" with Alt.
        #expect(Self.presses([Self.keyDown(46, 55, Self.leftAlt), Self.textInput(".")]) == [KeyPress(key: ".", modifiers: [.alt])])
        #expect(Self.presses([Self.keyDown(97, 4, Self.leftAlt), Self.textInput("a")]) == [KeyPress(key: "a", modifiers: [.alt])])
        // Letters come from their keys: Shift+R is r with Shift; German ß is ß.
        #expect(Self.presses([Self.keyDown(114, 21, Self.shift), Self.textInput("R")]) == [KeyPress(key: "r", modifiers: [.shift])])
        #expect(Self.presses([Self.keyDown(0xDF, 45, 0), Self.textInput("ß")]) == [KeyPress(key: "ß")])
        // Space types " ": one press.
        #expect(Self.presses([Self.keyDown(32, 44, 0), Self.textInput(" "), Self.keyUp(32, 44)]) == [KeyPress(key: .space)])
    }

    /// With Ctrl held SDL types no text, or a stray one (X11's Ctrl+. types "."): the key arrives from its
    /// keycode at once, and the text is dropped.
    @Test func aKeyWithControlArrivesFromItsKey() {
        #expect(Self.presses([Self.keyDown(46, 55, Self.control), Self.textInput(".")]) == [KeyPress(key: ".", modifiers: [.control])])
        // Ctrl+? on a US keyboard: the key's own character, with Ctrl and Shift (no binding takes it).
        let question = Self.presses([Self.keyDown(47, 56, Self.control | Self.shift)])
        #expect(question == [KeyPress(key: "/", modifiers: [.control, .shift])])
        #expect(ShellCommands.action(for: question[0]) == nil)
    }

    /// Without text (text input off, a dead key): letters, digits and symbol keys still arrive from
    /// their keys; text no key announced (an input method's) arrives as typed. Order is kept.
    @Test func withoutTextKeysStillArrive() {
        #expect(Self.presses([Self.keyDown(47, 56, 0)]) == [KeyPress(key: "/")])
        #expect(Self.presses([Self.keyDown(97, 4, 0), Self.keyDown(98, 5, 0)]) == [KeyPress(key: "a"), KeyPress(key: "b")])
        #expect(Self.presses([Self.keyDown(Int32(SDLK_KP_PERIOD.rawValue), 99, 0)]) == [KeyPress(key: ".")], "the keypad's . without Num Lock")
        #expect(Self.presses([Self.textInput("?")]) == [KeyPress(key: "?")])
        var motion = SDL_Event()
        motion.type = SDL_MOUSEMOTION.rawValue
        let input = EventTranslator.input(from: [Self.keyDown(97, 4, 0), motion, Self.keyDown(47, 56, Self.shift), Self.textInput("?")])
        #expect(input.events.count == 3)
        if input.events.count == 3 {
            #expect(input.events[0] == .key(KeyPress(key: "a")) && input.events[2] == .key(KeyPress(key: "?")), "\(input.events)")
        }
    }
}
