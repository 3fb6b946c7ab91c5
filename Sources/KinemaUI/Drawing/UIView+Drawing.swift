import Foundation
import KinemaCore
import KinemaGraphics

/// What a view's `draw(_:)` drew, kept until it must draw again.
struct ContentDrawing {
    enum State {
        /// Never shown: `draw(_:)` runs when it first is.
        case unknown
        /// `draw(_:)` reached `UIView`'s own, empty one and drew nothing: not called again until
        /// `setNeedsDisplay()` (a label, a plain subclass).
        case none
        case drawn
        case needsDisplay
    }

    var state = State.unknown
    var drawing = RecordedDrawing.empty
}

extension UIView {
    /// Marks the view's content to be drawn again: its `draw(_:)` runs before the next frame shows it.
    public func setNeedsDisplay() {
        contentDrawing.state = .needsDisplay
        Self.viewDisplayChanges &+= 1
    }

    /// Marks the view's content to be drawn again; Kinema draws the whole of it (`rect` is not read).
    public func setNeedsDisplay(_ rect: CGRect) { setNeedsDisplay() }

    /// Appends what `draw(_:)` drew, drawing it first when it must (see `ContentDrawing`), placed in
    /// `bounds` (presentation bounds) by the content mode. A plain `UIView` draws nothing.
    @inline(__always)
    func displayContentDrawing(in canvas: inout DisplayCanvas, bounds: CGRect) {
        guard type(of: self) != UIView.self, contentDrawing.state != .none else { return }
        drawContentIfNeeded()
        let drawing = contentDrawing.drawing
        guard !drawing.items.isEmpty else { return }
        drawing.replay(into: &canvas, in: contentRect(for: drawing.bounds.size, in: bounds))
    }

    /// Runs `draw(_:)` when the view has not drawn yet, was marked, or changed size under `.redraw`.
    package func drawContentIfNeeded() {
        switch contentDrawing.state {
        case .none: return
        case .drawn:
            guard contentMode == .redraw, contentDrawing.drawing.bounds.size != bounds.size else { return }
        case .unknown, .needsDisplay: break
        }
        let context = CGContext(bounds: bounds)
        drawContent(into: context)
        let items = context.recordedItems
        contentDrawing.state = context.reachedEmptyDraw && items.isEmpty ? .none : .drawn
        contentDrawing.drawing = RecordedDrawing(items: items, bounds: bounds)
    }

    /// `draw(_:)` with `context` current, as UIKit calls it.
    package func drawContent(into context: CGContext) {
        GraphicsContextStack.drawing(into: context) { draw(bounds) }
    }
}
