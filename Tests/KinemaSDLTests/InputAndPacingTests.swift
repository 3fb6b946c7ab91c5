import CSDL2
import Foundation
import KinemaCore
import KinemaTestSupport
import KinemaUI
import Testing
@testable import KinemaSDL

/// SDL's input values → Kinema's, and the 60 Hz limiter's schedule (its arithmetic, not its sleeping).
@Suite("Event translation and frame pacing")
struct InputAndPacingTests {
    // SDL's numbers, from SDL_mouse.h and SDL_keycode.h: buttons left 1, middle 2, right 3; arrow keys are
    // scancodes 79–82 with bit 30 set (SDLK_RIGHT = 79 | 1 << 30 …); KMOD_LSHIFT 0x1, RSHIFT 0x2,
    // LCTRL 0x40, LALT 0x100, LGUI 0x400.

    @Test func buttonsMapLeftToTheFinger() {
        #expect(EventTranslator.button(1) == .primary)
        #expect(EventTranslator.button(2) == .middle)
        #expect(EventTranslator.button(3) == .secondary)
        #expect(EventTranslator.button(4) == nil, "X1 is not a button Kinema knows")
        #expect(EventTranslator.buttons(held: 0) == [])
        #expect(EventTranslator.buttons(held: 1) == [.primary])
        #expect(EventTranslator.buttons(held: 1 | 2 | 4) == [.primary, .middle, .secondary])
    }

    @Test func wheelNotchesBecomeScrollPoints() {
        // Wheel turned away from the user by one notch: earlier content, the offset goes down 40 points.
        #expect(EventTranslator.wheelDelta(notchesX: 0, notchesY: 1, flipped: false) == CGVector(dx: 0, dy: -40))
        #expect(EventTranslator.wheelDelta(notchesX: 0, notchesY: -2.5, flipped: false) == CGVector(dx: 0, dy: 100))
        // A flipped device reports the opposite sign for the same gesture.
        #expect(EventTranslator.wheelDelta(notchesX: 0, notchesY: -1, flipped: true) == CGVector(dx: 0, dy: -40))
        #expect(EventTranslator.wheelDelta(notchesX: 1, notchesY: 0, flipped: false) == CGVector(dx: 40, dy: 0))
    }

    @Test func keysAreNamedAndModifiersRead() {
        let scancodeMask: Int32 = 1 << 30
        #expect(EventTranslator.keyName(82 | scancodeMask) == .up)
        #expect(EventTranslator.keyName(81 | scancodeMask) == .down)
        #expect(EventTranslator.keyName(80 | scancodeMask) == .left)
        #expect(EventTranslator.keyName(79 | scancodeMask) == .right)
        #expect(EventTranslator.keyName(9) == .tab)
        #expect(EventTranslator.keyName(32) == .space)
        #expect(EventTranslator.keyName(13) == .enter)
        #expect(EventTranslator.keyName(27) == .escape)
        #expect(EventTranslator.keyName(46) == ".")
        #expect(EventTranslator.keyName(Int32(UnicodeScalar("s").value)) == "s")
        #expect(EventTranslator.keyName(Int32(UnicodeScalar("0").value)) == "0")
        #expect(EventTranslator.keyName(91) == "[" && EventTranslator.keyName(93) == "]", "the speed keys")
        #expect(EventTranslator.keyName(Int32(UnicodeScalar("-").value)) == "-", "a symbol key is its unshifted character")
        #expect(EventTranslator.keyName(0xDF) == "ß", "a German key")
        #expect(EventTranslator.keyName(Int32(UnicodeScalar("Z").value)) == "z")
        #expect(EventTranslator.keyName(0x40000000 | 58) == nil, "F1 is no key Kinema names")
        #expect(EventTranslator.modifiers(0) == [])
        #expect(EventTranslator.modifiers(0x2) == [.shift], "either shift")
        #expect(EventTranslator.modifiers(0x1 | 0x40 | 0x100 | 0x400) == [.shift, .control, .alt, .command])
    }

    /// A window whose surface was made again (any change of size, even back to the size last laid out) or
    /// whose pixels were thrown away must be drawn whole: the monkey found a window left black after
    /// sizes the shell ignored (27 × 30, then back to the 1200 × 900 it had laid out). Motion is not.
    @Test func windowEventsThatLosePixelsAskForAWholeFrame() {
        func input(_ events: [SDL_Event]) -> WindowInput { EventTranslator.input(from: events) }
        func windowEvent(_ kind: SDL_WindowEventID, _ width: Int32 = 0, _ height: Int32 = 0) -> SDL_Event {
            var event = SDL_Event()
            event.type = SDL_WINDOWEVENT.rawValue
            event.window.event = UInt8(kind.rawValue)
            event.window.data1 = width
            event.window.data2 = height
            return event
        }
        var motion = SDL_Event()
        motion.type = SDL_MOUSEMOTION.rawValue
        let resized = input([motion, windowEvent(SDL_WINDOWEVENT_SIZE_CHANGED, 1200, 900)])
        #expect(resized.needsFullRedraw)
        #expect(resized.events.count == 2 && resized.events.last == .resize(size: CGSize(width: 1200, height: 900)))
        for kind in [SDL_WINDOWEVENT_EXPOSED, SDL_WINDOWEVENT_SHOWN, SDL_WINDOWEVENT_RESTORED] {
            #expect(input([windowEvent(kind)]).needsFullRedraw, "\(kind)")
            #expect(input([windowEvent(kind)]).events.isEmpty, "\(kind) is no input")
        }
        #expect(!input([motion, windowEvent(SDL_WINDOWEVENT_ENTER), windowEvent(SDL_WINDOWEVENT_MOVED, 10, 10)]).needsFullRedraw)
        var quit = SDL_Event()
        quit.type = SDL_QUIT.rawValue
        #expect(input([quit]).quit && !input([quit]).needsFullRedraw)
    }

    @Test(arguments: [30.0, 60, 120, 144, 240])
    func thePacerKeepsACadenceAndStartsAfreshAfterAStall(hertz: Double) {
        let period = 1 / hertz
        #expect(FramePacer(usesVsync: false, period: period).period == period)
        // On time or slightly late: the next frame is one period after the last deadline, not after now.
        #expect(FramePacer.deadline(after: 1.0, now: 1.0, period: period) == 1.0 + period)
        #expect(FramePacer.deadline(after: 1.0, now: 1.0 + period / 3, period: period) == 1.0 + period)
        // A 100 ms stall: no burst of catch-up frames, the cadence restarts from now.
        #expect(FramePacer.deadline(after: 1.0, now: 1.1, period: period) == 1.1 + period)
        // Ten frames on time are ten periods.
        var deadline = 0.0
        for frame in 1...10 {
            deadline = FramePacer.deadline(after: deadline, now: deadline, period: period)
            expectClose(deadline, Double(frame) * period, tolerance: 1e-12)
        }
    }

    @Test func aPeriodOutsideTheAcceptedRatesIsTheStandardOne() {
        for period in [0.0, -1, .nan, .infinity, 10] {
            #expect(FramePacer(usesVsync: false, period: period).period == 1.0 / 60)
        }
    }
}
