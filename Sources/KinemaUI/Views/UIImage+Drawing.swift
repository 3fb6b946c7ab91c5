import Foundation
import KinemaCore
import KinemaGraphics

extension UIImage {
    /// The one way a `UIImage` becomes DisplayList items — an image view's picture and a layer's
    /// `contents` both come here: the image drawn per `placement` with the canvas's transform and
    /// opacity. A file becomes one image item (its part, slices and rounded clip drawn by the renderer);
    /// every other kind is drawn by `drawPicture`, once per cell, cut to the cell (and a clip's square
    /// bounds) where only part of it shows.
    func draw(in canvas: inout DisplayCanvas, placement: ImagePlacement, tint: UIColor) {
        if let fileURL {
            canvas.image(
                fileURL.path, in: placement.rect, clip: placement.clip, cornerRadius: placement.cornerRadius,
                source: placement.source, slices: placement.slices)
            return
        }
        guard placement.source != ImageItem.wholeImage || placement.slices != nil else {
            return drawPicture(in: &canvas, rect: placement.rect, tint: tint)
        }
        for piece in placement.pieces {
            let cell = placement.clip.map { piece.rect.intersection($0) } ?? piece.rect
            guard !cell.isNull, cell.width > 0, cell.height > 0 else { continue }
            let whole = ImagePlacement.wholeImageRect(showing: piece.source, in: piece.rect)
            canvas.clipping(to: cell) { drawPicture(in: &$0, rect: whole, tint: tint) }
        }
    }

    /// Draws an image that is not a file, whole, filling `rect`: a symbol keeps its point size, centred
    /// (in its own tint, else `tint`); a swatch is its rounded colour and glyph; a drawn image (an image
    /// renderer's) replays what was recorded, scaled into `rect`. A new kind of image adds its case here.
    func drawPicture(in canvas: inout DisplayCanvas, rect: CGRect, tint: UIColor) {
        if let symbolName, let configuration = symbolConfiguration {
            let scaleToRect = min(rect.width / max(1, size.width), rect.height / max(1, size.height))
            let pointSize = configuration.pointSize * configuration.scale.factor * min(1, scaleToRect)
            canvas.symbol(
                symbolName, in: rect, pointSize: pointSize, weight: configuration.weight.fontWeight,
                color: (tintColor ?? tint).rgba)
        } else if let drawing {
            drawing.replay(into: &canvas, in: rect)
        } else if let swatch {
            canvas.fill(rect, cornerRadius: swatch.cornerRadius, color: swatch.color)
            if let glyph = swatch.glyph {
                canvas.text(
                    glyph, in: rect, font: .systemFont(ofSize: min(rect.width, rect.height) * 0.5, weight: .bold),
                    color: swatch.glyphColor, alignment: .center)
            }
        }
    }
}
