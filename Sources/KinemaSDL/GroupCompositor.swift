import CSDL2
import Foundation
import KinemaLayers
import KinemaRaster

/// Draws opacity groups (`DisplayItem.beginGroup`): a translucent view's subtree is drawn into an
/// offscreen target, then composited once with the group's opacity, so its overlapping parts do not show
/// through each other.
///
/// One output-sized target per nesting depth is kept and reused. Sibling groups that follow one another
/// and do not overlap (the rows of a fading table) share one pass into the target: the target is switched
/// to and from once for all of them, which is what a render-target switch costs most on OpenGL. Each group
/// prepares and composites only its own pixel rectangle, so the cost follows the groups' area, not the
/// window's. Where drawing goes straight into a surface (the software window, a canvas), a pass is drawn
/// in place instead (`beginInPlace`), with no target at all. Otherwise two exact ways, by what the
/// renderer can do:
/// - with a custom blend mode (OpenGL): the target starts transparent; drawing into it leaves
///   premultiplied colour, composited with (1, 1 − source alpha) and colour and alpha scaled by the opacity;
/// - SDL's software renderer has only the standard modes: the target starts as a copy of what is behind
///   the group (read back, a memory copy there), the items are drawn over it, and the result is mixed
///   with that backdrop by the group's opacity. Over the same backdrop B, group colour G with coverage a:
///   (G·a + B·(1 − a))·o + B·(1 − o) = G·a·o + B·(1 − a·o), the group-opacity result. The mix is done
///   here, rounded to nearest: SDL's blender truncates, which would darken every untouched pixel of the
///   group's rectangle by one level and show the rectangle as a faint box.
final class GroupCompositor {
    /// One group of a pass: its pixel rectangle (clipped) and opacity.
    struct Member {
        var rect: SDL_Rect
        var opacity: Double

        /// The opacity as a weight of 0…255, to the nearest.
        var weight: Int { Int(max(0, min(255, (opacity * 255).rounded()))) }
    }

    private let renderer: OpaquePointer
    private var targets: [OpaquePointer] = []
    private var targetSize = (width: Int32(0), height: Int32(0))
    /// The passes begun and not ended, innermost last: a target pass keeps the target it replaced; a
    /// pass drawn in place keeps its surface.
    private var passes: [(members: [Member], previous: OpaquePointer?, surface: UnsafeMutablePointer<SDL_Surface>?, mask: [UInt8]?)] = []
    private let premultiplied = SDL_ComposeCustomBlendMode(
        SDL_BLENDFACTOR_ONE, SDL_BLENDFACTOR_ONE_MINUS_SRC_ALPHA, SDL_BLENDOPERATION_ADD,
        SDL_BLENDFACTOR_ONE, SDL_BLENDFACTOR_ONE_MINUS_SRC_ALPHA, SDL_BLENDOPERATION_ADD)
    /// Whether targets composite as premultiplied (decided with the first target).
    private var compositesPremultiplied = false
    /// Backdrop pixels read back on the software path, one buffer per nesting depth, reused.
    private var backdrops: [[UInt32]] = []
    /// The groups' own pixels read back on the software path, reused.
    private var drawn: [UInt32] = []
    /// Groups composited and passes made since the renderer was made (for the bench and tests).
    private(set) var composited = 0
    private(set) var passCount = 0
    /// Of those passes, the ones drawn in place on the software path (`beginInPlace`).
    private(set) var inPlacePassCount = 0
    /// Offscreen targets made (none while every pass is drawn in place).
    var targetCount: Int { targets.count }

    init(renderer: OpaquePointer) {
        self.renderer = renderer
    }

    /// Destroys the targets (before the SDL renderer itself is destroyed).
    func releaseTextures() {
        targets.forEach { SDL_DestroyTexture($0) }
        targets = []
    }

    /// Call at the start of a frame, with the output's size in pixels.
    func prepare(outputWidth: Int32, outputHeight: Int32) {
        passes.removeAll(keepingCapacity: true)
        if (outputWidth, outputHeight) != targetSize {
            // The window changed size: targets and pixel buffers made for the old one go (a window
            // shrunk after being huge gives its memory back).
            releaseTextures()
            backdrops = []
            drawn = []
            targetSize = (outputWidth, outputHeight)
            SystemMemory.returnFreedPages()
        }
    }

