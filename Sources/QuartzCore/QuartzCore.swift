// `import QuartzCore` in pasted iOS code: CoreGraphics' names and Core Animation's (the layer, its 3-D
// transform, the display link), and nothing of Kinema's own.
@_exported import CoreGraphics
@_exported import class KinemaLayers.CALayer
@_exported import class KinemaLayers.CAReplicatorLayer
@_exported import class KinemaLayers.CATransformLayer
@_exported import struct KinemaLayers.CACornerMask
@_exported import struct KinemaLayers.CALayerCornerCurve
@_exported import class KinemaUI.CADisplayLink
@_exported import class KinemaLayers.CAShapeLayer
@_exported import class KinemaLayers.CAGradientLayer
@_exported import struct KinemaLayers.CAGradientLayerType
@_exported import struct KinemaLayers.CAShapeLayerFillRule
@_exported import struct KinemaLayers.CAShapeLayerLineCap
@_exported import struct KinemaLayers.CAShapeLayerLineJoin
@_exported import struct KinemaLayers.CALayerContentsGravity
@_exported import struct KinemaLayers.CALayerContentsFormat
@_exported import protocol KinemaLayers.CALayerDelegate
@_exported import struct KinemaLayers.CATransform3D
@_exported import var KinemaLayers.CATransform3DIdentity
@_exported import func KinemaLayers.CATransform3DMakeAffineTransform
@_exported import func KinemaLayers.CATransform3DGetAffineTransform
@_exported import func KinemaLayers.CATransform3DIsIdentity
@_exported import func KinemaLayers.CATransform3DMakeRotation
@_exported import func KinemaLayers.CATransform3DMakeTranslation
@_exported import func KinemaLayers.CATransform3DMakeScale
@_exported import func KinemaLayers.CATransform3DRotate
@_exported import func KinemaLayers.CATransform3DTranslate
@_exported import func KinemaLayers.CATransform3DScale
@_exported import func KinemaLayers.CATransform3DConcat
@_exported import func KinemaLayers.CATransform3DInvert
@_exported import func KinemaLayers.CATransform3DEqualToTransform
@_exported import func KinemaLayers.CATransform3DIsAffine
@_exported import func KinemaUI.CACurrentMediaTime
@_exported import class KinemaLayers.CAMediaTimingFunction
@_exported import struct KinemaLayers.CAMediaTimingFunctionName
