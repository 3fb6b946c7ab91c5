import Foundation
import KinemaCore
import KinemaGraphics
@testable import KinemaUI
import Testing
@testable import KinemaSDL

/// Masks as an app writes them, drawn from a window's DisplayList on both backends: a rounded card
/// whose photo subview fills it (the most common rounded clip), an avatar cut by a circle mask view, and
/// a card whose oval `shadowPath` shadows beneath it. Set KINEMA_MASK_PNG to keep the pictures.
@MainActor
@Suite("Masks in a window", .serialized)
struct MaskWindowTests {
    static func window() -> UIWindow {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 240, height: 300))
        window.engine.drainsMainQueue = false
        let root = UIViewController()
        window.rootViewController = root
        window.makeKeyAndVisible()
        root.view.backgroundColor = .white
        let card = UIView(frame: CGRect(x: 20, y: 20, width: 200, height: 120))
        card.layer.cornerRadius = 24
        card.clipsToBounds = true
        let photo = UIView(frame: card.bounds)
        photo.backgroundColor = UIColor(red: 0.1, green: 0.3, blue: 0.9, alpha: 1)
        card.addSubview(photo)
        root.view.addSubview(card)
        let avatar = UIView(frame: CGRect(x: 20, y: 160, width: 60, height: 60))
        avatar.backgroundColor = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
        let circle = UIView(frame: avatar.bounds)
        circle.backgroundColor = .black
        circle.layer.cornerRadius = 30
        avatar.mask = circle
        root.view.addSubview(avatar)
        let shadowed = UIView(frame: CGRect(x: 110, y: 170, width: 110, height: 60))
        shadowed.backgroundColor = UIColor(red: 0.95, green: 0.95, blue: 0.95, alpha: 1)
        shadowed.layer.shadowOpacity = 0.5
        shadowed.layer.shadowRadius = 5
        shadowed.layer.shadowOffset = .zero
        shadowed.layer.shadowPath = UIBezierPath(ovalIn: CGRect(x: 5, y: 50, width: 100, height: 24)).cgPath
        root.view.addSubview(shadowed)
        return window
    }

    @Test func aRoundedCardACircleCutAndAnOvalShadow() throws {
        let window = Self.window()
        let list = window.runFrame(events: [], advancingBy: 0)
        for (name, canvas) in try MaskRenderingTests.canvases(240, 300) {
            RendererTests.draw(list.items, on: canvas)
            try MaskRenderingTests.save(canvas, "window-\(name)")
            // The card's corner is cut round: (22, 22) lies outside the circle of radius 24 about (44, 44).
            RendererTests.expectColor(canvas.pixel(x: 22, y: 22), (255, 255, 255), tolerance: 0, "\(name): the card's cut corner")
            RendererTests.expectColor(canvas.pixel(x: 120, y: 80), (26, 77, 230), tolerance: 1, "\(name): the photo")
            RendererTests.expectColor(canvas.pixel(x: 21, y: 80), (26, 77, 230), tolerance: 1, "\(name): the photo at the straight edge")
            // The avatar: orange inside its circle, white at its square's corner.
            RendererTests.expectColor(canvas.pixel(x: 50, y: 190), (255, 128, 0), tolerance: 1, "\(name): the avatar's middle")
            RendererTests.expectColor(canvas.pixel(x: 22, y: 162), (255, 255, 255), tolerance: 0, "\(name): the avatar's cut corner")
            // Under the card's bottom edge, at the oval's middle: darkened; past the oval's ends: white.
            let under = RendererTests.rgb(canvas.pixel(x: 165, y: 235))
            #expect(under.g < 215, "\(name): the oval's shadow below the card: \(under)")
            RendererTests.expectColor(canvas.pixel(x: 96, y: 235), (255, 255, 255), tolerance: 0, "\(name): past the blur, left of the oval")
        }
    }
}
