import Foundation

/// Which engine (clock and running animations) a view animates on, kept in step as it moves between
/// windows and containers that keep their own time (see `animationEngine`).
extension UIView {
    /// The engine (clock and running animations) this view animates on: its window's (or that of a view
    /// between it and the window that keeps its own time, such as a transition's container while a
    /// percent-driven transition scrubs it). A view in no window keeps the engine it last had; one that
    /// never was in a window takes the engine of the window whose frame or input is being handled, or
    /// `AnimationEngine.shared`. When the view moves under another engine, its running animations move
    /// there and carry on from where they were.
    package var animationEngine: AnimationEngine {
        if let boundEngine { return boundEngine }
        let engine = engineInHierarchy() ?? AnimationEngine.ambient
        boundEngine = engine
        return engine
    }

    /// The engine of this view or of its nearest ancestor that has one.
    func engineInHierarchy() -> AnimationEngine? {
        var view: UIView? = self
        while let current = view {
            if let engine = current.ownEngine { return engine }
            view = current.superview
        }
        return nil
    }

    /// After a move in the hierarchy: this subtree animates on the engine of where it now is (a subtree
    /// that leaves every engine keeps its own).
    func rebindEngine() {
        guard let engine = engineInHierarchy() else { return }
        var left: [AnimationEngine] = []
        bind(to: engine, leaving: &left)
        // What moved off the old engines goes from them now: one may never update again.
        for old in left { old.dropUnregisteredParts() }
    }

    /// Counts the views that moved from one engine to another (a block that saw none finish
    /// needs not ask whether its properties still animate where it noted them).
    @exclusivity(unchecked) static var engineMoves: UInt64 = 0

    /// Binds the subtree to `engine`, noting in `left` each engine its animations moved off.
    fileprivate func bind(to engine: AnimationEngine, leaving left: inout [AnimationEngine]) {
        if engine !== boundEngine {
            if let old = boundEngine {
                Self.engineMoves &+= 1
                moveAnimations(from: old, to: engine)
                if !left.contains(where: { $0 === old }) { left.append(old) }
            }
            boundEngine = engine
        }
        for subview in subviews where subview.ownEngine == nil { subview.bind(to: engine, leaving: &left) }
        // The mask view is in no hierarchy, but animates with the view it masks.
        if hasMask, let mask = layer.maskView.map(UIView.view(of:)), mask.ownEngine == nil { mask.bind(to: engine, leaving: &left) }
    }

    /// A mask view set on this view animates on this view's engine (if it has one yet).
    func bindMaskView(_ mask: UIView) {
        guard mask.ownEngine == nil, let engine = engineInHierarchy() ?? boundEngine else { return }
        var left: [AnimationEngine] = []
        mask.bind(to: engine, leaving: &left)
        for old in left { old.dropUnregisteredParts() }
    }
}
