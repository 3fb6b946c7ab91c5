// swift-tools-version: 6.0
// An app of your own in a Kinema window: depends on Kinema (here by path; from a clone elsewhere, use
// `.package(url: …)` or your own path) and calls KinemaApplicationMain with its view controller.
import PackageDescription

let package = Package(
    name: "HelloKinema",
    dependencies: [.package(name: "Kinema", path: "../..")],
    targets: [
        .executableTarget(
            name: "HelloKinema",
            dependencies: [
                .product(name: "KinemaApp", package: "Kinema"),
                .product(name: "KinemaCore", package: "Kinema"),
                .product(name: "KinemaUI", package: "Kinema"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
