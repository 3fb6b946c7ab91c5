import Foundation

/// A Gaussian blur as three box blurs, the way Apple's image-effects sample blurs (and the SVG filter
/// spec's feGaussianBlur describes): for a standard deviation σ (pixels), three boxes of width
/// d = ⌊σ · 3√(2π)/4 + 0.5⌋, made odd, each centred on its pixel. Their variance is 3(d² − 1)/12, close
/// to σ²; the spec says the kernel is within about 3 % of the Gaussian's. Edges extend (a pixel past
/// the buffer takes the edge's value), as the sample's `kvImageEdgeExtend`.
///
/// Works on interleaved floating-point channels (three a pixel: red, green, blue), in place, with a
/// scratch buffer of the same size; each pass costs the same whatever σ (running sums).
package enum BoxBlur {
    /// The width of each box for σ in pixels (1 for no blur).
    package static func boxWidth(sigma: Double) -> Int {
        guard sigma.isFinite, sigma > 0 else { return 1 }
        let d = Int((sigma * 3 * (2 * Double.pi).squareRoot() / 4 + 0.5).rounded(.down))
        return max(1, d % 2 == 1 ? d : d + 1)
    }

    /// How far the three boxes reach from a pixel: three half widths.
    package static func reach(sigma: Double) -> Int { 3 * (boxWidth(sigma: sigma) / 2) }

    /// Blurs `values` (`width` × `height` pixels of `channels` floats, rows one after another) by three
    /// boxes of `boxWidth` across and down; `scratch` holds at least as many floats.
    package static func blur(
        _ values: UnsafeMutablePointer<Float>, scratch: UnsafeMutablePointer<Float>, width: Int, height: Int, channels: Int, boxWidth: Int
    ) {
        guard boxWidth > 1, width > 0, height > 0 else { return }
        let half = boxWidth / 2
        for _ in 0..<3 { blurRows(values, scratch: scratch, width: width, height: height, channels: channels, half: half) }
        // Down: into the scratch, back, into the scratch again, then the result copied home once.
        blurColumns(from: values, into: scratch, width: width, height: height, channels: channels, half: half)
        blurColumns(from: scratch, into: values, width: width, height: height, channels: channels, half: half)
        blurColumns(from: values, into: scratch, width: width, height: height, channels: channels, half: half)
        values.update(from: scratch, count: width * height * channels)
    }

    /// One box across each row, in place (the row copied to `scratch` first). The channels' running sums
    /// go along together in one vector: each sum waits on its own last addition.
    private static func blurRows(
        _ values: UnsafeMutablePointer<Float>, scratch: UnsafeMutablePointer<Float>, width: Int, height: Int, channels: Int, half: Int
    ) {
        precondition(channels == 3, "rows are blurred three channels at a time")
        let scale = 1 / Float(2 * half + 1)
        let last = width - 1
        // Edges clamped only where the window reaches past them; the run between reads plainly.
        let plainFrom = min(width, half), plainTo = max(plainFrom, width - half - 1)
        for y in 0..<height {
            let row = values + y * width * 3
            scratch.update(from: row, count: width * 3)
            // The window's sums at x = 0: the edge extended to the left (red, green, blue and a spare lane).
            var sums = SIMD4<Float>()
            for k in -half...half { sums += pixel(scratch, min(last, max(0, k))) }
            var x = 0
            while x < plainFrom {
                store(sums * scale, row, x)
                sums += pixel(scratch, min(last, x + half + 1)) - pixel(scratch, max(0, x - half))
                x += 1
            }
            while x < plainTo {
                store(sums * scale, row, x)
                sums += pixel(scratch, x + half + 1) - pixel(scratch, x - half)
                x += 1
            }
            while x < width {
                store(sums * scale, row, x)
                sums += pixel(scratch, min(last, x + half + 1)) - pixel(scratch, max(0, x - half))
                x += 1
            }
        }
    }

    @inline(__always)
    private static func pixel(_ values: UnsafeMutablePointer<Float>, _ x: Int) -> SIMD4<Float> {
        SIMD4(values[x * 3], values[x * 3 + 1], values[x * 3 + 2], 0)
    }

    @inline(__always)
    private static func store(_ value: SIMD4<Float>, _ values: UnsafeMutablePointer<Float>, _ x: Int) {
        (values[x * 3], values[x * 3 + 1], values[x * 3 + 2]) = (value[0], value[1], value[2])
    }

    /// One box down every column, from `source` into `target`: a running sum a column, kept for a
    /// whole row at a time (rows are read in order).
    private static func blurColumns(
        from source: UnsafeMutablePointer<Float>, into target: UnsafeMutablePointer<Float>, width: Int, height: Int, channels: Int, half: Int
    ) {
        let scale = 1 / Float(2 * half + 1)
        let stride = width * channels
        let last = height - 1
        // The window's sums at y = 0 kept in the target's last row until it is written (it is written last).
        let sums = target + last * stride
        sums.update(repeating: 0, count: stride)
        for k in -half...half {
            let row = source + min(last, max(0, k)) * stride
            for i in 0..<stride { sums[i] += row[i] }
        }
        for y in 0..<last {
            let out = target + y * stride
            let entering = source + min(last, y + half + 1) * stride, leaving = source + max(0, y - half) * stride
            for i in 0..<stride {
                out[i] = sums[i] * scale
                sums[i] += entering[i] - leaving[i]
            }
        }
        for i in 0..<stride { sums[i] *= scale }
    }
}
