import Foundation
import KinemaCore
import KinemaGraphics
import Testing
@testable import KinemaSDL

/// A layer's items' bounds are worked out once a frame however many damaged rectangles it is redrawn in
/// (`CullBounds`), let go when the frame ends (the next frame's list may take the same storage), and
/// cull as the items themselves did: a damaged frame's pixels are the whole frame's.
@MainActor
@Suite("Cull bounds", .serialized)
struct CullBoundsTests {
    static func items(shift: CGFloat) -> [DisplayItem] {
        (0..<40).map { (index: Int) -> DisplayItem in
            let (column, row, share) = (CGFloat(index % 8), CGFloat(index / 8), Double(index) / 40)
            let box = CGRect(x: column * 24 + shift, y: row * 24, width: 20, height: 20)
            return .rect(RoundedRect(rect: box, cornerRadius: 4, color: RGBAColor(red: share, green: 0.5, blue: 1 - share)))
        }
    }

    @Test func boundsAreWorkedOutOnceAFrameAndLetGo() throws {
        let damaged = try RendererTests.canvas(200, 130)
        let whole = try RendererTests.canvas(200, 130)
        damaged.drawChecked(damaged.composition(Self.items(shift: 0)))
        let before = damaged.renderer.cullBounds.made
        // Three rectangles apart, each redrawn with the layer's items culled to it.
        let damage = [CGRect(x: 0, y: 0, width: 30, height: 30), CGRect(x: 90, y: 40, width: 40, height: 20), CGRect(x: 150, y: 90, width: 40, height: 40)]
        damaged.drawChecked(damaged.composition(Self.items(shift: 3)), damage: damage)
        #expect(damaged.renderer.cullBounds.made == before + 1, "one list, worked out once for three rectangles")
        #expect(damaged.renderer.cullBounds.held == 0, "let go when the frame ended")
        // Inside the rectangles the pixels are those of the whole frame drawn at once.
        whole.drawChecked(whole.composition(Self.items(shift: 0)))
        whole.drawChecked(whole.composition(Self.items(shift: 3)))
        for box in damage {
            for y in Int(box.minY)..<Int(box.maxY) {
                for x in Int(box.minX)..<Int(box.maxX) where damaged.pixel(x: x, y: y) != whole.pixel(x: x, y: y) {
                    Issue.record("(\(x), \(y)) differs from the whole frame's")
                    return
                }
            }
        }
    }
}
