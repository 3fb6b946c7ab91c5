import Foundation
import KinemaCore
import KinemaGraphics
import KinemaUI
import Testing
@testable import KinemaRaster

/// The backdrop blur on plain pixels: the three box blurs against the discrete convolution they stand
/// for and against the Gaussian's closed form; the saturation and tint against Apple's image-effects
/// sample (`UIImage+ImageEffects.m`, WWDC 2013) on flat colours; the rounded shape's coverage.
@Suite("Backdrop blur")
struct BackdropBlurTests {
    /// A backdrop over the whole of `canvas` (square corners), with the given recipe.
    static func backdrop(
        over canvas: RasterCanvas, sigma: Double, saturation: Double = 1, tint: (Double, Double, Double, Double) = (0, 0, 0, 0),
        cornerRadius: CGFloat = 0, box: CGRect? = nil
    ) -> PlacedBackdrop {
        let box = box ?? CGRect(x: 0, y: 0, width: CGFloat(canvas.width), height: CGFloat(canvas.height))
        return PlacedBackdrop(
            shape: .upright(SurfaceRasterizer.Coverage(box: box, radius: cornerRadius)),
            bounds: PixelRect(x: Int32(box.minX), y: Int32(box.minY), w: Int32(box.width.rounded(.up)), h: Int32(box.height.rounded(.up))),
            sigma: sigma, saturation: saturation, tint: tint, opacity: 1)
    }

    /// A black-to-white step at x = 100 of a 200-pixel row.
    static func step() -> RasterCanvas {
        let canvas = RasterCanvas(200, 8, filledWith: 0xFF00_0000)
        for y in 0..<8 { for x in 100..<200 { canvas.pixels[y * 200 + x] = 0xFFFF_FFFF } }
        return canvas
    }

    /// The sample's rule for the box width: ⌊σ · 3√(2π)/4 + 0.5⌋, made odd (σ = 8 → 15, σ = 20 → 38 → 39,
    /// σ = 30 → 56 → 57, worked by hand).
    @Test func theBoxWidthIsTheSamplesRule() {
        #expect(BoxBlur.boxWidth(sigma: 8) == 15)
        #expect(BoxBlur.boxWidth(sigma: 20) == 39)
        #expect(BoxBlur.boxWidth(sigma: 30) == 57)
        #expect(BoxBlur.boxWidth(sigma: 0) == 1)
    }

    /// The running sums are the convolution they stand for: the step's row equals the step convolved
    /// with three boxes of width 15, worked out term by term in doubles (edges extended), within half a
    /// step of 255 (the output's rounding).
    @Test func threeBoxesAreTheirConvolution() {
        let canvas = Self.step()
        canvas.target.drawBackdrop(Self.backdrop(over: canvas, sigma: 8), clip: canvas.whole, scratch: BackdropScratch())
        var row = (0..<200).map { $0 < 100 ? 0.0 : 255.0 }
        for _ in 0..<3 {
            row = (0..<200).map { x in (-7...7).reduce(0.0) { $0 + row[min(199, max(0, x + $1))] } / 15 }
        }
        for x in 0..<200 {
            let got = Double(canvas.rgb(x: x, y: 4).r)
            #expect(abs(got - row[x]) <= 0.5 + 1e-9, "x \(x): \(got), convolution \(row[x])")
        }
    }

    /// Against the Gaussian: a step blurred by σ = 8 is 255 Φ((x + ½ − 100) / σ), Φ from the error
    /// function. Three boxes of width 15 have σ √(3 (15² − 1) / 12) = 7.48 and a piecewise-quadratic
    /// kernel; the SVG spec puts the rule within about 3 % of the Gaussian: within 3 % of the step (7.65
    /// steps of 255), and the middle exact.
    @Test func aBlurredStepIsTheErrorFunction() {
        let canvas = Self.step()
        canvas.target.drawBackdrop(Self.backdrop(over: canvas, sigma: 8), clip: canvas.whole, scratch: BackdropScratch())
        var worst = 0.0
        for x in 60..<140 {
            let want = 255 * 0.5 * (1 + erf((Double(x) + 0.5 - 100) / (8 * 2.0.squareRoot())))
            worst = max(worst, abs(Double(canvas.rgb(x: x, y: 4).r) - want))
        }
        #expect(worst <= 0.03 * 255, "largest difference from the closed form: \(worst)")
        #expect(canvas.rgb(x: 0, y: 4).r == 0 && canvas.rgb(x: 199, y: 4).r == 255, "far from the step, nothing moves")
    }

