import Foundation
import KinemaCore
import KinemaUI
import Testing
import KinemaTestSupport
@testable import KinemaScenes
@testable import KinemaShell
@testable import KinemaTweaks

/// The hostile tweaks (`HostileTweaks.swift`) through every path a user takes: a shell, Tab into the
/// scene, its listing, `--set` at the extremes, copy as code (type-checked). Nothing traps; what is
/// wrong is said in one line naming the tweak.
@MainActor
@Suite("Hostile tweaks", .serialized)
struct HostileTweakTests {
    /// A shell of `make`'s controller, registered under a fresh name.
    static func shell(_ make: @escaping @MainActor () -> UIViewController) -> Shell {
        let (name, catalog) = register(make)
        let shell = Shell(sceneName: name, catalog: catalog)!
        shell.window.engine.drainsMainQueue = false
        return shell
    }

    /// Kinema's scenes and `make`'s controller under a fresh name (added to `catalog` when given).
    static func register(
        _ make: @escaping @MainActor () -> UIViewController, in catalog: SceneCatalog = .kinema
    ) -> (name: String, catalog: SceneCatalog) {
        let name = "hostile-\(UUID().uuidString.prefix(8).lowercased())"
        return (name, catalog.registering(name) { ViewControllerScene(name: name, title: "Hostile", rootViewController: make()) })
    }

    static func value(_ shell: Shell, _ key: String) -> Parameter {
        shell.tuning.parameter(forKey: key)!
    }

    /// Points 1 and 2: a whole `Double` beyond `Int`, infinity, and an `Int` tweak up to `Int.max` copy and
    /// read back without trapping (each trapped before: `Int(value.rounded())` in `SwiftSource.whole` and
    /// in the `Int` tweak's decoding).
    @Test func wholeNumbersBeyondIntNeverTrap() {
        let shell = Self.shell { HostileController() }
        let controller = shell.scene.rootViewController as! HostileController
        #expect(shell.tuning.set("whole", to: "1e19") == nil && controller.whole == 1e19)
        #expect(shell.tuning.set("huge", to: "9223372036854775807") == nil)
        #expect(controller.huge == 9_223_372_036_854_774_784, "the largest Double below 2^63")
        #expect(Self.value(shell, "huge").displayRange == "0…9223372036854774784")
        // A Double that would print hundreds of digits shows six with an exponent.
        let far = Parameter(key: "far", label: "Far", range: 0...1e300, step: 1, defaultValue: 1e300)
        #expect(far.displayValue == "1e+300" && far.displayRange == "0.00…1e+300")
        #expect(shell.tuning.set("huge", to: "1e300") == nil && controller.huge == 9_223_372_036_854_774_784)
        #expect(shell.tuning.set("lowest", to: "-1e300") == nil && controller.lowest == Int.min)
        #expect(shell.tuning.set("tiny", to: "1000") == nil && controller.tiny == 127, "an Int8 holds what it can")
        let code = shell.tuning.codeToCopy
        #expect(code.contains("let whole: Double = 1e+19\n"), "\(code)")
        #expect(code.contains("let endless: Double = .infinity\n"), "\(code)")
        #expect(code.contains("let huge: Int = 9223372036854774784\n"), "\(code)")
        #expect(code.contains("let lowest: Int = -9223372036854775808\n"), "\(code)")
        #expect(code.contains("let tiny: Int8 = 127\n"), "\(code)")
        #expect(code.contains("--set whole=1e+19 ") && code.contains("--set huge=9223372036854774784 "), "\(code)")
        // The Reopen line reads back.
        #expect(shell.tuning.set("whole", to: "1e+19") == nil && shell.tuning.set("huge", to: "9223372036854774784") == nil)
    }

