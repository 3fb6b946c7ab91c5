import Foundation
import KinemaCore

extension DisplayCanvas {
    /// A path (local coordinates) filled with `gradient` by `fillRule` (see `PathItem.Gradient`); nothing
    /// when no colour of it shows.
    package mutating func path(_ path: VectorPath, gradient: PathItem.Gradient, fillRule: PathItem.FillRule = .nonZero) {
        guard !path.isEmpty, opacity > 0, gradient.stops.contains(where: { $0.color.alpha > 0 }) else { return }
        var item = PathItem(
            path: path, fillColor: nil, fillGradient: gradient, fillRule: fillRule, stroke: nil, transform: transform, opacity: opacity)
        item.displayIdentifier = displayIdentifier
        items.append(.path(item))
    }
}
