import Foundation
import Testing
@testable import KinemaRaster

/// What a shadow keeps whatever its values: its total alpha, the clip and the target's bounds, nothing
/// drawn from values that are not numbers, and the lazy clear's promises.
@Suite("Shadow bounds")
struct ShadowBoundsTests {
    static let black = RasterColor(r: 0, g: 0, b: 0, a: 255)

    /// A blur moves alpha, it does not make or lose it: the sum of the drawn alphas is the shape's area
    /// × the peak alpha, within 0.15 % (measured: 0.094 % at most; each pixel rounded to a step,
    /// and the tails past 3.2σ and under half a step left out).
    @Test(arguments: [(0.0, 1.5), (0.0, 6.0), (7.0, 1.5), (7.0, 6.0)])
    func aShadowsTotalIsItsAreaTimesItsOpacity(corner: Double, radius: Double) {
        let box = CGRect(x: 30.4, y: 28.7, width: 40, height: 22), opacity = 0.6
        let shadow = BoxShadow(box: box, cornerRadius: CGFloat(corner), radius: CGFloat(radius), color: ShadowRasterTests.white, opacity: opacity)
        let total = ShadowRasterTests.alphas(shadow, 100, 80).joined().reduce(0, +)
        let area = 40 * 22 - (4 - Double.pi) * corner * corner
        let expected = area * 255 * opacity
        #expect(abs(Double(total) - expected) <= 0.0015 * expected, "total \(total), area × peak \(expected)")
    }

    /// A clip keeps the drawing inside it, the same there as unclipped; a shadow reaching past the target
    /// is the same as the part of it drawn on a larger target; one wholly outside writes nothing.
    @Test func aShadowIsClippedToTheClipAndTheTarget() {
        let shadow = BoxShadow(box: CGRect(x: 10.5, y: 8, width: 30, height: 20), cornerRadius: 6, radius: 4, color: ShadowRasterTests.white)
        let whole = ShadowRasterTests.alphas(shadow, 64, 48)
        let clip = PixelRect(x: 5, y: 12, w: 20, h: 30)
        let clipped = ShadowRasterTests.alphas(shadow, 64, 48, clip: clip)
        for y in 0..<48 {
            for x in 0..<64 {
                let inside = (5..<25).contains(x) && (12..<42).contains(y)
                #expect(clipped[y][x] == (inside ? whole[y][x] : 0), "pixel \(x), \(y)")
            }
        }
        var moved = shadow
        moved.box = shadow.box.offsetBy(dx: -20, dy: -15)
        let cut = ShadowRasterTests.alphas(moved, 64, 48)
        #expect((0..<33).allSatisfy { y in (0..<44).allSatisfy { x in cut[y][x] == whole[y + 15][x + 20] } }, "off the target's top left")
        for box in [CGRect(x: -80, y: 10, width: 40, height: 20), CGRect(x: 10, y: 70, width: 40, height: 20), CGRect(x: 90, y: 10, width: 40, height: 20)] {
            moved.box = box
            #expect(ShadowRasterTests.alphas(moved, 64, 48).joined().allSatisfy { $0 == 0 }, "wholly outside: \(box)")
        }
    }

    /// A radius that is NaN or negative is 0 (the shape itself, as `fillRoundedRect` draws it); NaN
    /// opacity, a NaN box and a colour of alpha 0 draw nothing; an infinite radius spreads the shadow
    /// too thin to show and returns.
    @Test func valuesThatAreNotNumbersDrawNothingOrTheShape() {
        let box = CGRect(x: 6.5, y: 4.25, width: 20, height: 12)
        let canvas = RasterCanvas(40, 30, filledWith: 0xFF00_0000)
        canvas.rasterizer().fillRoundedRect(box, radius: 4, red: 255, green: 255, blue: 255, alpha: 255, clip: canvas.whole)
        let hard = (0..<30).map { y in (0..<40).map { x in canvas.rgb(x: x, y: y).r } }
        for radius in [CGFloat.nan, -3, 0] {
            let shadow = BoxShadow(box: box, cornerRadius: 4, radius: radius, color: ShadowRasterTests.white)
            #expect(shadow.sigma == 0)
            #expect(ShadowRasterTests.alphas(shadow, 40, 30) == hard, "radius \(radius)")
        }
        let nothing = [
            BoxShadow(box: box, radius: 3, color: ShadowRasterTests.white, opacity: .nan),
            BoxShadow(box: CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10), radius: 3, color: ShadowRasterTests.white),
            BoxShadow(box: box, radius: 3, color: RasterColor(r: 255, g: 255, b: 255, a: 0)),
            BoxShadow(box: box, cornerRadius: .nan, radius: .infinity, color: ShadowRasterTests.white),
        ]
        for shadow in nothing { #expect(ShadowRasterTests.alphas(shadow, 40, 30).joined().allSatisfy { $0 == 0 }, "\(shadow)") }
    }

    /// Over the lazy clear (`ClearMap`), a shadow comes out as over a target cleared first — its plateau
    /// a run over plain rows, its soft edges announced — and the map's invariants hold.
    @Test func overTheLazyClearAShadowIsTheSameAsOverAClearedTarget() {
        let grey: UInt32 = 0xFF80_8080
        let shadows = [
            BoxShadow(box: CGRect(x: 20, y: 10, width: 120, height: 50), cornerRadius: 10, offset: CGSize(width: 0, height: 4), radius: 5, color: Self.black, opacity: 0.3),
            BoxShadow(box: CGRect(x: 60, y: 40, width: 60, height: 40), cornerRadius: 20, radius: 12, color: RasterColor(r: 200, g: 0, b: 0, a: 255)),
        ]
        let cleared = RasterCanvas(160, 100, filledWith: grey), lazy = RasterCanvas(160, 100, filledWith: 0)
        let map = ClearMap()
        map.begin(lazy.target)
        map.clear(PixelRect(x: 0, y: 0, w: 160, h: 100), to: grey)
        for shadow in shadows {
            cleared.rasterizer().fillShadow(shadow, clip: cleared.whole)
            lazy.rasterizer(clearMap: map).fillShadow(shadow, clip: lazy.whole)
        }
        map.finish()
        #expect(map.checkInvariants() == [])
        #expect((0..<160 * 100).allSatisfy { lazy.pixels[$0] == cleared.pixels[$0] })
    }
}
