import Foundation
import KinemaCore
import KinemaGraphics

/// UIKit's image. Kinema has four kinds: SF-Symbols-style vector symbols by system name (drawn from
/// `SymbolLibrary`), image files (PNGs found by `UIImage(named:)` in the asset folders, or opened by
/// path; see `UIImage+Files.swift`), flat swatches registered with `UIImage.register(named:)`, and
/// drawings made by an image renderer (`UIGraphicsImageRenderer`: what was drawn, recorded).
@MainActor
public final class UIImage: NSObject {
    public enum RenderingMode: Int, Sendable {
        case automatic, alwaysOriginal, alwaysTemplate
    }

    /// Which way up the image's pixels are meant (UIKit's `UIImage.Orientation`). Kinema draws `.up`.
    public enum Orientation: Int, Sendable {
        case up, down, left, right, upMirrored, downMirrored, leftMirrored, rightMirrored
    }

    public enum SymbolWeight: Int, Sendable {
        case unspecified, ultraLight, thin, light, regular, medium, semibold, bold, heavy, black

        var fontWeight: UIFont.Weight {
            switch self {
            case .ultraLight: return .ultraLight
            case .thin: return .thin
            case .light: return .light
            case .unspecified, .regular: return .regular
            case .medium: return .medium
            case .semibold: return .semibold
            case .bold: return .bold
            case .heavy: return .heavy
            case .black: return .black
            }
        }
    }

    public enum SymbolScale: Int, Sendable {
        case `default` = -1, unspecified = 0, small = 1, medium = 2, large = 3

        /// Size of a symbol relative to its point size (SF Symbols' scales are about 0.8×, 1× and 1.3×).
        var factor: CGFloat {
            switch self {
            case .small: return 0.8
            case .large: return 1.3
            case .default, .unspecified, .medium: return 1
            }
        }
    }

    /// How a symbol is drawn: point size, weight and scale (UIKit's `UIImage.SymbolConfiguration`).
    public struct SymbolConfiguration: Equatable, Sendable {
        package var pointSize: CGFloat
        package var weight: SymbolWeight
        package var scale: SymbolScale

        public init(pointSize: CGFloat, weight: SymbolWeight = .regular, scale: SymbolScale = .default) {
            self.pointSize = pointSize.isFinite && pointSize > 0 ? pointSize : 17
            self.weight = weight
            self.scale = scale
        }

        public init(pointSize: CGFloat) { self.init(pointSize: pointSize, weight: .regular) }
        public init(weight: SymbolWeight) { self.init(pointSize: 17, weight: weight) }
        public init(scale: SymbolScale) { self.init(pointSize: 17, weight: .regular, scale: scale) }

        public static let unspecified = SymbolConfiguration(pointSize: 17)
    }

    /// A registered flat image: a swatch colour, a corner radius and an optional glyph on it.
    package struct Swatch: Equatable, Sendable {
        public var color: RGBAColor
        public var glyph: String?
        public var glyphColor: RGBAColor
        public var cornerRadius: CGFloat

        public init(color: RGBAColor, glyph: String? = nil, glyphColor: RGBAColor = .white, cornerRadius: CGFloat = 0) {
            self.color = color
            self.glyph = glyph
            self.glyphColor = glyphColor
            self.cornerRadius = cornerRadius
        }
    }

    package let symbolName: String?
    public let symbolConfiguration: SymbolConfiguration?
    package let swatch: Swatch?
    /// The image file, for file images.
    package let fileURL: URL?
    /// Pixels per point: 2 for an `@2x` file (UIKit's `scale`).
    public let scale: CGFloat
    public let renderingMode: RenderingMode
    /// Colour the image is drawn in (`withTintColor`); otherwise the image view's tint.
    package let tintColor: UIColor?
    /// Natural size in points.
    public let size: CGSize
    /// As given to `UIImage(cgImage:scale:orientation:)`; `.up` otherwise.
    public let imageOrientation: Orientation
    /// What an image renderer drew, for a drawn image (see `UIImage+Drawing.swift`).
    let drawing: RecordedDrawing?

    static var registry: [String: (swatch: Swatch, size: CGSize)] = [:]

