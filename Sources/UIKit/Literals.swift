import KinemaUI

// `#colorLiteral(red:green:blue:alpha:)` and `#imageLiteral(resourceName:)` make a UIColor and a UIImage,
// as in an iOS file (Xcode shows them as swatches and thumbnails; they are plain expressions).
public typealias _ColorLiteralType = UIColor
public typealias _ImageLiteralType = UIImage
