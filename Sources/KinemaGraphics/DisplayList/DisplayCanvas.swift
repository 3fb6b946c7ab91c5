import Foundation
import KinemaCore

/// What a view draws into while the DisplayList is built: the current view's transform to device points,
/// its accumulated opacity and identifier, and helpers that append items in the view's local coordinates.
public struct DisplayCanvas {
    /// Local (bounds) coordinates → device points.
    public var transform: CGAffineTransform
    /// Product of the alphas from the root down to this view.
    public var opacity: Double
    /// The accessibility identifier items get (the drawing view's, or its nearest named ancestor's).
    public var identifier: String? {
        get { displayIdentifier.string }
        set { displayIdentifier = DisplayIdentifier(newValue) }
    }
    /// The same as a number, as items carry it.
    public var displayIdentifier: DisplayIdentifier
    /// The colour behind the current view, for symbols' cut-outs.
    public var backdrop: RGBAColor
    package var items: [DisplayItem]
    /// The nearest fully opaque ancestor background that is on screen as it is (no translucency above
    /// it): its colour, its device-space box and the first item drawn over it. Lets a fading view skip
    /// the offscreen group when the only overlap is its background in that very colour.
    package var solidBackdrop: SolidBackdrop?
    /// The device-space box every item drawn now is cut to, where an ancestor clips to its bounds (the
    /// bounding box of the clips in force); nil where nothing clips. A plain view wholly outside it draws
    /// nothing that shows, so it is left out (a scroll view's thousands of rows below the fold).
    package var clipBox: CGRect?
    /// The span of media time over which everything drawn so far keeps its picture (see `StillFrame`).
    package var steadyFrom = -Double.infinity
    package var steadyUntil = Double.infinity
    /// A superview's `sublayerTransform` about its anchor point, for the subview being drawn next (nil
    /// when it is the identity): the subview takes it and clears it, so its own subviews do not see it.
    package var sharedSublayerTransform: Transform3D? {
        didSet { carriesSharedTransform = sharedSublayerTransform != nil }
    }
    /// Whether `sharedSublayerTransform` is set: what every view reads (the transform is 128 bytes).
    package var carriesSharedTransform = false
    /// Whether views with many subviews may leave out those that drew nothing without reading them
    /// (see `CulledSubviews`; the tests turn it off for a window to compare with the long way).
    package var leavesOutQuietSubviews = true

    /// An empty canvas drawing with `transform` and `opacity` under `displayIdentifier`, over `backdrop`.
    package init(transform: CGAffineTransform, opacity: Double, displayIdentifier: DisplayIdentifier, backdrop: RGBAColor, items: [DisplayItem]) {
        (self.transform, self.opacity, self.displayIdentifier, self.backdrop, self.items) = (transform, opacity, displayIdentifier, backdrop, items)
    }

    /// Narrows the still span to `from..<until`, a drawn or skipped view's (see `StillFrame`).
    package mutating func narrowSteadySpan(from: Double, until: Double) {
        steadyFrom = max(steadyFrom, from)
        steadyUntil = min(steadyUntil, until)
    }

    package struct SolidBackdrop {
        package let color: RGBAColor
        package let bounds: CGRect
        /// The owner clips its subtree to `bounds` (square corners): nothing is drawn outside it.
        package let clipsToBounds: Bool
        package let firstItemAbove: Int

        package init(color: RGBAColor, bounds: CGRect, clipsToBounds: Bool, firstItemAbove: Int) {
            (self.color, self.bounds, self.clipsToBounds, self.firstItemAbove) = (color, bounds, clipsToBounds, firstItemAbove)
        }
    }

    public mutating func fill(_ rect: CGRect, cornerRadius: CGFloat = 0, color: RGBAColor) {
        guard color.alpha > 0, opacity > 0 else { return }
        items.append(.rect(RoundedRect(
            rect: rect, cornerRadius: cornerRadius, color: color, transform: transform, opacity: opacity,
            displayIdentifier: displayIdentifier)))
    }

    /// A layer's border: the ring inside `rect` (see `BorderItem`).
    public mutating func border(_ rect: CGRect, cornerRadius: CGFloat, width: CGFloat, color: RGBAColor) {
        guard width > 0, color.alpha > 0, opacity > 0 else { return }
        var border = BorderItem(rect: rect, cornerRadius: cornerRadius, width: width, color: color, transform: transform, opacity: opacity)
        border.displayIdentifier = displayIdentifier
        items.append(.border(border))
    }

