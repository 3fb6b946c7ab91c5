import Foundation
import Testing

/// `kinema port` as a user runs it, and the compiler's answers on ported files: they name the user's
/// own file and line, and what Kinema lacks says so there.
@Suite("kinema port")
struct PortCLITests {
    private static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Ports `source` (saved as `name` in a fresh folder) and type-checks the result as a user's target
    /// compiles it (Swift 5, main-actor isolation by default) against this checkout's modules.
    private func compileThroughThePort(_ source: String, name: String) throws -> (original: String, port: CLITests.Result, compiler: CLITests.Result) {
        let folder = CLITests.temporaryDirectory()
        let original = folder + "/" + name
        try source.write(toFile: original, atomically: true, encoding: .utf8)
        let port = try CLITests.run(["port", original, "--out", folder + "/ported"])
        #expect(port.status == 0, "\(port.stderr)")
        let build = Self.root.appendingPathComponent(".build/debug").path
        let compiler = try CLITests.run([
            "swiftc", "-typecheck", "-swift-version", "5", "-default-isolation", "MainActor", "-I", build + "/Modules",
            "-Xcc", "-fmodule-map-file=" + build + "/CMemoryHints.build/module.modulemap",
            "-Xcc", "-fmodule-map-file=" + Self.root.appendingPathComponent("Sources/UIKitSubmodules/include/module.modulemap").path,
            folder + "/ported/" + name,
        ], program: URL(fileURLWithPath: "/usr/bin/env"))
        return (original, port, compiler)
    }

