import Foundation
import KinemaCore

extension DisplayItem {
    /// The item with every colour it paints multiplied, component by component, by `red`, `green` and
    /// `blue` (alpha unchanged): a replicator's instance colour on one copy. Fills, borders, paths (fill,
    /// gradient stops and stroke), text, symbols and lines are tinted; images and shadows are not.
    package func tinted(red: Double, green: Double, blue: Double) -> DisplayItem {
        func tint(_ color: RGBAColor) -> RGBAColor {
            RGBAColor(red: color.red * red, green: color.green * green, blue: color.blue * blue, alpha: color.alpha)
        }
        switch self {
        case .rect(var item): item.color = tint(item.color); return .rect(item)
        case .border(var item): item.color = tint(item.color); return .border(item)
        case .text(var item): item.color = tint(item.color); return .text(item)
        case .symbol(var item): item.color = tint(item.color); return .symbol(item)
        case .line(var item): item.color = tint(item.color); return .line(item)
        case .path(let item):
            var stroke = item.stroke
            if let color = stroke?.color { stroke?.color = tint(color) }
            let gradient = item.fillGradient.map { gradient in
                PathItem.Gradient(
                    kind: gradient.kind, stops: gradient.stops.map { .init(location: $0.location, color: tint($0.color)) },
                    start: gradient.start, end: gradient.end)
            }
            return .path(PathItem(
                path: item.path, fillColor: item.fillColor.map(tint), fillGradient: gradient, fillRule: item.fillRule, stroke: stroke,
                transform: item.transform, opacity: item.opacity, identifier: item.identifier))
        default:
            return self
        }
    }
}
