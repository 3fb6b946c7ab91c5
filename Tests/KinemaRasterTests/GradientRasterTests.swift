import Foundation
import KinemaCore
import Testing
@testable import KinemaRaster
import KinemaGraphics
@testable import KinemaLayers
@testable import KinemaUI

/// Gradient fills drawn by cairo (axial, radial) and per pixel (conic) through `PathCache`: each pixel
/// against the closed form at its centre, written out here on its own (not through `PathItem.Gradient`),
/// with opaque colours over black so a pixel is the gradient's colour.
@Suite("Gradient rasterisation")
struct GradientRasterTests {
    static let red = RGBAColor(red: 1, green: 0, blue: 0)
    static let blue = RGBAColor(red: 0, green: 0, blue: 1)
    static let size: Int32 = 64

    /// A square path over the whole canvas filled with `gradient`.
    static func square(_ gradient: PathItem.Gradient) -> PathItem {
        var path = VectorPath()
        path.addRect(CGRect(x: 0, y: 0, width: CGFloat(size), height: CGFloat(size)))
        return PathItem(path: path, fillColor: nil, fillGradient: gradient, stroke: nil)
    }

    /// Red → blue at `locations` (two), the closed form's colour at t: red's share 1 before the first,
    /// 0 after the last, linear between.
    static func expected(_ t: Double, _ locations: (Double, Double)) -> (r: Int, b: Int) {
        let f = min(1, max(0, (t - locations.0) / (locations.1 - locations.0)))
        return (Int((255 * (1 - f)).rounded()), Int((255 * f).rounded()))
    }

    /// The largest channel difference between the canvas and `t(x, y)`'s colour over every pixel centre.
    static func largestError(_ item: PathItem, locations: (Double, Double), _ t: (Double, Double) -> Double) -> Int {
        let canvas = PathRasterTests.draw(item, size: size)
        var largest = 0
        for y in 0..<Int(size) {
            for x in 0..<Int(size) {
                let want = expected(t(Double(x) + 0.5, Double(y) + 0.5), locations)
                let got = canvas.rgb(x: x, y: y)
                largest = max(largest, abs(got.r - want.r), abs(got.b - want.b), got.g)
            }
        }
        return largest
    }

    static func gradient(_ kind: PathItem.Gradient.Kind, _ locations: (Double, Double), start: CGPoint, end: CGPoint) -> PathItem.Gradient {
        PathItem.Gradient(
            kind: kind, stops: [.init(location: CGFloat(locations.0), color: red), .init(location: CGFloat(locations.1), color: blue)],
            start: start, end: end)
    }

    /// Measured: axial and radial within 1/255 (pixman evaluates each pixel's centre in floating point
    /// and rounds), conic exact to the rounding. Allowed: 2/255.
    @Test func eachKindMatchesItsClosedFormAtEveryPixel() {
        // Axial from (8, 4) to (56, 40), stops at 0.2 and 0.9: t = ((x−8)·48 + (y−4)·36) / 3,600.
        let axial = Self.gradient(.axial, (0.2, 0.9), start: CGPoint(x: 8, y: 4), end: CGPoint(x: 56, y: 40))
        let axialError = Self.largestError(Self.square(axial), locations: (0.2, 0.9)) { x, y in ((x - 8) * 48 + (y - 4) * 36) / 3_600 }
        #expect(axialError <= 2, "axial: \(axialError)/255")
        // Radial about (30, 34), half-axes 24 and 12, stops at 0.25 and 0.75.
        let radial = Self.gradient(.radial, (0.25, 0.75), start: CGPoint(x: 30, y: 34), end: CGPoint(x: 6, y: 46))
        let radialError = Self.largestError(Self.square(radial), locations: (0.25, 0.75)) { x, y in
            (((x - 30) / 24) * ((x - 30) / 24) + ((y - 34) / 12) * ((y - 34) / 12)).squareRoot()
        }
        #expect(radialError <= 2, "radial: \(radialError)/255")
        // Conic about (32, 32) from the right, clockwise (y down), the whole turn.
        let conic = Self.gradient(.conic, (0, 1), start: CGPoint(x: 32, y: 32), end: CGPoint(x: 60, y: 32))
        let conicError = Self.largestError(Self.square(conic), locations: (0, 1)) { x, y in
            let angle = atan2(y - 32, x - 32)
            return angle >= 0 ? angle / (2 * .pi) : 1 + angle / (2 * .pi)
        }
        #expect(conicError <= 2, "conic: \(conicError)/255")
    }