    /// Redirects drawing into a target prepared for `members` (non-overlapping, non-empty rectangles).
    /// Returns false, drawing staying where it was, when no target can be made or read.
    func begin(_ members: [Member]) -> Bool {
        guard let target = target(at: passes.count) else { return false }
        let depth = passes.count
        if !compositesPremultiplied {
            // What is behind each group, read from the current target, becomes its starting picture.
            let total = members.reduce(0) { $0 + Int($1.rect.w) * Int($1.rect.h) }
            reserveBackdrop(at: depth, for: total, upTo: Int(targetSize.0) * Int(targetSize.1))
            guard read(members, into: &backdrops[depth]) else { return false }
        }
        passes.append((members, SDL_GetRenderTarget(renderer), nil, nil))
        SDL_SetRenderTarget(renderer, target)
        SDL_RenderSetClipRect(renderer, nil)
        var offset = 0
        for member in members {
            var area = member.rect
            if compositesPremultiplied {
                SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_NONE)
                SDL_SetRenderDrawColor(renderer, 0, 0, 0, 0)
                SDL_RenderFillRect(renderer, &area)
                SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND)
            } else {
                _ = backdrops[depth].withUnsafeBufferPointer { pixels in
                    SDL_UpdateTexture(target, &area, pixels.baseAddress! + offset, area.w * 4)
                }
                offset += Int(area.w) * Int(area.h)
            }
        }
        passCount += 1
        return true
    }

    /// Software path, straight onto `surface` (the window's framebuffer, a canvas) instead of through a
    /// target: what is behind the groups is there already, so their rectangles are only copied aside;
    /// the caller then draws their items onto the surface itself, each clipped to its group's rectangle,
    /// and `end` mixes each rectangle with its copy by the group's opacity, in place. The same
    /// arithmetic as a target pass, without its four copies of the pixels (the backdrop into the
    /// target, the drawing read back, the mix written to the target, the target drawn back); and the
    /// items inside are drawn by the direct paths — the rasterizer's rounded rectangles and triangles,
    /// rounded images' rims — where a target has only SDL's. Returns false (nothing begun) when
    /// the surface's pixels are not 32-bit with red, green and blue in the low three bytes, the layout
    /// `mix` works on, or a rectangle reaches past the surface.
    func beginInPlace(_ members: [Member], on surface: UnsafeMutablePointer<SDL_Surface>) -> Bool {
        guard let format = surface.pointee.format, format.pointee.BytesPerPixel == 4, format.pointee.Gshift == 8,
            (format.pointee.Rshift, format.pointee.Bshift) == (16, 0) || (format.pointee.Rshift, format.pointee.Bshift) == (0, 16),
            format.pointee.Amask == 0 || format.pointee.Amask == 0xFF00_0000, surface.pointee.pixels != nil,
            members.allSatisfy({ $0.rect.x >= 0 && $0.rect.y >= 0 && $0.rect.x + $0.rect.w <= surface.pointee.w && $0.rect.y + $0.rect.h <= surface.pointee.h })
        else { return false }
        let depth = passes.count
        let total = members.reduce(0) { $0 + Int($1.rect.w) * Int($1.rect.h) }
        reserveBackdrop(at: depth, for: total, upTo: Int(surface.pointee.w) * Int(surface.pointee.h))
        // What SDL has queued lands first: the backdrop is the surface as drawn so far.
        SDL_RenderFlush(renderer)
        backdrops[depth].withUnsafeMutableBufferPointer { copy in
            Self.forEachRow(of: members, on: surface) { row, offset, count in
                (copy.baseAddress! + offset).update(from: row, count: count)
            }
        }
        passes.append((members, nil, surface, nil))
        passCount += 1
        inPlacePassCount += 1
        return true
    }

    /// Makes the buffer of pass `depth` hold at least `total` pixels. It grows by half again at least,
    /// up to `limit` (the output's pixels): a group that grows a little every frame (a sheet dragged
    /// open) would otherwise take a new buffer, and the kernel fresh zeroed pages, at every frame.
    private func reserveBackdrop(at depth: Int, for total: Int, upTo limit: Int) {
        while backdrops.count <= depth { backdrops.append([]) }
        guard backdrops[depth].count < total else { return }
        // Not written until the pass copies the backdrop in (only that is read): zeroed, a sheet's
        // growing group took fresh pages and a clear of them at every step.
        let count = max(total, min(limit, backdrops[depth].count * 3 / 2))
        backdrops[depth] = [UInt32](unsafeUninitializedCapacity: count) { _, initialized in initialized = count }
    }

    /// Calls `body` for each row of each member's rectangle on `surface`: the row's first pixel, where the
    /// row starts in the members' pixels laid one after another, and its length.
    private static func forEachRow(
        of members: [Member], on surface: UnsafeMutablePointer<SDL_Surface>,
        _ body: (UnsafeMutablePointer<UInt32>, Int, Int) -> Void
    ) {
        let pixels = surface.pointee.pixels!.assumingMemoryBound(to: UInt32.self)
        let pitch = Int(surface.pointee.pitch) / 4
        var offset = 0
        for member in members {
            let width = Int(member.rect.w)
            for y in Int(member.rect.y)..<Int(member.rect.y + member.rect.h) {
                body(pixels + y * pitch + Int(member.rect.x), offset, width)
                offset += width
            }
        }
    }

    /// Gives the innermost pass a mask (`DisplayItem.beginMask`): its groups' pixels are composited
    /// with the opacity times `alpha` (0…255 for each pixel of the members' rectangles, laid one after
    /// another as `forEachRow` walks them) instead of the opacity alone.
    func maskInnermostPass(with alpha: [UInt8]) {
        guard !passes.isEmpty else { return }
        passes[passes.count - 1].mask = alpha
    }

    /// Composites the innermost pass's groups onto what was drawn before them. The caller restores its clip.
    func end() {
        guard let pass = passes.popLast() else { return }
        if let surface = pass.surface {
            endInPlace(pass.members, on: surface, depth: passes.count, mask: pass.mask)
            return
        }
        let texture = targets[passes.count]
        if !compositesPremultiplied {
            mixWithBackdrop(pass.members, depth: passes.count, in: texture, mask: pass.mask)
        } else if let mask = pass.mask {
            multiply(texture, by: mask, over: pass.members)
        }
        SDL_SetRenderTarget(renderer, pass.previous)
        for member in pass.members {
            let alpha = UInt8(member.weight)
            // Premultiplied: colour and alpha both scale by the opacity. Mixed here: copied as it is.
            let colour = compositesPremultiplied ? alpha : 255
            SDL_SetTextureColorMod(texture, colour, colour, colour)
            SDL_SetTextureAlphaMod(texture, compositesPremultiplied ? alpha : 255)
            var source = member.rect, destination = member.rect
            SDL_RenderSetClipRect(renderer, &destination)
            SDL_RenderCopy(renderer, texture, &source, &destination)
            composited += 1
        }
    }

    /// An in-place pass's end: each rectangle of `surface` mixed with its backdrop by its group's opacity.
    private func endInPlace(_ members: [Member], on surface: UnsafeMutablePointer<SDL_Surface>, depth: Int, mask: [UInt8]?) {
        SDL_RenderFlush(renderer)
        var rowsLeft = 0, member = -1, weight = 0
        backdrops[depth].withUnsafeBufferPointer { behind in
            Self.forEachRow(of: members, on: surface) { row, offset, count in
                if rowsLeft == 0 {
                    member += 1
                    rowsLeft = Int(members[member].rect.h)
                    weight = members[member].weight
                }
                rowsLeft -= 1
                if let mask {
                    let done = mask.withUnsafeBufferPointer { MixSpan.mix(row, behind: behind.baseAddress! + offset, mask: $0.baseAddress! + offset, count: count, weight: weight) }
                    for x in done..<count { row[x] = Self.mix(behind[offset + x], row[x], weight: Self.masked(weight, mask[offset + x])) }
                } else {
                    Self.mixRow(row, behind: behind.baseAddress! + offset, count: count, weight: weight)
                }
            }
        }
        composited += members.count
    }

    /// Reads the members' rectangles of the current target into `pixels`, one after another.
    private func read(_ members: [Member], into pixels: inout [UInt32]) -> Bool {
        var offset = 0
        for member in members {
            var area = member.rect
            let status = pixels.withUnsafeMutableBufferPointer { buffer in
                SDL_RenderReadPixels(renderer, &area, SDL_PIXELFORMAT_ARGB8888.rawValue, buffer.baseAddress! + offset, area.w * 4)
            }
            guard status == 0 else { return false }
            offset += Int(area.w) * Int(area.h)
        }
        return true
    }

    /// Software path: replaces each group's pixels in `texture` (the current target) by
    /// backdrop + (group − backdrop) · opacity, opaque, rounded to nearest.
    private func mixWithBackdrop(_ members: [Member], depth: Int, in texture: OpaquePointer, mask: [UInt8]?) {
        let total = members.reduce(0) { $0 + Int($1.rect.w) * Int($1.rect.h) }
        if drawn.count < total { drawn = [UInt32](repeating: 0, count: total) }
        guard read(members, into: &drawn) else { return }
        var offset = 0
        for member in members {
            let weight = member.weight
            let count = Int(member.rect.w) * Int(member.rect.h)
            backdrops[depth].withUnsafeBufferPointer { behind in
                drawn.withUnsafeMutableBufferPointer { group in
                    for index in offset..<(offset + count) {
                        let w = mask.map { Self.masked(weight, $0[index]) } ?? weight
                        group[index] = Self.mix(behind[index], group[index], weight: w)
                    }
                }
            }
            var area = member.rect
            _ = drawn.withUnsafeBufferPointer { pixels in
                SDL_UpdateTexture(texture, &area, pixels.baseAddress! + offset, area.w * 4)
            }
            offset += count
        }
    }

    /// OpenGL's path: multiplies colour and alpha of the members' rectangles of `texture` (the current
    /// target, premultiplied) by the mask's alpha — a white texture of that alpha drawn over them with
    /// the blend (0, source alpha) — before they are composited.
    private func multiply(_ texture: OpaquePointer, by mask: [UInt8], over members: [Member]) {
        let multiplies = SDL_ComposeCustomBlendMode(
            SDL_BLENDFACTOR_ZERO, SDL_BLENDFACTOR_SRC_ALPHA, SDL_BLENDOPERATION_ADD,
            SDL_BLENDFACTOR_ZERO, SDL_BLENDFACTOR_SRC_ALPHA, SDL_BLENDOPERATION_ADD)
        SDL_RenderSetClipRect(renderer, nil)
        var offset = 0
        for member in members {
            let count = Int(member.rect.w) * Int(member.rect.h)
            defer { offset += count }
            guard count > 0, let alpha = SDL_CreateTexture(
                renderer, SDL_PIXELFORMAT_ARGB8888.rawValue, Int32(SDL_TEXTUREACCESS_STATIC.rawValue), member.rect.w, member.rect.h)
            else { continue }
            let pixels = mask[offset..<(offset + count)].map { UInt32($0) << 24 | 0x00FF_FFFF }
            pixels.withUnsafeBytes { _ = SDL_UpdateTexture(alpha, nil, $0.baseAddress, member.rect.w * 4) }
            SDL_SetTextureBlendMode(alpha, multiplies)
            var destination = member.rect
            SDL_RenderCopy(renderer, alpha, nil, &destination)
            SDL_DestroyTexture(alpha)
        }
    }

    /// A group's weight (0…255) times a mask's alpha (0…255), to the nearest of 255.
    @inline(__always)
    static func masked(_ weight: Int, _ alpha: UInt8) -> Int {
        let t = weight * Int(alpha) + 128
        return (t + (t >> 8)) >> 8
    }

    /// b + (g − b) · weight / 255 in each colour channel, rounded to nearest; alpha opaque.
    ///
    /// As (b · (255 − w) + g · w) / 255, which is the same number (b · 255 is a multiple of 255, and
    /// d / 255 is never half way for a whole d: 255 is odd), rounded as round(x / 255) =
    /// (t + (t >> 8)) >> 8 with t = x + 128, exact for every x up to 255 · 255. Red and blue share one
    /// 32-bit word, a 16-bit lane each (no lane passes 65,535), green goes alone: two multiplies a
    /// colour instead of three divisions (`mixReference` is the channel-by-channel form).
    @inline(__always)
    static func mix(_ b: UInt32, _ g: UInt32, weight: Int) -> UInt32 {
        // No shortcut for b == g (the formula gives b then too): without a branch, the loops over rows
        // of pixels vectorise.
        let w = UInt32(weight), rest = 255 - w
        var rb = (b & 0x00FF_00FF) &* rest &+ (g & 0x00FF_00FF) &* w &+ 0x0080_0080
        rb = ((rb &+ ((rb >> 8) & 0x00FF_00FF)) >> 8) & 0x00FF_00FF
        var green = ((b >> 8) & 0xFF) &* rest &+ ((g >> 8) & 0xFF) &* w &+ 128
        green = (green &+ (green >> 8)) >> 8
        return 0xFF00_0000 | rb | (green << 8)
    }

    /// `row[x] = mix(behind[x], row[x], weight)` over a row: eight pixels at a time with AVX2 (`MixSpan`),
    /// else in Swift's SIMD lanes (the same arithmetic), then the rest one by one: the loop every in-place
    /// group's end runs over its pixels (the menu's dimmed screen is one such group).
    static func mixRow(_ row: UnsafeMutablePointer<UInt32>, behind: UnsafePointer<UInt32>, count: Int, weight: Int) {
        typealias Lanes = SIMD8<UInt32>
        let w = Lanes(repeating: UInt32(weight)), rest = Lanes(repeating: UInt32(255 - weight))
        let maskRB = Lanes(repeating: 0x00FF_00FF), maskG = Lanes(repeating: 0x0000_FF00)
        let roundRB = Lanes(repeating: 0x0080_0080), roundG = Lanes(repeating: 0x0000_8000), opaque = Lanes(repeating: 0xFF00_0000)
        let target = UnsafeMutableRawPointer(row), source = UnsafeRawPointer(behind)
        var index = MixSpan.mix(row, behind: behind, mask: nil, count: count, weight: weight)
        while index + 8 <= count {
            let offset = index * 4
            let b = source.loadUnaligned(fromByteOffset: offset, as: Lanes.self)
            let g = target.loadUnaligned(fromByteOffset: offset, as: Lanes.self)
            var rb = (b & maskRB) &* rest &+ (g & maskRB) &* w &+ roundRB
            rb = ((rb &+ ((rb &>> 8) & maskRB)) &>> 8) & maskRB
            // Green in place (bits 8–15): its products stay below 2^24, so no lane overflows.
            var green = (b & maskG) &* rest &+ (g & maskG) &* w &+ roundG
            green = ((green &+ ((green &>> 8) & maskG)) &>> 8) & maskG
            target.storeBytes(of: opaque | rb | green, toByteOffset: offset, as: Lanes.self)
            index += 8
        }
        while index < count {
            row[index] = mix(behind[index], row[index], weight: weight)
            index += 1
        }
    }

    /// `mix`, channel by channel with signed differences (the form the tests hold `mix` to).
    static func mixReference(_ b: UInt32, _ g: UInt32, weight: Int) -> UInt32 {
        func channel(_ shift: UInt32) -> UInt32 {
            let bc = Int((b >> shift) & 0xFF), gc = Int((g >> shift) & 0xFF)
            let d = (gc - bc) * weight
            return UInt32(bc + (d >= 0 ? (d + 127) / 255 : (d - 127) / 255)) << shift
        }
        return 0xFF00_0000 | channel(16) | channel(8) | channel(0)
    }

    private func target(at depth: Int) -> OpaquePointer? {
        while targets.count <= depth {
            guard targetSize.width > 0, targetSize.height > 0,
                let texture = SDL_CreateTexture(
                    renderer, SDL_PIXELFORMAT_ARGB8888.rawValue, Int32(SDL_TEXTUREACCESS_TARGET.rawValue),
                    targetSize.width, targetSize.height)
            else { return nil }
            compositesPremultiplied = SDL_SetTextureBlendMode(texture, premultiplied) == 0
            // The software path mixes the pixels itself and copies them over as they are.
            if !compositesPremultiplied { SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_NONE) }
            targets.append(texture)
        }
        return targets[depth]
    }
}
