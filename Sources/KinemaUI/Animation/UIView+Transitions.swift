import Foundation
import KinemaCore
import KinemaLayers

/// UIKit's view transitions: the view's look before the change is snapshotted, the change is made at once
/// (animated only with `.allowAnimatedContent`), and the old look gives way to the new by the
/// transition the options pick, on the options' curve (ease in, ease out by default). Each is built of
/// Core Animation's explicit animations on the view's layer and on a snapshot laid over it, so it runs
/// in capture, bench, replay and tests as in the window.
///
/// - `.transitionFlipFromLeft/Right/Top/Bottom`: the view turns half a turn about its vertical
///   (horizontal) axis in perspective, the side named coming forward; the old look shows until it is
///   edge-on, the new one after.
/// - `.transitionCrossDissolve`: the old look fades out over the new.
/// - `.transitionCurlUp/Down`: approximated — Kinema does not bend pages: curling up slides the old look
///   up and away, curling down slides the new look down over the old (neither clipped to the view).
/// - No transition option: the change shows at once; the completion runs on the next frame.
extension UIView {
    public class func transition(
        with view: UIView, duration: TimeInterval, options: AnimationOptions = [], animations: (() -> Void)?,
        completion: ((Bool) -> Void)? = nil
    ) {
        let style = ViewTransition.Style(options)
        let before = style == .none ? nil : view.snapshotView(afterScreenUpdates: false)
        if options.contains(.allowAnimatedContent) { animations?() } else { performWithoutAnimation { animations?() } }
        let seconds = sanitized(duration)
        guard let before, seconds > 0 else {
            return animate(withDuration: 0, animations: {}, completion: completion)
        }
        ViewTransition(style: style, view: view, before: before, duration: seconds, curve: options.curve, completion: completion).start()
    }

    /// Replaces `fromView` by `toView` in `fromView`'s superview (or, with `.showHideTransitionViews`,
    /// hides one and shows the other), by the transition the options pick, played on that superview.
    public class func transition(
        from fromView: UIView, to toView: UIView, duration: TimeInterval, options: AnimationOptions = [],
        completion: ((Bool) -> Void)? = nil
    ) {
        guard let container = fromView.superview else {
            return animate(withDuration: 0, animations: {}, completion: completion)
        }
        transition(with: container, duration: duration, options: options, animations: {
            if options.contains(.showHideTransitionViews) {
                fromView.isHidden = true
                toView.isHidden = false
            } else {
                if toView.superview !== container { container.insertSubview(toView, aboveSubview: fromView) }
                fromView.removeFromSuperview()
            }
        }, completion: completion)
    }
}

/// One running view transition: the snapshots it lays over the view and the animations it adds, taken
/// off when the main one stops (then the completion runs, with whether it finished).
final class ViewTransition: NSObject, CAAnimationDelegate {
    enum Style: Equatable {
        case none, flip(axis: Axis, sign: Double), crossDissolve, curlUp, curlDown

        enum Axis { case vertical, horizontal }

        init(_ options: UIView.AnimationOptions) {
            switch options.rawValue & UIView.AnimationOptions.transitionMask {
            case UIView.AnimationOptions.transitionFlipFromLeft.rawValue: self = .flip(axis: .vertical, sign: 1)
            case UIView.AnimationOptions.transitionFlipFromRight.rawValue: self = .flip(axis: .vertical, sign: -1)
            case UIView.AnimationOptions.transitionFlipFromTop.rawValue: self = .flip(axis: .horizontal, sign: -1)
            case UIView.AnimationOptions.transitionFlipFromBottom.rawValue: self = .flip(axis: .horizontal, sign: 1)
            case UIView.AnimationOptions.transitionCrossDissolve.rawValue: self = .crossDissolve
            case UIView.AnimationOptions.transitionCurlUp.rawValue: self = .curlUp
            case UIView.AnimationOptions.transitionCurlDown.rawValue: self = .curlDown
            default: self = .none
            }
        }
    }

