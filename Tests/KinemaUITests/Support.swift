import Foundation
import KinemaCore
import Testing
@_exported import KinemaTestSupport
import KinemaGraphics
@testable import KinemaUI

/// A window with a fresh engine and tracer, driven by setting media time directly (no sleeping).
@MainActor
struct Harness {
    let window: UIWindow
    let tracer = Tracer()

    init() {
        window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.engine.tracer = tracer
        // Tests do not service DispatchQueue.main: other tests' main-actor work could run re-entrantly.
        window.engine.drainsMainQueue = false
    }

    var now: Double { window.engine.now }

    /// Moves media time to `time` and runs the rest of a frame (completions, tickers, layout).
    @discardableResult
    func advance(to time: Double) -> DisplayList {
        window.engine.clock.advance(to: time)
        return window.runFrame(events: [], advancingBy: 0)
    }

    /// `advance(to:)`, then every shortcut of the frame path checked the long way
    /// (`UIWindow.checkInvariants()`): a broken one fails the test with what broke, where.
    @discardableResult
    func advanceChecking(to time: Double, sourceLocation: SourceLocation = #_sourceLocation) -> DisplayList {
        let list = advance(to: time)
        let violations = window.checkInvariants()
        #expect(violations.isEmpty, "at \(time): \(violations.prefix(5))", sourceLocation: sourceLocation)
        return list
    }

    /// Steps frame by frame at 60 Hz up to `time`, as a real run would.
    func run(until time: Double) {
        while now + 1e-9 < time { advance(to: min(time, now + 1.0 / 60)) }
    }

    func send(_ events: InputEvent...) {
        for event in events { window.handle(event) }
    }

    /// A drag from `start` by `steps` moves of `delta` every `interval` seconds, frames in between.
    func drag(from start: CGPoint, by delta: CGPoint, steps: Int, interval: Double = 1.0 / 60, release: Bool = true) {
        send(.pointerDown(position: start, button: .primary, time: now))
        var point = start
        for _ in 0..<steps {
            advance(to: now + interval)
            point = CGPoint(x: point.x + delta.x, y: point.y + delta.y)
            send(.pointerMove(position: point, buttons: [.primary], time: now))
        }
        if release { send(.pointerUp(position: point, button: .primary, time: now)) }
    }
}
