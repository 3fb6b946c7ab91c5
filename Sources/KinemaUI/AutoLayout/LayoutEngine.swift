import Foundation
import KinemaLayout

/// The Auto Layout engine of one view hierarchy, kept on its root (a window, or a view not yet in one):
/// KinemaLayout's incremental simplex with four variables per view and guide that takes part — its frame's
/// origin in its superview's coordinates (a guide's: its owning view's) and its size.
///
/// Constraints join and leave it incrementally, and a changed constant is edited in place, so a gesture
/// that drives a constraint every frame costs one small pivot. Views whose
/// `translatesAutoresizingMaskIntoConstraints` is true take part through constraints made from their
/// frame and autoresizing mask (UIKit's); the others get their intrinsic size as hugging and
/// compression-resistance constraints. A subtree that joins the hierarchy brings its constraints in at
/// the next pass (`flush`), one that leaves takes its items and constraints out at once: a cell coming
/// into a scrolled collection costs its own constraints, not the whole window's. The pass solves, and
/// marks for layout the superviews of the views whose solved frames changed: their next layout (often
/// `layoutIfNeeded()` in an animation block) moves them.
@MainActor
final class LayoutEngine {
    unowned let root: UIView
    let solver = LayoutSolver()
    /// How the root is sized: pinned to its frame (a live hierarchy) or pulled towards a size
    /// (`systemLayoutSizeFitting`).
    let rootSizing: RootSizing
    var needsRebuild = true
    var needsSolve = false
    var entries: [ObjectIdentifier: LayoutItemEntry] = [:]
    /// The entries in the order they were made: the order frames are published in (deterministic).
    var entryOrder: [LayoutItemEntry] = []
    /// The solver's constraint for each active constraint in the engine.
    var installed: [ObjectIdentifier: InstalledConstraint] = [:]
    /// What each solver constraint is, for the log of an unsatisfiable set.
    var labels: [ObjectIdentifier: ConstraintLabel] = [:]
    /// The solver constraints by identity, so a conflict can break one already in the solver.
    var solverConstraints: [ObjectIdentifier: LayoutConstraint] = [:]
    /// Views with autoresizing constraints whose frame was set since the last pass.
    var movedViews: [WeakView] = []
    /// Views whose intrinsic size was invalidated since the last pass.
    var resizedContent: [WeakView] = []
    /// Views that asked for `updateConstraints()` (`setNeedsUpdateConstraints`).
    var pendingConstraintUpdates: [WeakView] = []
    /// Subtrees that joined the hierarchy since the last pass: their constraints join the engine at the
    /// next (`LayoutEngine+Hierarchy`).
    var joined: [WeakView] = []
    /// While a view's system constraints are made again (`replaceSystem`): those `addSystem` made, not
    /// yet in the solver, with their names.
    var remade: [(constraint: LayoutConstraint, name: String)]?

    /// A view the engine must not keep alive (it lives on the root, which holds the views).
    struct WeakView {
        weak var view: UIView?
        init(_ view: UIView) { self.view = view }
    }

    enum RootSizing {
        case pinned
        case fitting(CGSize, horizontal: UILayoutPriority, vertical: UILayoutPriority)
    }

    struct InstalledConstraint {
        let constraint: LayoutConstraint
        /// The solver expression's constant without the constraint's `constant` (margins, baselines).
        let baseConstant: Double
    }

    enum ConstraintLabel {
        case user(NSLayoutConstraint)
        case system(String)
    }

    init(root: UIView, sizing: RootSizing = .pinned) {
        self.root = root
        rootSizing = sizing
    }

    /// Whether this engine lays the hierarchy out (not a sizing engine of `systemLayoutSizeFitting`).
    var isLive: Bool {
        if case .pinned = rootSizing { return true }
        return false
    }

    // MARK: - The pass

    /// Brings the engine up to date: `updateConstraints()` where asked, a rebuild after a change of
    /// hierarchy, the edits made since the last pass, a solve, and the solved frames published.
    func flush() {
        runConstraintUpdates()
        if needsRebuild { rebuild() } else if !joined.isEmpty { addJoinedSubtrees() }
        guard needsSolve else { return }
        refreshMovedViews()
        refreshContentSizes()
        refreshGuides()
        solver.updateChangedVariables()
        needsSolve = false
        publish()
        // A second round, as UIKit's: wrapped labels measured at their solved widths, and the guides of
        // views the solve moved (their safe areas and margins follow where constraints put them).
        if refreshWrappedLabels() || refreshGuides() {
            solver.updateChangedVariables()
            publish()
        }
    }

    /// Empties the engine and installs every active constraint of the hierarchy again, in the order of a
    /// walk from the root (deterministic).
    func rebuild() {
        needsRebuild = false
        solver.reset()
        for entry in entryOrder {
            if case .view(let view)? = entry.item, isLive, view.layoutState?.memberOf === self { view.layoutState?.memberOf = nil }
        }
        entries = [:]
        entryOrder = []
        installed = [:]
        labels = [:]
        solverConstraints = [:]
        movedViews = []
        resizedContent = []
        joined = []
        var gathered: [NSLayoutConstraint] = []
        gather(root, into: &gathered)
        for constraint in gathered { add(constraint) }
        needsSolve = true
    }

    func gather(_ view: UIView, into gathered: inout [NSLayoutConstraint]) {
        if let state = view.layoutState {
            gathered += state.installed
            if !state.translatesAutoresizingMaskIntoConstraints { _ = entry(for: .view(view)) }
        }
        for subview in view.subviews { gather(subview, into: &gathered) }
    }

    /// After an ambiguity probe moved the solution: published as it stands.
    func publishAfterProbe() {
        publish()
    }

    /// Publishes the solved frames: each view laid out by constraints keeps its frame for its
    /// superview's next layout (marked when it changed); each guide's `layoutFrame` is set.
    private func publish() {
        guard isLive else { return }
        for entry in entryOrder {
            let frame = entry.solvedFrame
            switch entry.item {
            case .guide(let guide)?: guide.layoutFrame = frame
            case .view(let view)?: publish(frame, of: view)
            case nil: break
            }
        }
    }

    private func publish(_ frame: CGRect, of view: UIView) {
        guard let state = view.layoutState, !state.translatesAutoresizingMaskIntoConstraints else { return }
        guard state.engineFrame != frame else { return }
        state.engineFrame = frame
        if let superview = view.superview {
            superview.ensureLayoutState().hasEngineSubviews = true
            superview.setNeedsLayout()
        } else {
            view.applyEngineFrame(frame)
        }
    }
}
