import Foundation
import KinemaCore
import Testing
import KinemaGraphics
@testable import KinemaLayers
@testable import KinemaUI

/// Core Animation's implicit animations (Apple's Core Animation Programming Guide, "Changing a Layer's
/// Default Behavior"; `CALayer.action(forKey:)`'s search order): a standalone layer's animatable change
/// animates 0.25 s on the `default` curve; a view's own layer does not; the delegate, `actions` and
/// `NSNull` decide; transactions set the duration or turn them off.
@MainActor
@Suite("Implicit animations")
struct ImplicitAnimationTests {
    /// A layer in the window that has been drawn once.
    static func shown(_ harness: Harness) -> CALayer {
        let layer = ExplicitAnimationTests.box(harness)
        harness.advance(to: 0.1)
        return layer
    }

    static func presentedOpacity(_ layer: CALayer) throws -> Double {
        Double(try #require(layer.presentation()).opacity)
    }

    @Test func aStandaloneLayersChangeAnimatesAQuarterSecond() throws {
        let harness = Harness()
        let layer = Self.shown(harness)
        layer.opacity = 0
        #expect(layer.opacity == 0, "the model is the new value at once")
        #expect(layer.animationKeys() == ["opacity"], "under the property's key")
        harness.advance(to: 0.225)
        let eased = CubicBezier(x1: 0.25, y1: 0.1, x2: 0.25, y2: 1).value(at: 0.5)
        #expect(abs(try Self.presentedOpacity(layer) - (1 - eased)) < 1e-6, "half way on the default curve")
        harness.advance(to: 0.36)
        #expect(try Self.presentedOpacity(layer) == 0 && layer.animationKeys() == nil)
    }

    @Test func noAnimationBeforeTheFirstFrameOnAViewsLayerOrWhenDisabled() throws {
        let harness = Harness()
        let fresh = ExplicitAnimationTests.box(harness)
        fresh.opacity = 0.5
        #expect(fresh.animationKeys() == nil, "never drawn: nothing to animate from")
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        harness.window.addSubview(view)
        harness.advance(to: 0.1)
        view.layer.opacity = 0.3
        #expect(view.layer.animationKeys() == nil && abs(view.alpha - 0.3) < 1e-6, "a view's layer: at once")
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        fresh.opacity = 0.2
        CATransaction.commit()
        #expect(fresh.animationKeys() == nil)
    }

    final class Quiet: NSObject, CALayerDelegate {
        func action(for layer: CALayer, forKey event: String) -> CAAction? { event == "opacity" ? NSNull() : nil }
    }

    /// The search: the delegate first (NSNull: none), then `actions`, then the default.
    @Test func delegateThenActionsThenDefault() throws {
        let harness = Harness()
        let layer = Self.shown(harness)
        let quiet = Quiet()
        layer.delegate = quiet
        layer.opacity = 0.5
        #expect(layer.animationKeys() == nil, "the delegate's NSNull")
        let slow = CABasicAnimation()
        slow.duration = 1
        layer.actions = ["position": slow, "cornerRadius": NSNull()]
        layer.cornerRadius = 8
        #expect(layer.animationKeys() == nil)
        layer.position = CGPoint(x: 150, y: 50)
        #expect(layer.animation(forKey: "position")?.duration == 1)
        harness.advance(to: 0.6)
        let eased = CubicBezier(x1: 0.25, y1: 0.1, x2: 0.25, y2: 1).value(at: 0.5)
        #expect(abs(try #require(layer.presentation()).position.x - (50 + 100 * eased)) < 1e-6, "over its 1 s, on the default curve")
        layer.borderWidth = 2
        #expect(layer.animationKeys()?.contains("borderWidth") == true, "the class's default")
    }

    @Test func theTransactionsDurationAndACompletion() throws {
        let harness = Harness()
        let shape = CAShapeLayer()
        shape.path = CGPath(rect: CGRect(x: 0, y: 0, width: 50, height: 50), transform: nil)
        shape.strokeColor = RGBAColor(red: 0, green: 0, blue: 1)
        shape.fillColor = nil
        shape.name = "shape"
        harness.window.layer.addSublayer(shape)
        harness.advance(to: 0.1)
        var done = false
        CATransaction.begin()
        CATransaction.setAnimationDuration(1)
        CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .linear))
        CATransaction.setCompletionBlock { done = true }
        shape.strokeEnd = 0
        CATransaction.commit()
        let drawn = harness.advance(to: 0.6).items(identifiedBy: "shape")
        guard case .path(let item) = try #require(drawn.last) else { Issue.record("a path"); return }
        #expect(abs(Double(item.path.length) - 100) < 1e-6, "half of the 200-point outline, linearly over 1 s")
        #expect(shape.animation(forKey: "strokeEnd")?.duration == 1)
        harness.advance(to: 1.05)
        #expect(!done)
        harness.advance(to: 1.11)
        #expect(done)
    }
}

