import Foundation
import Testing
@testable import KinemaSDL

/// The software window puts its damage on screen (`SDLWindow.visibleRects`).
@Suite("Window damage")
struct WindowDamageTests {
    /// Damage is clipped to the window's surface before it is put on screen: a rectangle wholly past the
    /// right or bottom edge (the window just shrank) is dropped — SDL's X11 backend made it a negative
    /// width, and the X server's BadValue ended the program (found by scripts/monkey).
    @Test func damageIsClippedToTheWindowSurface() {
        let rects = SDLWindow.visibleRects([
            CGRect(x: 1300, y: 10, width: 50, height: 50),   // past the right edge
            CGRect(x: 10, y: 950, width: 50, height: 50),    // past the bottom
            CGRect(x: 1180, y: 880, width: 50, height: 50),  // across the corner
            CGRect(x: -20, y: -5, width: 30, height: 10),    // across the origin
            CGRect(x: 5, y: 5, width: 0.2, height: 10),      // thinner than a pixel
        ], width: 1200, height: 900)
        #expect(rects.map { [$0.x, $0.y, $0.w, $0.h] } == [[1180, 880, 20, 20], [0, 0, 10, 5], [5, 5, 1, 10]])
        #expect(SDLWindow.visibleRects([CGRect(x: 0, y: 0, width: 100, height: 100)], width: 1, height: 1).map { [$0.w, $0.h] } == [[1, 1]])
    }
}
