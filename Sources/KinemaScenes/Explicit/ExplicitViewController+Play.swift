import Foundation
import KinemaCore
import KinemaLayers
import KinemaUI

extension ExplicitViewController {
    /// Starts every panel's animation at once (each a fresh one, replacing the last cycle's under its key).
    func play(_ timings: Timings) {
        view.layoutIfNeeded()
        flipCard(duration: timings.flip)
        fillRing(duration: timings.ring)
        followPath(duration: timings.path)
        spinLoader(delay: timings.dotDelay)
        turnNote()
        race(duration: timings.springDuration, bounce: timings.bounce)
    }

    /// A full turn about y in perspective; removed at its end, when the card is flat again anyway.
    func flipCard(duration: Double) {
        var perspective = CATransform3DIdentity
        perspective.m34 = -1.0 / 400
        card.layer.transform = perspective
        let turn = CABasicAnimation(keyPath: "transform.rotation.y")
        turn.fromValue = 0
        turn.toValue = 2 * Double.pi
        turn.duration = duration
        turn.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        card.layer.add(turn, forKey: "flip")
    }

    /// The ring fills; the model is set first, so it stays full (the tutorials' fix for the jump back).
    func fillRing(duration: Double) {
        let fill = CABasicAnimation(keyPath: "strokeEnd")
        fill.fromValue = 0
        fill.toValue = 1
        fill.duration = duration
        fill.timingFunction = CAMediaTimingFunction(name: .easeOut)
        ring.strokeEnd = 1
        ring.add(fill, forKey: "progress")
    }

    /// The arrow follows the curve at one speed, turned with it, and holds at the end.
    func followPath(duration: Double) {
        let follow = CAKeyframeAnimation(keyPath: "position")
        follow.path = arrowPath.cgPath
        follow.duration = duration
        follow.calculationMode = .paced
        follow.rotationMode = .rotateAuto
        follow.fillMode = .forwards
        follow.isRemovedOnCompletion = false
        arrow.add(follow, forKey: "follow")
    }

    /// Each dot fades and shrinks in turn, `delay` after the one before, for ever.
    func spinLoader(delay: Double) {
        loader.instanceDelay = delay
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 1
        fade.toValue = 0.15
        fade.duration = delay * Double(loader.instanceCount)
        fade.repeatCount = .infinity
        dot.opacity = 0.15
        dot.add(fade, forKey: "fade")
    }

    /// The label turns over to its other side.
    func turnNote() {
        UIView.transition(with: note, duration: 0.8, options: [.transitionFlipFromLeft], animations: {
            let front = self.note.text == "Front"
            self.note.text = front ? "Back" : "Front"
            self.note.backgroundColor = front ? .systemPink : .systemTeal
        })
    }

    /// One spring three ways, from the left of the lane to its right.
    func race(duration: Double, bounce: Double) {
        let start = view.bounds.width / 2 + 30, end = view.bounds.width - 30
        let spring = CASpringAnimation(perceptualDuration: duration, bounce: CGFloat(bounce))
        spring.keyPath = "position.x"
        spring.fromValue = start
        spring.toValue = end
        runners[0].layer.position.x = end
        runners[0].layer.add(spring, forKey: "race")
        runners[1].center.x = start
        UIView.animate(springDuration: duration, bounce: CGFloat(bounce)) { self.runners[1].center.x = end }
        runners[2].center.x = start
        self.animator?.stopAnimation(true)
        let parameters = UISpringTimingParameters(duration: duration, bounce: CGFloat(bounce))
        let third = UIViewPropertyAnimator(duration: 0, timingParameters: parameters)
        third.addAnimations { self.runners[2].center.x = end }
        third.startAnimation()
        self.animator = third
    }
}
