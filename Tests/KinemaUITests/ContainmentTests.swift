import Foundation
import KinemaCore
import Testing
@testable import KinemaLayers
@testable import KinemaUI

/// A controller that logs its lifecycle and containment callbacks into a shared list.
@MainActor
final class LoggingController: UIViewController {
    let name: String
    let log: (String) -> Void
    var onLoad: ((LoggingController) -> Void)?

    init(_ name: String, log: @escaping (String) -> Void) {
        self.name = name
        self.log = log
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        onLoad?(self)
    }
    override func viewWillAppear(_ animated: Bool) { log("\(name) willAppear") }
    override func viewDidAppear(_ animated: Bool) { log("\(name) didAppear") }
    override func viewWillDisappear(_ animated: Bool) { log("\(name) willDisappear") }
    override func viewDidDisappear(_ animated: Bool) { log("\(name) didDisappear") }
    override func willMove(toParent parent: UIViewController?) { log("\(name) willMove(\(parent == nil ? "nil" : "parent"))") }
    override func didMove(toParent parent: UIViewController?) { log("\(name) didMove(\(parent == nil ? "nil" : "parent"))") }
}

/// A pan that begins the moment the finger lands (the WWDC 2017 "instant pan"): a recognizer subclass
/// setting `state` from `touchesBegan`.
@MainActor
final class InstantPanGestureRecognizer: UIPanGestureRecognizer {
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        state = .began
    }
}

@MainActor
final class StyledCell: UITableViewCell {
    var calls: [String] = []
    override func setSelected(_ selected: Bool, animated: Bool) {
        super.setSelected(selected, animated: animated)
        calls.append("selected \(selected)")
    }
    override func setHighlighted(_ highlighted: Bool, animated: Bool) {
        super.setHighlighted(highlighted, animated: animated)
        calls.append("highlighted \(highlighted)")
    }
}

@MainActor
final class TintLayer: CALayer {}

@MainActor
@Suite("Containment, appearance and subclassing")
struct ContainmentTests {
    @Test func addChildAndRemoveFromParentCallWhatUIKitCalls() {
        var log: [String] = []
        let parent = LoggingController("parent") { log.append($0) }
        let child = LoggingController("child") { log.append($0) }
        parent.addChild(child)
        #expect(log == ["child willMove(parent)"], "addChild calls willMove(toParent:) itself; didMove is the caller's")
        #expect(child.parent === parent && parent.children.count == 1)
        parent.addChild(child)
        #expect(parent.children.count == 1 && log.count == 1, "adding twice does nothing")
        child.didMove(toParent: parent)
        log.removeAll()
        child.willMove(toParent: nil)
        child.removeFromParent()
        #expect(log == ["child willMove(nil)", "child didMove(nil)"], "removeFromParent calls didMove(toParent: nil) itself")
        #expect(child.parent == nil && parent.children.isEmpty)
    }

