import Foundation
import KinemaCore
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

extension OffscreenCanvas {
    /// Every pixel, row by row.
    var allPixels: [UInt32] {
        (0..<height).flatMap { y in (0..<width).map { x in pixel(x: x, y: y) } }
    }

    /// One layer of `items` filling the canvas, over `background`.
    func composition(_ items: [DisplayItem], background: RGBAColor = .white) -> Composition {
        let size = CGSize(width: width, height: height)
        return Composition(size: size, background: background, layers: [
            Composition.Layer(list: DisplayList(size: size, items: items), frame: CGRect(origin: .zero, size: size)),
        ])
    }
}
