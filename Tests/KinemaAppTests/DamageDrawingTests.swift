import Foundation
import Testing
@testable import KinemaApp
@testable import KinemaScenes
@testable import KinemaSDL
import KinemaGraphics
import KinemaUI
@testable import KinemaShell
@testable import KinemaTweaks

/// The software window draws only what changed (damage rectangles); capture draws every frame whole.
/// Along each scene's own benchmark gesture, both are drawn side by side and must agree on every pixel
/// of every frame: a damage rectangle that misses a change would leave stale pixels on screen that no
/// capture shows, pixels copied in for unchanged items (`PrefixSnapshot`) must be theirs, and scrolled
/// content moved on screen (`ScrollShift`) must be what drawing it there gives.
@MainActor
@Suite("Damage drawing", .serialized)
struct DamageDrawingTests {
    /// The frames (of `seconds` at 60 Hz, in a window of `size` points at `scale` pixels a point) where
    /// drawing only the damage differs from drawing whole, and how many moved pixels on screen.
    static func differingFrames(
        scene: String, seconds: Double, size: CGSize = CGSize(width: 960, height: 720), scale: CGFloat = 1
    ) throws -> (differing: [String], shifts: Int) {
        let system = try SDLSystem(mode: .headless)
        var setup = SceneSetup(scene: scene)
        setup.size = size
        let (fonts, shell) = try Output.prepare(setup, catalog: .kinema, system: system)
        var run = ScriptedRun(shell: shell, events: shell.scene.benchmarkInput(seconds: seconds))
        let size = Composition.pixelSize(of: setup.size, scale: scale)
        let width = Int(size.width), height = Int(size.height)
        let damaged = try OffscreenCanvas(system: system, fonts: fonts, width: width, height: height)
        let whole = try OffscreenCanvas(system: system, fonts: fonts, width: width, height: height)
        // The reference draws every item (no pixels of unchanged leading items copied in).
        whole.renderer.usesPrefixSnapshot = false
        var differing: [String] = []
        var drawnByDamage = 0
        for frame in 0..<Int(seconds * 60) {
            let composition = run.frame(realDelta: 1.0 / 60).scaled(by: scale)
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
        return (differing, damaged.renderer.shiftsApplied)
    }

    @Test(arguments: ["player", "menu", "collection", "table"])
    func damageOnlyFramesMatchWholeFrames(scene: String) throws {
        let (differing, shifts) = try Self.differingFrames(scene: scene, seconds: 4)
        #expect(differing.isEmpty, "\(differing.prefix(10))")
        // The collection's flings scroll it: most of their frames move its cells on screen.
        if scene == "collection" { #expect(shifts >= 20, "the flings moved the cells on screen in \(shifts) frames") }
    }

    /// The collection at twice the pixels (a HiDPI window; the same pixels as above in a window of half
    /// the points): the moves are in whole pixels at another fit of the viewport.
    @Test func scrolledFramesMatchWholeFramesAtTwiceThePixels() throws {
        let (differing, shifts) = try Self.differingFrames(scene: "collection", seconds: 4, size: CGSize(width: 480, height: 360), scale: 2)
        #expect(differing.isEmpty, "\(differing.prefix(10))")
        #expect(shifts >= 20, "the flings moved the cells on screen in \(shifts) frames")
    }
}