/// `contents` animates as a cross-fade (Core Animation's animation of `contents`): the image left, then
/// the one arriving over it at the fade's fraction — explicitly, implicitly on a standalone layer, and on
/// an image view's layer, whose picture it is.
@MainActor
@Suite("Contents cross-fades")
struct ContentsCrossfadeTests {
    static func twoImages() throws -> (UIImage, UIImage) {
        let folder = try ImageTests.folder([
            "a.png": ImageTests.pngHeader(width: 40, height: 20), "b.png": ImageTests.pngHeader(width: 40, height: 20),
        ])
        let a = try #require(UIImage(contentsOfFile: folder.appendingPathComponent("a.png").path))
        let b = try #require(UIImage(contentsOfFile: folder.appendingPathComponent("b.png").path))
        return (a, b)
    }

    @Test func explicitAndImplicitCrossfades() throws {
        let harness = Harness()
        let (a, b) = try Self.twoImages()
        let layer = LayerContentsTests.layer(harness, showing: a)
        harness.advance(to: 0.1)
        let fade = CABasicAnimation(keyPath: "contents")
        fade.fromValue = a.cgImage
        fade.toValue = b.cgImage
        fade.duration = 1
        layer.add(fade, forKey: "fade")
        let half = LayerContentsTests.images(harness.advance(to: 0.6))
        #expect(half.count == 2 && half[0].opacity == 1 && abs(half[1].opacity - 0.5) < 1e-9, "\(half.map(\.opacity))")
        #expect(LayerContentsTests.images(harness.advance(to: 1.2)).count == 1, "a at its end: the model again")
        layer.contents = b.cgImage
        #expect(layer.animation(forKey: "contents") != nil, "an implicit cross-fade of a drawn layer")
        let implicit = LayerContentsTests.images(harness.advance(to: 1.325))
        #expect(implicit.count == 2)
    }

    @Test func anImageViewsPictureCrossfades() throws {
        let harness = Harness()
        let (a, b) = try Self.twoImages()
        let view = UIImageView(image: a)
        view.frame = CGRect(x: 0, y: 0, width: 80, height: 80)
        view.contentMode = .scaleAspectFit
        harness.window.addSubview(view)
        harness.advance(to: 0.1)
        let fade = CABasicAnimation(keyPath: "contents")
        (fade.fromValue, fade.toValue, fade.duration) = (a.cgImage, b.cgImage, 1)
        view.image = b
        view.layer.add(fade, forKey: "fade")
        let half = LayerContentsTests.images(harness.advance(to: 0.6))
        #expect(half.count == 2 && abs(half[1].opacity - 0.5) < 1e-9, "the two pictures, not three")
        #expect(half.allSatisfy { $0.rect.applying($0.transform) == CGRect(x: 0, y: 20, width: 80, height: 40) }, "placed as the content mode says")
        #expect(LayerContentsTests.images(harness.advance(to: 1.2)).count == 1)
    }
}
