import Foundation
import KinemaCore
import KinemaUI
import Testing
@testable import KinemaScenes
@testable import KinemaShell
@testable import KinemaTweaks

/// An enum tweak whose description is not its case's name.
enum FlipStyle: String, CaseIterable, CustomStringConvertible {
    case fade, flipFromLeft = "flip from left"
    var description: String { rawValue.capitalized }
}

/// A controller's tweaks of every kind, as a user declares them.
@MainActor
final class TypedController: UIViewController {
    @Tweak("Corner radius", 30, in: 0...60, step: 1, unit: .points) var cornerRadius: CGFloat
    @Tweak("Scale", 1.25, in: 0.5...2) var scale: Double
    @Tweak("Hold", 0.5, in: 0...2, unit: .seconds) var hold: TimeInterval
    @Tweak("Opacity", 0.5, in: 0...1) var opacity: Float
    @Tweak("Cards", 3, in: 1...10) var cards: Int
    @Tweak("Shadow", false) var shadow: Bool
    @Tweak("Flip", .flipFromLeft) var style: FlipStyle
}

/// HelloKinema's controller as far as its tweaks go: a UIKit spring in plain tweaks, no template.
@MainActor
final class PlainSpringController: UIViewController {
    @Tweak("Duration", 0.8, in: 0.1...3, step: 0.05, unit: .seconds) var duration: TimeInterval
    @Tweak("Damping", 0.7, in: 0.05...1, step: 0.05) var damping: CGFloat
    @Tweak("Stagger", 0.1, in: 0...0.5, step: 0.01, unit: .seconds) var stagger: TimeInterval
}

/// Copy-back without loss: constants of the tweaks' own types, every language for every curve or
/// spring with what it animates and its stagger, the program's name and the choices' words in the
/// Reopen line, and rows that say what the scene does with them.
@MainActor
@Suite("Copy-back without loss", .serialized)
struct CopyBackTests {
    static func shell(_ make: @escaping @MainActor () -> UIViewController) -> Shell {
        let name = "copy-back-\(UUID().uuidString.prefix(8))"
        let catalog = SceneCatalog.kinema.registering(name) { ViewControllerScene(name: name, title: "Typed", rootViewController: make()) }
        return Shell(sceneName: name, catalog: catalog)!
    }

