import CSDL2
import Foundation
import KinemaCore
import KinemaGraphics
import Testing
@testable import KinemaSDL

/// Where SDL copies images (inside a target; here with the software backend's own copies off), images
/// shown again at one size are copied from a copy stretched once (`StretchedImages`): the
/// picture must be SDL's stretching-every-time picture to the bit, a clipped image the same pixels as
/// the whole one, and a steady picture must stretch nothing after its second frame.
@MainActor
@Suite("Stretched images", .serialized)
struct StretchedImageTests {
    static let size = (width: 260, height: 200)
    static let fruit = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Assets/images/fruits/cherry@2x.png").path

    /// A canvas whose images go through SDL's stretching and the stretched copies, as inside a target:
    /// the software backend copies upright images itself otherwise (`ScaledImage`).
    static func canvas() throws -> OffscreenCanvas {
        let canvas = try RendererTests.canvas(Self.size.width, Self.size.height)
        canvas.renderer.usesImageSampling = false
        return canvas
    }

    static func randomImages(_ generator: inout SplitMix64) -> [DisplayItem] {
        func number(_ range: ClosedRange<Double>) -> CGFloat { CGFloat(Double.random(in: range, using: &generator)) }
        var items: [DisplayItem] = [.rect(RoundedRect(rect: CGRect(x: 30, y: 20, width: 150, height: 120), cornerRadius: 0, color: RGBAColor(hex: 0x3366AA)))]
        for _ in 0..<Int.random(in: 2...6, using: &generator) {
            let path = Bool.random(using: &generator) ? Self.fruit : LazyClearTests.image
            let rect = CGRect(x: number(-40...220), y: number(-40...170), width: number(20...190), height: number(20...160))
            let source = Bool.random(using: &generator) ? ImageItem.wholeImage : CGRect(x: 0.1, y: 0.2, width: 0.7, height: 0.6)
            items.append(.image(ImageItem(path: path, rect: rect, opacity: Bool.random(using: &generator) ? 1 : Double(number(0.2...0.95)), source: source)))
        }
        return items
    }

    /// Random upright images — scaled up and down, parts of images, faded, half off the canvas — drawn
    /// twice (the second time from stretched copies) beside SDL stretching every time.
    @Test func imagesComeOutAsSDLStretchesThem() throws {
        let once = try Self.canvas()
        let everyTime = try Self.canvas()
        everyTime.renderer.usesStretchedImages = false
        var generator = SplitMix64(seed: 11)
        var differing: [String] = []
        for frame in 0..<12 {
            let items = Self.randomImages(&generator)
            for pass in 0..<2 {
                for canvas in [once, everyTime] { canvas.drawChecked(canvas.composition(items)) }
                let (o, e) = (once.allPixels, everyTime.allPixels)
                if let first = o.indices.first(where: { o[$0] != e[$0] }) {
                    differing.append("frame \(frame) pass \(pass) at (\(first % Self.size.width), \(first / Self.size.width))")
                }
            }
        }
        #expect(differing.isEmpty, "\(differing)")
        let stretched = try #require(once.renderer.images.stretched)
        #expect(stretched.count > 0 && stretched.stretches > 0, "the second passes drew from stretched copies")
        // The opaque cover at full opacity was copied, not blended, in some of them: the same pixels.
        #expect(stretched.plainCopies > 0)
    }

    /// An opaque picture at full opacity is copied onto the frame, not blended: the same pixels as
    /// blending it, over every kind of pixel beneath (with the plain copies off, none are made).
    @Test func opaqueCopiesAreThePixelsOfBlendedOnes() throws {
        let plain = try Self.canvas()
        let blended = try Self.canvas()
        blended.renderer.usesOpaqueCopies = false
        var generator = SplitMix64(seed: 5)
        for frame in 0..<8 {
            var items = Self.randomImages(&generator)
            let rect = CGRect(x: 10 + 7.3 * CGFloat(frame), y: 5.6 * CGFloat(frame), width: 120 + 9.1 * CGFloat(frame), height: 97.5)
            items.append(.image(ImageItem(path: LazyClearTests.image, rect: rect, opacity: 1)))
            for _ in 0..<2 {
                for canvas in [plain, blended] { canvas.drawChecked(canvas.composition(items)) }
                let (p, b) = (plain.allPixels, blended.allPixels)
                #expect(p.indices.first(where: { p[$0] != b[$0] }) == nil, "frame \(frame): the first pixel that differs")
            }
        }
        #expect(try #require(plain.renderer.images.stretched).plainCopies >= 8)
        #expect(try #require(blended.renderer.images.stretched).plainCopies == 0)
    }

