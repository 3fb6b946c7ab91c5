import Foundation
import KinemaCore
import Testing
@testable import KinemaUI

/// Light and dark appearances: system colours have both of iOS's values (Apple's Human Interface
/// Guidelines), `rgba` gives the current one, and views take new values when the appearance changes.
@MainActor
@Suite("Appearance")
struct AppearanceTests {
    @Test func systemColoursHaveBothAppearances() {
        UITraitCollection.$override.withValue(.light) {
            #expect(UIColor.label.rgba == .black && UIColor.systemBackground.rgba == .white)
            #expect(UIColor.systemBlue.rgba == RGBAColor(hex: 0x007AFF) && UIColor.systemRed.rgba == RGBAColor(hex: 0xFF3B30))
        }
        UITraitCollection.$override.withValue(.dark) {
            #expect(UIColor.label.rgba == .white && UIColor.systemBackground.rgba == .black)
            #expect(UIColor.systemBlue.rgba == RGBAColor(hex: 0x0A84FF) && UIColor.systemRed.rgba == RGBAColor(hex: 0xFF453A))
            #expect(UIColor.secondaryLabel.rgba == RGBAColor(hex: 0xEBEBF5, alpha: 0.6))
            #expect(UIColor(hex: 0x123456).rgba == RGBAColor(hex: 0x123456), "a plain colour is the same in both")
            #expect(UIColor.systemGreen.withAlphaComponent(0.5).rgba == RGBAColor(hex: 0x30D158, alpha: 0.5), "alpha keeps the dark value")
        }
        let dynamic = UIColor { traits in traits.userInterfaceStyle == .dark ? UIColor.systemYellow : UIColor.systemPurple }
        #expect(dynamic.resolvedColor(with: UITraitCollection.dark).rgba == RGBAColor(hex: 0xFFD60A))
        #expect(dynamic.resolvedColor(with: UITraitCollection.light).rgba == RGBAColor(hex: 0xAF52DE))
        #expect(UIColor.label != UIColor.black, "a dynamic colour is not the plain one")
    }

    @Test func viewsTakeTheNewAppearancesValues() {
        final class Watcher: UIView {
            var heard: [UIUserInterfaceStyle] = []
            override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
                heard.append(previousTraitCollection?.userInterfaceStyle ?? .unspecified)
            }
        }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let view = Watcher(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        UITraitCollection.$override.withValue(.light) {
            view.backgroundColor = .systemBackground
            window.addSubview(view)
            #expect(view.layer.presentation()?.backgroundColor == .white)
        }
        UITraitCollection.$override.withValue(.dark) {
            UIView.animate(withDuration: 1) { window.appearanceDidChange(from: .light) }
            #expect(view.heard == [.light])
            #expect(view.traitCollection.userInterfaceStyle == .dark && UIViewController().traitCollection.userInterfaceStyle == .dark)
            #expect(view.layer.presentation()?.backgroundColor == .black, "at once, not animated")
            #expect(view.backgroundColor == .systemBackground, "the colour itself is kept")
        }
    }
}
