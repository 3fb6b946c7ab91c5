import Foundation
import Testing
@testable import KinemaApp
@testable import KinemaShell
@testable import KinemaTweaks
import KinemaScenes

/// The display's scale for the window: `--scale`, else GDK_SCALE, else Xft.dpi / 96, else 1.
@Suite("Display scale")
struct DisplayScaleTests {
    @Test func fromTheEnvironmentThenTheXResources() {
        let resources = "Xcursor.size:\t24\nXft.antialias:\t1\nXft.dpi:\t192\n"
        #expect(DisplayScale.detect(environment: ["GDK_SCALE": "2"], xResources: { nil }) == 2)
        #expect(DisplayScale.detect(environment: ["GDK_SCALE": "3"], xResources: { resources }) == 3, "GDK_SCALE first")
        #expect(DisplayScale.detect(environment: [:], xResources: { resources }) == 2, "192 dpi / 96")
        #expect(DisplayScale.detect(environment: [:], xResources: { "Xft.dpi:\t120\n" }) == 1.25)
        #expect(DisplayScale.detect(environment: [:], xResources: { "Xft.dpi:\t144\n" }) == 1.5)
        #expect(DisplayScale.detect(environment: [:], xResources: { "Xft.antialias:\t1\n" }) == 1, "no dpi set")
        #expect(DisplayScale.detect(environment: [:], xResources: { nil }) == 1, "no xrdb")
        // Nonsense is ignored or kept within 1…4.
        #expect(DisplayScale.detect(environment: ["GDK_SCALE": "zero"], xResources: { nil }) == 1)
        #expect(DisplayScale.detect(environment: ["GDK_SCALE": "nan"], xResources: { nil }) == 1)
        #expect(DisplayScale.detect(environment: ["GDK_SCALE": "12"], xResources: { nil }) == 4)
        #expect(DisplayScale.detect(environment: [:], xResources: { "Xft.dpi:\t48\n" }) == 1)
        #expect(DisplayScale.detect(environment: [:], xResources: { "Xft.dpi:\t-96\n" }) == 1)
    }

    @Test func theScaleFlag() throws {
        guard case .capture(let options) = try CommandParser.parse(
            ["capture", "--scene", "table", "--at", "1", "--out", "x", "--scale", "2"], scenes: ["table"])
        else { Issue.record("not a capture"); return }
        #expect(options.setup.scale == 2)
        guard case .window(let window) = try CommandParser.parse([], scenes: ["table"]) else { Issue.record("not the window"); return }
        #expect(window.setup.scale == nil, "the window asks the display")
        for bad in ["0.5", "5", "nan", "two", ""] {
            #expect(throws: UsageError.self, "--scale \(bad)") { try CommandParser.parse(["--scale", bad], scenes: ["table"]) }
        }
    }
}
