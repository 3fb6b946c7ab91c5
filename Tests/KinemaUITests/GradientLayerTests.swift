import Foundation
import KinemaCore
import Testing
import KinemaGraphics
@testable import KinemaLayers
@testable import KinemaUI

/// `CAGradientLayer` as Apple documents it, and the gradient's closed form (`PathItem.Gradient`): the
/// parameter at a point for each kind, the colour at a parameter between and beyond the stops.
@MainActor
@Suite("Gradient layers")
struct GradientLayerTests {
    static let red = RGBAColor(red: 1, green: 0, blue: 0)
    static let blue = RGBAColor(red: 0, green: 0, blue: 1)

    /// Apple's CAGradientLayer.h: colors and locations "Defaults to nil", start and end points "[.5,0]
    /// and [.5,1] respectively", type "Defaults to kCAGradientLayerAxial"; the types' raw values are the
    /// strings "axial", "radial", "conic".
    @Test func defaultsAreApples() {
        let layer = CAGradientLayer()
        #expect(layer.colors == nil && layer.locations == nil)
        #expect(layer.startPoint == CGPoint(x: 0.5, y: 0) && layer.endPoint == CGPoint(x: 0.5, y: 1))
        #expect(layer.type == .axial)
        #expect([CAGradientLayerType.axial, .radial, .conic].map(\.rawValue) == ["axial", "radial", "conic"])
        var canvas = DisplayCanvas(transform: .identity, opacity: 1, displayIdentifier: DisplayIdentifier(nil), backdrop: .white, items: [])
        layer.drawContents(in: &canvas, bounds: CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(canvas.items.isEmpty, "no colours: nothing drawn")
    }

    /// A tutorial's gradient button, unchanged: two colours left to right, rounded corners, masking.
    @Test func aTutorialsGradientIsOnePathItemInTheList() throws {
        let harness = Harness()
        let button = UIView(frame: CGRect(x: 20, y: 40, width: 200, height: 50))
        harness.window.addSubview(button)
        let gradientLayer = CAGradientLayer()
        gradientLayer.frame = button.bounds
        gradientLayer.colors = [UIColor.systemPink.cgColor, UIColor.systemOrange.cgColor]
        gradientLayer.startPoint = CGPoint(x: 0, y: 0.5)
        gradientLayer.endPoint = CGPoint(x: 1, y: 0.5)
        gradientLayer.cornerRadius = 25
        gradientLayer.masksToBounds = true
        gradientLayer.name = "gradient"
        button.layer.insertSublayer(gradientLayer, at: 0)
        let list = harness.advance(to: 0)
        let items = list.items(identifiedBy: "gradient")
        guard items.count == 1, case .path(let item) = items[0], let gradient = item.fillGradient else {
            Issue.record("one gradient path: \(list.dump)")
            return
        }
        #expect(gradient.kind == .axial && gradient.stops.map(\.location) == [0, 1])
        #expect(gradient.start == CGPoint(x: 0, y: 25) && gradient.end == CGPoint(x: 200, y: 25), "unit points on the bounds")
        #expect(item.transform == CGAffineTransform(translationX: 20, y: 40))
        // A rounded rectangle: four lines and four quarter circles, closed, from its move.
        #expect(item.path.elements.count == 10 && item.path.bounds == CGRect(x: 0, y: 0, width: 200, height: 50))
        #expect(list.dump.contains("path #gradient 10 elements at (20.00, 40.00, 200.00, 50.00) gradient axial (20.00, 65.00) to (220.00, 65.00) stops #ff2d55ff@0.00 #ff9500ff@1.00 opacity 1.00"), "\(list.dump)")
        // Without the implicit animation a drawn layer's change starts (which is one more change).
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        let before = UIView.displayChanges
        gradientLayer.locations = [0.2, 0.8]
        gradientLayer.type = .radial
        #expect(UIView.displayChanges == before &+ 2, "each property's change is a display change")
        CATransaction.commit()
    }

    @Test func locationsPairWithColoursAndSpreadEvenlyWhenNil() throws {
        let layer = CAGradientLayer()
        layer.colors = [Self.red, UIColor.green, Self.blue, RGBAColor.white]
        let bounds = CGRect(x: 10, y: 10, width: 100, height: 40)
        let even = try #require(layer.gradient(in: bounds))
        #expect(even.stops.map(\.location) == [0, 0.5, 1], "the UIColor (not a CGColor) skipped: 3 colours")
        #expect(even.stops.map(\.color) == [Self.red, Self.blue, .white])
        #expect(even.start == CGPoint(x: 60, y: 10) && even.end == CGPoint(x: 60, y: 50))
        layer.locations = [0.9, 0.1]
        let paired = try #require(layer.gradient(in: bounds))
        #expect(paired.stops.map(\.location) == [0.1, 0.9] && paired.stops.map(\.color) == [Self.blue, Self.red], "sorted, up to the shorter")
    }

    /// The closed forms, by hand: axial t = (p − s)·(e − s) / |e − s|²; radial t = √((Δx/rx)² + (Δy/ry)²);
    /// conic t = the clockwise angle from s→e to s→p over 2π.
    @Test func theParameterIsTheClosedForm() {
        func gradient(_ kind: PathItem.Gradient.Kind, _ end: CGPoint) -> PathItem.Gradient {
            PathItem.Gradient(kind: kind, stops: [.init(location: 0, color: Self.red)], start: CGPoint(x: 10, y: 20), end: end)
        }
        let axial = gradient(.axial, CGPoint(x: 50, y: 50))  // axis (40, 30), length² 2,500
        #expect(abs(axial.parameter(at: CGPoint(x: 30, y: 35)) - 0.5) < 1e-12)
        #expect(abs(axial.parameter(at: CGPoint(x: 13, y: 16)) - 0) < 1e-12, "(3, −4) is perpendicular to (40, 30)")
        #expect(abs(axial.parameter(at: CGPoint(x: 90, y: 80)) - 2) < 1e-12)
        let radial = gradient(.radial, CGPoint(x: 50, y: 40))  // half-axes 40 and 20
        #expect(abs(radial.parameter(at: CGPoint(x: 30, y: 20)) - 0.5) < 1e-12)
        #expect(abs(radial.parameter(at: CGPoint(x: 10, y: 10)) - 0.5) < 1e-12)
        #expect(abs(radial.parameter(at: CGPoint(x: 34, y: 36)) - 1) < 1e-12, "(24/40)² + (16/20)² = 1")
        let conic = gradient(.conic, CGPoint(x: 10, y: 0))  // from straight up
        #expect(abs(conic.parameter(at: CGPoint(x: 30, y: 20)) - 0.25) < 1e-12, "right of the centre: a quarter turn clockwise")
        #expect(abs(conic.parameter(at: CGPoint(x: 10, y: 40)) - 0.5) < 1e-12)
        #expect(abs(conic.parameter(at: CGPoint(x: 0, y: 20)) - 0.75) < 1e-12)
        #expect(abs(conic.parameter(at: CGPoint(x: 10, y: 5))) < 1e-12)
        #expect(gradient(.axial, CGPoint(x: 10, y: 20)).parameter(at: .zero) == .infinity, "a degenerate axis")
        #expect(gradient(.radial, CGPoint(x: 10, y: 40)).parameter(at: .zero) == .infinity)
    }

    @Test func coloursInterpolateBetweenStopsAndExtendPastTheEnds() {
        let green = RGBAColor(red: 0, green: 1, blue: 0, alpha: 0)
        let gradient = PathItem.Gradient(
            kind: .axial, stops: [.init(location: 0.2, color: Self.red), .init(location: 0.6, color: green), .init(location: 0.6, color: Self.blue)],
            start: .zero, end: CGPoint(x: 1, y: 0))
        #expect(gradient.color(at: -3) == Self.red && gradient.color(at: 0.2) == Self.red, "before the first: the first")
        // Unpremultiplied: a quarter of the way from opaque red to transparent green.
        let quarter = gradient.color(at: 0.3)
        #expect(abs(quarter.red - 0.75) < 1e-12 && abs(quarter.green - 0.25) < 1e-12 && abs(quarter.alpha - 0.75) < 1e-12)
        #expect(gradient.color(at: 0.6) == Self.blue && gradient.color(at: 7) == Self.blue, "a hard edge, then the last")
        #expect(gradient.color(at: .infinity) == Self.blue)
    }
}
