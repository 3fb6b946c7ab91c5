import Foundation
import KinemaCore
import Testing
import KinemaGraphics
@testable import KinemaUI

/// The invariant checks the differential tests run after every frame (`Harness.advanceChecking`) can
/// fail: each fast path's structure, corrupted here by hand the way a bug would, is caught and named.
/// (A check that could not fail would let those tests pass whatever the shortcuts did.)
@MainActor
@Suite("Invariant checks")
struct InvariantChecksTests {
    /// A scene of the culled-subviews tests walked a few times, its memo in use (a view beside the
    /// scroll view moves every frame, so the window is walked again), and no broken invariant.
    static func settledScene() -> CulledSubviewsTests.Scene {
        let scene = CulledSubviewsTests.Scene(leavesOut: true)
        let ticker = UIView(frame: CGRect(x: 0, y: 500, width: 10, height: 10))
        ticker.backgroundColor = .systemRed
        scene.harness.window.addSubview(ticker)
        for frame in 0..<4 {
            ticker.center.x += 1
            scene.harness.advanceChecking(to: Double(frame) / 60)
        }
        #expect((scene.scroll.culledSubviews?.skips ?? 0) > 0, "the memo is in use")
        return scene
    }

    static func violations(_ scene: CulledSubviewsTests.Scene) -> [String] {
        scene.harness.window.checkInvariants()
    }

    @Test func aSlotKeptForASubviewThatDrawsIsCaught() throws {
        let scene = Self.settledScene()
        let memo = try #require(scene.scroll.culledSubviews)
        // Cell 0 is inside the clip, opaque and shown: it draws.
        let index = try #require(scene.scroll.subviews.firstIndex { $0 === scene.cells[0] })
        memo.keep(index, from: -.infinity, until: .infinity, walk: memo.generation)
        scene.cells[0].walkFields.culledSlot = index
        let found = Self.violations(scene)
        #expect(found.contains { $0.contains("slot \(index) ('cell 0')") && $0.contains("but draws at") }, "\(found)")
    }

    @Test func aKeptSubviewThatDoesNotNameItsSlotIsCaught() throws {
        let scene = Self.settledScene()
        // Cell 40 is hidden, so kept; without naming its slot back, showing it would not forget it.
        let index = try #require(scene.scroll.subviews.firstIndex { $0 === scene.cells[40] })
        #expect(scene.cells[40].walkFields.culledSlot == index)
        #expect(Self.violations(scene).isEmpty)
        scene.cells[40].walkFields.culledSlot = -1
        let found = Self.violations(scene)
        #expect(found.contains { $0.contains("'cell 40'") && $0.contains("names slot -1") }, "\(found)")
    }

    @Test func keptPresentationValuesThatAreNotTheTracksAreCaught() {
        let scene = Self.settledScene()
        let cell = scene.cells[3]
        #expect(cell.walkFields.presentedCache.holds(at: scene.harness.now, changes: cell.walkFields.presentationChanges))
        cell.walkFields.presentedCache.values.alpha = 0.25
        let found = Self.violations(scene)
        #expect(found.contains { $0.hasPrefix("'cell 3': kept presentation values") }, "\(found)")
    }

    @Test func aTrackWhoseOwnerIsAnotherViewIsCaught() {
        let scene = Self.settledScene()
        let other = UIView()
        scene.cells[5].alphaTrack.owner = other
        let found = Self.violations(scene)
        scene.cells[5].alphaTrack.owner = scene.cells[5]
        #expect(found.contains { $0.hasPrefix("'cell 5', alpha track: its owner is not its view") }, "\(found)")
        withExtendedLifetime(other) {}
    }

    @Test func aSubviewNamingAnotherSuperviewIsCaught() {
        let scene = Self.settledScene()
        let cell = scene.cells[7]
        cell.superviewStorage = scene.harness.window
        let found = Self.violations(scene)
        cell.superviewStorage = scene.scroll
        #expect(found.contains { $0.hasPrefix("'cell 7': a subview of <UIScrollView> that names another superview") }, "\(found)")
    }

    @Test func aStillListThatIsNotTheWindowsIsCaught() throws {
        let scene = Self.settledScene()
        let window = scene.harness.window
        _ = scene.harness.advanceChecking(to: 4.0 / 60)
        _ = scene.harness.advanceChecking(to: 5.0 / 60)
        var still = try #require(window.stillFrame, "a settled window keeps its list")
        still.list = DisplayList(size: still.list.size, items: Array(still.list.items.dropLast()))
        window.stillFrame = still
        let found = Self.violations(scene)
        #expect(found.contains { $0.hasPrefix("the list kept as still") }, "\(found)")
    }

    /// The walk's fields come right after the object's header, where the walk asks for them ahead.
    @Test func theWalksFieldsComeFirstInAView() {
        let view = UIView()
        let object = UInt(bitPattern: Unmanaged.passUnretained(view).toOpaque())
        let fields = withUnsafeMutablePointer(to: &view.walkFields) { UInt(bitPattern: $0) }
        #expect(fields &- object == 16)
        #expect(UIView.walkPrefetchBytes == 16 + MemoryLayout<UIView.WalkFields>.size)
    }
}
