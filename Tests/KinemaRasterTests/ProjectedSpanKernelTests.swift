import CPixelStores
import Foundation
import KinemaCore
import Testing
@testable import KinemaRaster

/// The projected layers' kernel (`kinema_projected_span`, eight pixels at a time) against the row's own
/// arithmetic (`drawProjected` with `projectsInBlocks` off), pixel for pixel: random premultiplied
/// textures — clear, translucent and opaque texels, flat patches and noise — turned about x and y in
/// perspective over random pixels, including turns past the eye (w ≤ 0 where the kernel runs) and
/// textures seen far smaller and far larger than their size (coordinates clamped at the edges).
@Suite("Projected span kernel")
struct ProjectedSpanKernelTests {
    /// A premultiplied texture: flat patches of one texel, with noise in one quarter and clear texels
    /// along one band.
    static func texture(width: Int, height: Int, using random: inout some RandomNumberGenerator) -> [UInt32] {
        func premultiplied(_ value: UInt32) -> UInt32 {
            let alpha = value >> 24
            func channel(_ shift: UInt32) -> UInt32 { ((value >> shift & 0xFF) * alpha + 127) / 255 << shift }
            return alpha << 24 | channel(16) | channel(8) | channel(0)
        }
        let patches = (0..<4).map { _ in premultiplied(UInt32.random(in: 0...UInt32.max, using: &random) | (Bool.random(using: &random) ? 0xFF00_0000 : 0)) }
        return (0..<(width * height)).map { index in
            let (x, y) = (index % width, index / width)
            if y == height / 3 { return 0 }
            if x < width / 2, y < height / 2 { return premultiplied(UInt32.random(in: 0...UInt32.max, using: &random)) }
            return patches[(x * 4 / width + y * 2 / height) % 4]
        }
    }

    /// A layer of `width` × `height` texels at the canvas's centre, turned by `angle` about `axis` with
    /// m34 = −1/`distance`, at `zoom` texels to the point: the plane-to-pixel map.
    static func turn(width: Int, height: Int, angle: Double, axis: (CGFloat, CGFloat), distance: CGFloat, zoom: CGFloat) -> ProjectiveTransform {
        var perspective = Transform3D.identity
        perspective.m34 = -1 / distance
        let turned = perspective.rotated(by: CGFloat(angle), x: axis.0, y: axis.1, z: 0).scaledBy(x: zoom, y: zoom, z: 1)
        let bounds = CGRect(x: 0, y: 0, width: width, height: height)
        return ProjectiveTransform(.layer(bounds: bounds, position: CGPoint(x: 160, y: 120), anchorPoint: CGPoint(x: 0.5, y: 0.5), transform: turned))
    }

    @Test func theKernelDrawsWhatTheRowDraws() {
        var random = SystemRandomNumberGenerator()
        var compared = 0, changed = 0
        for trial in 0..<60 {
            let (width, height) = (Int.random(in: 2...90, using: &random), Int.random(in: 2...70, using: &random))
            var texels = Self.texture(width: width, height: height, using: &random)
            let toPixels = Self.turn(
                width: width, height: height, angle: Double.random(in: -1.5...1.5, using: &random), axis: trial % 2 == 0 ? (0, 1) : (1, 0),
                distance: CGFloat.random(in: 40...900, using: &random), zoom: CGFloat.random(in: 0.2...5, using: &random))
            let bounds = CGRect(x: 0, y: 0, width: width, height: height)
            let polygon = toPixels.frontPolygon(of: bounds).compactMap(toPixels.apply)
            guard let pixelToTexel = toPixels.inverse, polygon.count >= 3 else { continue }
            let background = (0..<(320 * 240)).map { _ in UInt32.random(in: 0...UInt32.max, using: &random) }
            let (blocks, row) = (RasterCanvas(320, 240), RasterCanvas(320, 240))
            for canvas in [blocks, row] { canvas.pixels.update(from: background, count: background.count) }
            var byRow = row.rasterizer()
            byRow.projectsInBlocks = false
            texels.withUnsafeMutableBufferPointer { buffer in
                let texture = ProjectedTexture(pixels: UnsafePointer(buffer.baseAddress!), width: width, height: height, pitch: width)
                blocks.rasterizer().drawProjected(texture, pixelToTexel: pixelToTexel, polygon: polygon, clip: blocks.whole)
                byRow.drawProjected(texture, pixelToTexel: pixelToTexel, polygon: polygon, clip: row.whole)
            }
            for index in 0..<background.count {
                #expect(blocks.pixels[index] == row.pixels[index], "trial \(trial), pixel (\(index % 320), \(index / 320))")
                if blocks.pixels[index] != background[index] { changed += 1 }
            }
            compared += background.count
        }
        #expect(changed > 100_000, "the layers covered pixels (\(changed))")
        print("projected span kernel: \(compared) pixels compared, \(changed) drawn")
    }

    /// On a processor with AVX2 the kernel does every whole block of eight, and leaves what is behind the
    /// eye as it was; without AVX2 it does nothing, and the row does it all.
    @Test func theKernelDoesWholeBlocksAndLeavesWhatIsBehindTheEye() {
        let texel: UInt32 = 0xFF10_2030
        for count in 1...40 {
            var pixels = [UInt32](repeating: 0x00AB_CDEF, count: count)
            // w runs from 1 down through 0 at the row's middle: the first half is drawn, the rest is not.
            let done = [texel].withUnsafeBufferPointer { one in
                pixels.withUnsafeMutableBufferPointer {
                    kinema_projected_span($0.baseAddress!, count, 0, 0.5, 0.5, 1, 0, 0, -2 / Double(count), one.baseAddress!, 1, 1, 1, 0xFF00_0000)
                }
            }
            #expect(done == 0 || done == count - count % 8, "whole blocks of eight (\(done) of \(count))")
            for index in 0..<done {
                let front = 1 - 2 / Double(count) * Double(index) > 0
                #expect(pixels[index] == (front ? texel : 0x00AB_CDEF), "pixel \(index) of \(count)")
            }
        }
    }
}
