import Foundation

/// The scenes the visualiser knows, in the order Tab cycles through them.
@MainActor
public enum SceneCatalog {
    public static let names = ["curves", "table", "collection", "menu", "player", "stress"]

    /// A fresh scene by name, or nil for an unknown one.
    public static func make(_ name: String) -> Scene? {
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
