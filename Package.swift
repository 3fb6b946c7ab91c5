// swift-tools-version: 6.0
// Kinema: iOS-style motion on Linux. See README.md for the two commands that build, run and test it.
import PackageDescription

let package = Package(
    name: "Kinema",
    products: [
        .library(name: "KinemaCore", targets: ["KinemaCore"]),
        .library(name: "KinemaUI", targets: ["KinemaUI"]),
        .executable(name: "kinema-benchmarks", targets: ["KinemaBenchmarks"]),
    ],
    targets: [
        // The motion math: pure, deterministic, no SDL, no wall clock.
        .target(name: "KinemaCore"),
        // A UIKit-compatible subset over the core: views, animations, gestures, the DisplayList. No SDL.
        .target(name: "KinemaUI", dependencies: ["KinemaCore"]),
        // Prints throughput figures; run it in release: `swift run -c release kinema-benchmarks`.
        .executableTarget(name: "KinemaBenchmarks", dependencies: ["KinemaCore"]),
        .testTarget(name: "KinemaCoreTests", dependencies: ["KinemaCore"]),
        .testTarget(name: "KinemaUITests", dependencies: ["KinemaUI"]),
    ],
    swiftLanguageModes: [.v6]
)
