import Foundation
import KinemaCore
import KinemaSDL
import KinemaShell
import KinemaTweaks

/// What the command line asks for. Parsing is by hand: unknown flags, scenes or bad values are a
/// `UsageError`, which `main` reports with the usage and exit status 2.
enum Command: Equatable {
    case window(WindowOptions)
    case capture(CaptureOptions)
    case bench(BenchOptions)
    /// `kinema watch`: build a package's Kinema app, run it, rebuild and replace it on every save.
    case watch(WatchOptions)
    /// `kinema code`: the scene's tuning as code, in one of the dialects.
    case code(CodeOptions)
    /// `kinema port`: iOS files ported for Linux (its arguments are `PortCommand`'s).
    case port([String])
    case scenes
    case help
    case version
}

/// What every command that runs a scene takes: the scene, the window (or image) size in pixels, the font
/// and the parameter settings.
struct SceneSetup: Equatable {
    var scene: String
    var size = CGSize(width: 1200, height: 900)
    /// Whether `--size` was given (the window otherwise opens at its remembered size).
    var sizeIsGiven = false
    /// Dark appearance from the start (`--dark`; key D switches).
    var isDark = false
    /// The device's screen (`--device NAME`), turned on its side with `--landscape`.
    var device = Device.standard
    var landscape = false
    /// Pixels per window point (`--scale`, 1…4): the window's size and everything in it grow by it,
    /// drawn at the larger size. Nil: the display's scale for the window, 1 for capture and bench.
    var scale: Double?
    var font: String?
    /// Start with Reduce Motion on (`--reduce-motion`).
    var reducesMotion = false
    /// A preset to start from (`--preset NAME|FILE`), before `sets`.
    var preset: String?
    /// "key=value" settings of the scene's parameters, applied in order (`--spring-rule R` is one of them,
    /// `springRule=R`, a session setting the shell takes as it takes a parameter).
    var sets: [String] = []
    /// Whether the inspector panel is shown (`--no-panel` leaves the window to the scene).
    var showsPanel = true
    /// The window's renderer (`--renderer`). Capture and a headless bench draw with SDL's software
    /// renderer unless OpenGL is asked for by name (`offscreenDriver`).
    var renderer = RendererChoice.automatic
    /// The program that runs the command (`kinema`, or a package's own executable through
    /// `KinemaApplicationMain`): the copied code's Reopen line names it.
    var program = "kinema"
}

extension SceneSetup {
    /// The GPU driver capture and a headless bench draw with offscreen (`--renderer opengl` or
    /// `opengles2`, on a hidden window: a display is needed), or nil for SDL's software renderer.
    var offscreenDriver: String? {
        renderer == .opengl || renderer == .opengles2 ? renderer.rawValue : nil
    }

    /// Why an offscreen GPU drawing cannot run here (no display), or nil.
    func offscreenDriverProblem() -> String? {
        guard let driver = offscreenDriver, let problem = SDLSystem.displayProblem() else { return nil }
        return problem + " --renderer \(driver) draws offscreen on a hidden window, which needs a display (xvfb-run gives one);"
            + " without it, leave --renderer out."
    }
}

struct WindowOptions: Equatable {
    /// The table opens first: it is the scene the seeds build up to (DESIGN.md).
    var setup = SceneSetup(scene: "table")
    var record: String?
    /// Pace to this many frames a second whatever the display's rate (`--refresh HZ`).
    var refresh: Double?
}

struct CaptureOptions: Equatable {
    var setup = SceneSetup(scene: "")
    var times: [Double] = []
    /// The frames a second the scene runs at (`--fps`): `--frames` are that far apart, and every picture
    /// is one of that rate's frames (or one more to reach an `--at` time between two).
    var fps = RefreshRate.standard
    var out = ""
    var dump = false
    /// Whether several frames also make a `contact-sheet.png`.
    var contactSheet = true
    /// Draw only the device viewport, at its size in points, without the inspector (`--viewport`).
    var deviceOnly = false
    /// Auto Layout's constraints and guides drawn over each frame (`--constraints`); with `--dump`, the
    /// views' constraints as text too.
    var constraints = false
    /// Onion skin: this many earlier moments drawn faintly over each frame (`--onion N`).
    var onion: Int?
    /// Encode the frames as a video (`--video FILE.mp4`) and/or an animated GIF (`--gif FILE.gif`).
    var video: String?
    var gif: String?
    var input: String?
    /// Whether Ctrl+S in the `--input` writes preset files (`--write-presets`); a render writes none.
    var writesPresets = false
}

struct BenchOptions: Equatable {
    var setup = SceneSetup(scene: "")
    var seconds = 5.0
    /// Measure exactly this many frames (after the warm-up frames) instead of running for `seconds`:
    /// figures whose count does not depend on the machine's load.
    var frames: Int?
    var headless = false
    /// Headless frames 1/60 s of scene time apart, back to back, not paced (`--fixed-step`): the same
    /// frames on every machine, for instruction counts.
    var fixedStep = false
    /// Headless: frames at this rate (`--fps HZ`; 60 unless given), paced or, with `--fixed-step`, that
    /// far apart in scene time.
    var fps: Double?
    /// In a window: pace to this rate whatever the display's (`--refresh HZ`).
    var refresh: Double?
    var input: String?
    /// Whether Ctrl+S in the `--input` writes preset files (`--write-presets`).
    var writesPresets = false
}

extension BenchOptions {
    /// The rate frames are drawn at: `--fps` or `--refresh` when given, else 60.
    var frameRate: Double { fps ?? refresh ?? RefreshRate.standard }
    /// The warm-up frames (`FrameStatistics.warmupFrames`, 30 at 60 fps) take this long before measuring.
    static let warmupSeconds = Double(FrameStatistics.warmupFrames) / 60
    /// A run must measure at least a second after its warm-up.
    static let shortestSeconds = warmupSeconds + 1
}

extension CaptureOptions {
    /// The file stem of each frame: `frame-T` with the time to the millisecond, or to as many more digits
    /// (up to nine) as it takes to tell every requested time apart; nil when even nine do not.
    static func frameStems(for times: [Double]) -> [String]? {
        for digits in 3...9 {
            let stems = times.map { String(format: "frame-%.\(digits)f", $0) }
            if Set(stems).count == stems.count { return stems }
        }
        return nil
    }
}

struct UsageError: Error, Equatable {
    let message: String
}
