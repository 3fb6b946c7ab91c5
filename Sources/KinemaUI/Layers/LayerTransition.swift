import Foundation
import KinemaCore
import KinemaLayers

/// A `CATransition` played over a view: the view's look when it was added is laid over it at once (so
/// the change, made next, does not show), and at the next frame — the change made — its new look is
/// snapshotted too, and the two looks are moved or faded by explicit animations as the transition's type
/// says, timed from when it was added. Both snapshots leave when the transition's time is over.
final class LayerTransition: NSObject, CAAnimationDelegate {
    let view: UIView
    let transition: CATransition
    let begin: Double
    private let before: UIView
    private var after: UIView?

    init(view: UIView, transition: CATransition, begin: Double) {
        (self.view, self.transition, self.begin) = (view, transition, begin)
        before = view.snapshotView(afterScreenUpdates: false) ?? UIView()
        super.init()
    }

    func start() {
        before.frame = view.bounds
        view.addSubview(before)
        view.animationEngine.addTicker(owner: self) { [self] _ in
            play()
            return false
        }
    }

    /// The change is made: the looks move.
    private func play() {
        let size = view.bounds.size
        let arrival = transition.arrival
        let away = CGSize(width: -arrival.dx * size.width, height: -arrival.dy * size.height)
        let incoming = CGSize(width: arrival.dx * size.width, height: arrival.dy * size.height)
        switch transition.type {
        case .push:
            slide(before, from: .zero, to: away, ending: true)
            slide(snapshotAfter(), from: incoming, to: .zero, ending: false)
        case .moveIn:
            slide(snapshotAfter(), from: incoming, to: .zero, ending: true)
        case .reveal:
            slide(before, from: .zero, to: away, ending: true)
        default:
            let fade = CABasicAnimation(keyPath: "opacity")
            (fade.fromValue, fade.toValue) = (1, 0)
            run(fade, on: before, ending: true)
        }
    }

    /// The view's look now, without the old one over it, laid over both.
    private func snapshotAfter() -> UIView {
        before.isHidden = true
        view.layoutIfNeeded()
        let look = view.snapshotView(afterScreenUpdates: true) ?? UIView()
        before.isHidden = false
        look.frame = view.bounds
        view.addSubview(look)
        after = look
        return look
    }

    private func slide(_ look: UIView, from start: CGSize, to end: CGSize, ending: Bool) {
        let move = CABasicAnimation(keyPath: "transform.translation")
        (move.fromValue, move.toValue) = (start, end)
        run(move, on: look, ending: ending)
    }

    /// Runs `animation` on `look` over the transition's time; the one that `ending` ends the transition.
    private func run(_ animation: CABasicAnimation, on look: UIView, ending: Bool) {
        animation.beginTime = look.layer.convertTime(begin, from: nil)
        animation.duration = transition.effectiveDuration
        animation.timingFunction = transition.timingFunction
        animation.fillMode = .both
        animation.isRemovedOnCompletion = false
        if ending { animation.delegate = self }
        look.layer.add(animation, forKey: "kinema.transition")
    }

    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        before.removeFromSuperview()
        after?.removeFromSuperview()
    }
}

extension UIView {
    package func beginLayerTransition(_ transition: CATransition, begin: Double) {
        LayerTransition(view: self, transition: transition, begin: begin).start()
    }
}
