import Foundation
import KinemaGraphics
import KinemaCore

/// A layer's contents: an image drawn over its background, under its sublayers and border.
extension CALayer {
    /// What the layer shows over its background: a `CGImage` (`layer.contents = image.cgImage`), drawn
    /// filling the layer per `contentsGravity`. Anything else — a `UIImage` itself, as tutorials
    /// sometimes set by mistake — shows nothing, as on iOS (reported once). Reads back what was set.
    public var contents: Any? {
        get { contentsObject ?? currentContents.image }
        set {
            contentsObject = newValue
            let image = newValue as? CGImage
            if let newValue, image == nil {
                Self.reports.report(
                    "contents-not-a-cgimage",
                    "Kinema: a layer's contents must be a CGImage (`image.cgImage`); a \(type(of: newValue)) there shows nothing, as on iOS")
            }
            updateContents { $0.image = image }
        }
    }

    /// How the contents are placed in the bounds (`.resize`, filling them, by default); see
    /// `CALayerContentsGravity.rect(for:in:)` for each value, and for which way `.top` is.
    public var contentsGravity: CALayerContentsGravity {
        get { currentContents.gravity }
        set { updateContents { $0.gravity = newValue } }
    }

    /// The part of the image shown, in its unit coordinates, y down from its top ((0, 0, 1, 1), the
    /// whole, by default): a sprite sheet's frame. A part outside the image shows nothing there (iOS
    /// extends the edge pixels); an empty rectangle shows nothing.
    public var contentsRect: CGRect {
        get { currentContents.rect }
        set { updateContents { $0.rect = newValue } }
    }

    /// The stretchable middle of the shown part, in its unit coordinates ((0, 0, 1, 1) by default: it
    /// all stretches). Under a resizing gravity the image is scaled in nine parts: the corners keep
    /// their size (pixels ÷ `contentsScale`), the edges stretch along, the middle both ways.
    public var contentsCenter: CGRect {
        get { currentContents.center }
        set { updateContents { $0.center = newValue } }
    }

    /// The pixel format of the layer's backing (`.RGBA8Uint` by default). Kept; Kinema draws in 8-bit RGBA.
    public var contentsFormat: CALayerContentsFormat {
        get { currentContents.format }
        set { updateContents { $0.format = newValue } }
    }

    /// Whether the contents are flipped when drawn: false, as for Core Animation's layers on iOS.
    public func contentsAreFlipped() -> Bool { false }

    /// The contents as they are now: the layer's own, or its view's.
    package var currentContents: LayerContents {
        values?.contents ?? read { $0.layerContents } ?? LayerContents()
    }

    /// Changes the contents: the layer's own, or its view's (a presentation copy is frozen).
    private func updateContents(_ change: @Sendable (inout LayerContents) -> Void) {
        update({ change(&$0.contents) }, view: { view in
            var contents = view.layerContents
            change(&contents)
            view.layerContents = contents
        })
    }
}
