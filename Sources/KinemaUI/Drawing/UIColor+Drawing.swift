import Foundation
import KinemaCore

/// A colour as the current context's fill and stroke colour (in the current appearance).
@MainActor
extension UIColor {
    /// Makes the colour the current context's fill colour; nothing outside drawing.
    public func setFill() { UIGraphicsGetCurrentContext()?.setFillColor(cgColor) }
    /// Makes the colour the current context's stroke colour.
    public func setStroke() { UIGraphicsGetCurrentContext()?.setStrokeColor(cgColor) }
    /// Makes the colour both.
    public func set() {
        setFill()
        setStroke()
    }
}
