import CSDL2
import Foundation
import KinemaCore
import KinemaGraphics

/// What the backends' rounded rectangles share (see `SoftwareBackend.drawRect`, `SDLBackend.drawRect`).
extension DisplayListRenderer {
    /// Whether `m` keeps a rectangle upright: no rotation, shear or mirroring, only a positive scale and a
    /// move (what the direct paths for rectangles and images take).
    static func isUpright(_ m: CGAffineTransform) -> Bool {
        Swift.abs(m.b) < 1e-9 && Swift.abs(m.c) < 1e-9 && m.a > 0 && m.d > 0
    }

    /// `rect`'s corner radius in its own points: no more than half its shorter side.
    static func clampedRadius(of rect: RoundedRect) -> CGFloat {
        max(0, min(rect.cornerRadius, min(rect.rect.width, rect.rect.height) / 2))
    }

    /// `rect`'s corner radius in pixels under `m` (upright): no more than half its shorter side.
    static func pixelRadius(of rect: RoundedRect, under m: CGAffineTransform) -> CGFloat {
        clampedRadius(of: rect) * max(m.a, m.d)
    }
}
