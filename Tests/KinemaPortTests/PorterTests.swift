import Foundation
import Testing
@testable import KinemaPort

/// The port step's rewrites, each on the smallest iOS code that needs it, compared with the exact text
/// it must become; and the rule that holds for all of them: every line stays where it was.
@Suite struct PorterTests {
    /// The ported text without its `#sourceLocation` line.
    private func port(_ source: String, with others: [String] = []) -> (text: String, notes: [PortNote]) {
        let ported = Porter(targetSources: [source] + others).port(source, path: "/app/iOS/File.swift")
        let lines = ported.text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.first == #"#sourceLocation(file: "/app/iOS/File.swift", line: 1)"#)
        let body = lines.dropFirst().joined(separator: "\n")
        #expect(body.split(separator: "\n", omittingEmptySubsequences: false).count
            == source.split(separator: "\n", omittingEmptySubsequences: false).count, "every line stays where it was")
        return (body, ported.notes)
    }

    @Test func objcAttributesBecomeSpaces() {
        #expect(port("@objc func tap() {}\n@objc(tapWithSender:) func tap(sender: Any) {}\n@objcMembers class A: NSObject {}").text
            == "      func tap() {}\n" + String(repeating: " ", count: 21) + " func tap(sender: Any) {}\n             class A: NSObject {}")
    }

    @Test func selectorsHoldTheMethodOfTheTypeTheyAreIn() {
        let source = """
            class VC: UIViewController {
                func f() {
                    b.addTarget(self, action: #selector(tap), for: .touchUpInside)
                    _ = #selector(tap(_:))
                    _ = #selector(self.pan(_:with:))
                    _ = #selector(Other.show(animated:))
                }
            }
            extension VC { func g() { _ = #selector(more) } }
            """
        let lines = port(source).text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[2] == #"        b.addTarget(self, action: Selector(kinemaName: "tap", VC.tap), for: .touchUpInside)"#)
        #expect(lines[3] == #"        _ = Selector(kinemaName: "tap:", VC.tap(_:))"#)
        #expect(lines[4] == #"        _ = Selector(kinemaName: "pan:with:", VC.pan(_:with:))"#)
        #expect(lines[5] == #"        _ = Selector(kinemaName: "showWithAnimated:", Other.show(animated:))"#)
        #expect(lines[8] == #"extension VC { func g() { _ = Selector(kinemaName: "more", Self.more) } }"#)
    }

    @Test func selectorsItCannotPortAreLeftAndNoted() {
        let source = """
            class A {
                let a = #selector(getter: UIView.frame)
                let b = #selector(model.refresh)
                let c = #selector(tap as () -> Void)
            }
            let d = #selector(tap)
            """
        let (text, notes) = port(source)
        #expect(text == source, "left as they were")
        #expect(notes.map(\.line) == [2, 3, 4, 6])
        #expect(notes.last?.message.contains("outside a type") == true)
    }

    @Test func stringsCommentsAndInterpolationsAreReadAsSwiftReadsThem() {
        let source = #"""
            let a = "#selector(tap) @objc"  // @objc #selector(tap)
            /* #selector(tap) /* nested @objc */ still a comment */
            let b = #"raw "#selector(x)" \(y)"#
            let c = """
                @IBOutlet #keyPath(a.b)
                """
            class V { func f() { print("\(#selector(tap)) and \("nested \(1)")") } }
            """#
        let lines = port(source).text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[0..<6].map(String.init) == source.components(separatedBy: "\n")[0..<6].map { $0 }, "strings and comments untouched")
        #expect(lines[6] == #"class V { func f() { print("\(Selector(kinemaName: "tap", V.tap)) and \("nested \(1)")") } }"#)
    }

    @Test func outletsSayWhichOutletWasNeverConnected() {
        let source = """
            class VC: UIViewController {
                @IBOutlet weak var card: UIView!
                @IBOutlet private var buttons: [UIButton]!
                @IBOutlet weak var label: UILabel?
                @IBOutlet var title: UILabel! { didSet { title.text = "x" } }
            }
            """
        let lines = port(source).text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[1] == #"    @KinemaWeakOutlet("VC.card")      var card: UIView!"#)
        #expect(lines[2] == #"    @KinemaOutlet("VC.buttons") private var buttons: [UIButton]!"#)
        #expect(lines[3] == String(repeating: " ", count: 14) + "weak var label: UILabel?", "an optional outlet is a plain weak property")
        #expect(lines[4] == #"    @KinemaOutlet("VC.title") var title: UILabel! { didSet { title.text = "x" } }"#)
    }

    @Test func keyPathsBecomeTheirStrings() {
        #expect(port("let a = #keyPath(CALayer.position)\nlet b = #keyPath(view.layer.opacity)").text
            == "let a = \"position\"\nlet b = \"view.layer.opacity\"")
    }

    @Test func previewsAreRemovedLeavingTheirLines() {
        let (text, _) = port("let a = 1\n#Preview(\"Card\") {\n    CardView()\n}\nlet b = 2")
        #expect(text == "let a = 1\n" + String(repeating: " ", count: 18) + "\n" + String(repeating: " ", count: 14) + "\n \nlet b = 2")
    }

    @Test func objcProtocolsAreClassBound() {
        #expect(port("@objc protocol P {}").text == "      protocol P: AnyObject {}")
        #expect(port("@objc public protocol P: Q {}").text == "      public protocol P: AnyObject, Q {}")
        #expect(port("@objc protocol P: class {}").text == "      protocol P: class {}")
    }

    @Test func optionalRequirementsGetDefaultsAndTheirCallSitesLoseTheQuestionMark() {
        let protocolFile = """
            @objc public protocol CardDelegate {
                @objc optional func cardDidOpen(_ card: UIView)
                @objc optional func title(
                    for card: UIView) -> String?
                @objc optional var subtitle: String? { get }
                func count() -> Int
            }
            """
        let caller = "delegate?.cardDidOpen?(card)\nlet t = delegate?.title?(for: card)\ncompletion?()"
        let (text, notes) = port(protocolFile)
        #expect(notes.isEmpty)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[0] == "      public protocol CardDelegate: AnyObject {")
        #expect(lines[1] == "                   func cardDidOpen(_ card: UIView)")
        #expect(lines[6] == "}; extension CardDelegate { public func cardDidOpen(_ card: UIView) {}; "
            + "public func title( for card: UIView) -> String? { nil }; public var subtitle: String? { nil } }")
        #expect(port(caller, with: [protocolFile]).text
            == "delegate?.cardDidOpen(card)\nlet t = delegate?.title(for: card)\ncompletion?()", "only the protocol's methods")
    }

    @Test func anOptionalRequirementWithoutADefaultIsLeftAndNoted() {
        let source = "@objc protocol P {\n    @objc optional func height() -> CGFloat\n}"
        let (text, notes) = port(source)
        #expect(text == "      protocol P: AnyObject {\n    @objc optional func height() -> CGFloat\n}")
        #expect(notes.count == 1)
        #expect(notes.first?.line == 2)
    }

    @Test func selectorObserversAreRemovedWithKinemasRemoval() {
        #expect(port("NotificationCenter.default.removeObserver(self)\nother.removeObserver(self)").text
            == "NotificationCenter.default.kinemaRemoveObserver(self)\nother.removeObserver(self)")
    }

    @Test func whatHasNoLinuxEquivalentIsNoted() {
        let source = """
            class A: NSObject {
                func f() {
                    observation = view.observe(\\.frame) { _, _ in }
                    addObserver(self, forKeyPath: "frame", options: [], context: nil)
                    let c: AnyClass? = NSClassFromString("B")
                    button.addTarget(nil, action: #selector(tap), for: .touchUpInside)
                    let s = Selector("tap:")
                }
            }
            extension UIView { override func layoutSubviews() {} }
            """
        let notes = port(source).notes
        #expect(notes.map(\.line) == [3, 4, 5, 6, 7, 10])
    }

    @Test func unreadableSwiftIsHandedOnUntouchedWithANote() {
        let ported = Porter(targetSources: []).port("let a = \"open", path: "/x.swift")
        #expect(ported.text.hasSuffix("let a = \"open"))
        #expect(ported.notes.first?.message.contains("unterminated string literal") == true)
    }

    @Test func theObjectiveCNamesAreSwiftsOwn() {
        #expect(PortPass.objectiveCName("tap", labels: nil) == "tap")
        #expect(PortPass.objectiveCName("tap", labels: ["_"]) == "tap:")
        #expect(PortPass.objectiveCName("tap", labels: ["_", "event"]) == "tap:event:")
        #expect(PortPass.objectiveCName("show", labels: ["animated"]) == "showWithAnimated:")
        #expect(PortPass.objectiveCName("image", labels: ["_", "didFinishSavingWithError", "contextInfo"])
            == "image:didFinishSavingWithError:contextInfo:")
    }
}
