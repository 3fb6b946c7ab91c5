import Foundation
import KinemaLayout

/// What changed outside the engine since its last pass: frames of views it follows, intrinsic sizes,
/// insets, and a wrapping label's width.
extension LayoutEngine {
    /// A view with autoresizing constraints had its frame set (not by the engine).
    func frameDidChange(_ view: UIView) {
        movedViews.append(WeakView(view))
        needsSolve = true
    }

    /// A view's intrinsic size may have changed (`invalidateIntrinsicContentSize`).
    func intrinsicContentSizeDidChange(_ view: UIView) {
        resizedContent.append(WeakView(view))
        needsSolve = true
    }

    /// Makes the autoresizing constraints of moved views again, from their frames now.
    func refreshMovedViews() {
        let moved = movedViews.compactMap(\.view)
        movedViews = []
        var done: Set<ObjectIdentifier> = []
        for view in moved where done.insert(ObjectIdentifier(view)).inserted {
            guard let entry = entries[ObjectIdentifier(view)] else { continue }
            replaceSystem(entry) {
                if view === root {
                    pinRoot(entry)
                } else if view.translatesAutoresizingMaskIntoConstraints {
                    addAutoresizing(entry, view: view, parent: view.superview.flatMap { entries[ObjectIdentifier($0)] })
                }
            }
        }
    }

    /// Makes the content-size constraints of views whose intrinsic size changed again.
    func refreshContentSizes() {
        let resized = resizedContent.compactMap(\.view)
        resizedContent = []
        var done: Set<ObjectIdentifier> = []
        for view in resized where done.insert(ObjectIdentifier(view)).inserted {
            guard let entry = entries[ObjectIdentifier(view)], !view.translatesAutoresizingMaskIntoConstraints,
                view.intrinsicContentSize != entry.intrinsicSize
            else { continue }
            replaceSystem(entry) { addContentSize(entry, view: view) }
        }
    }

    /// Pins views' own guides again where their insets changed (a moved view's safe area); returns
    /// whether any was.
    @discardableResult
    func refreshGuides() -> Bool {
        var changed = false
        for entry in entryOrder {
            guard case .guide(let guide)? = entry.item, let kind = guide.systemInsets, let view = guide.owningView,
                let owner = entries[ObjectIdentifier(view)], view.insets(for: kind) != entry.guideInsets
            else { continue }
            removeSystem(entry)
            pinGuide(entry, guide: guide, owner: owner)
            changed = true
        }
        return changed
    }

    /// UIKit's second pass for multi-line labels without a `preferredMaxLayoutWidth`: a label whose solved
    /// width differs from the width its intrinsic height was measured at is measured again at the solved
    /// width. Returns whether any was (then the engine solves once more).
    func refreshWrappedLabels() -> Bool {
        var changed = false
        for entry in entryOrder {
            guard case .view(let view)? = entry.item, let label = view as? UILabel, label.numberOfLines != 1,
                label.preferredMaxLayoutWidth <= 0, !label.translatesAutoresizingMaskIntoConstraints,
                label.intrinsicContentSize != entry.intrinsicSize
            else { continue }
            removeSystem(entry)
            addContentSize(entry, view: label)
            changed = true
        }
        return changed
    }
}
