import Foundation

/// A layer's 3-D transform as an animatable value: the arithmetic (for settling and velocity) is on the
/// sixteen entries, and the interpolation is Core Animation's, by decomposition (see
/// `interpolated(to:fraction:)`), computed once for each end of an animation (`InterpolationForm`).
extension Transform3D: Animatable {
    package static var zero: Transform3D { Transform3D(rows: Array(repeating: 0, count: 16)) }

    package static func + (lhs: Transform3D, rhs: Transform3D) -> Transform3D {
        Transform3D(rows: zip(lhs.rows, rhs.rows).map { $0 + $1 })
    }

    package static func - (lhs: Transform3D, rhs: Transform3D) -> Transform3D {
        Transform3D(rows: zip(lhs.rows, rhs.rows).map { $0 - $1 })
    }

    package func scaled(by factor: Double) -> Transform3D {
        Transform3D(rows: rows.map { $0 * factor })
    }

    package var vectorMagnitude: Double {
        rows.reduce(0) { $0 + $1 * $1 }.squareRoot()
    }

    /// A transform ready to interpolate: its decomposition, or the matrix itself when it has none.
    package struct Form: Sendable {
        let matrix: Transform3D
        let parts: Decomposition?
    }

    package var interpolationForm: Form { Form(matrix: self, parts: decomposed) }

    package static func interpolate(from: Form, to: Form, fraction: Double) -> Transform3D {
        guard let start = from.parts, let end = to.parts else { return fraction < 0.5 ? from.matrix : to.matrix }
        return Transform3D(start.interpolated(to: end, fraction: fraction))
    }
}
