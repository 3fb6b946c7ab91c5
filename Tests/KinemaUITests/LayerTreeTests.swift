import Foundation
import KinemaCore
import Testing
import KinemaGraphics
@testable import KinemaLayers
@testable import KinemaUI

/// The layer tree: the order of a view's layer's sublayers as Core Animation keeps it (UIKit places a
/// subview's layer with `insertSublayer(_:below:)`/`(_:above:)` beside its sibling's layer, and
/// `addSubview` on top), what the DisplayList draws of standalone layers, and layer geometry.
@MainActor
@Suite("Layer tree")
struct LayerTreeTests {
    static func layer(_ name: String, frame: CGRect = .zero, color: RGBAColor? = nil) -> CALayer {
        let layer = CALayer()
        layer.name = name
        layer.frame = frame
        layer.backgroundColor = color
        return layer
    }

    static func view(_ name: String, frame: CGRect = CGRect(x: 0, y: 0, width: 10, height: 10)) -> UIView {
        let view = UIView(frame: frame)
        view.accessibilityIdentifier = name
        return view
    }

    /// The names of the sublayers, back to front.
    static func names(_ layer: CALayer) -> [String] {
        (layer.sublayers ?? []).map { $0.name ?? "?" }
    }

    @Test func sublayersKeepCoreAnimationsOrderAmongSubviews() {
        let host = UIView()
        let (a, b, c, d, e) = (Self.view("a"), Self.view("b"), Self.view("c"), Self.view("d"), Self.view("e"))
        let (l0, l1) = (Self.layer("L0"), Self.layer("L1"))
        #expect(host.layer.sublayers == nil, "no sublayers: nil, as on iOS")
        host.addSubview(a)
        host.addSubview(b)
        host.layer.addSublayer(l1)
        #expect(Self.names(host.layer) == ["a", "b", "L1"])
        host.addSubview(c)
        #expect(Self.names(host.layer) == ["a", "b", "L1", "c"], "addSubview puts the view's layer on top")
        host.layer.insertSublayer(l0, at: 0)
        #expect(Self.names(host.layer) == ["L0", "a", "b", "L1", "c"])
        host.insertSubview(d, belowSubview: c)
        #expect(Self.names(host.layer) == ["L0", "a", "b", "L1", "d", "c"], "just below c's layer")
        host.insertSubview(e, aboveSubview: b)
        #expect(Self.names(host.layer) == ["L0", "a", "b", "e", "L1", "d", "c"], "just above b's layer")
        host.bringSubviewToFront(a)
        #expect(Self.names(host.layer) == ["L0", "b", "e", "L1", "d", "c", "a"])
        d.removeFromSuperview()
        #expect(Self.names(host.layer) == ["L0", "b", "e", "L1", "c", "a"])
        host.sendSubviewToBack(c)
        #expect(Self.names(host.layer) == ["c", "L0", "b", "e", "L1", "a"])
        #expect(l1.superlayer === host.layer && a.layer.superlayer === host.layer)
        l1.removeFromSuperlayer()
        #expect(l1.superlayer == nil)
        #expect(Self.names(host.layer) == ["c", "L0", "b", "e", "a"])
        #expect(host.subviews.map { $0.accessibilityIdentifier } == ["c", "b", "e", "a"], "the subviews are untouched")
    }

    @Test func insertingBelowAboveAndReplacing() {
        let parent = Self.layer("P")
        let (x, y, z, w) = (Self.layer("x"), Self.layer("y"), Self.layer("z"), Self.layer("w"))
        parent.addSublayer(x)
        parent.insertSublayer(y, above: x)
        parent.insertSublayer(z, below: x)
        #expect(Self.names(parent) == ["z", "x", "y"])
        parent.replaceSublayer(x, with: w)
        #expect(Self.names(parent) == ["z", "w", "y"])
        #expect(x.superlayer == nil && w.superlayer === parent)
        let other = Self.layer("O")
        other.addSublayer(y)
        #expect(Self.names(parent) == ["z", "w"], "adding to another layer takes it out of the first")
        #expect(y.superlayer === other)
        y.addSublayer(other)
        #expect(other.superlayer == nil && Self.names(y).isEmpty, "a layer cannot hold its own superlayer: ignored")
    }

    @Test func aViewsLayerAddedAsSublayerAddsTheView() {
        let host = UIView()
        let child = Self.view("child")
        host.layer.addSublayer(Self.layer("L"))
        host.layer.insertSublayer(child.layer, at: 0)
        #expect(child.superview === host)
        #expect(Self.names(host.layer) == ["child", "L"])
        child.layer.removeFromSuperlayer()
        #expect(child.superview == nil)
    }

