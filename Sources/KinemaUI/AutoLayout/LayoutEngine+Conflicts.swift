import Foundation
import KinemaLayout

/// Required constraints that cannot all hold: which one the engine breaks.
///
/// UIKit logs the conflicting set and breaks one, without documenting which. Kinema's rule, from the
/// logs iOS developers know: the constraints UIKit makes from frames (autoresizing masks), guides and the
/// root hold; of the rest, a content-size constraint (an intrinsic size held at a required priority)
/// gives way first, then the newest of your constraints. A broken constraint stays active and out of the
/// solution.
extension LayoutEngine {
    /// Adds a constraint to the solver, breaking one of a conflicting set by the rule above (reported as
    /// UIKit reports it). Returns whether `constraint` itself is in the solution.
    @discardableResult
    func addToSolver(_ constraint: LayoutConstraint, broken label: ConstraintLabel) -> Bool {
        let id = ObjectIdentifier(constraint)
        labels[id] = label
        solverConstraints[id] = constraint
        for _ in 0..<8 {
            do {
                try solver.addConstraint(constraint)
                return true
            } catch {
                guard case .unsatisfiableConstraint(let conflicting) = error else { break }
                let victim = Self.victim(conflicting, labels: labels, adding: id)
                LayoutReport.unsatisfiable(conflicting.compactMap { labels[$0] }, breaking: labels[victim] ?? label)
                guard victim != id, let broken = solverConstraints[victim] else { break }
                try? solver.removeConstraint(broken)
                if case .user(let user)? = labels[victim] { installed[ObjectIdentifier(user)] = nil }
            }
        }
        labels[id] = nil
        solverConstraints[id] = nil
        return false
    }

    /// The constraint to break of a conflicting set (`conflicting[0]` is the one being added).
    static func victim(_ conflicting: [ObjectIdentifier], labels: [ObjectIdentifier: ConstraintLabel], adding: ObjectIdentifier) -> ObjectIdentifier {
        func isContentSize(_ id: ObjectIdentifier) -> Bool {
            if case .system(let name)? = labels[id] { return name.hasPrefix("NSContentSizeLayoutConstraint") }
            return false
        }
        func isUser(_ id: ObjectIdentifier) -> Bool {
            if case .user? = labels[id] { return true }
            return false
        }
        if let content = conflicting.last(where: isContentSize) { return content }
        if isUser(adding) { return adding }
        return conflicting.last(where: isUser) ?? adding
    }
}
