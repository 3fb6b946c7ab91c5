import Foundation
import KinemaCore
import KinemaGraphics

extension UIView {
    /// Sets a property's model value and, inside an animation block, records the animation of the change.
    /// The property comes as itself; its key path, which keyframes and property animators keep, only when
    /// one of them asks (a key path made for every change cost a block's recording a tenth).
    @inline(__always)
    func record<Value: Animatable>(
        _ property: PropertyTrack<Value>, _ newValue: Value, additive: Bool,
        keyPath track: @autoclosure () -> KeyPath<UIView, PropertyTrack<Value>>
    ) {
        let old = property.model
        guard old != newValue, let context = AnimationContext.current, context.animates else {
            property.model = newValue
            return
        }
        let engine = animationEngine
        let now = engine.now
        // A non-additive change starts from the model value it replaces — the target of an animation in
        // flight, which jumps there (UIKit: in-flight animations "finish" first) — or, with
        // `.beginFromCurrentState` and in property animators, from what is on screen.
        let start = context.beginsFromCurrentState ? property.presentation(at: now) : old
        if let keyframes = context.keyframes {
            keyframes.record(view: self, track: track(), from: start, to: newValue)
            property.model = newValue
            return
        }
        // Additive: a contribution from (old − new) to zero on top of the new model.
        let path: Animation<Value>.Path = additive
            ? .line(from: Self.difference(old, newValue), to: .zero)
            : .line(from: start, to: newValue)
        if let timing = context.timing(on: engine) {
            // A `UIView.animate…` block: the common case, kept free of key paths and enum copies.
            addTimed(path, to: property, timing: timing, additive: additive, context: context, group: context.group, engine: engine)
        } else if let group = context.group {
            install(path, on: track(), additive: additive, context: context, group: group, oldModel: old, now: now)
        }
        property.model = newValue
    }

    /// Adds one animation to a property and registers it with its block.
    func install<Value: Animatable>(
        _ path: Animation<Value>.Path, on track: KeyPath<UIView, PropertyTrack<Value>>,
        additive: Bool, context: AnimationContext, group: AnimationGroup, oldModel: Value, now: Double
    ) {
        let property = self[keyPath: track]
        switch context.kind {
        case .timed:
            guard let timing = context.timing(on: animationEngine) else { return }
            addTimed(path, to: property, timing: timing, additive: additive, context: context, group: group, engine: animationEngine)
        case .animator(let animator, let startFraction):
            animator.bind(to: animationEngine)
            let animation = Animation(path: path, timing: Self.unusedTiming, beginTime: now)
            if let observer = animationEngine.animationObserver {
                observer(AnimationRecord(
                    view: ObjectIdentifier(self), viewName: timelineName, property: property.name, begin: now, delay: 0,
                    duration: animator.duration, settlesAfter: nil, isAnimatorDriven: true))
            }
            property.add(
                TrackEntry(animation: animation, group: group, part: nil, isAdditive: additive,
                           allowsUserInteraction: group.allowsUserInteraction, driver: .animator(animator, startFraction: startFraction)))
            group.entryAdded(on: property)
            animator.recordModelChange(
                restoreStart: { [weak self] in self?.setModel(track, oldModel) },
                captureCurrent: { [weak self] in
                    guard let self else { return {} }
                    let current = self[keyPath: track].presentation(at: self.animationEngine.now)
                    return { [weak self] in self?.setModel(track, current) }
                })
        case .disabled:
            break
        }
    }

    /// Adds a time-driven animation of `context`'s block, beginning at `engine`'s present time: in its
    /// group, or for a block without one (no completion), noted in the context for `engine` to sweep.
    private func addTimed<Value: Animatable>(
        _ path: Animation<Value>.Path, to property: PropertyTrack<Value>, timing: ResolvedTiming, additive: Bool,
        context: AnimationContext, group: AnimationGroup?, engine: AnimationEngine
    ) {
        let animation = Animation(
            path: path, timing: timing, beginTime: engine.now, delay: context.delay,
            repeatCount: context.repeatCount, autoreverses: context.autoreverses)
        if let group {
            let part = group.part(on: engine)
            part.add(entryEndingAt: animation.endTime)
            property.add(TrackEntry(
                animation: animation, group: group, part: part, isAdditive: additive,
                allowsUserInteraction: context.allowsUserInteraction, driver: .time))
            group.entryAdded(on: property)
        } else {
            if additive {
                property.add(TrackEntry(
                    animation: animation, group: nil, part: nil, isAdditive: true,
                    allowsUserInteraction: context.allowsUserInteraction, driver: .time))
            } else {
                property.addPlain(animation, allowsUserInteraction: context.allowsUserInteraction)
            }
            context.noteCompletionless(property, endingAt: animation.endTime, on: engine)
        }
        if let observer = engine.animationObserver {
            observer(AnimationRecord(
                view: ObjectIdentifier(self), viewName: timelineName, property: property.name, begin: animation.beginTime,
                delay: animation.delay, duration: animation.activeDuration.isFinite ? animation.activeDuration : timing.duration,
                settlesAfter: timing.settlesWithinTwoPercentAfter, isAnimatorDriven: false))
        }
    }

