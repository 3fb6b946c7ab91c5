import Foundation
import KinemaTestSupport
import Testing
@testable import KinemaScenes
import KinemaGraphics
import KinemaUI
@testable import KinemaShell
@testable import KinemaTweaks

/// The inspector at every window size: no two texts of the panel overlap, and every text lies inside the
/// panel — checked on the panel's DisplayList, at the window sizes laptops and desktops have, in light
/// and dark, with the spring editor, enlarged, and with the velocity's labels (`InspectorSweep`).
///
/// A text's frame is its ink: the measured width (here the same advance tables the layout uses; the
/// window's real font is checked in KinemaAppTests' `RealFontOverlapTests`), placed by its alignment in
/// its box, and one line's height.
@MainActor
@Suite struct InspectorOverlapTests {
    /// The check finds what it is for: two texts over each other, a text past the edge, a text wider than
    /// its box; and a text a clip hides is not one.
    @Test func theCheckSeesOverlapsAndOverflow() {
        func text(_ string: String, _ rect: CGRect, _ alignment: TextRun.Alignment = .left) -> DisplayItem {
            .text(TextRun(text: string, fontSize: 12, color: .black, rect: rect, alignment: alignment))
        }
        let bounds = CGRect(x: 0, y: 0, width: 300, height: 200)
        let apart = DisplayList(size: bounds.size, items: [text("time 1.0 s", CGRect(x: 10, y: 10, width: 200, height: 16)),
                                        text("0.85 s", CGRect(x: 10, y: 10, width: 280, height: 16), .right)])
        #expect(TextOverlap.problems(in: apart, bounds: bounds) == [], "a left text and a right-aligned one in one box do not touch")
        let over = DisplayList(size: bounds.size, items: [text("overshoot 16.3 %", CGRect(x: 10, y: 10, width: 200, height: 12)),
                                       text("settles 1.00 s", CGRect(x: 60, y: 14, width: 200, height: 12))])
        #expect(TextOverlap.problems(in: over, bounds: bounds).count == 1)
        let outside = DisplayList(size: bounds.size, items: [text("UIKit duration 1.00 s", CGRect(x: 250, y: 10, width: 200, height: 12))])
        #expect(TextOverlap.problems(in: outside, bounds: bounds).count == 1)
        // Drawn whole past a box too narrow for it, over the text beside it.
        let wide = DisplayList(size: bounds.size, items: [text("overshoot 16.3 %", CGRect(x: 10, y: 10, width: 30, height: 12)),
                                       text("0.85 s", CGRect(x: 60, y: 10, width: 60, height: 12))])
        #expect(TextOverlap.problems(in: wide, bounds: bounds).count == 1)
        let clipped = DisplayList(size: bounds.size, items: [
            .pushClip(rect: CGRect(x: 0, y: 0, width: 300, height: 40), transform: .identity, identifier: nil),
            text("row 9", CGRect(x: 10, y: 60, width: 200, height: 12)), .popClip,
            text("Plot", CGRect(x: 10, y: 60, width: 200, height: 12)),
        ])
        #expect(TextOverlap.problems(in: clipped, bounds: bounds) == [], "a row scrolled out of its clip is not drawn")
    }

    /// Every built-in scene (checked against the catalogue below).
    nonisolated static let scenes = ["table", "collection", "menu", "player", "curves", "stress", "shapes", "layers", "explicit"]

    @Test func theScenesAreTheCatalogues() {
        #expect(Set(Self.scenes) == Set(SceneCatalog.kinema.builtInNames))
    }

    @Test(arguments: scenes)
    func noTwoTextsOverlapAtAnySize(scene: String) throws {
        let problems = try InspectorSweep.problems(scene: scene, measure: TextOverlap.approximate) { size, dark in
            let shell = try #require(Shell(sceneName: scene, windowSize: size))
            shell.setAppearance(dark: dark)
            return shell
        }
        #expect(problems == [])
    }
}

/// The key list (?) fits every window from the smallest: each command's keys show, no text overlaps
/// another or leaves the window.
@MainActor
@Suite struct KeyListFitTests {
    @Test(arguments: InspectorSweep.keyListSizes)
    func theKeyListFits(size: CGSize) throws {
        let shell = try #require(Shell(sceneName: "table", windowSize: size))
        // What shows, page by page: ↓ scrolls a list too long for the window.
        let (seen, problems) = InspectorSweep.keyList(shell, measure: TextOverlap.approximate)
        #expect(problems == [], "at \(size)")
        #expect(InspectorSweep.keyListMissing(seen) == [], "at \(size)")
        #expect(shell.overlays.showsKeys && shell.tuning.selectedIndex == 0, "↓ scrolled the list, not the rows")
        #expect(seen.contains { $0.hasPrefix("↑/↓ or the wheel") } == (size.height < 600))
    }
}
