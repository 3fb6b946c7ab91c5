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
    /// How this canvas's pixels differ from `other`'s (the same size): the largest difference of a colour
    /// channel, in 255ths, and how many pixels differ of how many.
    func channelDifference(from other: OffscreenCanvas) -> (worst: Int, differing: Int, total: Int) {
        var worst = 0, differing = 0
        for y in 0..<height {
            for x in 0..<width {
                let (p, q) = (pixel(x: x, y: y), other.pixel(x: x, y: y))
                guard p != q else { continue }
                differing += 1
                for shift in [0, 8, 16] as [UInt32] { worst = max(worst, abs(Int((p >> shift) & 0xFF) - Int((q >> shift) & 0xFF))) }
            }
        }
        return (worst, differing, width * height)
    }

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