    @Test func standaloneLayersAreDrawnBetweenSubviewsWithTheirSublayers() throws {
        let harness = Harness()
        let host = Self.view("host", frame: CGRect(x: 10, y: 20, width: 200, height: 200))
        harness.window.addSubview(host)
        let below = Self.view("below", frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        below.backgroundColor = .systemRed
        host.addSubview(below)
        let card = Self.layer("card", frame: CGRect(x: 30, y: 40, width: 100, height: 50), color: RGBAColor(red: 0, green: 0, blue: 1))
        card.cornerRadius = 8
        let dot = Self.layer("dot", frame: CGRect(x: 5, y: 6, width: 10, height: 10), color: RGBAColor(red: 0, green: 1, blue: 0))
        card.addSublayer(dot)
        host.layer.addSublayer(card)
        let above = Self.view("above", frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        above.backgroundColor = .systemBlue
        host.addSubview(above)
        let list = harness.advance(to: 0)
        let names = list.items.compactMap(\.identifier)
        #expect(names == ["below", "card", "dot", "above"])
        let cardRect = try #require(list.items(identifiedBy: "card").first?.deviceBounds)
        #expect(cardRect == CGRect(x: 40, y: 60, width: 100, height: 50))
        let dotRect = try #require(list.items(identifiedBy: "dot").first?.deviceBounds)
        #expect(dotRect == CGRect(x: 45, y: 66, width: 10, height: 10))
        dot.zPosition = -1
        card.addSublayer(Self.layer("front", frame: CGRect(x: 0, y: 0, width: 5, height: 5), color: .black))
        dot.zPosition = 1
        let reordered = harness.advance(to: 0.1).items.compactMap(\.identifier)
        #expect(reordered == ["below", "card", "front", "dot", "above"], "a higher zPosition draws over its siblings")
        card.isHidden = true
        #expect(harness.advance(to: 0.2).items.compactMap(\.identifier) == ["below", "above"])
    }

    @Test func aSubviewsZPositionBringsItForward() {
        let harness = Harness()
        let (a, b) = (Self.view("a"), Self.view("b"))
        a.backgroundColor = .systemRed
        b.backgroundColor = .systemBlue
        harness.window.addSubview(a)
        harness.window.addSubview(b)
        #expect(harness.advance(to: 0).items.compactMap(\.identifier) == ["a", "b"])
        a.layer.zPosition = 1
        #expect(harness.advance(to: 0.1).items.compactMap(\.identifier) == ["b", "a"])
        a.layer.zPosition = 0
        #expect(harness.advance(to: 0.2).items.compactMap(\.identifier) == ["a", "b"])
    }
}

extension LayerTreeTests {
    @Test func aStandaloneLayersShadowIsDrawnUnderItsBackground() throws {
        let harness = Harness()
        let host = Self.view("host", frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        harness.window.addSubview(host)
        let card = Self.layer("card", frame: CGRect(x: 20, y: 20, width: 100, height: 60), color: .white)
        card.cornerRadius = 10
        card.shadowOpacity = 0.5
        card.shadowRadius = 8
        card.shadowOffset = CGSize(width: 0, height: 4)
        host.layer.addSublayer(card)
        let items = harness.advance(to: 0).items(identifiedBy: "card")
        guard items.count == 2, case .shadow(let shadow) = items[0], case .rect = items[1] else {
            Issue.record("a shadow then the background: \(items)")
            return
        }
        #expect(shadow.rect == CGRect(x: 0, y: 0, width: 100, height: 60) && shadow.cornerRadius == 10)
        #expect(shadow.offset == CGSize(width: 0, height: 4) && shadow.radius == 8 && shadow.color.alpha == 0.5)
        card.masksToBounds = true
        #expect(harness.advance(to: 0.1).items(identifiedBy: "card").count == 1, "masking to the bounds clips the shadow away")
    }
}

extension LayerTreeTests {
    /// The tutorials' container: a clear view holds the shadow, its rounded subview the colour. Kinema
    /// casts the subview's shape; a subview turned in depth casts none.
    @Test func aClearContainerCastsItsSubviewsShadow() throws {
        let harness = Harness()
        let container = Self.view("container", frame: CGRect(x: 40, y: 100, width: 200, height: 120))
        container.layer.shadowOpacity = 0.3
        container.layer.shadowRadius = 6
        container.layer.shadowOffset = CGSize(width: 0, height: 5)
        let face = Self.view("face", frame: CGRect(x: 10, y: 0, width: 180, height: 120))
        face.backgroundColor = .systemBlue
        face.layer.cornerRadius = 14
        container.addSubview(face)
        harness.window.addSubview(container)
        let shadows = harness.advance(to: 0).items.compactMap { item -> ShadowItem? in if case .shadow(let s) = item { s } else { nil } }
        let shadow = try #require(shadows.first)
        #expect(shadows.count == 1)
        #expect(shadow.rect == CGRect(x: 0, y: 0, width: 180, height: 120) && shadow.cornerRadius == 14)
        #expect(shadow.transform == CGAffineTransform(translationX: 50, y: 100), "the face's place")
        #expect(shadow.offset == CGSize(width: 0, height: 5) && abs(shadow.color.alpha - 0.3) < 1e-6, "0.3 as a Float")
        face.layer.transform = CATransform3DMakeRotation(.pi / 4, 0, 1, 0)
        #expect(!harness.advance(to: 0.1).items.contains { if case .shadow = $0 { true } else { false } }, "a face in depth casts none")
    }
}

extension LayerTreeTests {
    /// A single-sided face at rest casts the container's shadow; turned, it casts none; facing again, it
    /// casts it again.
    @Test func aFlipCardsFaceCastsTheShadowAtRest() {
        let harness = Harness()
        let container = Self.view("container", frame: CGRect(x: 40, y: 100, width: 200, height: 120))
        container.layer.shadowOpacity = 0.3
        let face = Self.view("face", frame: container.bounds)
        face.backgroundColor = .systemBlue
        face.layer.isDoubleSided = false
        container.addSubview(face)
        harness.window.addSubview(container)
        let count = { (list: DisplayList) in list.items.filter { if case .shadow = $0 { true } else { false } }.count }
        #expect(count(harness.advance(to: 0)) == 1)
        face.layer.transform = CATransform3DMakeRotation(.pi / 3, 0, 1, 0)
        #expect(count(harness.advance(to: 0.1)) == 0)
        face.layer.transform = CATransform3DIdentity
        #expect(count(harness.advance(to: 0.2)) == 1)
    }
}
