import Foundation

/// The port step's command line, shared by `kinema port` and the `kinema-port` tool the build plugin
/// runs:
///
///     kinema port FILE|DIR... --out DIR      ports each Swift file (a folder's, recursively) into DIR,
///                                            under its own name (a folder's files keep their subfolders)
///     kinema-port --build INPUT OUTPUT [--with FILE]...
///                                            the plugin's form: one file, knowing the target's others
///
/// Exit status: 0 when every file was written (notes on what was left as it was go to standard error as
/// compiler-style warnings); 2 for bad input (usage, a missing or unreadable file, a folder without Swift
/// files), before anything is written; 1 when a file could not be written.
public enum PortCommand {
    public static let usage = """
        usage: kinema port FILE|DIR... --out DIR
        Rewrites what the Linux Swift compiler rejects in iOS code (@objc, @IBOutlet, #selector, #keyPath,
        @objc optional requirements, #Preview) so it compiles against Kinema's UIKit, keeping every line in
        place. Each file is written into DIR under its own name; a note is printed for anything left as it was.
        """

    /// Runs the command with `arguments` (without the program's name); returns the exit status.
    public static func run(_ arguments: [String], print output: (String) -> Void, error: (String) -> Void) -> Int32 {
        if arguments.first == "--build" { return runBuild(Array(arguments.dropFirst()), error: error) }
        var inputs: [String] = []
        var outputFolder: String?
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            switch argument {
            case "--out":
                guard index + 1 < arguments.count else { return usageError("--out needs a folder", error) }
                outputFolder = arguments[index + 1]
                index += 1
            case "-h", "--help":
                output(usage)
                return 0
            default:
                if argument.hasPrefix("-") { return usageError("unknown option '\(argument)'", error) }
                inputs.append(argument)
            }
            index += 1
        }
        guard let outputFolder else { return usageError("--out DIR is required", error) }
        guard !inputs.isEmpty else { return usageError("name at least one Swift file or folder", error) }
        let sources: [SourceFile]
        do {
            sources = try inputs.flatMap(SourceFile.collect)
        } catch let failure as InputFailure {
            error("kinema port: \(failure.message)")
            return 2
        } catch let failure {
            error("kinema port: \(failure)")
            return 2
        }
        let porter = Porter(targetSources: sources.map(\.text))
        var status: Int32 = 0
        for source in sources {
            let ported = porter.port(source.text, path: source.absolutePath)
            for note in ported.notes { error(note.formatted(path: source.path)) }
            let destination = URL(fileURLWithPath: outputFolder).appendingPathComponent(source.outputName)
            do {
                try FileManager.default.createDirectory(at: destination.deletingLastPathComponent(), withIntermediateDirectories: true)
                try ported.text.write(to: destination, atomically: true, encoding: .utf8)
                output("kinema port: wrote \(destination.path)\(ported.notes.isEmpty ? "" : " (\(ported.notes.count) left as \(ported.notes.count == 1 ? "it was" : "they were"), see above)")")
            } catch let failure {
                error("kinema port: could not write \(destination.path): \(failure.localizedDescription)")
                status = 1
            }
        }
        return status
    }

    private static func usageError(_ message: String, _ error: (String) -> Void) -> Int32 {
        error("kinema port: \(message)\n\(usage)")
        return 2
    }

    /// The build plugin's form: ports INPUT to OUTPUT (written only when its text changes, so an unchanged
    /// file is not compiled again), reading the `--with` files for the target's optional requirements.
    private static func runBuild(_ arguments: [String], error: (String) -> Void) -> Int32 {
        guard arguments.count >= 2 else { return usageError("--build needs INPUT OUTPUT", error) }
        let (input, outputPath) = (arguments[0], arguments[1])
        var others: [String] = []
        var index = 2
        while index + 1 < arguments.count, arguments[index] == "--with" {
            others.append(arguments[index + 1])
            index += 2
        }
        guard index == arguments.count else { return usageError("unexpected '\(arguments[index])'", error) }
        do {
            let text = try SourceFile.read(input)
            let targetSources = try others.map(SourceFile.read)
            let ported = Porter(targetSources: [text] + targetSources).port(text, path: input)
            for note in ported.notes { error(note.formatted(path: input)) }
            if (try? String(contentsOfFile: outputPath, encoding: .utf8)) != ported.text {
                try ported.text.write(toFile: outputPath, atomically: true, encoding: .utf8)
            }
            return 0
        } catch let failure as InputFailure {
            error("kinema port: \(failure.message)")
            return 2
        } catch let failure {
            error("kinema port: could not write \(outputPath): \(failure.localizedDescription)")
            return 1
        }
    }
}

/// Bad input, said plainly.
struct InputFailure: Error {
    let message: String
}

/// One Swift file to port: where it is, its text, and its name in the output folder.
struct SourceFile {
    let path: String
    let absolutePath: String
    let text: String
    let outputName: String

    /// The Swift files `argument` names: itself, or a folder's, recursively (in path order).
    static func collect(_ argument: String) throws -> [SourceFile] {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: argument, isDirectory: &isFolder) else {
            throw InputFailure(message: "no such file or folder: \(argument)")
        }
        guard isFolder.boolValue else {
            guard argument.hasSuffix(".swift") else { throw InputFailure(message: "not a Swift file: \(argument)") }
            return [try SourceFile(path: argument, outputName: (argument as NSString).lastPathComponent)]
        }
        let folder = URL(fileURLWithPath: argument).standardizedFileURL
        guard let walker = FileManager.default.enumerator(atPath: folder.path) else {
            throw InputFailure(message: "cannot read the folder \(argument)")
        }
        let relatives = walker.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }.sorted()
        guard !relatives.isEmpty else { throw InputFailure(message: "no Swift files in \(argument)") }
        return try relatives.map { try SourceFile(path: folder.appendingPathComponent($0).path, outputName: $0) }
    }

    init(path: String, outputName: String) throws {
        self.path = path
        absolutePath = URL(fileURLWithPath: path).standardizedFileURL.path
        text = try Self.read(path)
        self.outputName = outputName
    }

    static func read(_ path: String) throws -> String {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw InputFailure(message: FileManager.default.fileExists(atPath: path) ? "cannot read \(path)" : "no such file: \(path)")
        }
        guard let text = String(data: data, encoding: .utf8) else { throw InputFailure(message: "\(path) is not UTF-8 text") }
        return text
    }
}
