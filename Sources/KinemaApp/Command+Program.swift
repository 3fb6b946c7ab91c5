import Foundation
import KinemaShell

extension Command {
    /// The same command, run by `program` (the last part of the path it was started by): the name its
    /// scene's copied code reopens it with.
    func run(by program: String) -> Command {
        switch self {
        case .window(var options):
            options.setup.program = program
            return .window(options)
        case .capture(var options):
            options.setup.program = program
            return .capture(options)
        case .bench(var options):
            options.setup.program = program
            return .bench(options)
        case .code(var options):
            options.setup.program = program
            return .code(options)
        case .watch, .port, .scenes, .help, .version:
            return self
        }
    }
}

extension KinemaApplication {
    /// The name a user types for the program started as `path` (its last part: `kinema`, `HelloKinema`);
    /// `kinema` when there is none.
    static func programName(_ path: String?) -> String {
        let name = path.map { URL(fileURLWithPath: $0).lastPathComponent } ?? ""
        return name.isEmpty || name == "/" ? "kinema" : name
    }
}
