import Foundation
import KinemaCore
import KinemaGraphics

/// The view tree's shortcuts checked the long way, for the tests to run after every frame of the
/// differential tests (`UIWindow.checkInvariants()`): each check returns one line per broken promise,
/// naming the view, so a failing test says what broke where; none when everything holds.
extension UIView {
    /// The view's name in a broken invariant's line: its identifier, or its class.
    var invariantName: String {
        accessibilityIdentifier.map { "'\($0)'" } ?? "<\(type(of: self))>"
    }

    /// This view's and its subtree's shortcuts at `time`: each subview points back at its superview
    /// (`superviewStorage` is unowned and unsafe), each track holds (`PropertyTrack.checkInvariants`),
    /// the kept presentation values are the tracks' while they claim to hold, and the memo of subviews
    /// that draw nothing keeps only such subviews (`CulledSubviews.checkInvariants`).
    func checkInvariants(at time: Double) -> [String] {
        var violations: [String] = []
        for subview in subviews where subview.superviewStorage !== self {
            violations.append("\(subview.invariantName): a subview of \(invariantName) that names another superview")
        }
        violations += centerTrack.checkInvariants(owner: self, at: time)
        violations += boundsTrack.checkInvariants(owner: self, at: time)
        violations += transformTrack.checkInvariants(owner: self, at: time)
        violations += alphaTrack.checkInvariants(owner: self, at: time)
        violations += backgroundTrack.checkInvariants(owner: self, at: time)
        violations += cornerRadiusTrack.checkInvariants(owner: self, at: time)
        if let transform3DTrackStorage { violations += transform3DTrackStorage.checkInvariants(owner: self, at: time) }
        if let effectTrack { violations += effectTrack.checkInvariants(owner: self, at: time) }
        violations += checkPresentedCache(at: time)
        if let culledSubviews { violations += culledSubviews.checkInvariants(in: self, at: time) }
        for subview in subviews { violations += subview.checkInvariants(at: time) }
        return violations
    }

    /// While the kept presentation values claim to hold at `time` (`PresentedCache`), they are the
    /// values the tracks give at `time`.
    func checkPresentedCache(at time: Double) -> [String] {
        let cache = walkFields.presentedCache
        guard cache.holds(at: time, changes: walkFields.presentationChanges) else { return [] }
        let fresh = presentedTheLongWay(at: time)
        guard cache.values != fresh else { return [] }
        return ["\(invariantName): kept presentation values \(cache.values) at \(time), the tracks give \(fresh)"]
    }

    /// The presentation values at `time` worked out from the tracks' entries as plain values.
    func presentedTheLongWay(at time: Double) -> PresentedValues {
        let bounds = boundsTrack.presentationTheLongWay(at: time)
        let transform = transformTrack.isAnimating
            ? CGAffineTransform(transformTrack.presentationTheLongWay(at: time)) : transformModel
        var values = PresentedValues(
            alpha: alphaTrack.presentationTheLongWay(at: time), bounds: bounds,
            toSuperview: transformToSuperview(
                center: centerTrack.presentationTheLongWay(at: time), bounds: bounds, transform: transform),
            background: backgroundTrack.presentationTheLongWay(at: time),
            cornerRadius: cornerRadiusTrack.presentationTheLongWay(at: time))
        // The layer's explicit animations over them (they are not tracks: one way to apply them).
        var span = (from: -Double.infinity, until: Double.infinity)
        if hasExplicitAnimations { applyExplicitAnimations(to: &values, span: &span, at: time) }
        return values
    }

    /// Whether the view draws nothing at `time` in a walk like `walk` (its superview's transform, clip
    /// box and opacity), worked out from its tracks as the walk would: hidden, transparent, or a plain
    /// view without subviews wholly outside the clip.
    func drawsNothingTheLongWay(at time: Double, in walk: CulledSubviews.Walk) -> Bool {
        if walkFields.isHidden { return true }
        let values = presentedTheLongWay(at: time)
        if walk.opacity * Double(values.alpha) <= 0.001 { return true }
        guard let clipBox = walk.clipBox else { return false }
        return isOutside(clipBox, bounds: values.bounds, transform: values.toSuperview.concatenating(walk.transform))
    }
}

extension UIWindow {
    /// Every shortcut of the window's frame path checked the long way at the clock's time: the views'
    /// (`UIView.checkInvariants(at:)`), then the still frame's (`StillFrame.checkInvariants`).
    func checkInvariants() -> [String] {
        let time = engine.now
        let violations = checkInvariants(at: time)
        guard let stillFrame else { return violations }
        return violations + stillFrame.checkInvariants(in: self, at: time)
    }

    /// The DisplayList at `time` drawn without the walk's shortcuts: no list handed out again, no
    /// subviews left out unread (the kept presentation values are still used, and checked apart).
    func listTheLongWay(at time: Double) -> DisplayList {
        let draw = {
            var canvas = DisplayCanvas(
                transform: .identity, opacity: 1, displayIdentifier: .none, backdrop: .white, items: [])
            canvas.leavesOutQuietSubviews = false
            self.display(into: &canvas, parentTransform: .identity, parentOpacity: 1, time: time)
            return DisplayList(size: self.bounds.size, items: canvas.items)
        }
        guard let windowScene, windowScene !== UIWindowScene.current else { return draw() }
        return windowScene.performAsCurrent(draw)
    }
}

@MainActor
extension StillFrame {
    /// While the list claims to still show `window` at `time`, it is the list the window draws the long
    /// way. (The walk then runs only the drawing of plain views, windows and still scroll views, which
    /// changes nothing: a still frame holds only while every view drawn is one of them.)
    func checkInvariants(in window: UIWindow, at time: Double) -> [String] {
        guard holds(at: time, changes: UIView.displayChanges, size: window.bounds.size) else { return [] }
        let fresh = window.listTheLongWay(at: time)
        guard fresh != list else { return [] }
        return ["the list kept as still over \(from)..<\(until) is not what the window draws at \(time) the long way "
            + "(\(list.items.count) items kept, \(fresh.items.count) drawn)"]
    }
}
