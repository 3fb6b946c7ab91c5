import Foundation
import KinemaUI
import Testing
@testable import KinemaApp
@testable import KinemaShell
@testable import KinemaTweaks

/// `KinemaApplicationMain(scenes:)`: a package's several controllers become scenes after Kinema's own,
/// in the order given, in a catalogue of their own (nothing app-wide is registered into).
@MainActor
@Suite("A package's scenes")
struct ApplicationScenesTests {
    final class Cards: UIViewController {}
    final class Deck: UIViewController {}

    @Test func eachControllerIsASceneAfterKinemas() throws {
        let catalog = KinemaApplication.catalog(adding: [
            KinemaApplicationScene(name: "cards", title: "Cards") { Cards() },
            KinemaApplicationScene(name: "deck", title: "Deck") { Deck() },
        ])
        #expect(catalog.names == ["curves", "table", "collection", "menu", "player", "stress", "shapes", "layers", "explicit", "cards", "deck"])
        #expect(try #require(catalog.make("deck")).rootViewController is Deck)
        #expect(catalog.make("cards")?.title == "Cards")
        let shell = try #require(Shell(sceneName: "deck", catalog: catalog))
        #expect(shell.scene.title == "Deck")
    }

    /// A name of Kinema's own is the package's, and a name given twice is the last one's.
    @Test func thePackagesNameWins() throws {
        let catalog = KinemaApplication.catalog(adding: [
            KinemaApplicationScene(name: "player", title: "First") { Cards() },
            KinemaApplicationScene(name: "player", title: "Mine") { Deck() },
        ])
        #expect(catalog.names == ["curves", "table", "collection", "menu", "stress", "shapes", "layers", "explicit", "player"])
        #expect(try #require(catalog.make("player")).rootViewController is Deck)
    }
}
