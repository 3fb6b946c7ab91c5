// swift-tools-version: 6.2
// Apps of your own in a Kinema window: depends on Kinema (here by path; from a clone elsewhere, use
// `.package(url: …)` or your own path) and calls KinemaApplicationMain with a view controller.
//   HelloKinema  a view controller written for Kinema, with tweaks.
//   FromiOS      a view controller pasted from an iOS app unchanged (in its iOS/ folder), which Kinema's
//                port plugin makes the Linux compiler take (docs/pasted-code.md).
// Both compile as Xcode's app template compiles an app: Swift 5, main-actor isolation by default.
import PackageDescription

let settings: [SwiftSetting] = [.swiftLanguageMode(.v5), .defaultIsolation(MainActor.self)]

let package = Package(
    name: "HelloKinema",
    dependencies: [.package(name: "Kinema", path: "../..")],
    targets: [
        .executableTarget(
            name: "HelloKinema",
            dependencies: [.product(name: "UIKit", package: "Kinema"), .product(name: "KinemaApp", package: "Kinema")],
            swiftSettings: settings
        ),
        .executableTarget(
            name: "FromiOS",
            dependencies: [.product(name: "UIKit", package: "Kinema"), .product(name: "KinemaApp", package: "Kinema")],
            exclude: ["iOS"],
            swiftSettings: settings,
            plugins: [.plugin(name: "KinemaPortPlugin", package: "Kinema")]
        ),
    ]
)
