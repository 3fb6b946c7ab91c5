import CSDL2
import Foundation

/// Characters the face lacks, drawn one by one from a font that has them: DejaVu Sans first (symbols,
/// arrows, Greek, Cyrillic, Hebrew), then whatever font fontconfig finds for the character (Noto for
/// many scripts, Droid Sans Fallback for Chinese, Japanese and Korean, Symbola for emoji — installed by
/// scripts/bootstrap). A character no font has keeps the face (a box). Right-to-left text is not
/// reordered: Kinema has no bidirectional layout.
extension FontLibrary {
    /// A run of text drawn with one font; `primary` is the face's own font (whose height a line takes).
    struct Segment {
        var text: String
        let font: OpaquePointer
        let primary: OpaquePointer
    }

    /// `text` cut into runs by the font that draws each character. Marks, joiners and variation
    /// selectors stay with the character before them.
    func segments(of text: String, pixelSize: Int, face: FontFace) throws -> [Segment] {
        let size = min(400, max(4, pixelSize))
        let primary = try font(Key(pixelSize: size, face: face, isFallback: false))
        // Most text is ASCII, which Inter has: one run, looked at no further (the frame path measures
        // text that changes every few frames).
        guard text.utf8.contains(where: { $0 > 126 }) else { return [Segment(text: text, font: primary, primary: primary)] }
        var segments: [Segment] = []
        for scalar in text.unicodeScalars {
            let category = scalar.value <= 126 ? nil : Optional(scalar.properties.generalCategory)
            let staysWithPrevious = category == .nonspacingMark || category == .enclosingMark || category == .format
                || (category != nil && scalar.properties.isVariationSelector)
            let chosen: OpaquePointer
            if let last = segments.last, staysWithPrevious {
                chosen = last.font
            } else if scalar.value <= 126 || TTF_GlyphIsProvided32(primary, scalar.value) != 0 {
                chosen = primary
            } else {
                chosen = fallbackFont(for: scalar.value, pixelSize: size, face: face) ?? primary
            }
            if let last = segments.last, last.font == chosen {
                segments[segments.count - 1].text.unicodeScalars.append(scalar)
            } else {
                segments.append(Segment(text: String(scalar), font: chosen, primary: primary))
            }
        }
        return segments.isEmpty ? [Segment(text: text, font: primary, primary: primary)] : segments
    }

    /// A font at `pixelSize` that has `codePoint`, other than the face's own; nil when none has it.
    private func fallbackFont(for codePoint: UInt32, pixelSize: Int, face: FontFace) -> OpaquePointer? {
        if fallback != nil, let dejaVu = try? font(Key(pixelSize: pixelSize, face: face, isFallback: true)),
            TTF_GlyphIsProvided32(dejaVu, codePoint) != 0
        {
            return dejaVu
        }
        // Other scripts' fonts have one weight: the regular face's key, whatever the face.
        func opened(_ file: String) -> OpaquePointer? {
            guard let font = try? font(Key(pixelSize: pixelSize, face: FontFace(weight: 3, isDisplay: false), isFallback: false, file: file))
            else { return nil }
            return TTF_GlyphIsProvided32(font, codePoint) != 0 ? font : nil
        }
        for file in foundFallbackFiles { if let font = opened(file) { return font } }
        if fallbackFiles[codePoint] == nil {
            let found = Self.match("sans-serif:charset=" + String(codePoint, radix: 16)).map(\.file)
            fallbackFiles[codePoint] = .some(found)
            if let found, opened(found) != nil, !foundFallbackFiles.contains(found) { foundFallbackFiles.append(found) }
        }
        return fallbackFiles[codePoint].flatMap { $0 }.flatMap(opened)
    }

    /// `segments` drawn side by side on one transparent surface, as tall as the face's line, each on
    /// the face's baseline; nil when SDL_ttf could not draw them.
    func render(_ segments: [Segment], color: SDL_Color) -> UnsafeMutablePointer<SDL_Surface>? {
        guard segments.count > 1 else { return segments.first.flatMap { TTF_RenderUTF8_Blended($0.font, $0.text, color) } }
        let parts = segments.compactMap { segment in TTF_RenderUTF8_Blended(segment.font, segment.text, color).map { (segment, $0) } }
        defer { parts.forEach { SDL_FreeSurface($0.1) } }
        let primary = segments[0].primary
        let width = parts.reduce(0) { $0 + $1.1.pointee.w }
        guard parts.count == segments.count, width > 0,
            let surface = SDL_CreateRGBSurfaceWithFormat(0, width, TTF_FontHeight(primary), 32, SDL_PIXELFORMAT_ARGB8888.rawValue)
        else { return nil }
        var x: Int32 = 0
        for (segment, part) in parts {
            // Copied, alpha and all, not blended onto the transparent surface.
            SDL_SetSurfaceBlendMode(part, SDL_BLENDMODE_NONE)
            var place = SDL_Rect(x: x, y: TTF_FontAscent(primary) - TTF_FontAscent(segment.font), w: part.pointee.w, h: part.pointee.h)
            SDL_UpperBlit(part, nil, surface, &place)
            x += part.pointee.w
        }
        return surface
    }
}
