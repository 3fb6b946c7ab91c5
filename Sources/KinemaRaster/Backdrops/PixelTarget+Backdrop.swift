import Foundation

extension PixelTarget {
    /// Blurs what the target holds under `backdrop`'s shape, inside `clip`: the pixels it reads (its
    /// drawn box grown by the blur's reach) as floats, three box blurs (`BoxBlur`), then per drawn pixel
    /// the saturation and tint (`PlacedBackdrop.filtered`) mixed over the pixel by the shape's coverage
    /// times the opacity. Alpha is kept (and set where the layout makes pixels opaque).
    ///
    /// The target may be a copy of part of the output (SDL's renderer, read back): `origin` is where its
    /// first pixel lies in the output, whose size `output` is (the backdrop and the clip are the output's).
    package func drawBackdrop(
        _ backdrop: PlacedBackdrop, clip: PixelRect, scratch: BackdropScratch, origin: (x: Int32, y: Int32) = (0, 0),
        output: (width: Int32, height: Int32)? = nil
    ) {
        let size = output ?? (width, height)
        guard var (drawn, read) = backdrop.regions(clip: clip, width: size.width, height: size.height) else { return }
        let cut = PixelRect(x: origin.x, y: origin.y, w: width, h: height)
        guard read.x >= cut.x, read.y >= cut.y, read.x + read.w <= cut.x + cut.w, read.y + read.h <= cut.y + cut.h else { return }
        (drawn.x, drawn.y, read.x, read.y) = (drawn.x - origin.x, drawn.y - origin.y, read.x - origin.x, read.y - origin.y)
        let (w, h) = (Int(read.w), Int(read.h))
        scratch.reserve(w * h * 3)
        load(read, into: scratch.values)
        BoxBlur.blur(scratch.values, scratch: scratch.scratch, width: w, height: h, channels: 3, boxWidth: BoxBlur.boxWidth(sigma: backdrop.sigma))
        composite(backdrop, drawn: drawn, blurred: scratch.values, read: read, origin: origin)
    }

    /// The blurred pixels saturated, tinted and mixed into the drawn ones by the shape's coverage.
    private func composite(_ backdrop: PlacedBackdrop, drawn: PixelRect, blurred values: UnsafeMutablePointer<Float>, read: PixelRect, origin: (x: Int32, y: Int32)) {
        let t = backdrop.tint
        let tint = (r: Float(t.red), g: Float(t.green), b: Float(t.blue), a: Float(t.alpha))
        let (saturation, opacity) = (Float(backdrop.saturation), Float(backdrop.opacity))
        let layout = self.layout
        // What the pixel keeps beside its colour (its alpha, where the layout does not make it opaque).
        let kept = ~(UInt32(0xFF) << layout.redShift | UInt32(0xFF) << layout.greenShift | UInt32(0xFF) << layout.blueShift)
        // The upright shape's coverage taken out of the enum once, not per pixel.
        let upright: SurfaceRasterizer.Coverage? = if case .upright(let coverage) = backdrop.shape { coverage } else { nil }
        for y in drawn.y..<drawn.y + drawn.h {
            let row = pixels + Int(y) * pitch
            let blurred = values + (Int(y - read.y) * Int(read.w) - Int(read.x)) * 3
            for x in drawn.x..<drawn.x + drawn.w {
                let shape = upright?.at(x + origin.x, y + origin.y) ?? backdrop.coverage(x + origin.x, y + origin.y)
                let cover = Float(shape) * opacity
                guard cover > 0 else { continue }
                let i = Int(x) * 3
                let (r, g, b) = PlacedBackdrop.filtered(blurred[i], blurred[i + 1], blurred[i + 2], saturation: saturation, tint: tint)
                let old = row[Int(x)]
                @inline(__always) func mixed(_ value: Float, _ shift: UInt32) -> UInt32 {
                    let under = Float((old >> shift) & 0xFF)
                    return UInt32(min(255, max(0, under + (value - under) * cover)) + 0.5) << shift
                }
                row[Int(x)] = mixed(r, layout.redShift) | mixed(g, layout.greenShift) | mixed(b, layout.blueShift) | (old & kept) | layout.opaque
            }
        }
    }

    /// The pixels of `rect` as floats, red, green and blue a pixel, row after row.
    private func load(_ rect: PixelRect, into values: UnsafeMutablePointer<Float>) {
        let layout = self.layout
        var index = 0
        for y in rect.y..<rect.y + rect.h {
            let row = pixels + Int(y) * pitch
            for x in rect.x..<rect.x + rect.w {
                let pixel = row[Int(x)]
                values[index] = Float((pixel >> layout.redShift) & 0xFF)
                values[index + 1] = Float((pixel >> layout.greenShift) & 0xFF)
                values[index + 2] = Float((pixel >> layout.blueShift) & 0xFF)
                index += 3
            }
        }
    }
}
