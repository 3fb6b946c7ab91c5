import Foundation
import Testing
@testable import KinemaScenes
import KinemaUI

/// The inspector at every window size: no two texts of the panel overlap, and every text lies inside the
/// panel — checked on the panel's DisplayList, at the window sizes laptops and desktops have, in light
/// and dark, with the spring editor, enlarged, and with the velocity's labels.
///
/// A text's frame is its ink: the measured width (the same advance tables the layout uses), placed by
/// its alignment in its box, and one line's height.
@MainActor
@Suite struct InspectorOverlapTests {
    static let sizes = [CGSize(width: 800, height: 560), CGSize(width: 900, height: 600), CGSize(width: 1280, height: 720),
                        CGSize(width: 1366, height: 768), CGSize(width: 1920, height: 1080)]

    /// The ink frames of a DisplayList's texts, in its coordinates.
    static func textFrames(_ list: DisplayList) -> [(text: String, frame: CGRect)] {
        list.items.compactMap { item in
            guard case .text(let run) = item else { return nil }
            let font = UIFont.systemFont(ofSize: run.fontSize, weight: UIFont.Weight(rawValue: run.weight))
            let size = TextMetrics.approximateSize(of: run.text, font: font)
            let width = min(run.rect.width, size.width), height = min(run.rect.height, size.height)
            let x = switch run.alignment {
            case .left: run.rect.minX
            case .center: run.rect.midX - width / 2
            case .right: run.rect.maxX - width
            }
            let ink = CGRect(x: x, y: run.rect.midY - height / 2, width: width, height: height)
            return (run.text, ink.applying(run.transform))
        }
    }

    /// The pairs of texts that overlap (by more than half a point each way), and the texts outside `bounds`.
    static func problems(in list: DisplayList, bounds: CGRect) -> [String] {
        let texts = textFrames(list).filter { !$0.text.isEmpty }
        var found: [String] = []
        for (index, a) in texts.enumerated() {
            if !bounds.insetBy(dx: -0.5, dy: -0.5).contains(a.frame) { found.append("“\(a.text)” leaves the panel: \(a.frame)") }
            for b in texts[(index + 1)...] where a.frame.insetBy(dx: 0.5, dy: 0.5).intersects(b.frame.insetBy(dx: 0.5, dy: 0.5)) {
                found.append("“\(a.text)” \(a.frame) overlaps “\(b.text)” \(b.frame)")
            }
        }
        return found
    }

    static func panelProblems(_ shell: Shell) -> [String] {
        _ = shell.step(deviceEvents: [], realDelta: 1.0 / 60)
        let list = shell.panel.displayList()
        // The check has texts to check: the title, a row, the legend's last line.
        let texts = textFrames(list).map(\.text)
        guard texts.contains("Kinema — \(shell.scene.name)"), texts.contains(where: { $0.hasSuffix("Q quit") }), texts.count > 8 else {
            return ["the panel's texts are missing: \(texts)"]
        }
        return problems(in: list, bounds: CGRect(origin: .zero, size: shell.layout.panel.size))
    }

    /// The check finds what it is for: two texts over each other, a text past the edge.
    @Test func theCheckSeesOverlapsAndOverflow() {
        func text(_ string: String, _ rect: CGRect, _ alignment: TextRun.Alignment = .left) -> DisplayItem {
            .text(TextRun(text: string, fontSize: 12, color: .black, rect: rect, alignment: alignment))
        }
        let bounds = CGRect(x: 0, y: 0, width: 300, height: 200)
        let apart = DisplayList(size: bounds.size, items: [text("time 1.0 s", CGRect(x: 10, y: 10, width: 200, height: 16)),
                                        text("0.85 s", CGRect(x: 10, y: 10, width: 280, height: 16), .right)])
        #expect(Self.problems(in: apart, bounds: bounds) == [], "a left text and a right-aligned one in one box do not touch")
        let over = DisplayList(size: bounds.size, items: [text("overshoot 16.3 %", CGRect(x: 10, y: 10, width: 200, height: 12)),
                                       text("settles 1.00 s", CGRect(x: 60, y: 14, width: 200, height: 12))])
        #expect(Self.problems(in: over, bounds: bounds).count == 1)
        let outside = DisplayList(size: bounds.size, items: [text("UIKit duration 1.00 s", CGRect(x: 250, y: 10, width: 200, height: 12))])
        #expect(Self.problems(in: outside, bounds: bounds).count == 1)
    }

