import Foundation

/// The scenes an app offers, by name, in the order Tab cycles through them: a value the app builds —
/// Kinema's own scenes (`SceneCatalog.kinema`, in KinemaScenes) and those a package of its own adds —
/// and hands to the shell and the command line. Nothing app-wide holds it, so a test's catalogue never
/// reaches another's.
///
/// A registered scene wins over Kinema's scene of the same name: an app that calls itself "player" opens
/// its own controller, lists it in `scenes` and reaches it by Tab and `--scene player`; Kinema's player is
/// then not in that app at all (under any name). Kinema's other scenes stay a Tab away.
@MainActor
package struct SceneCatalog {
    package typealias Make = @MainActor () -> Scene
    private let builtIn: [(name: String, make: Make)]
    private var registered: [(name: String, make: Make)] = []

    /// A catalogue of the given scenes (Kinema's own, in Tab order), with nothing registered yet.
    package init(builtIn: [(name: String, make: Make)]) {
        self.builtIn = builtIn
    }

    /// The names of the scenes the catalogue was made with, whether or not a registered one hides them.
    package var builtInNames: [String] { builtIn.map(\.name) }

    /// The built-in scenes that no registered one hides, then those registered, in the order Tab cycles.
    package var names: [String] {
        builtInNames.filter { !isRegistered($0) } + registered.map(\.name)
    }

    /// Adds a scene of your own; registering a name again replaces what it makes (and keeps its place).
    /// A built-in name ("player", "table"…) is yours once registered: your scene opens, lists and tunes
    /// under it, and the built-in scene of that name is left out.
    package mutating func register(_ name: String, make: @escaping Make) {
        if let index = registered.firstIndex(where: { $0.name == name }) {
            registered[index].make = make
        } else {
            registered.append((name, make))
        }
    }

    /// A copy with `name` registered (see `register`).
    package func registering(_ name: String, make: @escaping Make) -> SceneCatalog {
        var catalog = self
        catalog.register(name, make: make)
        return catalog
    }

    /// A fresh scene by name — the registered one first — or nil for an unknown one.
    package func make(_ name: String) -> Scene? {
        if let entry = registered.first(where: { $0.name == name }) { return entry.make() }
        return makeBuiltIn(name)
    }

    /// One of the built-in scenes, whether or not a registered one hides its name.
    package func makeBuiltIn(_ name: String) -> Scene? {
        builtIn.first { $0.name == name }?.make()
    }

    package func isRegistered(_ name: String) -> Bool {
        registered.contains { $0.name == name }
    }
}
