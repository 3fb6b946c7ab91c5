import Foundation
import KinemaTweaks
import KinemaUI

/// The phones (and the iPad) the scenes can run on: their screens in points, portrait, and their safe
/// areas (Apple's layout tables: the status bar or sensor housing, the home indicator) in portrait and
/// landscape.
package struct Device: Sendable, Equatable {
    package let name: String
    package let title: String
    package let size: CGSize
    package let portraitInsets: UIEdgeInsets
    package let landscapeInsets: UIEdgeInsets

    package static let all: [Device] = [
        Device(name: "iphone-14", title: "iPhone 14", size: CGSize(width: 390, height: 844), portraitInsets: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0),
               landscapeInsets: UIEdgeInsets(top: 0, left: 47, bottom: 21, right: 47)),
        Device(name: "iphone-se", title: "iPhone SE", size: CGSize(width: 375, height: 667), portraitInsets: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0),
               landscapeInsets: .zero),
        Device(name: "iphone-15", title: "iPhone 15", size: CGSize(width: 393, height: 852), portraitInsets: UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0),
               landscapeInsets: UIEdgeInsets(top: 0, left: 59, bottom: 21, right: 59)),
        Device(name: "iphone-15-pro-max", title: "iPhone 15 Pro Max", size: CGSize(width: 430, height: 932),
               portraitInsets: UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0), landscapeInsets: UIEdgeInsets(top: 0, left: 59, bottom: 21, right: 59)),
        Device(name: "ipad", title: "iPad (10th generation)", size: CGSize(width: 820, height: 1180), portraitInsets: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0),
               landscapeInsets: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0)),
    ]

    /// What Kinema shows unless told otherwise.
    package static let standard = all[0]

    package static func named(_ name: String) -> Device? { all.first { $0.name == name } }

    /// The screen turned on its side.
    package var landscape: CGSize { CGSize(width: size.height, height: size.width) }

    /// The safe area, upright or on its side.
    package func safeAreaInsets(landscape: Bool) -> UIEdgeInsets { landscape ? landscapeInsets : portraitInsets }
}
