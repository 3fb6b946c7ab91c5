import CSDL2
import Foundation
import KinemaCore
import KinemaGraphics
import KinemaUI
import Testing
@testable import KinemaSDL

/// Opacity groups on the software path are drawn in place: straight onto the surface, each rectangle
/// mixed with what was behind it afterwards, with no offscreen target.
@MainActor
@Suite("In-place opacity groups", .serialized)
struct InPlaceGroupTests {
    static let size = 64
    /// A backdrop with something in it (two colours and an edge), and a group whose items sit at
    /// fractional positions (anti-aliased edges, a rounded corner) and overlap.
    static let backdrop: [DisplayItem] = [
        .rect(RoundedRect(rect: CGRect(x: 0, y: 0, width: 40, height: 64), color: RGBAColor(red: 0.2, green: 0.3, blue: 0.5))),
        .rect(RoundedRect(rect: CGRect(x: 40, y: 0, width: 24, height: 64), color: RGBAColor(red: 0.9, green: 0.8, blue: 0.1))),
    ]
    static let contents: [DisplayItem] = [
        .rect(RoundedRect(rect: CGRect(x: 6.5, y: 8.25, width: 40, height: 30), cornerRadius: 6, color: RGBAColor(red: 1, green: 0.2, blue: 0.3))),
        .rect(RoundedRect(rect: CGRect(x: 20.3, y: 20.7, width: 36, height: 34), cornerRadius: 4, color: RGBAColor(red: 0.1, green: 0.9, blue: 0.6, alpha: 0.7))),
    ]
    static let bounds = CGRect(x: 6.5, y: 8.25, width: 49.8, height: 46.45)

    static func picture(_ items: [DisplayItem], directSurface: Bool = true) throws -> (OffscreenCanvas, [UInt32]) {
        let canvas = try RendererTests.canvas(size, size)
        if !directSurface { canvas.renderer.directSurface = nil }
        RendererTests.draw(items, on: canvas)
        var pixels: [UInt32] = []
        for y in 0..<size { for x in 0..<size { pixels.append(canvas.pixel(x: x, y: y)) } }
        return (canvas, pixels)
    }

    static func grouped(_ opacity: Double) -> [DisplayItem] {
        backdrop + [.beginGroup(OpacityGroup(opacity: opacity, bounds: bounds))] + contents + [.endGroup]
    }

    /// At full opacity a group is its items exactly as they are drawn outside one, pixel for pixel (an
    /// offscreen target drew them as SDL's triangles, whose feathered edges reached half a pixel out).
    @Test func anOpaqueGroupIsItsItemsExactly() throws {
        let (canvas, inGroup) = try Self.picture(Self.grouped(1))
        let (_, plain) = try Self.picture(Self.backdrop + Self.contents)
        let differing = zip(inGroup, plain).filter { $0 != $1 }.count
        #expect(differing == 0, "\(differing) pixels differ from the items drawn without a group")
        #expect(canvas.renderer.groupPassesInPlace == 1 && canvas.renderer.groupPasses == 1)
        #expect(canvas.renderer.groups.targetCount == 0, "no offscreen target made")
    }

    /// At any opacity each pixel is the backdrop mixed with the items drawn over it by the opacity,
    /// rounded to nearest (`GroupCompositor.mix`): inside the group's rectangle; outside it, the
    /// backdrop untouched.
    @Test func aTranslucentGroupIsTheMixOfItsBackdropAndItsItems() throws {
        let (_, behind) = try Self.picture(Self.backdrop)
        let (_, drawn) = try Self.picture(Self.backdrop + Self.contents)
        for opacity in [0.3, 0.5, 0.85] {
            let (_, inGroup) = try Self.picture(Self.grouped(opacity))
            let weight = Int((opacity * 255).rounded())
            // The group's pixel rectangle: its bounds and one pixel around them.
            let rect = DisplayListRenderer.pixelRect(Self.bounds.insetBy(dx: -1, dy: -1))
            var mismatches = 0
            for y in 0..<Self.size {
                for x in 0..<Self.size {
                    let index = y * Self.size + x
                    let inside = x >= rect.x && x < rect.x + rect.w && y >= rect.y && y < rect.y + rect.h
                    let expected = inside ? GroupCompositor.mix(behind[index], drawn[index], weight: weight) : behind[index]
                    if inGroup[index] | 0xFF00_0000 != expected | 0xFF00_0000 { mismatches += 1 }
                }
            }
            #expect(mismatches == 0, "opacity \(opacity): \(mismatches) pixels differ from the mix")
        }
    }

    /// Where drawing cannot go straight into a surface, a group still composites through an offscreen
    /// target, to the same picture but for how SDL's triangles draw the items' edges.
    @Test func withoutADirectSurfaceAGroupGoesThroughATarget() throws {
        let (canvas, viaTarget) = try Self.picture(Self.grouped(0.5), directSurface: false)
        let (_, inPlace) = try Self.picture(Self.grouped(0.5))
        #expect(canvas.renderer.groupPassesInPlace == 0 && canvas.renderer.groupPasses == 1)
        #expect(canvas.renderer.groups.targetCount == 1)
        // Away from the items' edges the two agree to a level or two.
        for (x, y) in [(12, 14), (30, 30), (50, 45), (3, 3), (60, 60)] {
            let a = RendererTests.rgb(viaTarget[y * Self.size + x]), b = RendererTests.rgb(inPlace[y * Self.size + x])
            #expect(abs(a.r - b.r) <= 2 && abs(a.g - b.g) <= 2 && abs(a.b - b.b) <= 2, "(\(x), \(y)): \(a) through a target, \(b) in place")
        }
    }

    /// A group reaching past the surface (no clip around it) is drawn in place over the part on it.
    @Test func aGroupPastTheSurfaceIsDrawnOverThePartOnIt() throws {
        let big = CGRect(x: -30, y: -30, width: 160, height: 160)
        let (canvas, pixels) = try Self.picture([
            .beginGroup(OpacityGroup(opacity: 0.5, bounds: big)),
            .rect(RoundedRect(rect: big, color: RendererTests.red)),
            .endGroup,
        ])
        #expect(canvas.renderer.groupPassesInPlace == 1)
        let expected = GroupCompositor.mix(0xFFFF_FFFF, 0xFFFF_0000, weight: 128)
        #expect(pixels.allSatisfy { $0 | 0xFF00_0000 == expected }, "red at half over white everywhere")
    }
}
