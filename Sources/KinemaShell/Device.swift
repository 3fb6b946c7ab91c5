import Foundation
import KinemaTweaks

/// The phones (and the iPad) the scenes can run on: their screens in points, portrait.
package struct Device: Sendable, Equatable {
    package let name: String
    package let title: String
    package let size: CGSize

    package static let all = [
        Device(name: "iphone-14", title: "iPhone 14", size: CGSize(width: 390, height: 844)),
        Device(name: "iphone-se", title: "iPhone SE", size: CGSize(width: 375, height: 667)),
        Device(name: "iphone-15", title: "iPhone 15", size: CGSize(width: 393, height: 852)),
        Device(name: "iphone-15-pro-max", title: "iPhone 15 Pro Max", size: CGSize(width: 430, height: 932)),
        Device(name: "ipad", title: "iPad (10th generation)", size: CGSize(width: 820, height: 1180)),
    ]

    /// What Kinema shows unless told otherwise.
    package static let standard = all[0]

    package static func named(_ name: String) -> Device? { all.first { $0.name == name } }

    /// The screen turned on its side.
    package var landscape: CGSize { CGSize(width: size.height, height: size.width) }
}