    private init(
        symbolName: String?, configuration: SymbolConfiguration?, swatch: Swatch?, fileURL: URL? = nil,
        scale: CGFloat = 1, size: CGSize, renderingMode: RenderingMode, tintColor: UIColor?, orientation: Orientation = .up,
        drawing: RecordedDrawing? = nil
    ) {
        self.drawing = drawing
        self.symbolName = symbolName
        self.symbolConfiguration = configuration
        self.swatch = swatch
        self.fileURL = fileURL
        self.scale = scale
        self.size = size
        self.renderingMode = renderingMode
        self.tintColor = tintColor
        imageOrientation = orientation
    }

    /// `image` at another scale: the same pixels, `scale` of them a point (`UIImage(cgImage:scale:orientation:)`).
    convenience init(copying image: UIImage, scale: CGFloat, orientation: Orientation) {
        let pixels = CGSize(width: image.size.width * image.scale, height: image.size.height * image.scale)
        self.init(
            symbolName: image.symbolName, configuration: image.symbolConfiguration, swatch: image.swatch, fileURL: image.fileURL,
            scale: scale, size: CGSize(width: pixels.width / scale, height: pixels.height / scale),
            renderingMode: image.renderingMode, tintColor: image.tintColor, orientation: orientation, drawing: image.drawing)
    }

    convenience init(swatch: Swatch, size: CGSize) {
        self.init(symbolName: nil, configuration: nil, swatch: swatch, size: size, renderingMode: .alwaysOriginal, tintColor: nil)
    }

    /// A drawn image: what a context recorded into `drawing.bounds`, whose size it takes.
    convenience init(drawing: RecordedDrawing, scale: CGFloat) {
        self.init(
            symbolName: nil, configuration: nil, swatch: nil, scale: scale, size: drawing.bounds.size,
            renderingMode: .alwaysOriginal, tintColor: nil, drawing: drawing)
    }

    convenience init(file: URL, pixelSize: CGSize, scale: CGFloat) {
        self.init(
            symbolName: nil, configuration: nil, swatch: nil, fileURL: file, scale: scale,
            size: CGSize(width: pixelSize.width / scale, height: pixelSize.height / scale),
            renderingMode: .alwaysOriginal, tintColor: nil)
    }

    /// A system symbol, or nil when Kinema has no drawing for `name` (UIKit also returns nil for unknown
    /// names). `SymbolLibrary.names` lists them.
    public convenience init?(systemName name: String, withConfiguration configuration: SymbolConfiguration? = nil) {
        guard SymbolLibrary.contains(name) else { return nil }
        let configuration = configuration ?? .unspecified
        let side = (configuration.pointSize * configuration.scale.factor * SymbolLibrary.sizeRatio).rounded()
        self.init(
            symbolName: name, configuration: configuration, swatch: nil, size: CGSize(width: side, height: side),
            renderingMode: .alwaysTemplate, tintColor: nil)
    }

    /// Makes `UIImage(named: name)` return a flat image, before any file of that name.
    package static func register(named name: String, swatch: Swatch, size: CGSize) {
        registry[name] = (swatch, size)
    }

    public func withConfiguration(_ configuration: SymbolConfiguration) -> UIImage {
        guard let symbolName else { return self }
        return UIImage(systemName: symbolName, withConfiguration: configuration)?.withTintColor(tintColor) ?? self
    }

    public func withTintColor(_ color: UIColor?) -> UIImage {
        UIImage(
            symbolName: symbolName, configuration: symbolConfiguration, swatch: swatch, fileURL: fileURL, scale: scale,
            size: size, renderingMode: renderingMode, tintColor: color, orientation: imageOrientation, drawing: drawing)
    }

    public func withRenderingMode(_ mode: RenderingMode) -> UIImage {
        UIImage(
            symbolName: symbolName, configuration: symbolConfiguration, swatch: swatch, fileURL: fileURL, scale: scale,
            size: size, renderingMode: mode, tintColor: tintColor, orientation: imageOrientation, drawing: drawing)
    }

    public var isSymbolImage: Bool { symbolName != nil }

    public override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIImage else { return false }
        return other.symbolName == symbolName && other.symbolConfiguration == symbolConfiguration
            && other.swatch == swatch && other.fileURL == fileURL && other.size == size && other.drawing == drawing
    }

    nonisolated public override var description: String { "<UIImage>" }
}
