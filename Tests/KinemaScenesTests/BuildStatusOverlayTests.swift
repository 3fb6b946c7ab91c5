import Foundation
import Testing
@testable import KinemaScenes
import KinemaUI
@testable import KinemaShell
@testable import KinemaTweaks

/// What `kinema watch` says of the builds shows over the top of the window, headless as in the window,
/// and goes when the status is cleared.
@MainActor
@Suite struct BuildStatusOverlayTests {
    @Test func theFirstErrorShowsOverTheWindowAndGoesWhenCleared() throws {
        let shell = try #require(Shell(sceneName: "table", windowSize: CGSize(width: 1200, height: 900)))
        shell.advance(events: [], realDelta: 1.0 / 60)
        let plain = shell.composition()
        #expect(!plain.layers.contains { $0.list.dump.contains("build-status") })

        shell.overlays.buildStatus = .failed("Sources/App/Cards.swift:21:18: error: cannot find 'colr' in scope", rebuilding: false)
        let failed = shell.composition()
        #expect(failed.layers.count == plain.layers.count + 1)
        let band = try #require(failed.layers.last)
        #expect(band.frame == CGRect(x: 0, y: 0, width: 1200, height: BuildStatusOverlay.height))
        #expect(band.list.dump.contains("Sources/App/Cards.swift:21:18: error: cannot find 'colr' in scope"))
        #expect(band.list.dump.contains("this is the last good build"))
        #expect(failed.layers.dropLast().map(\.list) == plain.layers.map(\.list), "the window below is untouched")

        shell.overlays.buildStatus = .failed("Sources/App/Cards.swift:21:18: error: cannot find 'colr' in scope", rebuilding: true)
        #expect(shell.composition().layers.last?.list.dump.contains("Build failed — rebuilding…") == true)
        shell.overlays.buildStatus = .building
        let building = try #require(shell.composition().layers.last)
        #expect(building.list.dump.contains("Rebuilding…") && !building.list.dump.contains("error"))
        shell.overlays.buildStatus = .none
        #expect(shell.composition().layers.count == plain.layers.count)
    }
}