    /// Point 3: a `CaseIterable` with no cases is left out and named as a problem, in one line; the
    /// scene's other tweaks stay (it trapped: "a pick-list needs choices").
    @Test func aPickListOfNothingIsAProblemNotATrap() {
        let shell = Self.shell { EmptyChoicesController() }
        #expect(shell.tuning.tweakProblems == ["the tweak 'Nothing' (nothing): EmptyChoicesController.Nothing has no cases, and a pick-list needs one"])
        #expect(shell.tuning.sceneParameters.map(\.key) == ["speed"])
        let controller = shell.scene.rootViewController as! EmptyChoicesController
        #expect(controller.nothing == .only, "read as its value, not an index into nothing")
        let scene = shell.catalog.make(shell.scene.name)!
        #expect(scene.tweakProblems == shell.tuning.tweakProblems, "the listing's scene names it too")
    }

    /// Point 4: 10,000 tweaks in a chain of 10,000 nested groups, in declaration order (the walk
    /// overflowed the stack: SIGSEGV).
    @Test func aChainOfTenThousandGroupsIsWalked() {
        let controller = DeepController()
        defer { ChainLink.unlink(controller.chain) }
        let set = TweakSet(collectingFrom: controller)
        #expect(set.tweaks.count == 10_000 && set.problems.isEmpty)
        #expect(set.tweaks.prefix(3).map(\.key) == ["link0", "link1", "link2"] && set.tweaks.last?.key == "link9999")
        #expect(set.groups.count == 10_000)
    }

