import Foundation
import KinemaCore
import KinemaLayers
import KinemaUI

/// The cube: six square layers in a `CATransformLayer`, each moved half a side out from the centre and
/// turned to face outwards, as tutorials build one. The transform layer keeps them in depth, so the
/// whole cube turns in one perspective with its near faces in front.
extension LayersViewController {
    /// The cube's edge in points.
    static let cubeSide: CGFloat = 64

    func makeCube() {
        cubeStage.name = "cube-stage"
        cube.name = "cube"
        view.layer.addSublayer(cubeStage)
        cubeStage.addSublayer(cube)
        let half = Self.cubeSide / 2
        let faces: [(String, UIColor, CATransform3D)] = [
            ("front", .systemBlue, CATransform3DMakeTranslation(0, 0, half)),
            ("back", .systemOrange, CATransform3DRotate(CATransform3DMakeTranslation(0, 0, -half), .pi, 0, 1, 0)),
            ("right", .systemGreen, CATransform3DRotate(CATransform3DMakeTranslation(half, 0, 0), .pi / 2, 0, 1, 0)),
            ("left", .systemPink, CATransform3DRotate(CATransform3DMakeTranslation(-half, 0, 0), -.pi / 2, 0, 1, 0)),
            ("top", .systemPurple, CATransform3DRotate(CATransform3DMakeTranslation(0, -half, 0), .pi / 2, 1, 0, 0)),
            ("bottom", .systemTeal, CATransform3DRotate(CATransform3DMakeTranslation(0, half, 0), -.pi / 2, 1, 0, 0)),
        ]
        for (name, color, transform) in faces {
            let face = CALayer()
            face.name = "cube-" + name
            face.bounds = CGRect(x: 0, y: 0, width: Self.cubeSide, height: Self.cubeSide)
            face.position = CGPoint(x: half, y: half)
            face.backgroundColor = color.cgColor
            face.borderColor = UIColor.white.withAlphaComponent(0.7).cgColor
            face.borderWidth = 1.5
            face.transform = transform
            cube.addSublayer(face)
        }
        turnCube(to: 0)
    }

    /// The cube tipped towards the viewer and turned `angle` radians about its vertical axis. (Set only
    /// when it turns: a standalone layer's every change is a display change, and a still frame is free.)
    func turnCube(to angle: CGFloat) {
        guard angle != cubeAngle else { return }
        cubeAngle = angle
        let tipped = CATransform3DMakeRotation(-0.45, 1, 0, 0)
        // Set frame by frame: without the implicit animation a standalone layer's change would start.
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        cube.transform = CATransform3DConcat(CATransform3DMakeRotation(angle + .pi / 5, 0, 1, 0), tipped)
        CATransaction.commit()
    }
}
