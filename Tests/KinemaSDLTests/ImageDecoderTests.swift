import CSDL2
import Foundation
import KinemaGraphics
import Testing
@testable import KinemaSDL

/// Image files decoded ahead on the decoding thread (`ImageDecoder`): the levels a renderer takes are,
/// byte for byte, those it decodes itself; a file is handed over once (asking again after does nothing
/// until the renderer lets it go); a file that cannot be decoded is reported as such; and a renderer
/// drawing a file decoded ahead draws the pixels one that decoded it draws.
@MainActor
@Suite(.serialized)
struct ImageDecoderTests {
    static let apple = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Assets/images/fruits/apple@2x.png").path

    /// Each level's pixels, row by row, and its size.
    static func bytes(_ levels: ImageDecoder.Levels) -> [[UInt32]] {
        levels.map { surface in
            let (width, height, pitch) = (Int(surface.pointee.w), Int(surface.pointee.h), Int(surface.pointee.pitch))
            var pixels: [UInt32] = [UInt32(width), UInt32(height)]
            for y in 0..<height {
                let row = (surface.pointee.pixels + y * pitch).assumingMemoryBound(to: UInt32.self)
                pixels += UnsafeBufferPointer(start: row, count: width)
            }
            return pixels
        }
    }

    static func free(_ levels: ImageDecoder.Levels) { levels.forEach { SDL_FreeSurface($0) } }

    @Test func levelsDecodedAheadAreTheLevelsDecodedHere() throws {
        let decoder = ImageDecoder()
        decoder.request(Self.apple)
        guard case .decoded(let ahead) = decoder.take(Self.apple) else {
            Issue.record("the requested file was not decoded")
            return
        }
        let here = try #require(ImageCache.decodeLevels(Self.apple))
        defer { Self.free(ahead); Self.free(here) }
        #expect(ahead.count == 5, "160, 80, 40, 20 and 10 pixels wide")
        #expect(Self.bytes(ahead) == Self.bytes(here))
    }

    /// What is decoded, against references outside the decoder: the first level is SDL's own conversion
    /// of the file to ARGB8888, byte for byte (the apple is a PNG with alpha, which the decoder swaps
    /// itself), and the next is each 2 × 2 block's alpha-weighted mean, rounded to nearest.
    @Test func decodedLevelsAreSDLsConversionAndAlphaWeightedHalves() throws {
        let levels = try #require(ImageCache.decodeLevels(Self.apple))
        defer { Self.free(levels) }
        let loaded = try #require(IMG_Load(Self.apple))
        defer { SDL_FreeSurface(loaded) }
        #expect(loaded.pointee.format.pointee.format == SDL_PIXELFORMAT_ABGR8888.rawValue, "the swap's own path")
        let converted = try #require(SDL_ConvertSurfaceFormat(loaded, SDL_PIXELFORMAT_ARGB8888.rawValue, 0))
        defer { SDL_FreeSurface(converted) }
        let whole = Self.bytes([converted])[0]
        #expect(Self.bytes([levels[0]])[0] == whole)
        let (width, pixels) = (Int(whole[0]), Array(whole.dropFirst(2)))
        var expected: [UInt32] = [UInt32(width / 2), UInt32(pixels.count / width / 2)]
        for y in 0..<(pixels.count / width / 2) {
            for x in 0..<(width / 2) {
                let block = [pixels[2 * y * width + 2 * x], pixels[2 * y * width + 2 * x + 1], pixels[(2 * y + 1) * width + 2 * x], pixels[(2 * y + 1) * width + 2 * x + 1]]
                let alpha = block.reduce(0) { $0 + Int($1 >> 24) }
                guard alpha > 0 else {
                    expected.append(0)
                    continue
                }
                func channel(_ shift: UInt32) -> UInt32 {
                    let sum = block.reduce(0) { $0 + Int($1 >> 24) * Int(($1 >> shift) & 0xFF) }
                    return UInt32((sum + alpha / 2) / alpha) << shift
                }
                expected.append(UInt32((alpha + 2) / 4) << 24 | channel(16) | channel(8) | channel(0))
            }
        }
        #expect(Self.bytes([levels[1]])[0] == expected)
    }

