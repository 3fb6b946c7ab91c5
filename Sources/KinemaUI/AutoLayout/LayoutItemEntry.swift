import Foundation
import KinemaLayout

/// A view's or a guide's place in a `LayoutEngine`: its four variables (origin in its parent's coordinates,
/// and size) and the constraints the engine made for it (autoresizing, intrinsic size, a guide's insets).
@MainActor
final class LayoutItemEntry {
    /// The view or guide, held weakly (the engine lives on the hierarchy's root, which holds them).
    private weak var view: UIView?
    private weak var guide: UILayoutGuide?
    let x: LayoutVariable
    let y: LayoutVariable
    let width: LayoutVariable
    let height: LayoutVariable
    /// The constraints the engine made for the item (not the user's).
    var system: [LayoutConstraint] = []
    /// The intrinsic size the content constraints were made from.
    var intrinsicSize: CGSize?
    /// The insets a view's own guide was pinned with.
    var guideInsets: UIEdgeInsets?

    init(_ item: LayoutItemRef, name: String) {
        switch item {
        case .view(let view): self.view = view
        case .guide(let guide): self.guide = guide
        }
        x = LayoutVariable("\(name).minX")
        y = LayoutVariable("\(name).minY")
        width = LayoutVariable("\(name).width")
        height = LayoutVariable("\(name).height")
    }

    /// The solved frame, each value cleaned of the solver's rounding noise (see `cleaned`).
    /// The item, while it lives.
    var item: LayoutItemRef? {
        if let view { return .view(view) }
        return guide.map { .guide($0) }
    }

    var solvedFrame: CGRect {
        CGRect(x: Self.cleaned(x.value), y: Self.cleaned(y.value), width: Self.cleaned(width.value), height: Self.cleaned(height.value))
    }

    /// A value within a millionth of a point of a multiple of 1/1024 point is that multiple: the simplex's
    /// floating-point noise (95.99999999999999 for 96) goes, exact fractions (a third) stay.
    static func cleaned(_ value: Double) -> Double {
        let snapped = (value * 1024).rounded() / 1024
        return abs(snapped - value) < 1e-6 ? snapped : value
    }

    /// The four variables, in the order the ambiguity probes pull them (`LayoutEngine+Ambiguity.swift`).
    var variables: [LayoutVariable] { [x, y, width, height] }
}
