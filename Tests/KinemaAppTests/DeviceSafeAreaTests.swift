import Foundation
import Testing
@testable import KinemaApp
@testable import KinemaShell
@testable import KinemaUI

/// The device's safe area reaches the scene's windows (`--device`, `--landscape`), and a scene that
/// fills the window has none. Insets: Apple's layout tables for each device.
@MainActor
@Suite struct DeviceSafeAreaTests {
    @Test func eachDeviceGivesItsSafeArea() throws {
        let expected: [(String, Bool, UIEdgeInsets)] = [
            ("iphone-14", false, UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)),
            ("iphone-se", false, UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)),
            ("iphone-15", true, UIEdgeInsets(top: 0, left: 59, bottom: 21, right: 59)),
            ("ipad", false, UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0)),
        ]
        for (name, landscape, insets) in expected {
            var setup = SceneSetup(scene: "collection")
            setup.device = try #require(Device.named(name))
            setup.landscape = landscape
            let shell = try Output.makeShell(
                scene: "collection", catalog: .kinema, size: setup.size, sets: [], environment: Output.environment(for: setup, fonts: nil))
            #expect(shell.window.safeAreaInsets == insets, "\(name)")
            #expect(shell.window.rootViewController?.view.safeAreaInsets == insets, "\(name)")
        }
    }

    @Test func aSceneThatFillsTheWindowHasNone() throws {
        let setup = SceneSetup(scene: "stress")
        let shell = try Output.makeShell(
            scene: "stress", catalog: .kinema, size: setup.size, sets: [], environment: Output.environment(for: setup, fonts: nil))
        #expect(shell.window.safeAreaInsets == .zero)
    }
}