    /// A damaged rectangle across a stretched image redraws exactly the pixels the whole image had
    /// (SDL's renderer stretches only the clipped part, sampled a little differently).
    @Test func aClippedImageIsTheSamePixelsAsTheWholeOne() throws {
        let canvas = try Self.canvas()
        let items: [DisplayItem] = [.image(ImageItem(path: Self.fruit, rect: CGRect(x: 17.3, y: 9.6, width: 203, height: 171), opacity: 0.8))]
        canvas.drawChecked(canvas.composition(items))
        canvas.drawChecked(canvas.composition(items))
        let whole = canvas.allPixels
        let stretches = try #require(canvas.renderer.images.stretched).stretches
        for damage in [CGRect(x: 40, y: 30, width: 61, height: 47), CGRect(x: 0, y: 100, width: 260, height: 13), CGRect(x: 150, y: 0, width: 9, height: 200)] {
            canvas.drawChecked(canvas.composition(items), damage: [damage])
            let redrawn = canvas.allPixels
            #expect(redrawn.indices.filter { redrawn[$0] != whole[$0] }.isEmpty, "pixels that differ after a redraw inside \(damage)")
        }
        #expect(canvas.renderer.images.stretched?.stretches == stretches, "a steady picture stretches nothing again")
    }

    /// An image cut by a clip the first time it is shown (nothing kept yet) is stretched whole too: inside
    /// the clip, the pixels of the same image drawn whole on another canvas.
    @Test func aClippedImageShownOnceIsTheSamePixelsAsTheWholeOne() throws {
        let image = DisplayItem.image(ImageItem(path: Self.fruit, rect: CGRect(x: 12.5, y: 7.25, width: 177, height: 181), opacity: 0.9))
        let clip = CGRect(x: 50, y: 40, width: 90, height: 70)
        let whole = try Self.canvas()
        let cut = try Self.canvas()
        whole.drawChecked(whole.composition([image]))
        cut.drawChecked(cut.composition([.pushClip(rect: clip, transform: .identity, identifier: nil), image, .popClip]))
        var differing = 0
        for y in Int(clip.minY)..<Int(clip.maxY) {
            for x in Int(clip.minX)..<Int(clip.maxX) where whole.pixel(x: x, y: y) != cut.pixel(x: x, y: y) { differing += 1 }
        }
        #expect(differing == 0, "pixels inside the clip that differ")
        #expect(cut.renderer.images.stretched?.count == 0, "a size shown once is not kept")
        #expect(cut.renderer.images.stretched?.scratchStretches == 1, "stretched into the scratch texture")
    }

    /// Two images cut by clips, each at a size shown once, in one frame: both are stretched into the one
    /// scratch texture, one after the other, and each comes out as drawn whole (SDL draws what it queued
    /// from the texture before it is written again).
    @Test func twoImagesShownOnceInOneFrameAreEachTheirOwn() throws {
        let images = [CGRect(x: 12.5, y: 7.25, width: 90, height: 95), CGRect(x: 110.5, y: 60.25, width: 80, height: 120)].map {
            DisplayItem.image(ImageItem(path: Self.fruit, rect: $0, opacity: 0.9))
        }
        let clips = [CGRect(x: 20, y: 20, width: 60, height: 50), CGRect(x: 120, y: 80, width: 50, height: 70)]
        let whole = try Self.canvas()
        let cut = try Self.canvas()
        whole.drawChecked(whole.composition(images))
        cut.drawChecked(cut.composition(zip(clips, images).flatMap { clip, image in
            [.pushClip(rect: clip, transform: .identity, identifier: nil), image, .popClip]
        }))
        for clip in clips {
            var differing = 0
            for y in Int(clip.minY)..<Int(clip.maxY) {
                for x in Int(clip.minX)..<Int(clip.maxX) where whole.pixel(x: x, y: y) != cut.pixel(x: x, y: y) { differing += 1 }
            }
            #expect(differing == 0, "pixels inside \(clip) that differ")
        }
        #expect(cut.renderer.images.stretched?.scratchStretches == 2)
    }

    /// An image growing every frame (a drag) keeps no stretched copy: each size is shown once.
    @Test func sizesShownOnceAreNotKept() throws {
        let canvas = try Self.canvas()
        for frame in 0..<20 {
            let side = 60 + CGFloat(frame) * 3.5
            canvas.drawChecked(canvas.composition([.image(ImageItem(path: Self.fruit, rect: CGRect(x: 10, y: 10, width: side, height: side)))]))
        }
        let stretched = try #require(canvas.renderer.images.stretched)
        #expect(stretched.count == 0)
        #expect(stretched.stretches == 0)
    }

    /// A picture larger than half the cache's budget (a photo zoomed far past the window) is left to SDL,
    /// which stretches only the part it shows: no copy is made, and a cut may not cross it.
    @Test func aHugePictureIsNotStretchedWhole() throws {
        let canvas = try Self.canvas()
        let huge = DisplayItem.image(ImageItem(path: Self.fruit, rect: CGRect(x: -900, y: -700, width: 1600, height: 1600)))
        for _ in 0..<3 { canvas.drawChecked(canvas.composition([huge])) }
        let stretched = try #require(canvas.renderer.images.stretched)
        #expect(stretched.count == 0 && stretched.stretches == 0)
        #expect(canvas.allPixels.contains { $0 & 0x00FF_FFFF != 0x00FF_FFFF }, "the picture was drawn")
        #expect(DisplayListRenderer.isResampled(huge, placement: .identity, layerScale: 1))
        #expect(!DisplayListRenderer.isResampled(.image(ImageItem(path: Self.fruit, rect: CGRect(x: 0, y: 0, width: 300, height: 300))), placement: .identity, layerScale: 1))
    }
}