    /// Every built-in scene (checked against the catalogue below).
    nonisolated static let scenes = ["table", "collection", "menu", "player", "curves", "stress"]

    @Test func theScenesAreTheCatalogues() {
        #expect(Set(Self.scenes) == Set(SceneCatalog.builtIn))
    }

    @Test(arguments: scenes)
    func noTwoTextsOverlapAtAnySize(scene: String) throws {
        for size in Self.sizes {
            for dark in [false, true] {
                let shell = try #require(Shell(sceneName: scene, windowSize: size))
                shell.setAppearance(dark: dark)
                // A second of motion: the plot, its marks and the HUD's numbers are up.
                for _ in 0..<60 { _ = shell.step(deviceEvents: [], realDelta: 1.0 / 60) }
                let what = "\(scene) at \(Int(size.width))×\(Int(size.height))\(dark ? " dark" : "")"
                #expect(!shell.layout.panelIsCollapsed, "\(what): the panel shows from 800×560 up")
                #expect(Self.panelProblems(shell) == [], "\(what)")
                // Every row in turn (the spring editor's among them), the velocity's labels on.
                _ = shell.step(deviceEvents: [.key(KeyPress(key: "v"))], realDelta: 1.0 / 60)
                for row in 0..<shell.tuning.tunables.count {
                    let problems = Self.panelProblems(shell)
                    #expect(problems == [], "\(what), row \(row) selected")
                    if !problems.isEmpty { break }
                    _ = shell.step(deviceEvents: [.key(KeyPress(key: .down))], realDelta: 1.0 / 60)
                }
                _ = shell.step(deviceEvents: [.key(KeyPress(key: "e"))], realDelta: 1.0 / 60)
                #expect(Self.panelProblems(shell) == [], "\(what), editor enlarged")
            }
        }
    }
}

/// The key list (?) fits every window from the smallest: each command's keys show, no text overlaps
/// another or leaves the window.
@MainActor
@Suite struct KeyListFitTests {
    @Test(arguments: [CGSize(width: 480, height: 400), CGSize(width: 900, height: 600), CGSize(width: 1366, height: 768)])
    func theKeyListFits(size: CGSize) throws {
        let shell = try #require(Shell(sceneName: "table", windowSize: size))
        _ = shell.step(deviceEvents: [.key(KeyPress(key: "?"))], realDelta: 1.0 / 60)
        // What shows, page by page: ↓ scrolls a list too long for the window.
        var seen = Set<String>()
        for _ in 0..<12 {
            let list = try #require(shell.step(deviceEvents: [], realDelta: 1.0 / 60).layers.last?.list)
            seen.formUnion(InspectorOverlapTests.textFrames(list).map(\.text))
            #expect(InspectorOverlapTests.problems(in: list, bounds: CGRect(origin: .zero, size: size)) == [], "at \(size)")
            _ = shell.step(deviceEvents: [.key(KeyPress(key: .down))], realDelta: 1.0 / 60)
        }
        for command in ShellCommands.table { #expect(seen.contains(command.keys), "\(command.keys) at \(size)") }
        #expect(shell.showsKeys && shell.tuning.selectedIndex == 0, "↓ scrolled the list, not the rows")
        #expect(seen.contains { $0.hasPrefix("↑/↓ or the wheel") } == (size.height < 600))
    }
}
