import Foundation
import CMemoryHints
import KinemaCore
import KinemaGraphics

/// What `UIView.display` made of a view: items (or a view whose picture may change unseen), or nothing
/// over a span of media time while the view does not change (see `CulledSubviews`).
enum DisplayOutcome {
    case drawn
    case nothing(from: Double, until: Double)
}

extension DisplayCanvas {
    public mutating func text(
        _ text: String, in rect: CGRect, font: UIFont, color: RGBAColor, alignment: TextRun.Alignment
    ) {
        guard !text.isEmpty, color.alpha > 0, opacity > 0 else { return }
        items.append(.text(TextRun(
            text: text, fontSize: font.pointSize, isBold: font.weight.isBold, weight: font.weight.rawValue, isItalic: font.isItalic, color: color, rect: rect,
            alignment: alignment, transform: transform, opacity: opacity, identifier: identifier)))
    }

    /// A symbol in a translucent colour is faded as one layer, as iOS draws it: its strokes' triangles
    /// overlap where they join, and blended one by one they showed through each other.
    public mutating func symbol(_ name: String, in rect: CGRect, pointSize: CGFloat, weight: UIFont.Weight, color: RGBAColor) {
        guard color.alpha > 0, opacity > 0 else { return }
        let translucent = color.alpha < 1
        let symbol = SymbolItem(
            name: name, rect: rect, pointSize: pointSize, strokeWidth: SymbolLibrary.strokeWidth(forWeight: weight.rawValue),
            color: translucent ? color.withAlpha(1) : color, knockoutColor: backdrop, transform: transform, opacity: opacity, identifier: identifier)
        if translucent { items.append(.beginGroup(OpacityGroup(opacity: color.alpha, bounds: rect.applying(transform), identifier: identifier))) }
        items.append(.symbol(symbol))
        if translucent { items.append(.endGroup) }
    }
}

extension UIView {
    /// Appends this view and its subtree to the canvas, with presentation values at `time`. Says when it
    /// drew nothing, and over what span of time it keeps drawing nothing while it does not change.
    @discardableResult
    func display(into canvas: inout DisplayCanvas, parentTransform: CGAffineTransform, parentOpacity: Double, time: Double) -> DisplayOutcome {
        guard !walkFields.isHidden else { return .nothing(from: -.infinity, until: .infinity) }
        let presented: PresentedValues
        if walkFields.presentedCache.holds(at: time, changes: walkFields.presentationChanges) {
            presented = walkFields.presentedCache.values
        } else {
            // The alpha first: a view it shows transparent is read no further (`drewNothingWhileTransparent`).
            let alpha = alphaTrack.presentation(at: time)
            if parentOpacity * Double(alpha) <= 0.001 { return drewNothingWhileTransparent(in: &canvas, time: time) }
            presented = presentedAfresh(at: time, alpha: alpha)
        }
        noteSteadiness(in: &canvas, at: time)
        // Drawn as Core Animation draws it: an alpha a spring carries past 1 shows as 1 (and so does not
        // redraw the view at every frame of the overshoot for nothing to see).
        let alpha = min(1, Double(presented.alpha))
        let opacity = parentOpacity * alpha
        guard opacity > 0.001 else { return drewNothing }
        if walkFields.hasLayerGeometry || canvas.carriesSharedTransform {
            let shared = canvas.sharedSublayerTransform
            if shared != nil { canvas.sharedSublayerTransform = nil }
            return displayInDepth(into: &canvas, presented: presented, parentTransform: parentTransform, opacity: opacity, shared: shared, time: time)
        }
        let transform = presented.toSuperview.concatenating(parentTransform)
        if let clipBox = canvas.clipBox, isOutside(clipBox, bounds: presented.bounds, transform: transform) { return drewNothing }
        displayBody(into: &canvas, presented: presented, transform: transform, opacity: opacity, time: time)
        return .drawn
    }

