import Foundation
import KinemaCore
import KinemaGraphics

/// A mask's alpha over a rectangle of target pixels (`MaskGroup`): each of its items drawn by cairo
/// into the bitmap `PathCache` keeps (a rounded rectangle as the path of its shape), its alpha times
/// the item's opacity, the items laid one over the other (a + b·(1 − a), rounded to the nearest step).
/// An item of another kind (text, an image, a line) adds nothing: masks are shapes and gradients.
package enum MaskCoverage {
    /// The mask's alpha at each pixel of `region` (0…255, rows of `region.w`), written into `alpha`
    /// (resized to fit). `placement` maps the items' device points to target pixels.
    package static func draw(
        _ items: [DisplayItem], placement: CGAffineTransform, over region: PixelRect, paths: PathCache, into alpha: inout [UInt8]
    ) {
        let count = Int(max(0, region.w)) * Int(max(0, region.h))
        if alpha.count != count { alpha = [UInt8](repeating: 0, count: count) } else { alpha.withUnsafeMutableBufferPointer { $0.update(repeating: 0) } }
        guard count > 0 else { return }
        for item in items {
            guard let shape = pathItem(for: item), shape.opacity > 0 else { continue }
            let weight = UInt32(max(0, min(255, (shape.opacity * 255).rounded())))
            guard let placed = paths.bitmap(for: shape, transform: shape.transform.concatenating(placement), within: region) else { continue }
            lay(placed, weight: weight, over: region, into: &alpha)
        }
    }

    /// The item as a path the mask is drawn with: a path as it is, a rounded rectangle as its outline
    /// filled with its colour (the radius clamped to half the shorter side, as every rectangle is).
    package static func pathItem(for item: DisplayItem) -> PathItem? {
        switch item {
        case .path(let path): return path
        case .rect(let rect):
            let r = max(0, min(rect.cornerRadius, min(rect.rect.width, rect.rect.height) / 2))
            var outline = VectorPath()
            if r > 0 {
                outline.addRoundedRect(rect.rect, radii: Array(repeating: CGSize(width: r, height: r), count: 4))
            } else {
                outline.addRect(rect.rect)
            }
            return PathItem(path: outline, fillColor: rect.color, stroke: nil, transform: rect.transform, opacity: rect.opacity)
        default: return nil
        }
    }

    /// Lays one bitmap's alpha (scaled by `weight` of 255) over `alpha`, where it falls in `region`.
    private static func lay(_ placed: PlacedPathBitmap, weight: UInt32, over region: PixelRect, into alpha: inout [UInt8]) {
        let x0 = max(region.x, placed.x), x1 = min(region.x + region.w, placed.x + placed.bitmap.width)
        let y0 = max(region.y, placed.y), y1 = min(region.y + region.h, placed.y + placed.bitmap.height)
        guard x1 > x0, y1 > y0 else { return }
        let width = Int(region.w), bitmapWidth = Int(placed.bitmap.width)
        placed.bitmap.pixels.withUnsafeBufferPointer { pixels in
            alpha.withUnsafeMutableBufferPointer { out in
                for y in Int(y0)..<Int(y1) {
                    let source = (y - Int(placed.y)) * bitmapWidth - Int(placed.x)
                    let row = (y - Int(region.y)) * width - Int(region.x)
                    for x in Int(x0)..<Int(x1) {
                        let a = divide255((pixels[source + x] >> 24) * weight)
                        let b = UInt32(out[row + x])
                        out[row + x] = UInt8(a + divide255(b * (255 - a)))
                    }
                }
            }
        }
    }

    /// x / 255 rounded to the nearest, for x up to 255 · 255.
    @inline(__always)
    static func divide255(_ x: UInt32) -> UInt32 {
        let t = x + 128
        return (t + (t >> 8)) >> 8
    }
}
