import Foundation

/// The scenes an app registers beside Kinema's own, by name: what `SceneCatalog` holds, as a value so
/// that it can be tried without touching the app's catalog.
///
/// A registered scene wins over Kinema's scene of the same name: an app that calls itself "player" opens
/// its own controller, lists it in `scenes` and reaches it by Tab and `--scene player`; Kinema's player is
/// then not in that app at all (under any name). Kinema's other scenes stay a Tab away.
@MainActor
struct SceneRegistry {
    typealias Make = @MainActor () -> Scene
    private var registered: [(name: String, make: Make)] = []

    /// Kinema's scenes that no registered one hides, then those registered, in the order Tab cycles.
    var names: [String] {
        SceneCatalog.builtIn.filter { !isRegistered($0) } + registered.map(\.name)
    }

    /// Adds a scene; registering a name again replaces what it makes (and keeps its place).
    mutating func register(_ name: String, make: @escaping Make) {
        if let index = registered.firstIndex(where: { $0.name == name }) {
            registered[index].make = make
        } else {
            registered.append((name, make))
        }
    }

    /// A fresh scene by name — the registered one first — or nil for an unknown one.
    func make(_ name: String) -> Scene? {
        if let entry = registered.first(where: { $0.name == name }) { return entry.make() }
        return SceneCatalog.makeBuiltIn(name)
    }

    func isRegistered(_ name: String) -> Bool {
        registered.contains { $0.name == name }
    }
}