    /// Each constant has its property's type, so it compiles where the `@Tweak` was: a whole CGFloat is
    /// not an Int, an enum is its case (not its description), seconds in a Double are a TimeInterval.
    @Test func constantsHaveTheirPropertysType() {
        let lines = Self.shell { TypedController() }.tuning.codeToCopy.split(separator: "\n").map(String.init)
        #expect(Array(lines.dropFirst().prefix(7)) == [
            "let cornerRadius: CGFloat = 30",
            "let scale: Double = 1.25",
            "let hold: TimeInterval = 0.5",
            "let opacity: Float = 0.5",
            "let cards: Int = 3",
            "let shadow: Bool = false",
            "let style: FlipStyle = .flipFromLeft",
        ])
        // A type nested in the controller is named through it.
        #expect(TweakCode.typeName(TweakedController.Style.self) == "TweakedController.Style")
    }

    /// The table's curve animations (every kind but the two bounces) are ease-in-out over the tuned
    /// duration: every language writes them, with the property and the delay per row.
    @Test func theTablesFadeInInEveryLanguage() throws {
        let table = try #require(Shell(sceneName: "table"))
        let swiftUI = try #require(table.tuning.code(in: .swiftui))
        #expect(swiftUI.contains("// animates .opacity (UIKit: alpha)\n// staggered: each row starts 0.05 s after the one before (a delay of 0.05 s × row)\n"))
        #expect(swiftUI.contains("withAnimation(.timingCurve(0.42, 0, 0.58, 1, duration: 0.85).delay(0.05 * Double(row))) { /* change state */ }"))
        let coreAnimation = try #require(table.tuning.code(in: .coreanimation))
        #expect(coreAnimation.contains("let animation = CABasicAnimation(keyPath: \"opacity\")\nanimation.duration = 0.85\n"))
        #expect(coreAnimation.contains("animation.beginTime = CACurrentMediaTime() + 0.05 * Double(row)\n"))
        let css = try #require(table.tuning.code(in: .css))
        #expect(css.contains("/* animates opacity (UIKit: alpha) */\n"))
        #expect(css.contains("transition: opacity 0.85s cubic-bezier(0.42, 0, 0.58, 1);\ntransition-delay: calc(var(--row) * 0.05s);\n"))
        let compose = try #require(table.tuning.code(in: .compose))
        #expect(compose.contains("val spec = tween<Float>(durationMillis = 850, delayMillis = 50 * row, easing = CubicBezierEasing(0.42f, 0f, 0.58f, 1f))"))
        // Move-up-fade moves and fades: both properties, in one transition.
        #expect(table.tuning.set("animation", to: "move-up-fade") == nil)
        let both = try #require(table.tuning.code(in: .css))
        #expect(both.contains("transition-property: transform, opacity;\ntransition-duration: 0.85s;\n"), "\(both)")
        // A bounce is its spring, with the same stagger; counted from the screen's top, the comment says so.
        #expect(table.tuning.set("animation", to: "bounce") == nil && table.tuning.set("stagger", to: "from-screen-top") == nil)
        let bounce = try #require(table.tuning.code(in: .swiftui))
        #expect(bounce.contains("withAnimation(.spring(duration: ") && bounce.contains(".delay(0.05 * Double(row))) { /* change state */ }"))
        #expect(bounce.contains("(a delay of 0.05 s × row), the row at the top of the screen counting as 0\n"))
    }

    /// The collection's layout change reaches UIKit as a duration (`performBatchUpdates` inside an
    /// animation block), and the other languages as its ease-in-out curve on the cells' frames.
    @Test func theCollectionsLayoutChangeHasItsDuration() throws {
        let collection = try #require(Shell(sceneName: "collection"))
        #expect(collection.tuning.set("duration", to: "0.45") == nil)
        let uikit = collection.tuning.codeToCopy
        #expect(uikit.contains("""
            UIView.animate(withDuration: 0.45) {
                self.collectionView.performBatchUpdates({
                    self.collectionView.reloadData()
                }, completion: nil)
            }
            """), "\(uikit)")
        let css = try #require(collection.tuning.code(in: .css))
        #expect(css.contains("transition-property: left, top, width, height;\ntransition-duration: 0.45s;\ntransition-timing-function: cubic-bezier(0.42, 0, 0.58, 1);\n"))
        let coreAnimation = try #require(collection.tuning.code(in: .coreanimation))
        #expect(coreAnimation.contains("CABasicAnimation(keyPath: \"position\")") && coreAnimation.contains("// the same for \"bounds.size\""))
    }

    /// The stress scene's entrances: ease-in-out, or its spring of damping 0.8, staggered per item.
    @Test func theStressScenesEntrancesInEveryLanguage() throws {
        let stress = try #require(Shell(sceneName: "stress"))
        #expect(stress.tuning.tunedMotion == .curve(.easeInEaseOut, duration: 0.85))
        #expect(try #require(stress.tuning.code(in: .css)).contains("transition-delay: calc(var(--item) * 0.05s);"))
        #expect(stress.tuning.set("curve", to: "spring") == nil)
        guard case .spring(0.85, 0.8, 0, _) = try #require(stress.tuning.tunedMotion) else {
            Issue.record("not the entrances' spring: \(String(describing: stress.tuning.tunedMotion))")
            return
        }
        let compose = try #require(stress.tuning.code(in: .compose))
        #expect(compose.contains("// animates alpha, translationY (UIKit: alpha, transform (translation y))"))
        #expect(compose.contains("// spring() has no delay: start each item's animation after delay(50L * item)"))
    }

    /// A spring in plain tweaks (`duration`, `damping`), as HelloKinema declares it, is a spring: its
    /// other forms in the inspector, and every language.
    @Test func aPlainTweakSpringExportsInEveryLanguage() throws {
        let shell = Self.shell { PlainSpringController() }
        #expect(shell.tuning.tunables.map(\.key).contains("stiffness"), "shown in its other forms")
        #expect(shell.tuning.set("damping", to: "0.5") == nil)
        for dialect in CodeDialect.allCases {
            #expect(shell.tuning.exportProblem(in: dialect) == nil)
            #expect(shell.tuning.code(in: dialect) != nil, "\(dialect)")
        }
        let swiftUI = try #require(shell.tuning.code(in: .swiftui))
        #expect(swiftUI.contains("UIKit's spring of 0.8 s and damping 0.5") && swiftUI.contains("dampingFraction: 0.5)"))
        // Without a damping, a duration is no spring.
        #expect(ViewControllerScene.plainSpring(in: [PlainSpringController().$duration]) == nil)
    }

    /// The Reopen line names a choice of several words by its words, which `--set` takes back.
    @Test func choicesOfSeveralWordsAreNamedByTheirWords() throws {
        let player = try #require(Shell(sceneName: "player"))
        #expect(player.tuning.set("handoff", to: "handed-to-the-spring") == nil && player.tuning.set("linear", to: "linearly") == nil)
        #expect(player.tuning.commandLine == "kinema --scene player --set linear=linearly --set handoff=handed-to-the-spring")
        let stress = try #require(Shell(sceneName: "stress"))
        #expect(stress.tuning.parameter(forKey: "layout")?.choiceWords == ["auto", "list", "grid", "shadows", "flips"])
        #expect(stress.tuning.parameter(forKey: "curve")?.choiceWords == ["ease-in-out", "spring"])
        let collection = try #require(Shell(sceneName: "collection"))
        #expect(collection.tuning.set("slow", to: "on") == nil && collection.tuning.set("offset", to: "first-item-anchored") == nil)
        #expect(collection.tuning.commandLine.hasSuffix("--set slow=on --set offset=first-item-anchored"))
        #expect(collection.tuning.set("offset", to: "anchored") == "offset must be one of kept, first-item-anchored (or 1…2)")
    }

    /// Seed 000's bounce runs 0.2 s longer than its Duration row: the row says how long it runs.
    @Test func theBouncesDurationRowSaysWhatRuns() throws {
        let table = try #require(Shell(sceneName: "table"))
        table.handleKey(KeyPress(key: "4"))
        let duration = try #require(table.tuning.parameter(forKey: "duration"))
        _ = table.tuning.tunables
        #expect(duration.displayValue == "0.85 s" && table.tuning.note(for: duration) == "runs 1.05 s")
        table.handleKey(KeyPress(key: "6"))
        _ = table.tuning.tunables
        #expect(table.tuning.note(for: duration) == nil, "seed 003's bounce runs its duration")
    }

    /// The stress scene's stagger follows its layout while left at its default: its row says so, and
    /// Items past 200 (a grid) changes it visibly.
    @Test func theStressStaggerSaysItFollowsTheLayout() throws {
        let stress = try #require(Shell(sceneName: "stress"))
        let stagger = try #require(stress.tuning.parameter(forKey: "stagger"))
        #expect(stress.tuning.note(for: stagger) == "follows the layout (list)")
        #expect(stress.tuning.set("count", to: "2000") == nil)
        #expect(stagger.value == 0.002 && stress.tuning.note(for: stagger) == "follows the layout (grid)")
        #expect(stress.tuning.set("stagger", to: "0.01") == nil)
        #expect(stress.tuning.note(for: stagger) == nil, "a stagger of one's own stays")
    }
}
