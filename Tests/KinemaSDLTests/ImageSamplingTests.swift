import CSDL2
import Foundation
import KinemaCore
import KinemaGraphics
import Testing
@testable import KinemaSDL

/// The software backend copies upright images itself (`ScaledImage`): the picture SDL's stretching made,
/// within a stated tolerance, drawn in one pass over only the pixels the clip lets through, the same
/// pixels whether cut by a clip, redrawn over damage or drawn whole.
@MainActor
@Suite("Image sampling", .serialized)
struct ImageSamplingTests {
    static let size = (width: 260, height: 200)

    /// Random upright images on whole pixels (scaled up and down, parts, faded, half off the canvas)
    /// beside SDL's stretching them. Both sample at pixel centres with the edges clamped; SDL steps
    /// through the source in its own fixed point and rounds a part to whole texels, so details differ by
    /// a few steps of 1/255 (more where a part's edge falls inside a texel): compared inside each image,
    /// a pixel in from its edges, the mean difference stays under 1 and 99 % of pixels are within 8.
    /// (Off whole pixels they differ more: SDL truncates the box's place, the backend rounds it.)
    @Test func imagesComeOutAsSDLStretchesThem() throws {
        let sampled = try RendererTests.canvas(Self.size.width, Self.size.height)
        let stretched = try RendererTests.canvas(Self.size.width, Self.size.height)
        stretched.renderer.usesImageSampling = false
        var generator = SplitMix64(seed: 23)
        var (compared, total, within) = (0, 0, 0)
        for _ in 0..<10 {
            let items = StretchedImageTests.randomImages(&generator).map { item in
                guard case .image(var image) = item else { return item }
                image.rect = CGRect(x: image.rect.minX.rounded(), y: image.rect.minY.rounded(), width: image.rect.width.rounded(), height: image.rect.height.rounded())
                return .image(image)
            }
            for canvas in [sampled, stretched] { canvas.drawChecked(canvas.composition(items)) }
            var inside = Set<Int>()
            for case .image(let image) in items {
                let box = image.rect.insetBy(dx: 2, dy: 2)
                for y in max(0, Int(box.minY.rounded(.up)))..<min(Self.size.height, max(0, Int(box.maxY))) {
                    for x in max(0, Int(box.minX.rounded(.up)))..<min(Self.size.width, max(0, Int(box.maxX))) { inside.insert(y * Self.size.width + x) }
                }
            }
            let (a, b) = (sampled.allPixels, stretched.allPixels)
            for index in inside {
                let difference = [16, 8, 0].map { abs(Int(a[index] >> $0 & 0xFF) - Int(b[index] >> $0 & 0xFF)) }.max()!
                (compared, total, within) = (compared + 1, total + difference, within + (difference <= 8 ? 1 : 0))
            }
        }
        #expect(compared > 50_000)
        #expect(Double(total) / Double(compared) < 1, "mean difference \(Double(total) / Double(compared))")
        let share = Double(within) / Double(compared)
        #expect(share > 0.99, "the share of pixels within 8 of 255")
        print("image sampling beside SDL's stretching: \(compared) pixels, mean difference \(Double(total) / Double(compared)), \(share) within 8")
        #expect(sampled.renderer.images.stretched?.stretches == 0, "nothing went through SDL's stretching")
    }

    /// Cut by clips the first time it is shown, and redrawn over damaged rectangles across it, an image
    /// has inside each clip and rectangle the pixels it has drawn whole.
    @Test func aCutImageIsThePixelsOfTheWholeOne() throws {
        let image = DisplayItem.image(ImageItem(path: StretchedImageTests.fruit, rect: CGRect(x: 12.5, y: 7.25, width: 177.3, height: 181.6), opacity: 0.9))
        let whole = try RendererTests.canvas(Self.size.width, Self.size.height)
        whole.drawChecked(whole.composition([image]))
        let wholePixels = whole.allPixels
        for clip in [CGRect(x: 50, y: 40, width: 90, height: 70), CGRect(x: 0, y: 100.5, width: 260, height: 13.25), CGRect(x: 150.7, y: 0, width: 9, height: 200)] {
            let cut = try RendererTests.canvas(Self.size.width, Self.size.height)
            cut.drawChecked(cut.composition([.pushClip(rect: clip, transform: .identity, identifier: nil), image, .popClip]))
            let inside = DisplayListRenderer.innerPixelRect(clip)
            var differing = 0
            for y in Int(inside.y)..<Int(inside.y + inside.h) {
                for x in Int(inside.x)..<Int(inside.x + inside.w) where wholePixels[y * Self.size.width + x] != cut.pixel(x: x, y: y) { differing += 1 }
            }
            #expect(differing == 0, "pixels inside \(clip) that differ")
            whole.drawChecked(whole.composition([image]), damage: [clip])
            #expect(whole.allPixels == wholePixels, "redrawn inside \(clip)")
        }
    }
}

