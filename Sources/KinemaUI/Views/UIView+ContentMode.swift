import Foundation

/// How a view's content fills its bounds (UIKit's `UIView.ContentMode`).
extension UIView {
    public enum ContentMode: Int, Sendable {
        case scaleToFill, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right
    }

    /// Where content of `size` goes in `bounds` under the content mode (`.redraw` stretches, as it
    /// shows what was drawn until it is drawn again).
    func contentRect(for size: CGSize, in bounds: CGRect) -> CGRect {
        guard size.width > 0, size.height > 0 else { return bounds }
        switch contentMode {
        case .scaleToFill, .redraw:
            return bounds
        case .scaleAspectFit, .scaleAspectFill:
            let fit = min(bounds.width / size.width, bounds.height / size.height)
            let fill = max(bounds.width / size.width, bounds.height / size.height)
            let scale = contentMode == .scaleAspectFit ? fit : fill
            let scaled = CGSize(width: size.width * scale, height: size.height * scale)
            return CGRect(x: bounds.midX - scaled.width / 2, y: bounds.midY - scaled.height / 2, width: scaled.width, height: scaled.height)
        case .center:
            return CGRect(x: bounds.midX - size.width / 2, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
        case .top:
            return CGRect(x: bounds.midX - size.width / 2, y: bounds.minY, width: size.width, height: size.height)
        case .bottom:
            return CGRect(x: bounds.midX - size.width / 2, y: bounds.maxY - size.height, width: size.width, height: size.height)
        case .left:
            return CGRect(x: bounds.minX, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
        case .right:
            return CGRect(x: bounds.maxX - size.width, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
        }
    }
}
