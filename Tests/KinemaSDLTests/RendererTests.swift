import CSDL2
import Foundation
import KinemaCore
import KinemaGraphics
import KinemaUI
import Testing
@testable import KinemaSDL

/// Pixel checks of the DisplayList renderer on SDL's software path (no display needed).
@MainActor
@Suite("DisplayList renderer", .serialized)
struct RendererTests {
    /// One SDL for the suite: SDL_Init/Quit per test would race with parallel suites.
    static let system = try! SDLSystem(mode: .headless)
    static let fonts = try! FontLibrary(system: system)

    static func canvas(_ width: Int = 100, _ height: Int = 100) throws -> OffscreenCanvas {
        try OffscreenCanvas(system: system, fonts: fonts, width: width, height: height)
    }

    static func draw(_ items: [DisplayItem], on canvas: OffscreenCanvas, background: RGBAColor = .white) {
        let size = CGSize(width: canvas.width, height: canvas.height)
        canvas.drawChecked(Composition(size: size, background: background, layers: [
            Composition.Layer(list: DisplayList(size: size, items: items), frame: CGRect(origin: .zero, size: size)),
        ]))
    }

    static func rgb(_ pixel: UInt32) -> (r: Int, g: Int, b: Int) {
        (Int((pixel >> 16) & 0xFF), Int((pixel >> 8) & 0xFF), Int(pixel & 0xFF))
    }

