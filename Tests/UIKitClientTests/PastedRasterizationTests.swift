import Foundation
import KinemaLayers
import Testing
import UIKit

/// What tutorials set on a shadowed card for speed and sharpness compiles and is kept, with Core
/// Animation's defaults; Kinema draws the card the same either way.
@MainActor
@Suite struct PastedRasterizationTests {
    @Test func rasterizationSettingsAreKept() {
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 60))
        #expect(card.layer.shouldRasterize == false && card.layer.rasterizationScale == 1)
        #expect(card.layer.contentsScale == 1 && card.layer.allowsEdgeAntialiasing == false)
        card.layer.shadowOpacity = 0.2
        card.layer.shouldRasterize = true
        card.layer.rasterizationScale = UIScreen.main.scale
        let ring = CAShapeLayer()
        ring.contentsScale = UIScreen.main.scale
        ring.allowsEdgeAntialiasing = true
        #expect(card.layer.shouldRasterize && card.layer.rasterizationScale == UIScreen.main.scale)
        #expect(ring.contentsScale == UIScreen.main.scale && ring.allowsEdgeAntialiasing)
        ring.contentsScale = -1
        ring.rasterizationScale = .nan
        #expect(ring.contentsScale == UIScreen.main.scale && ring.rasterizationScale == 1, "not positive and finite: kept as it was")
    }
}
