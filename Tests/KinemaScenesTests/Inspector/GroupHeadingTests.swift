import Foundation
import KinemaTestSupport
import Testing
@testable import KinemaScenes
import KinemaUI
@testable import KinemaShell
@testable import KinemaTweaks

/// Two springs of one template in one controller: each group's rows under a heading named for its
/// property, so the two do not look the same.
@MainActor
final class TwoSpringsController: UIViewController {
    @Tweak("Speed", 1, in: 0.5...2, step: 0.1) var speed: Double
    let openSpring = SpringAnimationTweaks(duration: 0.5, damping: 0.8, keyPrefix: "open.")
    let closeSpring = SpringAnimationTweaks(duration: 0.3, damping: 1, keyPrefix: "close.")
}

@MainActor
@Suite struct GroupHeadingTests {
    @Test func aGroupsPropertyNameIsItsHeading() {
        #expect(TweakSet.heading("openSpring") == "Open spring")
        #expect(TweakSet.heading("_enter") == "Enter")
        #expect(TweakSet.heading("x") == "X")
    }

    @Test func eachGroupHasItsHeadingOverItsRows() throws {
        let name = "headings-\(UUID().uuidString.prefix(8))"
        let catalog = SceneCatalog.kinema.registering(name) { ViewControllerScene(name: name, title: "Headings", rootViewController: TwoSpringsController()) }
        let shell = try #require(Shell(sceneName: name, catalog: catalog, windowSize: CGSize(width: 1366, height: 1400)))
        let list = shell.step(deviceEvents: [], realDelta: 1.0 / 60).layers[1].list
        let runs = list.items.compactMap { if case .text(let run) = $0 { run } else { nil } }
        func top(_ text: String) -> CGFloat? { runs.first { $0.text == text }.map { $0.rect.applying($0.transform).minY } }
        let speed = try #require(top("Speed")), open = try #require(top("Open spring")), close = try #require(top("Close spring"))
        let durations = runs.filter { $0.text == "Duration" }.map { $0.rect.applying($0.transform).minY }.sorted()
        #expect(durations.count == 2)
        // Speed (no group) first, no heading over it; then each heading right over its group's first row.
        #expect(speed < open && open < durations[0] && durations[0] < close && close < durations[1])
        #expect(durations[0] - open < 30 && durations[1] - close < 30)
        // The shell's rows after them are headed too: they are not the close spring's.
        let forms = try #require(top("Open spring in other forms")), session = try #require(top("Session"))
        #expect(durations[1] < forms && forms < (top("SwiftUI response") ?? 0) && forms < session && session < (top("Preset") ?? 0))
        #expect(TextOverlap.problems(in: list, bounds: CGRect(origin: .zero, size: shell.layout.panel.size)) == [])
    }
}
