import Foundation
import Testing
@testable import KinemaRaster

/// The nine-slice of cached corners (`ShadowSlices`, `ShadowTiles`) against the exact plan
/// (`fillShadow(_:clip:)`), which `ShadowRasterTests` holds to the closed form.
@Suite("Shadow slices")
struct ShadowSlicesTests {
    /// Each pixel's alpha after drawing `shadow` in white over black, by the slices or the exact plan.
    static func alphas(_ shadow: BoxShadow, _ width: Int32, _ height: Int32, tiles: ShadowTiles?, clip: PixelRect? = nil) -> [[Int]] {
        let canvas = RasterCanvas(width, height, filledWith: 0xFF00_0000)
        if let tiles {
            canvas.rasterizer().fillShadow(shadow, clip: clip ?? canvas.whole, tiles: tiles)
        } else {
            canvas.rasterizer().fillShadow(shadow, clip: clip ?? canvas.whole)
        }
        return (0..<Int(height)).map { y in (0..<Int(width)).map { x in canvas.rgb(x: x, y: y).r } }
    }

    static func worstDifference(_ a: [[Int]], _ b: [[Int]]) -> Int {
        zip(a, b).map { zip($0, $1).map { abs($0 - $1) }.max() ?? 0 }.max() ?? 0
    }

    /// On edges at eighths of a pixel the slices are the exact plan's pixels, to one step of rounding
    /// (the tile's coverage kept in 1/65535ths, and its last column's 1 − 0.0007 repeated where the plan
    /// reaches exactly 1): corner radius from 0 to past σ, σ from 0.75 to 12 pixels, offsets included.
    @Test(arguments: [(0.0, 0.75), (4.0, 3.0), (10.0, 10.0), (24.0, 6.0), (6.0, 12.0)])
    func onEighthsTheSlicesAreTheExactPlan(corner: Double, radius: Double) {
        let shadow = BoxShadow(
            box: CGRect(x: 60.125, y: 50.5, width: 200, height: 120), cornerRadius: CGFloat(corner),
            offset: CGSize(width: 3, height: 4.25), radius: CGFloat(radius), color: ShadowRasterTests.white, opacity: 0.9)
        #expect(ShadowSlices(shadow) != nil, "large enough to slice")
        let tiles = ShadowTiles()
        let sliced = Self.alphas(shadow, 330, 240, tiles: tiles), exact = Self.alphas(shadow, 330, 240, tiles: nil)
        #expect(Self.worstDifference(sliced, exact) <= 1)
        #expect(tiles.renders == 4, "one tile per corner (the phases differ)")
        _ = Self.alphas(shadow, 330, 240, tiles: tiles)
        #expect(tiles.renders == 4, "a steady shadow renders no tile again")
        #expect(tiles.checkInvariants(rerendering: true) == [])
    }

    /// Off the eighths the edges move by up to 1/16 pixel and the radii change by as much: within
    /// 1 + 17 / σ steps of 255 (σ in pixels; the bound `ShadowSlices` derives), measured here.
    @Test(arguments: [2.0, 4.0, 9.0])
    func offTheEighthsTheSlicesAreWithinTheBound(radius: Double) {
        let shadow = BoxShadow(
            box: CGRect(x: 40.3127, y: 30.0571, width: 150.6, height: 110.77), cornerRadius: 8.03,
            offset: CGSize(width: 0, height: -3), radius: CGFloat(radius) + 0.04, color: ShadowRasterTests.white)
        let sliced = Self.alphas(shadow, 240, 190, tiles: ShadowTiles()), exact = Self.alphas(shadow, 240, 190, tiles: nil)
        let worst = Self.worstDifference(sliced, exact), bound = 1 + 17 / radius
        #expect(Double(worst) <= bound, "σ \(radius): worst \(worst) steps, bound \(bound)")
    }

    /// A shape too small beside its blur is not sliced: it is drawn by the exact plan, pixel for pixel.
    @Test func aSmallShapeIsTheExactPlan() {
        let shadow = BoxShadow(box: CGRect(x: 30, y: 30, width: 40, height: 30), cornerRadius: 6, radius: 8, color: ShadowRasterTests.white)
        #expect(ShadowSlices(shadow) == nil)
        let tiles = ShadowTiles()
        #expect(Self.alphas(shadow, 100, 90, tiles: tiles) == Self.alphas(shadow, 100, 90, tiles: nil))
        #expect(tiles.renders == 0)
    }

