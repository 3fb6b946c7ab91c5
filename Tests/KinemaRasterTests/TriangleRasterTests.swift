import Foundation
import KinemaCore
import KinemaUI
import Testing
@testable import KinemaRaster

/// Triangles drawn by Kinema straight into plain pixels (`SurfaceRasterizer.fillTriangle`): pixels whose
/// centres are inside, each pixel of a shared edge once, colours interpolated.
@Suite("Triangle rasterizer")
struct TriangleRasterTests {
    static func vertex(_ x: Float, _ y: Float, _ color: RasterColor) -> RasterVertex {
        RasterVertex(position: RasterVertex.Point(x: x, y: y), color: color)
    }

    /// A translucent square from (0.5, 0.5) to (10.5, 10.5) in two triangles whose shared diagonal runs
    /// through pixel centres: pixels 0…9 each way are blended exactly once (the top-left rule gives the
    /// diagonal's and the left and top edges' centres to one triangle), none outside.
    @Test func sharedEdgesAreBlendedOnceAndEdgesThroughCentresBelongToOneSide() {
        let canvas = RasterCanvas(20, 20)
        let rasterizer = canvas.rasterizer()
        let half = RasterColor(r: 0, g: 0, b: 0, a: 128)
        let clip = canvas.whole
        rasterizer.fillTriangle(Self.vertex(0.5, 0.5, half), Self.vertex(10.5, 0.5, half), Self.vertex(10.5, 10.5, half), clip: clip)
        rasterizer.fillTriangle(Self.vertex(0.5, 0.5, half), Self.vertex(10.5, 10.5, half), Self.vertex(0.5, 10.5, half), clip: clip)
        var inside = Set<Int>(), outside = Set<Int>()
        for y in 0..<20 {
            for x in 0..<20 {
                let value = canvas.rgb(x: x, y: y).r
                if x < 10 && y < 10 { inside.insert(value) } else { outside.insert(value) }
            }
        }
        #expect(inside == [127], "every pixel of the square blended once, the diagonal too: \(inside)")
        #expect(outside == [255], "nothing past the right and bottom edges: \(outside)")
    }

    /// A 3-pixel line along y = 60.5 covers rows 59, 60 and 61 and no other (SDL's software renderer,
    /// sampling half a pixel off, drew rows 58 and 61 at half and lost a thin line's core at some
    /// heights); colours between vertices are interpolated.
    @Test func linesCoverTheRowsTheyCrossAndColoursAreInterpolated() {
        // The renderer's line item, as it batches it: a black stroke 3 pixels wide.
        let canvas = RasterCanvas(100, 100)
        let rasterizer = canvas.rasterizer()
        let batch = TriangleBatch()
        batch.stroke(open: [CGPoint(x: 5, y: 60.5), CGPoint(x: 95, y: 60.5)], width: 3, color: RasterColor(r: 0, g: 0, b: 0, a: 255))
        batch.flush(into: rasterizer, clip: canvas.whole)
        #expect((57...63).map { canvas.rgb(x: 30, y: $0).r } == [255, 255, 0, 0, 0, 255, 255])
        let red = RasterColor(r: 255, g: 0, b: 0, a: 255), blue = RasterColor(r: 0, g: 0, b: 255, a: 255)
        rasterizer.fillTriangle(Self.vertex(0, 0, red), Self.vertex(100, 0, blue), Self.vertex(0, 20, red), clip: canvas.whole)
        // At x = 25.5 on row 0 (y 0.5): the blue vertex's weight is 25.5 / 100.
        let mixed = canvas.rgb(x: 25, y: 0)
        #expect(abs(mixed.r - 190) <= 1 && mixed.g == 0 && abs(mixed.b - 65) <= 1, "a quarter of the way to blue: \(mixed)")
    }

