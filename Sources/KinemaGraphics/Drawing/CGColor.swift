import KinemaCore

/// Core Graphics' colour type; on Linux simply the RGBA components.
public typealias CGColor = RGBAColor
