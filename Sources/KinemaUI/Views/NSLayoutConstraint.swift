import Foundation

/// Auto Layout's constraint. KinemaUI has only its `Axis` (the type of `UIStackView.axis`): views are
/// laid out by frames and `layoutSubviews`. A constraint can be named (an `@IBOutlet` of this type
/// compiles) but not made or changed: those members say so (docs/pasted-code.md#not-yet-in-kinema).
@MainActor
open class NSLayoutConstraint: NSObject {
    public enum Axis: Int, Sendable {
        case horizontal = 0
        case vertical = 1
    }

    @available(*, unavailable, message: "Kinema: Auto Layout is not implemented yet; set frames in viewDidLayoutSubviews or layoutSubviews (docs/pasted-code.md#not-yet-in-kinema)")
    public override init() {}
}