    /// Appends the view at its place on the device (`transform`: its bounds → device points): its own
    /// content, its subviews and sublayers, its border, faded as a group when it must be.
    @inline(__always)
    func displayBody(into canvas: inout DisplayCanvas, presented: PresentedValues, transform: CGAffineTransform, opacity: Double, time: Double) {
        let alpha = min(1, Double(presented.alpha))
        let bounds = presented.bounds
        let savedIdentifier = canvas.displayIdentifier
        let savedBackdrop = canvas.backdrop
        let behind = canvas.solidBackdrop
        canvas.transform = transform
        canvas.opacity = opacity
        if walkFields.displayIdentifier != .none { canvas.displayIdentifier = walkFields.displayIdentifier }
        let firstItem = canvas.items.count
        if walkFields.hasShadow { drawShadow(in: &canvas, bounds: bounds, presented: presented, time: time) }
        draw(in: &canvas, bounds: bounds, time: time)
        noteBackground(in: &canvas, presented: presented, transform: transform, opacity: opacity)
        displayChildren(into: &canvas, bounds: bounds, transform: transform, opacity: opacity, time: time)
        if walkFields.hasBorder {
            drawBorder(in: &canvas, bounds: bounds, transform: transform, opacity: opacity, cornerRadius: presented.cornerRadius, time: time)
        }
        if alpha < 1, walkFields.allowsGroupOpacity {
            DisplayCanvas.groupIfOverlapping(
                &canvas.items, from: firstItem, opacity: alpha, identifier: canvas.displayIdentifier, behind: behind)
        }
        canvas.displayIdentifier = savedIdentifier
        canvas.backdrop = savedBackdrop
        canvas.solidBackdrop = behind
    }

    /// What a view whose alpha shows it transparent did: nothing, whatever its other properties do, for
    /// as long as its alpha holds. Only the alpha is read when the kept presentation values are stale (a
    /// grid's thousands of cells faded out at a cycle's start, each waiting out its entrance's delay):
    /// not its five other properties and their animations.
    private func drewNothingWhileTransparent(in canvas: inout DisplayCanvas, time: Double) -> DisplayOutcome {
        var span = (from: -Double.infinity, until: Double.infinity)
        alphaTrack.narrowSteadySpan(&span, at: time)
        noteSteadiness(in: &canvas, at: time, over: span)
        return drewNothing(from: span.from, until: span.until)
    }

    /// A visible view that drew nothing (transparent, or outside the clip): a plain `UIView` keeps doing
    /// so while its presentation values hold; any other class may draw from state Kinema does not watch.
    private var drewNothing: DisplayOutcome {
        drewNothing(from: walkFields.presentedCache.from, until: walkFields.presentedCache.until)
    }

    /// A view that drew nothing and, if a plain `UIView`, draws nothing over `from..<until`.
    private func drewNothing(from: Double, until: Double) -> DisplayOutcome {
        type(of: self) == UIView.self ? .nothing(from: from, until: until) : .drawn
    }

    /// An opaque background is what the subviews are drawn over: their symbols' cut-outs take its
    /// colour, and (square to the device, fully opaque) it is the solid backdrop a fading subview over
    /// it may skip its offscreen group against.
    private func noteBackground(
        in canvas: inout DisplayCanvas, presented: PresentedValues, transform: CGAffineTransform, opacity: Double
    ) {
        let background = presented.background
        guard background.alpha >= 1 else { return }
        canvas.backdrop = background
        // Only subviews fade over it (`groupIfOverlapping` reads it as what is behind them): a leaf —
        // each of a grid's 10,000 cells — needs none, and working its box out was a twelfth of the frame.
        guard opacity >= 1, transform.b == 0, transform.c == 0, !subviews.isEmpty else { return }
        // Rounded corners are not the colour: keep to the part inside them.
        let radius = presented.cornerRadius
        canvas.solidBackdrop = DisplayCanvas.SolidBackdrop(
            color: background, bounds: presented.bounds.insetBy(dx: radius, dy: radius).applying(transform),
            clipsToBounds: clipsToBounds && radius == 0, firstItemAbove: canvas.items.count)
    }

    /// The subviews and the overlay, cut to the bounds when the view clips.
    private func displayChildren(
        into canvas: inout DisplayCanvas, bounds: CGRect, transform: CGAffineTransform, opacity: Double, time: Double
    ) {
        let savedClipBox = canvas.clipBox
        var clip = DisplayCanvas.ClipOpening(maskIndex: nil)
        if clipsToBounds {
            // Rounded by the corner radius, as iOS cuts the subviews (read only for a view that clips).
            clip = canvas.openClip(bounds, cornerRadius: cornerRadiusTrack.presentation(at: time), shape: cornerShape, transform: transform)
            let box = bounds.applying(transform)
            canvas.clipBox = savedClipBox.map { $0.intersection(box) } ?? box
        }
        let content = walkFields.placesContent ? contentTransform(bounds: bounds, transform: transform) : transform
        if walkFields.ordersSublayers {
            displaySublayers(into: &canvas, bounds: bounds, transform: content, opacity: opacity, time: time)
        } else {
            displaySubviews(into: &canvas, transform: content, opacity: opacity, time: time)
        }
        canvas.transform = transform
        canvas.opacity = opacity
        drawOverlay(in: &canvas, bounds: bounds, time: time)
        if clipsToBounds {
            canvas.closeClip(clip)
            canvas.clipBox = savedClipBox
        }
    }

