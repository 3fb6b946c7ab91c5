import Foundation
import KinemaLayers
import KinemaUI

/// The scene's gradient layers, made as iOS tutorials make them: a card behind the ring and its
/// percentage (an axial gradient with rounded corners, and a radial glow about the ring's centre), and
/// a colour wheel (a conic gradient in a circle) beside the shape samples.
@MainActor
enum ShapeGradients {
    /// The card's size, and where the ring's centre lies in it.
    static let cardSize = CGSize(width: 260, height: 300)
    static let ringCentre = CGPoint(x: 130, y: 130)

    /// The card's two layers, filling a view of `cardSize`.
    static func card() -> [CAGradientLayer] {
        let bounds = CGRect(origin: .zero, size: cardSize)
        let background = CAGradientLayer()
        background.frame = bounds
        background.colors = [UIColor.systemIndigo.withAlphaComponent(0.16).cgColor, UIColor.systemTeal.withAlphaComponent(0.16).cgColor]
        background.startPoint = CGPoint(x: 0, y: 0)
        background.endPoint = CGPoint(x: 1, y: 1)
        background.cornerRadius = 28
        let glow = CAGradientLayer()
        glow.frame = bounds
        glow.type = .radial
        glow.colors = [UIColor.systemBlue.withAlphaComponent(0.22).cgColor, UIColor.systemBlue.withAlphaComponent(0).cgColor]
        glow.locations = [0.3, 1]
        let centre = CGPoint(x: ringCentre.x / cardSize.width, y: ringCentre.y / cardSize.height)
        glow.startPoint = centre
        // Half-axes of 125 points each way: a circle just inside the card's sides.
        glow.endPoint = CGPoint(x: centre.x + 125 / cardSize.width, y: centre.y + 125 / cardSize.height)
        glow.cornerRadius = 28
        return [background, glow]
    }

    /// A colour wheel `side` points across: a conic gradient from the top, clockwise, round a circle.
    static func wheel(side: CGFloat) -> CAGradientLayer {
        let wheel = CAGradientLayer()
        wheel.frame = CGRect(x: 0, y: 0, width: side, height: side).insetBy(dx: 4, dy: 4)
        wheel.type = .conic
        let hues: [UIColor] = [.systemRed, .systemYellow, .systemGreen, .systemTeal, .systemBlue, .systemPurple, .systemRed]
        wheel.colors = hues.map(\.cgColor)
        wheel.startPoint = CGPoint(x: 0.5, y: 0.5)
        wheel.endPoint = CGPoint(x: 0.5, y: 0)
        wheel.cornerRadius = wheel.bounds.width / 2
        return wheel
    }
}
