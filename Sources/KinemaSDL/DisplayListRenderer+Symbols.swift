import CSDL2
import Foundation
import KinemaCore
import KinemaGraphics
import KinemaRaster

/// Symbols (`DisplayItem.symbol`): the symbol library's shapes as feathered triangles, tessellated once
/// for each shape, size and turn and moved to where the symbol goes (`TriangleGeometry`) — a symbol
/// sliding with its row is not tessellated again every frame. On the software path the triangles' coverage
/// is kept too, and the symbol drawn from it at a quarter-pixel position (`SymbolMasks`). Symbols with a
/// glyph (text) among their shapes are drawn shape by shape.
extension DisplayListRenderer {
    struct SymbolKey: Hashable {
        let name: String
        let strokeWidth: CGFloat
    }

    struct SymbolGeometryKey: Hashable {
        let symbol: SymbolKey
        let a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat
        let pixelSide: CGFloat
    }

    private func shapes(for symbol: SymbolItem) -> [SymbolShape]? {
        let key = SymbolKey(name: symbol.name, strokeWidth: symbol.strokeWidth)
        if let cached = symbolShapes[key] { return cached }
        guard let shapes = SymbolLibrary.shapes(for: symbol.name, strokeWidth: symbol.strokeWidth) else { return nil }
        if symbolShapes.count > 256 { symbolShapes.removeAll() }
        symbolShapes[key] = shapes
        return shapes
    }

    func drawSymbol(_ symbol: SymbolItem, placement: CGAffineTransform, layerScale: CGFloat) {
        guard let shapes = shapes(for: symbol) else { return }
        let side = symbol.pointSize * SymbolLibrary.sizeRatio
        let box = CGRect(x: symbol.rect.midX - side / 2, y: symbol.rect.midY - side / 2, width: side, height: side)
        // Unit square → local points → pixels.
        let unit = CGAffineTransform(a: side, b: 0, c: 0, d: side, tx: box.minX, ty: box.minY)
        let m = unit.concatenating(symbol.transform).concatenating(placement)
        let pixelSide = side * layerScale * Self.scale(of: symbol.transform)
        let tint = Self.color(symbol.color, symbol.opacity * opacityScale)
        let hasGlyph = shapes.contains { if case .glyph = $0 { true } else { false } }
        guard usesSymbolGeometry, !hasGlyph, PixelBounds.isFinite(m), pixelSide.isFinite else {
            return drawShapes(shapes, of: symbol, box: box, transform: m, pixelSide: pixelSide, tint: tint, placement: placement, layerScale: layerScale)
        }
        guard tint.a > 0 else { return }
        let key = SymbolGeometryKey(
            symbol: SymbolKey(name: symbol.name, strokeWidth: symbol.strokeWidth), a: m.a, b: m.b, c: m.c, d: m.d, pixelSide: pixelSide)
        let geometry: TriangleGeometry
        let isKept: Bool
        if let kept = symbolGeometry[key] {
            (geometry, isKept) = (kept, true)
        } else {
            isKept = false
            let atOrigin = CGAffineTransform(a: m.a, b: m.b, c: m.c, d: m.d, tx: 0, ty: 0)
            let white = RasterColor(r: 255, g: 255, b: 255, a: 255)
            geometry = batch.recordGeometry {
                drawShapes(shapes, of: symbol, box: box, transform: atOrigin, pixelSide: pixelSide, tint: white, placement: placement, layerScale: layerScale)
            }
            if symbolGeometry.count >= 256 { symbolGeometry.removeAll() }
            symbolGeometry[key] = geometry
        }
        // From its coverage where the backend blends it: one shape, its triangles' overlaps not blended twice.
        if usesSymbolMasks, backend === softwareBackend,
            let placed = symbolMasks.mask(of: geometry, key: key, offset: (Float(m.tx), Float(m.ty)), keeps: isKept),
            softwareBackend.drawCoverage(placed.mask, x: placed.x, y: placed.y, tint: tint) {
            return
        }
        batch.add(geometry, offset: (Float(m.tx), Float(m.ty)), color: tint)
    }

    /// The shapes as triangles in the batch under `m` (unit square → pixels), in `tint`; glyphs as text.
    private func drawShapes(
        _ shapes: [SymbolShape], of symbol: SymbolItem, box: CGRect, transform m: CGAffineTransform, pixelSide: CGFloat, tint: RasterColor,
        placement: CGAffineTransform, layerScale: CGFloat
    ) {
        let side = box.width
        for shape in shapes {
            switch shape {
            case .disc(let center, let radius):
                TriangleBatch.circle(into: &outline, center: center, radius: radius, transform: m, pixelRadius: radius * pixelSide)
                batch.fill(outline: outline, color: tint)
            case .ring(let center, let radius, let width):
                TriangleBatch.circle(into: &outline, center: center, radius: radius, transform: m, pixelRadius: radius * pixelSide)
                batch.stroke(closed: outline, width: width * pixelSide, color: tint)
            case .polygon(let points):
                outline.removeAll(keepingCapacity: true)
                for point in points { outline.append(point.applying(m)) }
                batch.fill(outline: outline, color: tint)
            case .stroke(let points, let width):
                outline.removeAll(keepingCapacity: true)
                for point in points { outline.append(point.applying(m)) }
                batch.stroke(open: outline, width: width * pixelSide, color: tint)
            case .roundedRect(let rect, let radius):
                TriangleBatch.roundedRect(into: &outline, rect, radius: radius, transform: m, pixelScale: pixelSide)
                batch.fill(outline: outline, color: tint)
            case .roundedRectStroke(let rect, let radius, let width):
                TriangleBatch.roundedRect(into: &outline, rect, radius: radius, transform: m, pixelScale: pixelSide)
                batch.stroke(closed: outline, width: width * pixelSide, color: tint)
            case .glyph(let text, let center, let size, let bold, let knockout):
                let glyphRect = CGRect(x: box.minX + (center.x - 0.5) * side, y: box.minY + (center.y - 0.5) * side, width: side, height: side)
                drawText(text, in: glyphRect, fontSize: size * side, face: FontFace(weight: bold ? 6 : 3, isDisplay: size * side >= 20), alignment: .center,
                         color: knockout ? symbol.knockoutColor : symbol.color, opacity: symbol.opacity,
                         transform: symbol.transform, placement: placement, layerScale: layerScale)
            }
        }
    }
}
