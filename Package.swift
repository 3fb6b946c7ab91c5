// swift-tools-version: 6.2
// Kinema: iOS-style motion on Linux. See README.md for the two commands that build, run and test it.
import PackageDescription

let package = Package(
    name: "Kinema",
    products: [
        .library(name: "KinemaCore", targets: ["KinemaCore"]),
        .library(name: "KinemaUI", targets: ["KinemaUI"]),
        .library(name: "KinemaSDL", targets: ["KinemaSDL"]),
        // Kinema's command line and window for a package of your own (KinemaApplicationMain).
        .library(name: "KinemaApp", targets: ["KinemaApp"]),
        .executable(name: "kinema", targets: ["kinema"]),
        .executable(name: "kinema-benchmarks", targets: ["KinemaBenchmarks"]),
        // Pasted iOS code keeps its imports: `import UIKit`, `import QuartzCore`, `import CoreGraphics`
        // (and `import UIKit.UIGestureRecognizerSubclass`). These product names are the stable contract;
        // the targets behind them may change.
        .library(name: "UIKit", targets: ["UIKit"]),
        .library(name: "QuartzCore", targets: ["QuartzCore"]),
        .library(name: "CoreGraphics", targets: ["CoreGraphics"]),
        // SwiftUI's animation values only (Animation, Spring), for UIKit code that names them.
        .library(name: "SwiftUI", targets: ["SwiftUI"]),
        // The port step for what the Linux compiler rejects in iOS code (@objc, #selector, @IBOutlet…):
        // a build plugin for a target's `iOS/` folder, and the small tool it runs.
        .plugin(name: "KinemaPortPlugin", targets: ["KinemaPortPlugin"]),
        .executable(name: "kinema-port", targets: ["kinema-port"]),
    ],
    targets: [
        // The motion math: pure, deterministic, no SDL, no wall clock.
        .target(name: "KinemaCore"),
        // The Auto Layout engine: an incremental Cassowary simplex. Pure; no views.
        .target(name: "KinemaLayout"),
        // Core Graphics' place and the renderer's seam: paths, the recording CGContext, gradients, and the
        // DisplayList (what a renderer sees of a frame) with the canvas it is built on. No views, no SDL.
        .target(name: "KinemaGraphics", dependencies: ["KinemaCore"]),
        // Core Animation's place: the layer tree and what layers draw (CALayer and its classes, their
        // 3-D transform). A view's layer reaches its view only through `CALayerBacking`. No views, no SDL.
        .target(name: "KinemaLayers", dependencies: ["KinemaCore", "KinemaGraphics"]),
        // A UIKit-compatible subset over the layers: views, animations, gestures, the walk that builds
        // the DisplayList. No SDL.
        .target(name: "KinemaUI", dependencies: ["KinemaCore", "KinemaGraphics", "KinemaLayers", "KinemaLayout", "CMemoryHints"]),
        // Cache hints (prefetches) for KinemaUI's walk over thousands of views: C, since Swift has none.
        .target(name: "CMemoryHints"),
        // The modules pasted iOS code imports by Apple's names, re-exporting only Apple's names.
        .target(name: "CoreGraphics", dependencies: ["KinemaCore", "KinemaGraphics", "_Testing_CoreGraphics"]),
        .target(name: "QuartzCore", dependencies: ["CoreGraphics", "KinemaLayers", "KinemaUI"]),
        .target(name: "UIKit", dependencies: ["QuartzCore", "KinemaUI", "UIKitSubmodules", "_Testing_UIKit"]),
        // SwiftUI's `Animation` and `Spring` values and UIKit's `UIView.animate(_:changes:completion:)`; no views.
        .target(name: "SwiftUI", dependencies: ["KinemaCore", "KinemaUI"]),
        // Empty stand-ins for Swift Testing's cross-import overlays of CoreGraphics and UIKit, which
        // Linux's toolchain declares but does not ship (tests that import Testing beside them need them).
        .target(name: "_Testing_CoreGraphics"),
        .target(name: "_Testing_UIKit"),
        // A module map declaring UIKit's submodules (`import UIKit.UIGestureRecognizerSubclass`).
        .target(name: "UIKitSubmodules"),
        // The port step: a Swift tokenizer and the rewrites (pure, no SDL), its tool and its plugin.
        .target(name: "KinemaPort"),
        .executableTarget(name: "kinema-port", dependencies: ["KinemaPort"], path: "Sources/KinemaPortTool"),
        .plugin(name: "KinemaPortPlugin", capability: .buildTool(), dependencies: ["kinema-port"]),
        // The scene contract a package of your own writes to: `Scene`, `@Tweak`, plots, exported motion.
        .target(name: "KinemaTweaks", dependencies: ["KinemaUI"]),
        // Kinema's seven scenes, written as an iOS developer writes them. No SDL.
        .target(name: "KinemaScenes", dependencies: ["KinemaTweaks"]),
        // The shell around any scene: inspector, HUD, timeline, time control, tuning, recording. No SDL.
        .target(name: "KinemaShell", dependencies: ["KinemaTweaks"]),
        // SDL2, SDL2_ttf and SDL2_image from Debian (scripts/bootstrap installs them).
        // (No pkg-config: Debian installs the headers under /usr/include/SDL2, which the shim names.)
        .systemLibrary(name: "CSDL2", providers: [.apt(["libsdl2-dev", "libsdl2-ttf-dev", "libsdl2-image-dev"])]),
        // Streaming (non-temporal) stores for the renderer's long fills: C, since Swift has none.
        .target(name: "CPixelStores"),
        // Cairo from Debian (scripts/bootstrap installs it): KinemaRaster draws paths with it.
        .systemLibrary(name: "CCairo", providers: [.apt(["libcairo2-dev"])]),
        // The software rasteriser: DisplayLists' shapes into plain 32-bit pixels, damage, lazy clear; paths
        // through cairo into cached bitmaps. No SDL.
        .target(name: "KinemaRaster", dependencies: ["KinemaGraphics", "CPixelStores", "CCairo"]),
        // The only target that sees SDL: window, events, the DisplayList renderer, pacing, PNG capture.
        .target(name: "KinemaSDL", dependencies: ["KinemaUI", "KinemaGraphics", "KinemaRaster", "CSDL2"]),
        // The visualiser's command line and wiring (window, capture, bench), as a library.
        .target(name: "KinemaApp", dependencies: ["KinemaScenes", "KinemaShell", "KinemaSDL", "KinemaPort"]),
        // The visualiser: KinemaApp's main.
        .executableTarget(name: "kinema", dependencies: ["KinemaApp"]),
        // Prints throughput figures (KinemaCore evaluation, KinemaUI retargeting, KinemaLayout solving); run it in release:
        // `swift run -c release kinema-benchmarks`.
        .executableTarget(name: "KinemaBenchmarks", dependencies: ["KinemaCore", "KinemaLayout", "KinemaUI", "KinemaScenes", "KinemaShell"]),
        // Shared test helpers: tolerance checks, snapshot files, the inspector's text-overlap check.
        .target(name: "KinemaTestSupport", dependencies: ["KinemaScenes", "KinemaShell"], path: "Tests/KinemaTestSupport"),
        .testTarget(name: "KinemaCoreTests", dependencies: ["KinemaCore", "KinemaTestSupport"]),
        .testTarget(name: "KinemaPortTests", dependencies: ["KinemaPort"]),
        // The solver against kiwisolver's answers (Fixtures/, made by scripts/layout-fixtures) and its own laws.
        .testTarget(name: "KinemaLayoutTests", dependencies: ["KinemaLayout"], exclude: ["Fixtures"]),
        // iOS files exactly as tutorials write them (in iOS/, ported by the plugin as a user's target is),
        // compiled as Xcode's app template compiles them: Swift 5, main-actor isolation by default.
        .testTarget(
            name: "UIKitClientTests", dependencies: ["UIKit", "SwiftUI", "KinemaUI", "KinemaCore"], exclude: ["iOS"],
            swiftSettings: [.swiftLanguageMode(.v5), .defaultIsolation(MainActor.self), .define("KINEMA_CLOSURE_ACTIONS")],
            plugins: ["KinemaPortPlugin"]),
        .testTarget(name: "KinemaUITests", dependencies: ["KinemaUI", "KinemaTestSupport"], exclude: ["Snapshots"]),
        .testTarget(name: "KinemaScenesTests", dependencies: ["KinemaScenes", "KinemaShell", "KinemaTestSupport"], exclude: ["Snapshots", "Gestures", "Recordings"]),
        .testTarget(name: "KinemaRasterTests", dependencies: ["KinemaRaster", "KinemaUI"]),
        .testTarget(name: "KinemaSDLTests", dependencies: ["KinemaSDL", "KinemaRaster", "KinemaScenes", "KinemaShell", "KinemaTestSupport"]),
        .testTarget(name: "KinemaAppTests", dependencies: ["KinemaApp", "KinemaScenes", "KinemaShell", "KinemaTestSupport"]),
        // Runs the built `kinema` binary (the dependency makes SwiftPM build it first).
        .testTarget(name: "KinemaCLITests", dependencies: ["kinema"], exclude: ["Reference"]),
    ],
    swiftLanguageModes: [.v6]
)
