import Foundation
import KinemaCore
import KinemaTestSupport
import Testing
@testable import KinemaScenes
import KinemaGraphics
@testable import KinemaLayers
@testable import KinemaUI
@testable import KinemaShell

/// The layers scene's cycle with its default numbers (lift 0.6 s up and down, pause 0.6 s, flips of
/// 0.9 s with pauses): the lift card's shadow at rest and at the top, the flip's faces as it turns.
@MainActor
@Suite("Layers scene")
struct LayersSceneTests {
    let shell = Shell(sceneName: "layers", showsPanel: false)!
    var scene: LayersScene { shell.scene as! LayersScene }

    func list(at time: Double) -> DisplayList {
        var run = ScriptedRun(shell: shell, events: [])
        return run.advance(to: time).layers[0].list
    }

    /// The projected groups of the flip card (or, with `prefix`, of others: the cube's faces).
    static func projections(_ list: DisplayList, prefix: String = "flip") -> [ProjectionGroup] {
        list.items.compactMap { item -> ProjectionGroup? in
            if case .beginProjection(let group) = item, group.identifier?.hasPrefix(prefix) == true { group } else { nil }
        }
    }

    @Test func theCardLiftsOnItsShadowAndSettles() throws {
        shell.window.engine.drainsMainQueue = false
        let card = scene.controller.liftCard
        _ = list(at: 0)
        #expect(card.layer.shadowRadius == 3 && card.layer.shadowOffset == CGSize(width: 0, height: 2))
        _ = list(at: 0.6)
        // At the top: radius 3 + 15, offset 2 + 12, opacity 0.12 + 0.16, 10 points up, 4 % larger.
        #expect(card.layer.shadowRadius == 18 && card.layer.shadowOffset == CGSize(width: 0, height: 14))
        #expect(abs(card.layer.shadowOpacity - 0.28) < 1e-6)
        #expect(card.transform == CGAffineTransform(translationX: 0, y: -10).scaledBy(x: 1.04, y: 1.04))
        let top = list(at: 0.6).items(identifiedBy: "lift-card")
        guard case .shadow(let shadow) = top.first else { Issue.record("the shadow first: \(top)"); return }
        #expect(shadow.radius == 18 && shadow.offset == CGSize(width: 0, height: 14))
        _ = list(at: 1.2)
        #expect(card.layer.shadowRadius == 3, "settled again")
    }

    @Test func theCardFlipsInPerspectiveToItsBackAndOver() throws {
        shell.window.engine.drainsMainQueue = false
        _ = list(at: 0)
        #expect(Self.projections(list(at: 1.7)).isEmpty, "before the flip (it starts at 1.8 s) both faces are flat")
        let turning = Self.projections(list(at: 2.0))
        #expect(turning.count == 1, "the front, turning")
        let flat = try #require(scene.controller.front.layer.presentation()).bounds.width
        #expect(turning.first.map { $0.deviceBounds.width < flat } == true)
        let over = list(at: 2.8)
        #expect(Self.projections(over).isEmpty && !scene.controller.front.isHidden)
        #expect(over.items(identifiedBy: "flip-front").isEmpty, "the front faces away: single-sided, not drawn")
        #expect(!over.items(identifiedBy: "flip-back").isEmpty, "the back shows")
        #expect(scene.controller.showsBack)
        _ = list(at: 3.4)
        #expect(!scene.controller.showsBack, "and over again")
    }

    /// The cube's six faces are each projected (a transform layer keeps their depth), nearer faces
    /// last: the front before the first flip, the back once the cube has turned half over with it.
    @Test func theCubeTurnsHalfOverWithEachFlipInDepth() throws {
        shell.window.engine.drainsMainQueue = false
        _ = list(at: 0)
        let before = Self.projections(list(at: 1.7), prefix: "cube-").compactMap(\.identifier)
        #expect(Set(before) == ["cube-front", "cube-back", "cube-left", "cube-right", "cube-top", "cube-bottom"])
        #expect(before.firstIndex(of: "cube-back")! < before.firstIndex(of: "cube-front")!)
        let after = Self.projections(list(at: 2.8), prefix: "cube-").compactMap(\.identifier)
        #expect(after.firstIndex(of: "cube-front")! < after.firstIndex(of: "cube-back")!, "turned half over")
        #expect(abs(scene.controller.cubeAngle - .pi) < 1e-9)
    }

    @Test func theDistanceTweakSetsTheSharedPerspective() {
        #expect(abs(scene.controller.flipContainer.layer.sublayerTransform.m34 + 1.0 / 600) < 1e-12)
        #expect(shell.tuning.set("distance", to: "300") == nil)
        #expect(abs(scene.controller.flipContainer.layer.sublayerTransform.m34 + 1.0 / 300) < 1e-12)
        #expect(abs(scene.controller.cubeStage.sublayerTransform.m34 + 1.0 / 300) < 1e-12, "the cube's too")
    }
}
