import Foundation
import KinemaSDL
import KinemaShell

/// What `kinema watch` found before it builds anything: the package, the `swift` to build it with,
/// the Kinema app among its products and where its build will be. Each thing missing is said plainly:
/// a usage error (status 2) for what the command line named (no such folder, no Package.swift, no
/// Kinema app or several), a failure (status 1) for what the machine lacks (`swift`, a writable
/// `.build`).
@MainActor
struct WatchSetup {
    var swift: String
    /// The package's folder, absolute.
    var package: String
    var product: String
    var configuration: String
    /// The app's executable, once built.
    var executable: String
    var appArguments: [String]

    static func prepare(_ options: WatchOptions, signals: Int32, path: String? = ProcessInfo.processInfo.environment["PATH"]) throws(Exit) -> WatchSetup {
        let package = try checkPackage(options.package)
        // Said before a build that may take minutes, not after it.
        if let problem = SDLSystem.displayProblem() { throw Output.failure(problem) }
        guard let swift = SpawnedProcess.find("swift", path: path) else {
            throw Output.failure("kinema watch needs swift on PATH, and found none: install the Swift toolchain "
                + "(https://www.swift.org/install/linux/) and add its usr/bin to PATH")
        }
        try checkBuildFolder(package)
        // A manifest is compiled and run, and a package's dependencies may be fetched first: seconds, or
        // minutes — not in silence.
        WatchSession.say("reading the package in \(package)…")
        let products = try describe(package, swift: swift, signals: signals)
        let product: String
        switch products.choose(options.product, package: package) {
        case .success(let name): product = name
        case .failure(let problem): throw Output.usageError(problem.message)
        }
        let folder = try binaryFolder(package, swift: swift, configuration: options.configuration, signals: signals)
        return WatchSetup(
            swift: swift, package: package, product: product, configuration: options.configuration,
            executable: (folder as NSString).appendingPathComponent(product), appArguments: options.appArguments)
    }

    /// The package's folder made absolute, after checking it is a readable folder with a Package.swift.
    private static func checkPackage(_ given: String) throws(Exit) -> String {
        var info = stat()
        guard stat(given, &info) == 0 else { throw Output.usageError("--package '\(given)': no such folder") }
        guard info.st_mode & S_IFMT == S_IFDIR else { throw Output.usageError("--package '\(given)' is not a folder; give the package's folder") }
        guard access(given, R_OK | X_OK) == 0 else { throw Output.usageError("--package '\(given)' cannot be read (\(String(cString: strerror(errno))))") }
        guard let resolved = realpath(given, nil) else { throw Output.usageError("--package '\(given)' cannot be resolved") }
        defer { free(resolved) }
        let package = String(cString: resolved)
        let manifest = (package as NSString).appendingPathComponent("Package.swift")
        guard access(manifest, F_OK) == 0 else {
            throw Output.usageError("no Package.swift in '\(package)': kinema watch runs a Swift package's Kinema app "
                + "(give the package's folder with --package)")
        }
        guard access(manifest, R_OK) == 0 else { throw Output.usageError("'\(manifest)' cannot be read") }
        return package
    }

    /// `.build` must be writable (or makable): it is where every build goes.
    private static func checkBuildFolder(_ package: String) throws(Exit) {
        let build = (package as NSString).appendingPathComponent(".build")
        let writable = access(build, F_OK) == 0 ? access(build, W_OK | X_OK) == 0 : access(package, W_OK | X_OK) == 0
        guard writable else {
            throw Output.failure("cannot write '\(build)', where swift build puts the app: make it writable, "
                + "or watch a copy of the package that you own")
        }
    }

    private static func describe(_ package: String, swift: String, signals: Int32) throws(Exit) -> PackageProducts {
        let run = try query(swift, ["package", "--package-path", package, "describe", "--type", "json"], signals: signals)
        guard run.ending == .exited(0), let products = PackageProducts(describing: Data(run.output.utf8)) else {
            let problem = CompilerDiagnostic.first(in: run.error, package: package, fallback: "swift package describe \(run.ending.description)")
            throw Output.failure("cannot read the package in '\(package)': \(problem.summary)")
        }
        return products
    }

    private static func binaryFolder(_ package: String, swift: String, configuration: String, signals: Int32) throws(Exit) -> String {
        let run = try query(swift, ["build", "--package-path", package, "-c", configuration, "--show-bin-path"], signals: signals)
        guard run.ending == .exited(0),
            let folder = run.output.split(whereSeparator: \.isNewline).last.map(String.init), folder.hasPrefix("/")
        else { throw Output.failure("swift build --show-bin-path gave no folder for '\(package)'") }
        return folder
    }

    /// `swift ARGUMENTS` run to its end; Ctrl+C stops it and the watch.
    private static func query(_ swift: String, _ arguments: [String], signals: Int32) throws(Exit) -> (ending: SpawnedProcess.Ending, output: String, error: String) {
        do {
            return try SwiftBuild.query(swift: swift, arguments: arguments, signals: signals)
        } catch let interrupted as Interrupted {
            WatchSession.say(WatchSignals.interrupted(by: interrupted.signal))
            throw Exit(status: 128 + interrupted.signal)
        } catch {
            throw Output.failure("cannot run swift: \((error as? SpawnError)?.message ?? "\(error)")")
        }
    }
}
