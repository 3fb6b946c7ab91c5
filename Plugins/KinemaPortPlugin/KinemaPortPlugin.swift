import Foundation
import PackagePlugin

/// Kinema's port step as a build-tool plugin: a target's iOS files, kept exactly as on iOS in its
/// `iOS/` folder (which the target excludes from its own sources), are ported before each build into the
/// plugin's work folder and compiled with the target. Errors and warnings name the original files.
///
///     .executableTarget(name: "MyApp", dependencies: [.product(name: "UIKit", package: "Kinema")],
///                       exclude: ["iOS"], plugins: [.plugin(name: "KinemaPortPlugin", package: "Kinema")])
@main
struct KinemaPortPlugin: BuildToolPlugin {
    /// The folder, inside the target's, that holds the iOS files.
    static let folderName = "iOS"

    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let folder = target.directoryURL.appending(path: Self.folderName)
        let files = Self.swiftFiles(in: folder)
        guard !files.isEmpty else {
            Diagnostics.warning("KinemaPortPlugin: \(target.name) has no Swift files in \(folder.path), so nothing was ported")
            return []
        }
        let tool = try context.tool(named: "kinema-port")
        return files.map { file in
            // Named apart from the original (a #sourceLocation naming a file of the same name in the same
            // module makes the compiler warn that their #fileID strings collide).
            let relative = String(file.path.dropFirst(folder.path.count + 1))
            let output = context.pluginWorkDirectoryURL.appending(
                path: relative.replacingOccurrences(of: "/", with: "+").replacingOccurrences(of: ".swift", with: ".ported.swift"))
            let others = files.filter { $0 != file }.flatMap { ["--with", $0.path] }
            return .buildCommand(
                displayName: "Porting \(relative) for Linux (Kinema)",
                executable: tool.url,
                arguments: ["--build", file.path, output.path] + others,
                inputFiles: files,
                outputFiles: [output])
        }
    }

    /// The Swift files under `folder`, in path order.
    static func swiftFiles(in folder: URL) -> [URL] {
        guard let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else { return [] }
        return walker.compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }
            .map(\.standardizedFileURL).sorted { $0.path < $1.path }
    }
}
