import CSDL2
import Foundation
import KinemaCore
import KinemaRaster
import KinemaGraphics

/// Text runs: a cached texture of the run drawn on its quad, snapped to whole pixels when plain.
extension DisplayListRenderer {
    // MARK: - Text

    func drawText(
        _ text: String, in rect: CGRect, fontSize: CGFloat, face: FontFace, alignment: TextRun.Alignment,
        color: RGBAColor, opacity: Double, transform: CGAffineTransform, placement: CGAffineTransform, layerScale: CGFloat
    ) {
        // Text beyond a few thousand pixels would be a texture of gigabytes: not drawn, like text below 2.
        let scaledSize = fontSize * layerScale
        guard scaledSize.isFinite, scaledSize >= 1.5, scaledSize < 4096 else { return }
        let pixelSize = Int(scaledSize.rounded())
        guard pixelSize >= 2, !text.isEmpty, let entry = textCache.texture(for: text, pixelSize: pixelSize, face: face) else { return }
        // Size in the item's local points: the texture is drawn at the layer's scale; the item's own
        // transform (an animated scale, a rotation) maps the quad.
        let width = CGFloat(entry.width) / layerScale, height = CGFloat(entry.height) / layerScale
        let x: CGFloat
        switch alignment {
        case .left: x = rect.minX
        case .center: x = rect.midX - width / 2
        case .right: x = rect.maxX - width
        }
        let y = rect.midY - height / 2
        var m = transform.concatenating(placement)
        var origin = CGPoint(x: x, y: y).applying(m)
        // Unscaled, unrotated text snaps to whole pixels so glyphs stay crisp.
        let isPlain = Self.isPlainText(m, layerScale: layerScale)
        if isPlain {
            origin = CGPoint(x: origin.x.rounded(), y: origin.y.rounded())
            m = CGAffineTransform(scaleX: layerScale, y: layerScale)
        }
        // The quad's corners, clockwise from the top-left, and their texture coordinates.
        let c0, c1, c2, c3: CGPoint
        if isPlain {
            let w = CGFloat(entry.width), h = CGFloat(entry.height)
            (c0, c1, c2, c3) = (origin, CGPoint(x: origin.x + w, y: origin.y), CGPoint(x: origin.x + w, y: origin.y + h), CGPoint(x: origin.x, y: origin.y + h))
        } else {
            c0 = CGPoint(x: x, y: y).applying(m)
            c1 = CGPoint(x: x + width, y: y).applying(m)
            c2 = CGPoint(x: x + width, y: y + height).applying(m)
            c3 = CGPoint(x: x, y: y + height).applying(m)
        }
        let tint = Self.color(color, opacity * opacityScale)
        guard tint.a > 0 else { return }
        backend.drawText(entry, corners: (c0, c1, c2, c3), tint: tint, isPlain: isPlain)
    }

    /// Whether text under `m` (its transform and the placement) is neither scaled nor turned from the
    /// layer's scale: laid on whole pixels at its texture's own size, never resampled.
    static func isPlainText(_ m: CGAffineTransform, layerScale: CGFloat) -> Bool {
        Swift.abs(m.b) < 1e-9 && Swift.abs(m.c) < 1e-9 && Swift.abs(m.a - layerScale) < 1e-6 && Swift.abs(m.d - layerScale) < 1e-6
    }

    /// Draws `texture` whole on the quad of `corners` (clockwise from its top-left), tinted.
    /// (SDL's on every backend: `SoftwareBackend` falls back to it.)
    func drawQuad(_ texture: OpaquePointer, corners: (CGPoint, CGPoint, CGPoint, CGPoint), tint: RasterColor) {
        let (c0, c1, c2, c3) = corners
        let low = CGPoint(x: min(min(c0.x, c1.x), min(c2.x, c3.x)), y: min(min(c0.y, c1.y), min(c2.y, c3.y)))
        let high = CGPoint(x: max(max(c0.x, c1.x), max(c2.x, c3.x)), y: max(max(c0.y, c1.y), max(c2.y, c3.y)))
        prepareToDraw(Self.pixelRect(CGRect(x: low.x, y: low.y, width: high.x - low.x, height: high.y - low.y).insetBy(dx: -1, dy: -1)))
        let color = SDL_Color(r: tint.r, g: tint.g, b: tint.b, a: tint.a)
        func vertex(_ p: CGPoint, _ u: Float, _ v: Float) -> SDL_Vertex {
            SDL_Vertex(position: SDL_FPoint(x: Float(p.x), y: Float(p.y)), color: color, tex_coord: SDL_FPoint(x: u, y: v))
        }
        var quad = (vertex(c0, 0, 0), vertex(c1, 1, 0), vertex(c2, 1, 1), vertex(c3, 0, 1))
        var order: (Int32, Int32, Int32, Int32, Int32, Int32) = (0, 1, 2, 0, 2, 3)
        flushBatch()
        withUnsafePointer(to: &quad) { vertices in
            withUnsafePointer(to: &order) { indices in
                vertices.withMemoryRebound(to: SDL_Vertex.self, capacity: 4) { v in
                    indices.withMemoryRebound(to: Int32.self, capacity: 6) { i in
                        _ = SDL_RenderGeometry(renderer, texture, v, 4, i, 6)
                    }
                }
            }
        }
    }
}