    @Test func compilerErrorsNameTheOriginalFileAndLine() throws {
        let source = """
            import UIKit

            class BrokenViewController: UIViewController {
                @IBOutlet weak var card: UIView!

                override func viewDidLoad() {
                    super.viewDidLoad()
                    card.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(tapped)))
                    let count: Int = "three"
                }

                @objc func tapped() {}
            }
            """
        let result = try compileThroughThePort(source, name: "Broken.swift")
        #expect(result.compiler.status != 0)
        #expect(result.compiler.stderr.contains("\(result.original):9:26: error: cannot convert value of type 'String' to specified type 'Int'"),
                "\(result.compiler.stderr)")
        #expect(!result.compiler.stderr.contains("ported/Broken.swift:"), "no error names the ported copy")
    }

    @Test func whatKinemaLacksSaysSoOnTheUsersLine() throws {
        let source = """
            import UIKit

            class GapViewController: UIViewController {
                let knob = UISlider()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    let box = UIView()
                    let swipe = UISwipeGestureRecognizer()
                    let pulse = UIDynamicAnimator(referenceView: view)
                    let emitter = CAEmitterLayer()
                    let label = CATextLayer()
                    present(UIAlertController(title: "Hi", message: nil, preferredStyle: .alert), animated: true)
                }
            }
            """
        let result = try compileThroughThePort(source, name: "Gap.swift")
        let expected: [(line: Int, column: Int, name: String, gap: String)] = [
            (4, 16, "UISlider", "Kinema: this control is not implemented yet"),
            (9, 21, "UISwipeGestureRecognizer", "Kinema: only pan and tap recognizers exist yet"),
            (10, 21, "UIDynamicAnimator", "Kinema: UIKit Dynamics is not implemented yet"),
            (11, 23, "CAEmitterLayer", "Kinema: these layer classes are not drawn yet"),
            (12, 21, "CATextLayer", "Kinema: these layer classes are not drawn yet"),
            (13, 17, "UIAlertController", "Kinema: alerts and action sheets are not implemented yet"),
        ]
        for gap in expected {
            #expect(result.compiler.stderr.contains("\(result.original):\(gap.line):\(gap.column): error: '\(gap.name)' is unavailable: \(gap.gap)"),
                    "line \(gap.line): \(gap.name)")
        }
        #expect(result.compiler.stderr.contains("(docs/pasted-code.md#not-yet-in-kinema)"))
    }

    @Test func namesFromBeforeSwift42WarnWithXcodesFixIt() throws {
        let source = """
            import UIKit

            class OldViewController: UIViewController {
                func old(_ state: UIGestureRecognizerState, child: UIViewController) -> UIViewAnimationOptions {
                    addChildViewController(child)
                    view.bringSubview(toFront: child.view)
                    _ = kCAMediaTimingFunctionEaseIn
                    return state == .began ? [.curveEaseOut] : []
                }
            }
            """
        let result = try compileThroughThePort(source, name: "Old.swift")
        #expect(result.compiler.status == 0, "\(result.compiler.stderr)")
        for (line, message) in [
            (4, "'UIGestureRecognizerState' is deprecated: renamed to 'UIGestureRecognizer.State'"),
            (5, "'addChildViewController' is deprecated: renamed to 'addChild(_:)'"),
            (6, "'bringSubview(toFront:)' is deprecated: renamed to 'bringSubviewToFront(_:)'"),
            (7, "'kCAMediaTimingFunctionEaseIn' is deprecated: renamed to 'CAMediaTimingFunctionName.easeIn'"),
        ] {
            #expect(result.compiler.stderr.contains("\(result.original):\(line):") && result.compiler.stderr.contains(message), "\(message)")
        }
    }

    @Test func portPrintsWhereItWroteAndListsWhatItLeft() throws {
        let folder = CLITests.temporaryDirectory()
        try FileManager.default.createDirectory(atPath: folder + "/in/Sub", withIntermediateDirectories: true)
        try "class A { func f() { _ = #selector(getter: A.f) } }".write(toFile: folder + "/in/A.swift", atomically: true, encoding: .utf8)
        try "@objc class B {}".write(toFile: folder + "/in/Sub/B.swift", atomically: true, encoding: .utf8)
        let result = try CLITests.run(["port", folder + "/in", "--out", folder + "/out"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("kinema port: wrote \(folder)/out/A.swift (1 left as it was, see above)"))
        #expect(result.stdout.contains("kinema port: wrote \(folder)/out/Sub/B.swift\n"))
        #expect(result.stderr.contains("\(folder)/in/A.swift:1:26: warning: kinema port: left this #selector as it was"))
        #expect(try String(contentsOfFile: folder + "/out/Sub/B.swift", encoding: .utf8).hasSuffix("\n      class B {}"))
    }

    @Test(arguments: [
        (["port", "/nonexistent/File.swift", "--out", "/tmp/x"], "no such file or folder: /nonexistent/File.swift"),
        (["port", "EMPTY", "--out", "/tmp/x"], "no Swift files in"),
        (["port", "BINARY", "--out", "/tmp/x"], "is not UTF-8 text"),
        (["port", "NOTSWIFT", "--out", "/tmp/x"], "not a Swift file"),
        (["port", "/tmp"], "--out DIR is required"),
        (["port", "--out"], "--out needs a folder"),
        (["port", "--bogus"], "unknown option '--bogus'"),
    ])
    func badInputExitsTwoBeforeWritingAnything(arguments: [String], message: String) throws {
        let folder = CLITests.temporaryDirectory()
        try FileManager.default.createDirectory(atPath: folder + "/empty", withIntermediateDirectories: true)
        try Data([0xFF, 0xFE, 0x00, 0xC3]).write(to: URL(fileURLWithPath: folder + "/binary.swift"))
        try "text".write(toFile: folder + "/notes.txt", atomically: true, encoding: .utf8)
        let good = folder + "/good.swift"
        try "@objc class C {}".write(toFile: good, atomically: true, encoding: .utf8)
        let out = folder + "/out"
        let resolved = arguments.map {
            ["EMPTY": folder + "/empty", "BINARY": folder + "/binary.swift", "NOTSWIFT": folder + "/notes.txt", "/tmp/x": out][$0] ?? $0
        }
        // A good file first: bad input anywhere stops the run before anything is written.
        let result = try CLITests.run(resolved.count > 2 ? [resolved[0], good] + resolved.dropFirst() : resolved)
        #expect(result.status == 2)
        #expect(result.stderr.contains(message), "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: out), "nothing written")
    }
}
