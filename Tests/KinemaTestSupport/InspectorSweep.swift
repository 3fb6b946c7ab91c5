import Foundation
import KinemaScenes
import KinemaGraphics
import KinemaUI
import KinemaShell
import KinemaTweaks

/// The inspector panel and the key list (?) checked for texts over each other or outside them, through
/// a shell's public frames: at window sizes laptops and desktops have, light and dark, every row selected
/// in turn, the velocity's labels on and the editor enlarged. The measure says which font the ink is
/// measured with; the shells are made by the caller (with the approximate metrics, or the window's).
@MainActor
public enum InspectorSweep {
    nonisolated package static let sizes = [CGSize(width: 800, height: 560), CGSize(width: 900, height: 600), CGSize(width: 1280, height: 720),
                               CGSize(width: 1366, height: 768), CGSize(width: 1920, height: 1080)]
    /// The key list's sizes: from the smallest window (where it scrolls) up.
    nonisolated package static let keyListSizes = [CGSize(width: 480, height: 400), CGSize(width: 900, height: 600), CGSize(width: 1366, height: 768)]

    /// The panel's DisplayList after one more frame.
    package static func panelList(_ shell: Shell) -> DisplayList? {
        let composition = shell.step(deviceEvents: [], realDelta: 1.0 / 60)
        return composition.layers.first { $0.frame == shell.layout.panel }?.list
    }

    /// What is wrong with the panel now: texts over each other or outside it, or the texts missing.
    package static func panelProblems(_ shell: Shell, measure: TextOverlap.Measure) -> [String] {
        guard let list = panelList(shell) else { return ["no panel drawn"] }
        // The check has texts to check: the title, a row, the legend's last line.
        let texts = TextOverlap.frames(list, measure: measure).map(\.text)
        guard texts.contains("Kinema — \(shell.scene.name)"), texts.contains(where: { $0.hasSuffix("Q quit") }), texts.count > 8 else {
            return ["the panel's texts are missing: \(texts)"]
        }
        return TextOverlap.problems(in: list, bounds: CGRect(origin: .zero, size: shell.layout.panel.size), measure: measure)
    }

    /// Every size, light and dark, with `make(size, dark)`'s shell: after a second of motion, each row
    /// selected in turn with the velocity (V) on, then the editor enlarged (E). Each problem says where.
    package static func problems(
        scene: String, sizes: [CGSize] = sizes, measure: TextOverlap.Measure, make: (CGSize, Bool) throws -> Shell
    ) rethrows -> [String] {
        var found: [String] = []
        for size in sizes {
            for dark in [false, true] {
                let shell = try make(size, dark)
                let what = "\(scene) at \(Int(size.width))×\(Int(size.height))\(dark ? " dark" : "")"
                found += sweep(shell, measure: measure).map { "\(what)\($0)" }
            }
        }
        return found
    }

    /// One shell through its rows, the velocity and the enlarged editor (problems start with ", …:").
    private static func sweep(_ shell: Shell, measure: TextOverlap.Measure) -> [String] {
        // A second of motion: the plot, its marks and the HUD's numbers are up.
        for _ in 0..<60 { _ = shell.step(deviceEvents: [], realDelta: 1.0 / 60) }
        guard !shell.layout.panelIsCollapsed else { return [": the panel is collapsed (it shows from 800×560 up)"] }
        var found = panelProblems(shell, measure: measure).map { ": \($0)" }
        // Every row in turn (the spring editor's among them), the velocity's labels on.
        _ = shell.step(deviceEvents: [.key(KeyPress(key: "v"))], realDelta: 1.0 / 60)
        for row in 0..<shell.tuning.tunables.count {
            let problems = panelProblems(shell, measure: measure)
            found += problems.map { ", row \(row) selected: \($0)" }
            if !problems.isEmpty { break }
            _ = shell.step(deviceEvents: [.key(KeyPress(key: .down))], realDelta: 1.0 / 60)
        }
        _ = shell.step(deviceEvents: [.key(KeyPress(key: "e"))], realDelta: 1.0 / 60)
        found += panelProblems(shell, measure: measure).map { ", editor enlarged: \($0)" }
        return found
    }

    /// The key list (?) opened on `shell` and scrolled page by page with ↓: the texts seen, and what is
    /// wrong on any page (texts over each other or outside the window).
    package static func keyList(_ shell: Shell, measure: TextOverlap.Measure) -> (seen: Set<String>, problems: [String]) {
        _ = shell.step(deviceEvents: [.key(KeyPress(key: "?"))], realDelta: 1.0 / 60)
        var seen = Set<String>()
        var problems: [String] = []
        var previous: [String] = []
        // Page by page until the list's end (↓ moves it three lines).
        for page in 0..<40 {
            guard let list = shell.step(deviceEvents: [], realDelta: 1.0 / 60).layers.last?.list else { return (seen, ["no key list"]) }
            let texts = TextOverlap.frames(list, measure: measure).map(\.text)
            if texts == previous { break }
            (previous, seen) = (texts, seen.union(texts))
            let bounds = CGRect(origin: .zero, size: shell.layout.windowSize)
            problems += TextOverlap.problems(in: list, bounds: bounds, measure: measure).map { "page \(page): \($0)" }
            _ = shell.step(deviceEvents: [.key(KeyPress(key: .down))], realDelta: 1.0 / 60)
        }
        return (seen, problems)
    }

    /// What of the command table the key list's texts (`keyList`'s `seen`) do not show whole: keys not
    /// shown as they are, a text cut short with "…", a word of what a key does missing (a description
    /// may wrap over lines).
    package static func keyListMissing(_ seen: Set<String>) -> [String] {
        let words = Set(seen.flatMap { $0.split(separator: " ").map(String.init) })
        var missing = seen.filter { $0.hasSuffix("…") }.sorted().map { "cut short: “\($0)”" }
        for command in ShellCommands.table {
            if !seen.contains(command.keys) { missing.append("keys not shown whole: “\(command.keys)”") }
            // Shown without the Markdown's backticks.
            let lost = command.does.replacingOccurrences(of: "`", with: "").split(separator: " ").map(String.init).filter { !words.contains($0) }
            if !lost.isEmpty { missing.append("“\(command.does)” lacks \(lost)") }
        }
        return missing
    }
}
