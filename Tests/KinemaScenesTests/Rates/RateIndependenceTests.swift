import Foundation
import Testing
import KinemaGraphics
import KinemaUI
@testable import KinemaScenes
@testable import KinemaShell
import KinemaTestSupport

/// Every scene's motion, sampled at the same instants, is the same at 30, 60, 120, 144 and 240 frames a
/// second: each scene plays its benchmark gesture (`kinema bench`'s input) on a clock of that rate, and
/// its display list at each instant is compared with the 240 Hz one, number by number.
///
/// Tolerance: 0.011, the dump's last decimal (0.01) and the float noise of reading it. Two kinds of
/// motion may instead lag by up to one frame of the slower rate, as they do on iOS, and are checked
/// against the 240 Hz frames of that last frame's span (each number within their range):
/// - while a finger is on the screen: input is handled at its own time, but what follows the finger is
///   shown by the next frame (the instants after a release check the hand-off exactly);
/// - what begins when layout first shows a view (the table's rows animating in as they scroll into
///   view, like `willDisplay` in UIKit's layout pass before a frame).
@MainActor
@Suite("Motion is the same at every frame rate", .serialized)
struct RateIndependenceTests {
    static let rates: [Double] = [30, 60, 120, 144]
    static let referenceRate = 240.0
    static let seconds = 6.0
    /// Every sixth of a second: on every rate's grid of frames (1/6 s is 5, 10, 20, 24 and 40 frames).
    static let instants = (1...Int(seconds * 6)).map { Double($0) / 6 }
    /// Scenes whose views start animating when layout shows them.
    static let startedByLayout: Set = ["table"]

    /// The scene played at `rate`: its pictures at `instants`, and (`keepsSpans`) those of every frame of
    /// the thirtieth of a second before each. Blocks queued on the main queue (the table's first reload)
    /// run between frames at time zero and at each instant, the same moments at every rate.
    static func play(scene: String, rate: Double, keepsSpans: Bool = false) async -> (at: [String], spans: [[String]]) {
        let shell = Shell(sceneName: scene, showsPanel: false)!
        shell.window.engine.drainsMainQueue = false
        var run = ScriptedRun(shell: shell, events: shell.scene.benchmarkInput(seconds: seconds), step: 1 / rate)
        _ = run.advance(to: 0)
        for _ in 0..<3 { await TableSceneTests.mainQueueTurn() }
        var at: [String] = [], spans: [[String]] = [], span: [String] = []
        var frame = 0
        for instant in instants {
            while keepsSpans, Double(frame + 1) / rate < instant - 1e-9 {
                frame += 1
                let time = Double(frame) / rate
                if time >= instant - 1.0 / 30 - 1e-9 { span.append(run.advance(to: time).layers[0].list.dump) }
            }
            frame = Int((instant * rate).rounded())
            at.append(run.advance(to: instant).layers[0].list.dump)
            spans.append(span + [at.last!])
            span = []
            await TableSceneTests.mainQueueTurn()
        }
        return (at, spans)
    }

    /// The stretches a finger is down in `events` (to one frame at 30 Hz after the lift).
    static func touches(_ events: [InputEvent]) -> [ClosedRange<Double>] {
        var spans: [ClosedRange<Double>] = [], down: Double?
        for event in events {
            switch event {
            case .pointerDown(_, _, let time): down = time
            case .pointerUp(_, _, let time):
                if let start = down { spans.append(start...(time + 1.0 / 30)) }
                down = nil
            default: break
            }
        }
        return spans
    }

    @Test(arguments: ["table", "collection", "menu", "player", "curves", "stress", "shapes", "layers", "explicit"])
    func sceneMovesTheSameAtEveryRate(scene: String) async throws {
        let shell = try #require(Shell(sceneName: scene, showsPanel: false))
        let touches = Self.touches(shell.scene.benchmarkInput(seconds: Self.seconds))
        let reference = await Self.play(scene: scene, rate: Self.referenceRate, keepsSpans: true)
        // The scene moves: a comparison of still pictures would prove nothing.
        #expect(Set(reference.at).count >= 4, "\(scene) shows \(Set(reference.at).count) different pictures at \(Self.instants.count) instants")
        var exact = 0
        for rate in Self.rates {
            for (index, actual) in await Self.play(scene: scene, rate: rate).at.enumerated() {
                let instant = Self.instants[index]
                let lags = Self.startedByLayout.contains(scene) || touches.contains { $0.contains(instant) }
                if lags {
                    // Within what the 240 Hz run showed over the slower rate's last frame.
                    let span = reference.spans[index].suffix(Int((Self.referenceRate / rate).rounded()) + 1)
                    let problem = DumpDifference.outside(span: Array(span), actual, sharedOnly: Self.startedByLayout.contains(scene))
                    #expect(problem == nil, "\(scene) at \(rate) Hz, t = \(instant) s, a frame behind at most: \(problem ?? "")")
                } else {
                    exact += 1
                    let difference = DumpDifference(reference.at[index], actual)
                    #expect(difference.largest <= 0.011, "\(scene) at \(rate) Hz, t = \(instant) s: \(difference.line)")
                }
            }
        }
        if !Self.startedByLayout.contains(scene) {
            #expect(exact >= Self.rates.count * Self.instants.count / 2, "\(scene): only \(exact) instants compared exactly")
        }
    }
}