    /// A path (local coordinates) filled with `fillColor` by `fillRule` and outlined by `stroke`; nothing
    /// when neither shows.
    public mutating func path(
        _ path: VectorPath, fillColor: RGBAColor?, fillRule: PathItem.FillRule = .nonZero, stroke: PathItem.Stroke?
    ) {
        let fill = fillColor.flatMap { $0.alpha > 0 ? $0 : nil }
        let outline = stroke.flatMap { $0.color.alpha > 0 && $0.width > 0 ? $0 : nil }
        guard fill != nil || outline != nil, !path.isEmpty, opacity > 0 else { return }
        var item = PathItem(path: path, fillColor: fill, fillRule: fillRule, stroke: outline, transform: transform, opacity: opacity)
        item.displayIdentifier = displayIdentifier
        items.append(.path(item))
    }

    /// A layer's shadow of `path` (`shadowPath`, a shape layer's path), moved by `offset` and blurred: the
    /// rounded-rectangle shadow when the path is a rectangle or a rounded one (the fast, exact plan),
    /// else a shadow of the path's shape (`ShadowItem.path`).
    package mutating func shadow(path: VectorPath, offset: CGSize, radius: CGFloat, color: RGBAColor) {
        let box = path.bounds
        guard !box.isNull else { return }
        if let cornerRadius = ShadowItem.roundedRectRadius(of: path) {
            return shadow(box, cornerRadius: cornerRadius, offset: offset, radius: radius, color: color)
        }
        guard color.alpha > 0, opacity > 0 else { return }
        var shadow = ShadowItem(rect: box, offset: offset, radius: radius, color: color, transform: transform, opacity: opacity)
        shadow.path = path
        shadow.displayIdentifier = displayIdentifier
        items.append(.shadow(shadow))
    }

    /// A layer's shadow: `rect`'s rounded shape moved by `offset` and blurred (see `ShadowItem`).
    package mutating func shadow(_ rect: CGRect, cornerRadius: CGFloat, offset: CGSize, radius: CGFloat, color: RGBAColor) {
        guard color.alpha > 0, opacity > 0 else { return }
        var shadow = ShadowItem(rect: rect, cornerRadius: cornerRadius, offset: offset, radius: radius, color: color, transform: transform, opacity: opacity)
        shadow.displayIdentifier = displayIdentifier
        items.append(.shadow(shadow))
    }

    /// A blur of what is drawn beneath `rect`'s rounded shape (see `BackdropItem`); nothing when the
    /// filter changes nothing.
    package mutating func blurBehind(_ rect: CGRect, cornerRadius: CGFloat, filter: BackdropFilter) {
        guard filter.isVisible, opacity > 0, rect.width > 0, rect.height > 0 else { return }
        var item = BackdropItem(rect: rect, cornerRadius: cornerRadius, filter: filter, transform: transform, opacity: opacity)
        item.displayIdentifier = displayIdentifier
        items.append(.backdrop(item))
    }

    /// Draws what `body` draws cut to `rect` (local coordinates).
    public mutating func clipping(to rect: CGRect, _ body: (inout DisplayCanvas) -> Void) {
        items.append(.pushClip(rect: rect, transform: transform, identifier: identifier))
        body(&self)
        items.append(.popClip)
    }

    /// Draws what `body` draws into a flat plane — the projected layer's bounds coordinates, in points —
    /// that `transform` maps onto the device in perspective (see `ProjectionGroup`), cut to `bounds`.
    /// Inside `body` the canvas's transform is the plane's (identity), nothing outside `bounds` is
    /// drawn, and no backdrop is known (the plane starts transparent).
    public mutating func projecting(_ transform: ProjectiveTransform, bounds: CGRect, _ body: (inout DisplayCanvas) -> Void) {
        items.append(.beginProjection(ProjectionGroup(transform: transform, bounds: bounds, identifier: identifier)))
        let saved = (self.transform, clipBox, solidBackdrop)
        (self.transform, clipBox, solidBackdrop) = (.identity, bounds, nil)
        body(&self)
        (self.transform, clipBox, solidBackdrop) = saved
        items.append(.endProjection)
    }

    public mutating func line(_ points: [CGPoint], width: CGFloat, color: RGBAColor) {
        guard points.count >= 2, color.alpha > 0, opacity > 0 else { return }
        items.append(.line(LineItem(
            points: points, width: width, color: color, transform: transform, opacity: opacity, identifier: identifier)))
    }

    /// An image file drawn into `rect`, cut to `clip` with rounded corners when given; `source` is the
    /// part of the image drawn, `slices` its nine-part scaling (see `ImageItem`).
    public mutating func image(
        _ path: String, in rect: CGRect, clip: CGRect? = nil, cornerRadius: CGFloat = 0,
        source: CGRect = ImageItem.wholeImage, slices: ImageSlices? = nil
    ) {
        guard opacity > 0, rect.width > 0, rect.height > 0 else { return }
        items.append(.image(ImageItem(
            path: path, rect: rect, clip: clip, cornerRadius: cornerRadius, transform: transform, opacity: opacity,
            identifier: identifier, source: source, slices: slices)))
    }
}