extension ImageSamplingTests {
    /// A steady picture is resampled straight onto its first frame, kept at its second and blended from
    /// the copy after: the same pixels each frame, one copy an image, none for a size shown once.
    @Test func aSteadyPictureIsResampledOnce() throws {
        let canvas = try RendererTests.canvas(Self.size.width, Self.size.height)
        var generator = SplitMix64(seed: 31)
        let items = StretchedImageTests.randomImages(&generator)
        let images = items.filter { if case .image = $0 { true } else { false } }.count
        canvas.drawChecked(canvas.composition(items))
        let first = canvas.allPixels
        let resampled = try #require(canvas.renderer.images.resampled)
        #expect(resampled.resamplings == 0, "nothing kept the first time")
        for _ in 0..<3 {
            canvas.drawChecked(canvas.composition(items))
            #expect(canvas.allPixels == first)
        }
        #expect(resampled.resamplings == images && resampled.count == images)
        for frame in 0..<6 {
            canvas.drawChecked(canvas.composition([.image(ImageItem(path: StretchedImageTests.fruit, rect: CGRect(x: 5, y: 5, width: 80 + 3 * CGFloat(frame), height: 90)))]))
        }
        #expect(resampled.resamplings == images, "a size shown once is not kept")
    }
}

extension ImageSamplingTests {
    /// Text scaled upright (a grid's labels at 0.8) is sampled from its coverage, tinted, where the
    /// geometry puts it: the ink of each line, drawn plain and scaled about its rectangle's centre, has
    /// its centre within 0.6 of a pixel of where the scale carries the plain line's (the box is put on
    /// whole pixels: up to half a pixel), and as much ink as the plain line times the scale squared,
    /// within 12 %. SDL's nearest-texel triangles put it up to 1.5 pixels up and left. From its second
    /// frame at a size it is blended from a copy resampled once: the same pixels.
    @Test func scaledTextIsSampledFromItsCoverage() throws {
        let sampled = try RendererTests.canvas(Self.size.width, Self.size.height)
        var items: [DisplayItem] = []
        for (index, scale) in [0.8, 0.6, 1.3, 0.75].enumerated() {
            let rect = CGRect(x: 10, y: 10 + 45 * CGFloat(index), width: 240, height: 40)
            let centre = CGPoint(x: rect.midX, y: rect.midY)
            let transform = CGAffineTransform(translationX: centre.x, y: centre.y).scaledBy(x: scale, y: scale).translatedBy(x: -centre.x, y: -centre.y)
            items.append(.text(TextRun(
                text: "Pomegranate \(index) Ågy", fontSize: 22, color: index == 2 ? RGBAColor(red: 0.1, green: 0.1, blue: 0.6) : .black,
                rect: rect, alignment: .center, transform: transform, opacity: index == 3 ? 0.6 : 1)))
        }
        sampled.drawChecked(sampled.composition(items))
        let first = sampled.allPixels
        for (index, item) in items.enumerated() {
            guard case .text(var run) = item else { continue }
            let rows = (10 + 45 * index)..<(50 + 45 * index), scale = run.transform.a
            run.transform = .identity
            let plain = try RendererTests.canvas(Self.size.width, Self.size.height)
            plain.drawChecked(plain.composition([.text(run)]))
            let (a, p) = (Self.ink(first, rows: rows), Self.ink(plain.allPixels, rows: rows))
            // Pixel centres at i + ½: the plain ink's centre carried by the scale about the rectangle's.
            let (cx, cy) = (run.rect.midX, run.rect.midY)
            let expected = (x: cx + scale * (p.x + 0.5 - cx) - 0.5, y: cy + scale * (p.y + 0.5 - cy) - 0.5)
            #expect(abs(a.x - expected.x) < 0.6 && abs(a.y - expected.y) < 0.6, "line \(index): ink at (\(a.x), \(a.y)) for (\(expected.x), \(expected.y))")
            #expect(abs(a.total / (p.total * scale * scale) - 1) < 0.12, "line \(index): ink \(a.total) for \(p.total * scale * scale)")
        }
        for _ in 0..<2 {
            sampled.drawChecked(sampled.composition(items))
            #expect(sampled.allPixels == first, "drawn again from the resampled copies")
        }
        #expect(sampled.renderer.textCache.resamplings == items.count, "a copy of each line, made at its second frame")
    }

    /// How much darker than white the rows are in green (the ink), and its centre.
    static func ink(_ pixels: [UInt32], rows: Range<Int>) -> (total: Double, x: Double, y: Double) {
        var (total, x, y) = (0.0, 0.0, 0.0)
        for row in rows {
            for column in 0..<size.width {
                let value = Double(255 - Int(pixels[row * size.width + column] >> 8 & 0xFF))
                (total, x, y) = (total + value, x + value * Double(column), y + value * Double(row))
            }
        }
        return (total, x / max(1, total), y / max(1, total))
    }
}
