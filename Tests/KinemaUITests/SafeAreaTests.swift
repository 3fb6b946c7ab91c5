import Foundation
import KinemaCore
import Testing
@testable import KinemaUI

/// Safe areas and margins from the device. The insets are Apple's for each device (Human Interface
/// Guidelines' layout tables: status bar or sensor housing, home indicator).
@MainActor
@Suite("Safe areas")
struct SafeAreaTests {
    func window(size: CGSize, insets: UIEdgeInsets) -> (UIWindow, UIViewController) {
        let scene = UIWindowScene(activationState: .foregroundActive, environment: SceneEnvironment(screenSize: size, safeAreaInsets: insets))
        let window = UIWindow(frame: CGRect(origin: .zero, size: size), windowScene: scene)
        window.engine.drainsMainQueue = false
        let controller = UIViewController()
        window.rootViewController = controller
        return (window, controller)
    }

    @Test func aControllersViewHasItsDevicesSafeArea() {
        for (size, insets) in [
            (CGSize(width: 390, height: 844), UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)),
            (CGSize(width: 375, height: 667), UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)),
            (CGSize(width: 852, height: 393), UIEdgeInsets(top: 0, left: 59, bottom: 21, right: 59)),
        ] {
            let (window, controller) = window(size: size, insets: insets)
            let view = controller.view!
            #expect(view.safeAreaInsets == insets)
            let box = UIView()
            box.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(box)
            NSLayoutConstraint.activate([
                box.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
                box.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor),
                box.leadingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.leadingAnchor),
                box.trailingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.trailingAnchor),
            ])
            window.layoutIfNeeded()
            #expect(box.frame == view.bounds.inset(by: insets))
            #expect(box.safeAreaInsets == .zero, "inside the safe area")
        }
    }

    @Test func aViewPlacedByConstraintsHasTheSafeAreaOfWhereItIsPut() {
        // A card pinned to the top of the controller's view (under the 47-point status bar) and a label
        // pinned to the card's safe area: the label starts at 47, from the card's solved frame.
        let (window, controller) = window(size: CGSize(width: 390, height: 844), insets: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        let view = controller.view!
        let card = UIView(), label = UIView()
        for (child, parent) in [(card, view), (label, card)] {
            child.translatesAutoresizingMaskIntoConstraints = false
            parent.addSubview(child)
        }
        NSLayoutConstraint.activate([
            card.topAnchor.constraint(equalTo: view.topAnchor), card.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            card.widthAnchor.constraint(equalToConstant: 200), card.heightAnchor.constraint(equalToConstant: 200),
            label.topAnchor.constraint(equalTo: card.safeAreaLayoutGuide.topAnchor), label.leadingAnchor.constraint(equalTo: card.leadingAnchor),
            label.widthAnchor.constraint(equalToConstant: 50), label.heightAnchor.constraint(equalToConstant: 20),
        ])
        window.layoutIfNeeded()
        #expect(card.safeAreaInsets.top == 47 && label.frame.minY == 47)
    }

    @Test func theReadableGuideIsAtMost672Wide() {
        // An iPad's 820-point view: margins 20 (wider than a phone), so 780 between them; the readable guide
        // is 672 of it, centred: x = (820 − 672) / 2 = 74. On a phone it is the margins' 358.
        for (size, expected) in [(CGSize(width: 820, height: 1180), CGRect(x: 74, y: 0, width: 672, height: 10)),
                                 (CGSize(width: 390, height: 844), CGRect(x: 16, y: 0, width: 358, height: 10))] {
            let (window, controller) = window(size: size, insets: .zero)
            let view = controller.view!
            let box = UIView()
            box.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(box)
            NSLayoutConstraint.activate([
                box.leadingAnchor.constraint(equalTo: view.readableContentGuide.leadingAnchor),
                box.trailingAnchor.constraint(equalTo: view.readableContentGuide.trailingAnchor),
                box.topAnchor.constraint(equalTo: view.topAnchor), box.heightAnchor.constraint(equalToConstant: 10),
            ])
            window.layoutIfNeeded()
            #expect(box.frame == expected, "\(size)")
        }
    }

    @Test func additionalInsetsAndMargins() {
        let (window, controller) = window(size: CGSize(width: 390, height: 844), insets: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        let view = controller.view!
        // A controller's root view: the system minimum (16 at the sides on a phone), outside the safe area.
        #expect(view.layoutMargins == UIEdgeInsets(top: 47, left: 16, bottom: 34, right: 16))
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(box)
        NSLayoutConstraint.activate([
            box.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            box.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            box.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            box.heightAnchor.constraint(equalToConstant: 10),
        ])
        window.layoutIfNeeded()
        #expect(box.frame == CGRect(x: 16, y: 47, width: 358, height: 10))
        controller.additionalSafeAreaInsets = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
        window.layoutIfNeeded()
        #expect(box.frame.minY == 67, "the extra inset moves the guide")
        // A plain view's margins are 8, plus the part of the safe area it overlaps (none here).
        #expect(box.layoutMargins == UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
    }
}