    /// The subviews in order, each view's object asked for from memory a few views ahead (see
    /// `CMemoryHints`): a grid's thousands of cells lie apart in the heap, and the walk waited for each.
    /// With many subviews, those that drew nothing and will not while they do not change are left out
    /// without being read (see `CulledSubviews`); they narrow the still span as they would have.
    private func displaySubviews(into canvas: inout DisplayCanvas, transform: CGAffineTransform, opacity: Double, time: Double) {
        let subviews = self.subviews
        let count = subviews.count
        let memo = culledSubviewsMemo(
            count: count, walk: CulledSubviews.Walk(transform: transform, clipBox: canvas.clipBox, opacity: opacity),
            leavesOutQuietSubviews: canvas.leavesOutQuietSubviews)
        let walk = memo?.generation ?? 0
        for index in 0..<count {
            if let memo, let slot = memo.skipped(index, at: time, walk: walk) {
                if canvas.steadyUntil > time { canvas.narrowSteadySpan(from: slot.from, until: slot.until) }
                continue
            }
            if index + Self.prefetchDistance < count {
                Self.prefetch(subviews[index + Self.prefetchDistance])
            }
            let subview = subviews[index]
            let outcome = subview.display(into: &canvas, parentTransform: transform, parentOpacity: opacity, time: time)
            guard let memo else { continue }
            if case .nothing(let from, let until) = outcome {
                // Named back only where kept: a walk whose slots were replaced under it (a subview walked the
                // window again) would name a slot that another subview now holds.
                if memo.keep(index, from: from, until: until, walk: walk) { subview.walkFields.culledSlot = index }
            } else {
                memo.forget(index, walk: walk)
            }
        }
    }

    /// The memo of subviews that draw nothing, for a walk over `count` of them: none for a few, nor
    /// while the walks differ from frame to frame.
    private func culledSubviewsMemo(count: Int, walk: CulledSubviews.Walk, leavesOutQuietSubviews: Bool) -> CulledSubviews? {
        guard count >= CulledSubviews.fewestSubviews, leavesOutQuietSubviews else { return nil }
        guard let memo = culledSubviews else {
            culledSubviews = CulledSubviews(walk)
            return nil
        }
        return memo.begin(walk, count: count) ? memo : nil
    }

    /// How many views ahead the walk asks for a view's object.
    private static var prefetchDistance: Int { 4 }

    /// Asks for the start of `view`'s object without waiting for it: the object's header and the stored
    /// properties display reads of every view, which `UIView` declares first (`WalkFields`).
    @inline(__always)
    private static func prefetch(_ view: UIView) {
        kinema_prefetch(Unmanaged.passUnretained(view).toOpaque(), walkPrefetchBytes)
    }

    /// Whether this view would draw nothing inside `clipBox`: only a plain `UIView` without subviews is
    /// judged (it draws its background in its bounds and nothing else; a subclass may draw anywhere),
    /// with a margin for anti-aliased edges, and its shadow's reach.
    func isOutside(_ clipBox: CGRect, bounds: CGRect, transform: CGAffineTransform) -> Bool {
        guard subviews.isEmpty, type(of: self) == UIView.self, !walkFields.ordersSublayers, !walkFields.hasLayerContents else { return false }
        let reach = shadowReach
        let box = (reach > 0 ? bounds.insetBy(dx: -reach, dy: -reach) : bounds).applying(transform)
        let margin: CGFloat = 2
        return box.maxX < clipBox.minX - margin || box.minX > clipBox.maxX + margin
            || box.maxY < clipBox.minY - margin || box.minY > clipBox.maxY + margin
    }

    /// Draws the view's own content (below its subviews): the background, rounded by the layer's corner
    /// radius, then what `draw(_:)` drew. Subclasses call super and add their content.
    func drawBackground(in canvas: inout DisplayCanvas, bounds: CGRect, time: Double) {
        let presented = presented(at: time)
        if walkFields.hasLayerGeometry {
            canvas.fill(bounds, cornerRadius: presented.cornerRadius, shape: cornerShape, color: presented.background)
        } else {
            canvas.fill(bounds, cornerRadius: presented.cornerRadius, color: presented.background)
        }
        if walkFields.hasLayerContents { drawLayerContents(in: &canvas, bounds: bounds, cornerRadius: presented.cornerRadius, time: time) }
        displayContentDrawing(in: &canvas, bounds: bounds)
    }
}
