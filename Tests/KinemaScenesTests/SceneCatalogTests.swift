import Foundation
import KinemaUI
import Testing
@testable import KinemaScenes
@testable import KinemaShell
@testable import KinemaTweaks

/// An app of one's own named as one of Kinema's scenes (issue 47, point 10): `KinemaApplicationMain(name:
/// "player")` used to open Kinema's player, the app's controller out of reach and out of `scenes`. Tried on
/// a catalogue of its own, as every test is: the catalogue is a value the app builds.
@MainActor
@Suite("Scene catalogue")
struct SceneCatalogTests {
    final class Mine: UIViewController {}

    @Test(arguments: ["player", "table", "menu", "curves", "collection", "stress"])
    func anAppsSceneWinsOverKinemasOfTheSameName(name: String) throws {
        var registry = SceneCatalog.kinema
        registry.register(name) { ViewControllerScene(name: name, title: "Mine", rootViewController: Mine()) }
        let scene = try #require(registry.make(name))
        #expect(scene.title == "Mine", "the app's controller opens under its own name")
        #expect(scene.rootViewController is Mine)
        #expect(registry.names.filter { $0 == name }.count == 1, "listed once, as the app's")
        #expect(registry.names.last == name)
        #expect(Set(registry.names) == Set(SceneCatalog.kinema.builtInNames), "Kinema's other scenes stay a Tab away")
    }

    @Test func registeringAgainReplacesAndKeepsItsPlace() throws {
        var registry = SceneCatalog.kinema
        registry.register("cards") { ViewControllerScene(name: "cards", title: "One", rootViewController: Mine()) }
        registry.register("deck") { ViewControllerScene(name: "deck", title: "Deck", rootViewController: Mine()) }
        registry.register("cards") { ViewControllerScene(name: "cards", title: "Two", rootViewController: Mine()) }
        #expect(registry.names == SceneCatalog.kinema.builtInNames + ["cards", "deck"])
        #expect(registry.make("cards")?.title == "Two")
        #expect(registry.make("player")?.title == PlayerScene().title, "an unregistered name is Kinema's")
        #expect(registry.make("nope") == nil)
    }

    /// A catalogue registered into is a copy: the one it was made from, and any other shell's, is as it was.
    @Test func registeringMakesANewCatalogue() {
        let kinema = SceneCatalog.kinema
        let mine = kinema.registering("cards") { ViewControllerScene(name: "cards", title: "Cards", rootViewController: Mine()) }
        #expect(mine.names == kinema.names + ["cards"])
        #expect(kinema.make("cards") == nil && SceneCatalog.kinema.make("cards") == nil)
    }
}