    /// Core Animation's locations may lie outside 0…1 (cairo clamps its stops there): the axis is moved
    /// with them, so a pixel's colour is still the closed form's.
    @Test func locationsOutsideZeroToOneKeepTheirPlaces() {
        let axial = Self.gradient(.axial, (-0.5, 1.5), start: CGPoint(x: 0, y: 0), end: CGPoint(x: 64, y: 0))
        let axialError = Self.largestError(Self.square(axial), locations: (-0.5, 1.5)) { x, _ in x / 64 }
        #expect(axialError <= 2, "axial: \(axialError)/255")
        let radial = Self.gradient(.radial, (-1, 1.5), start: CGPoint(x: 32, y: 32), end: CGPoint(x: 52, y: 52))
        let radialError = Self.largestError(Self.square(radial), locations: (-1, 1.5)) { x, y in
            (((x - 32) / 20) * ((x - 32) / 20) + ((y - 32) / 20) * ((y - 32) / 20)).squareRoot()
        }
        #expect(radialError <= 2, "radial: \(radialError)/255")
    }

    /// Colours interpolate unpremultiplied: halfway from opaque red to transparent blue is (½, 0, ½) at
    /// alpha ½, over black (64, 0, 64); premultiplied interpolation would give (128, 0, 0).
    @Test func coloursInterpolateUnpremultiplied() {
        let gradient = PathItem.Gradient(
            kind: .axial, stops: [.init(location: 0, color: Self.red), .init(location: 1, color: Self.blue.withAlpha(0))],
            start: CGPoint(x: 0, y: 0), end: CGPoint(x: 64, y: 0))
        let canvas = PathRasterTests.draw(Self.square(gradient), size: Self.size)
        // Pixel 31's centre is at t = 31.5/64: red and alpha 0.508, blue 0.492:
        // red 0.508² · 255 = 65.8, blue 0.508 · 0.492 · 255 = 63.7.
        let middle = canvas.rgb(x: 31, y: 10)
        #expect(abs(middle.r - 66) <= 1 && abs(middle.b - 64) <= 1 && middle.g == 0, "\(middle)")
    }

    @Test func aStillGradientIsDrawnOnceAndAChangedOneAgain() throws {
        let cache = PathCache()
        let target = PixelRect(x: 0, y: 0, w: 200, h: 200)
        let item = Self.square(Self.gradient(.conic, (0, 1), start: CGPoint(x: 32, y: 32), end: CGPoint(x: 32, y: 0)))
        let first = try #require(cache.bitmap(for: item, transform: CGAffineTransform(translationX: 20, y: 20), within: target))
        #expect(cache.bitmap(for: item, transform: CGAffineTransform(translationX: 20, y: 20), within: target)?.bitmap === first.bitmap)
        let again = try #require(cache.bitmap(for: item, transform: CGAffineTransform(translationX: 25, y: 22), within: target))
        #expect(cache.rasterizations == 1 && again.bitmap === first.bitmap, "still, then moved by whole pixels: one bitmap")
        let turned = Self.square(Self.gradient(.conic, (0, 1), start: CGPoint(x: 32, y: 32), end: CGPoint(x: 64, y: 32)))
        _ = cache.bitmap(for: turned, transform: .identity, within: target)
        #expect(cache.rasterizations == 2, "another gradient: drawn again")
    }

    /// A gradient layer with rounded corners: white over black, a corner pixel's red is its coverage,
    /// against the exact area of the quarter circle in it (the rounded corners are cubics within 0.03 % of
    /// the circle; cairo samples 15 rows a pixel: the path tests allow 9/255).
    @MainActor
    @Test func aRoundedGradientLayerCoversItsCornersAsTheCircle() {
        let layer = CAGradientLayer()
        layer.colors = [RGBAColor.white, RGBAColor.white]
        layer.cornerRadius = 16
        var canvas = DisplayCanvas(transform: .identity, opacity: 1, displayIdentifier: DisplayIdentifier(nil), backdrop: .black, items: [])
        layer.drawContents(in: &canvas, bounds: CGRect(x: 0, y: 0, width: 64, height: 64))
        guard case .path(let item)? = canvas.items.first else {
            Issue.record("a path")
            return
        }
        let drawn = PathRasterTests.draw(item, size: Self.size)
        var largest = 0.0
        for y in 0..<16 {
            for x in 0..<16 {
                let exact = PathRasterTests.exactCoverage(x, y, center: CGPoint(x: 16, y: 16), radius: 16)
                largest = max(largest, abs(PathRasterTests.coverage(drawn, x, y) - exact))
            }
        }
        #expect(largest <= 9.0 / 255, "largest coverage error \(largest * 255)/255")
        #expect(PathRasterTests.coverage(drawn, 0, 0) == 0 && PathRasterTests.coverage(drawn, 32, 32) == 1)
    }
}
