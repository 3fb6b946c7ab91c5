import Foundation
import KinemaCore
import Testing
import UIKit
import KinemaGraphics
@testable import KinemaLayers
@testable import KinemaUI

/// A progress ring built the way tutorials write it (iOS/ProgressRing.swift): its layers' paths and
/// styles reach the DisplayList as a tutorial reader expects.
@MainActor
@Suite struct PastedShapeLayerTests {
    static func items(_ layer: CAShapeLayer) -> [PathItem] {
        var canvas = DisplayCanvas(transform: .identity, opacity: 1, displayIdentifier: .none, backdrop: .white, items: [])
        layer.drawContents(in: &canvas, bounds: .zero)
        return canvas.items.compactMap { if case .path(let item) = $0 { item } else { nil } }
    }

    @Test func theRingStrokesWhatItsProgressSays() throws {
        let ring = ProgressRing(center: CGPoint(x: 195, y: 300))
        #expect(Self.items(ring.shapeLayer).isEmpty, "strokeEnd 0 draws nothing (the fill is clear)")
        let track = try #require(Self.items(ring.trackLayer).first)
        // From −π/2 to 2π is more than a turn: one whole circle of radius 100, 200π long.
        #expect(abs(track.path.length - 200 * .pi) < 0.2 && track.stroke?.cap == .round && track.fillColor == nil)
        ring.setProgress(0.3)
        let progress = try #require(Self.items(ring.shapeLayer).first)
        #expect(abs(progress.path.length - 0.3 * 200 * .pi) < 0.1, "\(progress.path.length)")
        #expect(progress.stroke?.color == RGBAColor(red: 1, green: 0, blue: 0) && progress.stroke?.width == 10)
        // From the top, clockwise on screen, 30 % of a turn is 18° below the horizontal, right of centre:
        // (195 + 100 cos 18°, 300 + 100 sin 18°) = (290.1, 330.9).
        let end = try #require(progress.path.currentPoint)
        #expect(abs(end.x - 290.1) < 0.1 && abs(end.y - 330.9) < 0.1, "\(end)")
        let badge = try #require(Self.items(ring.badgeLayer).first)
        #expect(badge.fillRule == .evenOdd && badge.path.bounds == CGRect(x: 165, y: 420, width: 60, height: 24))
    }
}
