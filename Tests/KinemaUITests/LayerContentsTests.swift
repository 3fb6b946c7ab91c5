import Foundation
import KinemaCore
import Testing
import KinemaGraphics
@testable import KinemaLayers
@testable import KinemaUI

/// `CALayer.contents` with `contentsGravity`, `contentsRect`, `contentsCenter` and `contentsScale`:
/// what the DisplayList says of them. References: Apple's CALayer reference (contentsGravity,
/// contentsRect, contentsCenter) and its "Contents Gravity Values"; every rectangle below is worked out
/// by hand from those definitions.
@MainActor
@Suite("Layer contents", .serialized)
struct LayerContentsTests {
    /// An 80 × 60-pixel image at scale 2 (40 × 30 points): only its PNG header, which is all KinemaUI reads.
    static func sprite() throws -> UIImage {
        let folder = try ImageTests.folder(["sprite@2x.png": ImageTests.pngHeader(width: 80, height: 60)])
        return try #require(UIImage(contentsOfFile: folder.appendingPathComponent("sprite@2x.png").path))
    }

    /// A standalone 200 × 100 layer at (10, 20) showing `image`, in a fresh window.
    static func layer(_ harness: Harness, showing image: UIImage) -> CALayer {
        let layer = CALayer()
        layer.frame = CGRect(x: 10, y: 20, width: 200, height: 100)
        layer.contents = image.cgImage
        layer.name = "photo"
        harness.window.layer.addSublayer(layer)
        return layer
    }

    static func images(_ list: DisplayList) -> [ImageItem] {
        list.items.compactMap { if case .image(let image) = $0 { return image } else { return nil } }
    }

    static func expectClose(_ a: CGRect, _ b: CGRect, _ comment: Comment? = nil, sourceLocation: SourceLocation = #_sourceLocation) {
        let tolerance: CGFloat = 1e-9
        let close = abs(a.minX - b.minX) < tolerance && abs(a.minY - b.minY) < tolerance
            && abs(a.width - b.width) < tolerance && abs(a.height - b.height) < tolerance
        #expect(close, "\(a) is not \(b) \(comment.map { "\($0)" } ?? "")", sourceLocation: sourceLocation)
    }

    @Test func cgImageIsTheImagesPixelsAndMakesImagesBack() throws {
        let image = try Self.sprite()
        let cgImage = try #require(image.cgImage)
        #expect(cgImage.width == 80 && cgImage.height == 60, "points × scale")
        #expect(cgImage.bytesPerRow == 320 && cgImage.bitsPerPixel == 32)
        #expect(UIImage(cgImage: cgImage).size == CGSize(width: 80, height: 60), "scale 1: points are pixels")
        let back = UIImage(cgImage: cgImage, scale: 2, orientation: .up)
        #expect(back.size == CGSize(width: 40, height: 30) && back.scale == 2 && back.fileURL == image.fileURL)
        #expect(image.cgImage == image.cgImage, "wrappers of one image are equal")
    }

    /// Each of the twelve gravities for 40 × 30 points of contents (80 × 60 pixels, `contentsScale` 2)
    /// in bounds (0, 0, 200, 100). Pinned ones keep the size; vertical names follow Core Animation's
    /// y-up axis, so `top` lies at the bounds' maximum y (see `CALayerContentsGravity.rect(for:in:)`).
    @Test func eachGravityPlacesTheContentsAsAppleDefines() throws {
        let expected: [(CALayerContentsGravity, CGRect)] = [
            (.center, CGRect(x: 80, y: 35, width: 40, height: 30)),
            (.top, CGRect(x: 80, y: 70, width: 40, height: 30)),
            (.bottom, CGRect(x: 80, y: 0, width: 40, height: 30)),
            (.left, CGRect(x: 0, y: 35, width: 40, height: 30)),
            (.right, CGRect(x: 160, y: 35, width: 40, height: 30)),
            (.topLeft, CGRect(x: 0, y: 70, width: 40, height: 30)),
            (.topRight, CGRect(x: 160, y: 70, width: 40, height: 30)),
            (.bottomLeft, CGRect(x: 0, y: 0, width: 40, height: 30)),
            (.bottomRight, CGRect(x: 160, y: 0, width: 40, height: 30)),
            (.resize, CGRect(x: 0, y: 0, width: 200, height: 100)),
            // Fit: scale min(200/40, 100/30) = 10/3 → 133.33 × 100, centred.
            (.resizeAspect, CGRect(x: 100 - 200.0 / 3, y: 0, width: 400.0 / 3, height: 100)),
            // Fill: scale max(5, 10/3) = 5 → 200 × 150, centred.
            (.resizeAspectFill, CGRect(x: 0, y: -25, width: 200, height: 150)),
        ]
        let image = try Self.sprite()
        for (gravity, rect) in expected {
            let harness = Harness()
            let layer = Self.layer(harness, showing: image)
            layer.contentsScale = 2
            layer.contentsGravity = gravity
            let item = try #require(Self.images(harness.advance(to: 0)).first, "\(gravity.rawValue)")
            Self.expectClose(item.rect, rect, "\(gravity.rawValue)")
            #expect(item.source == ImageItem.wholeImage && item.slices == nil && item.clip == nil)
            #expect(item.transform == CGAffineTransform(translationX: 10, y: 20))
        }
    }

