import CSDL2
import Foundation
import KinemaCore
import KinemaRaster
import KinemaGraphics

/// One way of putting a frame's items into pixels, chosen once a frame by `DisplayListRenderer.draw`:
/// `SoftwareBackend` when the frame is drawn straight into a surface's pixels (the software window, an
/// offscreen canvas), else `SDLBackend` (OpenGL, or a target that is not plain pixels).
///
/// The renderer walks the DisplayList (culling, clips, opacity, groups) and turns each item into one of
/// these calls; a backend decides only how the pixels are made. A new kind of primitive (a path, a
/// gradient, a blurred shadow, a projected layer) is a new requirement here, implemented twice: with SDL
/// calls in `SDLBackend`, and with `KinemaRaster` in `SoftwareBackend` — or there, until it has one,
/// by the one fallback every software method uses: its `fallback` (an `SDLBackend`) draws the item with
/// SDL's software renderer onto the same surface, after `willDraw` has written the lazy clear's pending
/// rows under it and marked them mixed (the pixels come out as if SDL had drawn every item).
protocol RenderBackend: AnyObject {
    /// The pixels of `rect` take the frame's background — or, with `composition` (a damaged rectangle),
    /// whatever its first layer covers the rectangle with, when the backend can tell.
    func clear(_ rect: SDL_Rect, background: RGBAColor, coveredBy composition: Composition?)

    /// Where drawing a layer's `items` can start inside the current clip (0: at the first): items hidden
    /// behind a leading opaque rectangle may be skipped. `known` is the first layer's cover, when
    /// `clear` found it for this region.
    func firstVisibleItem(_ items: [DisplayItem], placement: CGAffineTransform, known: DisplayListRenderer.KnownCover?) -> Int

    /// A rounded rectangle (`DisplayItem.rect`).
    func drawRect(_ rect: RoundedRect, placement: CGAffineTransform, layerScale: CGFloat)

    /// A layer's blurred shadow (`DisplayItem.shadow`; see `DisplayListRenderer+Shadows.swift`); `cover`
    /// is the rectangle drawn next in the same space (the caster's background), which may hide part of it.
    func drawShadow(_ shadow: ShadowItem, placement: CGAffineTransform, layerScale: CGFloat, cover: RoundedRect?)

    /// A backdrop blur (`DisplayItem.backdrop`): what the output already holds under its shape, blurred,
    /// saturated and tinted (see `DisplayListRenderer+Backdrops.swift`).
    func drawBackdrop(_ backdrop: PlacedBackdrop)

    /// An image (`DisplayItem.image`) that is not an upright, square-cornered rectangle: those are
    /// copied by `SDL_RenderCopyF` on every backend, which smooths what it scales.
    func drawImage(_ image: DisplayListRenderer.PlacedImage)

    /// An upright, square-cornered image's copy (`DisplayListRenderer.copyImage`), when the backend makes
    /// it itself; false, nothing drawn, for `SDL_RenderCopyF` to make it.
    func copyImage(_ copy: DisplayListRenderer.ImageCopy) -> Bool
    /// A text run's line on its quad (corners clockwise from the top-left, window pixels), tinted;
    /// `isPlain` when the quad is the line's own size on whole pixels (neither scaled nor turned).
    func drawText(_ line: TextCache.Entry, corners: (CGPoint, CGPoint, CGPoint, CGPoint), tint: RasterColor, isPlain: Bool)

    /// A path's bitmap (premultiplied, see `PathCache`) at its place, faded by `opacity`.
    func drawPath(_ placed: PlacedPathBitmap, opacity: UInt8)

    /// A polyline (`DisplayItem.line`, window pixels), `width` pixels wide.
    func drawLine(_ points: [CGPoint], width: CGFloat, color: RasterColor)

    /// The renderer's untextured triangles (lines, strokes, symbols, anything rotated), then empties it.
    func flush(_ batch: TriangleBatch)

    /// A projected layer's plane, drawn into its texture, mapped onto the output in perspective.
    func drawProjected(_ layer: DisplayListRenderer.ProjectedLayer)

    /// A projected layer whose plane holding `items` the backend kept as `plan` draws it, mapped onto the
    /// output; false (nothing drawn) when it has none.
    func drawKeptProjection(_ items: ArraySlice<DisplayItem>, plan: ProjectionPlan) -> Bool

    /// Starts a pass of opacity groups (non-overlapping rectangles, see `GroupCompositor`).
    func beginGroups(_ members: [GroupCompositor.Member]) -> GroupPass

    /// Before SDL draws into or reads `bounds` (window pixels) of the backend's pixels.
    func willDraw(_ bounds: SDL_Rect)

    /// The frame is drawn.
    func finish()
}

/// How a pass of opacity groups is drawn.
enum GroupPass {
    /// On the surface itself, each group's rectangle mixed with its copy at the end.
    case inPlace
    /// Into an offscreen target (drawn by `SDLBackend`, whatever the frame's backend).
    case offscreen
    /// Not at all (no target could be made): each item's opacity takes the group's.
    case folded
}
