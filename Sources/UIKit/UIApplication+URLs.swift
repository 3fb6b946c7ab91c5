import Foundation
import KinemaGraphics
import KinemaUI

// Opening URLs: Kinema's app has no other apps to hand a URL to. The call is reported once per scheme and
// answered as iOS answers a URL no app can open.
extension UIApplication {
    /// Answers `false` (nothing to open it with), after one report on standard error per scheme.
    public func open(_ url: URL, options: [String: Any] = [:], completionHandler completion: ((Bool) -> Void)? = nil) {
        URLReport.notOpened(url)
        completion?(false)
    }

    public func canOpenURL(_ url: URL) -> Bool { false }
}

enum URLReport {
    static let reports = ReportedOnce()

    static func notOpened(_ url: URL) {
        reports.report(url.scheme ?? "", "Kinema: UIApplication.open(\(url.absoluteString)) did nothing: Kinema's app has no other apps to open URLs with.")
    }
}
