import CPixelStores
import Foundation

/// Draws anti-aliased, axis-aligned rounded rectangles straight into 32-bit pixels (`PixelTarget`) — the
/// window's own framebuffer (software window) or a canvas (headless). SDL's software renderer draws the same shape as
/// triangles, each through a temporary surface; a UI made of rounded rectangles (rows, cells, buttons)
/// spends most of its frame there. Here each row of pixels is one span: the corners' and edges' coverage
/// from the rounded box's distance field, the inside a plain blend (or copy, when opaque).
package struct SurfaceRasterizer {
    let pixels: UnsafeMutablePointer<UInt32>
    let pitch: Int
    let width: Int32
    let height: Int32
    let shifts: (red: UInt32, green: UInt32, blue: UInt32)
    /// Bits set in every written pixel (the alpha channel of an ARGB surface: opaque).
    let opaque: UInt32
    /// Whether red and blue sit in bytes 0 and 2 and green in byte 1 (XRGB, ARGB, XBGR, ABGR).
    let pairsRedAndBlue: Bool
    /// The frame's lazy clear of this surface, if it has one (see `ClearMap`).
    let clearMap: ClearMap?
    /// Whether a projected layer's wholly covered runs (`kinema_projected_span`) and an image's runs
    /// (`kinema_image_span`) go eight pixels at a time where they can (the same pixels; off in tests).
    package var projectsInBlocks = true

    /// A rasterizer for `target`, drawing over what `clearMap` knows of its rows when given.
    package init(target: PixelTarget, clearMap: ClearMap? = nil) {
        self.clearMap = clearMap
        pixels = target.pixels
        pitch = target.pitch
        width = target.width
        height = target.height
        let layout = target.layout
        shifts = (layout.redShift, layout.greenShift, layout.blueShift)
        opaque = layout.opaque
        pairsRedAndBlue = shifts.green == 8 && ((shifts.red == 16 && shifts.blue == 0) || (shifts.red == 0 && shifts.blue == 16))
    }

    /// `red`, `green`, `blue` as an opaque pixel of the target's layout (its `ChannelLayout.pixel`).
    @inline(__always)
    func pixel(red: UInt8, green: UInt8, blue: UInt8) -> UInt32 {
        UInt32(red) << shifts.red | UInt32(green) << shifts.green | UInt32(blue) << shifts.blue | opaque
    }

    /// The lazy clear when it tracks rows, unretained (retained and released per row it cost a grid's
    /// window frame a tenth), asked once a shape: only a run over a tracked row, or a clear, changes it.
    var trackingClearMap: Unmanaged<ClearMap>? { clearMap.flatMap { $0.isTracking ? Unmanaged.passUnretained($0) : nil } }

    /// Fills `box` (pixels, fractional) with corners of `radius` pixels in `color` at `alpha` (0…255),
    /// inside `clip`. Per row: the corners' pixels from the rounded box's distance field; the left and
    /// right edge pixels by how much of them the box covers; the run between as one span whose coverage
    /// is the row's (less than 1 only where the top or bottom edge cuts it).
    package func fillRoundedRect(_ box: CGRect, radius: CGFloat, red: UInt8, green: UInt8, blue: UInt8, alpha: Int, clip: PixelRect) {
        guard alpha > 0, box.width > 0, box.height > 0 else { return }
        let source = pixel(red: red, green: green, blue: blue)
        let shape = Shape(box, radius: radius, source: source, alpha: alpha)
        let x0 = max(Int32(shape.minX.rounded(.down)), clip.x, 0)
        let x1 = min(Int32(shape.maxX.rounded(.up)), clip.x + clip.w, width)
        let y0 = max(Int32(shape.minY.rounded(.down)), clip.y, 0)
        let y1 = min(Int32(shape.maxY.rounded(.up)), clip.y + clip.h, height)
        guard x0 < x1, y0 < y1 else { return }
        let map = trackingClearMap
        for y in y0..<y1 {
            let top = Double(y), bottom = Double(y + 1)
            let rowAlpha = Self.nearest(Double(alpha) * (min(bottom, shape.maxY) - max(top, shape.minY)))
            if shape.radius > 0, top < shape.minY + shape.radius || bottom > shape.maxY - shape.radius {
                fillCornerRow(y, of: shape, from: x0, to: x1, alpha: rowAlpha, map: map)
            } else {
                fillStraightRow(y, of: shape, from: x0, to: x1, alpha: rowAlpha, map: map)
            }
        }
    }

    /// Pixels `columns` of row `y` covered wholly by a colour at `alpha`: what `fillRoundedRect` draws
    /// on a row of a box that covers those pixels, over what the lazy clear knows of the row.
    package func fillRow(_ y: Int32, columns: Range<Int32>, red: UInt8, green: UInt8, blue: UInt8, alpha: Int) {
        let x0 = max(columns.lowerBound, 0), x1 = min(columns.upperBound, width)
        guard alpha > 0, y >= 0, y < height, x0 < x1 else { return }
        let source = pixel(red: red, green: green, blue: blue)
        let map = trackingClearMap
        fillRun(pixels.advanced(by: Int(y) * pitch), y: y, from: x0, to: x1, source: source, alpha: alpha, map: map)
    }

    /// Row `y`, pixels `x0..<x1`, of a shape where the row crosses its corners: each corner's pixels from
    /// the outside in — none covered, then partly (shaded), then wholly (joining the run, when the row is
    /// whole: its run at the shape's alpha) — and between the corners a run as covered as the top or
    /// bottom edge lets it be.
    @inline(__always)
    private func fillCornerRow(
        _ y: Int32, of shape: Shape, from x0: Int32, to x1: Int32, alpha rowAlpha: Int, map: Unmanaged<ClearMap>?
    ) {
        let row = pixels.advanced(by: Int(y) * pitch)
        let cornersEnd = min(max(shape.cornerLeft, x0), x1), cornersStart = min(max(shape.cornerRight, cornersEnd), x1)
        let spanStart = cornersEnd < cornersStart && cornersEnd < shape.edgeLeft ? min(shape.edgeLeft, cornersStart) : cornersEnd
        let corner = Corner(centreY: Double(y) + 0.5, shape: shape)
        let joins = rowAlpha == shape.alpha && spanStart == cornersEnd
        // Each corner pixel's coverage is worked out once, on the walk that finds the edges, and kept
        // for shading (a walk and then shading worked most of them out twice: the grid's frame spent
        // two fifths of its time in corner rows).
        withUnsafeTemporaryAllocation(of: Double.self, capacity: 2 * Self.keptCoverages) { kept in
            let leftKept = kept.baseAddress!, rightKept = leftKept + Self.keptCoverages
            let left = edge(of: corner, from: x0, to: cornersEnd, step: 1, joining: joins, keeping: leftKept)
            let right = edge(of: corner, from: x1 - 1, to: cornersStart - 1, step: -1, joining: joins, keeping: rightKept)
            // The run first (over a plain row it is one value), then the corners' edges, which blend with
            // what is there.
            let runStart = joins ? left.inner : spanStart, runEnd = joins ? right.inner + 1 : cornersStart
            fillRun(row, y: y, from: runStart, to: runEnd, source: shape.source, alpha: rowAlpha, map: map)
            map?._withUnsafeGuaranteedRef { $0.willDraw(row: y, from: left.outer, to: left.inner) }
            map?._withUnsafeGuaranteedRef { $0.willDraw(row: y, from: right.inner + 1, to: right.outer + 1) }
            shade(row, from: left.outer, to: left.inner, step: 1, corner, kept: leftKept)
            shade(row, from: right.outer, to: right.inner, step: -1, corner, kept: rightKept)
        }
    }

    /// How many coverages of each corner's row are kept from the walk that finds its edges (those of a
    /// wider corner are worked out again when shaded).
    private static let keptCoverages = 32

    /// Row `y`, pixels `x0..<x1`, of a shape where the row is clear of its corners: the run between the
    /// edges, and the edge pixels the shape covers only partly.
    @inline(__always)
    private func fillStraightRow(
        _ y: Int32, of shape: Shape, from x0: Int32, to x1: Int32, alpha rowAlpha: Int, map: Unmanaged<ClearMap>?
    ) {
        let row = pixels.advanced(by: Int(y) * pitch)
        let spanStart = min(max(shape.edgeLeft, x0), x1), spanEnd = min(max(shape.edgeRight, spanStart), x1)
        fillRun(row, y: y, from: spanStart, to: spanEnd, source: shape.source, alpha: rowAlpha, map: map)
        if x0 < spanStart {
            map?._withUnsafeGuaranteedRef { $0.willDraw(row: y, from: spanStart - 1, to: spanStart) }
            let a = Self.nearest(Double(rowAlpha) * (Double(spanStart) - shape.minX))
            row[Int(spanStart - 1)] = blend(shape.source, over: row[Int(spanStart - 1)], alpha: a)
        }
        if spanEnd < x1 {
            map?._withUnsafeGuaranteedRef { $0.willDraw(row: y, from: spanEnd, to: spanEnd + 1) }
            let a = Self.nearest(Double(rowAlpha) * (shape.maxX - Double(spanEnd)))
            row[Int(spanEnd)] = blend(shape.source, over: row[Int(spanEnd)], alpha: a)
        }
    }

    /// Where a corner's pixels along a row change, walking from `start` towards `end` (exclusive) by
    /// `step`: `outer`, the first pixel the shape covers at all; `inner`, the first it covers wholly, when
    /// `joining` (else, and when there is none, `end`). The coverage only grows inwards, so the pixels
    /// before `outer` are empty and those from `inner` on are whole. The coverages of the pixels from
    /// `outer` to `inner` are kept in `kept` (up to `keptCoverages` of them), in walking order.
    @inline(__always)
    private func edge(
        of corner: Corner, from start: Int32, to end: Int32, step: Int32, joining: Bool, keeping kept: UnsafeMutablePointer<Double>
    ) -> (outer: Int32, inner: Int32) {
        var x = start, covered = 0.0
        while x != end {
            covered = coverage(x, corner)
            if covered > 0 { break }
            x += step
        }
        let outer = x
        var count = 0
        while x != end {
            if joining, covered >= 1 { break }
            if count < Self.keptCoverages { kept[count] = covered }
            count += 1
            x += step
            if x != end { covered = coverage(x, corner) }
        }
        return (outer, joining ? x : end)
    }

    /// A corner's partly covered pixels from `outer` towards `inner` (exclusive) by `step`, with the
    /// coverages `edge` kept.
    @inline(__always)
    private func shade(
        _ row: UnsafeMutablePointer<UInt32>, from outer: Int32, to inner: Int32, step: Int32, _ corner: Corner,
        kept: UnsafeMutablePointer<Double>
    ) {
        var x = outer, count = 0
        while x != inner {
            shade(row, x, corner, coverage: count < Self.keptCoverages ? kept[count] : coverage(x, corner))
            count += 1
            x += step
        }
    }

    /// The run between a row's edges: over what the renderer knows of the row when it tracks it (`map`).
    @inline(__always)
    func fillRun(
        _ row: UnsafeMutablePointer<UInt32>, y: Int32, from start: Int32, to end: Int32, source: UInt32, alpha: Int,
        map: Unmanaged<ClearMap>?
    ) {
        if let map {
            map._withUnsafeGuaranteedRef { fill(row, y: y, from: start, to: end, source: source, alpha: alpha, over: $0) }
        } else {
            fill(row, from: start, to: end, source: source, alpha: alpha)
        }
    }

    /// Pixels `start..<end` of row `y` over what the renderer knows of the row (see `ClearMap`): over a
    /// plain row, one value — the source over the row's colour — filled; otherwise written now (copied
    /// or blended: an opacity group drawn in place reads them back at its end), and the map told that
    /// those columns are mixed where they reach into what it knows of the row. (Written behind the map's
    /// back, a run over part of a row it knew as plain left it believing the old colour was still there,
    /// and a later span over that part was composed over the old colour.)
    @inline(__always)
    private func fill(
        _ row: UnsafeMutablePointer<UInt32>, y: Int32, from start: Int32, to end: Int32, source: UInt32, alpha: Int,
        over map: ClearMap
    ) {
        guard start < end, alpha > 0 else { return }
        if let color = map.plainColor(row: y, from: start, to: end) {
            var value = source
            if alpha < 255 {
                if let kept = map.composed(source, over: color, alpha: alpha) {
                    value = kept
                } else {
                    value = blendedPixel(source, over: color, alpha: alpha)
                    map.keepComposed(source, over: color, alpha: alpha, value)
                }
            }
            map.fill(row: y, from: start, to: end, with: value)
        } else {
            map.willDrawOver(row: y, from: start, to: end)
            fill(row, from: start, to: end, source: source, alpha: alpha)
        }
    }

    /// One pixel as `blendSpan` blends it (the same rounding, so a run over the background made as one
    /// value matches a run blended pixel by pixel).
    @inline(__always)
    func blendedPixel(_ source: UInt32, over destination: UInt32, alpha: Int) -> UInt32 {
        guard pairsRedAndBlue else { return blend(source, over: destination, alpha: alpha) }
        let a = UInt32(alpha), inverse = 255 - a
        let sourceRB = (source & 0x00FF_00FF) * a + 0x0080_0080
        let sourceG = (source & 0x0000_FF00) * a + 0x0000_8000
        var rb = (destination & 0x00FF_00FF) &* inverse &+ sourceRB
        rb = ((rb &+ ((rb >> 8) & 0x00FF_00FF)) >> 8) & 0x00FF_00FF
        var g = (destination & 0x0000_FF00) &* inverse &+ sourceG
        g = ((g &+ ((g >> 8) & 0x0000_FF00)) >> 8) & 0x0000_FF00
        return rb | g | opaque
    }

    /// Pixels `start..<end` of `row` in `source` at `alpha` (0…255): copied when opaque, else blended.
    private func fill(_ row: UnsafeMutablePointer<UInt32>, from start: Int32, to end: Int32, source: UInt32, alpha: Int) {
        guard start < end, alpha > 0 else { return }
        let span = UnsafeMutableBufferPointer(start: row.advanced(by: Int(start)), count: Int(end - start))
        if alpha >= 255 {
            // The C library's vectorised fill: 32 or 64 bytes a store, where Swift's loop makes 16.
            if span.count >= 16, let base = span.baseAddress { kinema_fill(base, source, span.count) } else { span.update(repeating: source) }
        } else {
            blendSpan(span, source: source, alpha: alpha)
        }
    }

    /// One edge pixel, blended by its `coverage` of the rounded box.
    @inline(__always)
    private func shade(_ row: UnsafeMutablePointer<UInt32>, _ x: Int32, _ corner: Corner, coverage: Double) {
        guard coverage > 0 else { return }
        let alpha = Self.nearest(Double(corner.alpha) * coverage)
        row[Int(x)] = alpha >= 255 ? corner.source : blendedPixel(corner.source, over: row[Int(x)], alpha: alpha)
    }

    /// How much of pixel `x` of the corner's row the rounded box covers (0…1), from its distance field at
    /// the pixel's centre.
    @inline(__always)
    private func coverage(_ x: Int32, _ corner: Corner) -> Double {
        let qx = abs(Double(x) + 0.5 - corner.centreX) - corner.halfX, qy = corner.qy
        let outside = (max(qx, 0) * max(qx, 0) + corner.qyOutsideSquared).squareRoot()
        let distance = outside + min(max(qx, qy), 0) - corner.radius
        return min(1, max(0, 0.5 - distance))
    }

    /// How much of each pixel a rounded box covers (0…1), as `fillRoundedRect` works it out: in a row that
    /// crosses the corners, the corner pixels from the distance field and the run between them by the
    /// row's share; in the other rows, the row's share, times the column's at the left and right edge
    /// pixels. (What a rounded image's rim is mixed by, so that it matches a rectangle's.)
    package struct Coverage {
        private let shape: Shape

        package init(box: CGRect, radius: CGFloat) {
            shape = Shape(box, radius: radius, source: 0, alpha: 255)
        }

        package func at(_ x: Int32, _ y: Int32) -> Double {
            let top = Double(y), bottom = Double(y + 1)
            let row = min(1, max(0, min(bottom, shape.maxY) - max(top, shape.minY)))
            guard row > 0, Double(x + 1) > shape.minX, Double(x) < shape.maxX else { return 0 }
            if shape.radius > 0, top < shape.minY + shape.radius || bottom > shape.maxY - shape.radius,
                x < shape.cornerLeft || x >= shape.cornerRight {
                let corner = Corner(centreY: Double(y) + 0.5, shape: shape)
                let qx = abs(Double(x) + 0.5 - corner.centreX) - corner.halfX, qy = corner.qy
                let outside = (max(qx, 0) * max(qx, 0) + corner.qyOutsideSquared).squareRoot()
                return min(1, max(0, 0.5 - (outside + min(max(qx, qy), 0) - corner.radius)))
            }
            let column = min(1, max(0, min(Double(x + 1), shape.maxX) - max(Double(x), shape.minX)))
            return row * column
        }
    }

    /// An alpha (0…255, never negative) to the nearest whole number, halves up: a truncation, where
    /// `rounded()` would call the C library for every pixel (baseline x86-64 has no rounding instruction).
    @inline(__always)
    private static func nearest(_ value: Double) -> Int {
        Int(max(0, value) + 0.5)
    }

    /// A rounded box to fill: its edges and radius (pixels, fractional), the columns clear of the
    /// corners' curve and of the left and right edges, and its colour.
    private struct Shape {
        let minX: Double, maxX: Double, minY: Double, maxY: Double
        let radius: Double
        let centre: (x: Double, y: Double)
        /// The half size of the box's straight part (its size less the corners, halved).
        let half: (x: Double, y: Double)
        let cornerLeft: Int32, cornerRight: Int32
        let edgeLeft: Int32, edgeRight: Int32
        let source: UInt32
        let alpha: Int

        init(_ box: CGRect, radius: CGFloat, source: UInt32, alpha: Int) {
            (minX, maxX, minY, maxY) = (Double(box.minX), Double(box.maxX), Double(box.minY), Double(box.maxY))
            let r = Double(max(0, min(radius, min(box.width, box.height) / 2)))
            self.radius = r
            centre = ((minX + maxX) / 2, (minY + maxY) / 2)
            half = ((maxX - minX) / 2 - r, (maxY - minY) / 2 - r)
            (cornerLeft, cornerRight) = (Int32((minX + r).rounded(.down)), Int32((maxX - r).rounded(.up)))
            (edgeLeft, edgeRight) = (Int32(minX.rounded(.up)), Int32(maxX.rounded(.down)))
            (self.source, self.alpha) = (source, alpha)
        }
    }

    /// A row's corner pixels: what their coverage needs of the shape, and the row's share of the
    /// distance field (`qy`: how far the row's centre is past the straight part, and its square when
    /// positive), worked out once per row; and the colour.
    private struct Corner {
        let centreX: Double, halfX: Double, radius: Double
        let qy: Double, qyOutsideSquared: Double
        let source: UInt32
        let alpha: Int

        init(centreY: Double, shape: Shape) {
            (centreX, halfX, radius, source, alpha) = (shape.centre.x, shape.half.x, shape.radius, shape.source, shape.alpha)
            qy = abs(centreY - shape.centre.y) - shape.half.y
            qyOutsideSquared = max(qy, 0) * max(qy, 0)
        }
    }

    /// `source` at `alpha` over a run of pixels. With red and blue in the low bytes of two 16-bit lanes
    /// (XRGB, ARGB and their BGR twins), both blend in one multiply and green in another.
    private func blendSpan(_ span: UnsafeMutableBufferPointer<UInt32>, source: UInt32, alpha: Int) {
        let a = UInt32(alpha), inverse = 255 - a
        guard pairsRedAndBlue else {
            for index in span.indices { span[index] = blend(source, over: span[index], alpha: alpha) }
            return
        }
        let sourceRB = (source & 0x00FF_00FF) * a + 0x0080_0080
        let sourceG = (source & 0x0000_FF00) * a + 0x0000_8000
        let bits = opaque
        // Eight pixels at a time in SIMD lanes, then the rest one by one.
        typealias Lanes = SIMD8<UInt32>
        let count = span.count
        var index = 0
        // Eight at a time with AVX2 where the processor has it (C: Swift has no per-function target).
        if count >= 8, let base = span.baseAddress { index = kinema_blend_span(base, count, sourceRB, sourceG, inverse, bits) }
        if count - index >= 8, let base = span.baseAddress {
            let raw = UnsafeMutableRawPointer(base)
            let maskRB = Lanes(repeating: 0x00FF_00FF), maskG = Lanes(repeating: 0x0000_FF00)
            let inverseLanes = Lanes(repeating: inverse), addRB = Lanes(repeating: sourceRB), addG = Lanes(repeating: sourceG)
            let opaqueLanes = Lanes(repeating: bits)
            while index + 8 <= count {
                let offset = index * 4
                let d = raw.loadUnaligned(fromByteOffset: offset, as: Lanes.self)
                var rb = (d & maskRB) &* inverseLanes &+ addRB
                rb = ((rb &+ ((rb &>> 8) & maskRB)) &>> 8) & maskRB
                var g = (d & maskG) &* inverseLanes &+ addG
                g = ((g &+ ((g &>> 8) & maskG)) &>> 8) & maskG
                raw.storeBytes(of: rb | g | opaqueLanes, toByteOffset: offset, as: Lanes.self)
                index += 8
            }
        }
        while index < count {
            let d = span[index]
            var rb = (d & 0x00FF_00FF) &* inverse &+ sourceRB
            rb = ((rb &+ ((rb >> 8) & 0x00FF_00FF)) >> 8) & 0x00FF_00FF
            var g = (d & 0x0000_FF00) &* inverse &+ sourceG
            g = ((g &+ ((g >> 8) & 0x0000_FF00)) >> 8) & 0x0000_FF00
            span[index] = rb | g | bits
            index += 1
        }
    }

    /// `source` over `destination` at `alpha` (0…255), rounded to nearest in each colour channel.
    @inline(__always)
    private func blend(_ source: UInt32, over destination: UInt32, alpha: Int) -> UInt32 {
        if alpha >= 255 { return source }
        if alpha <= 0 { return destination }
        let a = UInt32(alpha), inverse = 255 - a
        @inline(__always) func channel(_ shift: UInt32) -> UInt32 {
            let s = (source >> shift) & 0xFF, d = (destination >> shift) & 0xFF
            return ((s * a + d * inverse + 127) / 255) << shift
        }
        return opaque | channel(shifts.red) | channel(shifts.green) | channel(shifts.blue)
    }
}
