import Foundation
import KinemaCore
import KinemaUI
import Testing
@testable import KinemaScenes
@testable import KinemaShell
@testable import KinemaTweaks

/// Key C: the tuning as Swift in each seed's own terms, and the command line that reopens it.
@MainActor
@Suite("Copy as code")
struct CopyAsCodeTests {
    static func copy(_ shell: Shell) -> [String] {
        var clipboard: [String] = []
        shell.tuning.clipboard = { clipboard.append($0) }
        shell.handleKey(KeyPress(key: "c"))
        #expect(clipboard.count == 1 && clipboard.first == shell.tuning.copiedText, "the clipboard gets what was copied")
        return (shell.tuning.copiedText ?? "").split(separator: "\n").map(String.init)
    }

    /// The line that carries the numbers, per scene at the seeds' values (hand-written from the seeds).
    nonisolated static let defaultCalls: [(scene: String, line: String)] = [
        ("table", "UIView.animate(withDuration: 0.85, delay: 0.05 * Double(indexPath.row), animations: {"),
        ("curves", "let animator = UIViewPropertyAnimator(duration: 1.0, controlPoint1: CGPoint(x: 0.68, y: -0.55), controlPoint2: CGPoint(x: 0.27, y: 1.55)) {"),
        ("curves", "UIView.animate(withDuration: 1.0, delay: 0, usingSpringWithDamping: 0.5, initialSpringVelocity: 0.0, options: [], animations: {"),
        ("menu", "UIView.animate(withDuration: duration, delay: 0.0, usingSpringWithDamping: 0.7, initialSpringVelocity: 0.8, options: [], animations: {"),
        ("menu", "    return 0.5"),
        ("menu", "let bottomRowOffset: CGFloat = 300"),
        ("player", "let frameAnimator = UIViewPropertyAnimator(duration: 0.8, dampingRatio: 1.0) {"),
        ("player", "addKeyframeAnimation(to: fadeInPlayer, withRelativeStartTime: 0.0, relativeDuration: 0.5) {"),
        ("collection", "private let sectionInsets = UIEdgeInsets(top: 16, left: 16, bottom: 20, right: 16)"),
        ("collection", "private let itemsPerRow: CGFloat = 3"),
        ("stress", "UIView.animate(withDuration: 0.85, delay: 0.05 * Double(index), options: [.curveEaseInOut], animations: {"),
    ]

    @Test(arguments: defaultCalls.indices)
    func theSeedsValuesAsTheirOwnCode(_ index: Int) {
        let (scene, line) = Self.defaultCalls[index]
        let lines = Self.copy(Shell(sceneName: scene)!)
        #expect(lines.contains(line), "\(lines.joined(separator: "\n"))")
        #expect(lines.last == "// Reopen in Kinema: kinema --scene \(scene)", "nothing tuned: the bare command")
    }

    @Test func aTunedBounceIsCopiedWithItsNumbersAndTheCommandThatReopensIt() {
        let shell = Shell(sceneName: "table")!
        shell.handleKey(KeyPress(key: "6"))
        #expect(shell.tuning.set("damping", to: "0.3") == nil && shell.tuning.set("delay", to: "0.12") == nil)
        let lines = Self.copy(shell)
        #expect(lines == [
            "// Bounce Animation (seed 003's UITableViewCell extension), for the cell at indexPath",
            "cell.transform = CGAffineTransform(translationX: 0, y: cell.frame.height * 1.0)",
            "UIView.animate(withDuration: 0.8, delay: 0.12 * Double(indexPath.row), usingSpringWithDamping: 0.3, initialSpringVelocity: 0.1, animations: {",
            "    cell.transform = CGAffineTransform(translationX: 0, y: 0)",
            "})",
            "// Reopen in Kinema: kinema --scene table --set animation=bounce --set delay=0.12 --set damping=0.3",
        ])
        #expect(shell.tuning.notice == "copied: UIView.animate(withDuration: 0.8, delay: 0.12 * Double(indexPath.row), usingSpringWithDamping: 0.3, initialSpringVelocity: 0.1, animations: {")
        // Seed 000's bounce plays 0.2 s longer than its duration, as the article's call does.
        shell.handleKey(KeyPress(key: "4"))
        #expect(Self.copy(shell).contains("UIView.animate(withDuration: 1.05, delay: 0.05 * Double(indexPath.row), usingSpringWithDamping: 0.6, initialSpringVelocity: 0.1, options: [.curveEaseInOut], animations: {"))
    }

    /// The `--set` line, applied to a fresh shell, gives back every parameter exactly — choices,
    /// whole numbers, fractions off the step grid — in every scene.
    @Test(arguments: ["curves", "table", "collection", "menu", "player", "stress", "shapes", "layers", "explicit"])
    func theCommandLineRoundTrips(_ name: String) throws {
        let shell = Shell(sceneName: name)!
        var seed: UInt64 = 11
        for parameter in shell.tuning.sceneParameters where parameter.key != "count" && parameter.key != "rows" && parameter.key != "fruits" {
            seed = seed &* 6364136223846793005 &+ 1442695040888963407
            let fraction = Double(seed >> 11) / Double(1 << 53)
            let target = parameter.range.lowerBound + fraction * (parameter.range.upperBound - parameter.range.lowerBound)
            let text = parameter.isChoice ? String(Int(target.rounded()) + 1) : parameter.decimals == 0 ? String(Int(target.rounded())) : String(target)
            #expect(shell.tuning.set(parameter.key, to: text) == nil)
        }
        let words = shell.tuning.commandLine.split(separator: " ").map(String.init)
        #expect(Array(words.prefix(3)) == ["kinema", "--scene", name])
        let reopened = Shell(sceneName: name)!
        var index = 3
        while index + 1 < words.count {
            #expect(words[index] == "--set")
            let pair = words[index + 1].split(separator: "=", maxSplits: 1).map(String.init)
            #expect(reopened.tuning.set(pair[0], to: pair[1]) == nil, "\(words[index + 1])")
            index += 2
        }
        for (original, copy) in zip(shell.tuning.sceneParameters, reopened.tuning.sceneParameters) {
            #expect(original.value == copy.value, "\(name) \(original.key): \(original.value) → \(copy.value) via \(shell.tuning.commandLine)")
        }
    }

    /// Ctrl+C copies as well; Ctrl with S is not slow motion (Ctrl keys are their own).
    @Test func controlKeysAreTheirOwn() {
        #expect(SceneCatalog.kinema.builtInNames.sorted() == ["collection", "curves", "explicit", "layers", "menu", "player", "shapes", "stress", "table"], "every scene is covered above")
        let shell = Shell(sceneName: "curves")!
        shell.handleKey(KeyPress(key: "s", modifiers: [.control]))
        #expect(!shell.isSlowMotion)
        shell.handleKey(KeyPress(key: "c", modifiers: [.control]))
        #expect(shell.tuning.copiedText?.contains("UIViewPropertyAnimator") == true)
        shell.handleKey(KeyPress(key: "s"))
        #expect(shell.isSlowMotion)
    }
}
