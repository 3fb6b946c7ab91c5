import Foundation
import KinemaShell

/// `kinema watch [--package DIR] [--product NAME] [-c debug|release] [ARGS…]`.
struct WatchOptions: Equatable {
    /// The package's folder (the current one when not given).
    var package = "."
    /// The Kinema app to run; nil: the package's one executable that depends on KinemaApp.
    var product: String?
    /// `swift build`'s configuration.
    var configuration = "debug"
    /// What the app is started with (`--scene`, `--set`, `--device`, …), in order.
    var appArguments: [String] = []
}

extension CommandParser {
    /// The watch's own flags, wherever they stand before a `--`; everything else goes to the app, which
    /// checks it (a value it refuses ends the watch with its usage and status 2). The app's own commands
    /// (`capture`, `bench`, …) and `--record` (the watch records the session itself) are refused here.
    static func parseWatch(_ rest: inout ArraySlice<String>) throws(UsageError) -> Command {
        var options = WatchOptions()
        var given: Set<String> = []
        var passing = false
        while let argument = rest.popFirst() {
            if passing {
                options.appArguments.append(argument)
                continue
            }
            switch argument {
            case "--":
                passing = true
                continue
            case "--help", "-h": return .help
            case "--package", "--product", "-c", "--configuration":
                let name = argument == "--configuration" ? "-c" : argument
                guard given.insert(name).inserted else { try fail("\(name) is given twice; give it once") }
                try watchFlag(name, value: value(argument, &rest), into: &options)
            default:
                options.appArguments.append(argument)
            }
        }
        try checkAppArguments(options.appArguments)
        return .watch(options)
    }

    private static func watchFlag(_ flag: String, value: String, into options: inout WatchOptions) throws(UsageError) {
        switch flag {
        case "--package":
            guard !value.isEmpty else { try fail("--package needs a folder") }
            options.package = value
        case "--product":
            guard !value.isEmpty else { try fail("--product needs a product's name") }
            options.product = value
        default:
            guard ["debug", "release"].contains(value) else { try fail("-c needs debug or release (got '\(value)')") }
            options.configuration = value
        }
    }

    private static func checkAppArguments(_ arguments: [String]) throws(UsageError) {
        if let first = arguments.first, ["capture", "bench", "scenes", "watch", "help"].contains(first) {
            try fail("watch runs the app's window; '\(first)' is not for it (give the window's flags, such as --scene or --set)")
        }
        if let asked = arguments.first(where: { ["--help", "-h", "--version"].contains($0) }) {
            try fail("watch runs the app's window; '\(asked)' is not for it (kinema watch --help lists the watch's flags)")
        }
        if arguments.contains("--record") {
            try fail("watch records the session itself (to bring each new build back to the same moment); drop --record")
        }
    }
}
