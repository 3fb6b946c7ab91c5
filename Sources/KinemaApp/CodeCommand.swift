import Foundation
import KinemaShell
import KinemaTweaks

/// `kinema code [--scene NAME] [--as uikit|swiftui|coreanimation|css|compose] [--set KEY=VALUE]…
/// [--preset NAME|FILE] [--spring-rule R]`: the scene's tuning as code on standard output — what C
/// copies in the window (UIKit), or the same motion for another platform (`MotionExport`).
struct CodeOptions: Equatable {
    var setup = SceneSetup(scene: "")
    var dialect = CodeDialect.uikit
}

extension CommandParser {
    static func parseCode(_ rest: inout ArraySlice<String>, scenes: [String], defaultScene: String) throws(UsageError) -> Command {
        var options = CodeOptions()
        options.setup.scene = defaultScene
        while let flag = rest.popFirst() {
            if try setupFlag(flag, &rest, into: &options.setup, scenes: scenes) { continue }
            switch flag {
            case "--help", "-h": return .help
            case "--as":
                let name = try value(flag, &rest)
                guard let dialect = CodeDialect(rawValue: name.lowercased()) else {
                    try fail("--as needs one of \(CodeDialect.allCases.map(\.rawValue).joined(separator: ", ")) (got '\(name)')")
                }
                options.dialect = dialect
            default:
                if flag.hasPrefix("-") { try fail("unknown option '\(flag)' for kinema code") }
                try fail("unexpected argument '\(flag)' for kinema code")
            }
        }
        return .code(options)
    }
}

@MainActor
enum CodeCommand {
    static func run(_ options: CodeOptions, catalog: SceneCatalog) -> Int32 {
        Output.exitStatus {
            switch try code(options, catalog: catalog) {
            case .success(let code):
                StandardStreams.print(code.hasSuffix("\n") ? String(code.dropLast()) : code)
                return 0
            case .failure(let unwritable):
                throw Output.failure(unwritable.message)
            }
        }
    }

    /// Why a scene's tuning cannot be written in a dialect: one line, with the command that writes what
    /// there is.
    struct Unwritable: Error, Equatable {
        let message: String
    }

    /// The scene's tuning as `options` asks for it, or why it cannot be written so (a bad setting is a
    /// usage error, already reported).
    static func code(_ options: CodeOptions, catalog: SceneCatalog) throws(Exit) -> Result<String, Unwritable> {
        let setup = options.setup
        let shell = try Output.makeShell(
            scene: setup.scene, catalog: catalog, size: setup.size, preset: setup.preset, sets: setup.sets, program: setup.program,
            environment: Output.environment(for: setup, fonts: nil))
        if let code = shell.tuning.code(in: options.dialect) { return .success(code) }
        let problem = shell.tuning.exportProblem(in: options.dialect) ?? "the \(setup.scene) scene has nothing to write as \(options.dialect.title)"
        return .failure(Unwritable(message: "\(problem); \(setup.program) code --scene \(setup.scene) writes its UIKit code"))
    }
}
