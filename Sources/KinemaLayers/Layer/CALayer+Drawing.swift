import Foundation
import KinemaCore
import KinemaGraphics

/// A standalone layer's drawing and layout: what its `draw(in:)` drew and whether it must draw or lay
/// out again.
package struct LayerDrawingState {
    /// Set by `setNeedsDisplay()`: a layer draws its content only when told to, as on iOS.
    package var needsDisplay = false
    package var needsDisplayOnBoundsChange = false
    package var drawing: RecordedDrawing?
    package var needsLayout = false
    /// The bounds the sublayers were last laid out for (nil: never).
    package var laidOutBounds: CGRect?
}

extension CALayer {
    /// Marks the content to be drawn again: `display()` runs before the layer is next drawn. A view's
    /// layer marks its view.
    public func setNeedsDisplay() {
        if let view { return MainActor.assumeIsolated { view.setNeedsDisplay() } }
        guard !isPresentation else { return }
        drawingState.needsDisplay = true
        layerDidChange()
    }

    /// Marks the content to be drawn again; Kinema draws the whole of it (`r` is not read).
    public func setNeedsDisplay(_ r: CGRect) { setNeedsDisplay() }

    /// Whether the content is marked to be drawn again.
    public func needsDisplay() -> Bool {
        if view != nil { return read { $0.needsContentDisplay } ?? false }
        return drawingState.needsDisplay
    }

    /// Draws the content now if it is marked.
    @MainActor
    public func displayIfNeeded() {
        if needsDisplay() { display() }
    }

    /// Whether a change of the bounds' size draws the content again (false by default). A view's
    /// layer answers for its view: `contentMode` `.redraw`.
    public var needsDisplayOnBoundsChange: Bool {
        get { read { $0.redrawsOnBoundsChange } ?? drawingState.needsDisplayOnBoundsChange }
        set {
            if let view {
                MainActor.assumeIsolated { view.redrawsOnBoundsChange = newValue }
            } else {
                drawingState.needsDisplayOnBoundsChange = newValue
            }
        }
    }

    /// `display()`'s own work: `draw(in:)` into a new context over the bounds, kept as the content.
    @MainActor
    package func displayByDrawing() {
        let bounds = self.bounds
        let context = CGContext(bounds: bounds)
        delegate?.layerWillDraw(self)
        draw(in: context)
        drawingState.drawing = RecordedDrawing(items: context.recordedItems, bounds: bounds)
        drawingState.needsDisplay = false
        layerDidChange()
    }

    /// Marks the sublayers to be laid out before the layer is next drawn (a view's layer: its view).
    public func setNeedsLayout() {
        if let view { return MainActor.assumeIsolated { view.setNeedsLayout() } }
        drawingState.needsLayout = true
        layerDidChange()
    }

    public func needsLayout() -> Bool {
        if view != nil { return read { $0.needsLayout } ?? false }
        return drawingState.needsLayout || drawingState.laidOutBounds != bounds
    }

    /// Lays the sublayers out now if they are marked or the bounds changed since.
    @MainActor
    public func layoutIfNeeded() {
        if let view { return view.layoutIfNeeded() }
        guard needsLayout() else { return }
        drawingState.needsLayout = false
        drawingState.laidOutBounds = bounds
        layoutSublayers()
    }

    /// Draws the layer and its sublayers into `ctx`, in the layer's bounds coordinates (its own
    /// position and transform left out), as they show now.
    @MainActor
    public func render(in ctx: CGContext) {
        if let view {
            view.renderLayer(into: ctx)
            return ctx.syncCanvas()
        }
        guard let values, !values.isHidden else { return }
        let opacity = ctx.canvas.opacity * Double(values.opacity)
        drawLayer(into: &ctx.canvas, values: values, transform: ctx.ctm, opacity: opacity, time: 0)
        ctx.syncCanvas()
    }

    /// In the walk, before a standalone layer draws: lays its sublayers out when needed, draws its
    /// content when marked (or its size changed and it asks for that), and appends what it drew.
    @MainActor
    package func displayDrawnContent(into canvas: inout DisplayCanvas, bounds: CGRect) {
        if let drawing = drawingState.drawing, drawingState.needsDisplayOnBoundsChange, drawing.bounds.size != bounds.size {
            drawingState.needsDisplay = true
        }
        if drawingState.needsDisplay { display() }
        guard let drawing = drawingState.drawing else { return }
        drawing.replay(into: &canvas, in: bounds)
    }
}
