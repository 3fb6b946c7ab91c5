import Foundation
import KinemaGraphics
import KinemaUI
import Testing
@testable import KinemaSDL

extension OffscreenCanvas {
    /// Draws a frame (whole, or only inside `damage`) as `draw` does, then checks the lazy clear's and
    /// the shadow tiles' invariants (`ClearMap.checkInvariants`, `ShadowTiles.checkInvariants`): what the "same as the long way" tests draw, every frame.
    func drawChecked(_ composition: Composition, damage: [CGRect]? = nil, sourceLocation: SourceLocation = #_sourceLocation) {
        draw(composition, damage: damage)
        let broken = renderer.clearMap.checkInvariants()
        #expect(broken.isEmpty, "the lazy clear's invariants after a frame: \(broken)", sourceLocation: sourceLocation)
        let tiles = renderer.shadowTextures.tiles.checkInvariants()
        #expect(tiles.isEmpty, "the shadows' tiles after a frame: \(tiles)", sourceLocation: sourceLocation)
    }
}
