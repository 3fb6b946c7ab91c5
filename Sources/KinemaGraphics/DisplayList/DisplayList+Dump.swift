import Foundation
import KinemaCore

extension DisplayList {
    /// A stable text form of the list, one item per line, numbers with fixed decimals: for snapshot tests
    /// and `kinema capture --dump`. Positions are given as the device-space bounding box of each item
    /// (what a reader wants to know: where is it on screen), then its local rect if transformed.
    public var dump: String {
        var lines = ["display-list \(Self.format(size.width))x\(Self.format(size.height)) items \(items.count)"]
        var depth = 0
        for item in items {
            switch item {
            case .popClip, .endGroup, .endProjection, .endMask: depth = max(0, depth - 1)
            default: break
            }
            lines.append(String(repeating: "  ", count: depth) + Self.describe(item))
            switch item {
            case .pushClip, .beginGroup, .beginProjection, .beginMask: depth += 1
            default: break
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    package static func describe(_ item: DisplayItem) -> String {
        switch item {
        case .rect(let r):
            return "rect \(id(r.identifier)) at \(box(r.rect, r.transform)) radius \(format(r.cornerRadius)) "
                + "color \(hex(r.color)) opacity \(format(r.opacity))" + transformSuffix(r.transform, r.rect)
        case .text(let t):
            return "text \(id(t.identifier)) \"\(t.text)\" at \(box(t.rect, t.transform)) size \(format(t.fontSize))"
                + "\(t.isBold ? " bold" : "")\(t.isItalic ? " italic" : "") \(t.alignment.rawValue) color \(hex(t.color)) opacity \(format(t.opacity))"
                + transformSuffix(t.transform, t.rect)
        case .symbol(let s):
            return "symbol \(id(s.identifier)) \(s.name) at \(box(s.rect, s.transform)) size \(format(s.pointSize)) "
                + "color \(hex(s.color)) opacity \(format(s.opacity))" + transformSuffix(s.transform, s.rect)
        case .line(let l):
            let bounds = l.points.isEmpty ? CGRect.zero : l.points.dropFirst().reduce(CGRect(origin: l.points[0], size: .zero)) {
                $0.union(CGRect(origin: $1, size: .zero))
            }
            return "line \(id(l.identifier)) \(l.points.count) points in \(box(bounds, l.transform)) width \(format(l.width)) "
                + "color \(hex(l.color)) opacity \(format(l.opacity))"
        case .image(let i):
            return describe(image: i)
        case .border(let b):
            return "border \(id(b.identifier)) at \(box(b.rect, b.transform)) radius \(format(b.cornerRadius)) "
                + "inner \(format(b.innerCornerRadius)) width \(format(b.width)) color \(hex(b.color)) "
                + "opacity \(format(b.opacity))" + transformSuffix(b.transform, b.rect)
        case .path(let p):
            return describe(path: p)
        case .shadow(let s):
            return "shadow \(id(s.identifier)) of \(box(s.rect, s.transform)) radius \(format(s.cornerRadius)) "
                + "offset \(format(s.offset.width)),\(format(s.offset.height)) blur \(format(s.radius)) "
                + "color \(hex(s.color)) opacity \(format(s.opacity))" + transformSuffix(s.transform, s.rect)
        case .backdrop(let b):
            return describe(backdrop: b)
        case .pushClip(let rect, let transform, let identifier):
            return "clip \(id(identifier)) \(box(rect, transform))"
        case .popClip:
            return "end-clip"
        case .beginGroup(let group):
            return "group \(id(group.identifier)) \(box(group.bounds, .identity)) opacity \(format(group.opacity))"
        case .endGroup:
            return "end-group"
        case .beginProjection(let group):
            return "projection \(id(group.identifier)) plane \(box(group.bounds, .identity)) at \(quad(group))"
        case .endProjection:
            return "end-projection"
        case .beginMask(let group): return describe(mask: group)
        case .endMask: return "end-mask"
        }
    }

    /// An image: its file, where it lands, and its clip, part and slices when set.
    package static func describe(image i: ImageItem) -> String {
        let file = (i.path as NSString).lastPathComponent
        return "image \(id(i.identifier)) \(file) at \(box(i.visibleRect, i.transform))"
            + (i.clip == nil ? "" : " clipped radius \(format(i.cornerRadius))")
            + (i.source == ImageItem.wholeImage ? "" : " source \(box(i.source, .identity))")
            + (i.slices.map { " slices center \(box($0.center, .identity)) fixed \(format($0.left)),\(format($0.right)),\(format($0.top)),\(format($0.bottom))" } ?? "")
            + " opacity \(format(i.opacity))" + transformSuffix(i.transform, i.rect)
    }

    /// A mask's box, then its own items on the same line, as `describe` gives each.
    package static func describe(mask group: MaskGroup) -> String {
        "mask \(id(group.identifier)) \(box(group.bounds, .identity)) by [" + group.items.map(describe).joined(separator: "; ") + "]"
    }

    /// A backdrop blur: its shape, the recipe (the tint straight) and its opacity.
    package static func describe(backdrop b: BackdropItem) -> String {
        let f = b.filter
        return "backdrop \(id(b.identifier)) at \(box(b.rect, b.transform)) radius \(format(b.cornerRadius)) "
            + "blur \(format(f.radius)) saturation \(format(f.saturation)) tint \(hex(f.straightTint)) opacity \(format(b.opacity))"
            + transformSuffix(b.transform, b.rect)
    }

    /// The projected corners of the group's plane (top-left, top-right, bottom-right, bottom-left), or
    /// "partly behind the eye" where one is not in front of it.
    package static func quad(_ group: ProjectionGroup) -> String {
        let b = group.bounds
        let corners = [(b.minX, b.minY), (b.maxX, b.minY), (b.maxX, b.maxY), (b.minX, b.maxY)]
        let projected = corners.map { group.transform.apply(CGPoint(x: $0.0, y: $0.1)) }
        guard projected.allSatisfy({ $0 != nil }) else { return "partly behind the eye" }
        return projected.map { "(\(format($0!.x)), \(format($0!.y)))" }.joined(separator: " ")
    }

    package static func id(_ identifier: String?) -> String { identifier.map { "#\($0)" } ?? "-" }

    package static func box(_ rect: CGRect, _ transform: CGAffineTransform) -> String {
        let r = rect.applying(transform)
        return "(\(format(r.minX)), \(format(r.minY)), \(format(r.width)), \(format(r.height)))"
    }

    package static func transformSuffix(_ transform: CGAffineTransform, _ rect: CGRect) -> String {
        // Only rotation, scale or shear are worth naming; translation is already in the box.
        guard transform.a != 1 || transform.b != 0 || transform.c != 0 || transform.d != 1 else { return "" }
        let parts = transform.decomposed
        return " transform scale \(format(parts.scaleX)),\(format(parts.scaleY)) rotation \(format(parts.rotation))"
    }

    package static func describe(path p: PathItem) -> String {
        let rule = p.fillRule == .evenOdd ? " even-odd" : ""
        return "path \(id(p.identifier)) \(p.path.elements.count) elements at \(box(p.bounds, p.transform))"
            + (p.fillColor.map { " fill \(hex($0))\(rule)" } ?? "")
            + (p.fillGradient.map { " \(gradient($0, p.transform))\(rule)" } ?? "")
            + (p.stroke.map { " stroke \(hex($0.color)) width \(format($0.width))\($0.dashPattern.isEmpty ? "" : " dashed")" } ?? "")
            + " opacity \(format(p.opacity))" + transformSuffix(p.transform, p.bounds)
    }

    /// A gradient fill: its kind, its axis in device points, its stops (colour at location).
    package static func gradient(_ gradient: PathItem.Gradient, _ transform: CGAffineTransform) -> String {
        let (start, end) = (gradient.start.applying(transform), gradient.end.applying(transform))
        return "gradient \(gradient.kind) (\(format(start.x)), \(format(start.y))) to (\(format(end.x)), \(format(end.y))) stops "
            + gradient.stops.map { "\(hex($0.color))@\(format($0.location))" }.joined(separator: " ")
    }

    package static func hex(_ color: RGBAColor) -> String {
        let c = color.clamped()
        func byte(_ v: Double) -> String { String(format: "%02x", Int((v * 255).rounded())) }
        return "#" + byte(c.red) + byte(c.green) + byte(c.blue) + byte(c.alpha)
    }

    /// Two decimals, and never "-0.00".
    package static func format(_ value: CGFloat) -> String { format(Double(value)) }

    package static func format(_ value: Double) -> String {
        let text = String(format: "%.2f", value)
        return text == "-0.00" ? "0.00" : text
    }
}
