/// Why a `LayoutSolver` call did nothing. Every throwing call leaves the solver exactly as it was.
public enum LayoutSolverError: Error, Equatable {
    /// `addConstraint` of a constraint the solver already holds.
    case duplicateConstraint
    /// `removeConstraint`, `setConstant` or `setStrength` of a constraint the solver does not hold.
    case unknownConstraint
    /// A required constraint that cannot hold together with the required constraints already added
    /// (`addConstraint`, or `setConstant`/`setStrength` moving a required one).
    ///
    /// `conflicting` names the constraints by `ObjectIdentifier`: the one being added or changed first,
    /// then, in the order they were added, the other required constraints whose markers appear in the row
    /// that could not be satisfied — the set that together forbids it (for `w == 100` then `w == 200`:
    /// `[w == 200, w == 100]`).
    case unsatisfiableConstraint(conflicting: [ObjectIdentifier])
    /// `addEditVariable` of a variable already being edited.
    case duplicateEditVariable
    /// `removeEditVariable` or `suggestValue` of a variable not being edited.
    case unknownEditVariable
    /// `addEditVariable` at `LayoutStrength.required`: an edit must be able to yield.
    case badRequiredStrength
}