/// How far two display-list dumps are apart: the largest difference of their numbers, line by line, and
/// whether the words between the numbers agree (the same items in the same order).
struct DumpDifference {
    var largest = 0.0
    var line = ""
    var sameStructure = true

    init(_ a: String, _ b: String) {
        let linesA = a.split(separator: "\n"), linesB = b.split(separator: "\n")
        guard linesA.count == linesB.count else {
            (largest, sameStructure, line) = (.infinity, false, "\(linesA.count) lines against \(linesB.count)")
            return
        }
        for (x, y) in zip(linesA, linesB) where x != y {
            let (wordsA, numbersA) = Self.split(x), (wordsB, numbersB) = Self.split(y)
            guard wordsA == wordsB, numbersA.count == numbersB.count else {
                (largest, sameStructure, line) = (.infinity, false, "\(x) | \(y)")
                return
            }
            for (p, q) in zip(numbersA, numbersB) where abs(p - q) > largest {
                largest = abs(p - q)
                line = "\(x) | \(y)"
            }
        }
    }

    /// Why `actual` is not a picture between those of `span` (frames one after another), or nil when it
    /// is: some frame of the span has its items, and each of its numbers lies within the range the
    /// span's frames with those items take (to the dump's last decimal).
    ///
    /// With `sharedOnly`, the lines of an item (by its `#identifier`) that only one of two pictures has
    /// are left out of that comparison: a row that layout showed a frame sooner at one rate.
    static func outside(span: [String], _ actual: String, sharedOnly: Bool = false) -> String? {
        let (kept, frames) = sharedOnly ? shared(actual, span) : (actual, span)
        let lines = kept.split(separator: "\n").map(split)
        var bounds: [[(low: Double, high: Double)]]?
        for picture in frames {
            let frame = picture.split(separator: "\n").map(split)
            guard frame.count == lines.count, zip(frame, lines).allSatisfy({ $0.0 == $1.0 && $0.1.count == $1.1.count }) else { continue }
            bounds = zip(frame, bounds ?? frame.map { $0.1.map { ($0, $0) } }).map { line, known in
                zip(line.1, known).map { (min($0, $1.low), max($0, $1.high)) }
            }
        }
        guard let bounds else { return "no frame of the span has the same items (\(lines.count) lines)" }
        for (line, known) in zip(lines, bounds) {
            for (number, range) in zip(line.1, known) where number < range.low - 0.011 || number > range.high + 0.011 {
                return "\(line.0): \(number) outside \(range.low)...\(range.high)"
            }
        }
        return nil
    }

    /// The pictures without the lines of items that not all of them have, nor their count of items.
    static func shared(_ actual: String, _ span: [String]) -> (String, [String]) {
        func identifier(_ line: Substring) -> Substring? { line.split(separator: " ").first { $0.hasPrefix("#") } }
        let pictures = ([actual] + span).map { $0.split(separator: "\n") }
        let everywhere = pictures.dropFirst().reduce(Set(pictures[0].compactMap(identifier))) { $0.intersection($1.compactMap(identifier)) }
        // (The first line counts the items.)
        let kept = pictures.map { lines in lines.dropFirst().filter { identifier($0).map(everywhere.contains) ?? true }.joined(separator: "\n") }
        return (kept[0], Array(kept.dropFirst()))
    }

    /// The line with each number replaced by `#`, and the numbers.
    static func split(_ line: Substring) -> (String, [Double]) {
        var words = "", numbers: [Double] = [], current = ""
        func flush() {
            if let number = Double(current) {
                numbers.append(number)
                words += "#"
            } else {
                words += current
            }
            current = ""
        }
        for character in line {
            if character.isNumber || character == "." || (character == "-" && current.isEmpty) {
                current.append(character)
            } else {
                flush()
                words.append(character)
            }
        }
        flush()
        return (words, numbers)
    }
}
