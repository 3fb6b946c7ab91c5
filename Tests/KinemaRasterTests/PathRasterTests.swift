import Foundation
import KinemaCore
import KinemaGraphics
import KinemaUI
import Testing
@testable import KinemaRaster

/// Paths drawn by cairo (`CairoPathRasterizer`) through `PathCache` and composited by `PixelTarget`: their
/// coverage against an exact area computation, the fill rules, a stroke's width and caps, dashes, seams.
/// White over black: a pixel's red channel is its coverage in 255ths.
@Suite("Path rasterisation")
struct PathRasterTests {
    static let white = RGBAColor(red: 1, green: 1, blue: 1)

    /// `item` drawn into a black `size` × `size` canvas through `cache`.
    static func draw(_ item: PathItem, size: Int32 = 64, cache: PathCache = PathCache(), opacity: Int = 255) -> RasterCanvas {
        let canvas = RasterCanvas(size, size, filledWith: 0xFF00_0000)
        if let placed = cache.bitmap(for: item, transform: item.transform, within: canvas.whole) {
            canvas.target.composite(placed, opacity: opacity, clip: canvas.whole)
        }
        return canvas
    }

    static func coverage(_ canvas: RasterCanvas, _ x: Int, _ y: Int) -> Double { Double(canvas.rgb(x: x, y: y).r) / 255 }

    static func totalCoverage(_ canvas: RasterCanvas) -> Double {
        var sum = 0.0
        for y in 0..<Int(canvas.height) { for x in 0..<Int(canvas.width) { sum += coverage(canvas, x, y) } }
        return sum
    }

    static func circle(center: CGPoint, radius: CGFloat) -> VectorPath {
        var path = VectorPath()
        path.addEllipse(in: CGRect(x: center.x - radius, y: center.y - radius, width: 2 * radius, height: 2 * radius), increasingAngle: true)
        return path
    }

    /// The exact share of pixel (x, y) inside the circle: ∫ over the pixel's columns of the length of the
    /// chord inside the pixel's rows, by the midpoint rule with 2,000 steps (error under 1e-5 a pixel).
    static func exactCoverage(_ x: Int, _ y: Int, center c: CGPoint, radius r: Double) -> Double {
        let steps = 2_000
        var area = 0.0
        for step in 0..<steps {
            let px = Double(x) + (Double(step) + 0.5) / Double(steps) - Double(c.x)
            guard abs(px) < r else { continue }
            let half = (r * r - px * px).squareRoot()
            let (top, bottom) = (max(Double(y) - Double(c.y), -half), min(Double(y + 1) - Double(c.y), half))
            area += max(0, bottom - top) / Double(steps)
        }
        return area
    }

    @Test func aFilledCirclesCoverageMatchesItsExactArea() {
        let center = CGPoint(x: 32.3, y: 30.7), radius = 20.0
        let canvas = Self.draw(PathItem(path: Self.circle(center: center, radius: radius), fillColor: Self.white, stroke: nil))
        // The whole: πr² = 1,256.6 pixels. The four cubics are within 0.027 % of the radius (0.005 pixel):
        // their area is within 2πr·0.005 = 0.7 pixel of it; the 8-bit pixels add ±0.5/255 each.
        let total = Self.totalCoverage(canvas)
        #expect(abs(total - .pi * radius * radius) < 1.5, "total coverage \(total), πr² = \(Double.pi * radius * radius)")
        // Pixel by pixel, against the exact area of the circle inside each: measured largest 7.7/255 and
        // mean 0.58/255 over the edge pixels (cairo at tolerance 0.01 samples 15 rows a pixel, so nearly
        // flat edges are off by up to 1/30; the cairo study found 8.5/255 against a 256 × 256 reference).
        // Allowed: 9/255 and 1.5/255.
        var (largest, sum, edgePixels) = (0.0, 0.0, 0)
        for y in 0..<64 {
            for x in 0..<64 {
                let distance = hypot(Double(x) + 0.5 - Double(center.x), Double(y) + 0.5 - Double(center.y))
                guard abs(distance - radius) < 1.5 else { continue }
                let error = abs(Self.coverage(canvas, x, y) - Self.exactCoverage(x, y, center: center, radius: radius))
                (largest, sum, edgePixels) = (max(largest, error), sum + error, edgePixels + 1)
            }
        }
        print("circle coverage: largest error \(largest * 255)/255, mean \(sum / Double(edgePixels) * 255)/255 over \(edgePixels) edge pixels")
        #expect(largest * 255 <= 9, "largest error \(largest * 255)/255")
        #expect(sum / Double(edgePixels) * 255 <= 1.5, "mean error \(sum / Double(edgePixels) * 255)/255")
    }

