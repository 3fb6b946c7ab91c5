import Foundation
import KinemaCore
import Testing
import KinemaGraphics
@testable import KinemaLayers
@testable import KinemaUI

/// Views backed by a shape or gradient layer (`override class var layerClass`), as tutorials write a
/// gradient view or a shape view: the layer is of that class, is the view's, and draws over the
/// view's background.
@MainActor
@Suite("Layer classes")
struct LayerClassTests {
    final class GradientView: UIView {
        override class var layerClass: AnyClass { CAGradientLayer.self }
        var gradientLayer: CAGradientLayer { layer as! CAGradientLayer }
    }

    final class ShapeView: UIView {
        override class var layerClass: AnyClass { CAShapeLayer.self }
    }

    final class PulseLayer: CALayer {}

    final class PulseView: UIView {
        override class var layerClass: AnyClass { PulseLayer.self }
    }

    @Test func aGradientViewsLayerIsItsGradientAndDrawsOverTheBackground() throws {
        let harness = Harness()
        let view = GradientView(frame: CGRect(x: 10, y: 20, width: 200, height: 100))
        view.accessibilityIdentifier = "gradient"
        view.backgroundColor = .white
        view.gradientLayer.colors = [UIColor.systemRed.cgColor, UIColor.systemBlue.cgColor]
        harness.window.addSubview(view)
        #expect(view.layer.frame == CGRect(x: 10, y: 20, width: 200, height: 100), "the view's own layer")
        let items = harness.advance(to: 0).items(identifiedBy: "gradient")
        guard items.count == 2, case .rect = items[0], case .path(let path) = items[1] else {
            Issue.record("the background, then the gradient: \(items)")
            return
        }
        #expect(path.fillGradient != nil)
        #expect(path.path.bounds == CGRect(x: 0, y: 0, width: 200, height: 100))
    }

    @Test func aShapeViewDrawsItsPath() throws {
        let harness = Harness()
        let view = ShapeView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.accessibilityIdentifier = "shape"
        harness.window.addSubview(view)
        #expect(harness.advance(to: 0).items(identifiedBy: "shape").isEmpty, "no path yet")
        let shape = try #require(view.layer as? CAShapeLayer)
        shape.path = UIBezierPath(ovalIn: CGRect(x: 10, y: 10, width: 80, height: 80)).cgPath
        shape.fillColor = UIColor.systemGreen.cgColor
        let items = harness.advance(to: 0.1).items(identifiedBy: "shape")
        #expect(items.count == 1)
        guard case .path(let path) = items.first else { Issue.record("a path"); return }
        #expect(path.fillColor == UIColor.systemGreen.cgColor)
    }

    /// A shape view with a shadow casts its path's shadow, as a standalone shape layer does (iOS shadows
    /// the layer's drawn alpha: the filled path), not its bounds'; a `shadowPath` still wins.
    @Test func aShapeViewCastsItsPathsShadow() throws {
        let harness = Harness()
        let view = ShapeView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.accessibilityIdentifier = "shape"
        harness.window.addSubview(view)
        let shape = try #require(view.layer as? CAShapeLayer)
        let oval = CGRect(x: 10, y: 20, width: 80, height: 40)
        shape.path = UIBezierPath(ovalIn: oval).cgPath
        shape.fillColor = UIColor.systemGreen.cgColor
        (shape.shadowOpacity, shape.shadowRadius) = (0.5, 6)
        let cast = harness.advance(to: 0).items(identifiedBy: "shape").compactMap { item -> ShadowItem? in
            if case .shadow(let shadow) = item { shadow } else { nil }
        }
        #expect(cast.count == 1)
        #expect(cast.first?.path?.bounds == oval, "the oval's shadow, not the 100 × 100 bounds'")
        shape.shadowPath = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 30, height: 30)).cgPath
        let pathShadow = harness.advance(to: 0.1).items(identifiedBy: "shape").compactMap { item -> ShadowItem? in
            if case .shadow(let shadow) = item { shadow } else { nil }
        }
        #expect(pathShadow.first?.rect == CGRect(x: 0, y: 0, width: 30, height: 30) && pathShadow.first?.path == nil)
    }

    @Test func aLayerClassOfTheAppsOwnIsMadePlainWithAReport() {
        let heard = Heard()
        let previous = CALayer.reports.sink
        CALayer.reports.sink = { message in heard.add(message) }
        defer { CALayer.reports.sink = previous }
        let view = PulseView(frame: .zero)
        #expect(type(of: view.layer) == CALayer.self)
        #expect(type(of: UIView().layer) == CALayer.self)
        #expect(heard.messages.contains { $0.contains("layerClass PulseLayer is made as a CALayer") }, "\(heard.messages)")
    }

    /// Reports collected from any thread.
    final class Heard: @unchecked Sendable {
        private let lock = NSLock()
        private var list: [String] = []
        func add(_ message: String) { lock.withLock { list.append(message) } }
        var messages: [String] { lock.withLock { list } }
    }
}
