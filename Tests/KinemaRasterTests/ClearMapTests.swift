import Foundation
import Testing
@testable import KinemaRaster

/// What the lazy clear (`ClearMap`) knows of each row, and the invariants it keeps.
@Suite("Clear map")
struct ClearMapTests {
    /// A damage rectangle's clear is pending over its own columns only: a span reaching past them is not
    /// over a known colour, a span inside writes the rest of the part around it, and nothing outside the
    /// part is ever written.
    @Test func aClearedPartKnowsItsColumns() {
        let canvas = RasterCanvas(64, 4, filledWith: 0xFF00_0000)
        let (pixels, pitch) = (canvas.pixels, 64)
        let white: UInt32 = 0xFFFF_FFFF, blue: UInt32 = 0xFF00_00FF
        let map = ClearMap()
        map.begin(canvas.target)
        map.clear(PixelRect(x: 10, y: 0, w: 20, h: 4), to: white)
        #expect(map.plainColor(row: 1, from: 12, to: 28) == white)
        #expect(map.plainColor(row: 1, from: 5, to: 28) == nil, "columns left of the cleared part are not known")
        #expect(map.plainColor(row: 1, from: 12, to: 40) == nil, "nor right of it")
        #expect(pixels[pitch + 15] == 0xFF00_0000, "pending: not written yet")
        map.fill(row: 1, from: 14, to: 20, with: blue)
        #expect(map.plainColor(row: 1, from: 20, to: 28) == white, "beyond the span the part is still plain")
        #expect(map.plainColor(row: 1, from: 12, to: 16) == nil, "the span mixed its columns")
        map.finish()
        #expect(map.checkInvariants() == [])
        let row = (0..<40).map { pixels[pitch + $0] }
        #expect(row[0..<10].allSatisfy { $0 == 0xFF00_0000 } && row[30..<40].allSatisfy { $0 == 0xFF00_0000 }, "outside the part: untouched")
        #expect(row[10..<14].allSatisfy { $0 == white } && row[20..<30].allSatisfy { $0 == white }, "the part around the span: cleared")
        #expect(row[14..<20].allSatisfy { $0 == blue }, "the span")
        #expect((0..<40).allSatisfy { pixels[2 * pitch + $0] == ((10..<30).contains($0) ? white : 0xFF00_0000) }, "a row nothing drew on: its part cleared at the end")
    }

    /// A write behind the map's back — over columns it knows as plain, without `willDraw` — is what
    /// `checkInvariants` exists to catch; the same write announced first is sound.
    @Test func aWriteBehindTheMapsBackBreaksItsInvariants() {
        let canvas = RasterCanvas(64, 4, filledWith: 0xFF00_0000)
        let white: UInt32 = 0xFFFF_FFFF
        let map = ClearMap()
        map.begin(canvas.target)
        map.clear(PixelRect(x: 0, y: 0, w: 64, h: 4), to: white)
        map.finish()
        #expect(map.checkInvariants() == [], "cleared and written: every known column is white")
        canvas.pixels[64 + 20] = 0xFF12_3456
        #expect(map.checkInvariants() == ["row 1: pixel 20 is \(0xFF12_3456 as UInt32), its plain colour \(white)"])
        map.begin(canvas.target)
        map.clear(PixelRect(x: 0, y: 0, w: 64, h: 4), to: white)
        map.willDraw(row: 2, from: 30, to: 34)
        canvas.pixels[2 * 64 + 31] = 0xFF12_3456
        map.finish()
        #expect(map.checkInvariants() == [], "announced: its columns are mixed")
    }
}