    /// A pentagram: its middle is filled by the nonzero rule (winding 2) and empty by the even-odd one.
    @Test func evenOddLeavesThePentagramsMiddleEmpty() {
        let star = VectorPath(elements: (0..<5).map { index -> VectorPath.Element in
            let angle = -CGFloat.pi / 2 + CGFloat(index * 2) * 2 * .pi / 5
            let point = CGPoint(x: 32 + 28 * cos(angle), y: 34 + 28 * sin(angle))
            return index == 0 ? .move(to: point) : .line(to: point)
        } + [.close])
        let nonzero = Self.draw(PathItem(path: star, fillColor: Self.white, fillRule: .nonZero, stroke: nil))
        let evenOdd = Self.draw(PathItem(path: star, fillColor: Self.white, fillRule: .evenOdd, stroke: nil))
        #expect(Self.coverage(nonzero, 32, 34) == 1 && Self.coverage(evenOdd, 32, 34) == 0, "the middle")
        #expect(Self.coverage(nonzero, 32, 12) == 1 && Self.coverage(evenOdd, 32, 12) == 1, "the top point")
        // The pentagon in the middle is the only difference: the even-odd star covers less.
        #expect(Self.totalCoverage(evenOdd) < Self.totalCoverage(nonzero) - 100)
    }

    static func line(from: CGPoint, to: CGPoint, width: CGFloat, cap: PathItem.LineCap = .butt, dashes: [CGFloat] = []) -> PathItem {
        PathItem(
            path: VectorPath(elements: [.move(to: from), .line(to: to)]), fillColor: nil,
            stroke: PathItem.Stroke(color: white, width: width, cap: cap, dashPattern: dashes))
    }

    @Test func aStrokeIsItsWidthAcrossAndItsCapsLong() {
        // 44 long, 6 wide, on whole pixels: 264 pixels, rows 29…34 full.
        let butt = Self.draw(Self.line(from: CGPoint(x: 10, y: 32), to: CGPoint(x: 54, y: 32), width: 6))
        #expect(abs(Self.totalCoverage(butt) - 264) < 0.5)
        #expect((29...34).allSatisfy { Self.coverage(butt, 30, $0) == 1 } && Self.coverage(butt, 30, 28) == 0 && Self.coverage(butt, 30, 35) == 0)
        #expect(Self.coverage(butt, 9, 32) == 0 && Self.coverage(butt, 10, 32) == 1, "butt caps end at the end points")
        // Round caps add a disc of the width: 264 + π·3² = 292.3 pixels.
        let round = Self.draw(Self.line(from: CGPoint(x: 10, y: 32), to: CGPoint(x: 54, y: 32), width: 6, cap: .round))
        #expect(abs(Self.totalCoverage(round) - (264 + 9 * .pi)) < 1)
        #expect(Self.coverage(round, 8, 32) == 1, "two pixels past the end, inside the cap")
    }

