import Foundation
import KinemaCore

/// Core Graphics' drawing context, as UIKit hands it to `draw(_:)`, `CALayer.draw(in:)` and an image
/// renderer: paths, fills, strokes, gradients, images and text, with a graphics state that
/// `saveGState`/`restoreGState` keep.
///
/// Kinema's context is a **recorder**: what is drawn becomes DisplayList items in the coordinates the
/// context was made in (a layer's bounds, an image's points), each under the current transform (`ctm`),
/// so strokes under a scale or rotation are exact. The renderer draws the items as it draws a shape
/// layer's; the owner keeps them until it is told to draw again (`setNeedsDisplay`). As UIKit's
/// contexts are, it is flipped: y grows down, and the origin is the top left of what it draws into.
///
/// Defaults are Core Graphics': opaque black fill and stroke, line width 1, butt caps, miter joins
/// with a limit of 10, no dashes, alpha 1, no clip.
public final class CGContext {
    /// The graphics state `saveGState` keeps.
    package struct GraphicsState {
        package var fillColor = RGBAColor.black
        package var strokeColor = RGBAColor.black
        package var lineWidth: CGFloat = 1
        package var lineCap = PathItem.LineCap.butt
        package var lineJoin = PathItem.LineJoin.miter
        package var miterLimit: CGFloat = 10
        package var dashPattern: [CGFloat] = []
        package var dashPhase: CGFloat = 0
        package var ctm = CGAffineTransform.identity
        package var alpha: CGFloat = 1
        /// The clipped area in the context's own coordinates: the rectangles' box and the last path.
        package var clipBox: CGRect?
        package var clipPath: (path: VectorPath, evenOdd: Bool)?
        /// The `pushClip` items this state opened (closed when it is restored).
        package var openClips = 0
        /// Kept, not drawn (see docs/drawing.md).
        package var shadow: (offset: CGSize, blur: CGFloat, color: RGBAColor?)?
        package var blendMode = CGBlendMode.normal
    }

    /// What is drawn, in the context's coordinates (items' transforms map them there).
    package var canvas: DisplayCanvas
    package var state = GraphicsState()
    package var savedStates: [GraphicsState] = []
    /// The current path, in the context's coordinates (Core Graphics maps each point by the transform
    /// in force when it is added).
    /// (Made when first used: most contexts a view is probed with draw nothing.)
    package lazy var currentPath = CGMutablePath()
    /// The area drawn into, in the context's coordinates (a layer's bounds, an image's rectangle).
    package let bounds: CGRect
    /// Set by `UIView.draw(_:)`'s own implementation, which draws nothing: a view whose `draw(_:)` reached
    /// it and drew nothing has nothing to keep.
    package var reachedEmptyDraw = false

    package init(bounds: CGRect) {
        self.bounds = bounds
        canvas = DisplayCanvas(transform: .identity, opacity: 1, displayIdentifier: .none, backdrop: .clear, items: [])
    }

    /// The items drawn so far, every clip closed.
    package var recordedItems: [DisplayItem] {
        var items = canvas.items
        let open = savedStates.reduce(state.openClips) { $0 + $1.openClips }
        // One append at a time: `append(contentsOf:)` of a generic sequence asks the runtime for its
        // conformances the first time, 134,000 instructions (callgrind), inside a frame.
        for _ in 0..<open { items.append(.popClip) }
        return items
    }

    // MARK: - The graphics state

    public func saveGState() {
        savedStates.append(state)
        state.openClips = 0
    }

    /// Restores the last saved state; the clips made since are closed. Without a saved state, nothing.
    public func restoreGState() {
        guard let saved = savedStates.popLast() else { return }
        canvas.items.append(contentsOf: repeatElement(DisplayItem.popClip, count: state.openClips))
        state = saved
        syncCanvas()
    }

    /// The current transform: the context's own coordinates ← user space. (On iOS it also holds the
    /// screen's scale and the flip; here the context's coordinates are points, y down.)
    public var ctm: CGAffineTransform { state.ctm }

    public func translateBy(x: CGFloat, y: CGFloat) { concatenate(CGAffineTransform(translationX: x, y: y)) }
    public func scaleBy(x: CGFloat, y: CGFloat) { concatenate(CGAffineTransform(scaleX: x, y: y)) }
    /// Turns user space by `angle` radians: clockwise on screen for a positive angle (y down).
    public func rotate(by angle: CGFloat) { concatenate(CGAffineTransform(rotationAngle: angle)) }

    /// Applies `transform` before the current one (Core Graphics' order).
    public func concatenate(_ transform: CGAffineTransform) {
        state.ctm = transform.concatenating(state.ctm)
        syncCanvas()
    }

    /// The opacity everything drawn from now on is multiplied by, 0…1.
    public func setAlpha(_ alpha: CGFloat) {
        state.alpha = alpha.isFinite ? min(1, max(0, alpha)) : 1
        syncCanvas()
    }

    /// The canvas draws under the current transform and alpha.
    package func syncCanvas() {
        canvas.transform = state.ctm
        canvas.opacity = Double(state.alpha)
    }
}
