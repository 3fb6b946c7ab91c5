import Foundation
import KinemaCore
import KinemaRaster
import KinemaGraphics
import KinemaUI
import Testing
@testable import KinemaSDL

/// A visual effect view's blur in pixels: the same KinemaRaster routine on both backends — in the
/// surface on the software path, on the pixels read back on SDL's — so the two agree, and a redraw of a
/// damaged region under the blur is the whole frame's.
@MainActor
@Suite("Backdrop blur pixels", .serialized)
struct BackdropRenderingTests {
    /// Stripes of colour under a rounded blurred panel (the light recipe), 200 × 160.
    static func items(stripeX: CGFloat = 0) -> [DisplayItem] {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 160))
        window.engine.drainsMainQueue = false
        for (index, color) in [UIColor.systemRed, .systemBlue, .systemGreen, .black].enumerated() {
            let stripe = UIView(frame: CGRect(x: stripeX + CGFloat(index) * 50, y: 0, width: 25, height: 160))
            stripe.backgroundColor = color
            window.addSubview(stripe)
        }
        let panel = UIVisualEffectView(effect: UIBlurEffect(style: .light))
        panel.frame = CGRect(x: 30, y: 30, width: 140, height: 100)
        panel.layer.cornerRadius = 16
        window.addSubview(panel)
        return window.displayList().items
    }

    @Test func bothBackendsAgree() throws {
        let software = try RendererTests.canvas(200, 160)
        RendererTests.draw(Self.items(), on: software)
        let sdl = try RendererTests.canvas(200, 160)
        sdl.renderer.directSurface = nil
        RendererTests.draw(Self.items(), on: sdl)
        var worst = 0
        var at = (0, 0)
        for y in 30..<130 {
            for x in 30..<170 {
                let a = RendererTests.rgb(software.pixel(x: x, y: y)), b = RendererTests.rgb(sdl.pixel(x: x, y: y))
                let d = max(abs(a.r - b.r), abs(a.g - b.g), abs(a.b - b.b))
                if d > worst { (worst, at) = (d, (x, y)) }
            }
        }
        // Over the panel: the same routine over nearly the same pixels. Outside it SDL's renderer feathers
        // the stripes' edges as triangles of its own (129 steps apart at an edge pixel of the bottom row,
        // which the blur extends past the canvas): within 8 steps, measured 7 near the panel's bottom.
        #expect(worst <= 8, "largest difference between the backends: \(worst) at \(at)")
        let middle = RendererTests.rgb(software.pixel(x: 100, y: 80)), stripe = RendererTests.rgb(software.pixel(x: 110, y: 5))
        #expect(middle != stripe, "the panel is not what lies beneath it")
        #expect(middle.r > 60 && middle.g > 60 && middle.b > 60, "lightened by the white tint: \(middle)")
    }

    /// A small square beside a dark panel (radius 20: it reads 63 points around it) on 400 × 300.
    static func squareAndPanel(squareX: CGFloat) -> [DisplayItem] {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        window.engine.drainsMainQueue = false
        let square = UIView(frame: CGRect(x: squareX, y: 140, width: 12, height: 12))
        square.backgroundColor = .systemRed
        window.addSubview(square)
        let panel = UIVisualEffectView(effect: UIBlurEffect(style: .dark))
        panel.frame = CGRect(x: 150, y: 120, width: 100, height: 60)
        window.addSubview(panel)
        return window.displayList().items
    }

    /// Drawn whole, then the square moved by a point beside the panel and only the damage redrawn: the
    /// same pixels as the frame drawn whole (the tracker damages everything the blur reads).
    @Test func aDamagedRedrawIsTheWholeFrames() throws {
        let size = CGSize(width: 400, height: 300)
        func composition(_ x: CGFloat) -> Composition {
            Composition(size: size, background: .white, layers: [
                Composition.Layer(list: DisplayList(size: size, items: Self.squareAndPanel(squareX: x)), frame: CGRect(origin: .zero, size: size)),
            ])
        }
        let partial = try RendererTests.canvas(400, 300), whole = try RendererTests.canvas(400, 300)
        var tracker = DamageTracker()
        partial.drawChecked(composition(110), damage: tracker.damage(for: composition(110)))
        let found = tracker.damage(for: composition(111))
        let damage = try #require(found, "a partial redraw")
        partial.drawChecked(composition(111), damage: damage)
        whole.drawChecked(composition(111))
        var differing = 0
        for y in 0..<300 { for x in 0..<400 where partial.pixel(x: x, y: y) != whole.pixel(x: x, y: y) { differing += 1 } }
        #expect(differing == 0, "\(differing) pixels differ after the damaged redraw \(damage)")
    }
}
