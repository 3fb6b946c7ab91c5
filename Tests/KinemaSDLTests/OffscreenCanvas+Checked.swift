import Foundation
import KinemaUI
import Testing
@testable import KinemaSDL

extension OffscreenCanvas {
    /// Draws a frame (whole, or only inside `damage`) as `draw` does, then checks the lazy clear's
    /// invariants (`ClearMap.checkInvariants`): what the "same as the long way" tests draw, every frame.
    func drawChecked(_ composition: Composition, damage: [CGRect]? = nil, sourceLocation: SourceLocation = #_sourceLocation) {
        draw(composition, damage: damage)
        let broken = renderer.clearMap.checkInvariants()
        #expect(broken.isEmpty, "the lazy clear's invariants after a frame: \(broken)", sourceLocation: sourceLocation)
    }
}
