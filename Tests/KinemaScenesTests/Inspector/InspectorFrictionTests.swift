import Foundation
import Testing
@testable import KinemaScenes
import KinemaUI
@testable import KinemaShell
@testable import KinemaTweaks

/// Smaller frictions of the inspector, each as a user met it.
@MainActor
@Suite struct InspectorFrictionTests {
    /// The curves' handles showed only once a control point had changed: selecting its row is enough.
    @Test func selectingAControlPointsRowShowsTheCurvesHandles() throws {
        let shell = try #require(Shell(sceneName: "curves", windowSize: CGSize(width: 1366, height: 768)))
        _ = shell.step(deviceEvents: [], realDelta: 1.0 / 60)
        while shell.tuning.selectedParameter?.key != "cp1x" {
            _ = shell.step(deviceEvents: [.key(KeyPress(key: .down))], realDelta: 1.0 / 60)
        }
        let plot = try #require(shell.inspectorState(time: shell.window.engine.now).plot)
        #expect(plot.handles.count == 2 && plot.title.hasPrefix("custom curve"), "\(plot.title): \(plot.handles.count) handles")
        #expect(shell.panel.plotHandleCenters().count == 2)
        // Back on the spring's damping: the spring shows again (in the editor).
        while shell.tuning.selectedParameter?.key != "damping" {
            _ = shell.step(deviceEvents: [.key(KeyPress(key: .up))], realDelta: 1.0 / 60)
        }
        #expect(shell.inspectorState(time: shell.window.engine.now).plot?.title.hasPrefix("custom curve") == false)
    }

    /// "Reduce Motion Reduce Motion on": the status line says it once.
    @Test func reduceMotionIsSaidOnce() throws {
        let shell = try #require(Shell(sceneName: "table", windowSize: CGSize(width: 1366, height: 768)))
        defer { if UIAccessibility.isReduceMotionEnabled { _ = shell.step(deviceEvents: [.key(KeyPress(key: "m"))], realDelta: 1.0 / 60) } }
        _ = shell.step(deviceEvents: [.key(KeyPress(key: "m"))], realDelta: 1.0 / 60)
        let list = shell.step(deviceEvents: [], realDelta: 1.0 / 60).layers[1].list
        let status = list.items.compactMap { if case .text(let run) = $0, run.text.hasPrefix("time ") { run.text } else { nil } }.joined()
        #expect(status.components(separatedBy: "Reduce Motion").count == 2, "\(status)")
    }

    /// The collection's labels were white on its white cells in dark mode.
    @Test func theCollectionsLabelsReadInDarkMode() throws {
        let shell = try #require(Shell(sceneName: "collection", windowSize: CGSize(width: 1366, height: 768)))
        shell.setAppearance(dark: true)
        var list = shell.step(deviceEvents: [], realDelta: 1.0 / 60).layers[0].list
        for _ in 0..<30 { list = shell.step(deviceEvents: [], realDelta: 1.0 / 60).layers[0].list }
        let apple = try #require(list.items.compactMap { if case .text(let run) = $0, run.text == "Apple" { run } else { nil } }.first)
        #expect(apple.color.red + apple.color.green + apple.color.blue < 0.3, "dark text on the white cell: \(apple.color)")
    }

    /// A tweak read only as the view loads (a corner radius in `viewDidLoad`): changing it replayed and
    /// changed nothing, silently. Now the status line says why nothing changes.
    @Test func aTweakReadOnlyAtLoadSaysSo() throws {
        let name = "read-once-\(UUID().uuidString.prefix(8))"
        let catalog = SceneCatalog.kinema.registering(name) {
            ViewControllerScene(name: name, title: "Read once", rootViewController: ReadOnceController(), replay: { ($0 as? ReadOnceController)?.play() })
        }
        let shell = try #require(Shell(sceneName: name, catalog: catalog, windowSize: CGSize(width: 1366, height: 768)))
        _ = shell.step(deviceEvents: [], realDelta: 1.0 / 60)
        #expect(shell.tuning.set("cornerRadius", to: "20") == nil)
        #expect(shell.tuning.notice?.hasPrefix("Corner radius: not read by the replay") == true, "\(shell.tuning.notice ?? "nil")")
        shell.tuning.notice = nil
        #expect(shell.tuning.set("duration", to: "0.6") == nil)
        #expect(shell.tuning.notice == nil, "the replay reads the duration")
    }
}

@MainActor
final class ReadOnceController: UIViewController {
    @Tweak("Corner radius", 12, in: 0...40, step: 1, unit: .points) var cornerRadius: CGFloat
    @Tweak("Duration", 0.4, in: 0.1...2, unit: .seconds) var duration: TimeInterval
    let card = UIView(frame: CGRect(x: 20, y: 20, width: 100, height: 100))

    override func viewDidLoad() {
        super.viewDidLoad()
        card.layer.cornerRadius = cornerRadius
        view.addSubview(card)
    }

    func play() {
        card.alpha = 0
        UIView.animate(withDuration: duration) { self.card.alpha = 1 }
    }
}
