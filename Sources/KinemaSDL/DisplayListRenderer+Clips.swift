import CSDL2
import Foundation
import KinemaCore
import KinemaRaster
import KinemaGraphics

/// Clips and the renderer's small conversions.
extension DisplayListRenderer {
    // MARK: - Clips

    func pushClip(_ rect: SDL_Rect) {
        var clipped = clipStack.last.map { Self.intersection($0, rect) } ?? rect
        flushBatch()
        clipStack.append(clipped)
        SDL_RenderSetClipRect(renderer, &clipped)
    }

    func popClip() {
        flushBatch()
        _ = clipStack.popLast()
        restoreClip()
    }

    /// Sets SDL's clip to the innermost clip (or none).
    func restoreClip() {
        if var current = clipStack.last {
            SDL_RenderSetClipRect(renderer, &current)
        } else {
            SDL_RenderSetClipRect(renderer, nil)
        }
    }

    static func intersection(_ a: SDL_Rect, _ b: SDL_Rect) -> SDL_Rect {
        var first = a, second = b, out = SDL_Rect()
        return SDL_IntersectRect(&first, &second, &out) == SDL_TRUE ? out : SDL_Rect(x: 0, y: 0, w: 0, h: 0)
    }

    // MARK: - Helpers

    static func pixelRect(_ rect: CGRect) -> SDL_Rect {
        let minX = PixelBounds.int32(rect.minX.rounded(.down)), minY = PixelBounds.int32(rect.minY.rounded(.down))
        let maxX = PixelBounds.int32(rect.maxX.rounded(.up)), maxY = PixelBounds.int32(rect.maxY.rounded(.up))
        return SDL_Rect(x: minX, y: minY, w: max(0, maxX - minX), h: max(0, maxY - minY))
    }

    /// The linear scale of a transform (square root of |determinant|).
    static func scale(of transform: CGAffineTransform) -> CGFloat {
        max(1e-6, Swift.abs(transform.determinant).squareRoot())
    }

    static func byte(_ value: Double) -> UInt8 {
        UInt8(max(0, min(255, (value * 255).rounded())))
    }

    static func color(_ color: RGBAColor, _ opacity: Double) -> RasterColor {
        let c = color.clamped()
        return RasterColor(r: byte(c.red), g: byte(c.green), b: byte(c.blue), a: byte(c.alpha * min(1, max(0, opacity))))
    }
}
