import Foundation
import KinemaCore
import KinemaGraphics

/// What a standalone layer's superlayer hands it as it is drawn: the superlayer's bounds coordinates
/// → device points, its accumulated opacity, and its `sublayerTransform` about its anchor point (nil
/// when it is the identity).
package struct LayerParent {
    package var transform: CGAffineTransform
    package var opacity: Double
    package var sublayerTransform: Transform3D?

    package init(transform: CGAffineTransform, opacity: Double, sublayerTransform: Transform3D?) {
        (self.transform, self.opacity, self.sublayerTransform) = (transform, opacity, sublayerTransform)
    }
}

extension CALayer {
    /// Appends this standalone layer and its sublayers, as Core Animation draws a layer: its shadow,
    /// background, contents (its image, a subclass's `drawContents`, then what `draw(in:)` drew), sublayers by depth (cut to the bounds when it masks
    /// them), then its border; faded as one group when translucent and `allowsGroupOpacity`.
    @MainActor
    package func display(into canvas: inout DisplayCanvas, parent: LayerParent, time: Double) {
        guard let model = values else { return }
        hasBeenDisplayed = true
        guard let stack = animationStack, !stack.isEmpty else { return display(model, into: &canvas, parent: parent, time: time) }
        let animated = animatedValues(over: model, atMediaTime: time)
        if animationsMove(afterMediaTime: time) { canvas.narrowSteadySpan(from: time, until: time) }
        scheduleAnimationTicker()
        withAnimatedClassValues(animated) { display(animated.snapshot, into: &canvas, parent: parent, time: time) }
    }

    /// Appends the layer showing `values` (its model, or its model with its animations applied).
    @MainActor
    private func display(_ values: Snapshot, into canvas: inout DisplayCanvas, parent: LayerParent, time: Double) {
        guard !values.isHidden else { return }
        let opacity = parent.opacity * Double(values.opacity)
        guard opacity > 0.001 else { return }
        var matrix = values.toSuperlayer
        if let shared = parent.sublayerTransform { matrix = matrix.concatenating(shared) }
        if self is CATransformLayer {
            return displayInSpace(into: &canvas, matrix: matrix, values: values, parent: parent, opacity: opacity, time: time)
        }
        if !values.geometry.isDoubleSided, matrix.showsFront(of: values.bounds) == false { return }
        let savedIdentifier = canvas.displayIdentifier
        if let name = values.name { canvas.identifier = name }
        canvas.drawing(matrix, in: values.bounds, parentTransform: parent.transform) { canvas, transform in
            drawMasked(into: &canvas, transform: transform, time: time) { canvas in
                drawLayer(into: &canvas, values: values, transform: transform, opacity: opacity, time: time)
            }
        }
        canvas.displayIdentifier = savedIdentifier
    }

    /// The layer at `transform` (its bounds → device points): see `display(into:parent:time:)`; its
    /// sublayers are laid out first when they must be (`layoutIfNeeded`).
    @MainActor
    package func drawLayer(into canvas: inout DisplayCanvas, values: Snapshot, transform: CGAffineTransform, opacity: Double, time: Double) {
        layoutIfNeeded()
        canvas.transform = transform
        canvas.opacity = opacity
        let first = canvas.items.count
        drawShadow(into: &canvas, values: values)
        canvas.fill(values.bounds, cornerRadius: values.cornerRadius, shape: values.geometry.cornerShape, color: values.backgroundColor)
        if values.contents.image != nil {
            values.contents.draw(
                in: &canvas, bounds: values.bounds, cornerRadius: values.cornerRadius, masksToBounds: values.masksToBounds,
                contentsScale: contentsScale)
        }
        drawContents(in: &canvas, bounds: values.bounds)
        displayDrawnContent(into: &canvas, bounds: values.bounds)
        if !children.isEmpty {
            let shared = values.geometry.sublayerTransform.isIdentity
                ? nil
                : Transform3D.sublayer(values.geometry.sublayerTransform, bounds: values.bounds, anchorPoint: values.geometry.anchorPoint)
            let parent = LayerParent(transform: transform, opacity: opacity, sublayerTransform: shared)
            let clip = values.masksToBounds ? canvas.openClip(values.bounds, cornerRadius: values.cornerRadius, shape: values.geometry.cornerShape, transform: transform) : nil
            displaySublayers(into: &canvas, parent: parent, time: time)
            if let clip { canvas.closeClip(clip) }
            canvas.transform = transform
            canvas.opacity = opacity
        }
        if values.border.isVisible, let color = values.border.color {
            canvas.border(values.bounds, cornerRadius: values.cornerRadius, shape: values.geometry.cornerShape, width: values.border.width, color: color)
        }
        if values.opacity < 1, standaloneGroupOpacity {
            DisplayCanvas.groupIfOverlapping(
                &canvas.items, from: first, opacity: Double(values.opacity), identifier: canvas.displayIdentifier, behind: nil)
        }
    }

