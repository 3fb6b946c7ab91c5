import Foundation
import KinemaCore
import KinemaGraphics
import KinemaUI
import KinemaTweaks

/// `kinema watch`'s word over the window, across its top: a small "Rebuilding…" while a build runs,
/// and a red band with the compiler's first error while the last build has failed (the app below it
/// goes on as the last good build left it). Drawn from a `BuildStatus`, rebuilt only when it changes.
@MainActor
final class BuildStatusOverlay {
    private let root: UIWindow
    private let band = UIView()
    private let title = UILabel()
    private let message = UILabel()
    private var shown: BuildStatus = .none
    /// The band's colour: a red apart from any scene's, so a screenshot can find it.
    static let failureColor = RGBAColor(hex: 0xC4161C)
    static let height: CGFloat = 64

    init(width: CGFloat, environment: SceneEnvironment) {
        root = OverlayWindow.make(size: CGSize(width: width, height: Self.height), environment: environment)
        root.backgroundColor = .clear
        band.layer.cornerRadius = 10
        band.accessibilityIdentifier = "build-status"
        title.font = .systemFont(ofSize: 14, weight: .semibold)
        title.textColor = .white
        message.font = .systemFont(ofSize: 13)
        message.textColor = .white
        message.numberOfLines = 2
        band.addSubview(title)
        band.addSubview(message)
        root.addSubview(band)
    }

    var width: CGFloat { root.bounds.width }

    func resize(width: CGFloat) {
        root.frame = CGRect(x: 0, y: 0, width: width, height: Self.height)
        layout(shown)
    }

    /// The overlay for `status` (`.none` draws nothing).
    func displayList(_ status: BuildStatus) -> DisplayList {
        if status != shown { layout(status) }
        root.layoutIfNeeded()
        return root.displayList()
    }

    private func layout(_ status: BuildStatus) {
        shown = status
        let width = root.bounds.width
        switch status {
        case .none:
            band.isHidden = true
        case .building:
            band.isHidden = false
            band.backgroundColor = UIColor(white: 0.1, alpha: 0.8)
            band.frame = CGRect(x: (width - 150) / 2, y: 8, width: 150, height: 28)
            title.frame = CGRect(x: 0, y: 4, width: 150, height: 20)
            title.textAlignment = .center
            title.text = "Rebuilding…"
            message.text = nil
        case .failed(let error, let rebuilding):
            band.isHidden = false
            band.backgroundColor = UIColor(rgba: Self.failureColor)
            band.frame = CGRect(x: 8, y: 6, width: width - 16, height: Self.height - 12)
            title.frame = CGRect(x: 12, y: 4, width: width - 40, height: 18)
            title.textAlignment = .left
            title.text = rebuilding ? "Build failed — rebuilding…" : "Build failed — this is the last good build; save a fix to rebuild"
            message.frame = CGRect(x: 12, y: 22, width: width - 40, height: 30)
            message.text = error
        }
    }
}
