import CSDL2
import Foundation
import KinemaCore
import KinemaRaster
import KinemaGraphics

/// Projected layers (`DisplayItem.beginProjection`): the items inside are drawn flat into a texture by
/// `SDLBackend` (`ProjectionCompositor`), at about the largest scale the perspective shows them at
/// (`ProjectionPlan`), and the frame's backend maps the texture onto the output in perspective — per
/// pixel by the inverse homography in the software backend (KinemaRaster's `drawProjected`), on a grid
/// of affinely mapped triangles fine enough to stay within half a pixel on SDL (`ProjectionGrid`).
/// A group inside another is drawn into the outer one's texture the same way.
extension DisplayListRenderer {
    /// A projected layer's plane, drawn, and how it maps onto the output; `items` are what it holds.
    struct ProjectedLayer {
        let texture: OpaquePointer
        let plan: ProjectionPlan
        let items: ArraySlice<DisplayItem>
    }

    /// Draws the projected layer that begins at `start`; returns the index after its end.
    func drawProjection(_ items: [DisplayItem], at start: Int, to end: Int, placement: CGAffineTransform) -> Int {
        let close = Self.matchingProjectionEnd(items, of: start, before: end)
        let next = min(end, close + 1)
        guard case .beginProjection(let group) = items[start],
            let plan = ProjectionPlan(group: group, placement: placement, clip: currentClipBox)
        else { return next }
        flushBatch()
        let plane = items[(start + 1)..<close]
        // A plane the backend kept as it is now is not drawn again (`KeptPlanes`).
        if backend.drawKeptProjection(plane, plan: plan) { return next }
        guard let texture = drawPlane(items, range: plane.indices, bounds: group.bounds, plan: plan) else { return next }
        backend.drawProjected(ProjectedLayer(texture: texture, plan: plan, items: plane))
        return next
    }

    /// The current clip, or the output, in output pixels.
    private var currentClipBox: CGRect {
        let clip: SDL_Rect
        if let last = clipStack.last {
            clip = last
        } else {
            var width: Int32 = 0, height: Int32 = 0
            SDL_GetRendererOutputSize(renderer, &width, &height)
            clip = SDL_Rect(x: 0, y: 0, w: width, h: height)
        }
        return CGRect(x: CGFloat(clip.x), y: CGFloat(clip.y), width: CGFloat(clip.w), height: CGFloat(clip.h))
    }

    /// Draws the items of `range` into a transparent texture through `plan.planeToTexel`, cut to the
    /// plane's `bounds`, by `SDLBackend` (as an offscreen opacity group is); the walk's state is put back.
    private func drawPlane(_ items: [DisplayItem], range: Range<Int>, bounds: CGRect, plan: ProjectionPlan) -> OpaquePointer? {
        guard let texture = projections.begin(width: plan.textureWidth, height: plan.textureHeight) else { return nil }
        let saved = (clipStack, cullRect, backend)
        backend = sdlBackend
        cullRect = nil
        let area = SDL_Rect(x: 0, y: 0, w: plan.textureWidth, h: plan.textureHeight)
        clipStack = [Self.intersection(area, Self.pixelRect(bounds.applying(plan.planeToTexel)))]
        restoreClip()
        drawItems(items, from: range.lowerBound, to: range.upperBound, placement: plan.planeToTexel, layerScale: plan.scale)
        flushBatch()
        projections.end()
        (clipStack, cullRect, backend) = saved
        restoreClip()
        return texture
    }

    /// The index of the `endProjection` closing the group that begins at `start` (or `end` if missing).
    static func matchingProjectionEnd(_ items: [DisplayItem], of start: Int, before end: Int) -> Int {
        closing(items, of: start, before: end) { item in
            switch item {
            case .beginProjection: 1
            case .endProjection: -1
            default: 0
            }
        }
    }

    /// SDL's side: the texture on a grid of triangles (`ProjectionGrid`), each cell cut at the eye,
    /// composited premultiplied — or, where SDL's renderer lacks that blend, from a straight-alpha copy.
    func drawProjectedGrid(_ layer: ProjectedLayer) {
        let plan = layer.plan
        let full = projections.size(of: layer.texture)
        let texture: OpaquePointer
        if projections.compositesPremultiplied {
            texture = layer.texture
        } else {
            guard let copy = projections.straightTexture(from: layer.texture, width: plan.textureWidth, height: plan.textureHeight) else { return }
            texture = copy
        }
        let size = texture == layer.texture ? full : projections.size(of: texture)
        let rect = plan.texelRect
        let grid = fixedProjectionGrid ?? ProjectionGrid(rect: rect, transform: plan.texelToPixels)
        var vertices: [SDL_Vertex] = []
        let white = SDL_Color(r: 255, g: 255, b: 255, a: 255)
        for row in 0..<grid.rows {
            for column in 0..<grid.columns {
                let cell = plan.texelToPixels.frontPolygon(of: grid.cell(column, row, of: rect))
                let corners = cell.compactMap { texel in
                    plan.texelToPixels.apply(texel).map { p in
                        SDL_Vertex(position: SDL_FPoint(x: Float(p.x), y: Float(p.y)), color: white,
                                   tex_coord: SDL_FPoint(x: Float(texel.x / CGFloat(size.width)), y: Float(texel.y / CGFloat(size.height))))
                    }
                }
                guard corners.count >= 3 else { continue }
                for k in 1..<(corners.count - 1) { vertices += [corners[0], corners[k], corners[k + 1]] }
            }
        }
        prepareToDraw(Self.pixelRect(plan.visibleBox.insetBy(dx: -1, dy: -1)))
        _ = SDL_RenderGeometry(renderer, texture, vertices, Int32(vertices.count), nil, 0)
    }
}
