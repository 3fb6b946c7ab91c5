import Foundation
import KinemaCore
import KinemaGraphics

/// Explicit animations (`add(_:forKey:)`): copied when added, applied over the model in the order
/// added — `presentation()` and what is drawn show them, the model never changes — and taken off when
/// they end unless `isRemovedOnCompletion` is false. Their delegates hear of it from the frame that
/// reaches the moment, on the clock of the window the layer is in (so capture, bench, replay and tests
/// see the same as the window).
extension CALayer {
    /// Adds a copy of `anim`, replacing the animation under `key` (whose delegate is told it did not
    /// finish). An animation without a key path, or of no key path a layer has, does nothing.
    public func add(_ anim: CAAnimation, forKey key: String?) {
        guard !isPresentation else { return }
        nonisolated(unsafe) let (layer, animation) = (self, anim)
        MainActor.assumeIsolated { layer.addOnMainThread(animation, forKey: key) }
    }

    @MainActor
    private func addOnMainThread(_ anim: CAAnimation, forKey key: String?) {
        let copy = anim.copy() as! CAAnimation
        CATransaction.animationAdded(copy)
        if let key { removeExplicitAnimations { $0.key == key } }
        let stack = animationStack ?? LayerAnimations()
        animationStack = stack
        let begin = copy.beginTime != 0 ? copy.beginTime : layerTime()
        stack.entries.append(LayerAnimations.Entry(key: key, animation: copy, begin: begin))
        animationsDidChange()
        scheduleAnimationTicker()
        noteOnTimeline(copy, key: key, begin: begin)
        if let transition = copy as? CATransition { beginTransition(transition, begin: begin) }
    }

    /// A transition plays over a view's layer; a standalone layer's change shows at once (said once).
    @MainActor
    private func beginTransition(_ transition: CATransition, begin: Double?) {
        guard let view, let now = mediaTime else {
            return CALayer.reports.report(
                "standalone transition", "Kinema: a CATransition on a layer that backs no view is not played yet; the change shows at once")
        }
        view.beginLayerTransition(transition, begin: begin.map { mediaTime(atLocalTime: $0) } ?? now)
    }

    /// Tells the window's timeline of `animation` (one row per key path it moves), in media time.
    @MainActor
    private func noteOnTimeline(_ animation: CAAnimation, key: String?, begin: Double?) {
        guard let backing = clockBacking, let now = mediaTime else { return }
        let start = begin.map { mediaTime(atLocalTime: $0) } ?? now
        let end = animation.mediaTiming(begin: begin ?? 0).endTime
        let finish = end.isFinite ? mediaTime(atLocalTime: end) : .infinity
        let duration = finish.isFinite ? max(0, finish - start) : max(animation.effectiveDuration, 0)
        let spring = (animation as? CASpringAnimation).map { min(duration, $0.spring.settlingDuration(initialVelocity: Double($0.initialVelocity), threshold: 0.02)) }
        for keyPath in Set(animation.animatedKeyPaths).sorted() {
            backing.noteLayerAnimation(LayerAnimationNote(
                layer: ObjectIdentifier(self), layerName: name, isViewLayer: view != nil,
                property: key.map { "\(keyPath) “\($0)”" } ?? keyPath, begin: now, delay: max(0, start - now),
                duration: duration, settlesAfter: spring))
        }
    }

    /// The animation under `key` (the copy the layer runs; Core Animation says not to change it).
    public func animation(forKey key: String) -> CAAnimation? {
        animationStack?.entries.last { $0.key == key }?.animation
    }

    public func removeAnimation(forKey key: String) {
        nonisolated(unsafe) let layer = self
        MainActor.assumeIsolated { layer.removeExplicitAnimations { $0.key == key } }
    }

    /// The keys of the animations added with one, in the order added; nil when there are none.
    public func animationKeys() -> [String]? {
        let keys = animationStack?.entries.compactMap(\.key) ?? []
        return keys.isEmpty ? nil : keys
    }

    /// Takes off the explicit animations `matching` says, telling their delegates they did not finish
    /// (those already ended were told).
    @MainActor
    package func removeExplicitAnimations(matching: (LayerAnimations.Entry) -> Bool) {
        guard let stack = animationStack, stack.entries.contains(where: matching) else { return }
        let removed = stack.entries.filter(matching)
        stack.entries.removeAll(where: matching)
        animationsDidChange()
        for entry in removed where !entry.ended {
            AnimationDelegateCall.didStop(entry.animation, finished: false)
            CATransaction.animationEnded(entry.animation)
        }
    }

