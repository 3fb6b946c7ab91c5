import Foundation
import KinemaUI
import KinemaLayers
import CoreGraphics

// What Kinema's Core Animation does not have yet: some layer classes. Each says
// what to do instead; a later Kinema brings them. Checked against the table in docs/pasted-code.md
// ("Not yet in Kinema") by a test.

@available(*, unavailable, message: "Kinema: these layer classes are not drawn yet; build the look from views and plain sublayers (docs/pasted-code.md#not-yet-in-kinema)")
open class CATextLayer: CALayer {
    public var string: Any?
    public var fontSize: CGFloat = 36
    public var foregroundColor: CGColor?
}

@available(*, unavailable, message: "Kinema: these layer classes are not drawn yet; build the look from views and plain sublayers (docs/pasted-code.md#not-yet-in-kinema)")
open class CAEmitterLayer: CALayer {
    public var emitterCells: [CAEmitterCell]?
    public var emitterPosition = CGPoint.zero
    public var emitterSize = CGSize.zero
    public var emitterShape = "point"
    public var birthRate: Float = 1
}

@available(*, unavailable, message: "Kinema: these layer classes are not drawn yet; build the look from views and plain sublayers (docs/pasted-code.md#not-yet-in-kinema)")
open class CAEmitterCell: NSObject {
    public var birthRate: Float = 0
    public var lifetime: Float = 0
    public var velocity: CGFloat = 0
    public var scale: CGFloat = 1
    public var contents: Any?
    public var color: CGColor?
    public var emissionRange: CGFloat = 0
}
