import Foundation
import KinemaSDL
import KinemaShell
import KinemaGraphics
import KinemaUI

/// Draws a capture's compositions into PNGs (and with `--dump` their DisplayLists as text): the whole
/// window, or with `--viewport` the device viewport alone at one pixel per point; with `--scale` at that
/// many times the pixels, drawn at that size (crisp, not enlarged).
@MainActor
struct FrameWriter {
    let options: CaptureOptions
    let size: CGSize
    let scale: CGFloat
    let canvas: OffscreenCanvas

    init(options: CaptureOptions, system: SDLSystem, fonts: FontLibrary, deviceSize: CGSize) throws {
        self.options = options
        size = options.deviceOnly ? deviceSize : options.setup.size
        scale = CGFloat(options.setup.scale ?? 1)
        let pixels = Composition.pixelSize(of: size, scale: scale)
        canvas = try OffscreenCanvas(
            system: system, fonts: fonts, width: Int(pixels.width), height: Int(pixels.height), driver: options.setup.offscreenDriver)
    }

    /// Writes `composition` as `name`.png (with `--dump`, its lists as text; `constraints`, the views'
    /// constraints, as `name`.constraints.txt).
    func write(_ composition: Composition, as name: String, constraints: String? = nil) throws {
        var composition = composition
        if options.deviceOnly, let viewport = composition.layers.first {
            composition = Composition(size: size, background: composition.background, layers: [
                Composition.Layer(list: viewport.list, frame: CGRect(origin: .zero, size: size)),
            ])
        }
        canvas.draw(composition.scaled(by: scale))
        let stem = (options.out as NSString).appendingPathComponent(name)
        try canvas.savePNG(to: stem + ".png")
        if options.dump, let viewport = composition.layers.first {
            try WholeFile.write(Data(viewport.list.dump.utf8), to: stem + ".txt")
            if let constraints { try WholeFile.write(Data(constraints.utf8), to: stem + ".constraints.txt") }
            // The inspector's too (status line, spring forms…), for tests and outside tools.
            if composition.layers.count > 1 {
                try WholeFile.write(Data(composition.layers[1].list.dump.utf8), to: stem + ".panel.txt")
            }
        }
    }
}
