import Foundation

/// What the code of a window scene sees of its device and its system — the screen's size, the
/// appearance, Reduce Motion, how text measures and where images are found — given to the scene as a
/// value when it is made (a Kinema type: UIKit reads these from the device).
///
/// UIKit's app-wide questions answer from the environment of the scene whose window is being handled
/// (`UIWindowScene.current`): `UIScreen.main.bounds`, `UITraitCollection.current`,
/// `UIAccessibility.isReduceMotionEnabled`, a label's text measurement and `UIImage(named:)`. So a copy of
/// a session running in a scene of its own sees its own settings, and nothing it does reaches another's.
public struct SceneEnvironment: Sendable {
    /// The size of one line of `text` in `font`.
    public typealias TextMeasure = @Sendable (_ text: String, _ font: UIFont) -> CGSize
    /// The pixel size of an image file that is not a PNG (nil when it cannot be read).
    public typealias ImageSizeReader = @Sendable (URL) -> CGSize?
    /// Starts decoding an image file ahead of its drawing.
    public typealias ImagePreparer = @Sendable (URL) -> Void

    /// The screen in points (`UIScreen.main.bounds`).
    public var screenSize: CGSize
    /// The device's safe area in the screen (status bar or sensor housing, home indicator): what a
    /// full-screen window's `safeAreaInsets` are. An iPhone 14's in portrait unless the visualiser says.
    public var safeAreaInsets: UIEdgeInsets
    /// Light or dark (`UITraitCollection.current`).
    public var appearance: UIUserInterfaceStyle
    /// `UIAccessibility.isReduceMotionEnabled`.
    public var reducesMotion: Bool
    /// How labels measure text: by default Inter's advance widths (`TextMetrics.approximateSize`); the
    /// visualiser gives its rasteriser's exact measurement.
    public var measureText: TextMeasure
    /// Folders `UIImage(named:)` searches, in order (`UIImage.defaultSearchFolders()` by default).
    public var imageFolders: [URL]
    /// Reads sizes of images that are not PNGs (the visualiser asks SDL_image; KinemaUI alone reads PNGs).
    public var imageSizeReader: ImageSizeReader?
    /// Told of each image file an image view is given (the visualiser decodes it on a thread of its own,
    /// so the frame that shows it does not; nil: nothing ahead).
    public var prepareImage: ImagePreparer?

    package init(
        screenSize: CGSize = CGSize(width: 390, height: 844),
        safeAreaInsets: UIEdgeInsets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0), appearance: UIUserInterfaceStyle = .light, reducesMotion: Bool = false,
        measureText: @escaping TextMeasure = TextMetrics.approximateSize, imageFolders: [URL] = UIImage.defaultSearchFolders(),
        imageSizeReader: ImageSizeReader? = nil, prepareImage: ImagePreparer? = nil
    ) {
        self.screenSize = screenSize
        self.safeAreaInsets = safeAreaInsets
        self.appearance = appearance
        self.reducesMotion = reducesMotion
        self.measureText = measureText
        self.imageFolders = imageFolders
        self.imageSizeReader = imageSizeReader
        self.prepareImage = prepareImage
    }

    /// An iPhone 14's screen, light, motion on, Inter's widths, the default image folders.
    public static let standard = SceneEnvironment()

    /// The traits colours resolve with.
    public var traitCollection: UITraitCollection { appearance == .dark ? .dark : .light }
}
