// `import CoreGraphics` in pasted iOS code: Foundation's geometry (CGFloat, CGPoint, CGSize, CGRect),
// Kinema's CGAffineTransform and CGVector, and the C-level names iOS files use beside them.
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
