// `import QuartzCore` in pasted iOS code: CoreGraphics' names and Core Animation's (the layer, its 3-D
// transform, the display link), and nothing of Kinema's own.
@_exported import CoreGraphics
@_exported import class KinemaUI.CALayer
@_exported import class KinemaUI.CAReplicatorLayer
@_exported import class KinemaUI.CATransformLayer
@_exported import struct KinemaUI.CACornerMask
@_exported import struct KinemaUI.CALayerCornerCurve
@_exported import class KinemaUI.CADisplayLink
@_exported import class KinemaUI.CAShapeLayer
@_exported import class KinemaUI.CAGradientLayer
@_exported import struct KinemaUI.CAGradientLayerType
@_exported import struct KinemaUI.CAShapeLayerFillRule
@_exported import struct KinemaUI.CAShapeLayerLineCap
@_exported import struct KinemaUI.CAShapeLayerLineJoin
@_exported import struct KinemaUI.CALayerContentsGravity
@_exported import struct KinemaUI.CALayerContentsFormat
@_exported import protocol KinemaUI.CALayerDelegate
@_exported import struct KinemaUI.CATransform3D
@_exported import var KinemaUI.CATransform3DIdentity
@_exported import func KinemaUI.CATransform3DMakeAffineTransform
@_exported import func KinemaUI.CATransform3DGetAffineTransform
@_exported import func KinemaUI.CATransform3DIsIdentity
@_exported import func KinemaUI.CATransform3DMakeRotation
@_exported import func KinemaUI.CATransform3DMakeTranslation
@_exported import func KinemaUI.CATransform3DMakeScale
@_exported import func KinemaUI.CATransform3DRotate
@_exported import func KinemaUI.CATransform3DTranslate
@_exported import func KinemaUI.CATransform3DScale
@_exported import func KinemaUI.CATransform3DConcat
@_exported import func KinemaUI.CATransform3DInvert
@_exported import func KinemaUI.CATransform3DEqualToTransform
@_exported import func KinemaUI.CATransform3DIsAffine
@_exported import func KinemaUI.CACurrentMediaTime