    /// The view's name on the timeline: its own or its nearest ancestor's accessibility identifier (as
    /// the DisplayList names what it draws), else its class. Kept per view until an identifier or the
    /// hierarchy changes anywhere (`namingEpoch`): a cycle's start names thousands of views, twice each.
    var timelineName: String {
        if let cache = timelineNameCache, cache.epoch == Self.namingEpoch { return cache.name }
        let name = namedInHierarchy
        timelineNameCache = (Self.namingEpoch, name)
        return name
    }

    private var namedInHierarchy: String {
        var view: UIView? = self
        while let current = view {
            if let name = current.accessibilityIdentifier { return current === self ? name : name + " ›" }
            view = current.superview
        }
        let type = type(of: self)
        if let name = Self.classNames[ObjectIdentifier(type)] { return name }
        let name = String(describing: type)
        Self.classNames[ObjectIdentifier(type)] = name
        return name
    }

    /// Class names already made for the timeline (thousands of views of one class are named at once).
    private static var classNames: [ObjectIdentifier: String] = [:]

    /// Counts the changes that can rename a view on the timeline: an accessibility identifier set, a
    /// view added or removed anywhere. (Only a cache key: a name made in an older epoch is made again.)
    @exclusivity(unchecked) static var namingEpoch: UInt64 = 0

    /// Sets a property's model value without animating, keeping what is derived from it in step: the exact
    /// transform, the `backgroundColor` object, layout after a bounds change. (Animators finishing at the
    /// start or where they are set models this way.)
    func setModel<Value: Animatable>(_ track: KeyPath<UIView, PropertyTrack<Value>>, _ value: Value) {
        self[keyPath: track].model = value
        if track == \UIView.transformTrack, let parts = value as? CGAffineTransform.Decomposition {
            transformModel = CGAffineTransform(parts)
        } else if track == \UIView.backgroundTrack, let color = value as? RGBAColor {
            backgroundColorModel = color == .clear ? nil : UIColor(rgba: color)
        } else if track == \UIView.boundsTrack {
            setNeedsLayout()
            boundsDidChange()
        }
    }

    /// An animator-driven path is evaluated by progress, so its own timing is never used.
    private static let unusedTiming = AnimationTiming.curve(.linear).resolved(duration: 0)

    /// old − new, with a rotation difference brought into (−π, π] so it turns the short way.
    static func difference<Value: Animatable>(_ old: Value, _ new: Value) -> Value {
        guard var parts = (old - new) as? CGAffineTransform.Decomposition else { return old - new }
        let turn = 2 * Double.pi
        parts.rotation = parts.rotation - turn * (parts.rotation / turn).rounded()
        return parts as! Value
    }

    /// Kinema: whether any property of the view is being animated (package-only: UIKit has no such member,
    /// and subclasses such as an activity indicator declare an `isAnimating` of their own).
    package var hasRunningAnimations: Bool {
        centerTrack.isAnimating || boundsTrack.isAnimating || transformTrack.isAnimating || alphaTrack.isAnimating
            || backgroundTrack.isAnimating || cornerRadiusTrack.isAnimating || (transform3DTrackStorage?.isAnimating ?? false)
            || (effectTrack?.isAnimating ?? false)
    }

    /// Moves this view's running animations to `engine` (the view joined a window with another clock),
    /// keeping each one's progress: it continues on the new clock from where it was.
    func moveAnimations(from old: AnimationEngine, to engine: AnimationEngine) {
        let shift = engine.now - old.now
        centerTrack.move(to: engine, shift: shift)
        boundsTrack.move(to: engine, shift: shift)
        transformTrack.move(to: engine, shift: shift)
        alphaTrack.move(to: engine, shift: shift)
        backgroundTrack.move(to: engine, shift: shift)
        cornerRadiusTrack.move(to: engine, shift: shift)
        transform3DTrackStorage?.move(to: engine, shift: shift)
        effectTrack?.move(to: engine, shift: shift)
        old.moveTicker(owner: self, to: engine)
        for recognizer in gestureRecognizers ?? [] { old.moveTicker(owner: recognizer, to: engine) }
    }

    /// Forgets the animations of this view and its subviews without completing their blocks (their
    /// window is being discarded).
    func discardAnimationsInTree() {
        centerTrack.discardAll()
        boundsTrack.discardAll()
        transformTrack.discardAll()
        alphaTrack.discardAll()
        backgroundTrack.discardAll()
        cornerRadiusTrack.discardAll()
        transform3DTrackStorage?.discardAll()
        effectTrack?.discardAll()
        for subview in subviews { subview.discardAnimationsInTree() }
    }

    /// Removes every animation of this view (not its subviews), showing the model values; the blocks they
    /// belonged to complete with `finished == false`.
    package func removeAllAnimations() {
        centerTrack.removeAll()
        boundsTrack.removeAll()
        transformTrack.removeAll()
        alphaTrack.removeAll()
        backgroundTrack.removeAll()
        cornerRadiusTrack.removeAll()
        transform3DTrackStorage?.removeAll()
        effectTrack?.removeAll()
    }
}