    /// The sequence of a file's states: not asked for; decoded ahead; handed over (asking again does
    /// nothing); let go by its renderer (asked for again, decoded again).
    @Test func aFileIsHandedOverOnce() {
        let decoder = ImageDecoder()
        guard case .notRequested = decoder.take(Self.apple) else {
            Issue.record("a file nobody asked for was decoded")
            return
        }
        decoder.request(Self.apple)
        #expect(!decoder.hasFinished(Self.apple), "a file taken (here: drawn by the renderer itself) is not decoded again")
        decoder.forgetDelivered([Self.apple])
        decoder.request(Self.apple)
        #expect(decoder.hasFinished(Self.apple))
        guard case .decoded(let levels) = decoder.take(Self.apple) else {
            Issue.record("the file asked for again was not decoded")
            return
        }
        Self.free(levels)
        decoder.request(Self.apple)
        #expect(!decoder.hasFinished(Self.apple))
    }

    /// A renderer that empties its cache lets its files go: asked for again, they are decoded ahead again.
    @Test func anEmptiedCacheLetsItsFilesGo() throws {
        let system = RendererTests.system
        let canvas = try RendererTests.canvas(40, 40)
        system.imageDecoder.forgetDelivered([Self.apple])
        RendererTests.draw([.image(ImageItem(path: Self.apple, rect: CGRect(x: 0, y: 0, width: 40, height: 40)))], on: canvas)
        system.imageDecoder.request(Self.apple)
        #expect(!system.imageDecoder.hasFinished(Self.apple), "drawn, so delivered: not decoded again")
        canvas.renderer.images.removeAll()
        system.imageDecoder.request(Self.apple)
        #expect(system.imageDecoder.hasFinished(Self.apple))
        guard case .decoded(let levels) = system.imageDecoder.take(Self.apple) else {
            Issue.record("the file asked for again was not decoded")
            return
        }
        Self.free(levels)
    }

    @Test func aFileThatCannotBeDecodedFails() {
        let decoder = ImageDecoder()
        let missing = FileManager.default.temporaryDirectory.appendingPathComponent("kinema-missing-\(UUID().uuidString).png").path
        decoder.request(missing)
        guard case .failed = decoder.take(missing) else {
            Issue.record("a missing file did not fail")
            return
        }
    }

    /// A renderer that takes the file from the decoder draws what one decoding it itself draws (both on
    /// the suite's system: the second finds the file delivered and decodes it).
    @Test func aFileDecodedAheadDrawsTheSamePixels() throws {
        let system = RendererTests.system
        let ahead = try RendererTests.canvas(60, 60), here = try OffscreenCanvas(system: system, fonts: RendererTests.fonts, width: 60, height: 60)
        let item = DisplayItem.image(ImageItem(path: Self.apple, rect: CGRect(x: 3.5, y: 2.25, width: 50, height: 50)))
        system.imageDecoder.forgetDelivered([Self.apple])
        system.imageDecoder.request(Self.apple)
        #expect(system.imageDecoder.hasFinished(Self.apple))
        RendererTests.draw([item], on: ahead)
        #expect(!system.imageDecoder.hasFinished(Self.apple), "the renderer took the decoded file")
        // The file is delivered now: the second renderer decodes it itself.
        RendererTests.draw([item], on: here)
        func pixels(_ canvas: OffscreenCanvas) -> [UInt32] { (0..<60).flatMap { y in (0..<60).map { canvas.pixel(x: $0, y: y) } } }
        #expect(pixels(ahead) == pixels(here))
        #expect(pixels(ahead).contains { $0 & 0xFF_FFFF != 0xFF_FFFF }, "the apple is drawn")
    }
}