    @Test func dashesAlternateOnAndOff() {
        // 60 long, 10 on and 5 off from x = 2: on over 2…12, 17…27, 32…42, 47…57 (40 long, 4 wide: 160 pixels).
        let dashed = Self.draw(Self.line(from: CGPoint(x: 2, y: 20), to: CGPoint(x: 62, y: 20), width: 4, dashes: [10, 5]))
        #expect(abs(Self.totalCoverage(dashed) - 160) < 0.5)
        #expect(Self.coverage(dashed, 5, 20) == 1 && Self.coverage(dashed, 13, 20) == 0 && Self.coverage(dashed, 20, 20) == 1)
        #expect(Self.coverage(dashed, 58, 20) == 0)
    }

    @Test func twoRectanglesOfOnePathShareAnEdgeWithoutASeam() {
        // Meeting at x = 30.5, inside a pixel: filled as one path, that column is whole (filled apart,
        // each would give it half and the second half over the first, 192/255: conflation).
        var path = VectorPath()
        path.addRect(CGRect(x: 10, y: 10, width: 20.5, height: 20))
        path.addRect(CGRect(x: 30.5, y: 10, width: 20, height: 20))
        let canvas = Self.draw(PathItem(path: path, fillColor: Self.white, stroke: nil))
        #expect((10..<30).allSatisfy { Self.coverage(canvas, 30, $0) == 1 }, "column 30: \(Self.coverage(canvas, 30, 20))")
    }

    @Test func theCacheDrawsAgainOnlyWhatChanged() throws {
        let cache = PathCache()
        let item = PathItem(path: Self.circle(center: CGPoint(x: 20, y: 20), radius: 10), fillColor: Self.white, stroke: nil)
        let target = PixelRect(x: 0, y: 0, w: 200, h: 200)
        let first = try #require(cache.bitmap(for: item, transform: .identity, within: target))
        let again = try #require(cache.bitmap(for: item, transform: .identity, within: target))
        #expect(cache.rasterizations == 1 && again.bitmap === first.bitmap, "a still frame draws nothing")
        let moved = try #require(cache.bitmap(for: item, transform: CGAffineTransform(translationX: 7, y: -3), within: target))
        #expect(cache.rasterizations == 1 && moved.bitmap === first.bitmap && moved.x == first.x + 7 && moved.y == first.y - 3, "moved by whole pixels")
        _ = cache.bitmap(for: item, transform: CGAffineTransform(translationX: 0.5, y: 0), within: target)
        #expect(cache.rasterizations == 2, "half a pixel over: drawn again")
        _ = cache.bitmap(for: item, transform: CGAffineTransform(scaleX: 2, y: 2), within: target)
        #expect(cache.rasterizations == 3, "scaled: drawn again")
        let small = PathCache(capacity: 2)
        for offset in 0..<3 {
            _ = small.bitmap(for: PathItem(path: Self.circle(center: CGPoint(x: 20, y: 20), radius: 5 + CGFloat(offset)), fillColor: Self.white, stroke: nil), transform: .identity, within: target)
        }
        #expect(small.count == 2, "the least recently used dropped")
        #expect(cache.bitmap(for: item, transform: CGAffineTransform(translationX: 500, y: 0), within: target) == nil, "off the target")
    }

    @Test func opacityFadesTheBitmapOverWhatIsBehind() {
        let square = VectorPath(elements: [.move(to: CGPoint(x: 10, y: 10)), .line(to: CGPoint(x: 30, y: 10)), .line(to: CGPoint(x: 30, y: 30)), .line(to: CGPoint(x: 10, y: 30)), .close])
        let half = Self.draw(PathItem(path: square, fillColor: Self.white, stroke: nil), opacity: 128)
        #expect(half.rgb(x: 20, y: 20).r == 128 && half.rgb(x: 5, y: 5).r == 0)
        let translucent = Self.draw(PathItem(path: square, fillColor: RGBAColor(red: 1, green: 0, blue: 0, alpha: 0.5), stroke: nil))
        #expect(abs(translucent.rgb(x: 20, y: 20).r - 128) <= 1 && translucent.rgb(x: 20, y: 20).g == 0)
    }
}
