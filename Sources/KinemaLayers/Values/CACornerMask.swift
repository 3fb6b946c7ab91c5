import Foundation
import KinemaCore

/// Which corners a layer's `cornerRadius` rounds (`CALayer.maskedCorners`), by Core Animation's names:
/// min and max of x and y in the layer's own coordinates. A view's layer on iOS has y pointing down, so
/// `layerMinXMinYCorner` is the top left — the top two round a bottom sheet's upper edge.
public struct CACornerMask: OptionSet, Sendable, Hashable {
    public let rawValue: UInt

    public init(rawValue: UInt) {
        self.rawValue = rawValue
    }

    public static let layerMinXMinYCorner = CACornerMask(rawValue: 1 << 0)
    public static let layerMaxXMinYCorner = CACornerMask(rawValue: 1 << 1)
    public static let layerMinXMaxYCorner = CACornerMask(rawValue: 1 << 2)
    public static let layerMaxXMaxYCorner = CACornerMask(rawValue: 1 << 3)

    /// The four corners: Core Animation's default.
    package static let all: CACornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner]

    /// The radii of a rounded rectangle with these corners rounded by `radius`, in `VectorPath`'s order
    /// (top left, top right, bottom right, bottom left).
    package func radii(_ radius: CGFloat) -> [CGSize] {
        [Self.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMaxXMaxYCorner, .layerMinXMaxYCorner].map {
            contains($0) ? CGSize(width: radius, height: radius) : .zero
        }
    }
}

/// How a layer's rounded corners curve (`CALayer.cornerCurve`): `.circular` (quarter circles, the
/// default) or `.continuous` (iOS's smoother corners, drawn by the public reconstruction in
/// `VectorPath+ContinuousCorners.swift`).
public struct CALayerCornerCurve: RawRepresentable, Hashable, Sendable {
    public let rawValue: String

    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    public static let circular = CALayerCornerCurve(rawValue: "circular")
    public static let continuous = CALayerCornerCurve(rawValue: "continuous")
}

/// A layer's corner shape beyond its radius: which corners are rounded and how they curve.
package struct CornerShape: Sendable, Equatable {
    package var corners = CACornerMask.all
    package var curve = CALayerCornerCurve.circular

    /// Four circular corners: the rounded rectangle the renderers draw as a plain item.
    package static let plain = CornerShape()

    package var isPlain: Bool { self == .plain }

    /// `rect` with the shape's corners rounded by `cornerRadius` (clamped to half the shorter side).
    package func path(_ rect: CGRect, cornerRadius: CGFloat) -> VectorPath {
        var path = VectorPath()
        let radius = max(0, min(cornerRadius, min(rect.width, rect.height) / 2))
        let radii = corners.radii(radius)
        if curve == .continuous {
            path.addContinuousRoundedRect(rect, radii: radii.map(\.width))
        } else {
            path.addRoundedRect(rect, radii: radii)
        }
        return path
    }
}
