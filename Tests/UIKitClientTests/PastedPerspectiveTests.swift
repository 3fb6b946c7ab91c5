import Foundation
import KinemaLayers
import Testing
import UIKit

/// A card's perspective turn written as tutorials write it, against `import UIKit` alone: the 3-D
/// functions are Core Animation's names and conventions.
@Suite struct PastedPerspectiveTests {
    func cardTransform(angle: CGFloat) -> CATransform3D {
        var transform = CATransform3DIdentity
        transform.m34 = -1.0 / 500.0
        transform = CATransform3DRotate(transform, angle, 0, 1, 0)
        return CATransform3DTranslate(transform, 0, 0, 10)
    }

    @Test func theTurnIsRotationThenPerspective() {
        var perspective = CATransform3DIdentity
        perspective.m34 = -1.0 / 500.0
        let expected = CATransform3DConcat(CATransform3DMakeTranslation(0, 0, 10), CATransform3DConcat(CATransform3DMakeRotation(.pi / 3, 0, 1, 0), perspective))
        #expect(CATransform3DEqualToTransform(cardTransform(angle: .pi / 3), expected))
        #expect(!CATransform3DIsAffine(expected) && !CATransform3DIsIdentity(CATransform3DInvert(expected)))
    }
}