    static let key = "kinema.viewTransition"

    let style: Style
    let view: UIView
    var covers: [UIView]
    let duration: Double
    let curve: CAMediaTimingFunction
    let completion: ((Bool) -> Void)?

    init(style: Style, view: UIView, before: UIView, duration: Double, curve: CubicBezier, completion: ((Bool) -> Void)?) {
        (self.style, self.view, self.covers, self.duration, self.completion) = (style, view, [before], duration, completion)
        self.curve = CAMediaTimingFunction(controlPoints: Float(curve.x1), Float(curve.y1), Float(curve.x2), Float(curve.y2))
    }

    func start() {
        let before = covers[0]
        before.frame = view.bounds
        view.addSubview(before)
        switch style {
        case .flip(let axis, let sign): flip(axis: axis, sign: sign, before: before)
        case .crossDissolve: run(on: before, basic("opacity", from: 1, to: 0))
        case .curlUp: run(on: before, basic("transform.translation.y", from: 0, to: -Double(view.bounds.height)))
        case .curlDown: curlDown(over: before)
        case .none: finish(true)
        }
    }

    /// Half a turn in perspective: the view turns to edge-on with the old look over it, then on from
    /// the other edge-on to flat with the new look.
    private func flip(axis: Style.Axis, sign: Double, before: UIView) {
        let depth = max(500, 2 * Double(axis == .vertical ? view.bounds.width : view.bounds.height))
        func turn(_ angle: Double) -> NSValue {
            var matrix = Transform3D(rotationAngle: CGFloat(angle), x: axis == .horizontal ? 1 : 0, y: axis == .vertical ? 1 : 0, z: 0)
            matrix = matrix.concatenating(Transform3D(rows: [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, -1 / depth, 0, 0, 0, 1]))
            var value = CATransform3D(matrix)
            return NSValue(bytes: &value, objCType: NSValue.caTransform3DType)
        }
        let turning = CAKeyframeAnimation(keyPath: "transform")
        turning.values = [turn(0), turn(sign * .pi / 2), turn(-sign * .pi / 2), turn(0)]
        turning.keyTimes = [0, 0.5, 0.5, 1]
        turning.isAdditive = true
        let hiding = CAKeyframeAnimation(keyPath: "opacity")
        hiding.values = [1, 0]
        hiding.keyTimes = [0, 0.5, 1]
        hiding.calculationMode = .discrete
        configure(hiding)
        hiding.fillMode = .forwards
        before.layer.add(hiding, forKey: Self.key)
        run(on: view, turning)
    }

    /// The new look, snapshotted, slides down over the old.
    private func curlDown(over before: UIView) {
        before.isHidden = true
        guard let after = view.snapshotView(afterScreenUpdates: true) else { return finish(true) }
        before.isHidden = false
        after.frame = view.bounds
        view.addSubview(after)
        covers.append(after)
        run(on: after, basic("transform.translation.y", from: -Double(view.bounds.height), to: 0))
    }

    private func basic(_ keyPath: String, from: Double, to: Double) -> CABasicAnimation {
        let animation = CABasicAnimation(keyPath: keyPath)
        (animation.fromValue, animation.toValue) = (from, to)
        return animation
    }

    private func configure(_ animation: CAAnimation) {
        animation.duration = duration
        animation.timingFunction = curve
        animation.isRemovedOnCompletion = false
    }

    /// Runs the transition's main animation on `target`; its end ends the transition.
    private func run(on target: UIView, _ animation: CAAnimation) {
        configure(animation)
        animation.delegate = self
        target.layer.add(animation, forKey: Self.key)
    }

    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { finish(flag) }

    private func finish(_ finished: Bool) {
        let covers = self.covers
        self.covers = []
        view.layer.removeAnimation(forKey: Self.key)
        for cover in covers { cover.removeFromSuperview() }
        completion?(finished)
    }
}