    /// What is drawn changed: a standalone layer's is a display change, a view's layer tells its view.
    @MainActor
    package func animationsDidChange() {
        DisplayChanges.count &+= 1
        view?.layerAnimationsDidChange(running: !(animationStack?.isEmpty ?? true))
    }

    // MARK: - Time

    /// The backing of the nearest view up the tree: its clock is this layer's media time.
    package var clockBacking: (any CALayerBacking)? {
        if let view { return view }
        if let hostView { return hostView }
        return parentLayer?.clockBacking
    }

    /// Media time now, on the clock of the window the layer is in; nil in no view's tree.
    package var mediaTime: Double? {
        guard let backing = clockBacking else { return nil }
        return MainActor.assumeIsolated { backing.layerMediaTime }
    }

    /// The superlayer, whose time this layer's runs from (read on the main thread, where the tree lives).
    package var timingParent: CALayer? {
        if view == nil, hostView == nil { return parentLayer }
        nonisolated(unsafe) let layer = self
        return MainActor.assumeIsolated { LayerReference(layer.superlayer) }.layer
    }

    /// The layer's own time now (see `convertTime`), nil in no view's tree.
    package func layerTime() -> Double? {
        mediaTime.map { localTime(atMediaTime: $0) }
    }

    /// The layer's own time at media time `time`: each layer from the root maps its superlayer's time
    /// by its `beginTime`, `speed` and `timeOffset`.
    package func localTime(atMediaTime time: Double) -> Double {
        let parent = timingParent
        let parentTime = parent?.localTime(atMediaTime: time) ?? time
        return layerTimingValues.isNeutral ? parentTime : layerTimingValues.timing(duration: 0, beginTime: layerTimingValues.beginTime).layerTime(fromParent: parentTime)
    }

    /// Media time at the layer's own time `time` (the inverse of `localTime(atMediaTime:)`).
    package func mediaTime(atLocalTime time: Double) -> Double {
        let parentTime = layerTimingValues.isNeutral ? time : layerTimingValues.timing(duration: 0, beginTime: layerTimingValues.beginTime).parentTime(fromLayer: time)
        let parent = timingParent
        return parent?.mediaTime(atLocalTime: parentTime) ?? parentTime
    }

    /// `t` in `l`'s time (media time when nil) as this layer's time.
    public func convertTime(_ t: Double, from l: CALayer?) -> Double {
        localTime(atMediaTime: l?.mediaTime(atLocalTime: t) ?? t)
    }

    /// `t` in this layer's time as `l`'s (media time when nil).
    public func convertTime(_ t: Double, to l: CALayer?) -> Double {
        let media = mediaTime(atLocalTime: t)
        return l?.localTime(atMediaTime: media) ?? media
    }

    // MARK: - Applying

    /// `model` with the explicit animations applied at media time `time` (and the class values they set).
    package func animatedValues(over model: Snapshot, atMediaTime time: Double) -> AnimatedLayerValues {
        var values = AnimatedLayerValues(snapshot: model, layer: self)
        guard let stack = animationStack, !stack.isEmpty else { return values }
        let local = localTime(atMediaTime: time)
        stack.resolveBegins(at: local)
        stack.apply(to: &values, at: local)
        return values
    }

    /// Whether the explicit animations can change what is shown after media time `time` (a paused
    /// layer's do not: its time stands still).
    package func animationsMove(afterMediaTime time: Double) -> Bool {
        guard let stack = animationStack, !stack.isEmpty else { return false }
        let local = localTime(atMediaTime: time)
        guard localTime(atMediaTime: time + 0.001) != local else { return false }
        return stack.moves(after: local)
    }

    /// Runs `body` with the class's own properties showing what `values`' animations set, then puts the
    /// model values back (neither is a display change).
    @MainActor
    package func withAnimatedClassValues(_ values: AnimatedLayerValues, _ body: () -> Void) {
        guard !values.classValues.isEmpty else { return body() }
        let saved = values.classValues.keys.compactMap { key in animatableValue(forKey: key).map { (key, $0) } }
        showsAnimatedClassValues = true
        for (key, value) in values.classValues { setAnimatableValue(value, forKey: key) }
        body()
        for (key, value) in saved { setAnimatableValue(value, forKey: key) }
        showsAnimatedClassValues = false
    }
}

/// A layer handed out of a main-actor closure (the tree is only read there; the layer itself is not
/// main-actor isolated, as Core Animation's are not).
private struct LayerReference: @unchecked Sendable {
    let layer: CALayer?
    init(_ layer: CALayer?) { self.layer = layer }
}