    static func expectColor(_ pixel: UInt32, _ expected: (Int, Int, Int), tolerance: Int, _ comment: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let c = rgb(pixel)
        #expect(abs(c.r - expected.0) <= tolerance && abs(c.g - expected.1) <= tolerance && abs(c.b - expected.2) <= tolerance,
                "\(comment): got \(c), expected \(expected) ± \(tolerance)", sourceLocation: sourceLocation)
    }

    static let red = RGBAColor(red: 1, green: 0, blue: 0)
    static let regular = FontFace(weight: 3, isDisplay: false)
    static let bold = FontFace(weight: 6, isDisplay: false)

    @Test func roundedRectInsideOutsideAndEdgeCoverage() throws {
        let canvas = try Self.canvas()
        // Left edge at x = 20.5: pixel column 20 is half covered. Radius 10 rounds the corners away.
        Self.draw([.rect(RoundedRect(rect: CGRect(x: 20.5, y: 20, width: 60, height: 40), cornerRadius: 10, color: Self.red))], on: canvas)
        Self.expectColor(canvas.pixel(x: 50, y: 40), (255, 0, 0), tolerance: 0, "inside")
        Self.expectColor(canvas.pixel(x: 10, y: 40), (255, 255, 255), tolerance: 0, "outside")
        Self.expectColor(canvas.pixel(x: 21, y: 21), (255, 255, 255), tolerance: 8, "cut off by the rounded corner")
        Self.expectColor(canvas.pixel(x: 20, y: 40), (255, 128, 128), tolerance: 24, "half-covered edge pixel blends")
        Self.expectColor(canvas.pixel(x: 21, y: 40), (255, 0, 0), tolerance: 8, "just inside the edge")
        // Along the corner arc coverage falls smoothly: some pixel there is neither red nor white.
        var partial = 0
        for x in 20...30 {
            let c = Self.rgb(canvas.pixel(x: x, y: 22))
            if c.g > 20 && c.g < 235 { partial += 1 }
        }
        #expect(partial >= 1, "anti-aliased arc")
    }

    @Test func smallRadiiFillAllFourCorners() throws {
        // The table's rows: radius 4 (regression: two corners of the fill-plus-rim path went missing).
        let canvas = try Self.canvas()
        for opacity in [1.0, 0.5] {
            Self.draw([.rect(RoundedRect(rect: CGRect(x: 10, y: 20, width: 80, height: 50), cornerRadius: 4, color: Self.red, opacity: opacity))], on: canvas)
            let expected = opacity == 1 ? (255, 0, 0) : (255, 128, 128)
            for (x, y) in [(12, 22), (87, 22), (12, 67), (87, 67)] {
                Self.expectColor(canvas.pixel(x: x, y: y), expected, tolerance: 3, "corner \(x),\(y) at opacity \(opacity)")
            }
        }
        // Rounded, not square: along the top row, coverage fades toward the corner (coverage is taken at
        // pixel centres from the rounded box's distance), and nothing spills above the top edge.
        Self.draw([.rect(RoundedRect(rect: CGRect(x: 10, y: 20, width: 80, height: 50), cornerRadius: 4, color: Self.red))], on: canvas)
        #expect(Self.rgb(canvas.pixel(x: 10, y: 20)).g > Self.rgb(canvas.pixel(x: 14, y: 20)).g + 40, "lighter at the corner")
        Self.expectColor(canvas.pixel(x: 14, y: 20), (255, 0, 0), tolerance: 0, "the top edge past the corner")
        Self.expectColor(canvas.pixel(x: 12, y: 19), (255, 255, 255), tolerance: 0, "above the edge")
    }

    @Test func opacityBlendsOverlappingColours() throws {
        let canvas = try Self.canvas()
        Self.draw([
            .rect(RoundedRect(rect: CGRect(x: 10, y: 10, width: 60, height: 60), color: Self.red)),
            .rect(RoundedRect(rect: CGRect(x: 40, y: 40, width: 50, height: 50), color: RGBAColor(red: 0, green: 0, blue: 1), opacity: 0.5)),
            .rect(RoundedRect(rect: CGRect(x: 0, y: 80, width: 30, height: 20), color: RGBAColor(red: 0, green: 0, blue: 1, alpha: 0.25))),
        ], on: canvas)
        Self.expectColor(canvas.pixel(x: 55, y: 55), (128, 0, 128), tolerance: 3, "blue at 50% over red")
        Self.expectColor(canvas.pixel(x: 80, y: 80), (128, 128, 255), tolerance: 3, "blue at 50% over white")
        Self.expectColor(canvas.pixel(x: 15, y: 90), (191, 191, 255), tolerance: 3, "colour alpha 0.25")
        Self.expectColor(canvas.pixel(x: 20, y: 20), (255, 0, 0), tolerance: 0, "red alone")
    }

    @Test func rotatedRectDrawsRotated() throws {
        let canvas = try Self.canvas()
        // 60 × 10 bar centred at (50, 50), turned a quarter: vertical.
        let rotation = CGAffineTransform(translationX: -50, y: -50)
            .concatenating(CGAffineTransform(rotationAngle: .pi / 2))
            .concatenating(CGAffineTransform(translationX: 50, y: 50))
        Self.draw([.rect(RoundedRect(rect: CGRect(x: 20, y: 45, width: 60, height: 10), color: Self.red, transform: rotation))], on: canvas)
        Self.expectColor(canvas.pixel(x: 50, y: 25), (255, 0, 0), tolerance: 8, "up the bar")
        Self.expectColor(canvas.pixel(x: 50, y: 75), (255, 0, 0), tolerance: 8, "down the bar")
        Self.expectColor(canvas.pixel(x: 25, y: 50), (255, 255, 255), tolerance: 0, "where it was before turning")
        // At 45° as well: the diagonal is covered, the corners are not.
        let diagonal = CGAffineTransform(translationX: -50, y: -50)
            .concatenating(CGAffineTransform(rotationAngle: .pi / 4))
            .concatenating(CGAffineTransform(translationX: 50, y: 50))
        Self.draw([.rect(RoundedRect(rect: CGRect(x: 20, y: 45, width: 60, height: 10), color: Self.red, transform: diagonal))], on: canvas)
        Self.expectColor(canvas.pixel(x: 65, y: 65), (255, 0, 0), tolerance: 8, "on the diagonal")
        Self.expectColor(canvas.pixel(x: 65, y: 35), (255, 255, 255), tolerance: 0, "off the diagonal")
    }

    @Test func textIsDrawnWhereItsBoxIs() throws {
        let canvas = try Self.canvas(200, 60)
        Self.draw([.text(TextRun(text: "Hello", fontSize: 24, color: .black, rect: CGRect(x: 10, y: 10, width: 180, height: 40), alignment: .left))], on: canvas)
        var dark = 0, strayDark = 0
        for y in 0..<60 {
            for x in 0..<200 {
                let c = Self.rgb(canvas.pixel(x: x, y: y))
                guard c.r < 100 else { continue }
                if x >= 10 && x < 90 && y >= 10 && y < 50 { dark += 1 } else { strayDark += 1 }
            }
        }
        #expect(dark > 100, "glyph pixels in the box (\(dark))")
        #expect(strayDark == 0, "nothing outside it")
        // Centred alignment moves the ink right.
        Self.draw([.text(TextRun(text: "Hello", fontSize: 24, color: .black, rect: CGRect(x: 10, y: 10, width: 180, height: 40), alignment: .center))], on: canvas)
        #expect((10..<40).allSatisfy { x in (10..<50).allSatisfy { y in Self.rgb(canvas.pixel(x: x, y: y)).r > 200 } }, "centred text leaves the left empty")
    }

    @Test func symbolsDrawDiscWithKnockedOutDigit() throws {
        let canvas = try Self.canvas()
        Self.draw([.symbol(SymbolItem(
            name: "1.circle.fill", rect: CGRect(x: 0, y: 0, width: 100, height: 100), pointSize: 60, strokeWidth: 0.1,
            color: RGBAColor(hex: 0x007AFF), knockoutColor: .white))], on: canvas)
        Self.expectColor(canvas.pixel(x: 50, y: 18), (0, 122, 255), tolerance: 6, "the disc")
        Self.expectColor(canvas.pixel(x: 3, y: 3), (255, 255, 255), tolerance: 0, "outside the disc")
        var white = 0
        for y in 35...65 { for x in 40...60 where Self.rgb(canvas.pixel(x: x, y: y)).r > 200 { white += 1 } }
        #expect(white > 20, "the digit is cut out in the backdrop colour (\(white) pixels)")
    }

    /// "10" in a circle (the table's tenth button) fits inside the ring with a gap, as SF Symbols'
    /// numerals do (its "10" ran into the ring): the numeral's pixels — those "10.circle" draws and the
    /// bare "circle" does not — all lie inside the ring's inner edge, less two pixels; both digits show.
    @Test func twoDigitNumeralsFitTheirCircle() throws {
        let blue = RGBAColor(hex: 0x007AFF)
        func bluePixels(_ name: String) throws -> Set<Int> {
            let canvas = try Self.canvas()
            Self.draw([.symbol(SymbolItem(
                name: name, rect: CGRect(x: 10, y: 10, width: 80, height: 80), pointSize: 60, strokeWidth: 0.1,
                color: blue, knockoutColor: .white))], on: canvas)
            var found: Set<Int> = []
            for y in 0..<100 { for x in 0..<100 where Self.rgb(canvas.pixel(x: x, y: y)).r < 160 { found.insert(y * 100 + x) } }
            return found
        }
        func distance(_ index: Int) -> Double {
            let x = Double(index % 100) + 0.5 - 50, y = Double(index / 100) + 0.5 - 50
            return (x * x + y * y).squareRoot()
        }
        let ring = try bluePixels("circle")
        let numeral = try bluePixels("10.circle").subtracting(ring)
        let innerEdge = ring.map(distance).min() ?? 0
        #expect(innerEdge > 20, "the ring: inner edge at \(innerEdge) px from the centre")
        let farthest = numeral.map(distance).max() ?? 0
        #expect(farthest <= innerEdge - 2, "the numeral reaches \(farthest) px from the centre; the ring starts at \(innerEdge)")
        let left = numeral.filter { $0 % 100 < 50 }.count, right = numeral.filter { $0 % 100 > 50 }.count
        #expect(left > 15 && right > 40, "both digits: \(left) pixels left, \(right) right")
    }

    /// A composition scaled by 2 is drawn at twice the pixels, its text rasterised at that size: the
    /// antialiased edge stays about a pixel wide, so its share of the inked pixels halves, where text
    /// drawn at 1 and enlarged keeps the share it had (crisp, not upscaled).
    @Test func scaledCompositionsRasteriseTextAtTheirSize() throws {
        let text = DisplayItem.text(TextRun(text: "Move-Up-Bounce", fontSize: 20, color: .black, rect: CGRect(x: 4, y: 4, width: 180, height: 28)))
        let composition = Composition(size: CGSize(width: 200, height: 40), background: .white, layers: [
            Composition.Layer(list: DisplayList(size: CGSize(width: 200, height: 40), items: [text]), frame: CGRect(x: 0, y: 0, width: 200, height: 40)),
        ])
        func edgeShare(_ composition: Composition) throws -> Double {
            let canvas = try OffscreenCanvas(system: Self.system, fonts: Self.fonts, width: Int(composition.size.width), height: Int(composition.size.height))
            canvas.draw(composition)
            var inked = 0, partial = 0
            for y in 0..<canvas.height {
                for x in 0..<canvas.width {
                    let r = Self.rgb(canvas.pixel(x: x, y: y)).r
                    if r < 240 { inked += 1 }
                    if r < 240 && r > 15 { partial += 1 }
                }
            }
            return inked > 0 ? Double(partial) / Double(inked) : 0
        }
        let doubled = composition.scaled(by: 2)
        #expect(doubled.size == CGSize(width: 400, height: 80) && doubled.layers[0].frame == CGRect(x: 0, y: 0, width: 400, height: 80))
        let one = try edgeShare(composition), two = try edgeShare(doubled)
        #expect(two < one * 0.75, "partly covered pixels: \(Int(one * 100)) % of the ink at 1×, \(Int(two * 100)) % at 2×")
    }

    /// A label too narrow for its title draws it truncated with "…", and no pixel of text outside its
    /// frame (the table's "Move-Up-Bounce Animation" at 26 pt in 200 points; it used to run on).
    @Test func aTruncatedLabelDrawsNothingOutsideItsFrame() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 80))
        let label = UILabel(frame: CGRect(x: 10, y: 20, width: 200, height: 40))
        label.text = "Move-Up-Bounce Animation"
        label.font = .systemFont(ofSize: 26)
        window.addSubview(label)
        let list = window.displayList()
        let canvas = try Self.canvas(300, 80)
        canvas.draw(Composition(size: CGSize(width: 300, height: 80), background: .white, layers: [
            Composition.Layer(list: list, frame: CGRect(x: 0, y: 0, width: 300, height: 80)),
        ]))
        var outside: [(Int, Int)] = [], nearTheEnd = 0
        for y in 0..<80 {
            for x in 0..<300 where Self.rgb(canvas.pixel(x: x, y: y)).r < 200 {
                if x < 10 || x >= 210 || y < 20 || y >= 60 { outside.append((x, y)) }
                if x >= 185 && x < 210 { nearTheEnd += 1 }
            }
        }
        #expect(outside.isEmpty, "text outside the label: \(outside.prefix(8))")
        #expect(nearTheEnd > 5, "the ellipsis at the label's end (\(nearTheEnd) pixels)")
    }

    @Test func clipsLimitWhatIsDrawn() throws {
        let canvas = try Self.canvas()
        Self.draw([
            .pushClip(rect: CGRect(x: 0, y: 0, width: 50, height: 100), transform: .identity, identifier: nil),
            .rect(RoundedRect(rect: CGRect(x: 10, y: 10, width: 80, height: 80), color: Self.red)),
            .popClip,
            .rect(RoundedRect(rect: CGRect(x: 60, y: 90, width: 10, height: 10), color: Self.red)),
        ], on: canvas)
        Self.expectColor(canvas.pixel(x: 40, y: 50), (255, 0, 0), tolerance: 0, "inside the clip")
        Self.expectColor(canvas.pixel(x: 60, y: 50), (255, 255, 255), tolerance: 0, "clipped away")
        Self.expectColor(canvas.pixel(x: 65, y: 95), (255, 0, 0), tolerance: 0, "after the clip ends")
    }

    @Test func linesAreStrokedAcross() throws {
        let canvas = try Self.canvas()
        Self.draw([.line(LineItem(points: [CGPoint(x: 10, y: 50.5), CGPoint(x: 90, y: 50.5)], width: 3, color: .black))], on: canvas)
        Self.expectColor(canvas.pixel(x: 50, y: 50), (0, 0, 0), tolerance: 10, "on the line")
        Self.expectColor(canvas.pixel(x: 50, y: 54), (255, 255, 255), tolerance: 0, "beside it")
    }

    @Test func layersArePlacedAndScaled() throws {
        let canvas = try Self.canvas(200, 100)
        let list = DisplayList(size: CGSize(width: 50, height: 50), items: [.rect(RoundedRect(rect: CGRect(x: 0, y: 0, width: 25, height: 25), color: Self.red))])
        canvas.draw(Composition(size: CGSize(width: 200, height: 100), background: .white, layers: [
            Composition.Layer(list: list, frame: CGRect(x: 100, y: 0, width: 100, height: 100)),
        ]))
        Self.expectColor(canvas.pixel(x: 140, y: 40), (255, 0, 0), tolerance: 0, "the list's quarter, doubled, at the layer's origin")
        Self.expectColor(canvas.pixel(x: 160, y: 60), (255, 255, 255), tolerance: 0, "beyond it")
        Self.expectColor(canvas.pixel(x: 40, y: 40), (255, 255, 255), tolerance: 0, "left of the layer")
    }

    @Test func pngRoundTrip() throws {
        let canvas = try Self.canvas(64, 48)
        Self.draw([.rect(RoundedRect(rect: CGRect(x: 8, y: 8, width: 30, height: 20), cornerRadius: 6, color: RGBAColor(hex: 0x34C759)))], on: canvas, background: RGBAColor(hex: 0x101010))
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("kinema-roundtrip-\(getpid()).png").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        try canvas.savePNG(to: path)
        let loaded = try OffscreenCanvas.loadPNG(path)
        #expect(loaded.width == 64 && loaded.height == 48)
        for (x, y) in [(0, 0), (20, 18), (9, 9), (37, 27), (63, 47)] {
            #expect(loaded.pixel(x, y) == canvas.pixel(x: x, y: y), "pixel \(x),\(y) survives, opaque")
            #expect(loaded.pixel(x, y) >> 24 == 0xFF)
        }
    }

    @Test func steadyFramesRenderNoNewTextAndTheCacheIsBounded() throws {
        let canvas = try Self.canvas(300, 100)
        let items: [DisplayItem] = (0..<5).map { i in
            .text(TextRun(text: "Row \(i)", fontSize: 14, color: .black, rect: CGRect(x: 10, y: CGFloat(i) * 18, width: 200, height: 18)))
        }
        Self.draw(items, on: canvas)
        let before = canvas.renderer.textStatistics.rendered
        for _ in 0..<10 { Self.draw(items.map { item in
            guard case .text(var run) = item else { return item }
            run.opacity = 0.5
            run.color = RGBAColor(hex: 0xFF3B30)
            return .text(run)
        }, on: canvas) }
        #expect(canvas.renderer.textStatistics.rendered == before, "colour and opacity changes reuse the textures")
        for i in 0..<1_200 {
            Self.draw([.text(TextRun(text: "label \(i)", fontSize: 12, color: .black, rect: CGRect(x: 0, y: 0, width: 200, height: 20)))], on: canvas)
        }
        #expect(canvas.renderer.textStatistics.cached <= 512, "bounded: \(canvas.renderer.textStatistics.cached)")
    }

    /// A huge window makes text textures at big pixel sizes: the cache stays within its byte budget, and
    /// once the window is small again the big ones, no longer drawn, are destroyed while the text still
    /// drawn stays (its texture is not rendered again).
    @Test func textCacheStaysInItsBudgetAndForgetsSizesNoLongerDrawn() throws {
        let canvas = try Self.canvas(100, 100)
        let cache = TextCache(renderer: canvas.renderer.renderer, fonts: Self.fonts, byteBudget: 1 << 20, idleFrames: 100)
        let title = "Move-Up-Bounce Animation"
        for size in stride(from: 20, through: 80, by: 4) {
            let entry = try #require(cache.texture(for: title, pixelSize: size, face: Self.bold))
            #expect(entry.width > size * 8 && entry.height >= size, "a real texture at \(size) px: \(entry.width) × \(entry.height)")
            #expect(cache.bytes <= cache.byteBudget, "\(cache.bytes) bytes after \(size) px")
            cache.frameEnded()
        }
        let bigRenders = cache.renders
        #expect(bigRenders == 16 && cache.count < 16, "some big textures were evicted for the budget: \(cache.count) kept")
        for _ in 0..<200 {
            _ = cache.texture(for: title, pixelSize: 20, face: Self.bold)
            cache.frameEnded()
        }
        #expect(cache.renders <= bigRenders + 1, "the text still drawn is rendered at most once more (if the budget evicted it), then kept")
        let rendersBefore = cache.renders
        _ = cache.texture(for: title, pixelSize: 20, face: Self.bold)
        #expect(cache.renders == rendersBefore, "20 px still cached")
        #expect(cache.count == 1 && cache.bytes < cache.byteBudget / 4, "idle sizes dropped: \(cache.count) textures, \(cache.bytes) bytes")
        _ = cache.texture(for: title, pixelSize: 80, face: Self.bold)
        #expect(cache.renders == rendersBefore + 1, "80 px had to be rendered again")

        // A resize: the next frame draws the title at 20 px only; the 80-px texture goes after it.
        cache.frameEnded()
        cache.keepsOnlyTheNextFrame = true
        _ = cache.texture(for: title, pixelSize: 20, face: Self.bold)
        cache.frameEnded()
        #expect(cache.count == 1 && cache.renders == rendersBefore + 1, "only what the first frame after the resize drew is kept")
    }

    /// Inter is the system font: UIKit's nine weights on Inter's nine faces, Inter Display from 20 points
    /// (SF Pro's optical split); DejaVu Sans (regular up to medium, bold from semibold) when fontconfig
    /// has no Inter; one file for everything with --font.
    @Test func facesForUIKitsWeightsAndSizes() throws {
        let weights: [(UIFont.Weight, String)] = [
            (.ultraLight, "Thin"), (.thin, "ExtraLight"), (.light, "Light"), (.regular, "Regular"), (.medium, "Medium"),
            (.semibold, "SemiBold"), (.bold, "Bold"), (.heavy, "ExtraBold"), (.black, "Black"),
        ]
        let inter = try FontLibrary(system: Self.system)
        guard case .inter = inter.family else {
            Issue.record("Inter is not installed here (scripts/bootstrap installs fonts-inter): \(inter.family.name)")
            return
        }
        for (weight, name) in weights {
            let text = inter.path(for: .for(weight: weight.rawValue, pointSize: 17))
            let display = inter.path(for: .for(weight: weight.rawValue, pointSize: 20))
            #expect(text.hasSuffix("/Inter-\(name).otf"), "\(weight.name) at 17 pt: \(text)")
            #expect(display.hasSuffix("/InterDisplay-\(name).otf"), "\(weight.name) at 20 pt: \(display)")
            #expect(FileManager.default.isReadableFile(atPath: display))
        }
        #expect(inter.path(for: .for(weight: 0.33, pointSize: 19.9)).hasSuffix("/Inter-SemiBold.otf"), "nearer semibold than bold")
        #expect(inter.path(for: .for(weight: 0, pointSize: 17, isItalic: true)).hasSuffix("/Inter-Italic.otf"))
        #expect(inter.path(for: .for(weight: 0.4, pointSize: 28, isItalic: true)).hasSuffix("/InterDisplay-BoldItalic.otf"))
        // Characters Inter lacks (the menu's ✕, the player's ⌄) draw with DejaVu Sans instead of boxes.
        let face = FontFace(weight: 3, isDisplay: false)
        let plain = try inter.font(pixelSize: 20, face: face)
        let segments = try inter.segments(of: "a tap, ✕ or Esc closes it", pixelSize: 20, face: face)
        #expect(TTF_GlyphIsProvided32(plain, 0x2715) == 0, "Inter has no ✕")
        #expect(segments.map(\.text) == ["a tap, ", "✕", " or Esc closes it"])
        #expect(segments[1].font != plain && TTF_GlyphIsProvided32(segments[1].font, 0x2715) != 0, "the fallback has it")

        // Without Inter: DejaVu, two faces.
        let dejaVu = try FontLibrary(system: Self.system, lookup: { pattern in
            pattern.hasPrefix("Inter") ? nil : FontLibrary.match(pattern)
        })
        guard case .dejaVu(let regular, let bold) = dejaVu.family else {
            Issue.record("no DejaVu fallback: \(dejaVu.family.name)")
            return
        }
        #expect(regular.hasSuffix("DejaVuSans.ttf") && bold.hasSuffix("DejaVuSans-Bold.ttf"), "\(regular), \(bold)")
        for (weight, _) in weights {
            let path = dejaVu.path(for: .for(weight: weight.rawValue, pointSize: 30))
            #expect(path == (weight >= .semibold ? bold : regular), "\(weight.name): \(path)")
        }
        // A family that only claims the name is not taken for Inter.
        let impostor = try FontLibrary(system: Self.system, lookup: { pattern in
            pattern.hasPrefix("Inter") ? (regular, "DejaVu Sans") : FontLibrary.match(pattern)
        })
        #expect(impostor.family.name == "DejaVu Sans")
        #expect(throws: SDLError.self) { try FontLibrary(system: Self.system, lookup: { _ in nil }) }
        // --font: one file for every face.
        let file = try FontLibrary(system: Self.system, path: regular)
        #expect(file.path(for: .for(weight: UIFont.Weight.black.rawValue, pointSize: 40)) == regular)
    }

    /// Every resize of a scaled window asks for fonts at new pixel sizes; at most `openLimit` stay open,
    /// and the one in use is not closed under it.
    @Test func fontLibraryKeepsABoundedNumberOfFontsOpen() throws {
        let fonts = try FontLibrary(system: Self.system)
        let used = try fonts.font(pixelSize: 13, face: Self.regular)
        for size in 4...120 {
            _ = try fonts.font(pixelSize: size, face: size % 2 == 0 ? Self.bold : Self.regular)
            #expect(try fonts.font(pixelSize: 13, face: Self.regular) == used, "the font in use stays open (\(size) px)")
        }
        #expect(fonts.openCount == FontLibrary.openLimit)
        #expect(fonts.size(of: "Kinema", pixelSize: 50, face: Self.bold).width > 100, "a font closed earlier opens again")
    }

    /// Measurements are kept per text, size and face: the same text at another size or in another face
    /// is measured anew, and what is kept survives the memory starting over.
    @Test func fontLibraryKeepsMeasurementsPerTextSizeAndFace() throws {
        let fonts = try FontLibrary(system: Self.system)
        let text = "time 12.3 s   speed ×1"
        let small = fonts.size(of: text, pixelSize: 40, face: Self.regular)
        let large = fonts.size(of: text, pixelSize: 80, face: Self.regular)
        let bold = fonts.size(of: text, pixelSize: 40, face: Self.bold)
        #expect(large.width > small.width * 1.8, "another size is measured, not taken from the first")
        #expect(bold.width != small.width, "another face is measured, not taken from the first")
        #expect(fonts.size(of: text + "s", pixelSize: 40, face: Self.regular).width > small.width)
        for index in 0...600 { _ = fonts.size(of: "line \(index)", pixelSize: 40, face: Self.regular) }
        #expect(fonts.size(of: text, pixelSize: 40, face: Self.regular) == small)
        #expect(fonts.size(of: text, pixelSize: 80, face: Self.regular) == large)
    }

    /// A translucent group fades as one layer: where a red rect covers a blue one, only red shows
    /// through at the group's opacity (iOS's group opacity), and the blue shows where it is alone.
    @Test func opacityGroupsCompositeAsOneLayer() throws {
        let canvas = try Self.canvas()
        let blue = RGBAColor(red: 0, green: 0, blue: 1)
        let inside: [DisplayItem] = [
            .rect(RoundedRect(rect: CGRect(x: 10, y: 10, width: 60, height: 60), color: blue)),
            .rect(RoundedRect(rect: CGRect(x: 40, y: 40, width: 50, height: 50), color: Self.red)),
        ]
        let group = OpacityGroup(opacity: 0.5, bounds: CGRect(x: 10, y: 10, width: 80, height: 80))
        Self.draw([.beginGroup(group)] + inside + [.endGroup], on: canvas)
        Self.expectColor(canvas.pixel(x: 55, y: 55), (255, 128, 128), tolerance: 2, "overlap: red alone at half")
        Self.expectColor(canvas.pixel(x: 20, y: 20), (128, 128, 255), tolerance: 2, "blue alone at half")
        Self.expectColor(canvas.pixel(x: 5, y: 5), (255, 255, 255), tolerance: 0, "outside the group")
        #expect(canvas.renderer.groupsComposited >= 1)
        // Anti-aliased edges are composited exactly too: white on white stays white at a half-covered edge
        // (a coverage-squared blend showed grey seams between fading table rows).
        Self.draw([
            .beginGroup(OpacityGroup(opacity: 0.5, bounds: CGRect(x: 10.5, y: 10.5, width: 60, height: 60))),
            .rect(RoundedRect(rect: CGRect(x: 10.5, y: 10.5, width: 60, height: 60), color: .white)),
            .rect(RoundedRect(rect: CGRect(x: 20, y: 20, width: 20, height: 20), color: .white)),
            .endGroup,
        ], on: canvas)
        Self.expectColor(canvas.pixel(x: 10, y: 40), (255, 255, 255), tolerance: 1, "half-covered edge of a white group")
        // Without a group the same opacities let the blue show through the red.
        Self.draw([
            .rect(RoundedRect(rect: CGRect(x: 10, y: 10, width: 60, height: 60), color: blue, opacity: 0.5)),
            .rect(RoundedRect(rect: CGRect(x: 40, y: 40, width: 50, height: 50), color: Self.red, opacity: 0.5)),
        ], on: canvas)
        // Blue at half over white is (128, 128, 255); red at half over that is (191, 64, 128).
        Self.expectColor(canvas.pixel(x: 55, y: 55), (191, 64, 128), tolerance: 2, "without a group, blue shows through")
    }

    /// Where a translucent group draws nothing, the backdrop stays exactly as it was, whatever its colour
    /// (the player's fading full player showed its rectangle one level darker on the software renderer,
    /// whose blender truncates); where it draws, the mix rounds to nearest.
    @Test func groupsLeaveTheirBackdropExact() throws {
        let canvas = try Self.canvas()
        let plum = RGBAColor(red: 41 / 255.0, green: 33 / 255.0, blue: 51 / 255.0)
        let group = OpacityGroup(opacity: 0.6, bounds: CGRect(x: 10, y: 10, width: 80, height: 80))
        Self.draw([
            .rect(RoundedRect(rect: CGRect(x: 0, y: 0, width: 100, height: 100), color: plum)),
            .beginGroup(group),
            .rect(RoundedRect(rect: CGRect(x: 30, y: 30, width: 20, height: 20), color: .white)),
            .endGroup,
        ], on: canvas)
        Self.expectColor(canvas.pixel(x: 15, y: 15), (41, 33, 51), tolerance: 0, "inside the group, nothing drawn")
        Self.expectColor(canvas.pixel(x: 85, y: 85), (41, 33, 51), tolerance: 0, "inside the group, nothing drawn")
        // 41 + (255 − 41) · 0.6 = 169.4, 33 + 222 · 0.6 = 166.2, 51 + 204 · 0.6 = 173.4.
        Self.expectColor(canvas.pixel(x: 40, y: 40), (169, 166, 173), tolerance: 1, "white at 0.6 over plum")
    }

    /// A group nested in a group, and one clipped away entirely, draw what they should.
    @Test func nestedAndClippedGroups() throws {
        let canvas = try Self.canvas()
        let outer = OpacityGroup(opacity: 0.5, bounds: CGRect(x: 0, y: 0, width: 100, height: 100))
        let inner = OpacityGroup(opacity: 0.5, bounds: CGRect(x: 20, y: 20, width: 40, height: 40))
        Self.draw([
            .beginGroup(outer),
            .rect(RoundedRect(rect: CGRect(x: 0, y: 0, width: 100, height: 100), color: .white)),
            .beginGroup(inner),
            .rect(RoundedRect(rect: CGRect(x: 20, y: 20, width: 40, height: 40), color: .black)),
            .rect(RoundedRect(rect: CGRect(x: 30, y: 30, width: 20, height: 20), color: .black)),
            .endGroup,
            .endGroup,
            .pushClip(rect: CGRect(x: 90, y: 90, width: 10, height: 10), transform: .identity, identifier: nil),
            .beginGroup(OpacityGroup(opacity: 0.5, bounds: CGRect(x: 0, y: 0, width: 50, height: 50))),
            .rect(RoundedRect(rect: CGRect(x: 0, y: 0, width: 50, height: 50), color: .black)),
            .rect(RoundedRect(rect: CGRect(x: 0, y: 0, width: 40, height: 40), color: .black)),
            .endGroup,
            .popClip,
        ], on: canvas, background: RGBAColor(red: 1, green: 0, blue: 0))
        // In the outer layer: white, with the inner layer (black, one layer) at half over it: (128, 128, 128).
        // The outer layer at half over red: (191, 64, 64).
        Self.expectColor(canvas.pixel(x: 40, y: 40), (191, 64, 64), tolerance: 3, "nested: the inner overlap is one layer")
        Self.expectColor(canvas.pixel(x: 80, y: 80), (255, 128, 128), tolerance: 2, "outer group alone")
        Self.expectColor(canvas.pixel(x: 10, y: 10), (255, 128, 128), tolerance: 2, "the clipped-away group drew nothing")
    }

    /// Rows fading side by side share one offscreen pass; a group overlapping the run starts another.
    /// (Each row's red covers most of it: a row whose fill is mostly bare splits, a pass of its own.)
    @Test func siblingGroupsShareOnePass() throws {
        let canvas = try Self.canvas()
        func row(_ y: CGFloat, _ opacity: Double) -> [DisplayItem] {
            [.beginGroup(OpacityGroup(opacity: opacity, bounds: CGRect(x: 0, y: y, width: 100, height: 20))),
             .rect(RoundedRect(rect: CGRect(x: 0, y: y, width: 100, height: 20), color: .white)),
             .rect(RoundedRect(rect: CGRect(x: 2, y: y + 2, width: 96, height: 16), color: Self.red)),
             .endGroup]
        }
        let passes = canvas.renderer.groupPasses, composited = canvas.renderer.groupsComposited
        // Rows 30 points apart (their one-pixel margins do not touch), then one overlapping the first.
        Self.draw(row(0, 0.5) + row(30, 0.25) + row(60, 1) + row(5, 0.5), on: canvas, background: .black)
        #expect(canvas.renderer.groupPasses - passes == 2)
        #expect(canvas.renderer.groupsComposited - composited == 4)
        Self.expectColor(canvas.pixel(x: 50, y: 40), (64, 0, 0), tolerance: 2, "second row at a quarter")
        Self.expectColor(canvas.pixel(x: 50, y: 70), (255, 0, 0), tolerance: 0, "third row opaque")
        Self.expectColor(canvas.pixel(x: 1, y: 31), (64, 64, 64), tolerance: 2, "white part of the second row")
    }

    /// A clip with no area hides what it clips (SDL would treat an empty clip rectangle as no clip).
    @Test func anEmptyClipHidesEverything() throws {
        let canvas = try Self.canvas()
        Self.draw([
            .pushClip(rect: CGRect(x: 0, y: 0, width: 10, height: 10), transform: .identity, identifier: nil),
            .pushClip(rect: CGRect(x: 50, y: 50, width: 10, height: 10), transform: .identity, identifier: nil),
            .rect(RoundedRect(rect: CGRect(x: 0, y: 0, width: 100, height: 100), color: Self.red)),
            .popClip,
            .popClip,
        ], on: canvas)
        Self.expectColor(canvas.pixel(x: 5, y: 5), (255, 255, 255), tolerance: 0, "inside the outer clip only")
        Self.expectColor(canvas.pixel(x: 55, y: 55), (255, 255, 255), tolerance: 0, "inside the inner clip only")
    }

    /// A picture of 20 × 10 pixels, left half red, right half blue, written by the software canvas to a
    /// temporary PNG (the caller removes it).
    static func redBluePicture() throws -> String {
        let source = try canvas(20, 10)
        draw([
            .rect(RoundedRect(rect: CGRect(x: 0, y: 0, width: 10, height: 10), color: red)),
            .rect(RoundedRect(rect: CGRect(x: 10, y: 0, width: 10, height: 10), color: RGBAColor(red: 0, green: 0, blue: 1))),
        ], on: source)
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("kinema-image-\(UUID().uuidString).png").path
        try source.savePNG(to: path)
        return path
    }

    /// An image file is decoded once and drawn stretched into its rect; a rounded clip cuts its corners.
    @Test func imagesAreDrawnScaledAndClipped() throws {
        let path = try Self.redBluePicture()
        defer { try? FileManager.default.removeItem(atPath: path) }
        let canvas = try Self.canvas()
        Self.draw([.image(ImageItem(path: path, rect: CGRect(x: 10, y: 10, width: 80, height: 40)))], on: canvas)
        Self.expectColor(canvas.pixel(x: 20, y: 30), (255, 0, 0), tolerance: 4, "left half, scaled 4×")
        Self.expectColor(canvas.pixel(x: 80, y: 30), (0, 0, 255), tolerance: 4, "right half")
        Self.expectColor(canvas.pixel(x: 50, y: 60), (255, 255, 255), tolerance: 0, "below the image")
        // Clipped to a square with a 20-point radius: the corner is cut, the middle shows.
        Self.draw([.image(ImageItem(
            path: path, rect: CGRect(x: 0, y: 20, width: 100, height: 50), clip: CGRect(x: 20, y: 20, width: 50, height: 50),
            cornerRadius: 20))], on: canvas)
        Self.expectColor(canvas.pixel(x: 21, y: 21), (255, 255, 255), tolerance: 8, "rounded corner cut away")
        Self.expectColor(canvas.pixel(x: 30, y: 45), (255, 0, 0), tolerance: 4, "inside the clip")
        Self.expectColor(canvas.pixel(x: 10, y: 45), (255, 255, 255), tolerance: 0, "outside the clip")
        // A file that is not an image draws nothing and is reported once.
        var reports: [String] = []
        canvas.renderer.images.report = { reports.append($0) }
        for _ in 0..<2 { Self.draw([.image(ImageItem(path: "/nonexistent.png", rect: CGRect(x: 0, y: 0, width: 50, height: 50)))], on: canvas) }
        Self.expectColor(canvas.pixel(x: 25, y: 25), (255, 255, 255), tolerance: 0, "nothing drawn")
        #expect(reports.count == 1)
    }

    /// A picture shrunk to a quarter is drawn from a level made by averaging, not by sampling: one-pixel
    /// black and white stripes become grey, as they look from afar (without levels, every fourth stripe
    /// is sampled and the result is all black or all white).
    @Test func shrunkImagesAreAveraged() throws {
        let stripes = try Self.canvas(64, 64)
        Self.draw((0..<32).map { column in
            .rect(RoundedRect(rect: CGRect(x: CGFloat(2 * column), y: 0, width: 1, height: 64), color: RGBAColor(red: 0, green: 0, blue: 0)))
        }, on: stripes)
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("kinema-stripes-\(UUID().uuidString).png").path
        try stripes.savePNG(to: path)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let canvas = try Self.canvas()
        Self.draw([.image(ImageItem(path: path, rect: CGRect(x: 10, y: 10, width: 16, height: 16)))], on: canvas)
        #expect(canvas.renderer.images.levelCount(for: path) == 4, "64, 32, 16 and 8 pixels wide")
        for x in 12...23 {
            Self.expectColor(canvas.pixel(x: x, y: 18), (128, 128, 128), tolerance: 12, "column \(x)")
        }
    }

    /// A DisplayList full of hostile numbers — NaN, ±∞, huge and vanishing sizes, in rects, radii,
    /// transforms, opacities, font sizes, clips and the layer's own size — draws without trapping or
    /// handing SDL garbage, and the sane item drawn after them is still there.
    @Test func hostileNumbersNeitherTrapNorReachSDL() throws {
        let canvas = try Self.canvas()
        let values: [CGFloat] = [.nan, .infinity, -.infinity, 1e300, -1e300, 1e20, 1e-5, 1e-20, .leastNormalMagnitude / 1e8, 0, -5]
        var items: [DisplayItem] = []
        for (index, v) in values.enumerated() {
            let w = values[(index + 3) % values.count]
            let transform = CGAffineTransform(a: v, b: 0, c: 0, d: w, tx: v, ty: -v)
            items.append(.rect(RoundedRect(rect: CGRect(x: v, y: 10, width: w, height: v), cornerRadius: v, color: Self.red)))
            items.append(.rect(RoundedRect(rect: CGRect(x: 10, y: 10, width: 20, height: 20), cornerRadius: 4, color: Self.red, transform: transform, opacity: Double(v))))
            items.append(.rect(RoundedRect(rect: CGRect(x: 10, y: 10, width: 20, height: 20), cornerRadius: 4, color: Self.red, transform: CGAffineTransform(rotationAngle: v))))
            items.append(.text(TextRun(text: "Kinema", fontSize: v, color: Self.red, rect: CGRect(x: v, y: w, width: 50, height: 20))))
            items.append(.text(TextRun(text: "Kinema", fontSize: 14, color: Self.red, rect: CGRect(x: 5, y: 5, width: 50, height: 20), transform: transform)))
            items.append(.line(LineItem(points: [CGPoint(x: v, y: w), CGPoint(x: 50, y: 50), CGPoint(x: w, y: v)], width: v, color: Self.red)))
            items.append(.symbol(SymbolItem(name: "heart.fill", rect: CGRect(x: v, y: 0, width: w, height: 20), pointSize: v, strokeWidth: w, color: Self.red)))
            items.append(.pushClip(rect: CGRect(x: v, y: w, width: v, height: w), transform: transform, identifier: nil))
            items.append(.rect(RoundedRect(rect: CGRect(x: 0, y: 0, width: 100, height: 100), color: Self.red)))
            items.append(.popClip)
            items.append(.beginGroup(OpacityGroup(opacity: Double(v), bounds: CGRect(x: v, y: w, width: v, height: w))))
            items.append(.rect(RoundedRect(rect: CGRect(x: 0, y: 0, width: w, height: 100), color: Self.red, opacity: 0.5)))
            items.append(.endGroup)
        }
        let blue = RGBAColor(red: 0, green: 0, blue: 1)
        items.append(.rect(RoundedRect(rect: CGRect(x: 70, y: 70, width: 20, height: 20), color: blue)))
        Self.draw(items, on: canvas)
        Self.expectColor(canvas.pixel(x: 80, y: 80), (0, 0, 255), tolerance: 0, "the sane item after the hostile ones")
        // The layer itself: a list of vanishing or non-finite size scaled into the window.
        for size in [CGSize(width: 1e-5, height: 900), CGSize(width: 1e-20, height: 1e-20), CGSize(width: CGFloat.nan, height: 5), CGSize(width: 1e300, height: 1e300)] {
            canvas.draw(Composition(size: CGSize(width: 100, height: 100), background: .white, layers: [
                Composition.Layer(list: DisplayList(size: size, items: items), frame: CGRect(x: 0, y: 0, width: 100, height: 100)),
            ]))
        }
    }

    @Test func contactSheetsPickAtMost36FramesEvenlySpaced() {
        #expect(OffscreenCanvas.contactSheetPicks(count: 5) == [0, 1, 2, 3, 4])
        let picks = OffscreenCanvas.contactSheetPicks(count: 1000)
        #expect(picks.count == 36 && picks.first == 0 && picks.last == 999)
        #expect(zip(picks, picks.dropFirst()).allSatisfy { $1 - $0 == 28 || $1 - $0 == 29 }, "evenly spaced: \(picks)")
    }
}
