import CSDL2
import Foundation
import KinemaCore
import KinemaGraphics
import KinemaUI
import Testing
@testable import KinemaSDL

/// A translucent group that is a fill under small items (the menu's dimmed screen and its icons) is
/// composited only around the small items, the fill drawn at the group's opacity elsewhere: the same
/// picture as the whole group composited, to one unit of rounding per channel.
@MainActor
@Suite("Groups split around their small items", .serialized)
struct SplitGroupTests {
    static let size = 64
    static let group: [DisplayItem] = [
        // The fill, translucent itself, under everything.
        .rect(RoundedRect(rect: CGRect(x: 0, y: 0, width: 64, height: 64), color: RGBAColor(red: 0.2, green: 0.27, blue: 0.36, alpha: 0.92))),
        // Small items at fractional positions, two of them overlapping (their boxes merge).
        .rect(RoundedRect(rect: CGRect(x: 6.5, y: 8.25, width: 12, height: 10), cornerRadius: 3, color: RGBAColor(red: 1, green: 0.3, blue: 0.2))),
        .rect(RoundedRect(rect: CGRect(x: 14.3, y: 12.7, width: 9, height: 9), cornerRadius: 4.5, color: RGBAColor(red: 0.1, green: 0.9, blue: 0.6, alpha: 0.7))),
        .rect(RoundedRect(rect: CGRect(x: 40.2, y: 44.6, width: 14, height: 8), color: RGBAColor(red: 1, green: 1, blue: 1))),
    ]

    static func picture(opacity: Double, splits: Bool) throws -> (OffscreenCanvas, [UInt32]) {
        let canvas = try RendererTests.canvas(size, size)
        canvas.renderer.splitsGroups = splits
        let items = InPlaceGroupTests.backdrop + [.beginGroup(OpacityGroup(opacity: opacity, bounds: CGRect(x: 0, y: 0, width: 64, height: 64)))]
            + group + [.endGroup]
        RendererTests.draw(items, on: canvas)
        var pixels: [UInt32] = []
        for y in 0..<size { for x in 0..<size { pixels.append(canvas.pixel(x: x, y: y)) } }
        return (canvas, pixels)
    }

    /// The largest difference of one channel between two pixels.
    static func channelDifference(_ a: UInt32, _ b: UInt32) -> Int {
        [0, 8, 16].map { abs(Int((a >> $0) & 0xFF) - Int((b >> $0) & 0xFF)) }.max()!
    }

    @Test(arguments: [0.04, 0.35, 0.8, 1.0])
    func theSplitGroupLooksAsTheWholeOne(opacity: Double) throws {
        let (split, splitPixels) = try Self.picture(opacity: opacity, splits: true)
        let (whole, wholePixels) = try Self.picture(opacity: opacity, splits: false)
        let worst = zip(splitPixels, wholePixels).map { Self.channelDifference($0, $1) }.max() ?? 0
        #expect(worst <= 1, "a channel differs by \(worst)")
        // The split composited two boxes (the overlapping pair merged, and the third), in place.
        #expect(split.renderer.groupsComposited == 2 && split.renderer.groupPassesInPlace == 1)
        #expect(whole.renderer.groupsComposited == 1 && whole.renderer.groupPassesInPlace == 1)
        // And it is not the backdrop alone: the group shows.
        let (bare, barePixels) = try Self.picture(opacity: 0, splits: true)
        _ = bare
        #expect(zip(splitPixels, barePixels).filter { $0 != $1 }.count > 1000)
    }

    @Test func aRectangleLessItsHolesIsCoveredOnceOutsideThem() {
        let whole = SDL_Rect(x: 0, y: 0, w: 20, h: 10)
        let holes = [SDL_Rect(x: 2, y: 2, w: 4, h: 3), SDL_Rect(x: 10, y: 0, w: 5, h: 10)]
        var covered = [Int](repeating: 0, count: 200)
        for piece in DisplayListRenderer.subtracting(holes, from: whole) {
            for y in piece.y..<piece.y + piece.h { for x in piece.x..<piece.x + piece.w { covered[Int(y) * 20 + Int(x)] += 1 } }
        }
        for y in 0..<10 {
            for x in 0..<20 {
                let inHole = holes.contains { x >= $0.x && x < $0.x + $0.w && y >= $0.y && y < $0.y + $0.h }
                #expect(covered[y * 20 + x] == (inHole ? 0 : 1), "(\(x), \(y))")
            }
        }
        let merged = DisplayListRenderer.disjoint([SDL_Rect(x: 0, y: 0, w: 5, h: 5), SDL_Rect(x: 4, y: 4, w: 5, h: 5), SDL_Rect(x: 20, y: 0, w: 2, h: 2)])
        #expect(merged.count == 2)
    }
}
