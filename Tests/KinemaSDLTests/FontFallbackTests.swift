import CSDL2
import Foundation
import Testing
@testable import KinemaSDL

/// Characters Inter lacks are drawn glyph by glyph from a font that has them (issue 47, point 22): a
/// tweak named in Chinese or with an emoji drew as empty boxes, since the fallback (DejaVu Sans) was
/// taken only for a run it could draw whole, and no font for those scripts was looked for.
@MainActor
@Suite("Font fallback per glyph", .serialized)
struct FontFallbackTests {
    static let fonts = RendererTests.fonts
    static let face = FontFace(weight: 3, isDisplay: false)

    /// The pixels SDL_ttf draws for `text` as the renderer's text cache draws it.
    static func pixels(_ text: String) throws -> [UInt8] {
        let segments = try fonts.segments(of: text, pixelSize: 24, face: face)
        let surface = try #require(fonts.render(segments, color: SDL_Color(r: 255, g: 255, b: 255, a: 255)))
        defer { SDL_FreeSurface(surface) }
        let pitch = Int(surface.pointee.pitch), height = Int(surface.pointee.h)
        return Array(UnsafeBufferPointer(start: surface.pointee.pixels.assumingMemoryBound(to: UInt8.self), count: pitch * height))
    }

    @Test func eachCharacterIsDrawnByAFontThatHasIt() throws {
        guard case .inter = Self.fonts.family else {
            Issue.record("Inter is not installed here (scripts/bootstrap installs fonts-inter): \(Self.fonts.family.name)")
            return
        }
        guard FontLibrary.match("sans-serif:charset=5f39").map({ $0.file.contains("Droid") || $0.file.contains("CJK") || $0.file.contains("Noto") }) == true else {
            Issue.record("no font for Chinese here (scripts/bootstrap installs fonts-droid-fallback)")
            return
        }
        let text = "Damping 弹簧 ✕ 🚀 אב"
        let segments = try Self.fonts.segments(of: text, pixelSize: 24, face: Self.face)
        #expect(segments.map(\.text).joined() == text)
        #expect(segments.first?.text == "Damping ", "Inter draws what it has")
        for segment in segments {
            for scalar in segment.text.unicodeScalars where scalar != " " {
                #expect(TTF_GlyphIsProvided32(segment.font, scalar.value) != 0, "U+\(String(scalar.value, radix: 16)) in '\(segment.text)'")
            }
        }
        // Two different characters drawn as the font's missing-glyph box look the same; drawn, they differ.
        #expect(try Self.pixels("弹") != Self.pixels("簧"))
        #expect(try Self.pixels("🚀") != Self.pixels("🚁"))
        // A line with them is as tall as Inter's, and as wide as its parts.
        let line = Self.fonts.size(of: "Damping 弹簧", pixelSize: 24, face: Self.face)
        #expect(line.height == Self.fonts.size(of: "Damping", pixelSize: 24, face: Self.face).height)
        #expect(line.width > Self.fonts.size(of: "Damping ", pixelSize: 24, face: Self.face).width + 24)
    }

    @Test func textInterHasIsOneRunAsBefore() throws {
        let segments = try Self.fonts.segments(of: "Move-Up-Bounce Animation", pixelSize: 17, face: Self.face)
        #expect(segments.count == 1)
        #expect(try Self.fonts.segments(of: "", pixelSize: 17, face: Self.face).count == 1)
    }
}