    @Test func contentsScaleSetsThePinnedSizeAndDefaultsToOne() throws {
        let harness = Harness()
        let layer = Self.layer(harness, showing: try Self.sprite())
        layer.contentsGravity = .center
        #expect(layer.contentsScale == 1)
        // 80 × 60 pixels at one a point: 80 × 60 points, centred in 200 × 100.
        Self.expectClose(try #require(Self.images(harness.advance(to: 0)).first).rect, CGRect(x: 60, y: 20, width: 80, height: 60))
    }

    /// `contentsRect` (0.5, 0, 0.5, 0.5): the image's top-right quarter (y down from the image's top, as
    /// the tutorials' sprite sheets read it), stretched over the bounds or kept at its size.
    @Test func contentsRectCropsToThePartShown() throws {
        let harness = Harness()
        let layer = Self.layer(harness, showing: try Self.sprite())
        layer.contentsRect = CGRect(x: 0.5, y: 0, width: 0.5, height: 0.5)
        var item = try #require(Self.images(harness.advance(to: 0)).first)
        #expect(item.rect == CGRect(x: 0, y: 0, width: 200, height: 100) && item.source == layer.contentsRect)
        layer.contentsGravity = .center
        layer.contentsScale = 2
        // 80 × 0.5 / 2 = 20 by 60 × 0.5 / 2 = 15 points, centred.
        item = try #require(Self.images(harness.advance(to: 0.1)).first)
        Self.expectClose(item.rect, CGRect(x: 90, y: 42.5, width: 20, height: 15))
        // Half of it past the image's right edge: that half shows nothing, the rest keeps its place.
        layer.contentsGravity = .resize
        layer.contentsRect = CGRect(x: 0.5, y: 0, width: 1, height: 1)
        item = try #require(Self.images(harness.advance(to: 0.2)).first)
        Self.expectClose(item.rect, CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(item.source == CGRect(x: 0.5, y: 0, width: 0.5, height: 1))
        layer.contentsRect = .zero
        #expect(Self.images(harness.advance(to: 0.3)).isEmpty, "an empty contentsRect draws nothing")
    }

    /// `contentsCenter` (0.25, 0.25, 0.5, 0.5) on 40 × 30 points: fixed columns of 10 points, rows of
    /// 7.5, the middle stretched over the rest of 200 × 100.
    @Test func contentsCenterScalesInNineParts() throws {
        let harness = Harness()
        let layer = Self.layer(harness, showing: try Self.sprite())
        layer.contentsScale = 2
        layer.contentsCenter = CGRect(x: 0.25, y: 0.25, width: 0.5, height: 0.5)
        let list = harness.advance(to: 0)
        let item = try #require(Self.images(list).first)
        let slices = try #require(item.slices)
        #expect([slices.left, slices.right, slices.top, slices.bottom] == [10, 10, 7.5, 7.5])
        let pieces = item.pieces
        #expect(pieces.count == 9)
        let columns: [CGFloat] = [0, 10, 190, 200], rows: [CGFloat] = [0, 7.5, 92.5, 100], cuts: [CGFloat] = [0, 0.25, 0.75, 1]
        for (index, piece) in pieces.enumerated() {
            let (row, column) = (index / 3, index % 3)
            #expect(piece.rect == CGRect(x: columns[column], y: rows[row], width: columns[column + 1] - columns[column], height: rows[row + 1] - rows[row]))
            #expect(piece.source == CGRect(x: cuts[column], y: cuts[row], width: cuts[column + 1] - cuts[column], height: cuts[row + 1] - cuts[row]))
        }
        #expect(list.dump.contains("slices center (0.25, 0.25, 0.50, 0.50) fixed 10.00,10.00,7.50,7.50"), "\(list.dump)")
        // Narrower than the fixed columns (20 points in 12): they shrink to 6 each, the middle column goes.
        // (The drawn layer's bounds animate implicitly for 0.25 s, as on iOS: read it after.)
        layer.bounds.size.width = 12
        let narrow = try #require(Self.images(harness.advance(to: 0.3)).first).pieces
        #expect(narrow.count == 6 && narrow.map(\.rect.width) == [6, 6, 6, 6, 6, 6])
        // A pinned gravity does not slice.
        layer.contentsGravity = .center
        #expect(try #require(Self.images(harness.advance(to: 0.4)).first).slices == nil)
    }

    @Test func aUIImageAsContentsDrawsNothingAndIsReportedOnce() throws {
        let harness = Harness()
        let layer = Self.layer(harness, showing: try Self.sprite())
        let saved = CALayer.reports.sink
        defer { CALayer.reports.sink = saved }
        let collected = LayerClassTests.Heard()
        CALayer.reports.sink = { message in collected.add(message) }
        let image = try Self.sprite()
        layer.contents = image
        layer.contents = image
        #expect(Self.images(harness.advance(to: 0)).isEmpty, "iOS draws nothing for a UIImage")
        #expect((layer.contents as? UIImage) === image, "contents reads back what was set")
        #expect(collected.messages.filter { $0.contains("contents must be a CGImage") }.count == 1, "\(collected.messages)")
        layer.contents = image.cgImage
        #expect(Self.images(harness.advance(to: 0.1)).count == 1)
    }

    /// A view's layer: the image over the background, under the subviews and the border, cut to the
    /// rounded bounds when it masks; dumped with its source part.
    @Test func aViewsLayerDrawsItsContentsInOrder() throws {
        let harness = Harness()
        let card = UIView(frame: CGRect(x: 20, y: 100, width: 100, height: 60))
        card.backgroundColor = .systemBlue
        card.accessibilityIdentifier = "card"
        card.layer.cornerRadius = 12
        card.layer.masksToBounds = true
        card.layer.borderWidth = 2
        let inner = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        inner.backgroundColor = .systemGreen
        inner.accessibilityIdentifier = "inner"
        card.addSubview(inner)
        harness.window.addSubview(card)
        card.layer.contents = try Self.sprite().cgImage
        card.layer.contentsRect = CGRect(x: 0, y: 0.5, width: 0.5, height: 0.5)
        let list = harness.advanceChecking(to: 0)
        let index = { (predicate: (DisplayItem) -> Bool) in list.items.firstIndex(where: predicate) }
        let background = try #require(index { if case .rect = $0 { $0.identifier == "card" } else { false } })
        let image = try #require(index { if case .image = $0 { true } else { false } })
        let subview = try #require(index { $0.identifier == "inner" })
        let border = try #require(index { if case .border = $0 { true } else { false } })
        #expect(background < image && image < subview && subview < border)
        let item = try #require(Self.images(list).first)
        #expect(item.clip == CGRect(x: 0, y: 0, width: 100, height: 60) && item.cornerRadius == 12)
        #expect(list.dump.contains(
            "image #card sprite@2x.png at (20.00, 100.00, 100.00, 60.00) clipped radius 12.00 source (0.00, 0.50, 0.50, 0.50) opacity 1.00"),
            "\(list.dump)")
        #expect(card.layer.presentation()?.contentsRect == card.layer.contentsRect, "presentation copies the contents")
        card.layer.contents = nil
        #expect(Self.images(harness.advanceChecking(to: 0.1)).isEmpty)
        #expect(!card.walkFields.hasLayerContents, "the walk no longer looks")
    }

    /// An image that is not a file (a swatch) showing a part: the whole picture drawn where that part
    /// lands, cut to the part's cell.
    @Test func anyKindOfImageShowsThePartChosen() throws {
        UIImage.register(named: "contents-swatch", swatch: UIImage.Swatch(color: RGBAColor(red: 1, green: 0, blue: 0)), size: CGSize(width: 40, height: 30))
        let harness = Harness()
        let layer = Self.layer(harness, showing: try #require(UIImage(named: "contents-swatch")))
        layer.contentsRect = CGRect(x: 0.5, y: 0, width: 0.5, height: 0.5)
        let list = harness.advance(to: 0)
        let named = list.items(identifiedBy: "photo")
        guard named.count == 2, case .pushClip(let clip, _, _) = named[0], case .rect(let rect) = named[1] else {
            Issue.record("\(list.dump)")
            return
        }
        #expect(clip == CGRect(x: 0, y: 0, width: 200, height: 100))
        // Its right half of the top half fills 200 × 100: the whole is 400 × 200, from x = −200.
        #expect(rect.rect == CGRect(x: -200, y: 0, width: 400, height: 200))
    }
}
