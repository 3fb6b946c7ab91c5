import Foundation

/// The scenes the visualiser knows, in the order Tab cycles through them.
@MainActor
public enum SceneCatalog {
    /// Kinema's own scenes, then those registered, in the order Tab cycles through them. A registered
    /// scene takes the place of Kinema's scene of the same name (see `register`).
    public static var names: [String] { registry.names }
    static let builtIn = ["curves", "table", "collection", "menu", "player", "stress"]
    private static var registry = SceneRegistry()

    /// Adds a scene of your own (an app using Kinema as a library); registering a name again replaces
    /// what it makes. A name of Kinema's own ("player", "table"…) is yours once registered: your scene
    /// opens, lists and tunes under it, and Kinema's scene of that name is left out of the app.
    public static func register(_ name: String, make: @escaping @MainActor () -> Scene) {
        registry.register(name, make: make)
    }

    /// A fresh scene by name, or nil for an unknown one.
    public static func make(_ name: String) -> Scene? {
        registry.make(name)
    }

    /// One of Kinema's own scenes, whether or not a registered one hides its name.
    static func makeBuiltIn(_ name: String) -> Scene? {
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
