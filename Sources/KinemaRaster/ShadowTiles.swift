import Foundation

/// The cache behind `ShadowSlices`: the top-left corner of a rounded box's blurred shadow, worked out once
/// by the exact plan (`ShadowPlan`) as coverage in 1/65535ths, for each corner radius, `shadowRadius` and
/// position of the edges within a pixel (all in eighths of a pixel). A tile reaches from the blur's
/// outer end to where the shadow no longer changes along either axis, plus two pixels: its last columns
/// are the top edge's profile, its last rows the left edge's (two, so a texture's smoothing between them
/// stays exact). The other corners are the same tiles mirrored.
/// Bounded: past `capacity` tiles it starts afresh.
package final class ShadowTiles {
    package struct Key: Hashable {
        package var corner8: Int32
        package var radius8: Int32
        package var phaseX: Int32
        package var phaseY: Int32

        package init(corner8: Int32, radius8: Int32, phaseX: Int32, phaseY: Int32) {
            (self.corner8, self.radius8, self.phaseX, self.phaseY) = (corner8, radius8, phaseX, phaseY)
        }
    }

    /// One corner: `width` × `height` coverages, row by row.
    package final class Tile {
        package let width: Int32
        package let height: Int32
        package let coverage: [UInt16]

        init(width: Int32, height: Int32, coverage: [UInt16]) {
            (self.width, self.height, self.coverage) = (width, height, coverage)
        }

        @inline(__always)
        package subscript(x: Int32, y: Int32) -> UInt16 { coverage[Int(y) * Int(width) + Int(x)] }
    }

    static let capacity = 512
    private var tiles: [Key: Tile] = [:]
    /// How many tiles were worked out (the tests' count of misses).
    package private(set) var renders = 0

    package init() {}

    /// The tile for `key`, worked out now if it is not kept.
    package func tile(_ key: Key) -> Tile {
        if let tile = tiles[key] { return tile }
        if tiles.count >= Self.capacity { tiles.removeAll(keepingCapacity: true) }
        let tile = Self.render(key)
        tiles[key] = tile
        renders += 1
        return tile
    }

    /// What must hold of the kept tiles (empty when all does): no more than `capacity`, each the size its
    /// key gives, with a coverage for each of its pixels, and its last two columns and rows alike (the
    /// flat part the slices stretch: within 0.001, the Gaussian's tail past 3.2σ, a quarter step of 255).
    /// The long way: a tile worked out afresh is the same.
    package func checkInvariants(rerendering: Bool = false) -> [String] {
        var broken: [String] = []
        if tiles.count > Self.capacity { broken.append("\(tiles.count) tiles kept, over \(Self.capacity)") }
        for (key, tile) in tiles {
            let sigma = Double(key.radius8) / 8 * BoxShadow.sigmaPerShadowRadius, corner = Double(key.corner8) / 8
            let (w, h) = (Self.length(phase: key.phaseX, corner: corner, sigma: sigma), Self.length(phase: key.phaseY, corner: corner, sigma: sigma))
            guard tile.width == w, tile.height == h, tile.coverage.count == Int(w) * Int(h) else {
                broken.append("\(key): \(tile.width) × \(tile.height), \(tile.coverage.count) coverages; its key gives \(w) × \(h)")
                continue
            }
            let flat = (0..<h).allSatisfy { abs(Int(tile[w - 1, $0]) - Int(tile[w - 2, $0])) <= 66 }
                && (0..<w).allSatisfy { abs(Int(tile[$0, h - 1]) - Int(tile[$0, h - 2])) <= 66 }
            if !flat { broken.append("\(key): its last two columns or rows differ") }
            if rerendering, Self.render(key).coverage != tile.coverage { broken.append("\(key): not the tile worked out afresh") }
        }
        return broken
    }

    /// Pixels a tile has before the shape's edge: the reach and one more.
    static func padding(sigma: Double) -> Int32 { Int32(BoxShadow.reach(sigma: sigma).rounded(.up)) + 1 }

    /// A tile's length along an axis whose edge lies `phase` eighths into a pixel: the padding, the
    /// corner and the reach past the edge, and two pixels where nothing changes any more.
    static func length(phase: Int32, corner: Double, sigma: Double) -> Int32 {
        padding(sigma: sigma) + Int32((Double(phase) / 8 + corner + BoxShadow.reach(sigma: sigma)).rounded(.up)) + 2
    }

    /// The exact plan's coverage of a box far larger than the tile, its top-left corner placed as the key
    /// says, over the tile's pixels.
    static func render(_ key: Key) -> Tile {
        let radius = Double(key.radius8) / 8, corner = Double(key.corner8) / 8
        let sigma = radius * BoxShadow.sigmaPerShadowRadius
        let width = length(phase: key.phaseX, corner: corner, sigma: sigma)
        let height = length(phase: key.phaseY, corner: corner, sigma: sigma)
        let pad = Double(padding(sigma: sigma)), side = Double(2 * max(width, height) + 4)
        let box = CGRect(x: pad + Double(key.phaseX) / 8, y: pad + Double(key.phaseY) / 8, width: side, height: side)
        let shadow = BoxShadow(box: box, cornerRadius: CGFloat(corner), radius: CGFloat(radius), color: RasterColor(r: 0, g: 0, b: 0, a: 255))
        var coverage = [UInt16](repeating: 0, count: Int(width) * Int(height))
        guard let plan = ShadowPlan(shadow, clip: PixelRect(x: 0, y: 0, w: width, h: height), width: width, height: height) else {
            return Tile(width: width, height: height, coverage: coverage)
        }
        // The plan covers the whole tile (the padding is past the reach), so its columns start at 0.
        withUnsafeTemporaryAllocation(of: Double.self, capacity: plan.columns.count) { row in
            for y in plan.rows {
                plan.coverage(row: y, into: row)
                let start = Int(y) * Int(width) + Int(plan.columns.lowerBound)
                for i in row.indices { coverage[start + i] = UInt16(row[i] * 65535 + 0.5) }
            }
        }
        return Tile(width: width, height: height, coverage: coverage)
    }
}