    /// The shadow of the layer's rounded bounds, under its background, as a view's is drawn (see
    /// `UIView.drawShadow`): none when the layer masks to its bounds or has no background.
    @MainActor
    private func drawShadow(into canvas: inout DisplayCanvas, values: Snapshot) {
        let shadow = values.shadow
        guard shadow.isVisible, let color = shadow.color, !values.masksToBounds else { return }
        if let path = shadow.path ?? castingPath {
            return canvas.shadow(
                path: path, offset: shadow.offset, radius: shadow.radius,
                color: RGBAColor(red: color.red, green: color.green, blue: color.blue, alpha: Double(shadow.opacity) * color.alpha))
        }
        let alpha = Double(shadow.opacity) * color.alpha * values.backgroundColor.alpha
        guard alpha > 0 else { return }
        canvas.shadow(
            values.bounds, cornerRadius: values.cornerRadius, shape: values.geometry.cornerShape, offset: shadow.offset,
            radius: shadow.radius, color: RGBAColor(red: color.red, green: color.green, blue: color.blue, alpha: alpha))
    }

    /// The shape a layer without a `shadowPath` casts instead of its rounded bounds: a shape layer's
    /// filled path (iOS shadows the content's alpha; the stroke is left out here).
    package var castingPath: VectorPath? {
        guard let shape = self as? CAShapeLayer, let path = shape.path?.path, (shape.fillColor?.alpha ?? 0) > 0 else { return nil }
        return path
    }

    /// The layer's depth among its siblings, read without copying its other values.
    package var depth: CGFloat {
        if let values { return values.geometry.zPosition }
        return read { $0.layerDepth } ?? 0
    }

    /// Sublayers in drawing order: by `zPosition`, those with equal depth in their own order.
    package static func byDepth(_ layers: [CALayer]) -> [CALayer] {
        let depths = layers.map(\.depth)
        guard depths.contains(where: { $0 != 0 }) else { return layers }
        return layers.indices.sorted { depths[$0] != depths[$1] ? depths[$0] < depths[$1] : $0 < $1 }.map { layers[$0] }
    }
}

extension DisplayCanvas {
    /// Runs `body` with the transform that draws a layer's bounds coordinates on the device: `matrix`
    /// (its bounds → its parent's) then `parentTransform` (its parent's → device). A flat matrix is
    /// affine and `body` gets the product; one with perspective draws into the layer's own plane, a
    /// projected group (`ProjectionGroup`) over all that it drew there — sublayers and shadow past the
    /// bounds included.
    package mutating func drawing(
        _ matrix: Transform3D, in bounds: CGRect, parentTransform: CGAffineTransform,
        _ body: (inout DisplayCanvas, CGAffineTransform) -> Void
    ) {
        if let affine = matrix.flatAffine { return body(&self, affine.concatenating(parentTransform)) }
        let projection = ProjectiveTransform(matrix).concatenating(parentTransform)
        let start = items.count
        items.append(.beginProjection(ProjectionGroup(transform: projection, bounds: bounds, identifier: identifier)))
        let saved = (transform, clipBox, solidBackdrop)
        (clipBox, solidBackdrop) = (nil, nil)
        body(&self, .identity)
        (transform, clipBox, solidBackdrop) = saved
        guard items.count > start + 1 else {
            items.removeLast()
            return
        }
        let drawn = Self.planeBounds(of: items, from: start + 1)
        if !drawn.isNull { items[start] = .beginProjection(ProjectionGroup(transform: projection, bounds: drawn, identifier: identifier)) }
        items.append(.endProjection)
    }

    /// The union of what items from `start` draw, in the plane they are drawn in (a nested projection's
    /// quad, not its inner items).
    package static func planeBounds(of items: [DisplayItem], from start: Int) -> CGRect {
        var union = CGRect.null
        var depth = 0
        for item in items[start...] {
            switch item {
            case .beginProjection(let group):
                if depth == 0 { union = union.union(group.deviceBounds) }
                depth += 1
            case .endProjection:
                depth -= 1
            default:
                if depth == 0, let box = item.deviceBounds { union = union.union(box) }
            }
        }
        return union
    }
}