    /// Under its caster's opaque background the shadow leaves out what the background paints over: with
    /// the background drawn next, the pixels are the same as when the shadow is drawn whole (fractional
    /// edges and corners included), and fewer were drawn — sliced, and by the exact plan where the blur is
    /// too wide beside the card for slices (a lifted card's shadow at its widest).
    @Test(arguments: [(0.0, 8.0), (12.0, 8.0), (12.0, 30.0)])
    func underAnOpaqueCoverThePixelsAreTheSame(corner: Double, radius: Double) {
        let card = CGRect(x: 30.25, y: 24.5, width: 150, height: 90.75)
        let shadow = BoxShadow(box: card, cornerRadius: CGFloat(corner), offset: CGSize(width: 0, height: 4), radius: CGFloat(radius), color: RasterColor(r: 0, g: 0, b: 0, a: 255), opacity: 0.25)
        #expect((ShadowSlices(shadow) == nil) == (radius > 10), "sliced at σ 8, the exact plan at σ 30")
        func draw(cover: Bool) -> RasterCanvas {
            let canvas = RasterCanvas(220, 160)
            let rasterizer = canvas.rasterizer()
            rasterizer.fillShadow(shadow, clip: canvas.whole, tiles: ShadowTiles(), cover: cover ? (card, CGFloat(corner)) : nil)
            rasterizer.fillRoundedRect(card, radius: CGFloat(corner), red: 0, green: 122, blue: 255, alpha: 255, clip: canvas.whole)
            return canvas
        }
        let whole = draw(cover: false), covered = draw(cover: true)
        let differing = (0..<160).flatMap { y in (0..<220).filter { x in whole.pixel(x: x, y: y) != covered.pixel(x: x, y: y) } }
        #expect(differing.isEmpty)
        let shadowOnly = RasterCanvas(220, 160)
        shadowOnly.rasterizer().fillShadow(shadow, clip: shadowOnly.whole, tiles: ShadowTiles(), cover: (card, CGFloat(corner)))
        #expect(shadowOnly.pixel(x: 100, y: 70) == 0xFFFF_FFFF, "the middle, under the cover, is left as it was")
    }

    /// Over the lazy clear (`ClearMap`) the slices come out as over a target cleared first — the middle
    /// third a run, the others announced before they are blended — and the map's invariants hold.
    @Test func overTheLazyClearTheSlicesAreTheSameAsOverAClearedTarget() {
        let grey: UInt32 = 0xFF80_8080
        let shadow = BoxShadow(box: CGRect(x: 30, y: 20, width: 150, height: 90), cornerRadius: 10, offset: CGSize(width: 0, height: 4), radius: 6, color: RasterColor(r: 0, g: 0, b: 0, a: 255), opacity: 0.3)
        #expect(ShadowSlices(shadow) != nil)
        let cleared = RasterCanvas(220, 150, filledWith: grey), lazy = RasterCanvas(220, 150, filledWith: 0)
        let map = ClearMap(), tiles = ShadowTiles()
        map.begin(lazy.target)
        map.clear(PixelRect(x: 0, y: 0, w: 220, h: 150), to: grey)
        cleared.rasterizer().fillShadow(shadow, clip: cleared.whole, tiles: tiles)
        lazy.rasterizer(clearMap: map).fillShadow(shadow, clip: lazy.whole, tiles: tiles)
        map.finish()
        #expect(map.checkInvariants() == [])
        #expect((0..<220 * 150).allSatisfy { lazy.pixels[$0] == cleared.pixels[$0] })
    }

    /// The clip keeps the slices inside it, the same there as unclipped.
    @Test func theSlicesKeepToTheClip() {
        let shadow = BoxShadow(box: CGRect(x: 20, y: 20, width: 120, height: 90), cornerRadius: 10, radius: 5, color: ShadowRasterTests.white)
        let tiles = ShadowTiles(), clip = PixelRect(x: 8, y: 30, w: 70, h: 95)
        let whole = Self.alphas(shadow, 170, 140, tiles: tiles), clipped = Self.alphas(shadow, 170, 140, tiles: tiles, clip: clip)
        for y in 0..<140 {
            for x in 0..<170 {
                let inside = (8..<78).contains(x) && (30..<125).contains(y)
                #expect(clipped[y][x] == (inside ? whole[y][x] : 0), "pixel \(x), \(y)")
            }
        }
    }
}
