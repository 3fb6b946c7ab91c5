import Foundation

/// The scenes the visualiser knows, in the order Tab cycles through them.
@MainActor
public enum SceneCatalog {
    /// Kinema's own scenes, then those registered, in the order Tab cycles through them.
    public static var names: [String] { builtIn + registered.map(\.name) }
    static let builtIn = ["curves", "table", "collection", "menu", "player", "stress"]
    private static var registered: [(name: String, make: @MainActor () -> Scene)] = []

    /// Adds a scene of your own (an app using Kinema as a library); registering a name again replaces
    /// what it makes. Kinema's own names cannot be taken.
    public static func register(_ name: String, make: @escaping @MainActor () -> Scene) {
        guard !builtIn.contains(name) else { return }
        registered.removeAll { $0.name == name }
        registered.append((name, make))
    }

    /// A fresh scene by name, or nil for an unknown one.
    public static func make(_ name: String) -> Scene? {
        if let entry = registered.first(where: { $0.name == name }) { return entry.make() }
        switch name {
        case "curves": return CurvesScene()
        case "table": return TableScene()
        case "collection": return CollectionScene()
        case "menu": return MenuScene()
        case "player": return PlayerScene()
        case "stress": return StressScene()
        default: return nil
        }
    }
}