    /// Vertices go to fixed point through `nearestWhole`, which must round exactly as `Float.rounded()`
    /// (halves away from zero): checked on halves and their neighbours, negative values, values past
    /// 2^23 (where `Float` holds no fraction) and a spread of random ones.
    @Test func fixedPointRoundingIsFloatRounding() {
        var samples: [Float] = [0, 0.5, -0.5, 1.5, -1.5, 2.5, 0.49999997, -0.49999997, 1e-7, -1e-7, 8_388_607.5, 8_388_608,
                                16_777_215, -8_388_607.5, 1_000_000.5, 256 * 1279.5]
        for half in stride(from: Float(-40.5), through: 40.5, by: 1) { samples += [half, half.nextUp, half.nextDown] }
        var generator = SplitMix64(seed: 26)
        for _ in 0..<20_000 { samples.append(Float.random(in: -2_000_000...2_000_000, using: &generator)) }
        for _ in 0..<20_000 { samples.append(Float.random(in: -3...3, using: &generator)) }
        let wrong = samples.filter { SurfaceRasterizer.nearestWhole($0) != Int($0.rounded()) }
        #expect(wrong.count == 0, "rounded otherwise than Float.rounded(): \(Array(wrong.prefix(8)))")
    }

    /// Each row is walked only where no edge function is negative: a triangle still paints every pixel
    /// whose centre is clearly inside it and none clearly outside, whatever its shape — thin slivers and
    /// long diagonals (a plot's line) as much as wide ones. Random triangles, opaque, each painted and
    /// then painted over in the background colour; a centre within a hundredth of a pixel of an edge is
    /// left to the top-left rule.
    @Test func everyPixelClearlyInsideIsPaintedAndNoneClearlyOutside() {
        let canvas = RasterCanvas(60, 60)
        let rasterizer = canvas.rasterizer()
        let red = RasterColor(r: 255, g: 0, b: 0, a: 255), white = RasterColor(r: 255, g: 255, b: 255, a: 255)
        let clip = canvas.whole
        var generator = SplitMix64(seed: 2612)
        var missed = 0, spilled = 0
        for index in 0..<400 {
            func point() -> (Double, Double) {
                index % 3 == 0
                    ? (Double.random(in: -5...65, using: &generator), Double.random(in: -5...65, using: &generator))
                    : (Double.random(in: 0...60, using: &generator), Double.random(in: 0...60, using: &generator))
            }
            var (a, b, c) = (point(), point(), point())
            // A sliver: the third vertex just off the line through the first two.
            if index % 4 == 1 { c = (a.0 + (b.0 - a.0) * 0.6 + 0.7, a.1 + (b.1 - a.1) * 0.6 - 0.4) }
            let area = (b.0 - a.0) * (c.1 - a.1) - (b.1 - a.1) * (c.0 - a.0)
            guard abs(area) > 1 else { continue }
            if area < 0 { swap(&b, &c) }
            func vertex(_ p: (Double, Double), _ color: RasterColor) -> RasterVertex { Self.vertex(Float(p.0), Float(p.1), color) }
            rasterizer.fillTriangle(vertex(a, red), vertex(b, red), vertex(c, red), clip: clip)
            for y in 0..<60 {
                for x in 0..<60 {
                    let p = (Double(x) + 0.5, Double(y) + 0.5)
                    // Signed distance of the centre from each edge, positive inside.
                    let distances = [(a, b), (b, c), (c, a)].map { u, v in
                        ((v.0 - u.0) * (p.1 - u.1) - (v.1 - u.1) * (p.0 - u.0)) / hypot(v.0 - u.0, v.1 - u.1)
                    }
                    let painted = canvas.rgb(x: x, y: y).g == 0
                    if distances.allSatisfy({ $0 > 0.01 }), !painted { missed += 1 }
                    if distances.contains(where: { $0 < -0.01 }), painted { spilled += 1 }
                }
            }
            rasterizer.fillTriangle(vertex(a, white), vertex(b, white), vertex(c, white), clip: clip)
        }
        #expect(missed == 0, "pixels clearly inside left unpainted")
        #expect(spilled == 0, "pixels clearly outside painted")
    }
}
