import Foundation

/// The engine and changes of hierarchy, and UIKit's update-constraints pass.
extension LayoutEngine {
    /// Runs `updateConstraints()` on each view that asked, deepest first (UIKit's order: a superview's
    /// constraints may rely on its subviews'); a view asking again meanwhile is run in a later round.
    func runConstraintUpdates() {
        var rounds = 0
        while !pendingConstraintUpdates.isEmpty, rounds < 8 {
            rounds += 1
            let views = pendingConstraintUpdates.compactMap(\.view).map { ($0, $0.depth) }.sorted { $0.1 > $1.1 }.map(\.0)
            pendingConstraintUpdates = []
            var done: Set<ObjectIdentifier> = []
            for view in views where done.insert(ObjectIdentifier(view)).inserted {
                guard let state = view.layoutState, state.needsUpdateConstraints else { continue }
                state.needsUpdateConstraints = false
                view.updateConstraints()
            }
        }
    }

    /// Takes over what `other` (the engine of `subtree`, a hierarchy just added to this one) still had to
    /// do, and the subtree joins this engine.
    func absorb(_ other: LayoutEngine, subtree: UIView) {
        pendingConstraintUpdates += other.pendingConstraintUpdates
        join(subtree)
    }

    /// `subtree` joined the hierarchy: its items and constraints join the engine at the next pass (or
    /// with everything else, when a rebuild is due anyway).
    func join(_ subtree: UIView) {
        guard !needsRebuild else { return }
        joined.append(WeakView(subtree))
        needsSolve = true
    }

    /// The joined subtrees still in the hierarchy: their active constraints installed, and entries for
    /// their views laid out by constraints — what a rebuild would add for them, without the rest.
    func addJoinedSubtrees() {
        let subtrees = joined.compactMap(\.view)
        joined = []
        for subtree in subtrees where isInside(subtree) {
            var gathered: [NSLayoutConstraint] = []
            gather(subtree, into: &gathered)
            for constraint in gathered { add(constraint) }
        }
    }

    /// `subtree` is leaving the hierarchy: its items' entries and their constraints, and the constraints
    /// installed inside it, leave the engine now (those relating it from outside were uninstalled first).
    func detach(_ subtree: UIView) {
        guard !needsRebuild else { return }
        func leaves(_ entry: LayoutItemEntry) -> Bool {
            switch entry.item {
            case .view(let view)?: return view.isDescendant(of: subtree)
            case .guide(let guide)?: return guide.owningView?.isDescendant(of: subtree) ?? true
            case nil: return true
            }
        }
        subtree.forEachInstalledConstraint { remove($0) }
        for entry in entryOrder where leaves(entry) {
            removeSystem(entry)
            if case .view(let view)? = entry.item, view.layoutState?.memberOf === self { view.layoutState?.memberOf = nil }
            if let item = entry.item { entries[ObjectIdentifier(item.object)] = nil }
        }
        entryOrder.removeAll(where: leaves)
        entries = entries.filter { _, entry in entry.item != nil }
        joined.removeAll { $0.view.map { $0.isDescendant(of: subtree) } ?? true }
        needsSolve = true
    }
}

extension UIView {
    /// The topmost ancestor (or the view itself): where its hierarchy's engine lives.
    var layoutRoot: UIView {
        var view = self
        while let superview = view.superview { view = superview }
        return view
    }

    /// How many superviews the view has.
    var depth: Int {
        var count = 0
        var view = superview
        while let current = view { count += 1; view = current.superview }
        return count
    }

    /// The engine of the view's hierarchy, made (empty, to be built at the next pass) if it has none.
    func ensureLayoutEngine() -> LayoutEngine {
        let root = layoutRoot
        let state = root.ensureLayoutState()
        if let engine = state.engine { return engine }
        let engine = LayoutEngine(root: root)
        state.engine = engine
        return engine
    }

    /// The view's Auto Layout state, made (and its `updateConstraints()` scheduled, as UIKit does for a
    /// view that meets Auto Layout) the first time.
    func ensureLayoutState() -> ViewLayoutState {
        if let layoutState { return layoutState }
        let state = ViewLayoutState()
        layoutState = state
        ensureLayoutEngine().pendingConstraintUpdates.append(LayoutEngine.WeakView(self))
        return state
    }

    /// After `view` joined this view's hierarchy: its own engine (it was a root using Auto Layout) is
    /// absorbed by this hierarchy's, and the subtree joins it; so does a subtree using Auto Layout without
    /// an engine (its root ended under it). A subtree that uses none costs a walk of it.
    func layoutHierarchyDidGain(_ view: UIView) {
        if let engine = view.layoutState?.engine {
            view.layoutState?.engine = nil
            ensureLayoutEngine().absorb(engine, subtree: view)
        } else if view.subtreeUsesAutoLayout {
            ensureLayoutEngine().join(view)
        }
    }

    /// Calls `body` with every constraint installed on this view or a view inside it.
    func forEachInstalledConstraint(_ body: (NSLayoutConstraint) -> Void) {
        layoutState?.installed.forEach(body)
        for subview in subviews { subview.forEachInstalledConstraint(body) }
    }

    /// Whether this view or one below it has Auto Layout state.
    var subtreeUsesAutoLayout: Bool {
        layoutState != nil || subviews.contains { $0.subtreeUsesAutoLayout }
    }

    /// Before this view leaves `parent`'s hierarchy: constraints of views outside that relate views inside
    /// are removed (UIKit's rule), the subtree's items leave that hierarchy's engine, and the subtree gets
    /// an engine of its own (built when it is next laid out).
    func layoutHierarchyWillLose(from parent: UIView) {
        guard let engine = parent.layoutRoot.layoutState?.engine else { return }
        var removedAny = false
        var ancestor: UIView? = parent
        while let view = ancestor {
            if let state = view.layoutState {
                for constraint in state.installed where constraint.relates(inside: self) {
                    view.uninstall(constraint)
                    removedAny = true
                }
            }
            ancestor = view.superview
        }
        // A subtree that takes no part (a plain cell leaving a scrolled collection) changes nothing.
        guard removedAny || subtreeUsesAutoLayout else { return }
        engine.detach(self)
        let own = LayoutEngine(root: self)
        own.pendingConstraintUpdates = engine.pendingConstraintUpdates.filter { $0.view?.isDescendant(of: self) == true }
        ensureLayoutState().engine = own
    }
}

extension NSLayoutConstraint {
    /// Whether an item of the constraint is `view` or inside it.
    func relates(inside view: UIView) -> Bool {
        [firstItem, secondItem].contains { item in
            guard let item = item.flatMap(LayoutItemRef.init), let container = item.containerView else { return false }
            return container.isDescendant(of: view)
        }
    }
}