    /// On a flat colour the blur changes nothing, and the colour steps are the sample's: its saturation
    /// matrix as printed (rows for blue, green, red of its BGRA pixels; note its 0.7873), then the tint
    /// filled over (source over). Light (white at 0.3, saturation 1.8) and dark (white 0.11 at 0.73) on
    /// an orange (200, 100, 50) and a blue (40, 90, 220): within one step of 255.
    @Test(arguments: [(1.0, 0.3), (0.11, 0.73), (0.97, 0.82)])
    func saturationAndTintAreTheSamples(white: Double, alpha: Double) {
        for colour in [(200.0, 100.0, 50.0), (40.0, 90.0, 220.0)] {
            let pixel = 0xFF00_0000 | UInt32(colour.0) << 16 | UInt32(colour.1) << 8 | UInt32(colour.2)
            let canvas = RasterCanvas(40, 40, filledWith: pixel)
            let recipe = Self.backdrop(over: canvas, sigma: 6, saturation: 1.8, tint: (white * alpha, white * alpha, white * alpha, alpha))
            canvas.target.drawBackdrop(recipe, clip: canvas.whole, scratch: BackdropScratch())
            let s = 1.8
            let (r, g, b) = colour
            // The sample's matrix, output channel by channel (B, G, R), clamped as vImage saturates.
            let outB = b * (0.0722 + 0.9278 * s) + g * (0.7152 - 0.7152 * s) + r * (0.2126 - 0.2126 * s)
            let outG = b * (0.0722 - 0.0722 * s) + g * (0.7152 + 0.2848 * s) + r * (0.2126 - 0.2126 * s)
            let outR = b * (0.0722 - 0.0722 * s) + g * (0.7152 - 0.7152 * s) + r * (0.2126 + 0.7873 * s)
            func tinted(_ c: Double) -> Double { white * alpha * 255 + min(255, max(0, c)) * (1 - alpha) }
            let got = canvas.rgb(x: 20, y: 20)
            #expect(abs(Double(got.r) - tinted(outR)) <= 1, "red \(got.r), sample \(tinted(outR))")
            #expect(abs(Double(got.g) - tinted(outG)) <= 1, "green \(got.g), sample \(tinted(outG))")
            #expect(abs(Double(got.b) - tinted(outB)) <= 1, "blue \(got.b), sample \(tinted(outB))")
        }
    }

    /// The rounded corners: a pixel past a corner's curve keeps its colour, one inside takes the tint.
    @Test func theCornersAreRounded() {
        let canvas = RasterCanvas(60, 60, filledWith: 0xFF00_0000)
        let recipe = Self.backdrop(over: canvas, sigma: 2, tint: (1, 1, 1, 1), cornerRadius: 20, box: CGRect(x: 10, y: 10, width: 40, height: 40))
        canvas.target.drawBackdrop(recipe, clip: canvas.whole, scratch: BackdropScratch())
        #expect(canvas.rgb(x: 11, y: 11).r == 0, "outside the corner's curve")
        #expect(canvas.rgb(x: 30, y: 30).r == 255, "inside")
        #expect(canvas.rgb(x: 5, y: 30).r == 0, "outside the shape")
    }

    /// The damage tracker: a rect changing beside a backdrop, inside what it reads but outside its shape,
    /// damages everything the backdrop reads; one far from it does not.
    @Test func aChangeBeneathABackdropRedrawsAllItReads() {
        let size = CGSize(width: 400, height: 400)
        let backdrop = DisplayItem.backdrop(BackdropItem(
            rect: CGRect(x: 100, y: 100, width: 100, height: 100), filter: BackdropFilter(radius: 10, saturation: 1.8, tint: .white)))
        func composition(_ x: CGFloat) -> Composition {
            let moving = DisplayItem.rect(RoundedRect(rect: CGRect(x: x, y: 120, width: 10, height: 10), color: .black))
            return Composition(size: size, background: .white, layers: [
                Composition.Layer(list: DisplayList(size: size, items: [moving, backdrop]), frame: CGRect(origin: .zero, size: size)),
            ])
        }
        var tracker = DamageTracker()
        _ = tracker.damage(for: composition(80))
        let near = tracker.damage(for: composition(82)) ?? []
        let read = CGRect(x: 100 - 33, y: 100 - 33, width: 166, height: 166)
        #expect(near.contains { $0.contains(read) }, "a change 20 points from the shape: \(near)")
        _ = tracker.damage(for: composition(10))
        let far = tracker.damage(for: composition(12)) ?? []
        #expect(!far.isEmpty && !far.contains { $0.intersects(read) }, "a change outside what it reads: \(far)")
    }
}
