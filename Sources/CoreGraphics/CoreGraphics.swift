// `import CoreGraphics` in pasted iOS code: Foundation's geometry (CGFloat, CGPoint, CGSize, CGRect),
// Kinema's CGAffineTransform and CGVector, its paths, colours, gradients and drawing context (from
// KinemaGraphics, Core Graphics' place beneath KinemaUI), and the C-level names iOS files use beside them.
//
// Only these names: Kinema's own (Spring, Animation, Keyframes…) stay behind `import KinemaCore`, so
// they never collide with a pasted file's types of the same names.
@_exported import Foundation
@_exported import struct KinemaCore.CGAffineTransform
@_exported import struct KinemaCore.CGVector
@_exported import func KinemaCore.CGAffineTransformMakeTranslation
@_exported import func KinemaCore.CGAffineTransformMakeScale
@_exported import func KinemaCore.CGAffineTransformMakeRotation
@_exported import var KinemaCore.CGAffineTransformIdentity
@_exported import class KinemaGraphics.CGPath
@_exported import class KinemaGraphics.CGContext
@_exported import class KinemaGraphics.CGGradient
@_exported import struct KinemaGraphics.CGGradientDrawingOptions
@_exported import class KinemaGraphics.CGColorSpace
@_exported import func KinemaGraphics.CGColorSpaceCreateDeviceRGB
@_exported import enum KinemaGraphics.CGBlendMode
@_exported import enum KinemaGraphics.CGPathDrawingMode
@_exported import class KinemaGraphics.CGMutablePath
@_exported import enum KinemaGraphics.CGPathFillRule
@_exported import enum KinemaGraphics.CGLineCap
@_exported import enum KinemaGraphics.CGLineJoin
@_exported import typealias KinemaGraphics.CGColor
@_exported import class KinemaGraphics.CGImage