    @Test func appearanceReachesChildrenInUIKitsOrder() {
        var log: [String] = []
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let parent = LoggingController("parent") { log.append($0) }
        let child = LoggingController("child") { log.append($0) }
        parent.onLoad = { controller in
            controller.addChild(child)
            controller.view.addSubview(child.view)
            child.didMove(toParent: controller)
        }
        window.rootViewController = parent
        #expect(log == [
            "child willMove(parent)", "child didMove(parent)",
            "parent willAppear", "child willAppear", "parent didAppear", "child didAppear",
        ])
        // A child added while its parent is on screen appears when its view joins the window.
        log.removeAll()
        let late = LoggingController("late") { log.append($0) }
        parent.addChild(late)
        parent.view.addSubview(late.view)
        late.didMove(toParent: parent)
        #expect(log == ["late willMove(parent)", "late willAppear", "late didAppear", "late didMove(parent)"])
        // Taking its view out makes it disappear; replacing the root makes the old tree disappear.
        log.removeAll()
        late.willMove(toParent: nil)
        late.view.removeFromSuperview()
        late.removeFromParent()
        #expect(log == ["late willMove(nil)", "late willDisappear", "late didDisappear", "late didMove(nil)"])
        log.removeAll()
        window.rootViewController = LoggingController("next") { log.append($0) }
        #expect(log == ["parent willDisappear", "child willDisappear", "parent didDisappear", "child didDisappear",
                        "next willAppear", "next didAppear"])
    }

    @Test func explicitAppearanceTransitionsAreNotRepeated() {
        var log: [String] = []
        let controller = LoggingController("c") { log.append($0) }
        controller.beginAppearanceTransition(true, animated: true)
        controller.beginAppearanceTransition(true, animated: true)
        controller.endAppearanceTransition()
        controller.endAppearanceTransition()
        #expect(log == ["c willAppear", "c didAppear"])
    }

    @Test func aRecognizerSubclassCanBeginOnTouchDown() {
        let harness = Harness()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        harness.window.addSubview(view)
        var translations: [CGPoint] = []
        let pan = InstantPanGestureRecognizer { recognizer in
            translations.append(recognizer.translation(in: view))
        }
        pan.traceName = "instant"
        view.addGestureRecognizer(pan)
        harness.send(.pointerDown(position: CGPoint(x: 50, y: 50), button: .primary, time: harness.now))
        #expect(harness.tracer.names(of: "instant") == ["began"], "began with no movement at all")
        harness.send(.pointerMove(position: CGPoint(x: 53, y: 50), buttons: [.primary], time: harness.now + 0.01))
        harness.send(.pointerUp(position: CGPoint(x: 53, y: 50), button: .primary, time: harness.now + 0.02))
        #expect(harness.tracer.names(of: "instant") == ["began", "changed", "ended"])
        #expect(translations == [.zero, CGPoint(x: 3, y: 0), CGPoint(x: 3, y: 0)])
    }

    @Test func propertyAnimatorsAreUIViewImplicitlyAnimating() {
        let harness = Harness()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        harness.window.addSubview(view)
        let animating: any UIViewImplicitlyAnimating = UIViewPropertyAnimator(duration: 1, curve: .linear)
        var ended: UIViewAnimatingPosition?
        animating.addAnimations { view.center.x = 100 }
        animating.addCompletion { ended = $0 }
        animating.pauseAnimation()
        animating.fractionComplete = 0.25
        expectClose(Double(view.layer.presentation()!.position.x), 5 + 0.25 * 95, tolerance: 1e-9)
        animating.continueAnimation(withTimingParameters: nil, durationFactor: 0)
        harness.advance(to: 0.75)
        #expect(ended == .end && animating.state == .inactive)
    }

    @Test func cellsSelectionAndHighlightAreOverridable() {
        let cell = StyledCell(style: .default, reuseIdentifier: nil)
        cell.isSelected = true
        cell.isHighlighted = true
        cell.isHighlighted = false
        #expect(cell.calls == ["selected true", "highlighted true", "highlighted false"])
        #expect(cell.isSelected && !cell.isHighlighted)
    }

    @Test func layersCanBeSubclassedAndKeepTheirValues() {
        let layer = TintLayer()
        layer.cornerRadius = 12
        layer.position = CGPoint(x: 5, y: 6)
        layer.opacity = 0.5
        #expect(layer.cornerRadius == 12 && layer.position == CGPoint(x: 5, y: 6) && layer.opacity == 0.5)
        let frozen = layer.presentation()!
        layer.cornerRadius = 3
        #expect(frozen.cornerRadius == 12, "a presentation copy does not follow later changes")
        frozen.cornerRadius = 7
        #expect(frozen.cornerRadius == 12, "and cannot be changed")
    }

    @Test func aLayerKeptLongerThanItsViewBacksNothing() {
        var view: UIView? = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
        view?.layer.cornerRadius = 6
        let layer = view!.layer
        #expect(layer.cornerRadius == 6 && layer.bounds.width == 40)
        view = nil
        // The layer's reference to its view is unowned and cleared when the view ends: reading or
        // writing now must not touch freed memory.
        #expect(layer.cornerRadius == 0 && layer.bounds == .zero && layer.presentation() == nil)
        layer.cornerRadius = 9
        layer.opacity = 0.5
        #expect(layer.opacity == 1, "a layer that backed a view has no values of its own")
    }
}
