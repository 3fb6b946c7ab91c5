import Foundation

extension CGRect {
    /// Whether every coordinate is finite (a frame or bounds set to NaN or infinity is ignored).
    package var isFiniteRect: Bool {
        origin.x.isFinite && origin.y.isFinite && size.width.isFinite && size.height.isFinite
    }
}
