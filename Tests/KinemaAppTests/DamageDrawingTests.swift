import Foundation
import Testing
@testable import KinemaApp
@testable import KinemaScenes
@testable import KinemaSDL
import KinemaUI
@testable import KinemaShell
@testable import KinemaTweaks

/// The software window draws only what changed (damage rectangles); capture draws every frame whole.
/// Along each scene's own benchmark gesture, both are drawn side by side and must agree on every pixel
/// of every frame: a damage rectangle that misses a change would leave stale pixels on screen that no
/// capture shows, and pixels copied in for unchanged items (`PrefixSnapshot`) must be theirs.
@MainActor
@Suite("Damage drawing", .serialized)
struct DamageDrawingTests {
    /// The frames (of `seconds` at 60 Hz) where drawing only the damage differs from drawing whole.
    static func differingFrames(scene: String, seconds: Double) throws -> [String] {
        let system = try SDLSystem(mode: .headless)
        var setup = SceneSetup(scene: scene)
        setup.size = CGSize(width: 960, height: 720)
        let (fonts, shell) = try Output.prepare(setup, catalog: .kinema, system: system)
        var run = ScriptedRun(shell: shell, events: shell.scene.benchmarkInput(seconds: seconds))
        let width = Int(setup.size.width), height = Int(setup.size.height)
        let damaged = try OffscreenCanvas(system: system, fonts: fonts, width: width, height: height)
        let whole = try OffscreenCanvas(system: system, fonts: fonts, width: width, height: height)
        // The reference draws every item (no pixels of unchanged leading items copied in).
        whole.renderer.usesPrefixSnapshot = false
        var differing: [String] = []
        var drawnByDamage = 0
        for frame in 0..<Int(seconds * 60) {
            let composition = run.frame(realDelta: 1.0 / 60)
            if damaged.drawChanges(composition) { drawnByDamage += 1 }
            whole.draw(composition)
            // Both lazy clears sound after every frame (see `ClearMap.checkInvariants`).
            for (name, canvas) in [("damaged", damaged), ("whole", whole)] {
                let broken = canvas.renderer.clearMap.checkInvariants()
                if !broken.isEmpty { differing.append("frame \(frame), \(name): \(broken.prefix(2))") }
            }
            let differences = damaged.differences(from: whole)
            if let first = differences.first { differing.append("frame \(frame): \(differences.count) pixels, first at \(first)") }
        }
        if drawnByDamage < 30 { differing.append("only \(drawnByDamage) frames changed: the gesture moved nothing") }
        return differing
    }

    @Test(arguments: ["player", "menu", "collection"])
    func damageOnlyFramesMatchWholeFrames(scene: String) throws {
        let differing = try Self.differingFrames(scene: scene, seconds: 4)
        #expect(differing.isEmpty, "\(differing.prefix(10))")
    }
}
