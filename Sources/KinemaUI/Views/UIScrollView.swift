import Foundation
import KinemaCore
import KinemaGraphics

/// UIKit's scroll view: `contentOffset` is `bounds.origin`; dragging follows the finger with rubber-banding
/// past the edges; released, it decelerates (`decelerationRate` per millisecond) and bounces back from the
/// edges; the wheel scrolls without bouncing. All motion runs on media time, so slow motion applies.
///
/// Scrolling updates the model offset every frame (as UIKit's own scrolling does, not through Core
/// Animation), so table views lay out the rows that come into view as it moves.
@MainActor
open class UIScrollView: UIView {
    public struct DecelerationRate: RawRepresentable, Sendable, Equatable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public static let normal = DecelerationRate(rawValue: 0.998)
        public static let fast = DecelerationRate(rawValue: 0.99)
    }

    public var contentSize: CGSize = .zero {
        didSet {
            guard contentSize != oldValue else { return }
            setNeedsLayout()
            Self.viewDisplayChanges &+= 1
        }
    }
    public var contentInset: UIEdgeInsets = .zero
    public var isScrollEnabled = true { didSet { panGestureRecognizer.isEnabled = isScrollEnabled } }
    public var bounces = true
    public var alwaysBounceVertical = false
    public var alwaysBounceHorizontal = false
    public var showsVerticalScrollIndicator = true {
        didSet { if showsVerticalScrollIndicator != oldValue { Self.viewDisplayChanges &+= 1 } }
    }
    public var showsHorizontalScrollIndicator = true
    public var decelerationRate: DecelerationRate = .normal
    /// The delegate; a table view's or collection view's delegate is set here too (UIKit narrows the type).
    public weak var delegate: UIScrollViewDelegate? {
        didSet { delegateDidChange() }
    }
    /// The delegate again when it declares `UIScrollViewDelegateSubclassing`: asked first.
    weak var scrollDelegateTwin: UIScrollViewDelegateSubclassing?

    /// Looks at a new delegate: remembers its `…Subclassing` twin, reports an undeclared one. Tables and
    /// collections, whose delegates refine this protocol, look for theirs instead.
    func delegateDidChange() {
        scrollDelegateTwin = delegate as? UIScrollViewDelegateSubclassing
        guard let delegate else { return }
        SubclassedDelegateCheck.check(
            delegate, protocolName: "UIScrollViewDelegate", twinName: "UIScrollViewDelegateSubclassing",
            declaresTwin: scrollDelegateTwin != nil, conforms: { $0 is UIScrollViewDelegate.Type })
    }

    /// The scroll view's own pan (UIKit exposes it so other recognizers can coordinate with it).
    public let panGestureRecognizer: UIPanGestureRecognizer = ScrollPanGestureRecognizer()

    /// Whether the current touch landed on moving content and stopped it (such a touch only catches the
    /// content: a table does not select the row under it).
    package internal(set) var touchCaughtMotion = false

    public private(set) var isDragging = false
    public private(set) var isDecelerating = false
    public var isTracking: Bool { isDragging }

    private var dragStartOffset = CGPoint.zero
    private var motion: (x: ScrollPhysics.Motion, y: ScrollPhysics.Motion)?
    private var offsetAnimation: (from: CGPoint, to: CGPoint, startTime: Double, duration: Double)?
    /// Media time of the last scroll, for showing the indicator a moment afterwards.
    private var lastScrollTime = -Double.infinity

    public override init(frame: CGRect) {
        super.init(frame: frame)
        clipsToBounds = true
        walkFields.placesContent = true
        (panGestureRecognizer as? ScrollPanGestureRecognizer)?.scrollView = self
        panGestureRecognizer.traceName = "scroll"
        panGestureRecognizer.addTarget { [weak self] recognizer in
            self?.handlePan(recognizer as! UIPanGestureRecognizer)
        }
        addGestureRecognizer(panGestureRecognizer)
    }

    /// Kinema has no storyboards or nibs: a decoded scroll view is one made in code (`init(frame: .zero)`).
    public required convenience init?(coder: NSCoder) {
        self.init(frame: .zero)
    }

    /// The scroll position: the point of the content shown at the top-left corner. Set, it is rounded to
    /// the screen's pixels as UIKit rounds it (the nearest, halves up: −187.5 reads back as −187.333 on a
    /// 3× screen; Kinema's screen is 1×, so whole points); `bounds.origin` set directly is kept as given,
    /// as in UIKit. Kinema differs where the scroll view moves it itself — dragged, decelerating,
    /// bouncing, animated, by the wheel: the offset is kept as the motion has it (a 1× screen would show
    /// it in whole points; the window has finer pixels), and the content is drawn on the window's pixels
    /// (`contentTransform`).
    public var contentOffset: CGPoint {
        get { bounds.origin }
        set { setOffset(newValue, pixelsPerPoint: (window?.windowScene?.screen ?? UIScreen.main).scale) }
    }

    /// Moves the content as the scroll view's own motion does (see `contentOffset`).
    private func moveContent(to offset: CGPoint) {
        setOffset(offset, pixelsPerPoint: nil)
    }

    private func setOffset(_ offset: CGPoint, pixelsPerPoint scale: CGFloat?) {
        guard offset.x.isFinite, offset.y.isFinite else { return }
        let rounded = scale.map { CGPoint(x: Self.rounded(offset.x, pixelsPerPoint: $0), y: Self.rounded(offset.y, pixelsPerPoint: $0)) } ?? offset
        guard rounded != bounds.origin else { return }
        UIView.performWithoutAnimation {
            bounds = CGRect(origin: rounded, size: bounds.size)
        }
    }

    /// The transform the content is drawn with: the offset's part of it on the window's pixels as the
    /// visualiser shows the scene (`UIWindowScene.pixelsPerPoint`), when the scroll view is drawn upright
    /// and unturned — the content moves by whole pixels from frame to frame, which the renderer moves on
    /// screen instead of drawing them again (`ScrollShift`). Half a pixel at most from the offset; the
    /// offset itself, hit-testing and conversions keep the exact value.
    override func contentTransform(bounds: CGRect, transform: CGAffineTransform) -> CGAffineTransform {
        guard transform.b == 0, transform.c == 0, transform.a > 0, transform.a == transform.d else { return transform }
        let pixels = (window?.windowScene ?? UIWindowScene.current).pixelsPerPoint * transform.a
        let origin = bounds.origin
        let snapped = CGPoint(x: Self.rounded(origin.x, pixelsPerPoint: pixels), y: Self.rounded(origin.y, pixelsPerPoint: pixels))
        guard snapped != origin else { return transform }
        return CGAffineTransform(translationX: origin.x - snapped.x, y: origin.y - snapped.y).concatenating(transform)
    }

    /// `value` on a grid of `pixelsPerPoint` to the point: the nearest line, halves up (UIKit's rounding
    /// of an offset, reconstructed from what it reads back).
    package static func rounded(_ value: CGFloat, pixelsPerPoint scale: CGFloat) -> CGFloat {
        guard scale.isFinite, scale > 0 else { return value }
        return (value * scale + 0.5).rounded(.down) / scale
    }

    open override func boundsDidChange() {
        setNeedsLayout()
        guard bounds.origin != lastOrigin else { return }
        lastOrigin = bounds.origin
        lastScrollTime = animationEngine.now
        tellDelegate { $0.scrollViewDidScroll(self) } plain: { $0.scrollViewDidScroll(self) }
    }

    private var lastOrigin = CGPoint.zero

    /// Scrolls to `offset`, animated over 0.3 s (ease in–out) when asked; clamps nothing, as UIKit does.
    public func setContentOffset(_ offset: CGPoint, animated: Bool) {
        stopMotion()
        guard animated else {
            contentOffset = offset
            return
        }
        offsetAnimation = (contentOffset, offset, animationEngine.now, 0.3)
        startTicking()
    }

    /// The offsets the content may rest at, per axis.
    package var offsetRange: (x: ClosedRange<Double>, y: ClosedRange<Double>) {
        let minX = Double(-contentInset.left), minY = Double(-contentInset.top)
        let maxX = max(minX, Double(contentSize.width + contentInset.right - bounds.width))
        let maxY = max(minY, Double(contentSize.height + contentInset.bottom - bounds.height))
        return (minX...maxX, minY...maxY)
    }

    var scrollsHorizontally: Bool { alwaysBounceHorizontal || offsetRange.x.upperBound > offsetRange.x.lowerBound }
    var scrollsVertically: Bool { alwaysBounceVertical || offsetRange.y.upperBound > offsetRange.y.lowerBound }

    /// Wheel scrolling: moves by `delta` points (positive y shows later content), clamped to the content.
    package func scroll(byWheel delta: CGVector) {
        guard isScrollEnabled, !isDragging else { return }
        stopMotion()
        let range = offsetRange
        let x = scrollsHorizontally ? min(range.x.upperBound, max(range.x.lowerBound, Double(contentOffset.x + delta.dx))) : Double(contentOffset.x)
        let y = scrollsVertically ? min(range.y.upperBound, max(range.y.lowerBound, Double(contentOffset.y + delta.dy))) : Double(contentOffset.y)
        moveContent(to: CGPoint(x: x, y: y))
    }

    // MARK: - Dragging

    /// A finger came down on the content: moving content stops under it, as in UIKit.
    func touchDidLand() {
        touchCaughtMotion = isDecelerating || offsetAnimation != nil
        if touchCaughtMotion { stopMotion() }
    }

    private func handlePan(_ pan: UIPanGestureRecognizer) {
        switch pan.state {
        case .began:
            stopMotion()
            isDragging = true
            let range = offsetRange
            // Resume from what is shown, even mid-bounce, without a jump.
            dragStartOffset = CGPoint(
                x: ScrollPhysics.unRubberBanded(Double(contentOffset.x), range: range.x, dimension: Double(bounds.width)),
                y: ScrollPhysics.unRubberBanded(Double(contentOffset.y), range: range.y, dimension: Double(bounds.height)))
            tellDelegate { $0.scrollViewWillBeginDragging(self) } plain: { $0.scrollViewWillBeginDragging(self) }
            followFinger(pan)
        case .changed:
            followFinger(pan)
        case .ended, .cancelled:
            isDragging = false
            let velocity = pan.state == .ended ? pan.velocity(in: self) : .zero
            release(velocity: CGPoint(x: -velocity.x, y: -velocity.y))
        default:
            break
        }
    }

    private func followFinger(_ pan: UIPanGestureRecognizer) {
        let translation = pan.translation(in: self)
        let range = offsetRange
        var offset = contentOffset
        if scrollsHorizontally {
            let raw = Double(dragStartOffset.x - translation.x)
            offset.x = CGFloat(bounces
                ? ScrollPhysics.rubberBanded(raw, range: range.x, dimension: Double(bounds.width))
                : min(range.x.upperBound, max(range.x.lowerBound, raw)))
        }
        if scrollsVertically {
            let raw = Double(dragStartOffset.y - translation.y)
            offset.y = CGFloat(bounces
                ? ScrollPhysics.rubberBanded(raw, range: range.y, dimension: Double(bounds.height))
                : min(range.y.upperBound, max(range.y.lowerBound, raw)))
        }
        moveContent(to: offset)
    }

    /// Starts decelerating (or bouncing back) with the content's velocity in points per second.
    private func release(velocity: CGPoint) {
        let range = offsetRange
        let now = animationEngine.now
        let rate = Double(decelerationRate.rawValue)
        let vx = scrollsHorizontally ? Double(velocity.x) : 0
        let vy = scrollsVertically ? Double(velocity.y) : 0
        let x = ScrollPhysics.Motion.released(at: Double(contentOffset.x), velocity: vx, range: range.x, time: now, rate: rate, bounces: bounces)
        let y = ScrollPhysics.Motion.released(at: Double(contentOffset.y), velocity: vy, range: range.y, time: now, rate: rate, bounces: bounces)
        let decelerates = !(x.isResting && y.isResting)
        tellDelegate { $0.scrollViewDidEndDragging(self, willDecelerate: decelerates) } plain: {
            $0.scrollViewDidEndDragging(self, willDecelerate: decelerates)
        }
        guard decelerates else { return }
        motion = (x, y)
        isDecelerating = true
        startTicking()
    }

    /// Stops the content where its motion is now — at the moment of the input that stops it, which may
    /// be earlier than the frame last shown (`AnimationEngine.performing(asOf:)`): the same place at
    /// every frame rate.
    private func stopMotion() {
        if let current = motion {
            let now = animationEngine.now, range = offsetRange
            let x = current.x.state(at: now, range: range.x, bounces: bounces).position
            let y = current.y.state(at: now, range: range.y, bounces: bounces).position
            moveContent(to: CGPoint(x: x, y: y))
        }
        motion = nil
        offsetAnimation = nil
        isDecelerating = false
        animationEngine.removeTicker(owner: self)
    }

    private func startTicking() {
        animationEngine.addTicker(owner: self) { [weak self] time in
            self?.tick(time) ?? false
        }
    }

    /// Moves the offset to where the motion is at `time`; false when it has come to rest.
    private func tick(_ time: Double) -> Bool {
        if let animation = offsetAnimation {
            let fraction = min(1, max(0, (time - animation.startTime) / animation.duration))
            moveContent(to: animation.from.interpolated(to: animation.to, fraction: CubicBezier.easeInEaseOut.value(at: fraction)))
            if fraction >= 1 { offsetAnimation = nil }
            return offsetAnimation != nil
        }
        guard let current = motion else { return false }
        let range = offsetRange
        let x = current.x.state(at: time, range: range.x, bounces: bounces)
        let y = current.y.state(at: time, range: range.y, bounces: bounces)
        moveContent(to: CGPoint(x: x.position, y: y.position))
        motion = (x.next, y.next)
        if x.next.isResting && y.next.isResting {
            motion = nil
            isDecelerating = false
            tellDelegate { $0.scrollViewDidEndDecelerating(self) } plain: { $0.scrollViewDidEndDecelerating(self) }
            return false
        }
        return true
    }

    // MARK: - Indicators

    /// The indicator shows while the view is dragged or decelerates and fades for 0.6 s after: until
    /// then the picture can change without a property changing.
    override func overlayIsSteady(at time: Double) -> Bool {
        !isDragging && !isDecelerating && time - lastScrollTime >= 0.6
    }

    open override func drawOverlay(in canvas: inout DisplayCanvas, bounds: CGRect, time: Double) {
        guard showsVerticalScrollIndicator, scrollsVertically, contentSize.height > bounds.height else { return }
        let idle = time - lastScrollTime
        guard isDragging || isDecelerating || idle < 0.6 else { return }
        let fade = isDragging || isDecelerating ? 1 : max(0, 1 - (idle - 0.3) / 0.3)
        let track = bounds.height - 6
        let length = max(36, track * bounds.height / contentSize.height)
        let range = offsetRange.y
        let progress = range.upperBound > range.lowerBound
            ? (Double(bounds.minY) - range.lowerBound) / (range.upperBound - range.lowerBound) : 0
        let y = bounds.minY + 3 + CGFloat(min(1, max(0, progress))) * (track - length)
        canvas.fill(
            CGRect(x: bounds.maxX - 6, y: y, width: 3, height: length), cornerRadius: 1.5,
            color: RGBAColor(red: 0, green: 0, blue: 0, alpha: 0.35 * min(1, fade)))
    }
}

/// The scroll view's pan: tells its scroll view when a finger lands, so a fling stops under it.
@MainActor
final class ScrollPanGestureRecognizer: UIPanGestureRecognizer {
    weak var scrollView: UIScrollView?

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        scrollView?.touchDidLand()
    }
}