    /// Point 12: a tiny, huge or negative step and decimals out of 0…6 are replaced where the tweak is
    /// declared, and each is named; a `Double` tweak never becomes whole by accident.
    @Test func stepsAndDecimalsAreKeptSane() {
        let shell = Self.shell { HostileController() }
        for key in ["fine", "coarse", "nowhere"] {
            let parameter = Self.value(shell, key)
            #expect(parameter.step == 0.01 && parameter.decimals == 2 && parameter.displayValue == "0.50", "\(key)")
            #expect(shell.tuning.set(key, to: "0.25") == nil, "\(key)")
        }
        #expect(Self.value(shell, "negativeDecimals").decimals == 2 && Self.value(shell, "negativeDecimals").displayValue == "0.50")
        #expect(Self.value(shell, "manyDecimals").decimals == 6 && Self.value(shell, "manyDecimals").displayValue == "0.500000")
        #expect(shell.tuning.set("negativeDecimals", to: "0.25") == nil)
        #expect(shell.tuning.tweakWarnings == [
            "the tweak 'Tiny' (tiny): step -3 is not above 0; using 1",
            "the tweak 'Fine' (fine): step 1e-12 is below 1e-06; using 0.01",
            "the tweak 'Coarse' (coarse): step 1e+300 is wider than its range; using 0.01",
            "the tweak 'Nowhere' (nowhere): step -1.0 is not above 0; using 0.01",
            "the tweak 'Negative decimals' (negativeDecimals): decimals -5 is outside 0…6; using 2",
            "the tweak 'Many decimals' (manyDecimals): decimals 400 is outside 0…6; using 6",
        ])
        #expect(shell.tuning.tweakProblems.isEmpty, "a step replaced refuses nothing")
    }

    /// Point 13: two tweaks with one key are named when Tab brings their scene, not only at start.
    @Test func duplicateKeysAreNamedWhenTabBringsTheScene() {
        let (first, withFirst) = Self.register { EmptyChoicesController() }
        let (second, catalog) = Self.register({ DuplicateKeysController() }, in: withFirst)
        let shell = Shell(sceneName: first, catalog: catalog)!
        shell.window.engine.drainsMainQueue = false
        let names = catalog.names
        shell.switchScene(by: names.firstIndex(of: second)! - names.firstIndex(of: first)!)
        #expect(shell.scene.name == second)
        let problem = "two tweaks have the key 'speed' ('Speed' and 'Also speed'): give one of them another with key: \"…\""
        #expect(shell.tuning.tweakProblems == [problem] && shell.tuning.notice == problem)
        #expect(catalog.make(second)!.tweakProblems == [problem])
    }

    /// Point 15: every choice of every built-in scene's pick-lists, and the hostile ones, is taken by
    /// the word `scenes` lists, and the Reopen line writes that word back.
    @Test func everyPickListTakesTheWordsItIsListedBy() {
        let hostile = Self.shell { HostileController() }
        #expect(hostile.tuning.set("slow", to: "on") == nil && hostile.tuning.commandLine.hasSuffix("--set slow=on"))
        var shells = SceneCatalog.kinema.builtInNames.map { Shell(sceneName: $0)! }
        shells.append(hostile)
        var checked = 0
        for shell in shells {
            shell.window.engine.drainsMainQueue = false
            for parameter in shell.tuning.sceneParameters where parameter.isChoice {
                let words = parameter.choiceWords ?? parameter.choices!.indices.map { String($0 + 1) }
                for (index, word) in words.enumerated() {
                    #expect(shell.tuning.set(parameter.key, to: word) == nil, "\(shell.scene.name) \(parameter.key)=\(word)")
                    #expect(parameter.index == index && parameter.commandLineValue == word, "\(shell.scene.name) \(parameter.key)")
                    checked += 1
                }
            }
        }
        #expect(checked > 20)
    }

    /// The last paragraph of issue 47: copy as code of the hostile tweaks type-checks — keyword keys in
    /// backticks, two keys of one Swift name made distinct, a name that starts with a digit, choices
    /// whose names hold quotes and backslashes by their case, a `CaseIterable` that is no enum by its
    /// place in `allCases`.
    @Test func copyAsCodeOfHostileTweaksCompiles() throws {
        let shell = Self.shell { HostileController() }
        #expect(shell.tuning.set("whole", to: "1e19") == nil && shell.tuning.set("quote", to: "3") == nil && shell.tuning.set("level", to: "3") == nil)
        let code = shell.tuning.codeToCopy
        for line in ["let `class`: Double = 1", "let aB: Double = 1", "let aB2: Double = 1", "let _1st: Double = 1",
            "let quote: HostileController.Quote = .slashed", "let level: HostileController.Level = Array(HostileController.Level.allCases)[2]",
            "let slow: Bool = false", "let keyword: HostileController.Keyword = .`init`", "let manyDecimals: CGFloat = 0.5"]
        {
            #expect(code.contains("\n" + line + "\n"), "\(line) in \(code)")
        }
        let constants = code.split(separator: "\n").filter { $0.hasPrefix("let ") }.map { "    " + $0 }
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("hostile-\(UUID().uuidString).swift")
        let source = ["import Foundation", "enum HostileController {", "    enum Quote: CaseIterable { case plain, quoted, slashed }",
            "    enum Keyword: CaseIterable { case `init`, `class`, `Type` }",
            "    struct Level: CaseIterable { let number: Int; static let allCases = [Level(number: 1), Level(number: 2), Level(number: 3)] }",
            "}", "struct Pasted {"] + constants + ["}", ""]
        try source.joined(separator: "\n").write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        let compiler = Process()
        compiler.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        compiler.arguments = ["swiftc", "-typecheck", file.path]
        let errors = Pipe()
        compiler.standardError = errors
        try compiler.run()
        let said = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        compiler.waitUntilExit()
        #expect(compiler.terminationStatus == 0, "\(said)\n\(source.joined(separator: "\n"))")
    }

    /// Point 1's other `Int(…)`s of a user's values: a spring of plain tweaks with a duration and a
    /// velocity of 1e300 is written in every dialect and its plot's scale is labelled (milliseconds and
    /// scale numbers were `Int(value)`, and trapped).
    @Test func aHugeSpringIsWrittenInEveryDialect() {
        let shell = Self.shell { HugeSpringController() }
        for dialect in CodeDialect.allCases {
            #expect(shell.tuning.code(in: dialect)?.isEmpty == false, "\(dialect)")
        }
        #expect(MotionExport.millis(1e300) == Int.max && MotionExport.millis(-.infinity) == Int.min && MotionExport.millis(.nan) == 0)
        #expect(PlotView.number(1e300) == "1e+300" && PlotView.number(-12.4) == "-12")
        _ = shell.scene.plot(at: 0.5)
        // A pick-list moved by a step count no `Int` holds stays where it is.
        let pick = Parameter(key: "pick", label: "Pick", choices: ["a", "b", "c"])
        #expect(!pick.nudge(by: 1e300) && !pick.nudge(by: .nan) && pick.index == 0)
    }
}
